/**
 * A send after the composer's held token expired (the sandbox's clock moves past its `exp`: the service answers 401
 * and the client refreshes) when the page's token route then gives no token: said beside Send and by the assertive
 * region as the route's failure, never as the service's ("the service had a problem", "your session has ended"),
 * with Retry only where asking again can help; `parley-error`'s error carries the mark (`source: 'token'`). A route
 * answering 5xx or out of reach is the composer's own failure too, never kept for the outbox (whose rounds would ask
 * the same route, and whose words would blame the service or the connection); offline the send is kept, as before.
 * In English, Spanish and Arabic, in real Chromium against the real sandbox; every axe rule and pictures of the state.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/composer.js';
import type { ApiError } from '../../../src/api/errors.js';
import { getOutbox } from '../../../src/api/outbox.js';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import { DraftStore } from '../../../src/controllers/draft.js';
import type { ParleyErrorEvent } from '../../../src/events/parley-error.js';
import { SANDBOX_DEFAULTS } from '../../../src/sandbox/index.js';
import { createEmbedToken } from '../../../src/tokens/index.js';
import { ALL_SCOPES, BASE_URL, routedPageFetch, startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { SteppedClock } from '../helpers/stepped-clock.js';
import { waitUntil } from '../helpers/wait.js';
import { recordLiveRegions } from '../outbox/live-record.js';
import { emptyOutbox } from '../outbox/send-line.js';
import { axeEachWay, inLocale, pictures } from '../rcs/pictures.js';
import { offline, outboxItems } from '../reliability/outbox-page.js';
import { AGENT, editorReady, fill, RCS_USER } from './helpers.js';

/** Page-wide axe rules (they judge the test page, not the element) and AAA contrast (above the package's AA bar). */
const LEFT_OUT = ['page-has-heading-one', 'landmark-one-main', 'region', 'color-contrast-enhanced'];
/** Past the held token's 15 minutes, on the service's clock. */
const EXPIRED = 16 * 60_000;

const TEXT = 'After the token expired';

const FAILED = {
  en: "Not sent: could not get a token from this page's token route, which had a problem; retry in a moment",
  es: 'No enviado: no se pudo obtener un token de la ruta del token de esta página, que tuvo un problema; reintenta en un momento',
  ar: 'لم تُرسل: تعذّر الحصول على رمز من مسار الرمز في هذه الصفحة، إذ واجه مشكلة؛ أعد المحاولة بعد قليل',
};
const UNREACHABLE =
  "Not sent: could not get a token from this page's token route, which could not be reached; check the connection and retry";

const REFUSED = {
  en: "Not sent: could not get a token from this page's token route, which refused (the session may have ended); sign in again, then reload the page",
  es: 'No enviado: no se pudo obtener un token de la ruta del token de esta página, que lo rechazó (puede que la sesión haya terminado); inicia sesión de nuevo y recarga la página',
  ar: 'لم تُرسل: تعذّر الحصول على رمز من مسار الرمز في هذه الصفحة، إذ رفض الطلب (ربما انتهت الجلسة)؛ سجّل الدخول مجددًا ثم أعد تحميل الصفحة',
};
const NONE = "Not sent: could not get a token from this page's token route, which answered without one";

let routes = 0;
const words = (node: Element | null | undefined) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
const status = (el: ParleyComposer) => words(el.shadowRoot!.querySelector('[part~="status"]'));
const statusButtons = (el: ParleyComposer) =>
  [...el.shadowRoot!.querySelectorAll('[part~="status"] button')].map((b) => words(b));
const storedTexts = (box: TestSandbox) =>
  Object.values(box.sandbox.store.data.messages)
    .map((m) => m.rcs?.text)
    .filter((t) => t === TEXT);

/** A token the service still accepts once its clock has moved on (a day's lifetime). */
const dayToken = () =>
  createEmbedToken({
    key: { kid: SANDBOX_DEFAULTS.embedKid, secret: SANDBOX_DEFAULTS.embedSecret },
    team: SANDBOX_DEFAULTS.team,
    user: 'agent@example.com',
    scopes: ALL_SCOPES,
    ttl: 86_400,
  });

describe('<parley-composer> when the token route fails on the refresh a send needs', function () {
  this.timeout(120_000);
  let clock: SteppedClock;
  let box: TestSandbox;
  let page: ReturnType<typeof routedPageFetch>;
  /** What the page's token route answers now: the sandbox's 15-minute token until a test says otherwise. */
  let answer: () => Response | Promise<Response>;
  let errors: ParleyErrorEvent[];
  let el: ParleyComposer;

  beforeEach(async () => {
    await emptyOutbox();
    new DraftStore('composer', `${AGENT}|${RCS_USER}`).clear();
    clock = new SteppedClock();
    box = await startTestSandbox({ sandbox: { clock, carrierDelays: { sent: 10, delivered: 20, read: 30 } } });
    answer = () => Response.json({ token: box.token });
    page = routedPageFetch(box, async () => answer());
    errors = [];
    // A route of its own per test: the page shares a route's token (or failure) between its elements.
    el = await fixture<ParleyComposer>(html`<parley-composer from=${AGENT} to=${RCS_USER} locale="en" theme="light"
      base-url=${BASE_URL} token-url=${`/parley-token?route=${++routes}`}
      @parley-error=${(e: ParleyErrorEvent) => errors.push(e)}></parley-composer>`);
    await editorReady(el);
    // The held token, first: a send that works.
    await fill(el, 'rcs.text', 'First, while the token is good');
    await el.send();
    await waitUntil(() => el.phase === 'sent', 'the first send went');
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="result"] [data-action="again"]')!.click();
    await el.updateComplete;
    await fill(el, 'rcs.text', TEXT);
    clock.advance(EXPIRED);
  });
  afterEach(async () => {
    page.restore();
    await emptyOutbox();
  });

  it('a route that refuses: said as the route refusing, in all three languages, without a Retry', async () => {
    answer = () => Response.json({ error: 'signed out' }, { status: 401 });
    const live = recordLiveRegions(el.shadowRoot!);
    const error = (await el.send().catch((e: unknown) => e)) as ApiError;
    await el.updateComplete;
    expect([error.source, error.kind]).to.deep.equal(['token', 'unauthorized']);
    expect(status(el)).to.equal(REFUSED.en);
    expect(statusButtons(el), 'no Retry: the route would refuse again').to.deep.equal([]);
    await waitUntil(() => live.said.some((s) => s.politeness === 'assertive'), 'the failure said');
    const alert = live.said.filter((s) => s.politeness === 'assertive').map((s) => s.text);
    expect(alert).to.deep.equal([`${REFUSED.en.replace('Not sent', 'Message not sent')}.`]);
    expect(live.said.map((s) => s.text).join(' | '), 'never the service').not.to.match(/service|session has ended/);
    live.stop();
    const sent = errors.find((e) => e.detail.action === 'send')!.detail.error as ApiError;
    expect([sent.source, sent.kind, sent.status]).to.deep.equal(['token', 'unauthorized', 401]);
    expect(el.value.rcs!.text, 'the draft is kept').to.equal('After the token expired');
    await inLocale(el, 'es', async () => expect(status(el)).to.equal(REFUSED.es));
    await inLocale(el, 'ar', async () => expect(status(el)).to.equal(REFUSED.ar));
    await pictures(el, 'composer-token-refused', () => status(el));
    await axeEachWay(el, LEFT_OUT);
  });

  it('a route that answers without a token: said so, with a Retry that sends once the route gives one', async () => {
    answer = () => Response.json({ nope: true });
    const live = recordLiveRegions(el.shadowRoot!);
    await el.send().catch(() => {});
    await el.updateComplete;
    expect(status(el)).to.equal(`${NONE} Retry`);
    await waitUntil(
      () => live.said.some((s) => s.text === `Message not sent: ${NONE.slice(10)}. Press Retry to send it again.`),
      () => `said: ${live.said.map((s) => s.text).join(' | ')}`,
    );
    live.stop();
    const error = errors.find((e) => e.detail.action === 'send')!.detail.error as ApiError;
    expect([error.source, error.kind]).to.deep.equal(['token', 'bad-response']);
    await pictures(el, 'composer-token-none', () => status(el));
    await axeEachWay(el, LEFT_OUT);

    const token = await dayToken();
    answer = () => Response.json({ token });
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="status"] button')!.click();
    await waitUntil(() => el.phase === 'sent', 'Retry sent it', { timeout: 20_000 });
    const stored = Object.values(box.sandbox.store.data.messages).filter(
      (m) => m.rcs?.text === 'After the token expired',
    );
    expect(stored).to.have.length(1);
  });

  /** Nothing waits in the outbox, nor says so beside Send or in the panel. */
  async function notKept(): Promise<void> {
    // The outbox's chunk may still be settling what the element handed it: a kept write would show by now.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await el.updateComplete;
    expect(getOutbox().items, 'nothing in the outbox').to.deep.equal([]);
    expect(outboxItems(el.shadowRoot!), 'no "Waiting to send"').to.have.length(0);
    expect(el.shadowRoot!.querySelector('[part~="status"][data-kept]'), 'not "Not sent yet"').to.equal(null);
    expect(words(el.shadowRoot!.querySelector('[part~="status"]'))).not.to.match(
      /service|Not sent yet|Not confirmed yet/,
    );
  }

  it("a route answering 503: the composer's failure in the route's words (three languages), and Retry sends it once", async () => {
    answer = () => Response.json({ error: 'upstream down' }, { status: 503 });
    const error = (await el.send().catch((e: unknown) => e)) as ApiError;
    await el.updateComplete;
    expect([error.source, error.kind, error.status]).to.deep.equal(['token', 'server', 503]);
    await notKept();
    expect(el.phase).to.equal('failed');
    expect(status(el)).to.equal(`${FAILED.en} Retry`);
    expect(statusButtons(el)).to.deep.equal(['Retry']);
    const told = errors.find((e) => e.detail.action === 'send')!.detail.error as ApiError;
    expect([told.source, told.kind]).to.deep.equal(['token', 'server']);
    await inLocale(el, 'es', async () => expect(status(el)).to.equal(`${FAILED.es} Reintentar`));
    await inLocale(el, 'ar', async () => expect(status(el).startsWith(FAILED.ar)).to.equal(true));
    await pictures(el, 'composer-token-route-not-kept', () => status(el));
    await axeEachWay(el, LEFT_OUT);

    const token = await dayToken();
    answer = () => Response.json({ token });
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="status"] button')!.click();
    await waitUntil(() => el.phase === 'sent', 'Retry sent it', { timeout: 20_000 });
    expect(storedTexts(box)).to.have.length(1);
  });

  it("a route out of reach: the composer's failure in the route's words, not the connection's outbox", async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    const error = (await el.send().catch((e: unknown) => e)) as ApiError;
    await el.updateComplete;
    expect([error.source, error.kind]).to.deep.equal(['token', 'network']);
    await notKept();
    expect(status(el)).to.equal(`${UNREACHABLE} Retry`);
    expect(storedTexts(box)).to.have.length(0);
  });

  it('offline: the send is kept (nothing could be reached), as before', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    const back = offline();
    try {
      await el.send().catch(() => {});
      await waitUntil(() => getOutbox().items.length === 1, 'kept', { timeout: 20_000 });
      expect(getOutbox().items[0]!.body).to.deep.include({ rcs: { text: TEXT } });
    } finally {
      back();
    }
  });
});
