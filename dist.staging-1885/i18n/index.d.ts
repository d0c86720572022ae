/**
 * Tiny i18n for the elements: per-element catalogs (English + Spanish at least), locale negotiation, `{name}`
 * interpolation, plural-aware `{count}` via Intl.PluralRules, and writing direction for RTL locales.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
export type Catalog = Record<string, string>;
/** A catalog, or a loader of one (`() => import('./x.es.js')`) so that only English ships in the element's bundle. */
export type CatalogSource<K extends string> = Partial<Record<K, string>> | (() => Promise<{
    default: Partial<Record<K, string>>;
}>);
/** Catalogs by base language (`en`, `es`, …); `en` is required and is the fallback for missing keys. */
export type Catalogs<K extends string> = {
    en: Record<K, string>;
} & Partial<Record<string, Partial<Record<K, string>>>>;
/** Like {@link Catalogs}, but languages other than English may be loaders, so only English is bundled. */
export type LazyCatalogs<K extends string> = {
    en: Record<K, string>;
} & Partial<Record<string, CatalogSource<K>>>;
export declare function baseLanguage(locale: string): string;
export declare function isRtl(locale: string): boolean;
/** The element's `locale`, else the nearest `lang` attribute, else the browser's language, else `en`. */
export declare function hostLocale(host: HTMLElement, explicit?: string | null): string;
/**
 * Fills `{name}` placeholders. A message with `{count}` may hold plural forms separated by `|`, each tagged with its
 * `Intl.PluralRules` category (`"one: {count} message|other: {count} messages"`; Arabic uses all six: `zero`,
 * `one`, `two`, `few`, `many`, `other`). The form of the count's category is used, else `other`. Untagged
 * `a|b` is the short form of `one: a|other: b`.
 *
 * @example
 * ```ts
 * interpolate('one: {count} file|other: {count} files', { count: 2 }, 'en'); // '2 files'
 * ```
 */
export declare function interpolate(message: string, vars?: Record<string, string | number>, locale?: string): string;
/**
 * Adds (or replaces) a language of an element's catalogs, as a catalog or a loader of one; keys it lacks fall back
 * to English. Register before the elements render in that language (or set their `locale` again).
 *
 * @example
 * ```ts
 * ParleyInbox.registerLanguage('fr', { inbox: 'Boîte de réception', unread: 'one: {count} non lu|other: {count} non lus' });
 * ```
 */
export declare function registerLanguage<K extends string>(catalogs: LazyCatalogs<K>, language: string, source: CatalogSource<K>): void;
/**
 * Adds the English words a lazily loaded part brings (English is also the fallback of any language that lacks a key)
 * under what the catalog holds, so English a host registered with `registerLanguage('en', …)` keeps its words.
 */
export declare function addEnglishWords<K extends string>(catalogs: {
    en: Record<K, string>;
}, words: Partial<Record<K, string>>): void;
export declare class I18nController<K extends string> implements ReactiveController {
    #private;
    private host;
    private catalogs;
    private explicitLocale;
    constructor(host: ReactiveControllerHost & HTMLElement, catalogs: Catalogs<K> | LazyCatalogs<K>, explicitLocale: () => string | null | undefined);
    get locale(): string;
    get dir(): 'ltr' | 'rtl';
    /**
     * The one way to translate: `t(key, vars)` in the locale of the current update (the translator is rebuilt once per
     * update, so a call costs no DOM lookup). A bound function: pass it around as is (`const t = this.#i18n.t`).
     */
    readonly t: (key: K, vars?: Record<string, string | number>) => string;
    /**
     * A translator bound to the current locale and catalog: one DOM lookup for the locale per call of this method,
     * none per translation. Make one per render.
     */
    translator(): (key: K, vars?: Record<string, string | number>) => string;
    hostConnected(): void;
    hostDisconnected(): void;
    hostUpdate(): void;
}
