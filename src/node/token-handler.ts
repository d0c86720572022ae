/**
 * The customer's token route: checks their own session (`authorize`) and answers a fresh embed token. The
 * elements call it through `token-url` (GET, same origin, cookies included) and again before expiry.
 */
import type { IncomingMessage } from 'node:http';
import { FIRST_REQUEST_HEADER, type TokenAnswer } from '../api/wire.js';
import type { EmbedResources, Scope } from '../schemas/token.js';
import { DEFAULT_TTL_SECONDS, type CreateEmbedTokenOptions, type EmbedSigningKey } from '../tokens/index.js';
import { invalidOptions } from '../tokens/errors.js';
import { checkSigningKey } from '../tokens/keys.js';
import { checkKnownKeys, checkTeam, checkTtl } from '../tokens/mint.js';
import { unknownOption } from '../tokens/unknown-options.js';
import type { ExpressHandler, HandlerContext, NodeContext } from './context.js';
import {
  FIRST_ANSWERS_OPTIONS,
  FIRST_ANSWER_HEADER,
  answerer,
  firstAnswerHeader,
  firstAnswers as answerAll,
  type FirstAnswersOptions,
} from './first-answers.js';
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

export type { FirstAnswersOptions };

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
   * Answer the elements' first reads beside their token. A page asking for its first token names the requests its
   * elements will send with it (header `Parley-First-Request`, up to 4: the inbox's first page, forms' definitions);
   * the route sends them to the service itself, at once, with the token it just made, and puts the service's answers
   * in its own as `first` (a list). Each element takes its own instead of sending the request: on a phone's network
   * its first data arrives one round trip sooner. Only those reads are sent, only to `baseUrl`, no redirect is
   * followed, and only JSON answers of at most 256 kB each, all within one `timeoutMs`, are relayed: what is not
   * answered its element asks for as usual. The header `Parley-First-Answer` says, per named request in order,
   * `answered` or `skipped; reason=…` (e.g. `base-url-mismatch`; `too-many` once for more than 4).
   */
  firstAnswers?: FirstAnswersOptions;
}

/** The options `createTokenHandler` reads, and the grant's keys: any other is refused, naming it. */
const HANDLER_OPTIONS = ['key', 'team', 'authorize', 'ttl', 'firstAnswers'] as const;
const GRANT_KEYS = ['user', 'name', 'scopes', 'resources', 'ttl'] as const;

/** Not set at all: how an environment variable that is not there arrives. */
const unset = (value: unknown) => value === undefined || value === '';

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
  /**
   * The service's answers to the requests the page's elements named (`firstAnswers`), those it answered, in the
   * order named: each entry's `request` is that request's line. Absent when none was answered.
   */
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
  if (typeof options !== 'object' || options === null)
    throw new TypeError('createTokenHandler: options are required ({key, team, authorize})');
  const unknown = unknownOption(options, HANDLER_OPTIONS);
  if (unknown) throw new TypeError(`createTokenHandler: ${unknown}`);
  if (typeof options.authorize !== 'function')
    throw new TypeError('createTokenHandler: authorize(request) is required');
  const { key, team, authorize, ttl: defaultTtl = DEFAULT_TTL_SECONDS } = options;
  // What every token would be refused for is refused here, with createEmbedToken's own errors, rather than on each
  // request. A key or team not set at all is left to the first request instead: frameworks evaluate route modules
  // at build time (Next.js collects route config), where deployment secrets are often not set yet.
  if (typeof key !== 'object' || key === null) checkSigningKey(key);
  else if (!unset(key.kid) && !(unset(key.secret) && unset((key as { privateKey?: unknown }).privateKey)))
    checkSigningKey(key as EmbedSigningKey);
  if (!unset(team)) checkTeam(team);
  checkTtl(defaultTtl);
  const firstAnswers = options.firstAnswers === undefined ? undefined : firstAnswersOf(options.firstAnswers);

  return async (request: Request, context: HandlerContext<Req> = {}): Promise<Response> => {
    if (request.method !== 'GET' && request.method !== 'POST') {
      return json(405, { error: 'Use GET or POST' }, { Allow: 'GET, POST' });
    }
    const grant = await authorize(request, context);
    if (!grant) return json(401, { error: 'Not signed in' });
    if (typeof grant !== 'object') throw invalidOptions('authorize must return a grant {user, scopes, …}, or null');
    // A misspelt key (`resource` for `resources`) would otherwise mint a token without what it meant to restrict.
    checkKnownKeys(grant, GRANT_KEYS, 'grant key');
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
    if (!named || !firstAnswers) return json(200, body);
    const outcomes = await answerAll(named, token, firstAnswers);
    // A line named twice was sent once, and is answered once.
    const first = [...new Set(outcomes)].flatMap((outcome) => ('first' in outcome ? [outcome.first] : []));
    if (first.length) body.first = first;
    // Read by the page's own script without CORS: elements name a request only to a route of their page's origin
    // (wire.ts `tokenRequest`), so an answer carrying this header is never a cross-origin one (and this route sets
    // no CORS headers of its own that an `Access-Control-Expose-Headers` would have to join).
    return json(200, body, {
      [FIRST_ANSWER_HEADER]: outcomes.map((outcome) => firstAnswerHeader(outcome, firstAnswers)).join(', '),
    });
  };
}

/** `firstAnswers` checked where the route is created, each wrong option a `TypeError` naming it. */
function firstAnswersOf(options: FirstAnswersOptions) {
  if (typeof options !== 'object' || options === null)
    throw new TypeError('createTokenHandler: firstAnswers must be an object: {baseUrl, fetch?, timeoutMs?}');
  const unknown = unknownOption(options, FIRST_ANSWERS_OPTIONS, 'firstAnswers option');
  if (unknown) throw new TypeError(`createTokenHandler: ${unknown}`);
  return answerer(options, (option) => `createTokenHandler: firstAnswers.${option}`);
}
