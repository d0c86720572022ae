/**
 * What a failed call reads like to a person: words per kind of failure, never
 * the service's own text ("Injected fault: 500 on POST /conversations/list"), which stays in `parley-error`'s detail.
 * A 403 is "your plan does not include …", never a lost session. A call that failed for want of a token (the page's
 * token route failing on the refresh it needed: `tokenFailureOf`, the one classification every element uses) names
 * that route, never the service, whatever status the route answered.
 *
 * A chunk with its English words (size budgets): `<parley-inbox>` fetches it with the first failure it
 * shows, and the update that shows it waits for it; the thread pane imports it.
 */
import './first-screen.js';
import type { ApiError } from '../../api/errors.js';
import { addEnglishWords } from '../../i18n/index.js';
import { inboxMessages, type InboxKey } from '../../i18n/inbox.js';
import { errorsEn } from '../../i18n/inbox-errors.js';
import { tokenFailureOf, type TokenFailure } from '../shared/load-failure.js';
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

/** The token route's failures (`TokenFailure`), in the inbox's words. */
const TOKEN_REASONS: Record<TokenFailure, InboxKey> = {
  'token-failed': 'errTokenFailed',
  'token-network': 'errTokenNetwork',
  'token-refused': 'errTokenRefused',
  'token-none': 'errTokenNone',
};

/** The reason as a clause ("the messaging service had a problem…"), for "Could not … : {reason}". */
export function errorReason(error: ApiError | undefined, t: T): string {
  const token = tokenFailureOf(error);
  if (token) return t(TOKEN_REASONS[token]);
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
  return refusal(error) ?? errorSentence(error, 'send', t, 'bare');
}

/** The service's own refusal (a 4xx `{error}`, written for people); never a token route's answer. */
const refusal = (error: ApiError | undefined): string | undefined =>
  error?.kind === 'service' && !tokenFailureOf(error) ? error.message : undefined;

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
  if (errorCategory(error) === 'plan' && !tokenFailureOf(error))
    return t('planError', { feature: t(FEATURE[action] ?? 'featureInbox') });
  // The lost session's banner: the session the service no longer accepts, or the page's token route refusing to
  // renew it (said as the route's, as every token failure is).
  if (action === 'auth' && !tokenFailureOf(error)) return t('authError');
  if (action === 'send' && !lead) {
    const reason = refusal(error) ?? errorReason(error, t);
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
