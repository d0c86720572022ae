/**
 * Styles of the open thread (log, bubbles, reactions, reply box, notes in the log): they travel with the thread
 * pane's chunk (`thread-pane.ts`), adopted when it loads, after the element's own styles and before
 * `message-log.styles.ts` (which refines them), in the order they had when they were part of those sheets. Parts
 * loaded later bring their own (the notes panel, the reaction picker, canned replies, `@` suggestions). The
 * first rules (scrolling, opt-out notice, typing, contact panel) were `inbox.styles.ts`' and `thread-list.styles.ts`'.
 */
import { css } from 'lit';

export const threadPaneStyles = css`
  /* The back button is the pane's header's (thread-header.ts): shown where the list and the thread take turns. */
  .back {
    display: none;
  }
  /* The back arrow points to where the list is: right in right-to-left languages. */
  :host([dir='rtl']) .back span {
    display: inline-block;
    transform: scaleX(-1);
  }
  @container (max-width: 639px) {
    .back {
      display: inline-flex;
    }
  }
  /* The header's details come with the pane (before it, the header shows only the back button and the name). */
  .thread-header .avatar {
    width: 32px;
    height: 32px;
  }
  .who p {
    margin: 0;
    font-size: 12px;
  }
  .thread-header .who p {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  /* Number, sender, channel: only the sender's name gives way on a narrow header; the number and channel stay whole. */
  .thread-header .via {
    display: flex;
    gap: 0.3em;
    min-width: 0;
  }
  .via > span {
    flex: none;
  }
  .via .via-sender {
    flex: 0 1 auto;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    unicode-bidi: plaintext;
  }
  .messages {
    flex: 1;
    overflow-y: auto;
    overflow-anchor: none;
    overscroll-behavior: contain;
    min-height: 0;
    padding-inline: 12px;
    scrollbar-color: var(--_border) transparent;
    scrollbar-width: thin;
  }
  .link-btn {
    border: 0;
    background: none;
    padding: 0 4px;
    color: inherit;
    text-decoration: underline;
  }
  /* In place of the reply box: the customer replied STOP, or the token may not send. */
  .reply-off {
    margin: 0;
    padding: 12px 16px;
    border-block-start: 1px solid var(--_border);
    background: var(--_surface);
    color: var(--_muted);
  }
  .typing {
    margin: 0;
    padding: 2px 12px;
    font-size: 12px;
  }
  .contact {
    border-block-end: 1px solid var(--_border);
    max-height: 50%;
    overflow-y: auto;
  }
  /* In dark, the surface is too close to the log's background for a received bubble to stand out. */
  :host([theme='dark']) {
    --_in: var(--parley-inbox-bubble-in, #262c36);
  }
  @media (prefers-color-scheme: dark) {
    :host([theme='auto']) {
      --_in: var(--parley-inbox-bubble-in, #262c36);
    }
  }
  .messages-wrap {
    position: relative;
    flex: 1;
    display: flex;
    flex-direction: column;
    min-height: 0;
  }
  .day {
    padding-block: 12px 4px;
    text-align: center;
    font-size: 12px;
    color: var(--_muted);
  }
  .item {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    padding-block: 4px;
  }
  .item.outbound {
    align-items: flex-end;
  }
  .bubble {
    max-width: min(80%, 36rem);
    padding: 8px 12px;
    border-radius: var(--_radius);
    background: var(--_in);
    overflow-wrap: anywhere;
  }
  .bubble.out {
    background: var(--_out);
    color: var(--_on-out);
  }
  .bubble.out a {
    color: inherit;
  }
  .bubble.failed {
    background: var(--_bg);
    color: var(--_text);
    border: 1px solid var(--_error);
  }
  /* On its way: its status says so and a dashed edge shows it; faded text on the bubble's colour failed contrast. */
  .bubble.sending {
    outline: 1px dashed var(--_out);
    outline-offset: 2px;
  }
  .bubble.cancelled .text {
    text-decoration: line-through;
  }
  .text,
  .card-text {
    margin: 0;
    white-space: pre-wrap;
  }
  .status {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    margin-block-start: 4px;
    font-size: 12px;
    opacity: 0.9;
  }
  .bubble.failed .status {
    color: var(--_error);
  }
  .media-row {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
  }
  /* An image's size and fit are its button's (.media-btn, in message-log.styles.ts). */
  .media {
    display: block;
    border-radius: calc(var(--_radius) * 0.6);
    background: var(--_border);
  }
  .card {
    display: grid;
    gap: 4px;
    width: 240px;
    max-width: 100%;
    padding: 8px;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_bg);
    color: var(--_text);
  }
  .carousel {
    display: flex;
    gap: 8px;
    overflow-x: auto;
    max-width: 100%;
  }
  .carousel .card {
    flex: none;
  }
  .carousel.small .card {
    width: 180px;
  }
  .chips {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    margin-block-start: 6px;
  }
  .chip,
  a[part='chip'] {
    display: inline-block;
    padding: 2px 10px;
    border: 1px solid currentColor;
    border-radius: 999px;
    font-size: 12px;
    color: inherit;
  }
  .reactions {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    margin-block-start: 2px;
    position: relative;
  }
  .reaction {
    min-height: 24px;
    padding: 0 8px;
    border: 1px solid var(--_border);
    border-radius: 999px;
    background: var(--_bg);
    font-size: 12px;
  }
  .reaction[aria-pressed='true'] {
    border-color: var(--_primary);
    background: var(--_surface);
  }
  .reaction.add {
    color: var(--_muted);
  }
  /*
   * The picker toggle of a message shows while the message is hovered, focused or holds focus (arrow keys reach it
   * through the message), and while its picker is open; it keeps its place when hidden, so nothing moves. Without
   * hover (touch), a tap focuses the message and shows its toggle; a hidden toggle takes no taps meanwhile.
   */
  .item:not(:hover, :focus-within, .focused) .reaction.add:not([aria-expanded='true']) {
    opacity: 0;
  }
  @media (hover: none) {
    .item:not(:focus-within, .focused) .reaction.add:not([aria-expanded='true']) {
      pointer-events: none;
    }
  }
  /* In the flow under the log, not over it: the log gives up the bar's height, so no message line is covered. */
  .jump-bar {
    display: flex;
    justify-content: center;
    padding-block: 6px;
    border-block-start: 1px solid var(--_border);
  }
  .composer {
    position: relative;
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: flex-end;
    padding: 8px 12px;
    border-block-start: 1px solid var(--_border);
  }
  .composer textarea {
    flex: 1 1 0;
    min-width: 0;
    resize: none;
    min-height: 44px;
    max-height: 160px;
  }

  /* The message a search result opened at. */
  .item.focused .bubble {
    box-shadow: 0 0 0 4px color-mix(in srgb, var(--_primary) 35%, transparent);
  }
  .composer.dropping {
    outline: 2px dashed var(--_primary);
    outline-offset: -4px;
  }
  .drop-hint {
    position: absolute;
    inset: 0;
    margin: 0;
    display: grid;
    place-items: center;
    background: color-mix(in srgb, var(--_bg) 88%, transparent);
    color: var(--_text);
    font-weight: 600;
    pointer-events: none;
    z-index: 1;
  }
  .btn.icon {
    display: inline-grid;
    place-items: center;
    min-width: 36px;
    min-height: 36px;
    padding: 0;
  }
  .template-missing {
    flex-basis: 100%;
    margin: 0;
    font-size: 13px;
  }
  /* Notes are the team's, never the customer's: a full-width card with a dashed outline and its own label. */
  .note-item {
    padding-block: 6px;
  }
  .note-entry {
    margin-inline: 8px;
    padding: 8px 12px;
    border: 1px dashed var(--_muted);
    border-radius: calc(var(--_radius) * 0.6);
    background: var(--_surface);
    font-size: 13px;
  }
  .note-head {
    margin: 0 0 4px;
    color: var(--_muted);
    font-size: 12px;
  }
  .note-kind {
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.03em;
  }
  .note-text {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  .note-edit {
    width: 100%;
    box-sizing: border-box;
    font: inherit;
  }
  .note-actions {
    display: flex;
    gap: 8px;
    margin-block-start: 4px;
  }
  .mention {
    color: var(--_primary);
  }
  /* "Jump to first unread", in the flow above the log (as the jump bar under it) while its "N new" line is above. */
  .unread-bar {
    display: flex;
    justify-content: center;
    padding-block: 4px;
    border-block-end: 1px solid var(--_border);
  }
  /* An empty box shows its placeholder in the inbox's direction: dir="auto" takes an empty box as left-to-right. */
  :host(:dir(rtl)) textarea[dir='auto']:placeholder-shown {
    direction: rtl;
  }
  .viewers {
    margin: 0;
    font-size: 12px;
    color: var(--_success);
  }
  .team-typing {
    margin: 0;
    padding: 2px 12px;
    font-size: 12px;
  }
  .collision {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
    margin: 0 12px;
    padding: 8px 10px;
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) * 0.6);
    background: var(--_surface);
    font-size: 13px;
  }
  .thread-actions,
  .message-actions,
  .row-badges {
    display: flex;
    gap: 6px;
    align-items: center;
  }
`;
