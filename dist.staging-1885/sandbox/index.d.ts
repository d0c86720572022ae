import type { SandboxOptions } from './context.js';
export { SANDBOX_DEFAULTS, DEFAULT_BASE_URL, DEFAULT_FORMS_URL, systemClock, type Clock, type SandboxOptions, } from './context.js';
export { API_BASE_PATH } from './app.js';
/** The seeded senders, brands, campaigns, test numbers and long thread (docs/sandbox.md), for stories and tests. */
export { DEMO_SENDERS, DEMO_BRANDS, DEMO_CAMPAIGNS, DEMO_TEST_NUMBERS, LONG_THREAD } from './demo-data.js';
export interface Sandbox {
    /**
     * Answers any Request whose path starts with `/api` (any origin), like the service would, and the short-link
     * host at `/l/<code>` (DESIGN §7).
     */
    fetch: (request: Request) => Promise<Response>;
    store: import('./store.js').Store;
    context: import('./context.js').SandboxContext;
    app: import('./app.js').SandboxInternals['app'];
    /** The event stream's hub (subscriber count, newest cursor). */
    events: import('./services/event-hub.js').EventHub;
    /** Back to the seeded state (what `POST /sandbox/reset` does). */
    reset(): void;
    /** Stops timers (carrier simulation, webhook retries, heartbeats) so the process can exit. */
    close(): void;
}
export declare function createSandbox(options?: SandboxOptions): Sandbox;
/**
 * Starts the sandbox as an HTTP server (Node only; see `./server.ts`). Loaded on demand so that browser bundles of
 * `createSandbox` never pull in Node modules.
 */
export declare function startSandboxServer(options?: import('./server.js').SandboxServerOptions): Promise<import('./server.js').SandboxServer>;
export type { SandboxServer, SandboxServerOptions } from './server.js';
