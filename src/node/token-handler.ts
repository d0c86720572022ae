/**
 * The customer's token route: checks their own session (`authorize`) and answers a fresh embed token. The
 * elements call it through `token-url` (GET, same origin, cookies included) and again before expiry.
 */
import type { IncomingMessage } from 'node:http';
import { FIRST_REQUEST_HEADER, authorized, serviceRequest, type TokenAnswer } from '../api/wire.js';
import type { EmbedResources, Scope } from '../schemas/token.js';
import { DEFAULT_TTL_SECONDS, type CreateEmbedTokenOptions } from '../tokens/index.js';
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
  authorize: (
    request: Request,
    context: NodeContext<Req>,
  ) => EmbedGrant | null | undefined | Promise<EmbedGrant | null | undefined>;
  /** Default lifetime in seconds (900). */
  ttl?: number;
  /**
   * Answer the element's first read beside its token. An element asking for its first token names the request it
   * will send with it (header `Parley-First-Request`: the inbox's first page, a form's definition); the route sends
   * it to the service itself, with the token it just made, and puts the service's answer in its own as `first`. The
   * element takes that answer instead of sending the request: on a phone's network its first data arrives one
   * round trip sooner. Only those reads are sent, only to `baseUrl`, and only answers within `timeoutMs`: past it,
   * or on any failure, the token goes alone and the element asks as usual.
   */
  firstAnswers?: FirstAnswersOptions;
}

export interface FirstAnswersOptions {
  /** The API root your elements are given as `base-url`, e.g. `https://api.parley.example/api`. */
  baseUrl: string;
  /** How this server sends a request there (default: the global `fetch`), e.g. through an internal address. */
  fetch?: (request: Request) => Promise<Response>;
  /** The longest the token waits for the service's answer (default 1000 ms). */
  timeoutMs?: number;
}

/** A fetch-style token route: `export const GET = …` in Next.js, `(c) => tokens(c.req.raw)` in Hono. */
export type FetchTokenHandler<Req = IncomingMessage> = (
  request: Request,
  context?: HandlerContext<Req>,
) => Promise<Response>;

/** A fetch-style token route, with `.express` for Express/Connect (Node only). */
export interface TokenHandler<Req = IncomingMessage> extends FetchTokenHandler<Req> {
  /** The same route as Express/Connect middleware. */
  express: ExpressHandler<Req>;
}

/** The minting function a runtime's entry provides (Node's also takes KeyObjects). */
export type MintEmbedToken = (
  options: Omit<CreateEmbedTokenOptions, 'key'> & { key: NodeEmbedSigningKey },
) => Promise<string>;

/** The JSON the route answers. `expiresAt` is ISO 8601 (UTC), so clients can refresh ahead of it. */
export interface TokenResponseBody {
  token: string;
  expiresAt: string;
  /** The service's answer to the request the element named (`firstAnswers`): `request` is that request's line. */
  first?: TokenAnswer['first'];
}

const NO_STORE = { 'Cache-Control': 'no-store', Pragma: 'no-cache', 'Content-Type': 'application/json' };

function json(status: number, body: unknown, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...NO_STORE, ...extra } });
}

/**
 * The token route as a fetch handler, minting with the given function. Runtime-agnostic; the entries of
 * `@parley/embeds/node` wrap it as `createTokenHandler` (Node's adds `.express`).
 */
export function fetchTokenHandler<Req = IncomingMessage>(
  options: TokenHandlerOptions<Req>,
  createEmbedToken: MintEmbedToken,
): FetchTokenHandler<Req> {
  if (typeof options?.authorize !== 'function')
    throw new TypeError('createTokenHandler: authorize(request) is required');
  const { key, team, authorize, ttl: defaultTtl = DEFAULT_TTL_SECONDS } = options;
  const firstAnswers = options.firstAnswers && answerer(options.firstAnswers);

  return async (request: Request, context: HandlerContext<Req> = {}): Promise<Response> => {
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
    const named = request.headers.get(FIRST_REQUEST_HEADER);
    if (named && firstAnswers) body.first = await firstAnswer(named, token, firstAnswers);
    return json(200, body);
  };
}

/** The requests answered beside the token: the elements' first reads (the inbox's list, a form), never a write. */
const answerableFirst = (method: string, path: string): boolean =>
  method === 'POST' ? path === '/conversations/list' : method === 'GET' && /^\/forms\/[^/]+\/render$/.test(path);

/** The largest first-request body sent on (the inbox's filters are a few hundred bytes). */
const MAX_FIRST_BODY = 2048;

/** `firstAnswers` read once: the API root's origin and path (`undefined` for a root that is not a URL: no answers). */
interface Answerer {
  root: { origin: string; path: string } | undefined;
  send: (request: Request) => Promise<Response>;
  timeoutMs: number;
}

function answerer({ baseUrl, fetch: send = fetch, timeoutMs = 1000 }: FirstAnswersOptions): Answerer {
  let root: Answerer['root'];
  try {
    const url = new URL(baseUrl);
    root = { origin: url.origin, path: url.pathname.replace(/\/+$/, '') };
  } catch {
    root = undefined;
  }
  return { root, send, timeoutMs };
}

/**
 * The service's answer to the request `named` (the element's request line, URI-encoded), sent with `token`; or
 * `undefined` when it is not one of the answerable reads to the API root, or the service fails or is slow to answer.
 */
async function firstAnswer(
  named: string,
  token: string,
  { root, send, timeoutMs }: Answerer,
): Promise<TokenResponseBody['first']> {
  if (!root) return undefined;
  try {
    const line = decodeURIComponent(named);
    const [, method, url, text] = /^(GET|POST) (\S+) (.*)$/s.exec(line) ?? [];
    const body = text || undefined;
    const target = new URL(url!);
    // Only a URL in its normal form with neither query nor fragment (so no dot segments either) under the API root,
    // naming an answerable read.
    const path = target.pathname.slice(root.path.length);
    const fits =
      url === target.origin + target.pathname &&
      target.origin === root.origin &&
      target.pathname.startsWith(`${root.path}/`) &&
      answerableFirst(method!, path) &&
      (method === 'GET' ? body === undefined : body !== undefined && body.length <= MAX_FIRST_BODY);
    if (!fits || (body !== undefined && typeof JSON.parse(body) !== 'object')) return undefined;
    const response = await send(
      new Request(url!, {
        ...authorized(serviceRequest(method!, body ?? null), token),
        signal: AbortSignal.timeout(timeoutMs),
      }),
    );
    if (!response.ok || !response.headers.get('Content-Type')?.includes('json')) {
      void response.body?.cancel().catch(() => {});
      return undefined;
    }
    return { request: line, status: response.status, body: await response.json() };
  } catch {
    return undefined; // a malformed name, a refused or slow service: the element asks itself
  }
}
