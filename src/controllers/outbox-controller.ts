/**
 * An element's link to the page's outbox (`api/outbox.ts`): keeps a write whose first attempt could not reach the
 * service, shows the element's kept writes, and tells the element when one went out. Only this small class is on
 * an element's first screen; the outbox and its view (`outbox-view.ts`) load when an earlier page left items (the
 * `parley:outbox` flag), on the first failed write, or otherwise in idle time, so that a write made after the
 * connection dropped does not need a chunk the browser can no longer fetch.
 *
 * The element hands the loader of the view (`view`): a module of its own that imports its first screen first and
 * re-exports `outbox-view.ts`, so that the view is one of the element's lazy parts and not an entry point of its
 * own reaching into every element's first screen (docs/decisions/012-size-budgets.md).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ApiTransport } from '../api/transport.js';
import type { OutboxItem, OutboxWrite } from '../api/outbox.js';
import { writesLeft } from '../api/outbox-flag.js';

/** What `view` loads: `outbox-view.ts`'s exports. */
export type OutboxView = typeof import('./outbox-view.js');
type View = OutboxView;
type Host = ReactiveControllerHost & HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment };

export interface OutboxControllerOptions {
  /** The element's client: it sends the element's kept writes (its token). */
  client(): ApiTransport;
  /** The kept writes this element shows (its conversation, its form). */
  mine(item: OutboxItem): boolean;
  /**
   * The kept writes this element reports when this page sends them (`sent`), shown or not: a reply kept in a thread
   * the user has left is still theirs. Default: `mine`.
   */
  owns?(item: OutboxItem): boolean;
  /** One of them went out (`owns`, the element's API root and user); `result` is the service's answer. */
  sent?(item: OutboxItem, result: unknown): void;
  /** The element's locale. */
  locale(): string;
  /**
   * The level of the panel's heading: one below the host's heading the panel sits under, so the page's outline
   * stays in order (default 3: below an element's `<h2>`).
   */
  headingLevel?(): number;
  /** Loads the view: `() => import('./outbox-view.js')`, the element's module re-exporting `outbox-view.ts`. */
  view(): Promise<OutboxView>;
}

export class OutboxController implements ReactiveController {
  /** Every kept write of the page, oldest first (`mine` picks the element's at render time). */
  all: readonly OutboxItem[] = [];
  #view: View | undefined;
  #loading: Promise<View> | undefined;
  #stop: (() => void) | undefined;
  #idle: number | undefined;

  constructor(
    private readonly host: Host,
    private readonly options: OutboxControllerOptions,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    const left = writesLeft();
    // In idle time otherwise: the chunk is here before the connection may drop, and writes kept by another tab
    // or element show here too.
    if (left || typeof requestIdleCallback !== 'function') void this.#load().catch(() => {});
    else this.#idle = requestIdleCallback(() => void this.#load().catch(() => {}));
  }

  hostDisconnected(): void {
    // An element gone before its idle time must not attach its client afterwards: the outbox would send through it.
    if (this.#idle !== undefined) cancelIdleCallback(this.#idle);
    this.#idle = undefined;
    this.#view?.getOutbox().detach(this.options.client());
    this.#stop?.();
    this.#stop = undefined;
    this.#loading = undefined;
  }

  /**
   * Keeps `write` in the outbox when the retry policy says so for `error` (`KEEP_POLICY.keepsForLater` in
   * `api/keep-policy.ts`, asked in the lazy chunk: offline, network, 5xx, 429, but not the token route's failure while
   * online); resolves false otherwise (a refusal, a fault of the code: the element shows it as before),
   * when the token does not say who the user is, or when the outbox cannot load. The reply sender, the composer,
   * the form and the notes all decide "kept or failed" here.
   */
  async keep(error: unknown, write: OutboxWrite): Promise<boolean> {
    try {
      const view = await this.#load();
      if (!view.keepsForLater(error)) return false;
      // With why it waits, so that a later page says so too (`keptWrite`).
      await view.getOutbox().keep(this.options.client(), view.keptWrite(write, error), error);
      return true;
    } catch {
      return false;
    }
  }

  /** The kept writes of the user whose token the element holds, or nothing (another user's stay hidden). */
  render(): unknown {
    const view = this.#view;
    if (!view) return undefined;
    const user = view.writerOf(this.options.client().heldToken);
    const items = this.all.filter((i) => this.options.mine(i) && view.sameWriter(i.writer, user));
    if (!items.length) return undefined;
    return view.renderOutbox(
      this.host.renderRoot,
      view.getOutbox(),
      items,
      this.options.locale(),
      this.options.headingLevel?.(),
    );
  }

  /** Whether a kept write that went out is the element's to report: its kind, its API root, its user's. */
  #owns(view: View, item: OutboxItem): boolean {
    const { options } = this;
    const api = options.client();
    const owns = options.owns ? options.owns(item) : options.mine(item);
    return owns && item.baseUrl === api.baseUrl && view.sameWriter(item.writer, view.writerOf(api.heldToken));
  }

  #load(): Promise<View> {
    return (this.#loading ??= this.options.view().then((view) => {
      this.#view = view;
      // The element left the page while the chunk loaded: its client, attached now, would never be detached and
      // would go on sending the writer's items. The next connection loads (from the cache) and attaches again.
      if (!this.host.isConnected) {
        this.#loading = undefined;
        return view;
      }
      const outbox = view.getOutbox();
      this.#stop?.();
      this.#stop = outbox.subscribe(({ items, sent }) => {
        this.all = items;
        if (sent && this.#owns(view, sent.item)) this.options.sent?.(sent.item, sent.result);
        this.host.requestUpdate();
      });
      outbox.attach(this.options.client());
      return view;
    }));
  }
}
