/**
 * Who is calling: authentication (the API key, or an embed token with its scopes, verified once per token) and
 * `res` row filtering of what an embed token's user may see.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { EmbedResources, Scope } from '../schemas/token.js';
import { isEmbedTokenError, verifyEmbedToken, type VerifiedEmbedToken } from '../tokens/index.js';
import type { SandboxContext } from './context.js';
import { problem } from './problems.js';

/** Who is calling: the customer's server (API key: everything) or an embed token (its scopes and `res`). */
export type Caller =
  | { kind: 'server' }
  | { kind: 'embed'; user: string; scopes: ReadonlySet<Scope>; resources: EmbedResources; token: VerifiedEmbedToken }
  | { kind: 'anonymous' };

export type SandboxEnv = { Variables: { caller: Caller } };
export type SandboxHono = import('hono').Hono<SandboxEnv>;
export type SandboxContextHttp = Context<SandboxEnv>;

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

export type SandboxAuth = ReturnType<typeof createAuth>;

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
