/**
 * A failed load of link stats or agent identity in their catalog's words (`i18n/rcs.ts`), by what failed
 * (`loadFailure`): a missing scope names the scope, a plan the feature, a lost record the thing; anything else is
 * "could not load" with the reason. Never the service's own text.
 */
import type { RcsKey } from '../../i18n/rcs.js';
import type { LoadFailure } from './load-failure.js';

type T = (key: RcsKey, vars?: Record<string, string | number>) => string;

/** What the element shows: its feature's name, the scope it reads with, and its words for a record that is gone. */
export interface RcsSubject {
  feature: 'featureAgents' | 'featureLinks';
  scope: 'agents:read' | 'links:read';
  notFound: 'agentNotFound' | 'linkNotFound';
}

const REASONS: Partial<Record<LoadFailure, RcsKey>> = { network: 'errNetwork', server: 'errServer', busy: 'errBusy' };

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
    default:
      return t('loadError', { reason: t((failure && REASONS[failure]) ?? 'errOther') });
  }
}
