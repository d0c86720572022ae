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

export { SANDBOX_DEFAULTS, DEFAULT_BASE_URL, DEFAULT_FORMS_URL, systemClock, type Clock, type SandboxOptions } from './context.js';
export { API_BASE_PATH } from './app.js';

export interface Sandbox {
  /** Answers any Request whose path starts with `/api` (any origin), like the service would. */
  fetch: (request: Request) => Promise<Response>;
  store: import('./store.js').Store;
  context: import('./context.js').SandboxContext;
  app: import('./app.js').SandboxInternals['app'];
  /** Stops timers (carrier simulation, webhook retries, heartbeats) so the process can exit. */
  close(): void;
}

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const internals = createSandboxApp(options);
  return {
    fetch: async (request) => internals.app.fetch(request),
    store: internals.context.store,
    context: internals.context,
    app: internals.app,
    close: () => internals.close(),
  };
}
