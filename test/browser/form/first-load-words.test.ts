/**
 * The form's first load failing is said in the form's words, never the raw message of the error (the service's text,
 * written for whoever calls the API, or a developer's "GET … failed with HTTP 500"): the page's token route failing
 * reads as the route's (not the service's, nor "this form could not be found" or "this link has expired" for a route
 * answering 404 or refusing), the service failing as the service busy, an answer it cannot use as "something went
 * wrong". In English, Spanish and Arabic, with Try again; `parley-error`'s error carries the mark. In real Chromium
 * against the real sandbox; axe and pictures of the state.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/form.js';
import type { ApiError } from '../../../src/api/errors.js';
import type { ParleyForm } from '../../../src/components/form/form.component.js';
import type { ParleyErrorEvent } from '../../../src/events/parley-error.js';
import { SANDBOX_DEFAULTS } from '../../../src/sandbox/index.js';
import { createEmbedToken } from '../../../src/tokens/index.js';
import { BASE_URL, routedPageFetch, startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { shoot } from '../helpers/screenshot.js';
import { waitUntil } from '../helpers/wait.js';
import { axeEachWay } from '../rcs/pictures.js';
import { clearDrafts, RECIPIENT } from './harness.js';

/** Page-wide axe rules (they judge the test page, not the element) and AAA contrast (above the package's AA bar). */
const LEFT_OUT = ['page-has-heading-one', 'landmark-one-main', 'region', 'color-contrast-enhanced'];

const ROUTE_FAILED = {
  en: "The form could not be loaded: could not get a token from this page's token route, which had a problem",
  es: 'No se pudo cargar el formulario: no se pudo obtener un token de la ruta del token de esta página, que tuvo un problema',
  ar: 'تعذّر تحميل النموذج: تعذّر الحصول على رمز من مسار الرمز في هذه الصفحة، إذ واجه مشكلة',
};

let routes = 0;
const words = (node: Element | null | undefined) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe("<parley-form>'s first load failing, in the form's words", function () {
  this.timeout(90_000);
  let sb: TestSandbox;
  let page: ReturnType<typeof routedPageFetch>;
  let answer: () => Response | Promise<Response>;
  let errors: ParleyErrorEvent[];
  let formId: string;

  beforeEach(async () => {
    clearDrafts();
    sb = await startTestSandbox({ sandbox: { demoData: false } });
    const fields = [{ key: 'name', label: 'Your name', type: 'text', required: true }];
    formId = (await sb.server<{ id: string }>('POST', '/forms', { name: 'RSVP', title: 'RSVP', fields })).body.id;
    answer = () => Response.json({ error: 'not set' }, { status: 500 });
    page = routedPageFetch(sb, async () => answer());
    errors = [];
  });
  afterEach(() => {
    page.restore();
    clearDrafts();
  });

  /** A form on this page asking its own token route; waits until it shows why it could not load. */
  async function mount(locale = 'en'): Promise<ParleyForm> {
    const el = await fixture<ParleyForm>(html`<parley-form form-id=${formId} base-url=${BASE_URL}
      token-url=${`/parley-token?route=${++routes}`} locale=${locale} theme="light"
      @parley-error=${(e: ParleyErrorEvent) => errors.push(e)}></parley-form>`);
    await waitUntil(
      () => el.phase !== 'loading',
      () => `still loading`,
      { timeout: 30_000 },
    );
    await el.updateComplete;
    return el;
  }
  const said = (el: ParleyForm) => words(el.shadowRoot!.querySelector('[part="status"] p'));
  const button = (el: ParleyForm) => words(el.shadowRoot!.querySelector('[part="status"] button'));

  it("a token route answering 500: the route's failure, in three languages, not the route's text", async () => {
    answer = () => Response.json({ error: 'database exploded' }, { status: 500 });
    for (const locale of ['en', 'es', 'ar'] as const) {
      const el = await mount(locale);
      expect(el.phase).to.equal('error');
      await waitUntil(
        () => said(el) === ROUTE_FAILED[locale],
        () => `said in ${locale}: ${said(el)}`,
      );
      expect(button(el)).to.not.equal('');
      await shoot(`form-first-load-token-route-${locale}`, { lang: locale, settle: () => el.updateComplete });
      if (locale === 'en') await axeEachWay(el, LEFT_OUT);
      el.remove();
    }
    const error = errors.find((e) => e.detail.action === 'load')!.detail.error as ApiError;
    expect([error.source, error.kind, error.status]).to.deep.equal(['token', 'server', 500]);
  });

  it('a token route answering 404 or refusing: the route, not "not found" or "this link has expired"', async () => {
    answer = () => new Response('Not Found', { status: 404 });
    const missing = await mount();
    expect(missing.phase).to.equal('error');
    expect(said(missing)).to.equal(ROUTE_FAILED.en);
    missing.remove();
    answer = () => Response.json({ error: 'signed out' }, { status: 403 });
    const refused = await mount();
    expect(refused.phase).to.equal('error');
    expect(said(refused)).to.equal(
      "The form could not be loaded: could not get a token from this page's token route, which refused (the session may have ended)",
    );
    expect(said(refused)).not.to.match(/signed out|expired/);
  });

  it('the service failing: "the service is busy"; an answer it cannot use: "something went wrong" — never its text', async () => {
    const token = await createEmbedToken({
      key: { kid: SANDBOX_DEFAULTS.embedKid, secret: SANDBOX_DEFAULTS.embedSecret },
      team: SANDBOX_DEFAULTS.team,
      user: RECIPIENT,
      scopes: ['forms:read', 'forms:submit'],
      resources: { forms: [formId] },
    });
    answer = () => Response.json({ token });
    const rules = [{ path: `/forms/${formId}/render`, method: 'GET', error: 1 }];
    expect((await sb.server('POST', '/sandbox/faults', { rules })).status).to.equal(200);
    const busy = await mount();
    expect(said(busy)).to.equal('The form could not be loaded: the service is busy');
    expect((errors.at(-1)!.detail.error as ApiError).source).to.equal('service');
    busy.remove();

    // The service answering something the form cannot show (a refusal with its own text for the developer).
    expect((await sb.server('POST', '/sandbox/faults', { rules: [] })).status).to.equal(200);
    const original = globalThis.fetch;
    globalThis.fetch = async (input, init) =>
      String(input instanceof Request ? input.url : input).endsWith('/render')
        ? Response.json({ error: 'formId must match ^f_[a-z0-9]+$ (see the API reference)' }, { status: 422 })
        : original(input, init);
    try {
      const refused = await mount();
      expect(refused.phase).to.equal('error');
      expect(said(refused)).to.equal('The form could not be loaded: something went wrong');
      refused.setAttribute('locale', 'es');
      await waitUntil(
        () => said(refused) === 'No se pudo cargar el formulario: algo salió mal',
        () => said(refused),
      );
      refused.setAttribute('locale', 'ar');
      await waitUntil(
        () => said(refused) === 'تعذّر تحميل النموذج: حدث خطأ ما',
        () => said(refused),
      );
    } finally {
      globalThis.fetch = original;
    }
  });
});
