/**
 * The inbox's held token expires while it is open (the sandbox's clock moves past its `exp`, so the service answers
 * 401 and the client refreshes), and the page's token route then fails: opening a thread says the route failed, on
 * screen and in the assertive region, never "the messaging service had a problem"; `parley-error`'s error carries
 * the mark (`source: 'token'`). A route that refuses says so in the lost session's banner. In English, Spanish and
 * Arabic, in real Chromium against the real sandbox; every axe rule and pictures of the state.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/inbox.js';
import type { ApiError } from '../../../src/api/errors.js';
import type { ParleyInbox } from '../../../src/components/inbox/inbox.component.js';
import type { ParleyErrorEvent } from '../../../src/events/parley-error.js';
import { SANDBOX_DEFAULTS } from '../../../src/sandbox/index.js';
import { createEmbedToken } from '../../../src/tokens/index.js';
import { ALL_SCOPES, BASE_URL, routedPageFetch, startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { SteppedClock } from '../helpers/stepped-clock.js';
import { waitUntil } from '../helpers/wait.js';
import { recordLiveRegions } from '../outbox/live-record.js';
import { axeEachWay, inLocale, pictures } from '../rcs/pictures.js';
import { inboxState } from './harness.js';
import { listReady, openThread, type Mounted } from './helpers.js';

/** Page-wide axe rules (they judge the test page, not the element) and AAA contrast (above the package's AA bar). */
const LEFT_OUT = ['page-has-heading-one', 'landmark-one-main', 'region', 'color-contrast-enhanced'];
/** Past the held token's 15 minutes, on the service's clock. */
const EXPIRED = 16 * 60_000;

const THREAD_FAILED = {
  en: "Could not load this conversation: could not get a token from this page's token route, which had a problem. Try again in a moment.",
  es: 'No se pudo cargar esta conversación: no se pudo obtener un token de la ruta del token de esta página, que tuvo un problema. Inténtalo de nuevo en un momento.',
  ar: 'تعذّر تحميل هذه المحادثة: تعذّر الحصول على رمز من مسار الرمز في هذه الصفحة، إذ واجه مشكلة. أعد المحاولة بعد قليل.',
};
const SAID_FAILED = "Could not get a token from this page's token route, which had a problem. Try again in a moment.";
const SAID_UNREACHABLE =
  "Could not get a token from this page's token route, which could not be reached. Check the connection and try again.";
const REFUSED =
  "Could not get a token from this page's token route, which refused (the session may have ended). Sign in again, then reload the page.";

let routes = 0;
const text = (node: Element | null | undefined) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** A token the service still accepts once its clock has moved on (a day's lifetime). */
const dayToken = () =>
  createEmbedToken({
    key: { kid: SANDBOX_DEFAULTS.embedKid, secret: SANDBOX_DEFAULTS.embedSecret },
    team: SANDBOX_DEFAULTS.team,
    user: 'agent@example.com',
    scopes: ALL_SCOPES,
    ttl: 86_400,
  });

describe('<parley-inbox> when the token route fails on a later refresh', function () {
  this.timeout(90_000);
  let clock: SteppedClock;
  let box: TestSandbox;
  let page: ReturnType<typeof routedPageFetch>;
  /** What the page's token route answers now: the sandbox's 15-minute token until a test says otherwise. */
  let answer: () => Response | Promise<Response>;
  let errors: ParleyErrorEvent[];
  let m: Mounted;

  beforeEach(async () => {
    clock = new SteppedClock();
    box = await startTestSandbox({ sandbox: { clock } });
    answer = () => Response.json({ token: box.token });
    page = routedPageFetch(box, async () => answer());
    errors = [];
    const parentNode = document.createElement('div');
    // As wide as the page allows, up to 900 px: the phone's pictures show the inbox as a phone shows it.
    parentNode.style.width = 'min(900px, 100%)';
    document.body.append(parentNode);
    // A route of its own per test: the page shares a route's token (or failure) between its elements.
    const el = await fixture<ParleyInbox>(
      html`<parley-inbox base-url=${BASE_URL} token-url=${`/parley-token?route=${++routes}`} theme="light" locale="en"
        @parley-error=${(e: ParleyErrorEvent) => errors.push(e)}></parley-inbox>`,
      { parentNode },
    );
    const root = el.shadowRoot!;
    m = { ...box, el, root, $: (s) => root.querySelector(s), $$: (s) => [...root.querySelectorAll(s)] as never };
    await listReady(m);
  });
  afterEach(() => page.restore());

  /** Opens the fourth thread of the list (none the inbox has read ahead), as a person does. */
  const openFourth = async () => {
    const id = inboxState(m.el).threads[3]!.id;
    await openThread(m, (c) => c.id === id);
    return id;
  };
  const threadFailure = () => m.$('.state[role="alert"] p');

  it('a route answering 500: the thread says the route failed, in all three languages, with a Retry that opens it', async () => {
    answer = () => Response.json({ error: 'token route down' }, { status: 500 });
    clock.advance(EXPIRED);
    const live = recordLiveRegions(m.root);
    const id = await openFourth();
    await waitUntil(threadFailure, () => `the thread's failure shown: ${text(m.root.querySelector('main, *'))}`, {
      timeout: 20_000,
    });
    expect(text(threadFailure())).to.equal(THREAD_FAILED.en);
    await waitUntil(() => live.said.some((s) => s.politeness === 'assertive'), 'the failure said');
    const said = live.said.filter((s) => s.politeness === 'assertive').map((s) => s.text);
    expect(said).to.include(SAID_FAILED);
    expect(said.join(' | '), 'never the service').not.to.match(/messaging service|Injected fault|token route down/);
    live.stop();
    const error = errors.find((e) => e.detail.action === 'thread')!.detail.error as ApiError;
    expect([error.source, error.kind, error.status]).to.deep.equal(['token', 'server', 500]);
    expect(error.message).to.contain('token route down');
    await inLocale(m.el, 'es', async () => expect(text(threadFailure())).to.equal(THREAD_FAILED.es));
    await inLocale(m.el, 'ar', async () => expect(text(threadFailure())).to.equal(THREAD_FAILED.ar));
    await pictures(m.el, 'inbox-token-refresh-failed', threadFailure);
    await axeEachWay(m.el, LEFT_OUT);

    const token = await dayToken();
    answer = () => Response.json({ token });
    m.$<HTMLButtonElement>('.state[role="alert"] [part~="retry-button"]')!.click();
    await waitUntil(
      () => inboxState(m.el).thread?.id === id && inboxState(m.el).thread?.status === 'ready',
      'the thread opened once the route answered',
      { timeout: 20_000 },
    );
  });

  it('a route that cannot be reached: said as the route, not as a lost connection to the service', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    clock.advance(EXPIRED);
    const live = recordLiveRegions(m.root);
    await openFourth();
    await waitUntil(threadFailure, 'the thread failure shown', { timeout: 20_000 });
    expect(text(threadFailure())).to.equal(`Could not load this conversation: ${SAID_UNREACHABLE.replace(/^C/, 'c')}`);
    await waitUntil(() => live.said.some((s) => s.text === SAID_UNREACHABLE), 'said assertively');
    live.stop();
    const error = errors.find((e) => e.detail.action === 'thread')!.detail.error as ApiError;
    expect([error.source, error.kind]).to.deep.equal(['token', 'network']);
  });

  it("a route that refuses: the lost session's banner names the route, in all three languages", async () => {
    answer = () => Response.json({ error: 'signed out' }, { status: 403 });
    clock.advance(EXPIRED);
    const live = recordLiveRegions(m.root);
    await openFourth();
    const banner = () => m.$('.banner[role="alert"] span');
    await waitUntil(banner, 'the banner shown', { timeout: 20_000 });
    expect(text(banner())).to.equal(REFUSED);
    await waitUntil(() => live.said.some((s) => s.text === REFUSED), 'said assertively');
    expect(live.said.map((s) => s.text).join(' | ')).not.to.contain('Your session has expired');
    live.stop();
    const error = errors.find((e) => e.detail.action === 'auth')!.detail.error as ApiError;
    expect([error.source, error.kind]).to.deep.equal(['token', 'unauthorized']);
    await inLocale(m.el, 'es', async () => expect(text(banner())).to.match(/^No se pudo obtener un token de la ruta/));
    await inLocale(m.el, 'ar', async () => expect(text(banner())).to.match(/^تعذّر الحصول على رمز من مسار الرمز/));
    await pictures(m.el, 'inbox-token-refused-banner', banner);
    await axeEachWay(m.el, LEFT_OUT);
  });
});
