/**
 * Why a load or a save of the panel failed, as a key of its catalog: what the person can do about it, in the
 * panel's language. The service's own text (English, with URLs and ids) stays in the `parley-error` event.
 */
import type { ContactPanelKey } from '../../i18n/contact-panel.js';
import { loadFailure, type LoadFailure } from '../shared/load-failure.js';

const REASONS: Record<LoadFailure, ContactPanelKey> = {
  network: 'errNetwork',
  server: 'errServer',
  busy: 'errBusy',
  session: 'errSession',
  // Not told apart here: a token without the panel's scopes reads as one whose session is over.
  scope: 'errSession',
  plan: 'errPlan',
  'not-found': 'errNotFound',
  refused: 'errRefused',
  other: 'errOther',
  'token-refused': 'errTokenRefused',
  'token-none': 'errTokenNone',
  'token-network': 'errTokenNetwork',
  'token-failed': 'errTokenFailed',
};

/**
 * A load that failed, in the panel's words: a lost session as the other elements say it; the page's token route
 * failing as the route's ("could not get a token"), so its developer looks there; anything else as "could not load
 * this contact" with why.
 */
export function loadFailureText(
  t: (key: ContactPanelKey, vars?: Record<string, string>) => string,
  failure: LoadFailure,
) {
  if (failure === 'session') return t('sessionError');
  return t(failure.startsWith('token-') ? 'tokenError' : 'loadError', { reason: t(REASONS[failure]) });
}

/** What failed, as the small elements tell it (`retryable` of it says whether the panel offers Retry). */
export const failureOf = (error: unknown): LoadFailure => loadFailure(error);

/**
 * The reason's key; `of` names what failed to load, so a plan without conversations is not said as one without
 * contacts (the panel reads both, and a plan may include one and not the other).
 */
export const reasonKey = (error: unknown, of: 'contact' | 'threads' = 'contact'): ContactPanelKey => {
  const failure = failureOf(error);
  return failure === 'plan' && of === 'threads' ? 'errPlanThreads' : REASONS[failure];
};
