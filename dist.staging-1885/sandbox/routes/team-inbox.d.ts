/**
 * The team inbox's routes (DESIGN §10): a conversation's notes as entries (list oldest first, add, edit, delete —
 * edits and deletes by their author only) and presence (who else is viewing or typing). Every route passes the
 * token's `res` first: a conversation the caller may not see is a 404, exactly like a missing one.
 */
import type { SandboxServices } from '../app.js';
import type { SandboxContext } from '../context.js';
import { type SandboxAuth, type SandboxHono } from '../http.js';
export declare function registerTeamInboxRoutes(app: SandboxHono, context: SandboxContext, auth: SandboxAuth, services: SandboxServices): void;
