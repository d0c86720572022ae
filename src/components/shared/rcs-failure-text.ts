/**
 * A failed load of link stats or agent identity in their catalog's words (`i18n/rcs.ts`), by what failed
 * (`loadFailure`): a missing scope names the scope, a plan the feature, a lost record the thing; the page's token
 * route failing is "could not get a token" with what the route did, so a developer looks at the route, not at the
 * service; anything else is "could not load" with the reason. Never the service's own text.
 */
import type { RcsKey } from '../../i18n/rcs.js';
import type { LoadFailure, TokenFailure } from './load-failure.js';

type T = (key: RcsKey, vars?: Record<string, string | number>) => string;

/** What the element shows: its feature's name, the scope it reads with, and its words for a record that is gone. */
export interface RcsSubject {
  feature: 'featureAgents' | 'featureLinks';
  scope: 'agents:read' | 'links:read';
  notFound: 'agentNotFound' | 'linkNotFound';
}

const REASONS: Partial<Record<LoadFailure, RcsKey>> = { network: 'errNetwork', server: 'errServer', busy: 'errBusy' };

const TOKEN_REASONS: Record<TokenFailure, RcsKey> = {
  'token-refused': 'errTokenRefused',
  'token-none': 'errTokenNone',
  'token-network': 'errTokenNetwork',
  'token-failed': 'errTokenFailed',
};

export function rcsFailureText(t: T, failure: LoadFailure | undefined, subject: RcsSubject): string {
  switch (failure) {
    case 'scope':
      return t('scopeError', { feature: t(subject.feature), scope: subject.scope });
    case 'plan':
      return t('planError', { feature: t(subject.feature) });
    case 'session':
      return t('authError');
    case 'not-found':
      return t(subject.notFound);
    case 'token-refused':
    case 'token-none':
    case 'token-network':
    case 'token-failed':
      return t('tokenError', { reason: t(TOKEN_REASONS[failure]) });
    default:
      return t('loadError', { reason: t((failure && REASONS[failure]) ?? 'errOther') });
  }
}
