/**
 * `createEmbedToken`: mints the signed, scoped token an embed uses (DESIGN §2). Runtime-agnostic: HS256 is one
 * HMAC on the platform's fastest primitive (`#hs256`), EdDSA and ES256 are signed by jose.
 */
import { SignJWT } from 'jose';
import { encodeText, randomId } from '#hs256';
import {
  EMBED_AUDIENCE,
  EMBED_NAME_MAX,
  EMBED_TOKEN_TYPE,
  EmbedResources,
  SCOPES,
  parseScope,
  type Scope,
} from '../schemas/token.js';
import { characters } from '../schemas/characters.js';
import { invalidOptions } from './errors.js';
import { importSigningKey, readyHs256Key, type EmbedSigningKey } from './keys.js';
import { unknownOption } from './unknown-options.js';

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

/** The options `createEmbedToken` reads; any other key is refused, so a misspelt one cannot go unnoticed. */
export const CREATE_EMBED_TOKEN_OPTIONS = [
  'key',
  'team',
  'user',
  'name',
  'scopes',
  'resources',
  'ttl',
  'now',
  'jti',
] as const;

function fail(message: string): never {
  throw invalidOptions(message);
}

function nonEmpty(value: unknown, message: string): string {
  if (typeof value !== 'string' || value.trim() === '') fail(message);
  return value;
}

/** @internal `team` as `createEmbedToken` checks it (the token route checks its own with the same words). */
export const checkTeam = (team: unknown): string =>
  nonEmpty(team, 'team is required: the id of the team that owns the embed key (becomes iss)');

/** @internal `ttl` as `createEmbedToken` checks it (the token route checks its default with the same words). */
export function checkTtl(ttl: unknown): number {
  if (typeof ttl !== 'number' || !Number.isInteger(ttl) || ttl <= 0 || ttl > MAX_TTL_SECONDS) {
    fail(`ttl must be a whole number of seconds in 1…${MAX_TTL_SECONDS} (24 h); got ${String(ttl)}`);
  }
  return ttl;
}

/**
 * @internal Refuses a key `options` has that is not one of `known` (an `ERR_INVALID_OPTIONS` naming it, with the
 * nearest known key when one is close): `resource` for `resources` must not mint a token without its restriction.
 */
export function checkKnownKeys(options: object, known: readonly string[], what?: string): void {
  const unknown = unknownOption(options, known, what);
  if (unknown) fail(unknown);
}

// Backends mint with a handful of scope lists; each normalised list is remembered by its text (bounded).
const scopeStrings = new Map<string, string>();

function scopeString(scopes: unknown): string {
  const text =
    typeof scopes === 'string'
      ? scopes
      : Array.isArray(scopes) && scopes.every((s) => typeof s === 'string' && !s.includes(' '))
        ? scopes.join(' ')
        : undefined;
  let normal = text === undefined ? undefined : scopeStrings.get(text);
  if (normal === undefined) {
    normal = checkScopes(scopes);
    if (text !== undefined) {
      if (scopeStrings.size >= 64) scopeStrings.clear();
      scopeStrings.set(text, normal);
    }
  }
  return normal;
}

function checkScopes(scopes: unknown): string {
  let list: readonly unknown[];
  if (typeof scopes === 'string') list = scopes.split(' ').filter(Boolean);
  else if (Array.isArray(scopes)) list = scopes;
  else fail(`scopes is required: an array or space-separated string of ${SCOPES.join(', ')}`);
  if (list.length === 0) fail(`scopes must name at least one of: ${SCOPES.join(', ')}`);
  const text = list
    .map((s) =>
      typeof s === 'string' && !s.includes(' ') ? s : fail(`scopes contains ${JSON.stringify(s)}, not a scope name`),
    )
    .join(' ');
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
    fail(
      `${at}: ${issue.message} (expected {senders?, brands?, campaigns?, conversations?, forms?, audiences?} as string arrays)`,
    );
  }
  const entries = Object.entries(parsed.data).filter(([, value]) => value !== undefined);
  return entries.length ? (Object.fromEntries(entries) as EmbedResources) : undefined;
}

/**
 * Mints an embed token: a JWS compact JWT with header `{alg, kid, typ: "parley-embed+jwt"}` and the claims
 * `iss sub aud iat nbf exp jti scope res? name?` of DESIGN §2 and §10. Bad options reject with an `EmbedTokenError` of code
 * `ERR_INVALID_OPTIONS` whose message says what to fix; so does an option it does not know (`resource` for
 * `resources`, `expiresIn` for `ttl`), which would otherwise leave out what it meant.
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
  checkKnownKeys(options, CREATE_EMBED_TOKEN_OPTIONS);
  const team = checkTeam(options.team);
  const user = nonEmpty(options.user, 'user is required: the id of your signed-in end user (becomes sub)');
  const name =
    options.name === undefined
      ? undefined
      : nonEmpty(options.name, "name must be a non-empty string (the user's display name)");
  if (name !== undefined && characters(name) > EMBED_NAME_MAX)
    fail(`name must be at most ${EMBED_NAME_MAX} characters; got ${characters(name)}`);
  const scope = scopeString(options.scopes);
  const res = resourcesClaim(options.resources);
  const ttl = checkTtl(options.ttl ?? DEFAULT_TTL_SECONDS);
  const jti = options.jti === undefined ? randomId() : nonEmpty(options.jti, 'jti must be a non-empty string');
  const iat = epochSeconds(options.now);
  const kid = options.key?.kid;
  const imported =
    (typeof kid === 'string' && kid.length > 0 && kid.length <= 256 && readyHs256Key(options.key)) ||
    (await importSigningKey(options.key));

  if (imported.alg === 'HS256') {
    // The compact JWS of RFC 7515 §7.1 written directly: the same bytes jose would produce (the claims in the
    // order above), at the cost of one HMAC.
    const json =
      `{"iss":${JSON.stringify(team)},"sub":${JSON.stringify(user)},"aud":"${EMBED_AUDIENCE}","iat":${iat},"nbf":${iat},` +
      `"exp":${iat + ttl},"jti":${JSON.stringify(jti)},"scope":${JSON.stringify(scope)}${res ? `,"res":${JSON.stringify(res)}` : ''}` +
      `${name !== undefined ? `,"name":${JSON.stringify(name)}` : ''}}`;
    const input = `${headerPart(kid)}.${encodeText(json)}`;
    const signature = imported.hmac.sign(input);
    return `${input}.${typeof signature === 'string' ? signature : await signature}`;
  }
  const payload: Record<string, unknown> = {
    iss: team,
    sub: user,
    aud: EMBED_AUDIENCE,
    iat,
    nbf: iat,
    exp: iat + ttl,
    jti,
    scope,
  };
  if (res) payload.res = res;
  if (name !== undefined) payload.name = name;
  return new SignJWT(payload).setProtectedHeader({ alg: imported.alg, kid, typ: EMBED_TOKEN_TYPE }).sign(imported.key);
}

// The HS256 header depends on the kid only; a backend signs with one or two kids, so each is encoded once.
const headers = new Map<string, string>();

function headerPart(kid: string): string {
  let part = headers.get(kid);
  if (part === undefined) {
    part = encodeText(JSON.stringify({ alg: 'HS256', kid, typ: EMBED_TOKEN_TYPE }));
    if (headers.size >= 64) headers.clear();
    headers.set(kid, part);
  }
  return part;
}
