/**
 * Rendering of one message: SMS/MMS text and media, RCS text, media, cards, carousels and suggestion chips,
 * delivery status icons, what a fallback delivered (the RCS attempt behind a disclosure), scheduled-message
 * cancel, Retry of a failed delivery, the blast tag, images that open the lightbox, and reactions (the picker itself is
 * `<parley-reaction-picker>`, loaded on first use).
 * Everything from the wire is bound as text; URLs go through `safeLinkUrl` before reaching `href` or `src`.
 * Controls carry `tabindex="-1"`: the log is one Tab stop, and arrow keys move between messages and their controls.
 */
import { type TemplateResult } from 'lit';
import type { InboxKey } from '../../i18n/inbox.js';
import type { EmojiGrid } from './reaction-picker.js';
import type { Message } from '../../schemas/messages.js';
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
    /** Controls shown for the token's scopes (`messages:react`, `messages:schedule`, `messages:send`). */
    can: {
        react: boolean;
        cancel: boolean;
        send: boolean;
    };
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
/** Text with its http(s)/mailto/tel URLs as safe links; everything else stays text. */
export declare function linkify(text: string): (string | TemplateResult)[];
/** An image of a message, and where it sits among the message's images (for the lightbox's arrow keys). */
export interface LogImage {
    src: string;
    alt: string;
}
/** "Today 14:30", "Tue 14:30" within a week, else "Mar 5, 14:30": the inbox's day words with the time. */
export declare function scheduleLabel(iso: string, locale: string, now?: number): string;
/** Where a message sits in a run of messages from the same side a few minutes apart (issue 17 point 8). */
export interface BubbleGroup {
    /** Joined to the message above: tighter spacing, no tail on top. */
    prev: boolean;
    /** Joined to the message below: the time is shown once, under the last of the run. */
    next: boolean;
}
/** One message as a list item of the log. */
export declare function renderBubble(m: Message, ctx: BubbleContext, group?: BubbleGroup): TemplateResult;
/** The http(s) URLs a message carries (text, RCS text and cards, `openUrl` suggestions, the fallback's text). */
export declare function messageUrls(m: Message): string[];
