/**
 * `<parley-blast>`'s confirm and progress steps, drawn from what the element knows: the confirm step says, before
 * anything is sent, what will be sent (the message, its image or file, the SMS/MMS fallback and the number it comes
 * from), when (now, or the scheduled time), as what and from whom (by name), to how many, the segments, the estimated
 * total and what each recipient will get (`split.ts`); the progress step the blast's counters, what each recipient
 * got, who did not get it, and the actions that still apply (cancel while scheduled, a new blast once final); and the
 * edit step's place when there is nothing to choose from, saying why. Each step's heading takes the focus when the step is shown (`tabindex="-1"`).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { BlastSendDetail } from '../../events/blast.js';
import type { SourcesFailure } from './sources.js';
import type { BlastKey } from '../../i18n/blast.js';
import type { Blast, BlastMmsRequest, BlastRcsRequest, BlastRecipient, BlastSmsRequest } from '../../schemas/blasts.js';
import { blastProgress, blastSummary, failedList, FINAL_BLAST, whenWords, type BlastEstimate } from './progress.js';
import { senderLabel, senderOf, type BlastSender } from './senders.js';
import { gotList, splitList, type Split } from './split.js';

type T = (key: BlastKey, vars?: Record<string, string | number>) => string;

/**
 * `aria-disabled` of a button that is busy: it keeps the focus (a disabled button drops it to the page), says so in
 * its words, and does nothing when pressed.
 */
export const busy = (on: boolean) => (on ? 'true' : nothing);

/** Why there is nothing to choose from, and Retry where trying again may help (busy while it tries). */
export function loadFailed(t: T, failure: SourcesFailure, retrying: boolean, retry: () => void): TemplateResult {
  return html`<p role="alert" class="error-text" part="error">${failure.say(t)}</p>
    ${
      failure.retry
        ? html`<div class="actions"><button id="load-retry" class="btn" part="button" aria-disabled=${busy(retrying)}
            @click=${retrying ? null : retry}>${retrying ? t('retrying') : t('retry')}</button></div>`
        : nothing
    }`;
}

export interface ConfirmView {
  t: T;
  locale: string;
  detail: BlastSendDetail;
  audience: string;
  recipients: number;
  senders: BlastSender[] | null | undefined;
  estimate: BlastEstimate | undefined;
  split: Split | undefined;
  sending: boolean;
  errorLine: TemplateResult | typeof nothing;
  edit: () => void;
  send: () => void;
}

/** Where a sentence names the sender: the name goes in a `<bdi>`, so its digits stay with it in an Arabic sentence. */
const FROM = '\u{E000}';
const withSender = (sentence: string, sender: string) => {
  const [before, after] = sentence.split(FROM);
  return after === undefined ? sentence : html`${before}<bdi>${sender}</bdi>${after}`;
};

/** What the request sends, as written: its text, its image or file (MMS), and its SMS/MMS fallback (RCS). */
function contentOf({ kind, request }: BlastSendDetail) {
  if (kind === 'rcs') {
    const { rcs, fallback } = request as BlastRcsRequest;
    return { text: rcs.text, media: undefined, fallback };
  }
  const media = kind === 'mms' ? (request as BlastMmsRequest).mediaUrls?.[0] : undefined;
  return { text: (request as BlastSmsRequest | BlastMmsRequest).text, media, fallback: undefined };
}

/** The confirm step's first rows: the message, its file, the fallback and its number, and when it goes out. */
function whatIsSent(v: ConfirmView, byId: (id: string) => BlastSender): TemplateResult {
  const { t } = v;
  const { text, media, fallback } = contentOf(v.detail);
  const at = v.detail.request.scheduledTime;
  return html`${text?.trim() ? html`<dt>${t('message')}</dt><dd class="said" dir="auto" data-said="message">${text}</dd>` : nothing}
    ${media ? html`<dt>${t('summaryMedia')}</dt><dd class="url" dir="ltr" data-said="media">${media}</dd>` : nothing}
    ${
      fallback
        ? html`<dt>${t('summaryFallback')}</dt><dd class="said" dir="auto" data-said="fallback">${fallback.text ?? ''}</dd>
          <dt>${t('fallbackFrom')}</dt><dd data-said="fallbackFrom"><bdi>${senderLabel(t, byId(fallback.from))}</bdi></dd>`
        : nothing
    }
    <dt>${t('summaryWhen')}</dt><dd data-said="when">${at ? whenWords(at, v.locale) : t('whenNow')}</dd>`;
}

export function confirmStep(v: ConfirmView): TemplateResult {
  const { t } = v;
  const { kind, request } = v.detail;
  const byId = (id: string) => (v.senders ?? []).find((s) => s.id === id) ?? senderOf(id);
  const as = kind === 'rcs' ? ('fallback' in request ? t('sendAsRcs') : t('sendAsRcsOnly')) : kind.toUpperCase();
  // The split's total prices each leg by who it reaches (the send's own rules); without it, one message × recipients.
  const estimate = v.split && v.estimate ? { ...v.estimate, total: v.split.cost.total } : v.estimate;
  const scheduled = !!request.scheduledTime;
  return html`<section aria-labelledby="confirm-title">
    <h3 id="confirm-title" tabindex="-1">${t('confirmTitle', { count: v.recipients })}</h3>
    <p class="muted">${withSender(t('confirmAs', { as, from: FROM }), senderLabel(t, byId(request.from)))}</p>
    ${blastSummary(t, v.locale, v.audience, v.recipients, estimate, whatIsSent(v, byId))}
    ${v.split ? splitList(t, v.locale, v.split) : nothing}
    ${v.errorLine}
    <div class="actions">
      <button class="btn" part="button" aria-disabled=${busy(v.sending)} @click=${v.sending ? null : v.edit}>${t('edit')}</button>
      <button class="btn btn-primary" part="button" aria-disabled=${busy(v.sending)} @click=${v.sending ? null : v.send}>
        ${v.sending ? t('sending') : scheduled ? t('scheduleIt') : t('sendNow')}
      </button>
    </div>
  </section>`;
}

export interface ProgressView {
  t: T;
  locale: string;
  blast: Blast;
  split: Split | undefined;
  failures: { data: BlastRecipient[]; more: boolean } | undefined;
  /** The address of a recipient's thread, `{conversationId}` replaced; without it `open` is called instead. */
  threadHref: string | undefined;
  open: (recipient: BlastRecipient) => void;
  canCancel: boolean;
  errorLine: TemplateResult | typeof nothing;
  cancel: () => void;
  reset: () => void;
}

export function progressStep(v: ProgressView): TemplateResult {
  const { t, blast } = v;
  return html`<section part="progress" aria-labelledby="progress-title">
      <h3 id="progress-title" tabindex="-1">${t('progress')}</h3>
      ${blastProgress(t, v.locale, blast)}
      ${blast.status === 'SCHEDULED' || blast.status === 'CANCELLED' ? nothing : gotList(t, blast, v.split)}
      ${failedList(t, v.failures, {
        href: (r) =>
          v.threadHref ? v.threadHref.replaceAll('{conversationId}', encodeURIComponent(r.conversationId)) : null,
        open: v.open,
      })}
      ${v.errorLine}
      <div class="actions">
        ${
          blast.status === 'SCHEDULED' && v.canCancel
            ? html`<button class="btn" part="button" @click=${v.cancel}>${t('cancel')}</button>`
            : nothing
        }
        ${FINAL_BLAST.has(blast.status) ? html`<button class="btn" part="button" @click=${v.reset}>${t('newBlast')}</button>` : nothing}
      </div>
    </section>`;
}
