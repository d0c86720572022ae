/**
 * The filters above the inbox's thread list: the search box (debounced), unread-only, and the filter panel
 * (`filter-panel.ts`, a chunk loaded the first time it opens) with the audiences' names it offers.
 */
import { html, nothing, type ReactiveController, type TemplateResult } from 'lit';
import { DebouncedCall } from '../../controllers/debounce.js';
import type { InboxContext } from './inbox-context.js';
import { asApiError } from './inbox-store.js';
import type { Filters } from './model.js';

const SEARCH_DELAY = 250;

export class ListFilters implements ReactiveController {
  readonly #c: InboxContext;
  #search = new DebouncedCall(SEARCH_DELAY);

  constructor(c: InboxContext) {
    this.#c = c;
    c.el.addController(this);
  }

  hostDisconnected(): void {
    this.#search.cancel();
  }

  /** Applies a change of the filters and loads the list for them (`debounce`: typed in the search box). */
  set(patch: Filters, debounce = false): void {
    // What the results show besides rows comes while the search is typed and sent (`search-results.ts`).
    if (patch.query) void this.#c.parts.try('search');
    this.#c.store.setFilters(patch);
    this.#search.schedule((signal) => this.#c.loadList(false, signal), debounce ? SEARCH_DELAY : 0);
  }

  clearSearch(): void {
    this.set({ query: undefined });
    const { el } = this.#c;
    void el.updateComplete.then(() => el.renderRoot.querySelector<HTMLInputElement>('[part~="search"]')?.focus());
  }

  /** Whether the filter panel is open: `togglePanel` of `filter-panel.ts`, its chunk, opens and closes it. */
  open = false;

  /** The audiences' names the open panel offers (`filter-panel.ts`), once the claims allow them. */
  async loadAudiences(): Promise<void> {
    if (this.open) await this.#c.parts.get('filterPanel')?.loadAudiences(this.#c);
  }

  render(): TemplateResult {
    const on = this.#c;
    const { t } = on;
    const s = on.store.state;
    const f = s.filters;
    const panel = on.parts.get('filterPanel');
    return html`<div class="filters">
        <div class="search">
          <input type="search" part="search" aria-label=${t('search')} placeholder=${t('search')} .value=${f.query ?? ''}
            maxlength="200" @input=${(e: Event) => this.set({ query: (e.target as HTMLInputElement).value }, true)}
            @keydown=${(e: KeyboardEvent) => {
              if (e.key === 'Escape' && f.query) {
                e.preventDefault();
                this.clearSearch();
              }
            }} />
          ${
            f.query
              ? html`<button class="clear" part="clear-search" type="button" aria-label=${t('clearSearch')} title=${t('clearSearch')}
                @click=${() => this.clearSearch()}><span aria-hidden="true">×</span></button>`
              : nothing
          }
        </div>
        <div class="filter-row">
          <label class="check"><input type="checkbox" .checked=${!!f.unreadOnly}
            @change=${(e: Event) => this.set({ unreadOnly: (e.target as HTMLInputElement).checked })} />${t('unreadOnly')}</label>
          <button class="btn small" aria-expanded=${this.open ? 'true' : 'false'} aria-controls="filter-panel"
            @click=${() => {
              // The panel is a chunk of its own, loaded the first time it opens; once here, it toggles at once.
              const part = on.parts.get('filterPanel');
              if (part) void part.togglePanel(on);
              else
                on.parts.load('filterPanel').then(
                  (p) => p.togglePanel(on),
                  (error: unknown) => on.errors.fail(asApiError(error), 'list'),
                );
            }}>${t('filters')}</button>
        </div>
        <div id="filter-panel" class="filter-panel" ?hidden=${!this.open}>${
          this.open && panel ? panel.renderInboxPanel(on, (patch) => this.set(patch)) : nothing
        }</div>
      </div>`;
  }
}
