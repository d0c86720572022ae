/**
 * Live previews: the RCS message as a phone shows it, and the SMS/MMS a non-RCS phone gets instead.
 * Only http(s) media are loaded; text is always rendered as text (never as HTML).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { isHttpUrl } from '../../core/url-safety.js';
import { countSegments } from '../../core/sms-segments.js';
import type { ComposerKey } from '../../i18n/composer.js';
import { fallbackChannel } from '../../schemas/constants.js';
import type { SendRequest } from '../../schemas/messages.js';

type T = (key: ComposerKey, vars?: Record<string, string | number>) => string;
type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- drafts may be partial

/**
 * A media URL is loaded once it has stayed in the draft for a moment: typing one must not request every prefix of it
 * (`http://1`, `http://12`, …) from hosts the user never meant. `refresh` re-renders the preview when one settles.
 */
const SETTLE_MS = 400;
const firstSeen = new Map<string, number>();
let refresh: () => void = () => {};
function settled(url: string): boolean {
  const now = Date.now();
  const at = firstSeen.get(url);
  if (at === undefined) {
    if (firstSeen.size > 100) firstSeen.clear(); // prefixes typed long ago
    firstSeen.set(url, now);
    setTimeout(refresh, SETTLE_MS);
    return false;
  }
  return now - at >= SETTLE_MS;
}

/** A URL that arrived whole (an upload's answer): previewed at once. */
export function settleMedia(url: string): void {
  firstSeen.set(url, 0);
}

/** A picture box of the card's height; a picture that fails to load leaves the box (no broken-image icon). */
const media = (m: Any | undefined) =>
  m
    ? html`<div class="media ${String(m.height ?? 'MEDIUM').toLowerCase()}">
        ${isHttpUrl(m.url) && settled(m.url) ? html`<img src=${m.url} alt="" loading="lazy" @error=${hide} />` : nothing}
      </div>`
    : nothing;
const hide = (e: Event) => ((e.target as HTMLElement).hidden = true);

const chips = (list: Any[] | undefined) =>
  list?.length
    ? html`<div class="chips">${list.map((s) => html`<span class="chip" part="chip" dir="auto">${s.text || '…'}</span>`)}</div>`
    : nothing;

const card = (c: Any | undefined, width?: string) =>
  c
    ? html`<div class="p-card ${width === 'SMALL' ? 'small' : ''}" part="preview-card">
        ${media(c.media)}
        <div class="p-body">
          ${c.title ? html`<strong dir="auto">${c.title}</strong>` : nothing}
          ${c.description ? html`<p dir="auto">${c.description}</p>` : nothing}
        </div>
        ${chips(c.suggestions)}
      </div>`
    : nothing;

/**
 * The RCS phone preview, framed as a phone shows an RCS conversation (the agent's header, bubbles, chips), and, with
 * a fallback, the SMS/MMS one (the sender's number, a green SMS bubble). `head` is the agent's identity; `smsOnly`
 * (an SMS/MMS blast) shows the SMS/MMS phone alone.
 */
export function preview(t: T, request: SendRequest, head: TemplateResult, update: () => void = () => {}, smsOnly = false): TemplateResult {
  refresh = update;
  const rcs = (request.rcs ?? {}) as Any;
  const f = request.fallback;
  const channel = f ? fallbackChannel(f) : undefined;
  return html`<div class="previews" part="preview">
    ${smsOnly ? nothing : html`<figure class="phone" part="phone">
      <figcaption>${t('rcsPreview')}</figcaption>
      <div class="p-head">${head}</div>
      <div class="screen">
        <small class="p-time">${t('previewNow')}</small>
        ${rcs.text !== undefined ? html`<div class="bubble" part="bubble" dir="auto">${rcs.text || t('emptyText')}</div>` : nothing}
        ${rcs.media ? html`<div class="bubble media-only" part="bubble">${media(rcs.media)}</div>` : nothing}
        ${card(rcs.card)}
        ${rcs.carousel
          ? html`<div class="carousel" part="preview-carousel" tabindex="0" role="group" aria-label=${t('kind_carousel')}>${(rcs.carousel.cards as Any[] | undefined)?.map((c) => card(c, rcs.carousel.cardWidth))}</div>`
          : nothing}
        ${chips(rcs.suggestions)}
      </div>
    </figure>`}
    ${f
      ? html`<figure class="phone sms" part="fallback-preview">
          <figcaption>${t(channel === 'SMS' ? 'smsPreview' : 'mmsPreview')}</figcaption>
          <div class="p-head"><span class="p-initial" aria-hidden="true">#</span><bdi dir="ltr">${f.from || '—'}</bdi></div>
          <div class="screen">
            <small class="p-time">${t('previewNow')}</small>
            ${(f.mediaUrls ?? []).map((url) => media({ url, height: 'SHORT' }))}
            ${f.text ? html`<div class="bubble sms" part="bubble" dir="auto">${f.text}</div>` : nothing}
            ${f.text && channel === 'SMS' ? html`<small>${t('segmentsShort', { count: countSegments(f.text).segments })}</small>` : nothing}
          </div>
        </figure>`
      : nothing}
  </div>`;
}
