/**
 * Inbox layout: two panes side by side, one pane with a back button when the element is narrower than 640 px
 * (a container query on the host, so it follows the element's width, not the window's). Logical properties
 * throughout, so RTL mirrors without extra rules. Line heights are whole pixels: measured row heights are then
 * integers, and scroll corrections land exactly.
 */
import { css } from 'lit';

export const inboxStyles = [
  css`
    :host {
      container-type: inline-size;
      height: var(--parley-inbox-height, 36rem);
      line-height: 20px;
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
      overflow: hidden;
      --_out: var(--parley-inbox-bubble-out, var(--_primary));
      --_on-out: var(--parley-inbox-bubble-out-text, var(--_on-primary));
      --_in: var(--parley-inbox-bubble-in, var(--_surface));
    }
    /* The list grows with a wide element (28 % of it, 20–26rem): at 1440 px a row's sender, its wait and its assignee
       fit on one line, where a fixed 20rem gave the list less room than a phone's and cut the sender. */
    .inbox {
      display: grid;
      grid-template-columns: var(--parley-inbox-list-width, clamp(20rem, 28cqi, 26rem)) 1fr;
      grid-template-rows: auto 1fr;
      height: 100%;
      position: relative;
    }
    .inbox > .banner {
      grid-column: 1 / -1;
    }
    .list-pane,
    .thread-pane {
      grid-row: 2;
      display: flex;
      flex-direction: column;
      min-height: 0;
      min-width: 0;
    }
    .list-pane {
      border-inline-end: 1px solid var(--_border);
    }
    @container (max-width: 639px) {
      .inbox {
        grid-template-columns: 1fr;
      }
      .inbox[data-view='list'] .thread-pane,
      .inbox[data-view='thread'] .list-pane {
        display: none;
      }
      .list-pane {
        border: 0;
      }
    }
    .muted {
      color: var(--_muted);
    }
    .state {
      padding: 16px;
      margin: 0;
      color: var(--_muted);
      text-align: center;
    }
    .state.small {
      padding: 8px;
    }
    [role='alert'].state,
    .state[role='alert'] p {
      color: var(--_error);
    }
    .banner {
      display: flex;
      gap: 8px;
      align-items: center;
      justify-content: space-between;
      margin: 0;
      padding: 8px 12px;
      background: var(--_surface);
      border-block-end: 1px solid var(--_border);
    }
    .btn.small {
      min-height: 28px;
      padding: 2px 10px;
    }
    .filters {
      display: grid;
      gap: 8px;
      padding: 10px;
      border-block-end: 1px solid var(--_border);
    }
    .filter-row {
      display: flex;
      justify-content: space-between;
      align-items: center;
    }
    .check {
      display: inline-flex;
      gap: 6px;
      align-items: center;
    }
    .thread-list {
      flex: 1;
      overflow-y: auto;
      overflow-anchor: none;
      overscroll-behavior: contain;
      min-height: 0;
      scrollbar-color: var(--_border) transparent;
      scrollbar-width: thin;
    }
    /* The avatar beside the row's three lines, each a cell of the row's own grid: a grid of the lines inside the
       row's grid was one more box per row to style and lay out, on the first rows' path. Placed in order, the lines
       fill the column the avatar leaves free, one per row (in a row without an avatar, grouped: the only one). */
    .row {
      display: grid;
      grid-template-columns: auto minmax(0, 1fr);
      gap: 1px 10px;
      align-items: start;
      padding: 10px 12px;
      border-block-end: 1px solid var(--_border);
      cursor: pointer;
    }
    .row > .avatar {
      grid-row: span 3;
    }
    .row:hover {
      background: var(--_surface);
    }
    .row.selected {
      background: var(--_surface);
      box-shadow: inset 3px 0 0 var(--_primary);
    }
    .row:focus-visible {
      outline-offset: -2px;
    }
    .row-top,
    .row-bottom {
      display: flex;
      gap: 8px;
      align-items: center;
      justify-content: space-between;
      min-width: 0;
    }
    /* Boxes hug their text, so they sit at the UI's start edge whatever the text's own direction. */
    .name {
      font-weight: 600;
      flex: 0 1 auto;
    }
    .preview {
      display: flex;
      min-width: 0;
      flex: 1;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    time {
      font-size: 12px;
      flex: none;
    }
    .tag {
      flex: none;
      padding: 0 6px;
      border: 1px solid var(--_border);
      border-radius: 4px;
      color: var(--_muted);
      font-size: 12px;
      line-height: 18px;
    }
    .tag.failed {
      border-color: var(--_error);
      color: var(--_error);
    }
    .badge {
      flex: none;
      min-width: 20px;
      padding: 0 6px;
      border-radius: 10px;
      background: var(--_primary);
      color: var(--_on-primary);
      font-size: 12px;
      text-align: center;
    }
    .thread-pane.empty {
      justify-content: center;
    }
    .thread-header {
      display: flex;
      gap: 10px;
      align-items: center;
      padding: 8px 12px;
      border-block-end: 1px solid var(--_border);
      /* The name keeps room to be read: on a narrow inbox the header's buttons wrap to a second line instead. */
      flex-wrap: wrap;
    }
    .who {
      /* Room for the number and sender before the header's buttons share the line. */
      flex: 1 1 15rem;
      min-width: 0;
    }
    .who h2 {
      margin: 0;
      font-size: 16px;
    }
  `,
];
