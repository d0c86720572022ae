/**
 * The parts of the live previews that an empty text message does not show (with `later.ts`): media, rich
 * cards, the carousel, suggestion chips, and the SMS/MMS phone of the fallback. Only http(s) media are loaded, once
 * their URL has settled; text is always rendered as text (never as HTML).
 */
import { html, nothing } from 'lit';
import { ref } from 'lit/directives/ref.js';
import { chipLabel, layoutCard, layoutCarousel } from '../../core/rbm-layout.js';
import { isHttpUrl } from '../../core/url-safety.js';
import { fallbackChannel } from '../../schemas/constants.js';
/**
 * A line clamp set through the CSSOM, which a strict CSP allows where a `style` attribute is refused (`styleMap` too
 * writes the attribute on its first render).
 */
const clamp = (lines) => ref((el) => el?.style.setProperty('-webkit-line-clamp', String(lines)));
/**
 * A media URL is loaded once it has stayed in the draft for a moment: typing one must not request every prefix of it
 * (`http://1`, `http://12`, …) from hosts the user never meant. When each URL was first seen is a fact of the page
 * (kept here); `update`, the preview's own composer's, renders that composer again once the URL has settled.
 */
const SETTLE_MS = 400;
const firstSeen = new Map();
function settled(url, update) {
    const now = Date.now();
    const at = firstSeen.get(url);
    if (at === undefined) {
        if (firstSeen.size > 100)
            firstSeen.clear(); // prefixes typed long ago
        firstSeen.set(url, now);
        setTimeout(update, SETTLE_MS);
        return false;
    }
    return now - at >= SETTLE_MS;
}
/** A URL that arrived whole (an upload's answer): previewed at once. */
export function settleMedia(url) {
    firstSeen.set(url, 0);
}
/**
 * A picture box of the media's height in dp (as CSS px: SHORT 112, MEDIUM 168, TALL 264); a picture that fails to
 * load leaves the box (no broken-image icon).
 */
const media = (m, update, height) => m
    ? html `<div class="media ${String(height ?? m.height ?? 'MEDIUM').toLowerCase()}">
        ${isHttpUrl(m.url) && settled(m.url, update) ? html `<img src=${m.url} alt="" loading="lazy" @error=${hide} />` : nothing}
      </div>`
    : nothing;
const hide = (e) => (e.target.hidden = true);
/**
 * A suggestion as phones show it: an action's symbol (a reply has none; the label says what it does), then its label
 * on one line, cut at 25 characters.
 */
const ACTION_ICONS = {
    openUrl: '↗',
    dial: '☎',
    viewLocation: '◉',
    shareLocation: '➤',
    createCalendarEvent: '▦',
};
const label = (s) => {
    const icon = ACTION_ICONS[s?.type];
    return html `${icon ? html `<span class="ic" aria-hidden="true">${icon}</span>` : nothing}${chipLabel(s?.text).text || '…'}`;
};
/** The message's suggestions: one row of one-line chips, scrolled sideways as phones do (never wrapped). */
export const chips = (list) => list?.length
    ? html `<div class="chips" part="chips">${list.map((s) => html `<span class="chip" part="chip" dir="auto">${label(s)}</span>`)}</div>`
    : nothing;
/**
 * A rich card as phones lay it out (`core/rbm-layout.ts`): its width (standalone, or the carousel's SMALL 120 / MEDIUM
 * 232 dp), its media height, the title and description clamped to the lines the card has room for, and only the
 * suggestions that fit, as the card's full-width rows. `update` renders the composer again when its media settle.
 */
export const cardView = (c, update, width = 'STANDALONE', layout = c && layoutCard(c, width)) => c && layout
    ? html `<div class="p-card w-${width.toLowerCase()}" part="preview-card" data-height=${layout.heightDp}>
        ${media(c.media, update, layout.media)}
        ${layout.title.lines || layout.description.lines
        ? html `<div class="p-body">
              ${layout.title.lines ? html `<strong dir="auto" ${clamp(layout.title.lines)}>${c.title}</strong>` : nothing}
              ${layout.description.lines ? html `<p dir="auto" ${clamp(layout.description.lines)}>${c.description}</p>` : nothing}
            </div>`
        : nothing}
        ${layout.suggestions.shown
        ? html `<div class="c-actions">${c.suggestions.slice(0, layout.suggestions.shown).map((s) => html `<span class="c-action" part="chip" dir="auto">${label(s)}</span>`)}</div>`
        : nothing}
      </div>`
    : nothing;
/** A media message: its picture in a bubble of its own. */
export const mediaBubble = (m, update) => html `<div class="bubble media-only" part="bubble">${media(m, update)}</div>`;
/**
 * A carousel: its cards side by side at the carousel's width, scrolled sideways; as tall as its tallest card after
 * cutting, each card keeping its own height (not stretched with empty space).
 */
export const carouselView = (label, carousel, update) => {
    const layout = layoutCarousel(carousel);
    const width = carousel?.cardWidth === 'SMALL' ? 'SMALL' : 'MEDIUM';
    return html `<div class="carousel" part="preview-carousel" tabindex="0" role="group" aria-label=${label} data-height=${layout.heightDp}>${carousel?.cards?.map((c, i) => cardView(c, update, width, layout.cards[i]))}</div>`;
};
/**
 * The SMS/MMS phone a non-RCS phone's owner sees instead: the sender's number, a green SMS bubble, and the composer's
 * one count of its segments (`sms`, as it will go); `time` is when it is scheduled, else "now".
 */
export function fallbackPhone(t, f, sms, time, update) {
    const channel = sms?.channel ?? fallbackChannel(f);
    return html `<figure class="phone sms" part="fallback-preview">
    <figcaption>${t(channel === 'SMS' ? 'smsPreview' : 'mmsPreview')}</figcaption>
    <div class="p-head"><span class="p-initial" aria-hidden="true">#</span><bdi dir="ltr">${f.from || '—'}</bdi></div>
    <div class="screen">
      <small class="p-time">${time}</small>
      ${(f.mediaUrls ?? []).map((url) => media({ url, height: 'SHORT' }, update))}
      ${f.text ? html `<div class="bubble sms" part="bubble" dir="auto">${f.text}</div>` : nothing}
      ${f.text && sms && channel === 'SMS' ? html `<small>${t('segmentsShort', { count: sms.segments })}</small>` : nothing}
    </div>
  </figure>`;
}
