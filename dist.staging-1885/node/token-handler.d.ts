/**
 * The customer's token route: checks their own session (`authorize`) and answers a fresh embed token. The
 * elements call it through `token-url` (GET, same origin, cookies included) and again before expiry.
 */
import type { IncomingMessage } from 'node:http';
import type { EmbedResources, Scope } from '../schemas/token.js';
import { type CreateEmbedTokenOptions } from '../tokens/index.js';
import type { ExpressHandler, HandlerContext, NodeContext } from './context.js';
import type { NodeEmbedSigningKey } from './keys.js';
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
     * `req.session` / `req.user` from earlier middleware are there); elsewhere the framework's own context. Returns
     * a grant, or null/undefined → 401.
     */
    authorize: (request: Request, context: NodeContext<Req>) => EmbedGrant | null | undefined | Promise<EmbedGrant | null | undefined>;
    /** Default lifetime in seconds (900). */
    ttl?: number;
}
/** A fetch-style token route: `export const GET = …` in Next.js, `(c) => tokens(c.req.raw)` in Hono. */
export type FetchTokenHandler<Req = IncomingMessage> = (request: Request, context?: HandlerContext<Req>) => Promise<Response>;
/** A fetch-style token route, with `.express` for Express/Connect (Node only). */
export interface TokenHandler<Req = IncomingMessage> extends FetchTokenHandler<Req> {
    /** The same route as Express/Connect middleware. */
    express: ExpressHandler<Req>;
}
/** The minting function a runtime's entry provides (Node's also takes KeyObjects). */
export type MintEmbedToken = (options: Omit<CreateEmbedTokenOptions, 'key'> & {
    key: NodeEmbedSigningKey;
}) => Promise<string>;
/** The JSON the route answers. `expiresAt` is ISO 8601 (UTC), so clients can refresh ahead of it. */
export interface TokenResponseBody {
    token: string;
    expiresAt: string;
}
/**
 * The token route as a fetch handler, minting with the given function. Runtime-agnostic; the entries of
 * `@parley/embeds/node` wrap it as `createTokenHandler` (Node's adds `.express`).
 */
export declare function fetchTokenHandler<Req = IncomingMessage>(options: TokenHandlerOptions<Req>, createEmbedToken: MintEmbedToken): FetchTokenHandler<Req>;
