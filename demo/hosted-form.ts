/**
 * What the hosted form page (`form-page.ts`) does with its `<parley-form>`, apart from the page's own imports: one
 * function, so a browser test can mount the page's form as the page does (test/browser/form/hosted-page.test.ts).
 */
import { createApiClient } from '../src/api/client.js';
import type { ParleyForm } from '../src/components/form/form.component.js';

export interface HostedFormOptions {
  formId: string;
  /** The recipient token (`?t=`), when the link carries one. */
  token: string | null;
  /** The page's other query parameters: each prefills the field it names (DESIGN §11). */
  prefill: Record<string, string>;
  /** The API root. */
  baseUrl: string;
  /** The sandbox's `GET /forms/{id}/render` answer put in the page (`#parley-form-render`), when it could read it. */
  definition: string | undefined;
  /** The network (a test passes its sandbox's). */
  fetch?: typeof fetch;
}

/**
 * How long "Loading the form…" may stay unpainted when the definition is in the page: long enough for a slow
 * phone to show the form itself, short enough that a load that does go to the network is not a blank page.
 */
const LOADING_HIDDEN_MS = 3000;

/** Mounts the page's form in `root` (or a notice when this build has no form renderer); returns the element. */
export function mountHostedForm(root: HTMLElement, options: HostedFormOptions): ParleyForm | undefined {
  if (!customElements.get('parley-form')) {
    const p = document.createElement('p');
    p.className = 'notice';
    p.setAttribute('role', 'alert');
    p.textContent = 'The form renderer is not available in this build yet.';
    root.replaceChildren(p);
    return undefined;
  }
  const form = document.createElement('parley-form');
  form.client = createApiClient({
    baseUrl: options.baseUrl,
    token: options.token ?? undefined,
    fetch: preloadedFetch(options),
  });
  form.setAttribute('form-id', options.formId);
  form.setAttribute('base-url', options.baseUrl);
  if (options.token) form.setAttribute('token', options.token);
  form.prefill = options.prefill;
  root.replaceChildren(form);
  if (options.definition !== undefined) skipLoadingFrame(form);
  return form;
}

/**
 * Prepares the server-rendered `<parley-form>` of the page, before it is defined: its client answers the first
 * request from the definition in the page. Nothing hides it: it shows the page's own form until it replaces it.
 */
export function adoptHostedForm(form: ParleyForm, options: HostedFormOptions): void {
  form.client = createApiClient({
    baseUrl: options.baseUrl,
    token: options.token ?? undefined,
    fetch: preloadedFetch(options),
  });
  form.prefill = options.prefill;
}

/** The definition the sandbox put in the page, answered once to the element's first request for it. */
function preloadedFetch({ baseUrl, formId, definition, fetch: network = fetch }: HostedFormOptions): typeof fetch {
  let preloaded = definition;
  const renderUrl = `${baseUrl}/forms/${encodeURIComponent(formId)}/render`;
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (preloaded !== undefined && method === 'GET' && url === renderUrl) {
      const body = preloaded;
      preloaded = undefined;
      return Promise.resolve(new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } }));
    }
    return network(input, init);
  };
}

/**
 * With the definition in the page, "Loading the form…" would be rendered for one task only (an answer from memory
 * still comes through `fetch`, a task later), yet painting it (its style, layout and a frame of its own, 100–350 ms
 * under a phone's CPU in the bench's traces) held the form back. The element's contents stay unrendered
 * (`content-visibility: hidden`) until it shows anything else: the mutation observer runs in the same task as
 * that render, before the frame. After `LOADING_HIDDEN_MS` the loading state shows anyway.
 */
function skipLoadingFrame(form: ParleyForm): void {
  const root = form.shadowRoot;
  if (!root) return;
  form.style.contentVisibility = 'hidden';
  const show = () => {
    observer.disconnect();
    clearTimeout(timer);
    form.style.removeProperty('content-visibility');
  };
  const observer = new MutationObserver(() => {
    if (form.phase !== 'loading') show();
  });
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  const timer = setTimeout(show, LOADING_HIDDEN_MS);
}
