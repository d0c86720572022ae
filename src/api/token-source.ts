/**
 * The page's token sources, for the transport (`transport.ts`, which fetches, refreshes and hands out their
 * tokens): what every client of one `token-url` or `tokenProvider` shares — the held token, the refresh in flight,
 * the token route's answers to first requests — and what a failure of the source is (marked `ApiError.source`
 * `token`, never the service's).
 */
import { ApiError, isApiError } from './errors.js';
import type { ApiClientOptions } from './transport-types.js';
import type { FirstAnswer } from './wire.js';

interface HeldToken {
  token: string;
  /** Local time to refresh at; undefined: keep until a 401. */
  refreshAt: number | undefined;
  /** `exp` in ms, when the local clock agrees it is still ahead: until then a failed refresh keeps this token. */
  expiresAt: number | undefined;
}

/**
 * The held token and the refresh in flight of one token source. Elements of a page given the same `token-url` (and
 * fetch) or the same `tokenProvider` function share one, whatever client each builds: one cache, one request.
 */
export interface TokenSource {
  held: HeldToken | undefined;
  refreshing: Promise<string> | undefined;
  /**
   * The token route's answers to the requests named by the request for the source's first token (wire.ts
   * `FIRST_REQUEST_HEADER`: on a page whose head start ran, every element's of this source), each kept for its own
   * request: `[token, received at, answers]`.
   */
  first?: [string, number, (FirstAnswer | undefined)[]] | undefined;
}
/** Token sources by who fetches the token (the `tokenProvider`, else the `fetch` given, else the page's) and URL. */
const sources = new WeakMap<object, Map<string, TokenSource>>();

/** The source a client with `options` shares with the page's other clients of it (its own, without one). */
export function tokenSource(options: ApiClientOptions): TokenSource {
  const { tokenProvider, tokenUrl } = options;
  if (!tokenProvider && !tokenUrl) return { held: undefined, refreshing: undefined };
  const owner = tokenProvider ?? options.fetch ?? sources;
  let byUrl = sources.get(owner);
  if (!byUrl) sources.set(owner, (byUrl = new Map()));
  // Resolved, so "/token" and "https://shop.example/token" on that page are one source; a provider has one.
  const url = tokenProvider ? '' : typeof location === 'undefined' ? tokenUrl! : new URL(tokenUrl!, location.href).href;
  let source = byUrl.get(url);
  if (!source) byUrl.set(url, (source = { held: undefined, refreshing: undefined }));
  return source;
}

/**
 * `error` as the token source's failure: a copy of its own `ApiError` (fields are read-only) marked `token`, else a
 * `network` one (a provider's exception, no answer from the route), as `TokenProvider` documents.
 */
export function fromTokenSource(error: unknown, source: string): ApiError {
  const failed = isApiError(error)
    ? error
    : new ApiError({
        status: 0,
        kind: 'network',
        message: `Could not obtain an embed token from ${source}: ${(error as Error)?.message ?? error}`,
        method: 'GET',
        url: source,
        cause: error,
      });
  return new ApiError({ ...failed, message: failed.message, cause: failed.cause, source: 'token' });
}
