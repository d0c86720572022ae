/**
 * What a search shows besides its rows: each result's snippet with the match in `<mark>`, and one sentence saying
 * what was searched (every view: `searching` of `list-request.ts`; under the user's filters, if any) and how many
 * match — above the rows, or with Clear search when none does; the panel is named by it, and the polite live region
 * reads it out. A lazy part (`lazy-parts.ts`) fetched with the first letter typed in the search box; the update that
 * first shows a search's results waits for it (`ThreadList`), as the grouped list waits for its own. Should it not
 * come (offline), results show their snippets unmarked, and an empty search the list's words for filters that match
 * nothing.
 *
 * @csspart search-summary - Above a search's rows: what was searched and how many match.
 */
import './first-screen.js';
import { css, html, nothing, type TemplateResult } from 'lit';
import { addEnglishWords } from '../../i18n/index.js';
import { inboxMessages } from '../../i18n/inbox.js';
import { searchEn } from '../../i18n/inbox-search.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import type { Conversation } from '../../schemas/conversations.js';
import type { InboxContext } from './inbox-context.js';
import { SEARCH_SAID } from './list-request.js';
import { isolate, type Filters } from './model.js';

addEnglishWords(inboxMessages, searchEn);

/** The marks' and the summary's styles travel with what renders them; adopted by `said`. */
const markStyles = css`
  .preview mark {
    background: color-mix(in srgb, var(--_primary) 22%, var(--_bg));
    color: var(--_text);
    border-radius: 2px;
    font-weight: 600;
  }
  .search-summary {
    margin: 0;
    padding: 6px 12px;
    font-size: 12px;
    border-block-end: 1px solid var(--_border);
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

/**
 * Whether the user's own filters narrow a search (it searches every view, but under them): "Unread only", or a filter
 * of the panel set to other than what the host scoped the inbox to (its `from`, `to`, `brand-id`, `campaign-id`:
 * every view is already theirs). Then the words say so, or "N conversations match" would read as all there are.
 */
function narrowed(c: InboxContext): boolean {
  const { el } = c;
  const f = c.store.state.filters;
  const host: Filters = { from: el.from, to: el.to, brandId: el.brandId, campaignId: el.campaignId };
  const keys = ['from', 'to', 'brandId', 'campaignId', 'audienceId', 'tag'] as const;
  return !!f.unreadOnly || keys.some((k) => !!f[k]?.trim() && f[k] !== host[k]);
}

/** Each inbox's rows as first worded, with whether filters narrowed them (`narrowed` then). */
const answers = new WeakMap<InboxContext, { threads: readonly Conversation[]; narrowed: boolean }>();

/**
 * Whether filters narrowed the rows shown: as they stood when these rows came. A filter just changed shows the old
 * rows for a moment before their new answer is asked for; worded by the new filters, they would be read out with a
 * count that is neither answer's.
 */
function rowsNarrowed(c: InboxContext): boolean {
  const { threads } = c.store.state;
  let seen = answers.get(c);
  if (seen?.threads !== threads) answers.set(c, (seen = { threads, narrowed: narrowed(c) }));
  return seen.narrowed;
}

/** A search's words, worded with the user's filters when they narrowed its rows (`rowsNarrowed`). */
function worded(
  c: InboxContext,
  key: 'noMatches' | 'searchFound' | 'searchFoundMore',
  vars: Record<string, string | number>,
): string {
  return c.t(rowsNarrowed(c) ? `${key}Filtered` : key, vars);
}

/** A search that found nothing: says so, with its Clear search button. */
export function renderNoMatches(c: InboxContext, query: string): TemplateResult {
  return html`<div class="state" part="no-matches">
      <p id=${SEARCH_SAID}>${worded(c, 'noMatches', { query: isolate(query) })}</p>
      <button class="btn" @click=${() => c.filters.clearSearch()}>${c.t('clearSearch')}</button>
    </div>`;
}

/**
 * What the search in the box found, once its answer is shown (until then the rows are those of the query before, and
 * nothing is said of them): in every view (with the user's filters, when they narrow it), how many conversations
 * match (more than the first page's, when there are more), or that none does; undefined while it is on its way, or
 * with no search.
 */
function summary(c: InboxContext): string | undefined {
  const { filters, listStatus, listQuery, threads, nextCursor } = c.store.state;
  const query = filters.query?.trim();
  if (!query || listStatus !== 'ready' || listQuery !== query) return undefined;
  const vars = { count: threads.length, query: isolate(query) };
  return worded(c, !threads.length ? 'noMatches' : nextCursor ? 'searchFoundMore' : 'searchFound', vars);
}

/** Above a search's rows: what was searched and how many match (the words its live region reads out). */
export function renderSummary(c: InboxContext): TemplateResult | typeof nothing {
  const words = c.store.state.threads.length ? summary(c) : undefined;
  return words ? html`<p class="search-summary muted" id=${SEARCH_SAID} part="search-summary">${words}</p>` : nothing;
}

/**
 * What the inbox's polite live region says of the search shown: `summary`. The rows themselves are never read out
 * (the list is virtualized), so this is all a screen reader hears of a search.
 */
export function said(c: InboxContext): TemplateResult | typeof nothing {
  // Every update of the inbox calls this once the part is here, in the render that first shows its marks: their styles
  // join the inbox's shadow root then (once).
  adoptStyles(c.el.renderRoot, markStyles);
  const words = summary(c);
  return words ? html`<p>${words}</p>` : nothing;
}
