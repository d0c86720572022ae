/**
 * The parts of the live previews that an empty text message does not show (with `later.ts`, issue 12): media, rich
 * cards, the carousel, suggestion chips, and the SMS/MMS phone of the fallback. Only http(s) media are loaded, once
 * their URL has settled; text is always rendered as text (never as HTML).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { isHttpUrl } from '../../core/url-safety.js';
import type { ComposerKey } from '../../i18n/composer.js';
import { fallbackChannel } from '../../schemas/constants.js';
import type { SendRequest } from '../../schemas/messages.js';
import type { SmsFigures } from './summary.js';

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

export const chips = (list: Any[] | undefined) =>
  list?.length
    ? html`<div class="chips">${list.map((s) => html`<span class="chip" part="chip" dir="auto">${s.text || '…'}</span>`)}</div>`
    : nothing;

/** A rich card as phones show it (a carousel's cards at its width). */
export const cardView = (c: Any | undefined, width?: string) =>
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

/** The preview re-renders through `update` when a typed media URL has settled. */
export function previewRefresh(update: () => void): void {
  refresh = update;
}

/** A media message: its picture in a bubble of its own. */
export const mediaBubble = (m: Any | undefined) => html`<div class="bubble media-only" part="bubble">${media(m)}</div>`;

/** A carousel: its cards side by side at the carousel's width, scrolled sideways. */
export const carouselView = (label: string, carousel: Any | undefined) =>
  html`<div class="carousel" part="preview-carousel" tabindex="0" role="group" aria-label=${label}>${(carousel?.cards as Any[] | undefined)?.map((c) => cardView(c, carousel?.cardWidth))}</div>`;

/**
 * The SMS/MMS phone a non-RCS phone's owner sees instead: the sender's number, a green SMS bubble, and the composer's
 * one count of its segments (`sms`, as it will go); `time` is when it is scheduled, else "now".
 */
export function fallbackPhone(t: T, f: NonNullable<SendRequest['fallback']>, sms: SmsFigures | undefined, time: string): TemplateResult {
  const channel = sms?.channel ?? fallbackChannel(f);
  return html`<figure class="phone sms" part="fallback-preview">
    <figcaption>${t(channel === 'SMS' ? 'smsPreview' : 'mmsPreview')}</figcaption>
    <div class="p-head"><span class="p-initial" aria-hidden="true">#</span><bdi dir="ltr">${f.from || '—'}</bdi></div>
    <div class="screen">
      <small class="p-time">${time}</small>
      ${(f.mediaUrls ?? []).map((url) => media({ url, height: 'SHORT' }))}
      ${f.text ? html`<div class="bubble sms" part="bubble" dir="auto">${f.text}</div>` : nothing}
      ${f.text && sms && channel === 'SMS' ? html`<small>${t('segmentsShort', { count: sms.segments })}</small>` : nothing}
    </div>
  </figure>`;
}
