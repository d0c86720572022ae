/**
 * What a failed call reads like to a person: words per kind of failure, never
 * the service's own text ("Injected fault: 500 on POST /conversations/list"), which stays in `parley-error`'s detail.
 * A 403 is "your plan does not include …", never a lost session.
 *
 * A chunk with its English words (size budgets): `<parley-inbox>` fetches it with the first failure it
 * shows, and the update that shows it waits for it; the thread pane imports it.
 */
import './first-screen.js';
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

/**
 * Why a reply was not sent, as its bubble says it: a refusal's own text (a 4xx `{error}` is written for people),
 * else the reason by kind.
 */
export function sendReason(error: ApiError | undefined, t: T): string {
  return error?.kind === 'service' ? error.message : errorSentence(error, 'send', t, 'bare');
}

/**
 * A whole sentence: the plan message for a 403, else `lead` with the reason (or the reason alone). A failed send
 * without a lead is what the element's assertive region reads: "Reply not sent", why, and the control that sends it
 * again (the failed bubble's Retry); `'bare'` is the reason alone.
 */
export function errorSentence(
  error: ApiError | undefined,
  action: InboxAction,
  t: T,
  lead?: 'listError' | 'threadError' | 'bare',
): string {
  if (errorCategory(error) === 'plan') return t('planError', { feature: t(FEATURE[action] ?? 'featureInbox') });
  if (action === 'send' && !lead) {
    const reason = error?.kind === 'service' ? error.message : errorReason(error, t);
    return t('replyNotSent', { reason: reason.replace(/[.。]\s*$/, '') });
  }
  const reason = errorReason(error, t);
  return lead && lead !== 'bare' ? t(lead, { reason }) : reason.charAt(0).toLocaleUpperCase() + reason.slice(1);
}

/**
 * A reply the service took whose delivery then failed, as the assertive region reads it: to whom, and the control
 * that sends it again only when one is shown (the failed bubble's Retry, by its accessible name).
 */
export function deliveryFailed(name: string, retry: boolean, t: T): string {
  const said = t('deliveryFailed', { name });
  return retry ? `${said} ${t('resendLabel')}.` : said;
}
