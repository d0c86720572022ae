/**
 * `verifyEmbedToken`: the one verifier of embed tokens, used by the service emulator (sandbox) and by customers.
 * Runtime-agnostic (jose + WebCrypto). Every refusal is an `EmbedTokenError` with a stable `ERR_TOKEN_*` code.
 *
 * Hardening, in the order applied: size and shape; the header's `alg` must be one of ours (never `none`, any case)
 * and `typ` must be `parley-embed+jwt`; `kid` is only a lookup string (own properties only, so `__proto__` or
 * `../../x` simply find nothing); the key's own algorithm must equal the header's (so an HS256 token can never
 * be checked against a public key); `jku`, `x5u`, `jwk`, `x5c` are never read; `crit` is refused; then the
 * signature, then the claims.
 */
import { base64url, compactVerify, errors as joseErrors } from 'jose';
import {
  EMBED_AUDIENCE,
  EMBED_TOKEN_TYPE,
  EmbedTokenClaims,
  parseScope,
  type EmbedResources,
  type Scope,
} from '../schemas/token.js';
import { EmbedTokenError, invalidOptions, type EmbedTokenErrorCode } from './errors.js';
import { EMBED_ALGORITHMS, importVerificationKey, type EmbedAlgorithm, type EmbedVerificationKey } from './keys.js';
import { MAX_TTL_SECONDS } from './mint.js';

/**
 * The keys a verifier trusts, by `kid`: a plain record, or a lookup function (sync or async) returning
 * undefined for an unknown id.
 */
export type EmbedKeySet =
  | Readonly<Record<string, EmbedVerificationKey>>
  | ((kid: string) => EmbedVerificationKey | undefined | Promise<EmbedVerificationKey | undefined>);

export interface VerifyEmbedTokenOptions {
  /** Expected `iss` (the team that owns the key). Omit only when the key set already belongs to one team. */
  team?: string;
  /** The current time (a Date or epoch milliseconds); defaults to now. */
  now?: Date | number;
  /** Clock skew allowed on `exp`, `nbf` and `iat`, in seconds. Default 30. */
  clockTolerance?: number;
  /** Longest accepted lifetime (`exp - iat`) in seconds. Default 86400 (24 h). */
  maxLifetime?: number;
}

/** What a valid token grants. */
export interface VerifiedEmbedToken {
  claims: EmbedTokenClaims;
  scopes: Set<Scope>;
  /** The `res` restrictions; `{}` when there are none. */
  resources: EmbedResources;
  kid: string;
  alg: EmbedAlgorithm;
}

/** Real tokens are well under 2 kB; the cap keeps hostile input from costing parse time. */
const MAX_TOKEN_LENGTH = 8192;
// The signature part may be empty here so that `alg: none` tokens are refused for their algorithm, not their shape.
const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

function reject(code: EmbedTokenErrorCode, message: string, cause?: unknown): never {
  throw new EmbedTokenError(code, message, cause === undefined ? undefined : { cause });
}

function decodeJson(part: string | Uint8Array, what: string): Record<string, unknown> {
  let value: unknown;
  try {
    const bytes = typeof part === 'string' ? base64url.decode(part) : part;
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch (error) {
    reject('ERR_TOKEN_MALFORMED', `Token ${what} is not base64url-encoded JSON`, error);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    reject('ERR_TOKEN_MALFORMED', `Token ${what} is not a JSON object`);
  }
  const duplicate = findDuplicateKey(new TextDecoder().decode(typeof part === 'string' ? base64url.decode(part) : part));
  if (duplicate !== null) reject('ERR_TOKEN_MALFORMED', `Token ${what} repeats the key ${JSON.stringify(duplicate.slice(0, 64))}`);
  return value as Record<string, unknown>;
}

/**
 * The first key that appears twice in one object of valid JSON text, or null. JSON.parse keeps the last value
 * silently; another parser may keep the first. A token whose meaning depends on the parser is refused.
 */
export function findDuplicateKey(json: string): string | null {
  const stack: (Set<string> | null)[] = [];
  let expectKey = false;
  for (let i = 0; i < json.length; i++) {
    const ch = json[i];
    if (ch === '"') {
      let end = i + 1;
      while (end < json.length && json[end] !== '"') end += json[end] === '\\' ? 2 : 1;
      const set = stack[stack.length - 1];
      if (expectKey && set) {
        const key = JSON.parse(json.slice(i, end + 1)) as string;
        if (set.has(key)) return key;
        set.add(key);
        expectKey = false;
      }
      i = end;
    } else if (ch === '{') {
      stack.push(new Set());
      expectKey = true;
    } else if (ch === '[') {
      stack.push(null);
    } else if (ch === '}' || ch === ']') {
      stack.pop();
    } else if (ch === ',') {
      expectKey = stack[stack.length - 1] != null;
    }
  }
  return null;
}

async function lookUp(keys: EmbedKeySet, kid: string): Promise<EmbedVerificationKey | undefined> {
  if (typeof keys === 'function') return keys(kid);
  if (typeof keys !== 'object' || keys === null) throw invalidOptions('keys must be a record of kid → key or a lookup function');
  return Object.hasOwn(keys, kid) ? keys[kid] : undefined;
}

function seconds(value: unknown, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw invalidOptions(`${name} must be a non-negative number of seconds`);
  }
  return value;
}

/**
 * Verifies an embed token against a key set and returns its claims, scopes and resource restrictions. Rejects
 * with an `EmbedTokenError` whose `code` says why: `ERR_TOKEN_MALFORMED`, `ERR_TOKEN_ALGORITHM`,
 * `ERR_TOKEN_TYPE`, `ERR_TOKEN_UNKNOWN_KEY`, `ERR_TOKEN_BAD_SIGNATURE`, `ERR_TOKEN_AUDIENCE`, `ERR_TOKEN_ISSUER`,
 * `ERR_TOKEN_CLAIMS`, `ERR_TOKEN_EXPIRED`, `ERR_TOKEN_NOT_YET_VALID` or `ERR_TOKEN_LIFETIME`. A misconfigured key
 * set (not the token's fault) rejects with `ERR_INVALID_OPTIONS`.
 *
 * @example
 * ```ts
 * import { verifyEmbedToken } from '@parley/embeds/node';
 *
 * const keys = { 'prod-hs256': { alg: 'HS256', secret: process.env.PARLEY_EMBED_SECRET! } } as const;
 * const { claims, scopes, resources } = await verifyEmbedToken(bearer, keys, { team: 'team_acme' });
 * if (!scopes.has('messages:send')) return new Response(JSON.stringify({ error: 'Missing scope' }), { status: 401 });
 * ```
 */
export async function verifyEmbedToken(
  token: string,
  keys: EmbedKeySet,
  options: VerifyEmbedTokenOptions = {},
): Promise<VerifiedEmbedToken> {
  const tolerance = seconds(options.clockTolerance, 30, 'clockTolerance');
  const maxLifetime = seconds(options.maxLifetime, MAX_TTL_SECONDS, 'maxLifetime');
  const nowMs = options.now === undefined ? Date.now() : options.now instanceof Date ? options.now.getTime() : options.now;
  if (!Number.isFinite(nowMs)) throw invalidOptions('now must be a valid Date or epoch milliseconds');
  const now = nowMs / 1000;

  if (typeof token !== 'string' || token.length === 0) reject('ERR_TOKEN_MALFORMED', 'Token is missing');
  if (token.length > MAX_TOKEN_LENGTH) reject('ERR_TOKEN_MALFORMED', `Token is longer than ${MAX_TOKEN_LENGTH} characters`);
  if (!COMPACT_JWS.test(token)) reject('ERR_TOKEN_MALFORMED', 'Token is not a signed JWT (header.payload.signature)');

  const header = decodeJson(token.slice(0, token.indexOf('.')), 'header');
  const alg = header.alg;
  if (typeof alg !== 'string' || !(EMBED_ALGORITHMS as readonly string[]).includes(alg)) {
    reject('ERR_TOKEN_ALGORITHM', `Token algorithm ${JSON.stringify(alg)} is not accepted; expected ${EMBED_ALGORITHMS.join(', ')}`);
  }
  // RFC 7515 §4.1.9: typ is compared case-insensitively.
  if (typeof header.typ !== 'string' || header.typ.toLowerCase() !== EMBED_TOKEN_TYPE) {
    reject('ERR_TOKEN_TYPE', `Token typ must be "${EMBED_TOKEN_TYPE}"; got ${JSON.stringify(header.typ)}`);
  }
  if (header.crit !== undefined) reject('ERR_TOKEN_MALFORMED', 'Token header "crit" is not supported');
  const kid = header.kid;
  if (typeof kid !== 'string' || kid.length === 0 || kid.length > 256) {
    reject('ERR_TOKEN_UNKNOWN_KEY', 'Token header has no usable kid');
  }

  const entry = await lookUp(keys, kid);
  if (!entry) reject('ERR_TOKEN_UNKNOWN_KEY', `No embed key with kid ${JSON.stringify(kid.slice(0, 64))}`);
  const imported = await importVerificationKey(entry);
  if (imported.alg !== alg) {
    reject('ERR_TOKEN_ALGORITHM', `Token algorithm ${alg} does not match key ${JSON.stringify(kid)}, which is ${imported.alg}`);
  }

  let payloadBytes: Uint8Array;
  try {
    ({ payload: payloadBytes } = await compactVerify(token, imported.key, { algorithms: [imported.alg] }));
  } catch (error) {
    if (error instanceof joseErrors.JWSSignatureVerificationFailed) {
      reject('ERR_TOKEN_BAD_SIGNATURE', 'Token signature does not verify', error);
    }
    reject('ERR_TOKEN_MALFORMED', `Token could not be verified: ${(error as Error).message}`, error);
  }
  const payload = decodeJson(payloadBytes, 'payload');

  const aud = payload.aud;
  if (!(aud === EMBED_AUDIENCE || (Array.isArray(aud) && aud.includes(EMBED_AUDIENCE)))) {
    reject('ERR_TOKEN_AUDIENCE', `Token aud must be "${EMBED_AUDIENCE}"; got ${JSON.stringify(aud)}`);
  }
  if (typeof payload.iss !== 'string' || payload.iss === '') reject('ERR_TOKEN_ISSUER', 'Token has no iss');
  if (options.team !== undefined && payload.iss !== options.team) {
    reject('ERR_TOKEN_ISSUER', `Token iss ${JSON.stringify(payload.iss)} is not team ${JSON.stringify(options.team)}`);
  }
  if (payload.exp === undefined) reject('ERR_TOKEN_CLAIMS', 'Token has no exp; embed tokens must expire');
  if (payload.nbf === undefined && typeof payload.iat === 'number') payload.nbf = payload.iat;
  const parsed = EmbedTokenClaims.safeParse(payload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    reject('ERR_TOKEN_CLAIMS', `Token claim ${issue.path.map(String).join('.') || '(root)'} is invalid: ${issue.message}`);
  }
  const claims = parsed.data;
  let scopes: Set<Scope>;
  try {
    scopes = parseScope(claims.scope);
  } catch (error) {
    reject('ERR_TOKEN_CLAIMS', `Token scope is invalid: ${(error as Error).message}`, error);
  }

  if (claims.exp <= now - tolerance) reject('ERR_TOKEN_EXPIRED', 'Token has expired');
  if (claims.nbf > now + tolerance) reject('ERR_TOKEN_NOT_YET_VALID', 'Token is not valid yet (nbf is in the future)');
  if (claims.iat > now + tolerance) reject('ERR_TOKEN_NOT_YET_VALID', 'Token is issued in the future (iat)');
  if (claims.exp - claims.iat > maxLifetime) {
    reject('ERR_TOKEN_LIFETIME', `Token lifetime ${claims.exp - claims.iat} s exceeds the ${maxLifetime} s limit`);
  }
  return { claims, scopes, resources: claims.res ?? {}, kid, alg: imported.alg };
}
