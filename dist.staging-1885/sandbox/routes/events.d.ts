/**
 * `GET /events/stream` (DESIGN §3 Event stream): Server-Sent Events as a web ReadableStream, filtered by the
 * token's `res`, resumable with the `Last-Event-ID` header (or `?lastEventId=`, for clients that cannot set
 * headers). A stream ends when its token expires: the client reconnects with a fresh token and resumes.
 */
import type { SandboxContext } from '../context.js';
import type { SandboxAuth, SandboxHono } from '../http.js';
import type { SandboxServices } from '../app.js';
export declare function registerEventRoutes(app: SandboxHono, _context: SandboxContext, auth: SandboxAuth, services: SandboxServices): void;
