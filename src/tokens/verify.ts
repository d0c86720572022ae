/**
 * `verifyEmbedToken`: the one verifier of embed tokens, used by the service emulator (sandbox) and by customers.
 * Runtime-agnostic (HS256 on `#hs256`, EdDSA and ES256 on jose + WebCrypto). Every refusal is an `EmbedTokenError` with a stable `ERR_TOKEN_*` code.
 *
 * Hardening, in the order applied: size and shape; the header's `alg` must be one of ours (never `none`, any case)
 * and `typ` must be `parley-embed+jwt`; `kid` is only a lookup string (own properties only, so `__proto__` or
 * `../../x` simply find nothing); the key's own algorithm must equal the header's (so an HS256 token can never
 * be checked against a public key); `jku`, `x5u`, `jwk`, `x5c` are never read; `crit` is refused; then the
 * signature, then the claims.
 */
import { compactVerify, errors as joseErrors } from 'jose';
import { decodeText } from '#hs256';
import {
  EMBED_AUDIENCE,
  EMBED_TOKEN_TYPE,
  EmbedTokenClaims,
  parseScope,
  type EmbedResources,
  type Scope,
} from '../schemas/token.js';
import { EmbedTokenError, invalidOptions, type EmbedTokenErrorCode } from './errors.js';
import {
  EMBED_ALGORITHMS,
  importVerificationKey,
  readyHs256Key,
  type EmbedAlgorithm,
  type EmbedVerificationKey,
} from './keys.js';
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

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Decodes a base64url part (or the payload bytes jose returns) as a JSON object. */
function decodeJson(part: string | Uint8Array, what: string): Record<string, unknown> {
  let text: string;
  let value: unknown;
  try {
    text = typeof part === 'string' ? decodeText(part) : utf8.decode(part);
    value = JSON.parse(text);
  } catch (error) {
    reject('ERR_TOKEN_MALFORMED', `Token ${what} is not base64url-encoded JSON`, error);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    reject('ERR_TOKEN_MALFORMED', `Token ${what} is not a JSON object`);
  }
  const duplicate = findDuplicateKey(text);
  if (duplicate !== null)
    reject('ERR_TOKEN_MALFORMED', `Token ${what} repeats the key ${JSON.stringify(duplicate.slice(0, 64))}`);
  return value as Record<string, unknown>;
}

// A backend sees the same few headers (one per kid) on every token; a decoded header is a pure function of its
// base64url text, so it is decoded and checked for duplicates once. Bounded: hostile headers only churn it.
const headers = new Map<string, Readonly<Record<string, unknown>>>();

function decodeHeader(part: string): Readonly<Record<string, unknown>> {
  let header = headers.get(part);
  if (header === undefined) {
    header = Object.freeze(decodeJson(part, 'header'));
    if (headers.size >= 64) headers.clear();
    headers.set(part, header);
  }
  return header;
}

const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isNumericDate = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/**
 * The claims of the common token (string `aud`, no `res`, no `name`) when they are plainly valid, built as
 * `EmbedTokenClaims.parse` would (known claims only); undefined sends the payload through the schema, which
 * accepts the rest and words every refusal. It only ever accepts what the schema accepts.
 */
function plainClaims(payload: Record<string, unknown>): EmbedTokenClaims | undefined {
  const { iss, sub, aud, iat, nbf, exp, jti, scope, res, name } = payload;
  if (res !== undefined || name !== undefined || typeof aud !== 'string' || typeof scope !== 'string') return undefined;
  if (!isId(iss) || !isId(sub) || !isId(jti) || !isNumericDate(iat) || !isNumericDate(nbf) || !isNumericDate(exp))
    return undefined;
  return { iss, sub, aud, iat, nbf, exp, jti, scope };
}

// Tokens carry a handful of distinct scope strings; each is parsed once (a fresh Set is still returned each time).
const scopeLists = new Map<string, readonly Scope[]>();

function scopesOf(scope: string): Set<Scope> {
  let list = scopeLists.get(scope);
  if (list === undefined) {
    list = [...parseScope(scope)];
    if (scopeLists.size >= 64) scopeLists.clear();
    scopeLists.set(scope, list);
  }
  return new Set(list);
}

// The service verifies the same token on every request of its lifetime. Once its signature has been checked
// (always, above), a payload text seen before is not decoded and scanned again: its decoded value is a pure
// function of the text. A fresh copy is returned, since the caller fills in `nbf`. Bounded.
const payloads = new Map<string, Readonly<Record<string, unknown>>>();

function decodePayload(part: string): Record<string, unknown> {
  let payload = payloads.get(part);
  if (payload === undefined) {
    payload = Object.freeze(decodeJson(part, 'payload'));
    if (payloads.size >= 256) payloads.delete(payloads.keys().next().value!);
    payloads.set(part, payload);
  }
  return { ...payload };
}

/**
 * The first key that appears twice in one object of valid JSON text, or null. JSON.parse keeps the last value
 * silently; another parser may keep the first. A token whose meaning depends on the parser is refused.
 */
export function findDuplicateKey(json: string): string | null {
  const path = findDuplicateKeyPath(json);
  return path === null ? null : (path[path.length - 1] as string);
}

/**
 * Where the first key that appears twice in one object of valid JSON text is: the keys and array indexes leading to
 * its object, then the key (`["fields", 0, "key"]`), or null. What {@link findDuplicateKey} finds, with its place.
 */
export function findDuplicateKeyPath(json: string): (string | number)[] | null {
  // One frame per open object (its keys so far, and the key whose value is being read) or array (the item's index).
  const stack: ({ keys: Set<string>; key: string } | { index: number })[] = [];
  let expectKey = false;
  for (let i = 0; i < json.length; i++) {
    const ch = json.charCodeAt(i);
    if (ch === 0x22 /* " */) {
      // Jump from quote to quote; a quote preceded by an odd run of backslashes is escaped and does not end it.
      let end = json.indexOf('"', i + 1);
      while (end > 0) {
        let slashes = 0;
        while (json.charCodeAt(end - 1 - slashes) === 0x5c /* \ */) slashes++;
        if (slashes % 2 === 0) break;
        end = json.indexOf('"', end + 1);
      }
      if (end < 0) end = json.length;
      const frame = stack[stack.length - 1];
      if (expectKey && frame && 'keys' in frame) {
        const raw = json.slice(i + 1, end);
        const key = raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
        if (frame.keys.has(key)) return [...stack.slice(0, -1).map((f) => ('keys' in f ? f.key : f.index)), key];
        frame.keys.add(key);
        frame.key = key;
        expectKey = false;
      }
      i = end;
    } else if (ch === 0x7b /* { */) {
      stack.push({ keys: new Set(), key: '' });
      expectKey = true;
    } else if (ch === 0x5b /* [ */) {
      stack.push({ index: 0 });
    } else if (ch === 0x7d /* } */ || ch === 0x5d /* ] */) {
      stack.pop();
    } else if (ch === 0x2c /* , */) {
      const frame = stack[stack.length - 1];
      expectKey = frame !== undefined && 'keys' in frame;
      if (frame && 'index' in frame) frame.index++;
    }
  }
  return null;
}

function lookUp(
  keys: EmbedKeySet,
  kid: string,
): EmbedVerificationKey | undefined | Promise<EmbedVerificationKey | undefined> {
  if (typeof keys === 'function') return keys(kid);
  if (typeof keys !== 'object' || keys === null)
    throw invalidOptions('keys must be a record of kid → key or a lookup function');
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
  const nowMs =
    options.now === undefined ? Date.now() : options.now instanceof Date ? options.now.getTime() : options.now;
  if (!Number.isFinite(nowMs)) throw invalidOptions('now must be a valid Date or epoch milliseconds');
  const now = nowMs / 1000;

  if (typeof token !== 'string' || token.length === 0) reject('ERR_TOKEN_MALFORMED', 'Token is missing');
  if (token.length > MAX_TOKEN_LENGTH)
    reject('ERR_TOKEN_MALFORMED', `Token is longer than ${MAX_TOKEN_LENGTH} characters`);
  if (!COMPACT_JWS.test(token)) reject('ERR_TOKEN_MALFORMED', 'Token is not a signed JWT (header.payload.signature)');

  const header = decodeHeader(token.slice(0, token.indexOf('.')));
  const alg = header.alg;
  if (typeof alg !== 'string' || !(EMBED_ALGORITHMS as readonly string[]).includes(alg)) {
    reject(
      'ERR_TOKEN_ALGORITHM',
      `Token algorithm ${JSON.stringify(alg)} is not accepted; expected ${EMBED_ALGORITHMS.join(', ')}`,
    );
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

  // A record (or a synchronous lookup) with an already imported secret costs no await at all.
  let entry = lookUp(keys, kid);
  if (entry instanceof Promise) entry = await entry;
  if (!entry) reject('ERR_TOKEN_UNKNOWN_KEY', `No embed key with kid ${JSON.stringify(kid.slice(0, 64))}`);
  const imported = readyHs256Key(entry) ?? (await importVerificationKey(entry));
  if (imported.alg !== alg) {
    reject(
      'ERR_TOKEN_ALGORITHM',
      `Token algorithm ${alg} does not match key ${JSON.stringify(kid)}, which is ${imported.alg}`,
    );
  }

  let payload: Record<string, unknown>;
  if (imported.alg === 'HS256') {
    // One HMAC over `header.payload`, compared in constant time; the header was checked above (no crit, so no
    // `b64: false`), which is everything jose's compactVerify would check for this key.
    const signatureAt = token.lastIndexOf('.');
    if (!(await imported.hmac.verify(token.slice(0, signatureAt), token.slice(signatureAt + 1)))) {
      reject('ERR_TOKEN_BAD_SIGNATURE', 'Token signature does not verify');
    }
    payload = decodePayload(token.slice(token.indexOf('.') + 1, signatureAt));
  } else {
    let payloadBytes: Uint8Array;
    try {
      ({ payload: payloadBytes } = await compactVerify(token, imported.key, { algorithms: [imported.alg] }));
    } catch (error) {
      if (error instanceof joseErrors.JWSSignatureVerificationFailed) {
        reject('ERR_TOKEN_BAD_SIGNATURE', 'Token signature does not verify', error);
      }
      reject('ERR_TOKEN_MALFORMED', `Token could not be verified: ${(error as Error).message}`, error);
    }
    payload = decodeJson(payloadBytes, 'payload');
  }

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
  let claims = plainClaims(payload);
  if (claims === undefined) {
    const parsed = EmbedTokenClaims.safeParse(payload);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      reject(
        'ERR_TOKEN_CLAIMS',
        `Token claim ${issue.path.map(String).join('.') || '(root)'} is invalid: ${issue.message}`,
      );
    }
    claims = parsed.data;
  }
  let scopes: Set<Scope>;
  try {
    scopes = scopesOf(claims.scope);
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
