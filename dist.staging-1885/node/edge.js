import { createEmbedToken } from '../tokens/index.js';
import { fetchTokenHandler } from './token-handler.js';
import { fetchWebhookHandler } from './webhooks.js';
export * from './common.js';
export { createEmbedToken, verifyEmbedToken } from '../tokens/index.js';
/** `.express` exists on Node only; here it says so when touched instead of being silently undefined. */
function withoutExpress(handler) {
    return Object.defineProperty(handler, 'express', {
        get() {
            throw new TypeError('.express is the Node-only Express adapter; this runtime loaded the edge build of @parley/embeds/node. ' +
                'Export the handler itself (export const GET = createTokenHandler(…)).');
        },
    });
}
/**
 * The token route as a fetch handler (see the Node entry's `createTokenHandler`): `export const GET =
 * createTokenHandler({...})` in a Next.js route with `runtime = 'edge'`, a Worker's `fetch`, `Deno.serve`.
 *
 * @example
 * ```ts
 * export const runtime = 'edge';
 * export const GET = createTokenHandler({ key, team: 'team_acme', authorize: async (request) => grantFor(request) });
 * ```
 */
export function createTokenHandler(options) {
    return withoutExpress(fetchTokenHandler(options, createEmbedToken));
}
/**
 * The webhook receiver as a fetch handler (see the Node entry's `webhookHandler`).
 *
 * @example
 * ```ts
 * export const POST = webhookHandler({ secret: process.env.PARLEY_WEBHOOK_SECRET!, on: (event) => console.log(event.type) });
 * ```
 */
export function webhookHandler(options) {
    return withoutExpress(fetchWebhookHandler(options));
}
