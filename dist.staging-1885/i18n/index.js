const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'yi', 'dv', 'ku', 'sd', 'ug']);
export function baseLanguage(locale) {
    return locale.toLowerCase().split(/[-_]/)[0] ?? 'en';
}
export function isRtl(locale) {
    return RTL_LANGUAGES.has(baseLanguage(locale));
}
/** The element's `locale`, else the nearest `lang` attribute, else the browser's language, else `en`. */
export function hostLocale(host, explicit) {
    if (explicit)
        return explicit;
    const lang = host.closest('[lang]')?.getAttribute('lang');
    if (lang)
        return lang;
    return typeof navigator !== 'undefined' && navigator.language ? navigator.language : 'en';
}
const PLURAL_FORM = /^(zero|one|two|few|many|other): ?/;
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
export function interpolate(message, vars = {}, locale = 'en') {
    let text = message;
    if (text.includes('|') && typeof vars.count === 'number') {
        const parts = text.split('|');
        const forms = new Map();
        parts.forEach((part, i) => {
            const tagged = PLURAL_FORM.exec(part);
            if (tagged)
                forms.set(tagged[1], part.slice(tagged[0].length));
            else
                forms.set(i === 0 && parts.length > 1 ? 'one' : 'other', part);
        });
        const category = pluralRules(locale).select(vars.count);
        text = forms.get(category) ?? forms.get('other') ?? parts[parts.length - 1];
    }
    return text.replace(/\{(\w+)\}/g, (whole, name) => (name in vars ? String(vars[name]) : whole));
}
const rulesCache = new Map();
function pluralRules(locale) {
    let rules = rulesCache.get(locale);
    if (!rules)
        rulesCache.set(locale, (rules = new Intl.PluralRules(locale)));
    return rules;
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
export function registerLanguage(catalogs, language, source) {
    catalogs[baseLanguage(language)] = source;
}
/**
 * Adds the English words a lazily loaded part brings (English is also the fallback of any language that lacks a key)
 * under what the catalog holds, so English a host registered with `registerLanguage('en', …)` keeps its words.
 */
export function addEnglishWords(catalogs, words) {
    catalogs.en = { ...words, ...catalogs.en };
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
const followers = new Set();
let langObserver;
function follow(host, on) {
    if (on)
        followers.add(host);
    else
        followers.delete(host);
    if (typeof MutationObserver === 'undefined' || typeof document === 'undefined')
        return;
    if (followers.size && !langObserver) {
        langObserver = new MutationObserver(() => followers.forEach((h) => h.requestUpdate()));
        langObserver.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
    }
    else if (!followers.size && langObserver) {
        langObserver.disconnect();
        langObserver = undefined;
    }
}
export class I18nController {
    host;
    catalogs;
    explicitLocale;
    constructor(host, catalogs, explicitLocale) {
        this.host = host;
        this.catalogs = catalogs;
        this.explicitLocale = explicitLocale;
        host.addController(this);
        // Before every update, make sure the current locale's catalog is there (or loading, holding the render), and
        // forget the last update's translator: what the host words before rendering (in `willUpdate`) is in this
        // update's language, also in the update where the locale changes or its catalog arrives.
        host.beforeEachUpdate?.(() => {
            this.#current = undefined;
            this.#catalog(baseLanguage(this.locale));
        });
    }
    get locale() {
        return hostLocale(this.host, this.explicitLocale());
    }
    get dir() {
        return isRtl(this.locale) ? 'rtl' : 'ltr';
    }
    /**
     * The one way to translate: `t(key, vars)` in the locale of the current update (the translator is rebuilt once per
     * update, so a call costs no DOM lookup). A bound function: pass it around as is (`const t = this.#i18n.t`).
     */
    t = (key, vars) => (this.#current ??= this.translator())(key, vars);
    /** The translator of the current update (rebuilt in `hostUpdate`), so `t` costs no DOM lookup per call. */
    #current;
    /**
     * A translator bound to the current locale and catalog: one DOM lookup for the locale per call of this method,
     * none per translation. Make one per render.
     */
    translator() {
        const locale = this.locale;
        const catalog = this.#catalog(baseLanguage(locale));
        const en = this.catalogs.en;
        return (key, vars) => interpolate(catalog?.[key] ?? en[key] ?? key, vars, locale);
    }
    #loaded = new Map();
    #loading = new Set();
    /** The catalog of a language: bundled, already loaded, or (first call) starts loading it and holds the host's render. */
    #catalog(language) {
        const source = this.catalogs[language];
        if (typeof source !== 'function')
            return source;
        const loaded = this.#loaded.get(language);
        if (loaded || this.#loading.has(language))
            return loaded;
        this.#loading.add(language);
        const done = source().then((module) => {
            this.#loaded.set(language, module.default);
            this.#current = undefined;
            this.host.requestUpdate();
        }, () => this.#loading.delete(language));
        this.host.holdUpdatesUntil?.(done);
        return undefined;
    }
    hostConnected() {
        this.#catalog(baseLanguage(this.locale)); // start loading before the first render
        follow(this.host, true);
        // Direction follows the locale unless the page set `dir` on the element itself.
        if (!this.host.hasAttribute('dir'))
            this.host.setAttribute('dir', this.dir);
    }
    hostDisconnected() {
        follow(this.host, false);
    }
    hostUpdate() {
        this.#current = this.translator();
        if (this.host.getAttribute('dir') !== this.dir && this.host.dataset.parleyDir !== 'manual') {
            this.host.setAttribute('dir', this.dir);
        }
    }
}
