/**
 * HTTP plumbing shared by every route: the spec's error bodies, body parsing, authentication (API key or embed
 * token with scope), and `res` row filtering.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { toZodErrorBody } from '../schemas/errors.js';
import type { EmbedResources, Scope } from '../schemas/token.js';
import { z } from '../schemas/zod.js';
import { verifyEmbedToken, type VerifiedEmbedToken } from '../tokens/index.js';
import type { SandboxContext } from './context.js';

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
    readonly status: 400 | 401 | 403 | 404 | 409 | 429 | 500 | 503,
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
};

/** Largest JSON body the sandbox reads (1 MiB); larger bodies are a clear 400, not a crash. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Reads and validates a JSON body; every failure is a 400 in the spec's shapes. */
export async function readBody<S extends z.core.$ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const text = await c.req.text();
  if (text.length > MAX_BODY_BYTES) throw problem.invalid(`Request body is larger than ${MAX_BODY_BYTES} bytes`);
  let json: unknown = {};
  if (text.trim() !== '') {
    try {
      json = JSON.parse(text);
    } catch {
      throw new ApiProblem(400, { description: 'Request body is not valid JSON', errors: { errors: ['Request body is not valid JSON'] } });
    }
  }
  return parseWith(schema, json);
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

  function hasApiKey(c: Context): boolean {
    const key = c.req.header('service-api-key');
    if (key === undefined) return false;
    if (!safeEqual(key, ctx.options.apiKey)) throw problem.unauthorized('Invalid SERVICE-API-KEY');
    return true;
  }

  async function embedCaller(c: Context, scope: Scope | readonly Scope[]): Promise<Caller> {
    const token = bearer(c);
    if (!token) throw problem.unauthorized('Missing credentials: send SERVICE-API-KEY or Authorization: Bearer <embed token>');
    const verified = await verify(token);
    const needed = typeof scope === 'string' ? [scope] : scope;
    if (!needed.some((s) => verified.scopes.has(s))) {
      throw problem.unauthorized(`The embed token lacks the scope ${needed.join(' or ')}`);
    }
    return { kind: 'embed', user: verified.claims.sub, scopes: verified.scopes, resources: verified.resources, token: verified };
  }

  return {
    verify,
    /** Server routes: `SERVICE-API-KEY` only. */
    apiKey(): MiddlewareHandler<SandboxEnv> {
      return async (c, next) => {
        if (!hasApiKey(c)) throw problem.unauthorized('Missing SERVICE-API-KEY header');
        c.set('caller', { kind: 'server' });
        await next();
      };
    },
    /** Embed routes: an embed token with one of `scope`, or the API key (the service's own operations). */
    embed(scope: Scope | readonly Scope[]): MiddlewareHandler<SandboxEnv> {
      return async (c, next) => {
        c.set('caller', hasApiKey(c) ? { kind: 'server' } : await embedCaller(c, scope));
        await next();
      };
    },
    /** Routes open to anonymous callers (URL-only forms, places): a token is used when sent. */
    optional(scope: Scope | readonly Scope[]): MiddlewareHandler<SandboxEnv> {
      return async (c, next) => {
        if (hasApiKey(c)) c.set('caller', { kind: 'server' });
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
}

const DIMENSIONS: [keyof RowScope, keyof EmbedResources][] = [
  ['sender', 'senders'],
  ['brand', 'brands'],
  ['campaign', 'campaigns'],
  ['conversation', 'conversations'],
  ['form', 'forms'],
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
