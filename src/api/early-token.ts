/**
 * The script tag's head start on the token: `dist/cdn/parley.js` and `parley-<tag>.js` evaluate this module before
 * Lit and the elements (each CDN entry imports it first: vite.config.ts `CDN_ENTRIES`). Every element asks for its
 * token when it connects, which on a script-tag page is only once the whole first-load chunk has run (~0.4 s on a
 * phone, before any data can be asked for). A
 * module script runs after the HTML is parsed, so the `token-url` of the page's elements is known now: one
 * `getToken()` per route starts the page-wide token source's one request (transport.ts shares it by resolved URL),
 * which the elements join when they connect instead of starting their own. Elements given a `token` (the hosted
 * form: its `?t=`) need no request and are left alone; a failure is left to the element's first call, which asks
 * again and reports its own. Not in the npm entries: there the element's code runs as soon as it arrives anyway.
 */
import { createApiClient } from './client.js';

if (typeof document !== 'undefined') {
  const recipient = new URLSearchParams(location.search).has('t');
  for (const el of document.querySelectorAll('[token-url]')) {
    const route = el.getAttribute('token-url');
    if (!route || !el.localName.startsWith('parley-') || el.hasAttribute('token')) continue;
    if (recipient && el.localName === 'parley-form') continue;
    // The API root plays no part in the token request (nor in which source it is).
    createApiClient({ baseUrl: location.origin, tokenUrl: route })
      .getToken()
      .catch(() => undefined);
  }
}
