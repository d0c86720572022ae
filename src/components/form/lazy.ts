/**
 * The session's modules on the elements' one lazy-loading controller (`controllers/lazy.ts`: once per page, a failure
 * kept until a Retry), plus what the form adds: a module's `styles` are adopted into this element's shadow root (with
 * the CSP nonce fallback of `adoptStyles`) when it arrives, since the module may have been loaded by another form.
 */
import type { CSSResult, ReactiveControllerHost } from 'lit';
import { LazyController, type Loaded, type Loaders } from '../../controllers/lazy.js';
import { adoptStyles } from '../shared/adopt-styles.js';

type Host = ReactiveControllerHost & { readonly renderRoot: HTMLElement | DocumentFragment };

export class FormParts<L extends Loaders> extends LazyController<L> {
  declare readonly host: Host;

  /** Loads the module (once per page) and adopts its `styles` here (once per shadow root). */
  override load<K extends keyof L>(name: K): Promise<Loaded<L, K>> {
    const loading = super.load(name);
    loading.then(
      (module) => this.adopt((module as { styles?: CSSResult } | undefined)?.styles),
      () => {},
    );
    return loading;
  }

  /** Adopts a style sheet a loaded part hands over (a module's `styles`, a field type's). */
  adopt(styles: CSSResult | undefined): void {
    if (styles && typeof styles === 'object' && 'cssText' in styles && this.host.renderRoot)
      adoptStyles(this.host.renderRoot, styles);
  }
}
