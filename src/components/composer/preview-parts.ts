/**
 * The parts of the live previews shared by the kinds' previews (with `later.ts`): the picture box of media, cards and
 * MMS, suggestion chips, and the SMS/MMS phone of the fallback (each kind's own preview is in its `kinds/<kind>.later.ts`).
 * Only http(s) media are loaded, once their URL has settled; text is always rendered as text (never as HTML).
 *
 * @csspart bubble - A message bubble in a preview.
 * @csspart chips - The message's row of suggestion chips in the preview.
 * @csspart chip - A suggestion chip in the preview.
 * @csspart fallback-preview - The SMS/MMS phone preview.
 * @csspart short-link - A link in a preview's SMS/MMS bubble as it will be sent: the stand-in of its short link.
 * @csspart short-link-note - Under the SMS/MMS bubble: its links will be shortened when sent.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { chipLabel } from '../../core/rbm-layout.js';
import { isHttpUrl } from '../../core/url-safety.js';
import type { ComposerKey } from '../../i18n/composer.js';
import { fallbackChannel } from '../../schemas/constants.js';
import type { SendRequest } from '../../schemas/messages.js';
import type { SmsFigures } from './summary.js';
import { standInPieces } from './as-sent.js';

type T = (key: ComposerKey, vars?: Record<string, string | number>) => string;
type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- drafts may be partial

/**
 * A media URL is loaded once it has stayed in the draft for a moment: typing one must not request every prefix of it
 * (`http://1`, `http://12`, …) from hosts the user never meant. When each URL was first seen is a fact of the page
 * (kept here); `update`, the preview's own composer's, renders that composer again once the URL has settled.
 */
const SETTLE_MS = 400;
const firstSeen = new Map<string, number>();
function settled(url: string, update: () => void): boolean {
  const now = Date.now();
  const at = firstSeen.get(url);
  if (at === undefined) {
    if (firstSeen.size > 100) firstSeen.clear(); // prefixes typed long ago
    firstSeen.set(url, now);
    setTimeout(update, SETTLE_MS);
    return false;
  }
  return now - at >= SETTLE_MS;
}

/** A URL that arrived whole (an upload's answer): previewed at once. */
export function settleMedia(url: string): void {
  firstSeen.set(url, 0);
}

/**
 * A picture box of the media's height in dp (as CSS px: SHORT 112, MEDIUM 168, TALL 264); a picture that fails to
 * load leaves the box (no broken-image icon).
 */
export const pictureBox = (m: Any | undefined, update: () => void, height?: string) =>
  m
    ? html`<div class="media ${String(height ?? m.height ?? 'MEDIUM').toLowerCase()}">
        ${isHttpUrl(m.url) && settled(m.url, update) ? html`<img src=${m.url} alt="" loading="lazy" @error=${hide} />` : nothing}
      </div>`
    : nothing;
const hide = (e: Event) => ((e.target as HTMLElement).hidden = true);

/**
 * A suggestion as phones show it: an action's symbol (a reply has none; the label says what it does), then its label
 * on one line, cut at 25 characters.
 */
const ACTION_ICONS: Record<string, string> = {
  openUrl: '↗',
  dial: '☎',
  viewLocation: '◉',
  shareLocation: '➤',
  createCalendarEvent: '▦',
};
export const suggestionLabel = (s: Any) => {
  const icon = ACTION_ICONS[s?.type];
  return html`${icon ? html`<span class="ic" aria-hidden="true">${icon}</span>` : nothing}${chipLabel(s?.text).text || '…'}`;
};

/** The message's suggestions: one row of one-line chips, scrolled sideways as phones do (never wrapped). */
export const chips = (list: Any[] | undefined) =>
  list?.length
    ? html`<div class="chips" part="chips">${list.map((s) => html`<span class="chip" part="chip" dir="auto">${suggestionLabel(s)}</span>`)}</div>`
    : nothing;

/**
 * The bubble's text as it will be sent: a short link's stand-in (`as-sent.ts`: its host, its code to come as
 * `xxxxxxx`) is marked as one, and said to be one under the bubble; only while short links change it (`shortened`),
 * so a typed address that happens to end so is not taken for one.
 */
function smsText(t: T, text: string, shortened: boolean) {
  const pieces = shortened ? standInPieces(text) : [{ text, standIn: false }];
  const marked = pieces.some((p) => p.standIn);
  return {
    bubble: pieces.map((p) => (p.standIn ? html`<span class="short-link" part="short-link">${p.text}</span>` : p.text)),
    note: marked
      ? html`<small class="short-link-note" part="short-link-note">${t('previewShortLinks')}</small>`
      : nothing,
  };
}

/**
 * The SMS/MMS phone a non-RCS phone's owner sees instead: the sender's number, a green SMS bubble of the text as it
 * will go (`f`: its links as short links while "Shorten links" is on, and a note saying so), and the composer's one
 * count of its segments (`sms`, as it will go); `time` is when it is scheduled, else "now"; `caption` names the phone
 * otherwise than "SMS/MMS fallback preview" (the phone comparison's pane).
 */
export function fallbackPhone(
  t: T,
  f: NonNullable<SendRequest['fallback']>,
  sms: SmsFigures | undefined,
  time: string,
  update: () => void,
  caption?: string,
): TemplateResult {
  const channel = sms?.channel ?? fallbackChannel(f);
  const text = f.text ? smsText(t, f.text, !!sms?.shortened) : undefined;
  return html`<figure class="phone sms" part="fallback-preview">
    <figcaption>${caption ?? t(channel === 'SMS' ? 'smsPreview' : 'mmsPreview')}</figcaption>
    <div class="p-head"><span class="p-initial" aria-hidden="true">#</span><bdi dir="ltr">${f.from || '—'}</bdi></div>
    <div class="screen">
      <small class="p-time">${time}</small>
      ${(f.mediaUrls ?? []).map((url) => pictureBox({ url, height: 'SHORT' }, update))}
      ${text ? html`<div class="bubble sms" part="bubble" dir="auto">${text.bubble}</div>${text.note}` : nothing}
      ${f.text && sms && channel === 'SMS' ? html`<small>${t('segmentsShort', { count: sms.segments })}</small>` : nothing}
    </div>
  </figure>`;
}
