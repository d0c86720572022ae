/**
 * A submission after the form's held token expired (the sandbox's clock moves past its `exp`: the service answers 401
 * and the client refreshes) when the page's token route then gives no token: the summary (its alert) says the
 * route failed, never "this link has expired" (the service's word for a link it no longer accepts) nor the route's
 * own text; the answers are kept and Try again submits them once the route answers; `parley-error`'s error carries the
 * mark (`source: 'token'`). A route answering 5xx or out of reach is the form's own failure too, never kept for the
 * outbox ("Waiting to send", the service's or the connection's words); offline the answers are kept, as before. In
 * English, Spanish and Arabic, in real Chromium against the real sandbox; every axe rule and pictures of the state.
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
import { SteppedClock } from '../helpers/stepped-clock.js';
import { waitUntil } from '../helpers/wait.js';
import { recordLiveRegions } from '../outbox/live-record.js';
import { emptyOutbox } from '../outbox/send-line.js';
import { shoot } from '../helpers/screenshot.js';
import { axeEachWay } from '../rcs/pictures.js';
import { offline } from '../reliability/outbox-page.js';
import { clearDrafts, FormHarness, RECIPIENT, submissions } from './harness.js';

/** Page-wide axe rules (they judge the test page, not the element) and AAA contrast (above the package's AA bar). */
const LEFT_OUT = ['page-has-heading-one', 'landmark-one-main', 'region', 'color-contrast-enhanced'];
/** Past the held token's 15 minutes, on the service's clock. */
const EXPIRED = 16 * 60_000;

const REFUSED = {
  en: "Your answers could not be sent: could not get a token from this page's token route, which refused (the session may have ended). They are kept here; you can try again.",
  es: 'No se pudieron enviar tus respuestas: no se pudo obtener un token de la ruta del token de esta página, que lo rechazó (puede que la sesión haya terminado). Se conservan aquí; puedes volver a intentarlo.',
  ar: 'تعذّر إرسال إجاباتك: تعذّر الحصول على رمز من مسار الرمز في هذه الصفحة، إذ رفض الطلب (ربما انتهت الجلسة). إجاباتك محفوظة هنا ويمكنك المحاولة مجددًا.',
};
const NONE =
  "Your answers could not be sent: could not get a token from this page's token route, which answered without one. They are kept here; you can try again.";

const FAILED = {
  en: "Your answers could not be sent: could not get a token from this page's token route, which had a problem. They are kept here; you can try again.",
  es: 'No se pudieron enviar tus respuestas: no se pudo obtener un token de la ruta del token de esta página, que tuvo un problema. Se conservan aquí; puedes volver a intentarlo.',
  ar: 'تعذّر إرسال إجاباتك: تعذّر الحصول على رمز من مسار الرمز في هذه الصفحة، إذ واجه مشكلة. إجاباتك محفوظة هنا ويمكنك المحاولة مجددًا.',
};
const UNREACHABLE =
  "Your answers could not be sent: could not get a token from this page's token route, which could not be reached. They are kept here; you can try again.";

let routes = 0;

/** Pictures of the form as it is, in its language now, at 1440×900 and 390×844, light and dark. */
async function shots(el: ParleyForm, name: string, locale: string): Promise<void> {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const)
    for (const dark of [false, true])
      await shoot(`${name}-${locale}-${width}${dark ? '-dark' : ''}`, {
        width,
        height,
        dark,
        lang: locale,
        settle: () => el.updateComplete,
      });
}

describe('<parley-form> when the token route fails on the refresh a submission needs', function () {
  this.timeout(90_000);
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

  it('a route that refuses: the summary says the route refused, not that the link expired, in all three languages', async () => {
    answer = () => Response.json({ error: 'signed out' }, { status: 401 });
    // The summary is worded when the submission fails, in the form's language then: one submission per language.
    for (const locale of ['en', 'es', 'ar'] as const) {
      el.locale = locale;
      await waitUntil(() => el.getAttribute('dir') === (locale === 'ar' ? 'rtl' : 'ltr'), `in ${locale}`);
      const live = recordLiveRegions(el.shadowRoot!);
      await form.submit();
      await waitUntil(
        () => summary() === REFUSED[locale],
        () => `the failure summarised in ${locale}: ${summary()}`,
      );
      await waitUntil(() => live.said.some((s) => s.text.startsWith(REFUSED[locale])), 'the alert read');
      expect(live.said.map((s) => s.text).join(' | '), 'not the link, the service or the route').not.to.match(
        /link has expired|enlace ha caducado|انتهت صلاحية هذا الرابط|service|servicio|الخدمة|signed out/,
      );
      live.stop();
      await shots(el, 'form-token-refused', locale);
    }
    const error = errors.find((e) => e.detail.action === 'submit')!.detail.error as ApiError;
    expect([error.source, error.kind, error.status]).to.deep.equal(['token', 'unauthorized', 401]);
    expect(form.control('name').value, 'the answers are kept').to.equal('Ana');
    await axeEachWay(el, LEFT_OUT);
  });

  it("a route that answers without a token: said so (not the route's text), and Try again submits once it gives one", async () => {
    answer = () => Response.json({ nope: true });
    await form.submit();
    await waitUntil(() => form.summary().length, 'the failure summarised');
    expect(summary()).to.equal(NONE);
    const error = errors.find((e) => e.detail.action === 'submit')!.detail.error as ApiError;
    expect([error.source, error.kind]).to.deep.equal(['token', 'bad-response']);
    await shots(el, 'form-token-none', 'en');

    const token = await mint(86_400);
    answer = () => Response.json({ token });
    form.$<HTMLButtonElement>('[part=error-summary] button').click();
    await waitUntil(
      () => el.phase === 'done',
      () => `submitted (phase ${el.phase}: ${summary()})`,
      {
        timeout: 20_000,
      },
    );
    expect((await submissions(sb, formId)).map((s) => s.data)).to.deep.equal([{ name: 'Ana' }]);
  });

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
