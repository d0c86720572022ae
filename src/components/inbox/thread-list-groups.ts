/**
 * The thread list grouped by customer (`group-by="contact"`), as a team inbox shows one customer across senders and
 * channels: each customer's threads together, newest first, customers in the order of their newest thread. The
 * first row of a customer says how many threads they have; the rows beneath it are indented and name their sender
 * and channel. A lazy part: fetched when the attribute is set (the list waits for it), its styles and English words
 * with it. Only loaded pages are grouped: a customer's thread on a later page joins them when that page arrives.
 */
import './first-screen.js';
import { css, html, type TemplateResult } from 'lit';
import { addEnglishWords } from '../../i18n/index.js';
import { inboxMessages } from '../../i18n/inbox.js';
import { groupsEn } from '../../i18n/inbox-groups.js';
import type { Conversation } from '../../schemas/conversations.js';
import type { InboxContext } from './inbox-context.js';
import { renderSenderChannel } from './model.js';
import { adoptStyles } from '../shared/adopt-styles.js';

/** The rows in display order, and per row its group's size on the first row of a group, 0 on the rows beneath. */
export interface GroupedRows {
  rows: readonly Conversation[];
  size: ReadonlyMap<string, number>;
}

/** Groups threads (newest activity first) by customer (`to`), keeping that order within and between groups. */
export function groupByContact(threads: readonly Conversation[]): GroupedRows {
  const groups = new Map<string, Conversation[]>();
  for (const c of threads) {
    const group = groups.get(c.to);
    if (group) group.push(c);
    else groups.set(c.to, [c]);
  }
  const size = new Map<string, number>();
  const rows: Conversation[] = [];
  for (const group of groups.values()) {
    group.forEach((c, i) => size.set(c.id, i ? 0 : group.length));
    rows.push(...group);
  }
  return { rows, size };
}

const groupStyles = css`
  .row.sub {
    grid-template-columns: minmax(0, 1fr);
    padding-block-start: 6px;
    /* Under the customer's name: the avatar's width and the row's gap. */
    padding-inline-start: 58px;
  }
  /* One line beside the relative time (long in Arabic): the sender gives way with an ellipsis, the channel stays; in
     the page's direction, as every row's sender line is, not in the customer's name's (as .name is). */
  .row.sub .name {
    font-weight: 500;
    unicode-bidi: normal;
  }
`;

/** What the grouped rows need in the element's shadow root and catalogs (called once the part arrives). */
export function setUpGroups(root: Node): void {
  addEnglishWords(inboxMessages, groupsEn);
  adoptStyles(root, groupStyles);
}

/**
 * A grouped row's sender and channel on one line, in the name's place of a row beneath its customer's first: the
 * sender gives way (ellipsis), the channel always shows; the name stays for screen readers, which read each option
 * alone. The row's styles are adopted here, by what renders it: this part is fetched once per page, so the element
 * that fetched it is the only one `setUpGroups` reaches (its words are the page's, its styles each root's), and a
 * second inbox's rows beneath a customer's first would lay out as first rows without an avatar (the assignee tag
 * beside the sender line and cut by the list's edge, the channel read in its letters' direction: "· SMSNorthwind
 * Travel" in Arabic). Adopting is once per root.
 */
export function renderSubName(c: InboxContext, row: Conversation, name: string): TemplateResult {
  adoptStyles(c.el.renderRoot, groupStyles);
  return html`<span class="name sender-line" part="thread-sender"><span class="visually-hidden">${name}, </span>${renderSenderChannel(c.t, c.senderName(row), row)}</span>`;
}
