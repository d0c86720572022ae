/**
 * The customer's token route: checks their own session (`authorize`) and answers a fresh embed token. The
 * elements call it through `token-url` (GET, same origin, cookies included) and again before expiry.
 */
import type { IncomingMessage } from 'node:http';
import type { EmbedResources, Scope } from '../schemas/token.js';
import { DEFAULT_TTL_SECONDS } from '../tokens/index.js';
import { toExpressHandler, type ExpressHandler, type NodeContext } from './http.js';
import type { NodeEmbedSigningKey } from './keys.js';
import { createEmbedToken } from './tokens.js';

/** What the signed-in user may do in the embeds; `authorize` returns it, or null when nobody is signed in. */
export interface EmbedGrant {
  /** Your user id (becomes `sub`). */
  user: string;
  /** Your user's display name (≤ 80 characters), shown to teammates as the author of notes and in presence. */
  name?: string;
  scopes: readonly Scope[] | string;
  resources?: EmbedResources;
  /** Lifetime in seconds for this user; defaults to the handler's `ttl`. */
  ttl?: number;
}

export interface TokenHandlerOptions<Req = IncomingMessage> {
  /** The embed signing key (see `createEmbedToken`). */
  key: NodeEmbedSigningKey;
  /** Your team id (`iss`). */
  team: string;
  /**
   * Your session check. Receives the fetch Request and, under the Express adapter, `{req, res}` (so
   * `req.session` / `req.user` from earlier middleware are there). Returns a grant, or null/undefined → 401.
   */
  authorize: (request: Request, context: NodeContext<Req>) => EmbedGrant | null | undefined | Promise<EmbedGrant | null | undefined>;
  /** Default lifetime in seconds (900). */
  ttl?: number;
}

/** A fetch-style token route, with `.express` for Express/Connect. */
export interface TokenHandler<Req = IncomingMessage> {
  (request: Request, context?: NodeContext<Req>): Promise<Response>;
  /** The same route as Express/Connect middleware. */
  express: ExpressHandler<Req>;
}

/** The JSON the route answers. `expiresAt` is ISO 8601 (UTC), so clients can refresh ahead of it. */
export interface TokenResponseBody {
  token: string;
  expiresAt: string;
}

const NO_STORE = { 'Cache-Control': 'no-store', Pragma: 'no-cache', 'Content-Type': 'application/json' };

function json(status: number, body: unknown, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...NO_STORE, ...extra } });
}

/**
 * Creates the token route. GET and POST answer `200 {token, expiresAt}` with `Cache-Control: no-store`, or
 * `401 {error}` when `authorize` returns null; other methods get 405. Errors thrown by `authorize`, or a grant
 * that `createEmbedToken` refuses (an unknown scope, say), propagate: they are bugs to see, not users to refuse.
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
 * // Express
 * app.get('/parley-token', createTokenHandler<express.Request>({
 *   key, team: 'team_acme',
 *   authorize: (_request, { req }) => req?.user ? { user: req.user.id, scopes: 'conversations:read' } : null,
 * }).express);
 *
 * // Fastify
 * fastify.get('/parley-token', async (req, reply) => {
 *   const response = await handler(await toFetchRequest(req.raw), { req: req.raw });
 *   reply.code(response.status).headers(Object.fromEntries(response.headers)).send(await response.text());
 * });
 * ```
 */
export function createTokenHandler<Req = IncomingMessage>(options: TokenHandlerOptions<Req>): TokenHandler<Req> {
  if (typeof options?.authorize !== 'function') throw new TypeError('createTokenHandler: authorize(request) is required');
  const { key, team, authorize, ttl: defaultTtl = DEFAULT_TTL_SECONDS } = options;

  const handler = async (request: Request, context: NodeContext<Req> = {}): Promise<Response> => {
    if (request.method !== 'GET' && request.method !== 'POST') {
      return json(405, { error: 'Use GET or POST' }, { Allow: 'GET, POST' });
    }
    const grant = await authorize(request, context);
    if (!grant) return json(401, { error: 'Not signed in' });
    const ttl = grant.ttl ?? defaultTtl;
    const now = Date.now();
    const token = await createEmbedToken({
      key,
      team,
      user: grant.user,
      name: grant.name,
      scopes: grant.scopes,
      resources: grant.resources,
      ttl,
      now,
    });
    const issuedAt = Math.floor(now / 1000);
    const body: TokenResponseBody = { token, expiresAt: new Date((issuedAt + ttl) * 1000).toISOString() };
    return json(200, body);
  };
  return Object.assign(handler, { express: toExpressHandler<Req>(handler) });
}
