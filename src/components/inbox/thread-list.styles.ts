/**
 * Styles of the thread list, search, thread header and reply box extras: avatars, the sender line,
 * skeleton rows, the canned-replies list, and dark-theme form controls and scrollbars (a search's marks come with
 * `search-results.ts`). Logical properties throughout, so right-to-left mirrors without extra rules.
 */
import { css } from 'lit';

export const threadListStyles = css`
  /* Native parts (scrollbars, checkboxes, selects) follow the theme, not the page. */
  :host {
    color-scheme: light;
    accent-color: var(--_primary);
  }
  :host([theme='dark']) {
    color-scheme: dark;
  }
  @media (prefers-color-scheme: dark) {
    :host([theme='auto']) {
      color-scheme: dark;
    }
  }

  .state .btn {
    color: var(--_text);
  }
  .search {
    position: relative;
  }
  .search input {
    width: 100%;
    padding-inline-end: 32px;
  }
  .search input::-webkit-search-cancel-button {
    appearance: none;
  }
  .search .clear {
    position: absolute;
    inset-block: 0;
    inset-inline-end: 2px;
    width: 30px;
    border: 0;
    background: none;
    color: var(--_muted);
    font-size: 18px;
    border-radius: calc(var(--_radius) * 0.6);
  }
  .search .clear:hover {
    color: var(--_text);
  }

  .row-sender {
    font-size: 12px;
    line-height: 16px;
  }
  /* Names and previews truncate at the end of their own text's direction, not the page's. */
  .name,
  .preview-text,
  .thread-header h2 {
    unicode-bidi: plaintext;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    min-width: 0;
  }
  /* A sender and its channel (renderSenderChannel): the sender gives way, the channel always shows. After .name,
     whose white-space a grouped row's sender line overrides. */
  .sender-line {
    display: flex;
    min-width: 0;
    white-space: pre;
  }
  .sender {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .row-top time {
    margin-inline-start: auto;
  }
  /* This hugs its text too, as .name does (inbox.styles.ts). */
  .thread-header h2 {
    width: fit-content;
    max-width: 100%;
  }
  .you {
    flex: none;
  }
  /* The views: tabs that wrap to a second line rather than hide one; the count after the name. */
  .views {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    padding: 6px 10px;
    border-block-end: 1px solid var(--_border);
  }
  .views button {
    padding: 2px 8px;
    border: 1px solid transparent;
    border-radius: 99px;
    background: none;
    color: var(--_muted);
    font: inherit;
    font-size: 13px;
  }
  .views [aria-selected='true'] {
    border-color: var(--_primary);
    color: var(--_text);
    font-weight: 600;
  }
  .view-panel {
    display: flex;
    flex-direction: column;
    flex: 1;
    min-height: 0;
  }
  .row-meta {
    display: flex;
    gap: 6px;
    align-items: center;
    min-width: 0;
  }
  /* How long the customer has waited: the words say due or overdue; the colour repeats them. Amber mixed with the
     text colour reads on light and dark alike. */
  .waiting {
    flex: none;
    font-size: 12px;
    color: var(--_muted);
  }
  .waiting.near {
    color: var(--parley-color-warning, color-mix(in srgb, #d97706 60%, var(--_text)));
    font-weight: 600;
  }
  .waiting.over {
    color: var(--_error);
    font-weight: 600;
  }
  .assignee {
    margin-inline-start: auto;
  }
  .row-more {
    padding: 0 4px;
    color: var(--_muted);
  }

  .avatar {
    --_hue: 230;
    display: inline-grid;
    place-items: center;
    flex: none;
    width: 36px;
    height: 36px;
    border-radius: 50%;
    background: hsl(var(--_hue) 60% 90%);
    color: #1b1f24;
    font-size: 13px;
    font-weight: 600;
    line-height: 1;
    user-select: none;
  }
  :host([theme='dark']) .avatar {
    background: hsl(var(--_hue) 30% 26%);
    color: #e6edf3;
  }
  @media (prefers-color-scheme: dark) {
    :host([theme='auto']) .avatar {
      background: hsl(var(--_hue) 30% 26%);
      color: #e6edf3;
    }
  }
  .avatar.h1 {
    --_hue: 0;
  }
  .avatar.h2 {
    --_hue: 45;
  }
  .avatar.h3 {
    --_hue: 90;
  }
  .avatar.h4 {
    --_hue: 135;
  }
  .avatar.h5 {
    --_hue: 180;
  }
  .avatar.h6 {
    --_hue: 275;
  }
  .avatar.h7 {
    --_hue: 320;
  }
  .skeleton-row:nth-of-type(3n + 1) {
    --_w: 70%;
  }
  .skeleton-row:nth-of-type(3n + 2) {
    --_w: 55%;
  }
  .skeleton-row:nth-of-type(3n) {
    --_w: 80%;
  }

  /* Loading: rows shaped like real ones, shimmering unless motion is reduced. */
  .skeleton {
    flex: 1;
    overflow: hidden;
  }
  .skeleton-row {
    display: flex;
    gap: 10px;
    padding: 10px 12px;
    border-block-end: 1px solid var(--_border);
  }
  .skeleton-row .lines {
    flex: 1;
    display: grid;
    gap: 6px;
    padding-block: 2px;
  }
  .skeleton-row .avatar,
  .skeleton-row .lines span {
    background: linear-gradient(90deg, var(--_surface) 25%, color-mix(in srgb, var(--_border) 60%, var(--_surface)) 50%, var(--_surface) 75%);
    background-size: 300% 100%;
    animation: parley-shimmer 1.4s ease-in-out infinite;
  }
  .skeleton-row .lines span {
    height: 12px;
    border-radius: 4px;
    width: var(--_w);
  }
  .skeleton-row .lines span:first-child {
    width: calc(var(--_w) * 0.6);
  }
  .skeleton-row .lines span:nth-child(2) {
    width: 35%;
  }
  @keyframes parley-shimmer {
    from {
      background-position: 100% 0;
    }
    to {
      background-position: 0 0;
    }
  }

`;
