import type { SandboxContext } from '../context.js';
import { type SandboxAuth, type SandboxHono } from '../http.js';
import type { Blasts } from '../services/blasts.js';
import type { Messaging } from '../services/messaging.js';
export declare function registerBlastRoutes(app: SandboxHono, context: SandboxContext, auth: SandboxAuth, blasts: Blasts, messaging: Messaging): void;
