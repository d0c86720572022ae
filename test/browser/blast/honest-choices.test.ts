/**
 * `<parley-blast>` says only what is true and names only controls that are there, in real Chromium against the real
 * sandbox: RCS without `agents:read` (off, with the scope named beside it, unless the host gave an agent, which is
 * then the one to choose); a token that cannot be read (the session's words, not a missing scope); the token route
 * failing (the route, not the service); an empty audience when no other has contacts. Axe (all rules) in light, dark
 * and Arabic in each state; pictures with `PARLEY_SHOTS=/tmp/blast-shots npx web-test-runner <this file>`.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { nothing } from 'lit';
import { createApiClient } from '../../../src/api/client.js';
import '../../../src/blast.js';
import type { ParleyBlast } from '../../../src/components/blast/blast.component.js';
import { DEMO_SENDERS } from '../../../src/sandbox/demo-data.js';
import type { EmbedResources, Scope } from '../../../src/schemas/token.js';
import { BASE_URL, startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { accessibleEverywhere, shots } from './looks.js';
import { waitUntil } from '../helpers/wait.js';

const SCOPES: Scope[] = ['audiences:read', 'messages:blast', 'messages:send', 'messages:schedule'];

interface Mount {
  scopes?: Scope[];
  from?: string;
  fallbackFrom?: string;
  channel?: 'SMS' | 'RCS';
  /** The audience to preselect (a function: one `before` made). */
  audienceId?: string | (() => string);
  /** Restricts the token (`res`), minted after `before` ran. */
  resources?: (sb: TestSandbox) => EmbedResources;
  /** The token as given: a string (not minted), or what the page's token route answers. */
  token?: string;
  tokenRoute?: () => Response;
  before?: (sb: TestSandbox) => Promise<unknown>;
}

async function mount(options: Mount = {}) {
  const sb = await startTestSandbox({ sandbox: { carrierDelays: { sent: 30, delivered: 60, read: 60 } } });
  await options.before?.(sb);
  const mint = () => sb.mint(options.scopes ?? SCOPES, options.resources?.(sb));
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request && !init ? input : new Request(input, init);
    if (options.tokenRoute && new URL(request.url).pathname === '/parley-token') return options.tokenRoute();
    return sb.fetch(request);
  };
  const audienceId =
    typeof options.audienceId === 'function' ? options.audienceId() : (options.audienceId ?? 'aud_dtest_numbers');
  const client = createApiClient({
    baseUrl: BASE_URL,
    ...(options.tokenRoute ? { tokenUrl: '/parley-token' } : { token: options.token ?? (await mint()) }),
    fetch,
    retry: { retries: 0 },
  });
  const el =
    await fixture<ParleyBlast>(html`<parley-blast .client=${client} from=${options.from ?? DEMO_SENDERS.acmePhone}
    fallback-from=${options.fallbackFrom ?? nothing} channel=${options.channel ?? 'SMS'}
    audience-id=${audienceId} poll-interval="50" locale="en"></parley-blast>`);
  const root = el.shadowRoot!;
  await waitUntil(() => root.querySelector('#audience, [role="alert"], .muted'), 'loaded or failed');
  await el.updateComplete;
  return { el, sb, root };
}

const button = (el: ParleyBlast, label: RegExp) =>
  [...el.shadowRoot!.querySelectorAll('button')].find((b) => label.test(b.textContent ?? ''));
const radio = (root: ShadowRoot, value: string) =>
  root.querySelector<HTMLInputElement>(`input[name="send-as"][value="${value}"]`)!;
async function typeText(el: ParleyBlast, text: string) {
  const area = el.shadowRoot!.querySelector<HTMLTextAreaElement>('#text')!;
  area.value = text;
  area.dispatchEvent(new Event('input'));
  await el.updateComplete;
}
/** Every text on screen, as one line (what a person reads side by side). */
const words = (root: ShadowRoot) => root.textContent!.replace(/\s+/g, ' ');

const NEEDS_AGENTS = "RCS needs an RCS agent, and this token may not list your team's agents (agents:read).";
const NO_AGENTS =
  "An RCS blast is sent by an RCS agent, and this token may not list your team's agents (agents:read). Send it as SMS/MMS.";

describe('<parley-blast> RCS without agents:read', () => {
  it('and no agent given: RCS is off with the missing scope beside it; never a box that cannot change, never "choose an RCS agent"', async () => {
    const { el, sb, root } = await mount();
    const rcs = radio(root, 'rcs');
    expect(rcs.disabled).to.equal(true, 'RCS cannot be chosen: there is no agent to send it');
    expect(root.querySelector('#rcs-note')!.textContent).to.equal(NEEDS_AGENTS);
    expect(rcs.getAttribute('aria-describedby')).to.equal('rcs-note');
    expect(radio(root, 'sms').checked).to.equal(true);
    expect(root.querySelector('input[readonly]')).to.equal(null);
    await accessibleEverywhere(el);
    await shots(el, 'blast-rcs-off-no-scope');

    // The host asks for RCS all the same: where the agent would be chosen, the words say what is missing and what works.
    el.channel = 'RCS';
    await el.updateComplete;
    expect(root.querySelector('input[readonly]')).to.equal(null, 'no read-only box holding the phone number');
    expect(root.querySelector('#from')).to.equal(null);
    expect(root.querySelector('#from-none')!.textContent).to.equal(NO_AGENTS);
    await typeText(el, 'Weekend special');
    button(el, /Review/)!.click();
    await waitUntil(() => root.querySelector('#from-error'), 'checked');
    expect(root.querySelector('#from-error')!.textContent).to.equal(NO_AGENTS);
    expect(root.querySelector('#from-none')).to.equal(null, 'said once, as the problem');
    expect(words(root)).not.to.contain('choose an RCS agent');
    expect(words(root)).not.to.contain(DEMO_SENDERS.acmePhone);
    expect(Object.keys(sb.sandbox.store.data.blasts)).to.have.length(0);
    await accessibleEverywhere(el);
    await shots(el, 'blast-rcs-chosen-no-scope');

    // What the words name is there, and works.
    radio(root, 'sms').click();
    await el.updateComplete;
    button(el, /Review/)!.click();
    await waitUntil(() => root.querySelector('#confirm-title'), 'confirm step');
  });

  it('with an agent given: that agent is the one choice, and "Send as" goes to its fallback number and back', async () => {
    const { el, root } = await mount({
      channel: 'RCS',
      from: DEMO_SENDERS.acmeAgent,
      fallbackFrom: DEMO_SENDERS.acmePhone,
    });
    const agents = () => [...root.querySelectorAll<HTMLInputElement>('input[name="from-agent"]')];
    expect(agents().map((a) => [a.value, a.checked])).to.deep.equal([[DEMO_SENDERS.acmeAgent, true]]);
    expect(root.querySelector('input[readonly]')).to.equal(null);
    expect(radio(root, 'rcs').disabled).to.equal(false);
    expect(root.querySelector('#rcs-note')).to.equal(null);
    await accessibleEverywhere(el);
    await shots(el, 'blast-rcs-given-agent');

    radio(root, 'sms').click();
    await el.updateComplete;
    expect(el.from).to.equal(DEMO_SENDERS.acmePhone, 'an SMS/MMS blast comes from the fallback number');
    expect(root.querySelector<HTMLInputElement>('input#from')!.value).to.equal(DEMO_SENDERS.acmePhone);
    expect(radio(root, 'rcs').disabled).to.equal(false, 'the agent given can still send RCS');
    radio(root, 'rcs').click();
    await el.updateComplete;
    expect(el.from).to.equal(DEMO_SENDERS.acmeAgent);
    expect(agents().map((a) => [a.value, a.checked])).to.deep.equal([[DEMO_SENDERS.acmeAgent, true]]);

    // A phone number set as the RCS sender: the hint names the agent on screen.
    el.from = DEMO_SENDERS.acmePhone;
    await typeText(el, 'Weekend special');
    root.querySelector<HTMLTextAreaElement>('#fallback')!.value = 'Weekend special (SMS)';
    root.querySelector('#fallback')!.dispatchEvent(new Event('input'));
    button(el, /Review/)!.click();
    await waitUntil(() => root.querySelector('#from-error'), 'checked');
    expect(root.querySelector('#from-error')!.textContent).to.contain('or choose an RCS agent');
    expect(agents()).to.have.length(1, 'the agent to choose is there');
    agents()[0]!.click();
    await el.updateComplete;
    button(el, /Review/)!.click();
    await waitUntil(() => root.querySelector('#confirm-title'), 'confirm step');
  });
});

describe('<parley-blast> says what failed', () => {
  it('a token that cannot be read: the session has failed (no "may not send blasts"), and no Retry', async () => {
    const errors: string[] = [];
    const { el, root } = await mount({ token: 'garbage.not-a-token' });
    el.addEventListener('parley-error', (e) => errors.push(e.detail.action));
    await waitUntil(() => root.querySelector('[role="alert"]'), 'said');
    expect(root.querySelector('[role="alert"]')!.textContent).to.equal(
      'Could not load the audiences: the session has expired; reload the page',
    );
    expect(words(root)).not.to.contain('may not');
    expect(root.querySelector('button')).to.equal(null, 'reloading, not Retry, brings a new session');
    await accessibleEverywhere(el);
    await shots(el, 'blast-unreadable-token');
  });

  it('the token route answering 500: the token route had a problem (not the service), with Retry', async () => {
    let down = true;
    let sb: TestSandbox | undefined;
    const mounted = await mount({
      before: async (box) => void (sb = box),
      tokenRoute: () =>
        down
          ? new Response(JSON.stringify({ error: 'boom' }), { status: 500 })
          : new Response(JSON.stringify({ token: token! }), { headers: { 'Content-Type': 'application/json' } }),
    });
    const token = await sb!.mint(SCOPES);
    const { el, root } = mounted;
    await waitUntil(() => root.querySelector('[role="alert"]'), 'said');
    expect(root.querySelector('[role="alert"]')!.textContent).to.equal(
      'Could not get a token: the token route had a problem; try again',
    );
    expect(words(root)).not.to.contain('the service');
    await accessibleEverywhere(el);
    await shots(el, 'blast-token-route-500');
    down = false;
    button(el, /Retry/)!.click();
    await waitUntil(() => root.querySelector('#audience'), 'loaded after Retry');
    expect(root.querySelector('[role="alert"]')).to.equal(null);
  });

  it('the token route answering 404 (a wrong token-url): the token route had a problem, as the other elements say it', async () => {
    const { el, root } = await mount({
      tokenRoute: () => new Response(JSON.stringify({ error: 'Not found' }), { status: 404 }),
    });
    await waitUntil(() => root.querySelector('[role="alert"]'), 'said');
    expect(root.querySelector('[role="alert"]')!.textContent).to.equal(
      'Could not get a token: the token route had a problem; try again',
    );
    expect(button(el, /Retry/), 'a route fixed or back may answer').to.exist;
  });

  it('an empty audience when no other has contacts: add contacts to it, never "choose another"', async () => {
    let empty = '';
    const { el, root } = await mount({
      before: async (sb) => {
        empty = (await sb.server<{ id: string }>('POST', '/audiences', { name: 'Empty list' })).body.id;
      },
      resources: () => ({ audiences: [empty] }),
      audienceId: () => empty,
    });
    expect(
      [...root.querySelectorAll('#audience option')].map((o) => o.textContent!.replace(/[\u2068\u2069]/g, '')),
    ).to.deep.equal(['Empty list — 0 contacts']);
    await typeText(el, 'Hello');
    button(el, /Review/)!.click();
    await waitUntil(() => root.querySelector('#audience-error'), 'checked');
    expect(root.querySelector('#audience-error')!.textContent).to.equal(
      'Empty list has no contacts yet: add contacts to it.',
    );
    expect(words(root)).not.to.contain('another audience');
    await accessibleEverywhere(el);
    await shots(el, 'blast-empty-only-audience');
  });
});
