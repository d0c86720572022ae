/**
 * `<parley-blast>` through its steps by keyboard, in real Chromium against the real sandbox: the focus follows each
 * step (never dropped to the page) and each change is said once in a live region that was there before; a slow
 * Review is busy and sends one check; the pick-lists show what the element holds; a failed load says what happened,
 * with Retry where it can help; the failed list's thread link is readable in the dark theme. Axe in light, dark and
 * Arabic in each state; pictures with `PARLEY_SHOTS=/tmp/shots-blast npx web-test-runner test/browser/blast/steps.test.ts`.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createApiClient } from '../../../src/api/client.js';
import '../../../src/blast.js';
import type { ParleyBlast } from '../../../src/components/blast/blast.component.js';
import { DEMO_SENDERS } from '../../../src/sandbox/demo-data.js';
import type { Scope } from '../../../src/schemas/token.js';
import { BASE_URL, startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { accessibleEverywhere, shots } from './looks.js';
import { waitUntil } from '../helpers/wait.js';

const SCOPES: Scope[] = ['audiences:read', 'messages:blast', 'messages:send', 'messages:schedule'];

interface Mount {
  scopes?: Scope[];
  from?: string;
  audienceId?: string;
  /** Held until released: each request whose path ends so waits for the test. */
  hold?: string;
  /** Gives the token, or fails as the token route would. */
  token?: (mint: () => Promise<string>) => Promise<string>;
  /** Before the element connects (faults, audiences). */
  before?: (sb: TestSandbox) => Promise<unknown>;
}

async function mount(options: Mount = {}) {
  const sb = await startTestSandbox({ sandbox: { carrierDelays: { sent: 30, delivered: 60, read: 60 } } });
  await options.before?.(sb);
  const held: string[] = [];
  let release: () => void = () => {};
  let gate = new Promise<void>((resolve) => (release = resolve));
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request && !init ? input : new Request(input, init);
    if (options.hold && new URL(request.url).pathname.endsWith(options.hold)) {
      held.push(request.url);
      await gate;
    }
    return sb.fetch(request);
  };
  const mint = () => sb.mint(options.scopes ?? SCOPES);
  const client = createApiClient({
    baseUrl: BASE_URL,
    ...(options.token ? { tokenProvider: () => options.token!(mint) } : { token: await mint() }),
    fetch,
    retry: { retries: 0 },
  });
  const el =
    await fixture<ParleyBlast>(html`<parley-blast .client=${client} from=${options.from ?? DEMO_SENDERS.acmePhone}
    audience-id=${options.audienceId ?? 'aud_dtest_numbers'} poll-interval="50" locale="en"></parley-blast>`);
  const root = el.shadowRoot!;
  await waitUntil(() => root.querySelector('#audience, [role="alert"], .muted'), 'loaded or failed');
  await el.updateComplete;
  const open = () => {
    release();
    gate = new Promise<void>((resolve) => (release = resolve));
  };
  return { el, sb, root, held, open };
}

const button = (el: ParleyBlast, label: RegExp) =>
  [...el.shadowRoot!.querySelectorAll('button')].find((b) => label.test(b.textContent ?? ''))!;
/** Presses a button as a keyboard user does: focused, then Enter. */
async function press(el: ParleyBlast, label: RegExp) {
  button(el, label).focus();
  await sendKeys({ press: 'Enter' });
}
const focused = (el: ParleyBlast) => el.shadowRoot!.activeElement;
const said = (el: ParleyBlast) => el.shadowRoot!.querySelector('#step-said')!;
async function typeText(el: ParleyBlast, text: string) {
  const area = el.shadowRoot!.querySelector<HTMLTextAreaElement>('#text')!;
  area.value = text;
  area.dispatchEvent(new Event('input'));
  await el.updateComplete;
}

describe('<parley-blast> by keyboard: the focus follows the steps', () => {
  it('Review, Edit, Send and New blast move the focus to the new step and say it once in a region that was there', async () => {
    const { el, root } = await mount();
    const region = said(el);
    expect(region.getAttribute('aria-live')).to.equal('polite');
    expect(region.textContent).to.equal('', 'nothing said before a step changes');
    await typeText(el, 'Cupping on Friday');

    await press(el, /Review blast/);
    await waitUntil(() => root.querySelector('#confirm-title'), 'confirm step');
    await waitUntil(
      () => focused(el)?.id === 'confirm-title',
      () => `focus on ${focused(el)?.outerHTML}`,
    );
    expect(said(el)).to.equal(region, 'the same region, not one inserted filled in');
    expect(region.textContent).to.equal('Check the blast, then send it.');
    await accessibleEverywhere(el);
    await shots(el, 'blast-confirm-focused', false);

    await press(el, /^\s*Edit\s*$/);
    await waitUntil(
      () => focused(el)?.id === 'audience',
      () => `focus on ${focused(el)?.outerHTML}`,
    );
    expect(region.textContent).to.equal('Editing the blast.');
    await press(el, /Review blast/);
    await waitUntil(() => focused(el)?.id === 'confirm-title', 'back to the confirm step');

    await press(el, /Send blast/);
    await waitUntil(() => root.querySelector('#progress-title'), 'progress step');
    await waitUntil(
      () => focused(el)?.id === 'progress-title',
      () => `focus on ${focused(el)?.outerHTML}`,
    );
    expect(said(el)).to.equal(region);
    expect(region.textContent).to.equal('The blast was sent; its progress follows.');
    await waitUntil(() => el.blast?.status === 'COMPLETED', 'completed');
    await el.updateComplete;
    await accessibleEverywhere(el);
    await shots(el, 'blast-progress-focused', false);

    await press(el, /New blast/);
    await waitUntil(
      () => focused(el)?.id === 'audience',
      () => `focus on ${focused(el)?.outerHTML}`,
    );
    expect(region.textContent).to.equal('New blast: choose an audience and write the message.');
    await accessibleEverywhere(el);
  });

  it('Cancel blast moves the focus to the progress heading; the status region already there says "Cancelled"', async () => {
    const { el, root } = await mount();
    await typeText(el, 'Weekend special');
    const at = root.querySelector<HTMLInputElement>('#at')!;
    const inADay = new Date(Date.now() + 86_400_000);
    at.value = new Date(inADay.getTime() - inADay.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    at.dispatchEvent(new Event('input'));
    await press(el, /Review blast/);
    await waitUntil(() => root.querySelector('#confirm-title'), 'confirm step');
    await press(el, /Schedule blast/);
    await waitUntil(() => el.blast?.status === 'SCHEDULED', 'scheduled');
    await waitUntil(() => focused(el)?.id === 'progress-title', 'focus on the progress heading');
    expect(said(el).textContent).to.equal('The blast was scheduled.');
    const status = root.querySelector('[part="progress"] [role="status"]')!;
    await press(el, /Cancel blast/);
    await waitUntil(() => el.blast?.status === 'CANCELLED', 'cancelled');
    await waitUntil(
      () => focused(el)?.id === 'progress-title',
      () => `focus on ${focused(el)?.outerHTML}`,
    );
    expect(root.querySelector('[part="progress"] [role="status"]')).to.equal(status, 'the status region stayed');
    expect(status.textContent).to.equal('Cancelled');
    await accessibleEverywhere(el);
  });

  it('a slow Review is busy: its words say so, it keeps the focus, and pressing it again sends no second check', async () => {
    const { el, root, held, open } = await mount({ hold: '/messages/validate/sms' });
    await typeText(el, 'Cupping on Friday');
    await press(el, /Review blast/);
    await waitUntil(() => held.length === 1, 'the check asked');
    await el.updateComplete;
    const review = root.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect(review.textContent!.trim()).to.equal('Checking the blast…');
    expect(review.getAttribute('aria-disabled')).to.equal('true');
    expect(review.getAttribute('aria-busy')).to.equal('true');
    expect(focused(el)).to.equal(review, 'a busy button keeps the focus');
    await accessibleEverywhere(el);
    await shots(el, 'blast-reviewing', false);
    await sendKeys({ press: 'Enter' });
    review.click();
    await el.updateComplete;
    open();
    await waitUntil(() => root.querySelector('#confirm-title'), 'confirm step');
    expect(held).to.have.length(1, 'one check, however often Review was pressed');
  });
});

describe('<parley-blast> pick-lists show what the element holds', () => {
  it('without a sender or with an unknown audience, the lists say "Choose …" and Review says the same', async () => {
    const { el, root } = await mount({
      scopes: [...SCOPES, 'agents:read'],
      from: '',
      audienceId: 'aud_nope',
    });
    await waitUntil(() => root.querySelector('select#from'), "the team's senders");
    const from = root.querySelector<HTMLSelectElement>('select#from')!;
    const audience = root.querySelector<HTMLSelectElement>('#audience')!;
    expect(from.value).to.equal('');
    expect(from.selectedOptions[0]!.textContent!.trim()).to.equal('Choose a sender…');
    expect(audience.value).to.equal('');
    expect(audience.selectedOptions[0]!.textContent!.trim()).to.equal('Choose an audience…');
    await typeText(el, 'Hello');
    await press(el, /Review blast/);
    await waitUntil(() => root.querySelector('#from-error'), 'checked');
    expect(root.querySelector('#from-error')!.textContent).to.contain('no sender is set');
    expect(root.querySelector('#audience-error')!.textContent).to.equal('Choose an audience.');
    await accessibleEverywhere(el);
    await shots(el, 'blast-choose-sender-audience', false);

    // Choosing the first listed entry is a change the element takes.
    const first = [...from.options].find((o) => !o.disabled)!;
    from.value = first.value;
    from.dispatchEvent(new Event('change'));
    audience.value = 'aud_dtest_numbers';
    audience.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(el.from).to.equal(first.value);
    expect(el.audienceId).to.equal('aud_dtest_numbers');
    expect([...from.options].some((o) => o.value === '')).to.equal(false, 'no blank once one is held');
    // What the host sets, the list shows.
    const other = [...from.options].find((o) => o.value !== first.value)!;
    el.from = other.value;
    await el.updateComplete;
    expect(from.value).to.equal(other.value);
    el.from = '';
    await el.updateComplete;
    expect(from.value).to.equal('');
  });
});

describe('<parley-blast> says why it has nothing to choose from', () => {
  it('a token that cannot be had: no connection, with Retry; no "may not send" claim', async () => {
    let down = true;
    const { el, root } = await mount({
      token: (mint) => (down ? Promise.reject(new TypeError('Failed to fetch')) : mint()),
    });
    await waitUntil(() => root.querySelector('[role="alert"]'), 'the failure said');
    expect(root.querySelector('[role="alert"]')!.textContent).to.equal(
      'Could not get a token: the token route could not be reached; check the connection and try again',
    );
    expect(root.textContent).not.to.contain('may not send');
    expect(root.textContent).not.to.contain('There are no audiences');
    await accessibleEverywhere(el);
    await shots(el, 'blast-load-no-token', false);
    down = false;
    await press(el, /Retry/);
    await waitUntil(
      () => focused(el)?.id === 'audience',
      () => `focus on ${focused(el)?.outerHTML}`,
    );
    expect(root.querySelector('[role="alert"]')).to.equal(null);
  });

  it('the audiences answering 500: the service failed, with Retry, and no "no audiences yet" beside it', async () => {
    const rule = { rules: [{ path: '/audiences/list', method: 'POST', error: 1 }] };
    const { el, sb, root } = await mount({ before: (sb) => sb.server('POST', '/sandbox/faults', rule) });
    expect(root.querySelector('[role="alert"]')!.textContent).to.equal(
      'Could not load the audiences: the service had a problem; try again',
    );
    expect(root.textContent).not.to.contain('There are no audiences');
    expect(root.textContent).not.to.contain('Injected fault');
    await accessibleEverywhere(el);
    await shots(el, 'blast-load-500', false);
    await sb.server('POST', '/sandbox/faults', { rules: [] });
    await press(el, /Retry/);
    await waitUntil(
      () => focused(el)?.id === 'audience',
      () => `focus on ${focused(el)?.outerHTML}`,
    );
    expect(
      [...root.querySelectorAll('#audience option')].map((o) => o.textContent!.replace(/[\u2068\u2069]/g, '')),
    ).to.include('Sandbox test numbers — 3 contacts');
  });

  it('a token without audiences:read names the scope, not an expired session, and offers no Retry', async () => {
    const { el, root } = await mount({ scopes: ['messages:blast', 'messages:send'] });
    await waitUntil(() => root.textContent!.includes('audiences:read'), 'the scope named');
    expect(root.querySelector('[role="alert"]')!.textContent).to.equal(
      'This token may not read the audiences (audiences:read).',
    );
    expect(root.textContent).not.to.contain('session');
    expect(root.querySelector('button')).to.equal(null);
    await accessibleEverywhere(el);
    await shots(el, 'blast-load-no-scope', false);
  });
});

describe('<parley-blast> failed list in the dark theme', () => {
  it("the thread link takes the theme's colour, readable on the dark background", async () => {
    const { el, root } = await mount();
    el.threadHref = '/inbox?c={conversationId}';
    el.setAttribute('theme', 'dark');
    await typeText(el, 'Cupping on Friday');
    await press(el, /Review blast/);
    await waitUntil(() => root.querySelector('#confirm-title'), 'confirm step');
    await press(el, /Send blast/);
    await waitUntil(() => el.blast?.status === 'COMPLETED' && root.querySelector('[part="failure"] a'), 'failures');
    await el.updateComplete;
    const link = root.querySelector<HTMLAnchorElement>('[part="failure"] a')!;
    expect(getComputedStyle(link).color).to.equal('rgb(139, 131, 255)');
    await expect(el).to.be.accessible();
    await accessibleEverywhere(el);
    await shots(el, 'blast-failed-link', false);
  });
});
