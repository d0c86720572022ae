/**
 * What a failed call reads like to a person (issue 17 point 12, issue 14 point 5): words per kind of failure, never
 * the service's own text ("Injected fault: 500 on POST /conversations/list"), which stays in `parley-error`'s detail.
 * A 403 is "your plan does not include …", never a lost session.
 *
 * A chunk with its English words (issue 12, size budgets): `<parley-inbox>` fetches it with the first failure it
 * shows, and the update that shows it waits for it; the thread pane imports it.
 */
import type { ApiError } from '../../api/errors.js';
import { addEnglishWords } from '../../i18n/index.js';
import { inboxMessages, type InboxKey } from '../../i18n/inbox.js';
import { errorsEn } from '../../i18n/inbox-errors.js';
import { errorCategory } from '../shared/plan-error.js';
import type { InboxAction } from './inbox-store.js';

/** Adds the failures' English words (see `addEnglishWords`). */
export function addErrorWords(): void {
  addEnglishWords(inboxMessages, errorsEn);
}

// The words join the catalog as this part arrives: the list's failures use them before any thread pane exists.
addErrorWords();

type T = (key: InboxKey, vars?: Record<string, string | number>) => string;

const FEATURE: Partial<Record<InboxAction, InboxKey>> = {
  send: 'featureSend',
  react: 'featureReact',
  notes: 'featureNotes',
  schedule: 'featureSchedule',
};

/** The reason as a clause ("the messaging service had a problem…"), for "Could not … : {reason}". */
export function errorReason(error: ApiError | undefined, t: T): string {
  switch (error?.kind) {
    case 'network':
      return t('errNetwork');
    case 'server':
    case 'bad-response':
      return t('errServer');
    case 'rate-limited':
      return t('errBusy');
    case 'not-found':
      return t('errNotFound');
    default:
      return t('errOther');
  }
}

/** A whole sentence: the plan message for a 403, else `lead` with the reason (or the reason alone). */
export function errorSentence(
  error: ApiError | undefined,
  action: InboxAction,
  t: T,
  lead?: 'listError' | 'threadError',
): string {
  if (errorCategory(error) === 'plan') return t('planError', { feature: t(FEATURE[action] ?? 'featureInbox') });
  const reason = errorReason(error, t);
  return lead ? t(lead, { reason }) : reason.charAt(0).toLocaleUpperCase() + reason.slice(1);
}
