/**
 * A form submission that fails because the page's token route answered 5xx or could not be reached (on the refresh
 * the submission needed: the held token expired on the service's clock, which answers 401) is not kept for the
 * outbox ("Waiting to send", no `parley-error`, the service's or the connection's words): it is the form's own
 * failure, its summary saying the route failed, `parley-error` telling the host with the mark, the answers kept and
 * Try again submitting them once the route answers. Offline it is kept, as before. In real Chromium against the real
 * sandbox, in English, Spanish and Arabic; axe and pictures of the state.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/form.js';
import type { ApiError } from '../../../src/api/errors.js';
import { getOutbox } from '../../../src/api/outbox.js';
import type { ParleyForm } from '../../../src/components/form/form.component.js';
import type { ParleyErrorEvent } from '../../../src/events/parley-error.js';
import { SANDBOX_DEFAULTS } from '../../../src/sandbox/index.js';
import { createEmbedToken } from '../../../src/tokens/index.js';
import { BASE_URL, routedPageFetch, startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { shoot } from '../helpers/screenshot.js';
import { SteppedClock } from '../helpers/stepped-clock.js';
import { waitUntil } from '../helpers/wait.js';
import { clearDrafts, FormHarness, RECIPIENT, submissions } from '../form/harness.js';
import { axeEachWay } from '../rcs/pictures.js';
import { emptyOutbox, offline } from './outbox-page.js';

/** Page-wide axe rules (they judge the test page, not the element) and AAA contrast (above the package's AA bar). */
const LEFT_OUT = ['page-has-heading-one', 'landmark-one-main', 'region', 'color-contrast-enhanced'];
/** Past the held token's 15 minutes, on the service's clock. */
const EXPIRED = 16 * 60_000;

const FAILED = {
  en: "Your answers could not be sent: could not get a token from this page's token route, which had a problem. They are kept here; you can try again.",
  es: 'No se pudieron enviar tus respuestas: no se pudo obtener un token de la ruta del token de esta página, que tuvo un problema. Se conservan aquí; puedes volver a intentarlo.',
  ar: 'تعذّر إرسال إجاباتك: تعذّر الحصول على رمز من مسار الرمز في هذه الصفحة، إذ واجه مشكلة. إجاباتك محفوظة هنا ويمكنك المحاولة مجددًا.',
};
const UNREACHABLE =
  "Your answers could not be sent: could not get a token from this page's token route, which could not be reached. They are kept here; you can try again.";

let routes = 0;

describe('<parley-form>: a submission whose token route fails is not kept for later', function () {
  this.timeout(120_000);
  let clock: SteppedClock;
  let sb: TestSandbox;
  let page: ReturnType<typeof routedPageFetch>;
  /** What the page's token route answers now: a 15-minute recipient token until a test says otherwise. */
  let answer: () => Response | Promise<Response>;
  let errors: ParleyErrorEvent[];
  let el: ParleyForm;
  let form: FormHarness;
  let formId: string;
  /** A recipient token for the form, of `ttl` seconds. */
  let mint: (ttl?: number) => Promise<string>;

  beforeEach(async () => {
    clearDrafts();
    await emptyOutbox();
    clock = new SteppedClock();
    sb = await startTestSandbox({ sandbox: { demoData: false, clock } });
    const fields = [{ key: 'name', label: 'Your name', type: 'text', required: true }];
    formId = (await sb.server<{ id: string }>('POST', '/forms', { name: 'RSVP', title: 'RSVP', fields })).body.id;
    mint = (ttl = 900) =>
      createEmbedToken({
        key: { kid: SANDBOX_DEFAULTS.embedKid, secret: SANDBOX_DEFAULTS.embedSecret },
        team: SANDBOX_DEFAULTS.team,
        user: RECIPIENT,
        scopes: ['forms:read', 'forms:submit'],
        resources: { forms: [formId] },
        ttl,
      });
    const token = await mint();
    answer = () => Response.json({ token });
    page = routedPageFetch(sb, async () => answer());
    errors = [];
    // A route of its own per test: the page shares a route's token (or failure) between its elements.
    el = await fixture<ParleyForm>(html`<parley-form form-id=${formId} base-url=${BASE_URL}
      token-url=${`/parley-token?route=${++routes}`} locale="en" theme="light"
      @parley-error=${(e: ParleyErrorEvent) => errors.push(e)}></parley-form>`);
    await waitUntil(
      () => el.phase === 'ready',
      () => `the form shown (phase ${el.phase})`,
      { timeout: 20_000 },
    );
    form = new FormHarness(el);
    await form.type('name', 'Ana');
    clock.advance(EXPIRED);
  });
  afterEach(async () => {
    page.restore();
    clearDrafts();
    await emptyOutbox();
  });

  const summary = () => form.summary().join(' ');
  const said = () => (el.shadowRoot!.textContent ?? '').replace(/\s+/g, ' ');

  /** Nothing waits in the outbox, nor says so under the button. */
  async function notKept(): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await el.updateComplete;
    expect(getOutbox().items, 'nothing in the outbox').to.deep.equal([]);
    expect(said()).not.to.match(/Waiting to send/);
  }

  it('a route answering 500: the summary says the route had a problem (three languages); Try again submits once', async () => {
    answer = () => Response.json({ error: 'upstream down' }, { status: 500 });
    for (const locale of ['en', 'es', 'ar'] as const) {
      el.locale = locale;
      await waitUntil(() => el.getAttribute('dir') === (locale === 'ar' ? 'rtl' : 'ltr'), `in ${locale}`);
      await form.submit();
      await waitUntil(
        () => summary() === FAILED[locale],
        () => `the failure summarised in ${locale}: ${summary()}`,
        { timeout: 20_000 },
      );
      await notKept();
      for (const [width, height] of [
        [1440, 900],
        [390, 844],
      ] as const)
        await shoot(`form-token-route-not-kept-${locale}-${width}`, {
          width,
          height,
          lang: locale,
          settle: () => el.updateComplete,
        });
    }
    const error = errors.find((e) => e.detail.action === 'submit')!.detail.error as ApiError;
    expect([error.source, error.kind, error.status]).to.deep.equal(['token', 'server', 500]);
    expect(form.control('name').value, 'the answers are kept').to.equal('Ana');
    await axeEachWay(el, LEFT_OUT);

    el.locale = 'en';
    const token = await mint(86_400);
    answer = () => Response.json({ token });
    form.$<HTMLButtonElement>('[part=error-summary] button').click();
    await waitUntil(
      () => el.phase === 'done',
      () => `submitted (phase ${el.phase}: ${summary()})`,
      { timeout: 20_000 },
    );
    expect((await submissions(sb, formId)).map((s) => s.data)).to.deep.equal([{ name: 'Ana' }]);
  });

  it("a route out of reach: the form's failure in the route's words, told as parley-error", async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await form.submit();
    await waitUntil(() => form.summary().length, 'the failure summarised', { timeout: 20_000 });
    expect(summary()).to.equal(UNREACHABLE);
    await notKept();
    const error = errors.find((e) => e.detail.action === 'submit')!.detail.error as ApiError;
    expect([error.source, error.kind]).to.deep.equal(['token', 'network']);
    expect(await submissions(sb, formId)).to.deep.equal([]);
  });

  it('offline: the answers are kept ("Waiting to send"), as before', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    const back = offline();
    try {
      await form.submit();
      await waitUntil(() => getOutbox().items.length === 1, 'kept', { timeout: 20_000 });
      await waitUntil(() => said().includes('Waiting to send'), 'said under the button');
      expect(
        errors.filter((e) => e.detail.action === 'submit'),
        'no parley-error for a kept write',
      ).to.deep.equal([]);
    } finally {
      back();
    }
  });
});
