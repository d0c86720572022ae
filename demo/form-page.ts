/**
 * The hosted form page (`{forms_url}/<form_id>?t=<token>`): shows one `<parley-form>` full page. The recipient
 * token in `t` (minted by `POST /forms/send` with `to`) lets a `can_update` form load and edit prior answers; a
 * URL-only form works without it. Other query parameters prefill the fields they name.
 *
 * Built for production by scripts/pages.ts. Its first screen is one round trip after the HTML: the element, and the
 * code that shows a loaded form (`ready.ts`, which the element would otherwise fetch on its own after upgrading),
 * are static imports, so they arrive in the page's one module; and the definition the element asks for first is
 * already in the page (the sandbox puts its `GET /forms/{id}/render` answer in `#parley-form-render`), so that
 * request is answered from the page instead of the network. Anything else goes to the network as usual.
 */
import '../src/form.js';
import '../src/components/form/ready.js';
import { createApiClient } from '../src/api/client.js';

const root = document.getElementById('form-root')!;
const formId = decodeURIComponent(location.pathname.split('/').filter(Boolean)[1] ?? '');
const token = new URLSearchParams(location.search).get('t');
const baseUrl = `${location.origin}/api`;

function notice(text: string): void {
  const p = document.createElement('p');
  p.className = 'notice';
  p.setAttribute('role', 'alert');
  p.textContent = text;
  root.replaceChildren(p);
}

/** The definition the sandbox put in the page, answered once to the element's first request for it. */
function preloadedFetch(): typeof fetch {
  let preloaded = document.getElementById('parley-form-render')?.textContent ?? undefined;
  const renderUrl = `${baseUrl}/forms/${encodeURIComponent(formId)}/render`;
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (preloaded !== undefined && method === 'GET' && url === renderUrl) {
      const body = preloaded;
      preloaded = undefined;
      return Promise.resolve(new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } }));
    }
    return fetch(input, init);
  };
}

if (!customElements.get('parley-form')) notice('The form renderer is not available in this build yet.');
else {
  const form = document.createElement('parley-form');
  form.client = createApiClient({ baseUrl, token: token ?? undefined, fetch: preloadedFetch() });
  form.setAttribute('form-id', formId);
  form.setAttribute('base-url', baseUrl);
  if (token) form.setAttribute('token', token);
  // DESIGN §11: `?<key>=<value>` prefills that field (hidden fields included); `t` is the token.
  form.prefill = Object.fromEntries([...new URLSearchParams(location.search)].filter(([key]) => key !== 't'));
  root.replaceChildren(form);
}
