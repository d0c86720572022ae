/**
 * Click counts of the short links in the log's messages: which URLs are the team's short links (looked up when a
 * message first shows a URL, `links:read`), and one `<parley-link-stats>` per link under the message. The lookup and
 * the element are a lazy part of their own (`link-clicks.ts`). Part of the thread pane's chunk.
 */
import { html, nothing } from 'lit';
import type { Message } from '../../schemas/messages.js';
import { messageUrls } from './message-bubble.js';
import type { PaneContext } from './pane-context.js';
import { ViewState } from './view-state.js';

/** Lookups closer together than this are one (a burst of messages with links asks once). */
const LOOKUP_GAP_MS = 2000;

export class LogLinkStats {
  readonly #p: PaneContext;
  /** `shortUrl` → `linkId` of the team's short links, once looked up. */
  readonly #view: ViewState<{ linkIds: ReadonlyMap<string, string> | undefined }>;
  #lookup: { startedAt: number; pending: boolean } | undefined;

  constructor(p: PaneContext) {
    this.#p = p;
    this.#view = new ViewState(p.host, { linkIds: undefined });
  }

  /** What the log's rows depend on (a row renders again when it changes). */
  get linkIds(): ReadonlyMap<string, string> | undefined {
    return this.#view.value.linkIds;
  }

  /** A message's click counts, or nothing (`BubbleContext.linkStats`). */
  render = (m: Message): unknown => {
    const urls = messageUrls(m);
    if (!urls.length) return nothing;
    const ids = this.#view.value.linkIds;
    // A message newer than the last lookup may carry links made since: look again (once per such message batch).
    if (!ids || (urls.some((u) => !ids.has(u)) && Date.parse(m.createdAt) >= (this.#lookup?.startedAt ?? 0)))
      this.#lookUp();
    const found = ids ? [...new Set(urls.map((u) => ids.get(u)).filter((id): id is string => !!id))] : [];
    if (!found.length) return nothing;
    const { host, store } = this.#p;
    return html`<div class="link-clicks">
      ${found.map((id) => html`<parley-link-stats link-id=${id} toggle-tabindex="-1" .client=${store.api()} locale=${this.#p.locale()} theme=${host.theme}></parley-link-stats>`)}
    </div>`;
  };

  #lookUp(): void {
    const now = Date.now();
    const last = this.#lookup;
    if (last && (last.pending || now - last.startedAt < LOOKUP_GAP_MS)) return;
    const lookup: { startedAt: number; pending: boolean } = (this.#lookup = { startedAt: now, pending: true });
    void this.#p.lazy
      .load('linkClicks')
      .then((m) => m.shortLinkIds(this.#p.store.api()))
      .then(
        (ids) => this.#view.set({ linkIds: ids }),
        () => this.#view.set({ linkIds: this.#view.value.linkIds ?? new Map() }),
      )
      .finally(() => {
        lookup.pending = false;
      });
  }
}
