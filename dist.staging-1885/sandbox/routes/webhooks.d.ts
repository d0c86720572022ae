import type { SandboxContext } from '../context.js';
import { type SandboxAuth, type SandboxHono } from '../http.js';
export declare function registerWebhookRoutes(app: SandboxHono, context: SandboxContext, auth: SandboxAuth): void;
