/**
 * Why an element's call failed, in terms a person can act on: the one classification the small elements' words
 * (blast, contact panel, link stats, agent identity) are keyed by. The service answers 401 both when the session is
 * lost and when the embed token lacks the route's scope; the token's own `scope` claim tells the two apart (a token
 * that never had the scope will not gain it by signing in again). Side-effect free; never shows the service's text.
 */
import { isApiError } from '../../api/errors.js';
import { readTokenScopes } from '../../api/jwt.js';
import type { ApiTransport } from '../../api/transport.js';
import { errorCategory } from './plan-error.js';

/**
 * `scope`: the token lacks the scope; `plan`, `session`, `not-found` as `errorCategory` says; `refused`: the service
 * did not accept a value (400); `network`, `server`, `busy` (429) and `other`: failures worth a Retry.
 */
export type LoadFailure =
  'scope' | 'plan' | 'session' | 'not-found' | 'refused' | 'network' | 'server' | 'busy' | 'other';

/**
 * @example
 * ```ts
 * loadFailure(error401, ['conversations:read'], 'links:read'); // 'scope'
 * loadFailure(error401, ['links:read'], 'links:read'); // 'session'
 * ```
 */
export function loadFailure(error: unknown, scopes?: Iterable<string>, needed?: string): LoadFailure {
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

/** Whether trying again may help: not for a missing scope, a plan, a lost session or a record that is gone. */
export const retryable = (failure: LoadFailure): boolean =>
  failure === 'network' || failure === 'server' || failure === 'busy' || failure === 'other';

/** The scopes of the token the element holds now; `undefined` when unknown (no token, opaque, its route failing). */
export async function heldScopes(api: ApiTransport): Promise<string[] | undefined> {
  return readTokenScopes(await api.getToken().catch(() => undefined));
}
