/**
 * `@parley/embeds/node` on Edge runtimes (Next.js `runtime = 'edge'`, Vercel), Cloudflare Workers, Deno and in
 * browsers: the package's export conditions (`edge-light`, `workerd`, `worker`, `deno`, `browser`) resolve the
 * specifier here. The same token, token-route, webhook and client API as on Node, on Web Crypto and fetch only;
 * the Node-only extras (KeyObject keys, `.express`, `toExpressHandler`, `toFetchRequest`, `sendFetchResponse`,
 * the CLI) are not in this build.
 */
import type { IncomingMessage } from 'node:http';
import type { TokenHandler, TokenHandlerOptions } from './token-handler.js';
import { type WebhookHandler, type WebhookHandlerOptions } from './webhooks.js';
export * from './common.js';
export { createEmbedToken, verifyEmbedToken, type CreateEmbedTokenOptions } from '../tokens/index.js';
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
export declare function createTokenHandler<Req = IncomingMessage>(options: TokenHandlerOptions<Req>): TokenHandler<Req>;
/**
 * The webhook receiver as a fetch handler (see the Node entry's `webhookHandler`).
 *
 * @example
 * ```ts
 * export const POST = webhookHandler({ secret: process.env.PARLEY_WEBHOOK_SECRET!, on: (event) => console.log(event.type) });
 * ```
 */
export declare function webhookHandler<Req = IncomingMessage>(options: WebhookHandlerOptions<Req>): WebhookHandler<Req>;
