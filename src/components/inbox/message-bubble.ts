/**
 * Rendering of one message: SMS/MMS text and media, RCS text, media, cards, carousels and suggestion chips,
 * delivery status icons, what a fallback delivered (the RCS attempt behind a disclosure), scheduled-message
 * cancel, Retry of a failed delivery, the blast tag, images that open the lightbox, and reactions (the picker itself is
 * `<parley-reaction-picker>`, loaded on first use).
 * Everything from the wire is bound as text; URLs go through `safeLinkUrl` before reaching `href` or `src`.
 * Controls carry `tabindex="-1"`: the log is one Tab stop, and arrow keys move between messages and their controls.
 *
 * @csspart message-actions - Under a bubble: around what the host renders there with `renderMessageActions`.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { formatDayLabel, formatTime } from '../../core/format.js';
import { findUrls } from '../../core/short-links.js';
import { safeLinkUrl } from '../../core/url-safety.js';
import type { InboxKey } from '../../i18n/inbox.js';
import type { EmojiGrid, ReactionPickEvent } from './reaction-picker.js';
import type { Message, RcsCard, RcsContent, RcsMedia, Suggestion } from '../../schemas/messages.js';
import { statusIcon } from './status-icon.js';
import { listWords } from '../../core/list-words.js';

/** What a bubble can do; the inbox implements it. */
export interface BubbleActions {
  react(message: Message, emoji: string): void;
  /** Opens or closes the reaction picker of a message (`<parley-reaction-picker>`, loaded on first use). */
  togglePicker(message: Message): void;
  /** The open picker closed itself (Escape, Tab); it has returned focus to its toggle. */
  closePicker(): void;
  cancelSchedule(message: Message): void;
  /** Sends a failed message's content again, as a new message (`messages:send`). */
  retry(message: Message): void;
  /** Opens the lightbox on `images[index]`; focus returns to `opener` when it closes. */
  openImage(message: Message, images: readonly LogImage[], index: number, opener: HTMLElement): void;
  /** Fetches the emoji grid behind "More reactions" (the inbox's lazy parts). */
  loadEmojiGrid(): Promise<EmojiGrid>;
}

/** What a bubble needs besides its message: who is looking, what they may do, and what is in flight. */
export interface BubbleContext {
  t(key: InboxKey, vars?: Record<string, string | number>): string;
  locale: string;
  /** The signed-in user (`sub` of the embed token), to tell one's own reactions apart. */
  me: string | undefined;
  /** Display name of the other side. */
  contactName: string;
  /**
   * Who a reaction's `by` is, in words: "You", the contact's name for the customer's number, a teammate's name from
   * the host's `users`; the raw id only when nobody is known by it.
   */
  nameOf(by: string): string;
  /**
   * The teammate who sent an outbound message (its `sentBy`), in words, when it is not the reader: their reply is
   * never read as "You". Undefined for the reader's own replies and sends that name nobody.
   */
  teammateOf(message: Message): string | undefined;
  /** Controls shown for the token's scopes (`messages:react`, `messages:schedule`, `messages:send`). */
  can: { react: boolean; cancel: boolean; send: boolean };
  /** Click counts of the message's short links (`links:read`), when it has any. */
  linkStats?: ((message: Message) => unknown) | undefined;
  /** Message id whose reaction picker is open. */
  pickerFor: string | null;
  /** Message ids with a reaction, cancel or resend request in flight. */
  busy: ReadonlySet<string>;
  /** The host's actions under a message (`renderMessageActions`). */
  actions?: ((message: Message) => unknown) | undefined;
  /** Failed messages sent again: their Retry is gone (a second copy would be one click away). */
  resent: ReadonlySet<string>;
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

/** An image of a message, and where it sits among the message's images (for the lightbox's arrow keys). */
export interface LogImage {
  src: string;
  alt: string;
}

/** Images of one message, in the order drawn: filled while rendering, read when one is opened. */
type Gallery = LogImage[];

/** A picture that opens the lightbox; hidden behind its description when it cannot load (no broken image). */
function image(
  url: string,
  alt: string,
  m: Message,
  gallery: Gallery,
  ctx: BubbleContext,
  height?: RcsMedia['height'],
): TemplateResult | typeof nothing {
  const src = safeLinkUrl(url, ['https:', 'http:']);
  if (!src) return nothing;
  const index = gallery.push({ src, alt }) - 1;
  return html`<button type="button" class="media-btn ${height ? `h-${height.toLowerCase()}` : ''}" tabindex="-1" aria-haspopup="dialog"
    data-image=${index} @click=${(e: Event) => ctx.on.openImage(m, gallery, index, e.currentTarget as HTMLElement)}>
    <img part="media" class="media" src=${src} alt=${alt} loading="lazy" decoding="async" referrerpolicy="no-referrer"
      @error=${(e: Event) => ((e.target as HTMLElement).parentElement!.dataset.broken = '')} />
    <span class="media-missing">${ctx.t('imageUnavailable')}</span>
  </button>`;
}

function suggestion(s: Suggestion): TemplateResult {
  const href =
    s.type === 'openUrl' ? safeLinkUrl(s.url) : s.type === 'dial' ? safeLinkUrl(`tel:${s.phoneNumber}`) : null;
  return href ? externalLink(href, s.text, 'chip') : html`<span part="chip" class="chip">${s.text}</span>`;
}

function chips(list: readonly Suggestion[] | undefined): TemplateResult | typeof nothing {
  return list?.length ? html`<div class="chips">${list.map(suggestion)}</div>` : nothing;
}

function card(c: RcsCard, m: Message, gallery: Gallery, ctx: BubbleContext): TemplateResult {
  return html`<div part="card" class="card">
    ${c.media ? image(c.media.url, c.title ?? ctx.t('media', { n: gallery.length + 1 }), m, gallery, ctx, c.media.height) : nothing}
    ${c.title ? html`<strong class="card-title" dir="auto">${c.title}</strong>` : nothing}
    ${c.description ? html`<p class="card-text" dir="auto">${c.description}</p>` : nothing} ${chips(c.suggestions)}
  </div>`;
}

function rcsContent(rcs: RcsContent, m: Message, gallery: Gallery, ctx: BubbleContext): TemplateResult {
  return html`${rcs.text ? html`<p class="text" dir="auto">${linkify(rcs.text)}</p>` : nothing}
    ${rcs.media ? image(rcs.media.url, ctx.t('media', { n: gallery.length + 1 }), m, gallery, ctx) : nothing}
    ${rcs.card ? card(rcs.card, m, gallery, ctx) : nothing}
    ${
      rcs.carousel
        ? html`<div class="carousel ${rcs.carousel.cardWidth === 'SMALL' ? 'small' : ''}" part="carousel" tabindex="-1" role="group" aria-label=${ctx.t('richMessage')}>
          ${rcs.carousel.cards.map((c) => card(c, m, gallery, ctx))}
        </div>`
        : nothing
    }
    ${chips(rcs.suggestions)}`;
}

function smsContent(
  text: string | null,
  mediaUrls: readonly string[],
  m: Message,
  gallery: Gallery,
  ctx: BubbleContext,
): TemplateResult {
  return html`${text ? html`<p class="text" dir="auto">${linkify(text)}</p>` : nothing}
  ${mediaUrls.length ? html`<div class="media-row">${mediaUrls.map((url) => image(url, ctx.t('media', { n: gallery.length + 1 }), m, gallery, ctx))}</div>` : nothing}`;
}

/**
 * What the customer received: after a fallback that is the SMS/MMS leg, with its own status;
 * the RCS attempt stays one disclosure away.
 */
function content(m: Message, gallery: Gallery, ctx: BubbleContext): unknown {
  const fb = m.fallbackMessage;
  if (m.rcs && fb) {
    return html`${smsContent(fb.text, fb.mediaUrls, m, gallery, ctx)}
      <p class="fallback-note" part="fallback-note">${ctx.t('fellBack', { type: fb.type })}</p>
      <details class="rcs-attempt" part="rcs-attempt">
        <summary tabindex="-1">${ctx.t('showRcsAttempt')}</summary>
        <div class="rcs-attempt-body">${rcsContent(m.rcs, m, gallery, ctx)}</div>
      </details>`;
  }
  if (m.rcs) return rcsContent(m.rcs, m, gallery, ctx);
  return smsContent(m.text, m.mediaUrls, m, gallery, ctx);
}

/** "Today 14:30", "Tue 14:30" within a week, else "Mar 5, 14:30": the inbox's day words with the time. */
export function scheduleLabel(iso: string, locale: string, now = Date.now()): string {
  const at = new Date(iso);
  const days = Math.round((new Date(at).setHours(0, 0, 0, 0) - new Date(now).setHours(0, 0, 0, 0)) / 86_400_000);
  if (Math.abs(days) <= 1) return `${formatDayLabel(at, locale, now)} ${formatTime(at, locale)}`;
  const near = days > 1 && days < 7;
  return new Intl.DateTimeFormat(
    locale,
    near
      ? { weekday: 'short', hour: 'numeric', minute: '2-digit' }
      : { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  ).format(at);
}

/** The visible word for a status, when it is not the usual sent/delivered/read shown by the icon alone. */
function statusWords(m: Message, ctx: BubbleContext): { text: string; visible: boolean } {
  if (m.status === 'FAILED')
    return { text: m.error ? ctx.t('failedBecause', { reason: m.error.message }) : ctx.t('FAILED'), visible: true };
  if (m.status === 'FALLBACK_SENT' && m.fallbackMessage) {
    // The leg the customer received has its own delivery status.
    return {
      text: `${ctx.t('FALLBACK_SENT', { type: m.fallbackMessage.type })}, ${ctx.t(m.fallbackMessage.status, { type: m.fallbackMessage.type })}`,
      visible: false,
    };
  }
  return {
    text: ctx.t(m.status, { type: m.fallbackMessage?.type ?? 'SMS' }),
    visible: m.status === 'CANCELLED' || m.status === 'QUEUED',
  };
}

/**
 * Status line: blast tag, time, then a status icon with its words for screen readers (visible for failures), the
 * failure's Retry, or the scheduled time with Cancel. Items are separated by spacing, never by a leading "·", so a
 * wrapped line cannot start with one.
 */
function status(m: Message, ctx: BubbleContext, hideTime: boolean): TemplateResult {
  const out = m.direction === 'outbound';
  const blast = m.blastId ? html`<span class="tag blast" part="blast-tag">${ctx.t('sentByBlast')}</span>` : nothing;
  if (m.status === 'SCHEDULED' && m.scheduledTime) {
    const when = scheduleLabel(m.scheduledTime, ctx.locale);
    return html`<div class="status" part="status">
      ${blast}${statusIcon('SCHEDULED')}<span>${ctx.t('scheduledFor', { time: when })}</span>
      ${
        ctx.can.cancel
          ? html`<button class="link-btn" part="cancel-button" tabindex="-1" ?disabled=${ctx.busy.has(m.id)} aria-label=${ctx.t('cancelScheduleLabel', { time: when })} @click=${() => ctx.on.cancelSchedule(m)}>
            ${ctx.t('cancelSchedule')}
          </button>`
          : nothing
      }
    </div>`;
  }
  const fb = m.status === 'FALLBACK_SENT' ? m.fallbackMessage : null;
  const at = fb?.sentAt ?? m.sentAt ?? m.createdAt;
  const words = out ? statusWords(m, ctx) : undefined;
  const failed = m.status === 'FAILED';
  const icon = out ? statusIcon(fb ? fb.status : m.status) : null;
  return html`<div class="status ${failed ? 'error-text' : ''} ${hideTime && !failed ? 'visually-hidden' : ''}" part="status">
    ${blast}<time datetime=${at}>${formatTime(at, ctx.locale)}</time>${icon}${words ? html`<span class=${words.visible ? '' : 'visually-hidden'}>${words.text}</span>` : nothing}
    ${
      failed && ctx.can.send && !ctx.resent.has(m.id)
        ? html`<button class="link-btn" part="retry-button" tabindex="-1" ?disabled=${ctx.busy.has(m.id)} aria-label=${ctx.t('resendLabel')} @click=${() => ctx.on.retry(m)}>${ctx.t('retry')}</button>`
        : nothing
    }
  </div>`;
}

function reactions(m: Message, ctx: BubbleContext): TemplateResult | typeof nothing {
  const groups = new Map<string, string[]>();
  for (const r of m.reactions) groups.set(r.emoji, [...(groups.get(r.emoji) ?? []), r.by]);
  if (!groups.size && !ctx.can.react) return nothing;
  const open = ctx.pickerFor === m.id;
  return html`<div class="reactions ${groups.size ? '' : 'only-add'}" part="reactions">
    ${[...groups].map(([emoji, by]) => {
      const mine = !!ctx.me && by.includes(ctx.me);
      const who = listWords(by.map(ctx.nameOf), ctx.locale);
      return html`<button class="reaction" part="reaction" tabindex="-1" aria-pressed=${mine ? 'true' : 'false'} ?disabled=${!ctx.can.react || ctx.busy.has(m.id)}
        title=${who} aria-label=${ctx.t('reactionCount', { emoji, count: by.length, who })} @click=${() => ctx.on.react(m, emoji)}>
        <span aria-hidden="true">${emoji} ${by.length}</span>
      </button>`;
    })}
    ${
      ctx.can.react
        ? html`<button class="reaction add" part="react-button" tabindex="-1" aria-haspopup="menu" aria-expanded=${open ? 'true' : 'false'} aria-label=${ctx.t('react')}
          data-picker-trigger=${m.id} @click=${() => ctx.on.togglePicker(m)}>
          <span aria-hidden="true">☺+</span>
        </button>`
        : nothing
    }
    ${
      open
        ? html`<parley-reaction-picker label=${ctx.t('react')} .labelFor=${(emoji: string) => ctx.t('reactWith', { emoji })}
          .moreLabel=${ctx.t('moreReactions')} .loadGrid=${ctx.on.loadEmojiGrid} .searchLabel=${ctx.t('searchEmoji')} .emptyLabel=${ctx.t('noEmoji')}
          @reaction-pick=${(e: Event) => ctx.on.react(m, (e as ReactionPickEvent).emoji)} @picker-close=${() => ctx.on.closePicker()}></parley-reaction-picker>`
        : nothing
    }
  </div>`;
}

/** Where a message sits in a run of messages from the same side a few minutes apart. */
export interface BubbleGroup {
  /** Joined to the message above: tighter spacing, no tail on top. */
  prev: boolean;
  /** Joined to the message below: the time is shown once, under the last of the run. */
  next: boolean;
}

/** One message as a list item of the log. */
export function renderBubble(
  m: Message,
  ctx: BubbleContext,
  group: BubbleGroup = { prev: false, next: false },
): TemplateResult {
  const out = m.direction === 'outbound';
  const gallery: Gallery = [];
  const kind =
    m.status === 'SCHEDULED'
      ? 'scheduled'
      : m.status === 'CANCELLED'
        ? 'cancelled'
        : m.status === 'FAILED'
          ? 'failed'
          : m.fallbackMessage
            ? 'fell-back'
            : '';
  const teammate = out ? ctx.teammateOf(m) : undefined;
  // A failed delivery is drawn as an outline in the error color (readable text, not the sent bubble's fill); a
  // scheduled one as a dashed outline: not sent yet. A teammate's reply is signed (once per group) with their name.
  return html`<div class="bubble ${out ? 'out' : 'in'} ${kind} ${group.prev ? 'join-prev' : ''} ${group.next ? 'join-next' : ''}"
    part="message ${out ? 'message-outbound' : 'message-inbound'}${kind ? ` message-${kind}` : ''}">
    <span class="visually-hidden">${out ? (teammate ?? ctx.t('you')) : ctx.contactName}:</span>
    ${teammate && !group.prev ? html`<span class="sent-by" part="sent-by" aria-hidden="true" dir="auto">${teammate}</span>` : nothing}
    ${content(m, gallery, ctx)} ${status(m, ctx, group.next && !kind)}
    ${out && ctx.linkStats ? ctx.linkStats(m) : nothing}
    ${ctx.actions ? html`<div class="message-actions" part="message-actions">${ctx.actions(m)}</div>` : nothing}
  </div>
  ${reactions(m, ctx)}`;
}

/** The http(s) URLs a message carries (text, RCS text and cards, `openUrl` suggestions, the fallback's text). */
export function messageUrls(m: Message): string[] {
  const rcs = m.rcs;
  const cards = [...(rcs?.card ? [rcs.card] : []), ...(rcs?.carousel?.cards ?? [])];
  const suggestions = [...(rcs?.suggestions ?? []), ...cards.flatMap((c) => c.suggestions ?? [])];
  const texts = [m.text, rcs?.text, m.fallbackMessage?.text, ...cards.flatMap((c) => [c.title, c.description])];
  const urls = texts.flatMap((text) => (text ? findUrls(text) : []));
  for (const s of suggestions) if (s.type === 'openUrl') urls.push(s.url);
  return [...new Set(urls)];
}
