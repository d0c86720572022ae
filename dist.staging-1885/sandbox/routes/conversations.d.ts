import { type Message } from '../../schemas/messages.js';
import type { SandboxContext } from '../context.js';
import { type SandboxAuth, type SandboxHono } from '../http.js';
import type { SandboxServices } from '../app.js';
export declare function registerConversationRoutes(app: SandboxHono, context: SandboxContext, auth: SandboxAuth, services: SandboxServices): void;
/** Every text of a message a person reads: SMS/MMS text, RCS text, and the titles and descriptions of its cards. */
export declare function searchableText(message: Pick<Message, 'text' | 'rcs'>): string;
