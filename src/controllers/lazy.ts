/**
 * The one lazy-loading controller every element uses, after Spectrum Web Components' DependencyManagerController:
 * the element declares its lazy modules by name (`{ pane: () => import('./thread-pane.js') }`), asks for one with
 * `load` (or `try`), renders with it once `get` has it (or without it while it is on its way) and offers a Retry
 * when it `failed`; the element renders again when a load it asked for settles. The loads are the page's
 * (`core/lazy.ts`): one fetch per module for every element, and a failure stays until a retry: the person presses
 * a Retry (a control whose part is `retry-button`, or one that calls `retry`), or the network comes back. After a retry, every element that could not get a module renders again, so what it shows asks for
 * its modules again (a part with no Retry of its own, a picker or the grouped list, does not stay failed after an
 * outage), and what it loads on a press is fetched on the next press. A lazy part declares its own modules with a
 * controller of its own on the same element.
 *
 * Small on purpose, since it is on every element's first screen: it needs none of the host's lifecycle callbacks,
 * so it is not registered with `addController` (an empty `hostConnected` would be bytes for nothing).
 */
import type { ReactiveControllerHost } from 'lit';
import { failedLoads, loadedModules, loadOnce, onRetry, retryLoads, type Loader } from '../core/lazy.js';

export type Loaders = Record<string, Loader>;
export type Loaded<L extends Loaders, K extends keyof L> = Awaited<ReturnType<L[K]>>;

export class LazyController<L extends Loaders> {
  readonly host: ReactiveControllerHost;
  readonly #loaders: L;
  /** What this element could not get: it renders again at the next retry unless it asked for all of it again. */
  readonly #missed = new Set<keyof L>();

  constructor(host: ReactiveControllerHost, loaders: L) {
    this.host = host;
    this.#loaders = loaders;
  }

  /** The module, once loaded. */
  get<K extends keyof L>(name: K): Loaded<L, K> | undefined {
    return loadedModules.get(this.#loaders[name]!) as Loaded<L, K> | undefined;
  }

  /** Its load failed (in this element or another) and no one has retried since. */
  failed(name: keyof L): boolean {
    const failed = failedLoads.has(this.#loaders[name]!);
    if (failed) this.#miss(name);
    return failed;
  }

  /** Loads the module (once per page); rejects, without fetching again, while a failed load is not retried. */
  load<K extends keyof L>(name: K): Promise<Loaded<L, K>> {
    const loader = this.#loaders[name]!;
    this.#missed.delete(name);
    const loading = loadOnce(loader) as Promise<Loaded<L, K>>;
    const update = (): void => this.host.requestUpdate();
    // The element renders when it settles: once, however many of its callers wait (Lit batches the requests).
    if (!loadedModules.has(loader) && !failedLoads.has(loader)) loading.then(update, update);
    loading.catch(() => this.#miss(name));
    return loading;
  }

  /** Like `load`, but undefined (and no throw) when the module cannot be fetched: the element goes on without it. */
  try<K extends keyof L>(name: K): Promise<Loaded<L, K> | undefined> {
    return this.load(name).catch(() => undefined);
  }

  /** The person pressed Retry: every failed load of the page is forgotten, so the next `load` fetches again. */
  retry(): void {
    retryLoads();
  }

  /** Remembers `name` until the next retry. */
  #miss(name: keyof L): void {
    this.#missed.add(name);
    onRetry(this.#again);
  }

  /**
   * After a retry the element renders again, so what it shows asks for its modules again (and they are fetched),
   * unless the Retry's own handler already asked again for all it missed (its load settling is the one render).
   */
  readonly #again = (): void =>
    queueMicrotask(() => {
      if (!this.#missed.size) return;
      this.#missed.clear();
      this.host.requestUpdate();
    });
}
