/**
 * How a failed call reads to a person: a 403 is "your plan does not include …", a 401 is a lost
 * session, a 404 is "not found" — never one for another. Side-effect free; used by the lazily loaded pieces.
 */
import { isApiError } from '../../api/errors.js';

export type ErrorCategory = 'plan' | 'session' | 'not-found' | 'other';

/**
 * @example
 * ```ts
 * if (errorCategory(error) === 'plan') show(t('planError', { feature: t('featureLinks') }));
 * ```
 */
export function errorCategory(error: unknown): ErrorCategory {
  if (!isApiError(error)) return 'other';
  if (error.kind === 'forbidden') return 'plan';
  if (error.kind === 'unauthorized') return 'session';
  if (error.kind === 'not-found') return 'not-found';
  return 'other';
}

/** Which feature a 403 refused, from the route called: what "Your plan does not include …" names. */
export function planFeature(error: unknown): 'links' | 'blasts' | 'agents' | 'send' {
  const path = isApiError(error) && error.url ? new URL(error.url, 'http://x').pathname : '';
  return path.includes('/tools/url')
    ? 'links'
    : path.includes('/blast')
      ? 'blasts'
      : path.includes('/rcs/agents')
        ? 'agents'
        : 'send';
}
