/**
 * A blast's call that fails for want of a token — the page's token route failing on the refresh the call needed (the
 * held token expired on the service's clock: it answers 401 and the client asks the route again) — is said as the
 * route's failure, never as the service's ("the service had a problem", "something went wrong", "the session has
 * expired"): `<parley-blast>`'s audiences and the composer's blast mode (its audiences and its send), in English,
 * Spanish and Arabic, with Retry only where asking again can help; `parley-error`'s error carries the mark. In real
 * Chromium against the real sandbox; axe in light, dark and Arabic, and pictures of the state.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/blast.js';
import { createApiClient } from '../../../src/api/client.js';
import type { ApiError } from '../../../src/api/errors.js';
import type { ParleyBlast } from '../../../src/components/blast/blast.component.js';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import { DraftStore } from '../../../src/controllers/draft.js';
import type { ParleyErrorEvent } from '../../../src/events/parley-error.js';
import { DEMO_AUDIENCES, DEMO_SENDERS } from '../../../src/sandbox/demo-data.js';
import { SANDBOX_DEFAULTS } from '../../../src/sandbox/index.js';
import type { Scope } from '../../../src/schemas/token.js';
import { createEmbedToken } from '../../../src/tokens/index.js';
import { BASE_URL, SANDBOX_ORIGIN, startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { shootAll } from '../helpers/screenshot.js';
import { SteppedClock } from '../helpers/stepped-clock.js';
import { waitUntil } from '../helpers/wait.js';
import { accessibleEverywhere, buttonOf, mountExtras } from '../composer/extras-harness.js';
import { $, words } from '../composer/helpers.js';

const SCOPES: Scope[] = ['messages:send', 'messages:blast', 'audiences:read', 'agents:read', 'messages:schedule'];
/** Past the held token's 15 minutes, on the service's clock. */
const EXPIRED = 16 * 60_000;

const LOAD_FAILED = {
  en: 'Could not load the audiences: the token route had a problem; try again',
  es: 'No se pudo cargar las audiencias: la ruta del token tuvo un problema; inténtalo de nuevo',
  ar: 'تعذّر تحميل الجماهير: واجه مسار الرمز مشكلة؛ حاول مجددًا',
};
const UNREACHABLE =
  'Could not load the audiences: the token route could not be reached; check the connection and try again';
const REFUSED =
  'Could not load the audiences: the token route refused (the session may have ended); sign in again, then reload the page';

/** Every `parley-error` heard on the page. */
let heard: ParleyErrorEvent[] = [];
const hear = (e: Event) => heard.push(e as ParleyErrorEvent);
before(() => document.addEventListener('parley-error', hear));
after(() => document.removeEventListener('parley-error', hear));
beforeEach(() => (heard = []));

const alerts = (root: ShadowRoot) => [...root.querySelectorAll('[role="alert"]')].map((a) => words(a));
const marked = () => heard.map((e) => `${e.detail.action} ${(e.detail.error as ApiError).source}`);

let routes = 0;

/**
 * A sandbox on a clock the test steps, and a client that holds a 15-minute token and asks the page's token route
 * (`/parley-token`, answered by `answer`) for the next: the sandbox's answers otherwise.
 */
async function page(): Promise<{
  box: TestSandbox;
  clock: SteppedClock;
  client: ReturnType<typeof createApiClient>;
  route: { answer: () => Response | Promise<Response> };
}> {
  const clock = new SteppedClock();
  const box = await startTestSandbox({ scopes: SCOPES, sandbox: { clock } });
  const route = {
    answer: (): Response | Promise<Response> => Response.json({ error: 'not yet asked' }, { status: 500 }),
  };
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(new URL(String(input instanceof Request ? input.url : input), location.href), init);
    if (new URL(request.url).pathname === '/parley-token') return route.answer();
    if (new URL(request.url).origin !== SANDBOX_ORIGIN) throw new TypeError('not this test’s');
    return box.fetch(request);
  };
  const client = createApiClient({
    baseUrl: BASE_URL,
    token: await box.mint(SCOPES),
    tokenUrl: `/parley-token?route=${++routes}`,
    fetch,
    retry: { retries: 0 },
  });
  return { box, clock, client, route };
}

/** A token the service still accepts once its clock has moved on (a day's lifetime). */
const dayToken = () =>
  createEmbedToken({
    key: { kid: SANDBOX_DEFAULTS.embedKid, secret: SANDBOX_DEFAULTS.embedSecret },
    team: SANDBOX_DEFAULTS.team,
    user: 'agent@example.com',
    scopes: SCOPES,
    ttl: 86_400,
  });

async function mountBlast(client: ReturnType<typeof createApiClient>): Promise<ParleyBlast> {
  const el = await fixture<ParleyBlast>(html`<parley-blast .client=${client} from=${DEMO_SENDERS.acmePhone}
    channel="SMS" audience-id=${DEMO_AUDIENCES.testNumbers} theme="light" locale="en"></parley-blast>`);
  await waitUntil(
    () => el.shadowRoot!.querySelector('#audience') || alerts(el.shadowRoot!).length,
    'the audiences, or why not',
    { timeout: 20_000 },
  );
  await el.updateComplete;
  return el;
}

async function inLocale(el: HTMLElement & { updateComplete: Promise<unknown> }, locale: string, check: () => void) {
  el.setAttribute('locale', locale);
  await waitUntil(
    () => {
      try {
        check();
        return true;
      } catch {
        return false;
      }
    },
    `said in ${locale}`,
    { timeout: 5000 },
  ).catch(() => check());
  el.setAttribute('locale', 'en');
  await el.updateComplete;
}

describe('<parley-blast> when the token route fails on the refresh its audiences need', function () {
  this.timeout(90_000);

  it("a route answering 500: the route's problem, in three languages, and Retry loads once it answers", async () => {
    const { clock, client, route } = await page();
    clock.advance(EXPIRED);
    const el = await mountBlast(client);
    const root = el.shadowRoot!;
    await waitUntil(() => alerts(root).length, 'the failure said');
    expect(alerts(root)).to.deep.equal([LOAD_FAILED.en]);
    expect(marked()).to.include('load token');
    await inLocale(el, 'es', () => expect(alerts(root)).to.deep.equal([LOAD_FAILED.es]));
    await inLocale(el, 'ar', () => expect(alerts(root)).to.deep.equal([LOAD_FAILED.ar]));
    await shootAll('blast-token-route-failed', { settle: () => el.updateComplete });
    await expect(el).to.be.accessible();

    const token = await dayToken();
    route.answer = () => Response.json({ token });
    root.querySelector<HTMLButtonElement>('#load-retry')!.click();
    await waitUntil(() => root.querySelector('#audience'), 'Retry loaded the audiences', { timeout: 20_000 });
    expect(alerts(root)).to.deep.equal([]);
  });

  it('a route out of reach, and one that refuses (no Retry: it would refuse again)', async () => {
    const unreachable = await page();
    unreachable.route.answer = () => Promise.reject(new TypeError('Failed to fetch'));
    unreachable.clock.advance(EXPIRED);
    const first = await mountBlast(unreachable.client);
    await waitUntil(() => alerts(first.shadowRoot!).length, 'the failure said');
    expect(alerts(first.shadowRoot!)).to.deep.equal([UNREACHABLE]);
    expect(first.shadowRoot!.querySelector('#load-retry'), 'Retry').to.exist;
    first.remove();

    const refusing = await page();
    refusing.route.answer = () => Response.json({ error: 'signed out' }, { status: 401 });
    refusing.clock.advance(EXPIRED);
    const second = await mountBlast(refusing.client);
    await waitUntil(() => alerts(second.shadowRoot!).length, 'the failure said');
    expect(alerts(second.shadowRoot!)).to.deep.equal([REFUSED]);
    expect(second.shadowRoot!.querySelector('#load-retry'), 'no Retry').to.equal(null);
    expect(alerts(second.shadowRoot!).join(' ')).not.to.match(/session has expired|service/);
  });
});

describe("<parley-composer> blast mode when the token route fails on a refresh: said as the route's", function () {
  this.timeout(90_000);

  async function blastMode() {
    const { box, clock, client, route } = await page();
    const members = (
      await box.server<{ data: { id: string }[] }>('POST', '/contacts/list', {
        audienceId: DEMO_AUDIENCES.testNumbers,
      })
    ).body.data.map((m) => m.id);
    const audience = (await box.server<{ id: string }>('POST', '/audiences', { name: 'Token test numbers' })).body.id;
    await box.server('POST', `/audiences/${audience}/contacts/add`, { contactIds: members });
    const from = DEMO_SENDERS.northwindAgent;
    new DraftStore('composer-blast-as', `${from}|${audience}`).clear();
    const value = {
      type: 'RCS' as const,
      from,
      to: '',
      rcs: { text: 'Ferry timetable changes' },
      fallback: { from: DEMO_SENDERS.northwindPhone, text: 'Ferry timetable changes' },
    };
    return { box, clock, client, route, from, audience, value };
  }

  it('its audiences: the route had a problem, with Retry', async () => {
    const { box, clock, client, from, audience, value } = await blastMode();
    clock.advance(EXPIRED);
    const { el } = await mountExtras({ from, scopes: SCOPES, audienceId: audience, value, box: { ...box, client } });
    const root = el.shadowRoot!;
    await waitUntil(
      () => alerts(root).includes(LOAD_FAILED.en),
      () => `said: ${alerts(root).join(' | ')}`,
    );
    expect(root.querySelector('#load-retry'), 'Retry').to.exist;
    expect(marked()).to.include('load token');
    await inLocale(el, 'es', () => expect(alerts(root)).to.include(LOAD_FAILED.es));
    await accessibleEverywhere(el);
  });

  it("its send: the route's failure beside the blast, not the service's", async () => {
    const { box, clock, client, route, from, audience, value } = await blastMode();
    const { el } = await mountExtras({ from, scopes: SCOPES, audienceId: audience, value, box: { ...box, client } });
    await waitUntil(() => el.shadowRoot!.querySelector('#audience'), 'the audience picker', { timeout: 20_000 });
    $<HTMLButtonElement>(el, '[part~="send-button"]').click();
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="blast-confirm"] h3'), 'the confirm step', {
      timeout: 20_000,
    });
    clock.advance(EXPIRED);
    route.answer = () => Response.json({ error: 'upstream down' }, { status: 503 });
    buttonOf(el, /^Send blast$/).click();
    await waitUntil(
      () => marked().includes('send token'),
      () => `parley-error: ${marked().join(', ')}`,
    );
    await el.updateComplete;
    const said = alerts(el.shadowRoot!);
    expect(said).to.include('Could not send the blast: the token route had a problem; try again');
    expect(said.join(' ')).not.to.match(/the service had a problem/);
    expect(Object.keys(box.sandbox.store.data.blasts)).to.have.length(0);
    await accessibleEverywhere(el);
  });
});
