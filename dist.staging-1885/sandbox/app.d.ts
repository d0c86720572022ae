/**
 * Composes the sandbox: context, services, and every route family under `/api` (docs/decisions.md), with CORS for
 * any origin (the elements run on customers' pages) and the spec's error bodies for every failure.
 */
import { Hono } from 'hono';
import '../schemas/english.js';
import { type SandboxContext, type SandboxOptions } from './context.js';
import { type SandboxAuth, type SandboxEnv } from './http.js';
import { type EventHub } from './services/event-hub.js';
import { type Blasts } from './services/blasts.js';
import { type Contacts } from './services/contacts.js';
import { type Faults } from './services/faults.js';
import { type Messaging } from './services/messaging.js';
import { type TeamInbox } from './services/team-inbox.js';
export declare const API_BASE_PATH = "/api";
/** What the messaging-side routes share beyond the context. */
export interface SandboxServices {
    events: EventHub;
    messaging: Messaging;
    faults: Faults;
    contacts: Contacts;
    blasts: Blasts;
    /** Notes as entries and presence (DESIGN §10). */
    team: TeamInbox;
    /** Back to the seeded state: timers stopped, store re-seeded, stream subscribers told to re-sync. */
    reset(): void;
}
export interface SandboxInternals extends SandboxServices {
    app: Hono<SandboxEnv>;
    context: SandboxContext;
    auth: SandboxAuth;
    /** Stops every timer and ends every stream. */
    close(): void;
    /** The short-link host (`GET <origin>/l/<code>`), served outside the API base path. */
    shortLink(request: Request): Response;
}
export declare function createSandboxApp(options?: SandboxOptions): SandboxInternals;
