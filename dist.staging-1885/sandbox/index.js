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
export { SANDBOX_DEFAULTS, DEFAULT_BASE_URL, DEFAULT_FORMS_URL, systemClock, } from './context.js';
export { API_BASE_PATH } from './app.js';
/** The seeded senders, brands, campaigns, test numbers and long thread (docs/sandbox.md), for stories and tests. */
export { DEMO_SENDERS, DEMO_BRANDS, DEMO_CAMPAIGNS, DEMO_TEST_NUMBERS, LONG_THREAD } from './demo-data.js';
export function createSandbox(options = {}) {
    const internals = createSandboxApp(options);
    return {
        fetch: async (request) => new URL(request.url).pathname.startsWith('/l/') ? internals.shortLink(request) : internals.app.fetch(request),
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
export async function startSandboxServer(options) {
    const specifier = './server.js';
    const server = (await import(/* @vite-ignore */ specifier));
    return server.startSandboxServer(options);
}
