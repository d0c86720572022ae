/**
 * The token route and the webhook receiver as `@parley/embeds/node` exports them on Node: the runtime-agnostic
 * fetch handlers, plus `.express` (the Node-only adapter) and KeyObject keys.
 */
import type { IncomingMessage } from 'node:http';
import { toExpressHandler } from './http.js';
import { fetchTokenHandler, type TokenHandler, type TokenHandlerOptions } from './token-handler.js';
import { toSigningKey } from './keys.js';
import { createEmbedToken } from './tokens.js';
import { fetchWebhookHandler, type WebhookHandler, type WebhookHandlerOptions } from './webhooks.js';

/**
 * Creates the token route. GET and POST answer `200 {token, expiresAt}` with `Cache-Control: no-store`, or
 * `401 {error}` when `authorize` returns null; other methods get 405. Errors thrown by `authorize`, or a grant
 * that `createEmbedToken` refuses (an unknown scope, a misspelt key such as `resource`), propagate: they are bugs to
 * see, not users to refuse. The options are checked here: a wrong `key`, `team` or `ttl` throws `createEmbedToken`'s
 * own `EmbedTokenError`, a wrong `firstAnswers` or an option it does not know a `TypeError`; a key or team not set
 * at all (an unset environment variable) is left to the first request, as frameworks may load the route at build
 * time. The same function on Edge, Workers and Deno (the package's edge build), without `.express` there.
 *
 * @example
 * ```ts
 * // Next.js (app/api/parley-token/route.ts), Hono, Bun, Deno …
 * export const GET = createTokenHandler({
 *   key: { kid: 'acme-hs256', secret: process.env.PARLEY_EMBED_SECRET! },
 *   team: 'team_acme',
 *   authorize: async (request) => {
 *     const session = await getSession(request);
 *     return session && { user: session.userId, scopes: ['conversations:read', 'messages:send'] };
 *   },
 * });
 *
 * // Express (req is the Express request; `user` is what your session middleware set)
 * app.get('/parley-token', createTokenHandler<express.Request & { user?: { id: string } }>({
 *   key, team: 'team_acme',
 *   authorize: (_request, { req }) => (req?.user ? { user: req.user.id, scopes: 'conversations:read' } : null),
 * }).express);
 * ```
 */
export function createTokenHandler<Req = IncomingMessage>(options: TokenHandlerOptions<Req>): TokenHandler<Req> {
  // KeyObjects turned into the portable form once, so the route checks (and later mints with) the key as it is.
  const portable =
    typeof options === 'object' && options !== null ? { ...options, key: toSigningKey(options.key) } : options;
  const handler = fetchTokenHandler<Req>(portable, createEmbedToken);
  return Object.assign(handler, { express: toExpressHandler<Req>(handler) });
}

/**
 * A webhook receiver: 401 on a wrong or missing signing secret, 400 on a body that is not a known, well-formed
 * event, 200 once the listener has resolved, and 500 when it throws (any non-2xx makes the service retry with
 * backoff, so a failed delivery is not lost). A body that a framework's parser consumed before the receiver could
 * read it gets a 500 naming the raw-body setup to use. The same body delivered again within `dedupe.windowMs`
 * (default 24 h) is answered 200 without calling the listener: the static secret does not stop re-deliveries.
 *
 * @example
 * ```ts
 * const receive = webhookHandler({
 *   secret: process.env.PARLEY_WEBHOOK_SECRET!,
 *   on: {
 *     'FORM.SUBMISSION': async (event) => db.answers.insert(event.submission),
 *     'MESSAGE.STATUS': async (event) => db.messages.update(event.message.id, event.message.status),
 *   },
 * });
 * export const POST = receive;                   // Next.js route / Hono / Bun
 * app.post('/parley/webhooks', receive.express); // Express
 * ```
 */
export function webhookHandler<Req = IncomingMessage>(options: WebhookHandlerOptions<Req>): WebhookHandler<Req> {
  const handler = fetchWebhookHandler<Req>(options);
  return Object.assign(handler, { express: toExpressHandler<Req>(handler) });
}
