/**
 * `@parley/embeds/sandbox`: a local, spec-faithful emulator of the service API. Runs in Node and in browsers.
 *
 * @example
 * ```ts
 * const sandbox = createSandbox();
 * const res = await sandbox.fetch(new Request('http://sandbox.local/api/forms/list', {
 *   method: 'POST', headers: { 'SERVICE-API-KEY': SANDBOX_DEFAULTS.apiKey }, body: '{}' }));
 * ```
 */
import { createSandboxApp } from './app.js';
import type { SandboxOptions } from './context.js';

export {
  SANDBOX_DEFAULTS,
  DEFAULT_BASE_URL,
  DEFAULT_FORMS_URL,
  systemClock,
  type Clock,
  type SandboxOptions,
} from './context.js';
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

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const internals = createSandboxApp(options);
  return {
    fetch: async (request) =>
      new URL(request.url).pathname.startsWith('/l/') ? internals.shortLink(request) : internals.app.fetch(request),
    store: internals.context.store,
    context: internals.context,
    app: internals.app,
    events: internals.events,
    reset: () => internals.reset(),
    close: () => internals.close(),
  };
}

/**
 * Starts the sandbox as an HTTP server (Node only; see `./server.ts`). Loaded on demand so that browser bundles of
 * `createSandbox` never pull in Node modules.
 */
export async function startSandboxServer(
  options?: import('./server.js').SandboxServerOptions,
): Promise<import('./server.js').SandboxServer> {
  const specifier = './server.js';
  const server = (await import(/* @vite-ignore */ specifier)) as typeof import('./server.js');
  return server.startSandboxServer(options);
}
export type { SandboxServer, SandboxServerOptions } from './server.js';
