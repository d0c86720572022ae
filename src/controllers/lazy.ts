/**
 * The one lazy-loading controller every element uses, after Spectrum Web Components' DependencyManagerController:
 * the element declares its lazy modules by name (`{ pane: () => import('./thread-pane.js') }`), asks for one with
 * `load` (or `try`), renders with it once `get` has it (or without it while it is on its way) and offers a Retry
 * when it `failed`; the element renders again when a load it asked for settles. The loads are the page's
 * (`core/lazy.ts`): one fetch per module for every element, and a failure stays until a Retry the person presses
 * calls `retry`. A lazy part declares its own modules with a controller of its own on the same element.
 *
 * Small on purpose, since it is on every element's first screen: it needs none of the host's lifecycle callbacks,
 * so it is not registered with `addController` (an empty `hostConnected` would be bytes for nothing).
 */
import type { ReactiveControllerHost } from 'lit';
import { failedLoads, loadedModules, loadOnce, retryLoads, type Loader } from '../core/lazy.js';

export type Loaders = Record<string, Loader>;
export type Loaded<L extends Loaders, K extends keyof L> = Awaited<ReturnType<L[K]>>;

export class LazyController<L extends Loaders> {
  readonly host: ReactiveControllerHost;
  readonly #loaders: L;

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
    return failedLoads.has(this.#loaders[name]!);
  }

  /** Loads the module (once per page); rejects, without fetching again, while a failed load is not retried. */
  load<K extends keyof L>(name: K): Promise<Loaded<L, K>> {
    const loader = this.#loaders[name]!;
    const loading = loadOnce(loader) as Promise<Loaded<L, K>>;
    const update = (): void => this.host.requestUpdate();
    // The element renders when it settles: once, however many of its callers wait (Lit batches the requests).
    if (!loadedModules.has(loader) && !failedLoads.has(loader)) loading.then(update, update);
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
}
