/**
 * `createEmbedToken`: mints the signed, scoped token an embed uses (DESIGN §2). Runtime-agnostic (jose only).
 */
import { SignJWT, base64url } from 'jose';
import { EMBED_AUDIENCE, EMBED_NAME_MAX, EMBED_TOKEN_TYPE, EmbedResources, SCOPES, parseScope, type Scope } from '../schemas/token.js';
import { invalidOptions } from './errors.js';
import { importSigningKey, type EmbedSigningKey } from './keys.js';

/** Default token lifetime: 15 minutes (DESIGN §2). */
export const DEFAULT_TTL_SECONDS = 15 * 60;
/** Longest lifetime a token may have: 24 hours (DESIGN §2); the verifier refuses longer ones. */
export const MAX_TTL_SECONDS = 24 * 60 * 60;

export interface CreateEmbedTokenOptions {
  /** The embed key: `{kid, secret}` (HS256) or `{kid, alg?, privateKey}` (EdDSA / ES256). Imported once, then cached. */
  key: EmbedSigningKey;
  /** The team that owns the key; becomes `iss`. */
  team: string;
  /** Your signed-in end user's id; becomes `sub` (the author of replies and notes). */
  user: string;
  /** Your user's display name (≤ 80 characters); becomes `name`, shown as the author of notes and in presence. */
  name?: string;
  /** Permissions, as an array or a space-separated string. At least one. */
  scopes: readonly Scope[] | string;
  /** Optional data restrictions (`res`); an absent key means no restriction on that dimension. */
  resources?: EmbedResources;
  /** Lifetime in seconds: an integer in 1…86400, default 900. */
  ttl?: number;
  /** Issue time (a Date or epoch milliseconds). For tests with a frozen clock; defaults to the current time. */
  now?: Date | number;
  /** The `jti`. For golden tests; defaults to 128 random bits, base64url. */
  jti?: string;
}

function fail(message: string): never {
  throw invalidOptions(message);
}

function nonEmpty(value: unknown, message: string): string {
  if (typeof value !== 'string' || value.trim() === '') fail(message);
  return value;
}

function scopeString(scopes: unknown): string {
  let list: readonly unknown[];
  if (typeof scopes === 'string') list = scopes.split(' ').filter(Boolean);
  else if (Array.isArray(scopes)) list = scopes;
  else fail(`scopes is required: an array or space-separated string of ${SCOPES.join(', ')}`);
  if (list.length === 0) fail(`scopes must name at least one of: ${SCOPES.join(', ')}`);
  const text = list.map((s) => (typeof s === 'string' && !s.includes(' ') ? s : fail(`scopes contains ${JSON.stringify(s)}, not a scope name`))).join(' ');
  try {
    return [...parseScope(text)].join(' ');
  } catch (error) {
    fail(`scopes: ${(error as Error).message}`);
  }
}

function epochSeconds(now: Date | number | undefined): number {
  const ms = now === undefined ? Date.now() : now instanceof Date ? now.getTime() : now;
  if (!Number.isFinite(ms)) fail('now must be a valid Date or epoch milliseconds');
  return Math.floor(ms / 1000);
}

/** Keeps only the dimensions that are given, so an absent dimension stays "no restriction". */
function resourcesClaim(resources: unknown): EmbedResources | undefined {
  if (resources === undefined) return undefined;
  const parsed = EmbedResources.safeParse(resources);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const at = issue.path.length ? `resources.${issue.path.map(String).join('.')}` : 'resources';
    fail(`${at}: ${issue.message} (expected {senders?, brands?, campaigns?, conversations?, forms?, audiences?} as string arrays)`);
  }
  const entries = Object.entries(parsed.data).filter(([, value]) => value !== undefined);
  return entries.length ? (Object.fromEntries(entries) as EmbedResources) : undefined;
}

/**
 * Mints an embed token: a JWS compact JWT with header `{alg, kid, typ: "parley-embed+jwt"}` and the claims
 * `iss sub aud iat nbf exp jti scope res? name?` of DESIGN §2 and §10. Bad options reject with an `EmbedTokenError` of code
 * `ERR_INVALID_OPTIONS` whose message says what to fix.
 *
 * @example
 * ```ts
 * import { createEmbedToken } from '@parley/embeds/node';
 *
 * const token = await createEmbedToken({
 *   key: { kid: 'prod-hs256', secret: process.env.PARLEY_EMBED_SECRET! },
 *   team: 'team_acme',
 *   user: session.userId,
 *   scopes: ['conversations:read', 'messages:send'],
 *   resources: { senders: ['+15550001111'] },
 *   ttl: 600,
 * });
 * ```
 */
export async function createEmbedToken(options: CreateEmbedTokenOptions): Promise<string> {
  if (typeof options !== 'object' || options === null) fail('createEmbedToken needs an options object');
  const team = nonEmpty(options.team, 'team is required: the id of the team that owns the embed key (becomes iss)');
  const user = nonEmpty(options.user, 'user is required: the id of your signed-in end user (becomes sub)');
  const name = options.name === undefined ? undefined : nonEmpty(options.name, 'name must be a non-empty string (the user\'s display name)');
  if (name !== undefined && name.length > EMBED_NAME_MAX) fail(`name must be at most ${EMBED_NAME_MAX} characters; got ${name.length}`);
  const scope = scopeString(options.scopes);
  const res = resourcesClaim(options.resources);
  const ttl = options.ttl ?? DEFAULT_TTL_SECONDS;
  if (typeof ttl !== 'number' || !Number.isInteger(ttl) || ttl <= 0 || ttl > MAX_TTL_SECONDS) {
    fail(`ttl must be a whole number of seconds in 1…${MAX_TTL_SECONDS} (24 h); got ${String(ttl)}`);
  }
  const jti = options.jti === undefined ? randomId() : nonEmpty(options.jti, 'jti must be a non-empty string');
  const iat = epochSeconds(options.now);
  const { alg, key } = await importSigningKey(options.key);

  const payload: Record<string, unknown> = { iss: team, sub: user, aud: EMBED_AUDIENCE, iat, nbf: iat, exp: iat + ttl, jti, scope };
  if (res) payload.res = res;
  if (name !== undefined) payload.name = name;
  return new SignJWT(payload).setProtectedHeader({ alg, kid: options.key.kid, typ: EMBED_TOKEN_TYPE }).sign(key);
}

function randomId(): string {
  return base64url.encode(crypto.getRandomValues(new Uint8Array(16)));
}
