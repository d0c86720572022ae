/**
 * The message log's own styles: status icons, fallback / scheduled / blast states, grouping, the "New"
 * divider, images at their natural aspect ratio (never cropped), links that look like links. The lightbox brings
 * its own styles (`lightbox.ts`, loaded on first use).
 * Kept apart from `inbox.styles.ts` (the list, header and reply box); it comes after it, so it refines it.
 */
import { css } from 'lit';

export const messageLogStyles = css`
  .bubble {
    --_icon-knockout: var(--_in);
  }
  .bubble.out {
    --_icon-knockout: var(--_out);
  }
  .bubble a {
    text-decoration: underline;
    text-underline-offset: 2px;
  }
  .bubble.in a {
    color: var(--_primary);
  }
  .status {
    align-items: center;
  }
  .status-icon {
    flex: none;
  }
  .bubble.out .tag {
    color: inherit;
    border-color: currentColor;
  }
  /* Not sent yet: an outline, dashed, in the text colours of the page. */
  .bubble.scheduled,
  .bubble.cancelled {
    background: var(--_bg);
    color: var(--_text);
    border: 2px dashed var(--_primary);
    --_icon-knockout: var(--_bg);
  }
  .bubble.cancelled {
    border-color: var(--_border);
  }
  .bubble.failed {
    --_icon-knockout: var(--_bg);
  }
  .fallback-note {
    margin: 4px 0 0;
    font-size: 12px;
    font-style: italic;
  }
  .rcs-attempt {
    margin-block-start: 4px;
    font-size: 12px;
  }
  .rcs-attempt summary {
    cursor: pointer;
    text-decoration: underline;
    text-underline-offset: 2px;
  }
  .rcs-attempt-body {
    display: grid;
    gap: 4px;
    margin-block-start: 4px;
    font-size: 14px;
  }
  /* Grouping: a run from one side reads as one block; its inner corners are tighter. */
  .item.joined {
    padding-block-start: 0;
  }
  .bubble.out.join-prev {
    border-start-end-radius: 6px;
  }
  .bubble.out.join-next {
    border-end-end-radius: 6px;
  }
  .bubble.in.join-prev {
    border-start-start-radius: 6px;
  }
  .bubble.in.join-next {
    border-end-start-radius: 6px;
  }
  .bubble.join-next .status.visually-hidden {
    margin: 0;
  }
  /*
   * A message without reactions carries its picker toggle beside the bubble rather than on a row of its own, so
   * grouped messages sit close together.
   */
  .item:has(> .reactions.only-add) {
    flex-direction: row;
    align-items: flex-end;
    gap: 4px;
  }
  .item.outbound:has(> .reactions.only-add) {
    flex-direction: row-reverse;
  }
  .reactions.only-add {
    margin: 0;
  }
  /* A teammate's reply is signed: their name above the text, small, in the bubble's own colours. */
  .sent-by {
    display: block;
    font-size: 12px;
    font-weight: 600;
    margin-block-end: 2px;
  }
  .link-clicks {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    margin-block-start: 4px;
  }
  .new-divider {
    display: flex;
    align-items: center;
    gap: 8px;
    padding-block: 8px 4px;
    color: var(--_primary);
    font-size: 12px;
    font-weight: 600;
  }
  .new-divider::before,
  .new-divider::after {
    content: '';
    flex: 1;
    border-block-start: 1px solid currentColor;
  }
  /* Images at their natural aspect ratio within a box; a button, so they open the lightbox. */
  .media-btn {
    display: block;
    max-width: 100%;
    padding: 0;
    border: 0;
    border-radius: calc(var(--_radius) * 0.6);
    background: none;
    color: inherit;
    cursor: zoom-in;
    font: inherit;
  }
  .media-btn .media,
  .card .media-btn .media {
    width: auto;
    height: auto;
    min-width: 48px;
    min-height: 48px;
    max-width: min(100%, 240px);
    max-height: 320px;
    object-fit: contain;
  }
  .card .media-btn {
    justify-self: center;
  }
  .media-missing {
    display: none;
  }
  .media-btn[data-broken] {
    cursor: default;
  }
  .media-btn[data-broken] .media {
    display: none;
  }
  /* As tall as the box of an image still loading, so a failed load does not move the rows around it. */
  .media-btn[data-broken] .media-missing {
    display: flex;
    align-items: center;
    box-sizing: border-box;
    height: 48px;
    padding: 0 12px;
    border: 1px dashed currentColor;
    border-radius: inherit;
    font-size: 12px;
  }
  :host(:dir(rtl)) .flip {
    display: inline-block;
    transform: scaleX(-1);
  }
`;
