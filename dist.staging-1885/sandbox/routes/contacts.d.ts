import type { SandboxContext } from '../context.js';
import { type SandboxAuth, type SandboxHono } from '../http.js';
import type { Contacts } from '../services/contacts.js';
export declare function registerContactRoutes(app: SandboxHono, context: SandboxContext, auth: SandboxAuth, contacts: Contacts): void;
