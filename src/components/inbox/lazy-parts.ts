/**
 * The inbox's lazy parts, declared in one place, and the one controller that loads them. The list is the first
 * screen; everything below is fetched when first used (the thread pane with the first thread's messages, the rest
 * on the press or event that shows it). A part is fetched once (memoized) and the host renders when it arrives; a
 * failed fetch (offline) is remembered as failed, so updates do not wait for it again, until `retry` or the next
 * `load` (a user's action) tries again.
 *
 * Modules named here import nothing of the first screen for their side effects: what they need of the element
 * (its store, translator, these parts) is handed to the controller they export when it is created.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** Every lazily loaded part of `<parley-inbox>`. */
export const inboxParts = {
  /** The open thread's log, reply box and live-event handling (`ThreadPane`). */
  pane: () => import('./thread-pane.js'),
  /** Loading an opened thread, the live event stream and what its events do, fetched beside the list's first page. */
  storeActions: () => import('./store-actions.js'),
  /** How failures read, with their English words; fetched with the first failure shown. */
  errorWords: () => import('./error-words.js'),
  filterPanel: () => import('./filter-panel.js'),
  notesPanel: () => import('./notes-panel.js'),
  contactPanel: () => import('../../contact-panel.js'),
  rcsNames: () => import('../../controllers/rcs-names.js'),
  /** What the keyboard shortcuts do, loaded on the first key pressed outside a field. */
  shortcuts: () => import('./shortcuts.js'),
  shortcutsSheet: () => import('./shortcuts-sheet.js'),
  /** The list grouped by customer (`group-by="contact"`), fetched when the attribute is set. */
  groups: () => import('./thread-list-groups.js'),
};

type Loaders = Record<string, () => Promise<unknown>>;
type Part<L extends Loaders, K extends keyof L> = Awaited<ReturnType<L[K]>>;

export class LazyParts<L extends Loaders> implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #loaders: L;
  readonly #loading = new Map<keyof L, Promise<unknown>>();
  readonly #loaded = new Map<keyof L, unknown>();
  readonly #failed = new Set<keyof L>();

  constructor(host: ReactiveControllerHost, loaders: L) {
    this.#host = host;
    this.#loaders = loaders;
    host.addController(this);
  }

  /** The part, if it has arrived (render with it, or without it while it is on its way). */
  get<K extends keyof L>(name: K): Part<L, K> | undefined {
    return this.#loaded.get(name) as Part<L, K> | undefined;
  }

  /** The last fetch of the part failed (and no `load` or `retry` since). */
  failed(name: keyof L): boolean {
    return this.#failed.has(name);
  }

  /** Fetches the part once; the host renders when it arrives or fails. */
  load<K extends keyof L>(name: K): Promise<Part<L, K>> {
    let loading = this.#loading.get(name) as Promise<Part<L, K>> | undefined;
    if (loading) return loading;
    this.#failed.delete(name);
    loading = (this.#loaders[name]!() as Promise<Part<L, K>>).then(
      (part) => {
        this.#loaded.set(name, part);
        this.#host.requestUpdate();
        return part;
      },
      (error: unknown) => {
        this.#loading.delete(name);
        this.#failed.add(name);
        this.#host.requestUpdate();
        throw error;
      },
    );
    this.#loading.set(name, loading);
    return loading;
  }

  /** The same mechanism for parts declared by a part (the thread pane's own), rendering the same host. */
  also<M extends Loaders>(loaders: M): LazyParts<M> {
    return new LazyParts(this.#host, loaders);
  }

  /** Forgets a failure: the next update that needs the part fetches it again. */
  retry(name: keyof L): void {
    this.#failed.delete(name);
  }

  hostConnected(): void {}
}

export type InboxParts = LazyParts<typeof inboxParts>;
