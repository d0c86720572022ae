/**
 * The page's own token route failing, as agent identity, link stats and the contact panel say it, in real Chromium
 * against the real sandbox: the route named (never "the service had a problem", which sends a developer to the wrong
 * place), in English, Spanish and Arabic, with a Retry where asking again can help and none where the route refused;
 * every axe rule and pictures of the state.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/agent-identity.js';
import '../../../src/contact-panel.js';
import '../../../src/link-stats.js';
import type { ParleyAgentIdentity } from '../../../src/components/agent-identity/agent-identity.component.js';
import type { ParleyContactPanel } from '../../../src/components/contact-panel/contact-panel.component.js';
import type { ParleyLinkStats } from '../../../src/components/link-stats/link-stats.component.js';
import type { ParleyErrorEvent } from '../../../src/events/parley-error.js';
import { DEMO_SENDERS, LONG_THREAD } from '../../../src/sandbox/demo-data.js';
import { DEMO_LINKS } from '../../../src/sandbox/demo-rcs.js';
import type { Scope } from '../../../src/schemas/token.js';
import { BASE_URL, routedPageFetch, startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { waitUntil } from '../helpers/wait.js';
import { axeEachWay, inLocale, pictures } from './pictures.js';

/** Page-wide axe rules (they judge the test page, not the element) and AAA contrast (above the package's AA bar). */
const LEFT_OUT = ['page-has-heading-one', 'landmark-one-main', 'region', 'color-contrast-enhanced'];
const SCOPES = ['agents:read', 'links:read', 'contacts:write'] as Scope[];

const ROUTE_FAILED = 'Could not get a token: the token route had a problem. Try again in a moment.';
const ROUTE_REFUSED =
  'Could not get a token: the token route refused (the session may have ended). Sign in again, then reload the page.';
const ROUTE_FAILED_ES =
  'No se pudo obtener un token: la ruta del token tuvo un problema. Inténtalo de nuevo en un momento.';
const ROUTE_FAILED_AR = 'تعذّر الحصول على رمز: واجه مسار الرمز مشكلة. أعد المحاولة بعد قليل.';

let routes = 0;
const alertOf = (el: HTMLElement) => el.shadowRoot!.querySelector('[role="alert"]')?.textContent;
const text = (el: HTMLElement) => el.shadowRoot!.textContent!.replace(/\s+/g, ' ').trim();
async function press(button: HTMLElement) {
  button.focus();
  await sendKeys({ press: 'Enter' });
}

describe('a token route that fails is named as the token route', () => {
  let box: TestSandbox;
  let page: ReturnType<typeof routedPageFetch>;
  /** What the page's token route answers now: 500 until a test says otherwise. */
  let answer: () => Response;
  let tokenUrl: string;
  beforeEach(async () => {
    box = await startTestSandbox({ scopes: SCOPES });
    answer = () => Response.json({ error: 'token route down' }, { status: 500 });
    page = routedPageFetch(box, async () => answer());
    // A route of its own per test: the page shares a route's token (or failure) between its elements.
    tokenUrl = `/parley-token?route=${++routes}`;
  });
  afterEach(() => page.restore());

  it('agent identity: says the route had a problem, with a Retry that loads once the route answers', async () => {
    const errors: ParleyErrorEvent[] = [];
    const el = await fixture<ParleyAgentIdentity>(
      html`<parley-agent-identity agent-id=${DEMO_SENDERS.acmeAgent} base-url=${BASE_URL} token-url=${tokenUrl} theme="light" locale="en"
        @parley-error=${(e: ParleyErrorEvent) => errors.push(e)}></parley-agent-identity>`,
    );
    await waitUntil(
      () => alertOf(el),
      () => `failure said: ${text(el)}`,
    );
    expect(alertOf(el)).to.equal(ROUTE_FAILED);
    expect(errors.at(-1)!.detail.error.message).to.contain('token route down');
    await inLocale(el, 'ar', async () => expect(alertOf(el)).to.equal(ROUTE_FAILED_AR));
    await inLocale(el, 'es', async () => expect(alertOf(el)).to.equal(ROUTE_FAILED_ES));
    await pictures(el, 'agent-identity-token-route-failed', () => alertOf(el));
    await axeEachWay(el, LEFT_OUT);
    answer = () => Response.json({ token: box.token });
    await press(el.shadowRoot!.querySelector<HTMLElement>('.retry')!);
    await waitUntil(
      () => el.agent,
      () => `loaded: ${text(el)}`,
    );
    await waitUntil(() => el.shadowRoot!.activeElement?.getAttribute('part') === 'name', 'focus on the name');
  });

  it('link stats: says the route had a problem, in its popover, with a Retry', async () => {
    const el = await fixture<ParleyLinkStats>(
      html`<parley-link-stats link-id=${DEMO_LINKS.menu.linkId} base-url=${BASE_URL} token-url=${tokenUrl} open theme="light" locale="en"></parley-link-stats>`,
    );
    await waitUntil(
      () => alertOf(el),
      () => `failure said: ${text(el)}`,
    );
    expect(alertOf(el)).to.equal(ROUTE_FAILED);
    expect(el.shadowRoot!.querySelector('.retry')).to.exist;
    await inLocale(el, 'es', async () => expect(alertOf(el)).to.equal(ROUTE_FAILED_ES));
    await pictures(el, 'link-stats-token-route-failed', () => alertOf(el));
    await axeEachWay(el, LEFT_OUT);
  });

  it('contact panel: says the route had a problem, with a Retry that loads once the route answers', async () => {
    const contact = box.sandbox.store.data.contacts[LONG_THREAD.to]!;
    const el = await fixture<ParleyContactPanel>(
      html`<parley-contact-panel contact-id=${contact.id} base-url=${BASE_URL} token-url=${tokenUrl} theme="light" locale="en"
        style="max-width: 420px"></parley-contact-panel>`,
    );
    await waitUntil(
      () => alertOf(el),
      () => `failure said: ${text(el)}`,
    );
    expect(alertOf(el)).to.equal(ROUTE_FAILED);
    await inLocale(el, 'ar', async () => expect(alertOf(el)).to.equal(ROUTE_FAILED_AR));
    await inLocale(el, 'es', async () => expect(alertOf(el)).to.equal(ROUTE_FAILED_ES));
    await pictures(el, 'contact-panel-token-route-failed', () => alertOf(el));
    await axeEachWay(el, LEFT_OUT);
    answer = () => Response.json({ token: box.token });
    await press(el.shadowRoot!.querySelector<HTMLElement>('.retry-load')!);
    await waitUntil(
      () => el.shadowRoot!.querySelector('#f-name'),
      () => `contact shown: ${text(el)}`,
    );
  });

  it('a route that refuses says so, without a Retry that cannot help, in all three', async () => {
    answer = () => Response.json({ error: 'signed out' }, { status: 403 });
    const contact = box.sandbox.store.data.contacts[LONG_THREAD.to]!;
    const page = await fixture<HTMLElement>(html`<div>
      <parley-agent-identity agent-id=${DEMO_SENDERS.acmeAgent} base-url=${BASE_URL} token-url=${tokenUrl} theme="light"></parley-agent-identity>
      <parley-link-stats link-id=${DEMO_LINKS.menu.linkId} base-url=${BASE_URL} token-url=${tokenUrl} open theme="light"></parley-link-stats>
      <parley-contact-panel contact-id=${contact.id} base-url=${BASE_URL} token-url=${tokenUrl} theme="light"></parley-contact-panel>
    </div>`);
    for (const el of page.children as HTMLCollectionOf<HTMLElement>) {
      await waitUntil(
        () => alertOf(el),
        () => `${el.localName}: ${text(el)}`,
      );
      expect(alertOf(el), el.localName).to.equal(ROUTE_REFUSED);
      expect(el.shadowRoot!.querySelector('.retry, .retry-load'), el.localName).to.equal(null);
    }
  });
});
