/**
 * What a search shows besides its rows: each result's snippet with the match in `<mark>`, "No conversations match …"
 * with its Clear search button, and what its polite live region reads out of it (how many match). A lazy part (`lazy-parts.ts`) fetched with the first letter typed in the
 * search box; the update that first shows a search's results waits for it (`ThreadList`), as the grouped list waits
 * for its own. Should it not come (offline), results show their snippets unmarked, and an empty search the list's
 * words for filters that match nothing.
 */
import './first-screen.js';
import { css, html, nothing, type TemplateResult } from 'lit';
import { addEnglishWords } from '../../i18n/index.js';
import { inboxMessages } from '../../i18n/inbox.js';
import { searchEn } from '../../i18n/inbox-search.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import type { InboxContext } from './inbox-context.js';
import { isolate } from './model.js';

addEnglishWords(inboxMessages, searchEn);

/** The marks' styles travel with what renders them (they were `thread-list.styles.ts`'); adopted by `said`. */
const markStyles = css`
  .preview mark {
    background: color-mix(in srgb, var(--_primary) 22%, var(--_bg));
    color: var(--_text);
    border-radius: 2px;
    font-weight: 600;
  }
`;

/**
 * A search result's snippet with the match in `<mark>`: where the service says it is (`highlights`, offsets into the
 * snippet: its search forgives case and accents, "Reykjavik" finds "Reykjavík"), else every case-insensitive
 * occurrence of `query`.
 */
export function highlight(
  text: string,
  query: string,
  ranges?: readonly { start: number; end: number }[],
): (string | TemplateResult)[] {
  if (ranges?.length) {
    const out: (string | TemplateResult)[] = [];
    let from = 0;
    for (const { start, end } of [...ranges].sort((a, b) => a.start - b.start)) {
      if (start < from || end <= start || end > text.length) continue;
      out.push(text.slice(from, start), html`<mark>${text.slice(start, end)}</mark>`);
      from = end;
    }
    out.push(text.slice(from));
    return out;
  }
  const q = query.trim().toLowerCase();
  if (!q) return [text];
  const lower = text.toLowerCase();
  const out: (string | TemplateResult)[] = [];
  let from = 0;
  for (let at = lower.indexOf(q); at >= 0 && lower.length === text.length; at = lower.indexOf(q, at + q.length)) {
    out.push(text.slice(from, at), html`<mark>${text.slice(at, at + q.length)}</mark>`);
    from = at + q.length;
  }
  out.push(text.slice(from));
  return out;
}

/** A search that found nothing: says so, with its Clear search button. */
export function renderNoMatches(c: InboxContext, query: string): TemplateResult {
  const { t } = c;
  return html`<div class="state" part="no-matches">
      <p>${t('noMatches', { query: isolate(query) })}</p>
      <button class="btn" @click=${() => c.filters.clearSearch()}>${t('clearSearch')}</button>
    </div>`;
}

/** Per inbox: the query of the list seen loading last. Until the answer to the query in the box is shown, the rows
 * are those of the query before (typing waits a moment before it asks), and nothing is said of them. */
const asked = new WeakMap<InboxContext, string | undefined>();

/**
 * What the inbox's polite live region says of the search shown, once its answer is in: how many conversations match
 * (more than the first page's, when there are more), or that none does. The rows themselves are never read out (the
 * list is virtualized), so this is all a screen reader hears of a search.
 */
export function said(c: InboxContext): TemplateResult | typeof nothing {
  // Every update of the inbox calls this once the part is here, in the render that first shows its marks: their styles
  // join the inbox's shadow root then (once).
  adoptStyles(c.el.renderRoot, markStyles);
  const { filters, listStatus, threads, nextCursor } = c.store.state;
  const query = filters.query?.trim();
  if (listStatus === 'loading') asked.set(c, query);
  if (!query || listStatus !== 'ready' || asked.get(c) !== query) return nothing;
  const vars = { count: threads.length, query: isolate(query) };
  return html`<p>${c.t(!threads.length ? 'noMatches' : nextCursor ? 'searchFoundMore' : 'searchFound', vars)}</p>`;
}
