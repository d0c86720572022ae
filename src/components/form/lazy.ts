/**
 * The form's one way of loading code on first use: a declared loader (`() => import(...)`) loaded once per element
 * by this controller, which memoizes it, adopts the module's `styles` into the element's shadow root (with the CSP
 * nonce fallback of `adoptStyles`) and asks the element to render again. A failed load is forgotten, so the next
 * use tries again (offline, or a deploy removed an old chunk).
 */
import type { CSSResult, ReactiveController, ReactiveControllerHost } from 'lit';
import { adoptStyles } from '../shared/adopt-styles.js';

export type Loader<M> = () => Promise<M>;

interface Entry {
  promise: Promise<unknown>;
  module?: unknown;
}

export class LazyModules implements ReactiveController {
  readonly #host: ReactiveControllerHost & { readonly renderRoot: HTMLElement | DocumentFragment };
  readonly #entries = new Map<Loader<unknown>, Entry>();

  constructor(host: ReactiveControllerHost & { readonly renderRoot: HTMLElement | DocumentFragment }) {
    this.#host = host;
    host.addController(this);
  }

  hostConnected(): void {
    // Styles of modules loaded before the element was (re)attached to a new root.
    for (const entry of this.#entries.values()) this.#adopt(entry.module);
  }

  /** The module if it has loaded. */
  get<M>(loader: Loader<M>): M | undefined {
    return this.#entries.get(loader)?.module as M | undefined;
  }

  /** Loads the module (once), adopts its `styles` and requests an update. */
  load<M>(loader: Loader<M>): Promise<M> {
    let entry = this.#entries.get(loader);
    if (!entry) {
      const created: Entry = {
        promise: loader().then(
          (module) => {
            created.module = module;
            this.#adopt(module);
            this.#host.requestUpdate();
            return module;
          },
          (error: unknown) => {
            this.#entries.delete(loader);
            throw error;
          },
        ),
      };
      entry = created;
      this.#entries.set(loader, entry);
    }
    return entry.promise as Promise<M>;
  }

  /** Adopts a style sheet a loaded part hands over itself (a field type's `styles`). */
  adopt(styles: CSSResult | undefined): void {
    if (styles && this.#host.renderRoot) adoptStyles(this.#host.renderRoot, styles);
  }

  #adopt(module: unknown): void {
    const styles = (module as { styles?: CSSResult } | undefined)?.styles;
    if (styles && typeof styles === 'object' && 'cssText' in styles) this.adopt(styles);
  }
}
