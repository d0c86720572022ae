/**
 * What a search shows besides its rows: each result's snippet with the match in `<mark>`, and "No conversations
 * match …" with its Clear search button. A lazy part (`lazy-parts.ts`) fetched with the first letter typed in the
 * search box; the update that first shows a search's results waits for it (`ThreadList`), as the grouped list waits
 * for its own. Should it not come (offline), results show their snippets unmarked, and an empty search the list's
 * words for filters that match nothing.
 */
import './first-screen.js';
import { html, type TemplateResult } from 'lit';
import type { InboxContext } from './inbox-context.js';
import { isolate } from './model.js';

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
