/**
 * What `<parley-blast>` sends and what a blast's confirm step says it costs: the request the fields make (SMS, MMS or
 * RCS with its fallback), and Review's figures — for `<parley-blast>` and the composer's blast mode alike — from the
 * service's validation of one message (unsupported files, its price × recipients; no credits spent) and its estimate
 * of what each recipient will get (`split.ts`: who gets what, each leg's cost and the SMS leg's segments), or the
 * problem that keeps the blast in its edit step; and the send itself.
 */
import { sendBlast } from '../../api/contacts-blasts.js';
import type { ApiTransport } from '../../api/transport.js';
import { isApiError, type ApiError } from '../../api/errors.js';
import type { BlastSendDetail } from '../../events/blast.js';
import type { Blast, BlastMmsRequest, BlastRcsRequest, BlastSmsRequest } from '../../schemas/blasts.js';
import type { Problems } from './checks.js';
import { failureLine, whyFailed } from './failure.js';
import { totalOf, type BlastEstimate } from './progress.js';
import { loadSplit, type Split } from './split.js';
import { validateMessage } from '../../api/messages.js';

/** The fields as typed: what the blast is sent as, its senders, audience, content and schedule. */
export interface BlastFields {
  rcs: boolean;
  audienceId: string;
  from: string;
  fallbackFrom: string | undefined;
  text: string;
  mediaUrl: string;
  fallbackText: string;
  /** A `datetime-local` value, or `''` to send now. */
  scheduleAt: string;
}

/** The request the fields make: RCS (with its fallback when it has a number and a text), else MMS with a media URL, else SMS. */
export function blastRequest(f: BlastFields): BlastSendDetail {
  const scheduledTime = f.scheduleAt ? new Date(f.scheduleAt).toISOString() : undefined;
  const common = { audienceId: f.audienceId, from: f.from.trim(), ...(scheduledTime && { scheduledTime }) };
  if (f.rcs) {
    const fallbackFrom = f.fallbackFrom?.trim();
    const fallback = fallbackFrom && f.fallbackText.trim() ? { from: fallbackFrom, text: f.fallbackText } : undefined;
    return { kind: 'rcs', request: { ...common, rcs: { text: f.text }, ...(fallback && { fallback }) } };
  }
  const media = f.mediaUrl.trim();
  if (media) return { kind: 'mms', request: { ...common, ...(f.text.trim() && { text: f.text }), mediaUrls: [media] } };
  return { kind: 'sms', request: { ...common, text: f.text } };
}

/**
 * The validation's price of one message × `recipients`. Validation needs `messages:send` (`validate`); without it no
 * price is shown. A file the service cannot send, or a validation that failed (`error`, for the host's
 * `parley-error`), is a problem instead.
 */
async function priceBlast(
  api: ApiTransport,
  { kind, request }: BlastSendDetail,
  recipients: number,
  validate: boolean,
): Promise<{ estimate: BlastEstimate } | { problems: Problems; error?: ApiError }> {
  let total: BlastEstimate['total'] = null;
  if (validate) {
    try {
      const { audienceId: _a, scheduledTime: _s, ...message } = request;
      const result =
        kind === 'sms'
          ? await validateMessage(api, 'sms', message as Omit<BlastSmsRequest, 'audienceId'>)
          : kind === 'mms'
            ? await validateMessage(api, 'mms', message as Omit<BlastMmsRequest, 'audienceId'>)
            : await validateMessage(api, 'rcs', message as Omit<BlastRcsRequest, 'audienceId'>);
      const unsupported = result.unsupportedFiles[0];
      if (unsupported) return { problems: { media: (t) => t('mediaUnsupported', { reason: unsupported.reason }) } };
      total = totalOf(result.estimatedCost, recipients);
    } catch (error) {
      if (!isApiError(error)) throw error;
      return { problems: { cost: (t) => failureLine(t, 'validate', error) }, error };
    }
  }
  return { estimate: { total } };
}

/**
 * Review's figures: the validation's (`priceBlast`), then the service's split of the audience (what each
 * recipient will get, by the send's rules). Either failing keeps the blast in its edit step with the reason, in both
 * elements: the confirm is where a person agrees to a price and a split for thousands of messages, so it is shown
 * only with them (a confirm without them would ask to send blind); Review again tries both once more.
 */
export async function reviewFigures(
  api: ApiTransport,
  detail: BlastSendDetail,
  recipients: number,
  validate: boolean,
): Promise<{ estimate: BlastEstimate; split: Split } | { problems: Problems; error?: ApiError }> {
  const found = await priceBlast(api, detail, recipients, validate);
  if ('problems' in found) return found;
  try {
    return { estimate: found.estimate, split: await loadSplit(api, detail) };
  } catch (error) {
    if (!isApiError(error)) throw error;
    return { problems: { cost: (t) => t('estimateFailed', { reason: whyFailed(t, error) }) }, error };
  }
}

/** Sends the blast the fields make, under one `Idempotency-Key` per blast (a retry after a failure never sends twice). */
export function sendRequest(
  api: ApiTransport,
  { kind, request }: BlastSendDetail,
  idempotencyKey: string,
): Promise<Blast> {
  return kind === 'sms'
    ? sendBlast(api, 'sms', request as BlastSmsRequest, { idempotencyKey })
    : kind === 'mms'
      ? sendBlast(api, 'mms', request as BlastMmsRequest, { idempotencyKey })
      : sendBlast(api, 'rcs', request as BlastRcsRequest, { idempotencyKey });
}
