/**
 * The list's views (DESIGN §13: Open, Mine, Unassigned, Mentions, Snoozed, Done) as tabs above the rows, each with
 * how many threads it holds for this user (the list's order, newest first or longest waiting, is in the filter panel). The counts are
 * `store-actions.ts`' (`countViews`, a part that arrives beside the first page): loaded after the list, again when the
 * narrowing filters change, and on live events that may move a thread between views, without reloading rows. While a
 * search shows (it spans every view: `searching`), no tab is selected; choosing one ends the search and shows it.
 *
 * @csspart views - The views' tabs; `view` each tab, `view-count` its count.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { RovingTabindexController } from '../../controllers/roving-tabindex.js';
import type { InboxContext } from './inbox-context.js';
import { searching, VIEWS, type InboxView } from './list-request.js';

const NAMES = Object.keys(VIEWS) as InboxView[];
/** A view's name in words: `mine` → `viewMine`. */
const label = (view: InboxView) => `view${view[0]!.toUpperCase()}${view.slice(1)}` as `view${Capitalize<InboxView>}`;

export class ListViews {
  readonly #c: InboxContext;
  readonly #roving: RovingTabindexController;

  constructor(c: InboxContext) {
    this.#c = c;
    this.#roving = new RovingTabindexController(c.el, {
      count: () => NAMES.length,
      item: (i) => c.el.renderRoot.querySelector<HTMLElement>(`#view-${NAMES[i]}`),
      orientation: 'horizontal',
      wrap: true,
      // Tabs show their panel as focus moves (the list loads at once; a newer view aborts an older load).
      onMove: (i) => this.select(NAMES[i]!),
    });
  }

  /** Shows `view` (a search shown ends): the list loads for it (its filters join the others). */
  select(view: InboxView): void {
    const { store } = this.#c;
    if (store.state.view === view && !searching(store.state.filters)) return;
    this.#roving.setActive(NAMES.indexOf(view));
    store.setView(view);
    store.setFilters({ query: undefined });
    // At once (not as a debounced search): the old view's rows never show under the new tab.
    void this.#c.loadList();
  }

  /** The views' tabs. */
  render(): TemplateResult {
    const { t, store } = this.#c;
    const { view, counts, filters } = store.state;
    // The space before the count ends the name's own text: Chromium's accessibility tree leaves out a text node of
    // spaces alone (Lit's markers around it), and named the tab "Open226".
    return html`<div class="views" part="views" role="tablist" aria-label=${t('views')} @keydown=${this.#roving.onKeydown}>
        ${NAMES.map((name) => {
          const n = counts?.[name];
          return html`<button type="button" role="tab" id="view-${name}" part="view" aria-selected=${name === view && !searching(filters)} aria-controls="view-panel"
            tabindex=${name === view ? 0 : -1} @click=${() => this.select(name)}>${`${t(label(name))} `}${n === undefined ? nothing : html`<span class="view-count" part="view-count">${n}</span>`}</button>`;
        })}
      </div>`;
  }
}
