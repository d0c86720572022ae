/**
 * Reading an embed token's claims in the browser: its lifetime (`iat`/`exp`, to plan a refresh before the service
 * starts answering 401) and what the UI needs (`sub`, `scope`, to hide controls the token may not use). The browser
 * never verifies the signature (it has no key and need not: the service does). The one payload decoder of the package.
 */

/** The lifetime claims of a token, in seconds since the epoch, when present and numeric. */
export interface TokenTiming {
  iat?: number;
  exp?: number;
}

function base64UrlDecode(segment: string): string {
  // `atob` decodes "forgiving-base64" (HTML, and Node's alike): the padding a JWT drops is optional there.
  const binary = atob(segment.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The payload of a compact JWT as an object, WITHOUT verifying it; `undefined` for anything that is not a
 * well-formed JWT with a JSON object payload (opaque tokens are legal).
 *
 * @example
 * ```ts
 * decodeJwtPayload('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhbmEifQ.sig'); // { sub: 'ana' }
 * decodeJwtPayload('opaque'); // undefined
 * ```
 */
export function decodeJwtPayload(token: string | undefined): Record<string, unknown> | undefined {
  const parts = token?.split('.');
  if (parts?.length !== 3 || !parts[1]) return undefined;
  let payload: unknown;
  try {
    payload = JSON.parse(base64UrlDecode(parts[1]));
  } catch {
    return undefined;
  }
  return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
    ? (payload as Record<string, unknown>)
    : undefined;
}

/**
 * The granted scopes of a JWT (`scope`, space-separated), or `undefined` when unknown (opaque token, no claim).
 *
 * @example
 * ```ts
 * readTokenScopes(jwtWith({ scope: 'messages:send conversations:read' })); // ['messages:send', 'conversations:read']
 * ```
 */
export function readTokenScopes(token: string | undefined): string[] | undefined {
  const scope = decodeJwtPayload(token)?.scope;
  return typeof scope === 'string' ? scope.split(' ') : undefined;
}

/**
 * Reads `iat` and `exp` from a compact JWT's payload WITHOUT verifying it. Returns `undefined` for anything that
 * is not a well-formed JWT (an opaque token is legal: it is then refreshed only when the service answers 401).
 *
 * @example
 * ```ts
 * readTokenTiming('eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjE3MDAwMDAwMDB9.sig'); // { exp: 1700000000 }
 * readTokenTiming('opaque'); // undefined
 * ```
 */
export function readTokenTiming(token: string): TokenTiming | undefined {
  const payload = decodeJwtPayload(token);
  if (!payload) return undefined;
  const { iat, exp } = payload;
  const timing: TokenTiming = {};
  if (typeof iat === 'number' && Number.isFinite(iat)) timing.iat = iat;
  if (typeof exp === 'number' && Number.isFinite(exp)) timing.exp = exp;
  return timing;
}

/**
 * When (ms since the epoch, local clock) a token received at `receivedAt` should be replaced, or `undefined` when
 * only a 401 can tell. Refreshes `refreshAheadMs` before `exp`, but never earlier than half-way through the token's
 * lifetime (so short-lived tokens are not refreshed on every request). If the local clock already sees the fresh
 * token as due (clock skew, or a token handed out late), it falls back to the lifetime measured from `receivedAt`.
 *
 * @example
 * ```ts
 * // 15-minute token, refresh one minute ahead:
 * planRefresh({ iat: 1000, exp: 1900 }, 1_000_000, 60_000); // 1_840_000
 * ```
 */
export function planRefresh(
  timing: TokenTiming | undefined,
  receivedAt: number,
  refreshAheadMs: number,
): number | undefined {
  if (timing?.exp === undefined) return undefined;
  const lifetimeMs = timing.iat !== undefined && timing.exp > timing.iat ? (timing.exp - timing.iat) * 1000 : undefined;
  const aheadMs = lifetimeMs === undefined ? refreshAheadMs : Math.min(refreshAheadMs, lifetimeMs / 2);
  const at = timing.exp * 1000 - aheadMs;
  if (at > receivedAt) return at;
  return lifetimeMs === undefined ? undefined : receivedAt + lifetimeMs - aheadMs;
}
