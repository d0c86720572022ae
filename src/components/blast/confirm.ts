/**
 * A blast's one confirm view, for `<parley-blast>` and the composer's blast mode alike: before anything is sent it
 * says what will be sent (the message, its image or file, the SMS/MMS fallback and the number it comes from), when
 * (now, or the scheduled time), as what and from whom (by name), to how many, the segments of the SMS leg, the
 * estimated total and what each recipient will get (`split.ts`); then Edit and Send (or Schedule). Each element keeps
 * what its buttons do, where the focus goes and its error line; the words and the rows are this module's.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { countSegments } from '../../core/sms-segments.js';
import type { BlastSendDetail } from '../../events/blast.js';
import type { BlastKey } from '../../i18n/blast.js';
import type { BlastMmsRequest, BlastRcsRequest, BlastSmsRequest } from '../../schemas/blasts.js';
import { fallbackChannel } from '../../schemas/constants.js';
import { money } from '../../core/money.js';
import { whenWords, type BlastEstimate } from './progress.js';
import { senderLabel, senderOf, type BlastSender } from './senders.js';
import { splitList, type Split } from './split.js';
import { busy } from './steps.js';

type T = (key: BlastKey, vars?: Record<string, string | number>) => string;

export interface ConfirmView {
  t: T;
  locale: string;
  detail: BlastSendDetail;
  audience: string;
  recipients: number;
  /** The team's senders, to name the sender and the fallback's number (`null`/`undefined`: said by their ids). */
  senders: BlastSender[] | null | undefined;
  /** The validation's price × recipients: the total when there is no split. */
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

const present = (value: string | undefined): value is string => !!value?.trim();

/**
 * What the request sends, as written: its words (an RCS card's or carousel's titles and descriptions), its files (an
 * MMS's, RCS media), and its SMS/MMS fallback (RCS).
 */
function contentOf({ kind, request }: BlastSendDetail) {
  if (kind === 'rcs') {
    const { rcs, fallback } = request as BlastRcsRequest;
    const cards = rcs.card ? [rcs.card] : (rcs.carousel?.cards ?? []);
    return {
      text: [rcs.text, ...cards.flatMap((card) => [card.title, card.description])].filter(present).join('\n'),
      media: [rcs.media?.url, ...cards.map((card) => card.media?.url)].filter(present),
      fallback,
    };
  }
  const { text, mediaUrls } = request as BlastSmsRequest & Partial<BlastMmsRequest>;
  return { text: text ?? '', media: mediaUrls ?? [], fallback: undefined };
}

/** Files as written, one a line, left to right (a URL is not a sentence). */
const files = (urls: string[]) => urls.map((url, i) => html`${i ? html`<br />` : nothing}${url}`);

/** The first rows: the message, its files, the fallback with its files and its number, and when it goes out. */
function whatIsSent(v: ConfirmView, byId: (id: string) => BlastSender): TemplateResult {
  const { t } = v;
  const { text, media, fallback } = contentOf(v.detail);
  const at = v.detail.request.scheduledTime;
  return html`${present(text) ? html`<dt>${t('message')}</dt><dd class="said" dir="auto" data-said="message">${text}</dd>` : nothing}
    ${media.length ? html`<dt>${t('summaryMedia')}</dt><dd class="url" dir="ltr" data-said="media">${files(media)}</dd>` : nothing}
    ${present(fallback?.text) ? html`<dt>${t('summaryFallback')}</dt><dd class="said" dir="auto" data-said="fallback">${fallback.text}</dd>` : nothing}
    ${
      fallback?.mediaUrls?.length
        ? html`<dt>${t('summaryFallbackMedia')}</dt><dd class="url" dir="ltr" data-said="fallbackMedia">${files(fallback.mediaUrls)}</dd>`
        : nothing
    }
    ${fallback ? html`<dt>${t('fallbackFrom')}</dt><dd data-said="fallbackFrom"><bdi>${senderLabel(t, byId(fallback.from))}</bdi></dd>` : nothing}
    <dt>${t('summaryWhen')}</dt><dd data-said="when">${at ? whenWords(at, v.locale) : t('whenNow')}</dd>`;
}

/**
 * The segments the blast's SMS leg sends per message, or `null` when it has none. Segments are an SMS notion: an RCS
 * message and an MMS are one message each (the estimate's `segments.rcs` and `.mms` are 1), so an SMS blast says its
 * own, an RCS blast its SMS fallback's, and an MMS blast, an RCS one without fallback or with an MMS one say none.
 * The service's split decides (`segments.sms`, by the send's own rules); without it, counted here by the same rules.
 */
function smsSegments({ kind, request }: BlastSendDetail, split: Split | undefined): number | null {
  if (split) return split.segments.sms;
  if (kind === 'sms') return countSegments((request as BlastSmsRequest).text).segments;
  const fallback = kind === 'rcs' ? (request as BlastRcsRequest).fallback : undefined;
  return fallback && fallbackChannel(fallback) === 'SMS' ? countSegments(fallback.text ?? '').segments : null;
}

/** Audience, recipients, the SMS leg's segments and the estimated total, after what is sent. */
function summary(v: ConfirmView, byId: (id: string) => BlastSender): TemplateResult {
  const { t } = v;
  const segments = smsSegments(v.detail, v.split);
  // The split's total prices each leg by who it reaches (the send's own rules); without it, one message × recipients.
  const total = v.split ? v.split.cost.total : v.estimate?.total;
  return html`<dl class="summary" part="summary">
    ${whatIsSent(v, byId)}
    <dt>${t('audience')}</dt><dd>${v.audience}</dd>
    <dt>${t('recipients')}</dt><dd>${t('figure', { count: v.recipients })}</dd>
    ${
      segments === null
        ? nothing
        : html`<dt>${t(v.detail.kind === 'rcs' ? 'segmentsFallback' : 'segments')}</dt>
          <dd data-said="segments">${t('figure', { count: segments })}</dd>`
    }
    <dt>${t('estimatedTotal')}</dt><dd data-said="total">${total ? money(v.locale, total) : '—'}</dd>
  </dl>`;
}

export function confirmStep(v: ConfirmView): TemplateResult {
  const { t } = v;
  const { kind, request } = v.detail;
  const byId = (id: string) => (v.senders ?? []).find((s) => s.id === id) ?? senderOf(id);
  const rcsAs = (request as BlastRcsRequest).fallback ? t('sendAsRcs') : t('sendAsRcsOnly');
  const as = kind === 'rcs' ? rcsAs : kind.toUpperCase();
  const scheduled = !!request.scheduledTime;
  return html`<section aria-labelledby="confirm-title">
    <h3 id="confirm-title" tabindex="-1">${t('confirmTitle', { count: v.recipients })}</h3>
    <p class="muted">${withSender(t('confirmAs', { as, from: FROM }), senderLabel(t, byId(request.from)))}</p>
    ${summary(v, byId)}
    ${v.split ? splitList(t, v.locale, v.split) : nothing}
    ${v.errorLine}
    <div class="actions">
      <button type="button" class="btn" part="button" aria-disabled=${busy(v.sending)} @click=${v.sending ? null : v.edit}>${t('edit')}</button>
      <button type="button" class="btn btn-primary" part="button" aria-disabled=${busy(v.sending)} @click=${v.sending ? null : v.send}>
        ${v.sending ? t('sending') : scheduled ? t('scheduleIt') : t('sendNow')}
      </button>
    </div>
  </section>`;
}
