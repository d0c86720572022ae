/**
 * `@parley/embeds/node` on Edge runtimes (Next.js `runtime = 'edge'`, Vercel), Cloudflare Workers, Deno and in
 * browsers: the package's export conditions (`edge-light`, `workerd`, `worker`, `deno`, `browser`) resolve the
 * specifier here. The same token, token-route, webhook and client API as on Node, on Web Crypto and fetch only;
 * the Node-only extras (KeyObject keys, `.express`, `toExpressHandler`, `toFetchRequest`, `sendFetchResponse`,
 * the CLI) are not in this build.
 */
import type { IncomingMessage } from 'node:http';
import { createEmbedToken } from '../tokens/index.js';
import type { MintEmbedToken, TokenHandler, TokenHandlerOptions } from './token-handler.js';
import { fetchTokenHandler } from './token-handler.js';
import { fetchWebhookHandler, type WebhookHandler, type WebhookHandlerOptions } from './webhooks.js';

export * from './common.js';
export { createEmbedToken, verifyEmbedToken, type CreateEmbedTokenOptions } from '../tokens/index.js';

/** `.express` exists on Node only; here it says so when touched instead of being silently undefined. */
function withoutExpress<T extends object>(handler: T): T & { express: never } {
  return Object.defineProperty(handler, 'express', {
    get(): never {
      throw new TypeError(
        '.express is the Node-only Express adapter; this runtime loaded the edge build of @parley/embeds/node. ' +
          'Export the handler itself (export const GET = createTokenHandler(…)).',
      );
    },
  }) as T & { express: never };
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
export function createTokenHandler<Req = IncomingMessage>(options: TokenHandlerOptions<Req>): TokenHandler<Req> {
  return withoutExpress(fetchTokenHandler<Req>(options, createEmbedToken as MintEmbedToken));
}

/**
 * The webhook receiver as a fetch handler (see the Node entry's `webhookHandler`).
 *
 * @example
 * ```ts
 * export const POST = webhookHandler({ secret: process.env.PARLEY_WEBHOOK_SECRET!, on: (event) => console.log(event.type) });
 * ```
 */
export function webhookHandler<Req = IncomingMessage>(options: WebhookHandlerOptions<Req>): WebhookHandler<Req> {
  return withoutExpress(fetchWebhookHandler<Req>(options));
}
