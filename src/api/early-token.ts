/**
 * The composer's script-tag files' head start on the token (`dist/cdn/parley-composer.js` and `parley.js` import it
 * first: vite.config.ts `CDN_EARLY_TOKEN`). The composer has no head start of its own (api/head-start.ts: its budget
 * has no room for one, and its first requests wait for what is typed), but its first screen waits for the token:
 * this module runs before Lit and the elements evaluate, and one `getToken()` per route starts the page-wide token
 * source's request (transport.ts shares it by resolved URL), which the elements join when they connect. Elements
 * given a `token` need no request; a failure is left to the element's first call, which asks again and reports
 * its own.
 */
import { ApiTransport } from './transport.js';

if (typeof document !== 'undefined') {
  for (const composer of document.querySelectorAll('parley-composer[token-url]:not([token])')) {
    // The API root plays no part in the token request (nor in which source it is).
    new ApiTransport({ baseUrl: location.origin, tokenUrl: composer.getAttribute('token-url')! })
      .getToken()
      .catch(() => undefined);
  }
}
