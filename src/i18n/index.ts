/**
 * Tiny i18n for the elements: per-element catalogs (English + Spanish at least), locale negotiation, `{name}`
 * interpolation, plural-aware `{count}` via Intl.PluralRules, and writing direction for RTL locales.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { failedLoads, loadedModules, loadOnce } from '../core/lazy.js';
import {
  baseLanguage,
  interpolate,
  isRtl,
  type Catalog,
  type CatalogSource,
  type Catalogs,
  type LazyCatalogs,
  type Translation,
} from './words.js';

export { baseLanguage, interpolate, isRtl };
export type { Catalog, CatalogSource, Catalogs, LazyCatalogs, Translation };

/** Hosts that can hold their next render until something (a catalog) has loaded: `ParleyElement` is one. */
interface HoldingHost {
  holdUpdatesUntil?(promise: Promise<unknown>): void;
  beforeEachUpdate?(prepare: () => void): void;
}

/**
 * The element's `locale`, else the nearest `lang` attribute, else the browser's language, else `en`: the first that is
 * a locale Intl can read (`en_US` read as `en-US`). A tag it cannot read is passed over rather than handed to the
 * formatters, which throw on it from a render.
 */
export function hostLocale(host: HTMLElement, explicit?: string | null): string {
  return (
    localeTag(explicit) ??
    localeTag(host.closest('[lang]')?.getAttribute('lang')) ??
    localeTag(globalThis.navigator?.language) ??
    'en'
  );
}

function localeTag(tag: string | null | undefined): string | undefined {
  try {
    return tag ? Intl.getCanonicalLocales(tag.replace(/_/g, '-'))[0] : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Adds (or replaces) a language of an element's catalogs, as a catalog or a loader of one; keys it lacks fall back
 * to English. Register before the elements render in that language (or set their `locale` again).
 *
 * @example
 * ```ts
 * ParleyInbox.registerLanguage('fr', { inbox: 'Boîte de réception', unread: 'one: {count} non lu|other: {count} non lus' });
 * ```
 */
export function registerLanguage<K extends string>(
  catalogs: LazyCatalogs<K>,
  language: string,
  source: CatalogSource<K>,
): void {
  (catalogs as Record<string, CatalogSource<K>>)[baseLanguage(language)] = source;
}

/**
 * Adds the English words a lazily loaded part brings (English is also the fallback of any language that lacks a key)
 * under what the catalog holds, so English a host registered with `registerLanguage('en', …)` keeps its words.
 */
export function addEnglishWords<K extends string>(
  catalogs: { en: Record<K, string> },
  words: Partial<Record<K, string>>,
): void {
  catalogs.en = { ...words, ...catalogs.en } as Record<K, string>;
}

/**
 * Reactive translator: `t(key, vars)` in the host's current locale; `dir` for the host's `dir` attribute.
 *
 * @example
 * ```ts
 * #i18n = new I18nController(this, inboxMessages, () => this.locale);
 * render() { return html`<h2>${this.#i18n.t('threads')}</h2>`; }
 * ```
 */
/**
 * Elements whose language follows the page: one observer of `lang` attributes for all of them, so a page that
 * switches `<html lang>` (or an element's own `lang`) at run time re-renders them in the new language.
 */
const followers = new Set<ReactiveControllerHost>();
let langObserver: MutationObserver | undefined;

function follow(host: ReactiveControllerHost, on: boolean): void {
  if (on) followers.add(host);
  else followers.delete(host);
  if (typeof MutationObserver === 'undefined' || typeof document === 'undefined') return;
  if (followers.size && !langObserver) {
    langObserver = new MutationObserver(() => followers.forEach((h) => h.requestUpdate()));
    langObserver.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
  } else if (!followers.size && langObserver) {
    langObserver.disconnect();
    langObserver = undefined;
  }
}

export class I18nController<K extends string> implements ReactiveController {
  constructor(
    private host: ReactiveControllerHost & HTMLElement,
    private catalogs: Catalogs<K> | LazyCatalogs<K>,
    private explicitLocale: () => string | null | undefined,
  ) {
    host.addController(this);
    // Before every update, make sure the current locale's catalog is there (or loading, holding the render), and
    // forget the last update's translator: what the host words before rendering (in `willUpdate`) is in this
    // update's language, also in the update where the locale changes or its catalog arrives.
    (host as HoldingHost).beforeEachUpdate?.(() => {
      this.#current = undefined;
      this.#catalog(baseLanguage(this.locale));
    });
  }

  get locale(): string {
    return hostLocale(this.host, this.explicitLocale());
  }

  get dir(): 'ltr' | 'rtl' {
    return isRtl(this.locale) ? 'rtl' : 'ltr';
  }

  /**
   * The one way to translate: `t(key, vars)` in the locale of the current update (the translator is rebuilt once per
   * update, so a call costs no DOM lookup). A bound function: pass it around as is (`const t = this.#i18n.t`).
   */
  readonly t = (key: K, vars?: Record<string, string | number>): string =>
    (this.#current ??= this.translator())(key, vars);

  /** The translator of the current update (rebuilt in `hostUpdate`), so `t` costs no DOM lookup per call. */
  #current: ((key: K, vars?: Record<string, string | number>) => string) | undefined;

  /**
   * A translator bound to the current locale and catalog: one DOM lookup for the locale per call of this method,
   * none per translation. Make one per render.
   */
  translator(): (key: K, vars?: Record<string, string | number>) => string {
    const locale = this.locale;
    const catalog = this.#catalog(baseLanguage(locale));
    const en = this.catalogs.en;
    return (key, vars) => interpolate(catalog?.[key] ?? en[key] ?? key, vars, locale);
  }

  /**
   * The catalog of a language: bundled, already loaded, or (first call) starts loading it and holds the host's render.
   * Loaded as all lazy code is (`core/lazy.ts`): once per page; offline, English stays until a Retry.
   */
  #catalog(language: string): Partial<Record<K, string>> | undefined {
    const source = this.catalogs[language];
    if (typeof source !== 'function') return source;
    const loaded = loadedModules.get(source) as { default: Partial<Record<K, string>> } | undefined;
    if (loaded || failedLoads.has(source)) return loaded?.default;
    (this.host as HoldingHost).holdUpdatesUntil?.(
      loadOnce(source).then(
        () => {
          this.#current = undefined;
          this.host.requestUpdate();
        },
        () => {},
      ),
    );
    return undefined;
  }

  hostConnected(): void {
    this.#catalog(baseLanguage(this.locale)); // start loading before the first render
    follow(this.host, true);

    // Direction follows the locale unless the page set `dir` on the element itself.
    if (!this.host.hasAttribute('dir')) this.host.setAttribute('dir', this.dir);
  }

  hostDisconnected(): void {
    follow(this.host, false);
  }

  hostUpdate(): void {
    this.#current = this.translator();
    if (this.host.getAttribute('dir') !== this.dir && this.host.dataset.parleyDir !== 'manual') {
      this.host.setAttribute('dir', this.dir);
    }
  }
}
