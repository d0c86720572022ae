/**
 * Rendering of one message: SMS/MMS text and media, RCS text, media, cards, carousels and suggestion chips,
 * delivery status (with the fallback leg), scheduled-message cancel, and reactions (the picker itself is
 * `<parley-reaction-picker>`, loaded on first use).
 * Everything from the wire is bound as text; URLs go through `safeLinkUrl` before reaching `href` or `src`.
 * Controls carry `tabindex="-1"`: the log is one Tab stop, and arrow keys move between messages and their controls.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { formatTime } from '../../core/format.js';
import { safeLinkUrl } from '../../core/url-safety.js';
import type { InboxKey } from '../../i18n/inbox.js';
import type { ReactionPickEvent } from './reaction-picker.js';
import type { Message, RcsCard, RcsMedia, Suggestion } from '../../schemas/messages.js';

/** What a bubble can do; the inbox implements it. */
export interface BubbleActions {
  react(message: Message, emoji: string): void;
  /** Opens or closes the reaction picker of a message (`<parley-reaction-picker>`, loaded on first use). */
  togglePicker(message: Message): void;
  /** The open picker closed itself (Escape, Tab); it has returned focus to its toggle. */
  closePicker(): void;
  cancelSchedule(message: Message): void;
}

/** What a bubble needs besides its message: who is looking, what they may do, and what is in flight. */
export interface BubbleContext {
  t(key: InboxKey, vars?: Record<string, string | number>): string;
  locale: string;
  /** The signed-in user (`sub` of the embed token), to tell one's own reactions apart. */
  me: string | undefined;
  /** Display name of the other side. */
  contactName: string;
  /** Controls shown for the token's scopes (`messages:react`, `messages:schedule`). */
  can: { react: boolean; cancel: boolean };
  /** Message id whose reaction picker is open. */
  pickerFor: string | null;
  /** Message ids with a reaction or cancel request in flight. */
  busy: ReadonlySet<string>;
  on: BubbleActions;
}

const LINK = /\b(?:https?:\/\/|mailto:|tel:)[^\s<>"']+/gi;
const TRAILING = /[.,;:!?)\]}'"]+$/;

/** Text with its http(s)/mailto/tel URLs as safe links; everything else stays text. */
export function linkify(text: string): (string | TemplateResult)[] {
  const parts: (string | TemplateResult)[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const raw = match[0].replace(TRAILING, '');
    const href = safeLinkUrl(raw);
    if (!href) continue;
    parts.push(text.slice(last, match.index), externalLink(href, raw));
    last = match.index + raw.length;
  }
  parts.push(text.slice(last));
  return parts;
}

function externalLink(href: string, label: string, part = 'link'): TemplateResult {
  return html`<a part=${part} href=${href} target="_blank" rel="noopener noreferrer" tabindex="-1">${label}</a>`;
}

function image(url: string, alt: string, height?: RcsMedia['height']): TemplateResult | typeof nothing {
  const src = safeLinkUrl(url, ['https:', 'http:']);
  if (!src) return nothing;
  return html`<img part="media" class="media ${height ? `h-${height.toLowerCase()}` : ''}" src=${src} alt=${alt} loading="lazy" decoding="async" referrerpolicy="no-referrer" />`;
}

function suggestion(s: Suggestion): TemplateResult {
  const href = s.type === 'openUrl' ? safeLinkUrl(s.url) : s.type === 'dial' ? safeLinkUrl(`tel:${s.phoneNumber}`) : null;
  return href ? externalLink(href, s.text, 'chip') : html`<span part="chip" class="chip">${s.text}</span>`;
}

function chips(list: readonly Suggestion[] | undefined): TemplateResult | typeof nothing {
  return list?.length ? html`<div class="chips">${list.map(suggestion)}</div>` : nothing;
}

function card(c: RcsCard, ctx: BubbleContext): TemplateResult {
  return html`<div part="card" class="card">
    ${c.media ? image(c.media.url, c.title ?? ctx.t('media', { n: 1 }), c.media.height) : nothing}
    ${c.title ? html`<strong class="card-title" dir="auto">${c.title}</strong>` : nothing}
    ${c.description ? html`<p class="card-text" dir="auto">${c.description}</p>` : nothing} ${chips(c.suggestions)}
  </div>`;
}

function content(m: Message, ctx: BubbleContext): unknown {
  const rcs = m.rcs;
  if (rcs) {
    return html`${rcs.text ? html`<p class="text" dir="auto">${linkify(rcs.text)}</p>` : nothing}
    ${rcs.media ? image(rcs.media.url, ctx.t('media', { n: 1 }), rcs.media.height) : nothing}
    ${rcs.card ? card(rcs.card, ctx) : nothing}
    ${rcs.carousel
      ? html`<div class="carousel ${rcs.carousel.cardWidth === 'SMALL' ? 'small' : ''}" part="carousel" tabindex="-1" role="group" aria-label=${ctx.t('richMessage')}>
          ${rcs.carousel.cards.map((c) => card(c, ctx))}
        </div>`
      : nothing}
    ${chips(rcs.suggestions)}`;
  }
  return html`${m.text ? html`<p class="text" dir="auto">${linkify(m.text)}</p>` : nothing}
  ${m.mediaUrls.length ? html`<div class="media-row">${m.mediaUrls.map((url, i) => image(url, ctx.t('media', { n: i + 1 })))}</div>` : nothing}`;
}

/** Status line: time, delivery state, failure reason, the SMS/MMS leg of a fallback, or the scheduled time. */
function status(m: Message, ctx: BubbleContext): TemplateResult {
  const time = formatTime(m.sentAt ?? m.createdAt, ctx.locale);
  if (m.status === 'SCHEDULED' && m.scheduledTime) {
    const when = `${formatTime(m.scheduledTime, ctx.locale)} ${new Date(m.scheduledTime).toLocaleDateString(ctx.locale)}`;
    return html`<div class="status" part="status">
      <span>${ctx.t('scheduledFor', { time: when })}</span>
      ${ctx.can.cancel
        ? html`<button class="link-btn" part="cancel-button" tabindex="-1" ?disabled=${ctx.busy.has(m.id)} aria-label=${ctx.t('cancelScheduleLabel', { time: when })} @click=${() => ctx.on.cancelSchedule(m)}>
            ${ctx.t('cancelSchedule')}
          </button>`
        : nothing}
    </div>`;
  }
  let label: string;
  if (m.status === 'FALLBACK_SENT' && m.fallbackMessage) {
    label = ctx.t('fallbackLegs', { type: m.fallbackMessage.type, status: ctx.t(m.fallbackMessage.status) });
  } else if (m.status === 'FAILED') {
    label = m.error ? ctx.t('failedBecause', { reason: m.error.message }) : ctx.t('FAILED');
  } else {
    label = m.direction === 'inbound' ? '' : ctx.t(m.status, { type: m.fallbackMessage?.type ?? 'SMS' });
  }
  const failed = m.status === 'FAILED';
  return html`<div class="status ${failed ? 'error-text' : ''}" part="status">
    ${failed ? html`<span class="icon" aria-hidden="true">⚠</span>` : nothing}<time datetime=${m.createdAt}>${time}</time>${label ? html`<span>· ${label}</span>` : nothing}
  </div>`;
}

function reactions(m: Message, ctx: BubbleContext): TemplateResult | typeof nothing {
  const groups = new Map<string, string[]>();
  for (const r of m.reactions) groups.set(r.emoji, [...(groups.get(r.emoji) ?? []), r.by]);
  if (!groups.size && !ctx.can.react) return nothing;
  const open = ctx.pickerFor === m.id;
  return html`<div class="reactions" part="reactions">
    ${[...groups].map(([emoji, by]) => {
      const mine = !!ctx.me && by.includes(ctx.me);
      const who = by.map((b) => (b === ctx.me ? ctx.t('you') : b)).join(', ');
      return html`<button class="reaction" part="reaction" tabindex="-1" aria-pressed=${mine ? 'true' : 'false'} ?disabled=${!ctx.can.react || ctx.busy.has(m.id)}
        aria-label=${ctx.t('reactionCount', { emoji, count: by.length, who })} @click=${() => ctx.on.react(m, emoji)}>
        <span aria-hidden="true">${emoji} ${by.length}</span>
      </button>`;
    })}
    ${ctx.can.react
      ? html`<button class="reaction add" part="react-button" tabindex="-1" aria-haspopup="menu" aria-expanded=${open ? 'true' : 'false'} aria-label=${ctx.t('react')}
          data-picker-trigger=${m.id} @click=${() => ctx.on.togglePicker(m)}>
          <span aria-hidden="true">☺+</span>
        </button>`
      : nothing}
    ${open
      ? html`<parley-reaction-picker label=${ctx.t('react')} .labelFor=${(emoji: string) => ctx.t('reactWith', { emoji })}
          .moreLabel=${ctx.t('moreReactions')} .searchLabel=${ctx.t('searchEmoji')} .emptyLabel=${ctx.t('noEmoji')}
          @reaction-pick=${(e: Event) => ctx.on.react(m, (e as ReactionPickEvent).emoji)} @picker-close=${() => ctx.on.closePicker()}></parley-reaction-picker>`
      : nothing}
  </div>`;
}

/** One message as a list item of the log. */
export function renderBubble(m: Message, ctx: BubbleContext): TemplateResult {
  const out = m.direction === 'outbound';
  // A failed delivery is drawn as an outline in the error color (readable text, not the sent bubble's fill).
  return html`<div class="bubble ${out ? 'out' : 'in'} ${m.status === 'CANCELLED' ? 'cancelled' : ''} ${m.status === 'FAILED' ? 'failed' : ''}" part="message ${out ? 'message-outbound' : 'message-inbound'}">
    <span class="visually-hidden">${out ? ctx.t('you') : ctx.contactName}:</span>
    ${content(m, ctx)} ${status(m, ctx)}
  </div>
  ${reactions(m, ctx)}`;
}
