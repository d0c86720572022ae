/**
 * The split CDN build's `__vitePreload` (vite.config.ts `smallPreloadHelper`, which bundles this module in place of
 * Vite's own helper): Vite rewrites each `import()` of those files as
 * `__vitePreload(() => import(chunk), chunk and its imports, import.meta.url)`, so that the chunk's imports are
 * fetched beside it rather than once it has arrived. Each file not yet asked for gets a
 * `<link rel="modulepreload">` resolved against the importing chunk's URL, with the page's
 * `<meta property="csp-nonce">` as Vite's helper gives it; then the chunk is imported (the browser's module map
 * joins the import to the preloads). Unlike Vite's, it neither preloads CSS (the files have none) nor dispatches
 * `vite:preloadError` (no Vite app listens for it here): an import that fails rejects, as `import()` does.
 */

/** Files this page has asked for through here. */
const asked = new Set<string>();

/** `load`: the `import()` itself; `deps`: the chunk and its static imports, relative to `base`, the importer's URL. */
export const __vitePreload = <T>(load: () => Promise<T>, deps: readonly string[] | undefined, base: string) => {
  if (deps?.length) {
    const meta = document.querySelector<HTMLMetaElement>('meta[property=csp-nonce]');
    const nonce = meta?.nonce || meta?.getAttribute('nonce') || '';
    // A link already in the page (the entry's own preloads of its first screen) is not asked for twice.
    const linked = new Set([...document.getElementsByTagName('link')].map((link) => link.href));
    for (const dep of deps) {
      const href = new URL(dep, base).href;
      if (asked.has(href) || linked.has(href)) continue;
      asked.add(href);
      document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, nonce }));
    }
  }
  return load();
};
