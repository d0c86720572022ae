/**
 * A blast's failure in words — loading the audiences, checking the message, working out the split, sending,
 * cancelling — for `<parley-blast>` and the composer's blast mode alike, so the same answer from the service reads
 * the same in both: "Could not {action}: {reason}", the reason by what happened, in the blast's own catalog (the
 * element's language), never the service's text (written in English for whoever calls the API; `<parley-blast>`
 * hands the error itself to the host in `parley-error`'s `detail.error`).
 */
import { isApiError } from '../../api/errors.js';
import { TOKEN_REASONS, type BlastKey } from '../../i18n/blast.js';
import { tokenFailureOf } from '../shared/load-failure.js';

type T = (key: BlastKey, vars?: Record<string, string | number>) => string;

/** What a blast was doing when it failed (`parley-error`'s `detail.action`). */
export type BlastAction = 'load' | 'validate' | 'send' | 'cancel';

/**
 * Why it failed. A refusal (a 400) names what the service checks of a blast — the sender, the message, and the
 * audience, which may have emptied or opted out since Review; a 409 on cancelling means the blast is no longer
 * scheduled (started, or cancelled elsewhere), which the progress view then shows. A token the page's token route
 * would not give is said as the route's failure.
 */
export function whyFailed(t: T, error: unknown, action?: BlastAction): string {
  if (!isApiError(error)) return t('e_other');
  // No token from the page's token route (on the refresh the call needed): the route's failure, never the service's.
  const token = tokenFailureOf(error);
  if (token) return t(TOKEN_REASONS[token]);
  switch (error.kind) {
    case 'validation':
    case 'service':
      return t('e_refused');
    case 'conflict':
      return action === 'cancel' ? t('e_notScheduled') : t('e_other');
    case 'server':
    case 'bad-response':
      return t('e_server');
    case 'network':
    case 'unauthorized':
    case 'forbidden':
    case 'rate-limited':
      return t(`e_${error.kind}`);
    default:
      return t('e_other');
  }
}

/** The whole line: "Could not send the blast: the service refused it; …". */
export const failureLine = (t: T, action: BlastAction, error: unknown): string =>
  t('error', { action: t(`action_${action}`), reason: whyFailed(t, error, action) });
