/**
 * The inbox's filter panel (sender, brand, campaign, audience, tag, the list's order, recipient): a chunk loaded when
 * "Filters" is first pressed (size budgets), with the audience names it offers (`audiences:read`).
 *
 * @csspart sort - The list's order: newest first, or longest waiting (customers waiting longest first).
 */
import './first-screen.js';
import { css, html, nothing, type TemplateResult } from 'lit';
import type { ApiTransport } from '../../api/transport.js';
import { listAudiences } from '../../api/contacts-blasts.js';
import type { RcsNamesController } from '../../controllers/rcs-names.js';
import type { Conversation } from '../../schemas/conversations.js';
import { addEnglishWords } from '../../i18n/index.js';
import { inboxMessages, type InboxKey } from '../../i18n/inbox.js';
import { filtersEn } from '../../i18n/inbox-filters.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import type { InboxContext } from './inbox-context.js';
import { asApiError, type InboxState } from './inbox-store.js';
import { channelOf, type Filters } from './model.js';

/** The panel's styles travel with it (they were `inbox.styles.ts`' and `thread-list.styles.ts`'). */
const filterPanelStyles = css`
  .filter-panel {
    display: grid;
    gap: 6px;
  }
  .filter-panel[hidden] {
    display: none;
  }
  .filter-panel label {
    display: grid;
    gap: 2px;
    font-size: 12px;
    color: var(--_muted);
  }
  .filter-panel select,
  .filter-panel input {
    color: var(--_text);
  }
  select,
  option {
    background: var(--_bg);
    color: var(--_text);
  }
`;

// The panel's English words arrive with it (i18n/inbox-filters.ts), before it first renders.
addEnglishWords(inboxMessages, filtersEn);

export interface FilterPanelContext {
  /** The inbox's shadow root, which adopts the panel's styles. */
  root: Node;
  t(key: InboxKey, vars?: Record<string, string | number>): string;
  locale: string;
  state: Pick<InboxState, 'threads' | 'filters'>;
  names: RcsNamesController | undefined;
  audiences: readonly { id: string; name: string }[] | undefined;
  /** The token may read contacts (the tag filter). */
  contacts: boolean;
  /** "Acme Coffee · SMS" for a thread's sender. */
  sender(c: Conversation): string;
  set(patch: Filters): void;
}

/** Options come from the threads shown (and the team's audiences), sorted by their names in the locale. */
export function renderFilterPanel(x: FilterPanelContext): TemplateResult {
  adoptStyles(x.root, filterPanelStyles);
  const { t, state } = x;
  const f = state.filters;
  const bySender = new Map(state.threads.map((c) => [c.from, c]));
  const select = (
    key: 'from' | 'brandId' | 'campaignId' | 'audienceId' | 'tag',
    label: InboxKey,
    values: Iterable<string | null | undefined>,
    name: (v: string) => string,
  ) => {
    const current = f[key];
    const options = [...new Set([current, ...values].filter((v): v is string => !!v))]
      .map((v) => ({ v, label: name(v) }))
      .sort((a, b) => a.label.localeCompare(b.label, x.locale));
    return html`<label>${t(label)}
      <select @change=${(e: Event) => x.set({ [key]: (e.target as HTMLSelectElement).value || undefined })}>
        <option value="" ?selected=${!current}>${t('any')}</option>
        ${options.map((o) => html`<option value=${o.v} ?selected=${o.v === current}>${o.label}</option>`)}
      </select>
    </label>`;
  };
  const names = x.names;
  const audienceNames = new Map((x.audiences ?? []).map((a) => [a.id, a.name]));
  return html`
    ${select('from', 'sender', bySender.keys(), (id) => {
      const c = bySender.get(id);
      return c ? x.sender(c) : id;
    })}
    ${select(
      'brandId',
      'brand',
      state.threads.map((c) => c.brandId),
      (id) => names?.brandName(id) ?? id,
    )}
    ${select(
      'campaignId',
      'campaign',
      state.threads.map((c) => c.campaignId),
      (id) => names?.campaignName(id) ?? id,
    )}
    ${x.audiences ? select('audienceId', 'audience', audienceNames.keys(), (id) => audienceNames.get(id) ?? id) : nothing}
    ${
      x.contacts
        ? select(
            'tag',
            'tag',
            state.threads.flatMap((c) => c.contact?.tags ?? []),
            (tag) => tag,
          )
        : nothing
    }
    <label>${t('sortBy')}
      <select part="sort" @change=${(e: Event) => x.set({ sort: (e.target as HTMLSelectElement).value === 'waiting' ? 'waiting' : undefined })}>
        <option value="recent" ?selected=${f.sort !== 'waiting'}>${t('sortRecent')}</option>
        <option value="waiting" ?selected=${f.sort === 'waiting'}>${t('sortWaiting')}</option>
      </select>
    </label>
    <label>${t('recipient')}
      <input type="tel" .value=${f.to ?? ''} placeholder="+14155550123" dir="ltr"
        @change=${(e: Event) => x.set({ to: (e.target as HTMLInputElement).value || undefined })} />
    </label>`;
}

/** The team's audiences (first 100) as id and name, for the audience filter. */
export async function audienceOptions(api: ApiTransport): Promise<{ id: string; name: string }[]> {
  const page = await listAudiences(api, { pageSize: 100 });
  return page.data.map((a) => ({ id: a.id, name: a.name }));
}

/** The audiences' names each inbox's panel offers, once loaded. */
const audiences = new WeakMap<InboxContext, { id: string; name: string }[]>();

/**
 * The audiences' names, once the panel is open and the token's claims say it may read them (either may come first):
 * loaded once per inbox, a failure said as the list's.
 */
export async function loadAudiences(c: InboxContext): Promise<void> {
  const { store, el } = c;
  if (audiences.has(c) || !store.can('audiences:read') || !store.state.claims.scopes) return;
  try {
    audiences.set(c, await audienceOptions(el.api));
    el.requestUpdate();
  } catch (error) {
    c.errors.fail(asApiError(error), 'list');
  }
}

/** Opens or closes an inbox's panel (`ListFilters.open`), with the audiences' names it offers. */
export async function togglePanel(c: InboxContext): Promise<void> {
  const { filters } = c;
  filters.open = !filters.open;
  c.el.requestUpdate();
  await filters.loadAudiences();
}

/** The panel of an inbox (`ListFilters`), its filters applied with `set`. */
export function renderInboxPanel(c: InboxContext, set: (patch: Filters) => void): TemplateResult {
  const { t, store } = c;
  return renderFilterPanel({
    root: c.el.renderRoot,
    t,
    locale: c.locale(),
    state: store.state,
    names: c.wiring.names,
    audiences: audiences.get(c),
    contacts: store.can('contacts:read') || store.can('contacts:write'),
    sender: (row) => t('senderChannel', { sender: c.senderName(row), channel: channelOf(row) }),
    set,
  });
}
