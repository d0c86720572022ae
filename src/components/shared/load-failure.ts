/**
 * Why an element's call failed, in terms a person can act on: the one classification every element's failure words
 * are keyed by (the small elements' wholly; the inbox, the form and the composer for the token's failures). The
 * service answers 401 both when the session is lost and when the embed token lacks the route's scope; the token's
 * own `scope` claim tells the two apart (a token that never had the scope will not gain it by signing in again). A
 * token that could not be had is the host page's own token route failing (or its `tokenProvider`), told apart from
 * the service's failures by the mark the transport puts on it (`ApiError.source`), so a developer looks there: for
 * the first token as for a refresh during any later call. Side-effect free; never shows the service's text.
 */
import { isApiError } from '../../api/errors.js';
import { readTokenScopes } from '../../api/jwt.js';
import type { ApiTransport } from '../../api/transport.js';
import { errorCategory } from './plan-error.js';

/**
 * `scope`: the token lacks the scope; `plan`, `session`, `not-found` as `errorCategory` says; `refused`: the service
 * did not accept a value (400); `network`, `server`, `busy` (429) and `other`: failures worth a Retry; and the
 * token route's own (`TokenFailure`).
 */
export type LoadFailure =
  'scope' | 'plan' | 'session' | 'not-found' | 'refused' | 'network' | 'server' | 'busy' | 'other' | TokenFailure;

/**
 * The page's token route (or `tokenProvider`) gave no token: `token-refused`, it refused (401/403: its session is
 * over, signing in again helps, asking again does not); `token-none`, it answered without a token; `token-network`,
 * it could not be reached; `token-failed`, it failed otherwise (5xx, 404 of a wrong `token-url`, 429).
 */
export type TokenFailure = 'token-refused' | 'token-none' | 'token-network' | 'token-failed';

/**
 * @example
 * ```ts
 * loadFailure(error401, ['conversations:read'], 'links:read'); // 'scope'
 * loadFailure(error401, ['links:read'], 'links:read'); // 'session'
 * ```
 */
export function loadFailure(error: unknown, scopes?: Iterable<string>, needed?: string): LoadFailure {
  const token = tokenFailureOf(error);
  if (token) return token;
  const category = errorCategory(error);
  // Unknown scopes (an opaque token, or none readable) cannot prove a scope missing: that stays a lost session.
  if (category === 'session') return scopes && needed && ![...scopes].includes(needed) ? 'scope' : 'session';
  if (category !== 'other') return category;
  if (!isApiError(error)) return 'other';
  return error.kind === 'network'
    ? 'network'
    : error.kind === 'server'
      ? 'server'
      : error.kind === 'rate-limited'
        ? 'busy'
        : error.kind === 'validation'
          ? 'refused'
          : 'other';
}

/**
 * Why the token for a call could not be had (`getToken` rejected), by how the token source failed: never the
 * service's failure, whatever status the route answered.
 *
 * @example
 * ```ts
 * tokenFailure(routeAnswered500); // 'token-failed'
 * ```
 */
export function tokenFailure(error: unknown): TokenFailure {
  const kind = isApiError(error) ? error.kind : undefined;
  return kind === 'bad-response'
    ? 'token-none'
    : kind === 'unauthorized'
      ? 'token-refused'
      : kind === 'network'
        ? 'token-network'
        : 'token-failed';
}

/**
 * The token source's failure `error` is, if it is one (`ApiError.source` `token`, made by the transport where the
 * token is fetched), else `undefined`: how an element tells, of any failed call (a thread opened, a reply, a save, a
 * send), that it failed for want of a token the page's route would not give, and says so instead of blaming the
 * service.
 *
 * @example
 * ```ts
 * tokenFailureOf(threadError); // 'token-network': the token route could not be reached on the refresh it needed
 * tokenFailureOf(serviceAnswered500); // undefined
 * ```
 */
export function tokenFailureOf(error: unknown): TokenFailure | undefined {
  return isApiError(error) && error.source === 'token' ? tokenFailure(error) : undefined;
}

/**
 * Whether trying again may help: not for a missing scope, a plan, a lost session, a token route that refused or a
 * record that is gone.
 */
export const retryable = (failure: LoadFailure): boolean =>
  failure === 'network' ||
  failure === 'server' ||
  failure === 'busy' ||
  failure === 'other' ||
  (failure.startsWith('token-') && failure !== 'token-refused');

/** Whether the failure was for want of a network (the service's or the token route's): the window's `online` may end it. */
export const offline = (failure: LoadFailure | undefined): boolean =>
  failure === 'network' || failure === 'token-network';

/**
 * The token a load asks with, or why the page's token route (or `tokenProvider`) could not give one: asked before
 * the service is, so the route's failure is said as the route's, never the service's.
 */
export async function tokenOf(
  api: ApiTransport,
  signal?: AbortSignal,
): Promise<{ token: string | undefined } | { failure: TokenFailure; error: unknown }> {
  try {
    return { token: await api.getToken(signal) };
  } catch (error) {
    return { failure: tokenFailure(error), error };
  }
}

/** The scopes of the token the element holds now; `undefined` when unknown (no token, opaque, its route failing). */
export async function heldScopes(api: ApiTransport): Promise<string[] | undefined> {
  return readTokenScopes(await api.getToken().catch(() => undefined));
}
