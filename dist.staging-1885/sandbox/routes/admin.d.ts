/**
 * Sandbox-only administration (API key): `POST /sandbox/reset` puts the sandbox back to its seeded state, and
 * `GET|POST /sandbox/faults` reads or sets fault injection.
 */
import type { SandboxContext } from '../context.js';
import { type SandboxAuth, type SandboxHono } from '../http.js';
import type { SandboxServices } from '../app.js';
export declare function registerAdminRoutes(app: SandboxHono, context: SandboxContext, auth: SandboxAuth, services: SandboxServices): void;
