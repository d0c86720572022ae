/**
 * HTTP plumbing shared by every route: the spec's error bodies, body parsing, authentication (API key or embed
 * token with scope), and `res` row filtering.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { toZodErrorBody } from '../schemas/errors.js';
import type { EmbedResources, Scope } from '../schemas/token.js';
import * as z from '../schemas/zod.js';
import { isEmbedTokenError, verifyEmbedToken, type VerifiedEmbedToken } from '../tokens/index.js';
import { findDuplicateKeyPath } from '../tokens/verify.js';
import type { SandboxContext } from './context.js';
import { unknownKeyIssues } from './strict-keys.js';

/** Who is calling: the customer's server (API key: everything) or an embed token (its scopes and `res`). */
export type Caller =
  | { kind: 'server' }
  | { kind: 'embed'; user: string; scopes: ReadonlySet<Scope>; resources: EmbedResources; token: VerifiedEmbedToken }
  | { kind: 'anonymous' };

export type SandboxEnv = { Variables: { caller: Caller } };
export type SandboxHono = import('hono').Hono<SandboxEnv>;
export type SandboxContextHttp = Context<SandboxEnv>;

/** A failure with the spec's body; thrown anywhere in a handler, answered by the app's error handler. */
export class ApiProblem extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 429 | 431 | 500 | 503,
    readonly body: { error: string } | { description: string; errors: unknown },
    readonly headers: Record<string, string> = {},
  ) {
    super('error' in body ? body.error : body.description);
  }
}

export const problem = {
  /** 400 service validation: `{error}`. */
  invalid: (message: string) => new ApiProblem(400, { error: message }),
  unauthorized: (message = 'Missing or invalid credentials') => new ApiProblem(401, { error: message }),
  forbidden: (message: string) => new ApiProblem(403, { error: message }),
  notFound: (what: string) => new ApiProblem(404, { error: `${what} not found` }),
  conflict: (message: string) => new ApiProblem(409, { error: message }),
  rateLimited: (retryAfterSeconds: number) =>
    new ApiProblem(429, { error: 'Too many requests' }, { 'Retry-After': String(retryAfterSeconds) }),
  /** 400 request validation: the ZodError body. */
  validation: (error: z.core.$ZodError, what?: string) => new ApiProblem(400, toZodErrorBody(error, what)),
  /** 400 request validation of the value at `path` (`['form', 'name']`), as a schema's issue there would be. */
  field: (path: PropertyKey[], message: string, what?: string) =>
    new ApiProblem(400, toZodErrorBody(new z.$ZodError([{ code: 'custom', path, message, input: undefined }]), what)),
  /** 400 request validation not tied to a field (unparsable or too deeply nested body): both sections, as the spec has. */
  malformed: (message: string) => new ApiProblem(400, requestErrorBody(message)),
  tooLarge: (limit: number) => new ApiProblem(413, { error: `Request body is larger than ${limit} bytes` }),
  unsupportedMediaType: (contentType: string | undefined) =>
    new ApiProblem(415, {
      error: `Request bodies must be JSON, sent with Content-Type: application/json${contentType ? `; this one is ${contentType.slice(0, 100)}` : '; this one has no Content-Type'}`,
    }),
  headersTooLarge: (size: number, limit: number) =>
    new ApiProblem(431, { error: `Request headers are ${size} bytes; at most ${limit} are read` }),
  methodNotAllowed: (method: string, path: string, allow: readonly string[]) =>
    new ApiProblem(
      405,
      { error: `Method ${method} is not allowed on ${path}; allowed: ${allow.join(', ')}` },
      { Allow: allow.join(', ') },
    ),
};

/** Largest JSON body the sandbox reads (1 MiB, counted in bytes as they arrive); larger bodies are a 413. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Deepest nesting of arrays/objects a body may have; deeper is a 400 (nothing walks a body recursively unbounded). */
export const MAX_BODY_DEPTH = 64;
/** Most values (array items, object members, scalars) a body may hold. */
export const MAX_BODY_NODES = 250_000;

/**
 * Reads a request body as UTF-8 text, counting bytes while reading and stopping at `limit`: a declared
 * Content-Length over the limit is refused before reading anything, a body that turns out larger is no longer read
 * past the first chunk over the limit. Too large → 413 `{error}`; not UTF-8 → 400.
 */
export async function readLimitedText(request: Request, limit = MAX_BODY_BYTES): Promise<string> {
  const declared = request.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > limit) throw problem.tooLarge(limit);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      // The client went away mid-body (or the stream broke): the request is incomplete, not a server fault.
      throw problem.malformed('Request body could not be read to its end');
    }
    const { done, value } = chunk;
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Stop reading, but leave the stream to its owner: cancelling a Node request body destroys the socket, and
      // with it the 413 on its way out. The Node server discards the rest for a moment, then closes (server.ts).
      reader.releaseLock();
      throw problem.tooLarge(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw problem.malformed('Request body is not valid UTF-8');
  }
}

/** The request-validation body for a problem with the body as a whole: `errors` has both sections. */
export function requestErrorBody(message: string): {
  description: string;
  errors: { errors: string[]; properties: Record<string, never> };
} {
  return { description: message, errors: { errors: [message], properties: {} } };
}

/**
 * Checks that a parsed JSON value nests at most `maxDepth` levels and holds at most `maxNodes` values, without
 * recursion (an explicit stack), so any body later code walks recursively (fingerprints, clones, schemas) is bounded.
 * Returns the problem as a message, or null.
 */
export function boundedJsonProblem(
  value: unknown,
  maxDepth = MAX_BODY_DEPTH,
  maxNodes = MAX_BODY_NODES,
): string | null {
  const stack: [unknown, number][] = [[value, 0]];
  let nodes = 0;
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (++nodes > maxNodes) return `Request body holds more than ${maxNodes} values`;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= maxDepth) return `Request body is nested more than ${maxDepth} levels deep`;
    const children = Array.isArray(node) ? node : Object.values(node);
    for (const child of children) stack.push([child, depth + 1]);
  }
  return null;
}

/** Largest total of request header names and values the sandbox reads (32 KiB); more is a 431 `{error}`. */
export const MAX_HEADER_BYTES = 32 * 1024;

/** The bytes of a request's header lines (`name: value\r\n`), as a server counts them. */
export function headerBytes(headers: Headers): number {
  let size = 0;
  headers.forEach((value, name) => (size += name.length + value.length + 4));
  return size;
}

/** `application/json` or a JSON-based type (`application/merge-patch+json`), in UTF-8 if a charset is named. */
export function isJsonContentType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const [type, ...parameters] = contentType.split(';').map((part) => part.trim().toLowerCase());
  if (!/^application\/(?:[a-z0-9.+-]+\+)?json$/.test(type ?? '')) return false;
  const charset = parameters
    .find((p) => p.startsWith('charset='))
    ?.slice('charset='.length)
    .replace(/"/g, '');
  return charset === undefined || charset === 'utf-8' || charset === 'utf8';
}

/** The parsed body of each request (the idempotency fingerprint reuses what readBody read and checked). */
const parsedBodies = new WeakMap<Request, unknown>();
/** Requests that came without a body (readBody says so when the route needed fields). */
const emptyBodies = new WeakSet<Request>();

/**
 * Reads, bounds and parses the JSON body once per request; every failure is a 4xx in the spec's shapes. A body
 * that is not declared JSON is a 415, whatever it holds: a form post or a text/plain body parsed as JSON anyway
 * would accept what its sender never meant as JSON. No body at all reads as `{}` (routes without required fields).
 */
export async function readJson(c: Context): Promise<unknown> {
  const raw = c.req.raw;
  if (parsedBodies.has(raw)) return parsedBodies.get(raw);
  const text = await readLimitedText(raw);
  let json: unknown = {};
  if (text === '') emptyBodies.add(raw);
  else if (!isJsonContentType(raw.headers.get('content-type') ?? undefined)) {
    throw problem.unsupportedMediaType(raw.headers.get('content-type') ?? undefined);
  }
  if (text.trim() !== '') {
    try {
      json = JSON.parse(text);
    } catch {
      // A syntax error, or (for absurd nesting) the parser's own stack limit: either way the body is not usable JSON.
      throw problem.malformed('Request body is not valid JSON');
    }
  }
  const bounded = boundedJsonProblem(json);
  if (bounded) throw problem.malformed(bounded);
  // JSON.parse keeps the last of a repeated key silently (another parser may keep the first): which one would count
  // is a guess, as with a repeated query key (strict-requests.ts). One linear scan of the text, without recursion;
  // the issue is at the key's own path (`fields.0.key`), as a schema's issue about its value would be.
  const duplicate = text.includes('"') ? findDuplicateKeyPath(text) : null;
  const quoted = duplicate && JSON.stringify(String(duplicate.at(-1)).slice(0, 64));
  if (duplicate) throw problem.field(duplicate, `${quoted} is given more than once in one object; give each key once`);
  parsedBodies.set(raw, json);
  return json;
}

/**
 * The body schema each route validated with (`POST /api/send` → SendRequest), recorded on first use: what the
 * strict-keys property test walks, so a route added later is covered without a list to keep.
 */
export const bodySchemas = new Map<string, z.core.$ZodType>();

/**
 * Reads and validates a JSON body strictly (unknown keys at any depth are refused, see strict-keys.ts); every
 * failure is a 4xx in the spec's shapes (400, 413 when too large, 415 when not JSON).
 */
export async function readBody<S extends z.core.$ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const route = `${c.req.method} ${c.req.routePath}`;
  if (!bodySchemas.has(route)) bodySchemas.set(route, schema);
  const json = await readJson(c);
  const empty = emptyBodies.has(c.req.raw) ? 'Request body is empty: this route needs a JSON object' : undefined;
  return parseStrict(schema, json, undefined, empty);
}

/**
 * Validates a body (or a query string) with `schema` and refuses unknown keys anywhere in it: one 400 with every
 * issue, the unknown keys first (a misspelt key often explains the "required" issue after it). `emptyNote` heads
 * the issues when the request had no body at all; `noKeys` is what a key is told where its object takes none.
 */
export function parseStrict<S extends z.core.$ZodType>(
  schema: S,
  value: unknown,
  what?: string,
  emptyNote?: string,
  noKeys?: string,
): z.output<S> {
  const result = z.safeParse(schema, value);
  const unknown = unknownKeyIssues(schema, value, noKeys);
  if (result.success && !unknown.length) return result.data;
  // zod's own report of a strict object's unknown keys is replaced by ours (one issue per key, with a suggestion).
  const reported = new Set(unknown.map((issue) => issue.path.map(String).join('\u0000')));
  const others = (result.error?.issues ?? []).flatMap((issue): z.core.$ZodIssue[] => {
    if (issue.code !== 'unrecognized_keys') return [issue];
    const keys = issue.keys.filter((key) => !reported.has([...issue.path, key].map(String).join('\u0000')));
    return keys.length ? [{ ...issue, keys }] : [];
  });
  const head: z.core.$ZodIssue[] = emptyNote
    ? [{ code: 'custom', path: [], message: emptyNote, input: undefined } as z.core.$ZodIssue]
    : [];
  throw problem.validation(new z.$ZodError([...head, ...unknown, ...others]), what);
}

/** Validates any value (path params, query) with a schema; failure is the ZodError 400 body. */
export function parseWith<S extends z.core.$ZodType>(schema: S, value: unknown, what?: string): z.output<S> {
  const result = z.safeParse(schema, value);
  if (!result.success) throw problem.validation(result.error, what);
  return result.data;
}

/** Constant-time string comparison that does not leak the length of the expected value through early exit. */
export function safeEqual(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let diff = a.length ^ b.length;
  for (let i = 0; i < b.length; i++) diff |= (a[i % (a.length || 1)] ?? 0) ^ b[i]!;
  return diff === 0;
}

/** Verified tokens are cached until their `exp` so per-request verification costs a map lookup (DESIGN §5). */
const VERIFY_CACHE_MAX = 5000;

export function createAuth(ctx: SandboxContext) {
  const cache = new Map<string, VerifiedEmbedToken>();

  async function verify(token: string): Promise<VerifiedEmbedToken> {
    const nowMs = ctx.clock.now();
    const cached = cache.get(token);
    if (cached && cached.claims.exp * 1000 > nowMs) return cached;
    try {
      const verified = await verifyEmbedToken(token, ctx.embedKeys, { team: ctx.options.team, now: nowMs });
      if (cache.size >= VERIFY_CACHE_MAX) cache.delete(cache.keys().next().value!);
      cache.set(token, verified);
      return verified;
    } catch (error) {
      // A broken key set is the server's fault, not the caller's: let it surface as a 500.
      if (isEmbedTokenError(error, 'ERR_INVALID_OPTIONS')) throw error;
      const message = error instanceof Error ? error.message : 'Invalid token';
      throw problem.unauthorized(`Invalid embed token: ${message}`);
    }
  }

  function bearer(c: Context): string | null {
    const header = c.req.header('authorization');
    if (!header) return null;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw problem.unauthorized('Authorization must be "Bearer <embed token>"');
    return match[1]!;
  }

  /**
   * Whether the request carries the API key (an invalid one is a 401). The key decides who calls, but an embed
   * token sent beside it must be valid too, as a bad key beside a good token is refused: a credential that is sent
   * and wrong is never ignored, whichever of the two it is.
   */
  async function hasApiKey(c: Context): Promise<boolean> {
    const key = c.req.header('service-api-key');
    if (key === undefined) return false;
    if (!safeEqual(key, ctx.options.apiKey)) throw problem.unauthorized('Invalid SERVICE-API-KEY');
    const token = bearer(c);
    if (token !== null) await verify(token);
    return true;
  }

  async function embedCaller(c: Context, scope: Scope | readonly Scope[]): Promise<Caller> {
    const token = bearer(c);
    if (!token)
      throw problem.unauthorized('Missing credentials: send SERVICE-API-KEY or Authorization: Bearer <embed token>');
    const verified = await verify(token);
    const needed = typeof scope === 'string' ? [scope] : scope;
    if (!needed.some((s) => verified.scopes.has(s))) {
      throw problem.unauthorized(`The embed token lacks the scope ${needed.join(' or ')}`);
    }
    return {
      kind: 'embed',
      user: verified.claims.sub,
      scopes: verified.scopes,
      resources: verified.resources,
      token: verified,
    };
  }

  return {
    verify,
    /** Server routes: `SERVICE-API-KEY` only. */
    apiKey(): MiddlewareHandler<SandboxEnv> {
      return async (c, next) => {
        if (!(await hasApiKey(c))) throw problem.unauthorized('Missing SERVICE-API-KEY header');
        c.set('caller', { kind: 'server' });
        await next();
      };
    },
    /** Embed routes: an embed token with one of `scope`, or the API key (the service's own operations). */
    embed(scope: Scope | readonly Scope[]): MiddlewareHandler<SandboxEnv> {
      return async (c, next) => {
        c.set('caller', (await hasApiKey(c)) ? { kind: 'server' } : await embedCaller(c, scope));
        await next();
      };
    },
    /** Routes open to anonymous callers (URL-only forms, places): a token is used when sent. */
    optional(scope: Scope | readonly Scope[]): MiddlewareHandler<SandboxEnv> {
      return async (c, next) => {
        if (await hasApiKey(c)) c.set('caller', { kind: 'server' });
        else if (c.req.header('authorization')) c.set('caller', await embedCaller(c, scope));
        else c.set('caller', { kind: 'anonymous' });
        await next();
      };
    },
  };
}

/** The dimensions a row has, for `res` filtering; an absent dimension means the row has none. */
export interface RowScope {
  sender?: string | null;
  brand?: string | null;
  campaign?: string | null;
  conversation?: string | null;
  form?: string | null;
  audience?: string | null;
}

const DIMENSIONS: [keyof RowScope, keyof EmbedResources][] = [
  ['sender', 'senders'],
  ['brand', 'brands'],
  ['campaign', 'campaigns'],
  ['conversation', 'conversations'],
  ['form', 'forms'],
  ['audience', 'audiences'],
];

/**
 * Whether the caller may see a row. For every restricted dimension the row must have a value in the allowed list;
 * a row without a value on a restricted dimension is hidden (fail closed).
 */
export function canSee(caller: Caller, row: RowScope): boolean {
  if (caller.kind !== 'embed') return true;
  for (const [rowKey, resKey] of DIMENSIONS) {
    const allowed = caller.resources[resKey];
    if (!allowed || !(rowKey in row)) continue;
    const value = row[rowKey];
    if (value == null || !allowed.includes(value)) return false;
  }
  return true;
}

// ---------------------------------------------------------------- idempotency

export const IDEMPOTENCY_KEY_MAX = 255;
export const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;

/**
 * JSON with object keys sorted, so that key order and whitespace do not make "another body". Bodies reach it
 * through readJson (depth-checked); anything deeper than {@link MAX_BODY_DEPTH} is refused here too (a 400).
 */
export function canonicalJson(value: unknown, depth = 0): string {
  if (depth > MAX_BODY_DEPTH) throw problem.malformed(`Request body is nested more than ${MAX_BODY_DEPTH} levels deep`);
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item, depth + 1)).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key], depth + 1)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * cyrb53: a fast 53-bit string hash (sync and runtime-agnostic). Collisions only matter for a 409 vs a replay, or a
 * cursor taken to a list whose scope digests alike (cursors.ts): both need a second request crafted to collide.
 */
export function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * Runs a non-idempotent operation under the request's `Idempotency-Key` (DESIGN §3): the same key with the same
 * body within 24 h replays the first successful response (same status, header `Idempotency-Replayed: true`); the
 * same key with another body is a 409. Keys are per caller (the API key, or the embed token's user), so two users
 * cannot collide. Failures are not recorded: fixing the request and retrying with the same key works.
 */
export async function idempotent(
  ctx: SandboxContext,
  c: SandboxContextHttp,
  run: () => { status: 200 | 201 | 202; body: unknown },
): Promise<Response> {
  const key = c.req.header('idempotency-key');
  if (key === undefined) {
    const result = run();
    return c.json(result.body as object, result.status);
  }
  if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX) {
    throw problem.invalid(`Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX} characters`);
  }
  const caller = c.get('caller');
  const owner = caller.kind === 'embed' ? `embed:${caller.user}` : caller.kind;
  // The body readBody already read, bounded and parsed (routes call readBody first); read it here otherwise.
  const body = await readJson(c);
  const fingerprint = hash53(`${c.req.method} ${new URL(c.req.url).pathname} ${canonicalJson(body)}`);
  const records = ctx.store.data.idempotency;
  const id = `${owner}|${key}`;
  const now = ctx.clock.now();
  const previous = records[id];
  if (previous && now - previous.at < IDEMPOTENCY_TTL_MS) {
    if (previous.fingerprint !== fingerprint) {
      throw problem.conflict(
        'Idempotency-Key was already used with another request body; use a new key for a new request',
      );
    }
    c.header('Idempotency-Replayed', 'true');
    return c.json(previous.body as object, previous.status as 200);
  }
  const result = run();
  records[id] = { fingerprint, status: result.status, body: JSON.parse(JSON.stringify(result.body)), at: now };
  pruneIdempotency(ctx, now);
  ctx.changed();
  return c.json(result.body as object, result.status);
}

/** Last sweep of expired keys, per store: sweeping at most once a minute keeps sends O(1). */
const lastPrune = new WeakMap<object, number>();
function pruneIdempotency(ctx: SandboxContext, now: number): void {
  if (now - (lastPrune.get(ctx.store) ?? -Infinity) < 60_000) return;
  lastPrune.set(ctx.store, now);
  const records = ctx.store.data.idempotency;
  for (const [id, record] of Object.entries(records)) if (now - record.at >= IDEMPOTENCY_TTL_MS) delete records[id];
}

export type SandboxAuth = ReturnType<typeof createAuth>;

// ---------------------------------------------------------------- 405

interface RouteEntry {
  method: string;
  path: string;
}
interface CompiledRoutes {
  count: number;
  /** Paths without parameters (`/api/forms/list`), with their methods. */
  literal: Map<string, Set<string>>;
  /** Paths with parameters (`/api/forms/:id`), with their methods. */
  patterns: [RegExp, string][];
}
const compiledRoutes = new WeakMap<readonly RouteEntry[], CompiledRoutes>();

/** A Hono route path (`/api/forms/:id`) as an anchored RegExp; null for wildcard (middleware) paths. */
function routePattern(path: string): RegExp | null {
  if (path.includes('*')) return null;
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}

/**
 * The methods registered for `path` (HEAD with GET, OPTIONS for CORS preflight), read from the app's routes at
 * request time, so routes any family adds later are covered without listing them here. Empty: no such path. A path
 * some route names literally (`/forms/list`) is that route's alone: no id is spelled like an action, so `GET
 * /forms/list` is the list's wrong method, not a form named "list".
 */
export function allowedMethods(routes: readonly RouteEntry[], path: string): string[] {
  let compiled = compiledRoutes.get(routes);
  if (!compiled || compiled.count !== routes.length) {
    compiled = { count: routes.length, literal: new Map(), patterns: [] };
    for (const route of routes) {
      if (route.method === 'ALL') continue; // middleware
      const method = route.method.toUpperCase();
      if (!route.path.includes(':') && !route.path.includes('*')) {
        const methods = compiled.literal.get(route.path) ?? new Set<string>();
        compiled.literal.set(route.path, methods.add(method));
        continue;
      }
      const pattern = routePattern(route.path);
      if (pattern) compiled.patterns.push([pattern, method]);
    }
    compiledRoutes.set(routes, compiled);
  }
  const methods = new Set(compiled.literal.get(path));
  if (!methods.size) for (const [pattern, method] of compiled.patterns) if (pattern.test(path)) methods.add(method);
  if (!methods.size) return [];
  if (methods.has('GET')) methods.add('HEAD');
  methods.add('OPTIONS');
  const order = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
  return [...methods].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

/**
 * A known path with another method is a 405 `{error}` with `Allow` (DESIGN §3: errors in the spec's shape), before
 * any route runs: a route with an id (`GET /webhooks/:id`) would otherwise take `GET /webhooks/list` for a webhook
 * named "list" and answer 404. Installed once as middleware, `app.use('*', methodAllowed(app))`.
 */
export function methodAllowed(app: { routes: readonly RouteEntry[] }) {
  return async (c: Context, next: () => Promise<void>): Promise<void> => {
    const path = new URL(c.req.url).pathname;
    const allow = allowedMethods(app.routes, path);
    if (allow.length && !allow.includes(c.req.method)) throw problem.methodNotAllowed(c.req.method, path, allow);
    await next();
  };
}

/** The app's not-found answer, a 404 `{error}`. Installed once with `app.notFound(notFound)`. */
export const notFound = (c: Context): Response =>
  c.json({ error: `No route ${c.req.method} ${new URL(c.req.url).pathname}` }, 404);
