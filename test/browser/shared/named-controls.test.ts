/**
 * Words never name a control that is not there. Each element is driven into its hint and validation states (an
 * empty send, a missing fallback, an invalid phone or e-mail, a failed send); every hint, error and announcement it
 * then shows is read, and every control those words name — a quoted name (“Shorten links”, «Reintentar»), or an
 * English "choose / press / select / tick / untick / turn off X" with a capitalised X — must be on the screen in that
 * state, visible, with that accessible name (button, checkbox, radio, option, link, in the shadow roots).
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { waitUntil } from '../helpers/wait.js';
import { createApiClient } from '../../../src/api/client.js';
import '../../../src/blast.js';
import '../../../src/contact-panel.js';
import type { ParleyBlast } from '../../../src/components/blast/blast.component.js';
import type { ParleyContactPanel } from '../../../src/components/contact-panel/contact-panel.component.js';
import { DEMO_SENDERS, LONG_THREAD } from '../../../src/sandbox/demo-data.js';
import type { Scope } from '../../../src/schemas/token.js';
import { BASE_URL, faultySendClient, startTestSandbox } from '../helpers/sandbox.js';
import { $ as composer$, RCS_USER, click, fill, mount as mountComposer } from '../composer/helpers.js';
import { setupForm, submit, clearDrafts } from '../form/harness.js';
import { mount as mountInbox, openThread, settle } from '../inbox/helpers.js';

/** Every element under `root`, through open shadow roots. */
function deepElements(root: ParentNode): Element[] {
  const out: Element[] = [];
  for (const el of root.querySelectorAll('*')) {
    out.push(el);
    if (el.shadowRoot) out.push(...deepElements(el.shadowRoot));
  }
  return out;
}

const norm = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

function visible(el: Element): boolean {
  const box = el.getBoundingClientRect();
  return el.checkVisibility({ visibilityProperty: true }) && box.width > 0 && box.height > 0;
}

/** Text of the ids `ids` names, looked up in `el`'s own tree (shadow root or document). */
function textOfIds(el: Element, ids: string | null): string {
  const root = el.getRootNode() as Document | ShadowRoot;
  return norm(
    (ids ?? '')
      .split(/\s+/)
      .map((id) => (id ? root.getElementById(id)?.textContent : ''))
      .join(' '),
  );
}

const CONTROLS =
  'button, a[href], summary, option, select, input[type=checkbox], input[type=radio], input[type=submit], ' +
  'input[type=button], [role=button], [role=checkbox], [role=radio], [role=switch], [role=tab], [role=option], [role=menuitem]';

interface Control {
  el: Element;
  /** Its accessible name and its visible label (a person may name either). */
  names: string[];
}

/** The controls a person can see and use now, by name. */
function visibleControls(host: Element): Control[] {
  const controls: Control[] = [];
  for (const el of deepElements(host.shadowRoot!)) {
    if (!el.matches(CONTROLS)) continue;
    const input = el instanceof HTMLInputElement ? el : undefined;
    const labels = input ? [...(input.labels ?? [])] : [];
    // An option is seen in its list; a styled checkbox may be hidden behind its label.
    const shown =
      el instanceof HTMLOptionElement
        ? !el.disabled && !!el.closest('select') && visible(el.closest('select')!)
        : visible(el) || labels.some(visible);
    if (!shown) continue;
    const names = [
      el.getAttribute('aria-label'),
      textOfIds(el, el.getAttribute('aria-labelledby')),
      ...labels.map((l) => l.textContent),
      input?.type === 'submit' || input?.type === 'button' ? input.value : el.textContent,
    ]
      .map(norm)
      .filter(Boolean);
    controls.push({ el, names });
  }
  return controls;
}

const HINTS =
  '[role=alert], [role=status], [aria-live], [part~=error], .error-text, [id$="-error"], [id$="-err"], [id$="-e"], ' +
  '[part~=hint], .hint';

/** Every hint, error and announcement shown now: live regions even when visually hidden (they are heard). */
function hintTexts(host: Element): string[] {
  const texts = new Set<string>();
  const all = deepElements(host.shadowRoot!);
  for (const el of all) {
    const live = el.matches('[role=alert], [role=status], [aria-live]');
    if (el.matches(HINTS) && (live || visible(el))) texts.add(norm(el.textContent));
    if (el.hasAttribute('aria-describedby') && visible(el))
      texts.add(textOfIds(el, el.getAttribute('aria-describedby')));
  }
  return [...texts].filter(Boolean);
}

const QUOTED = /[“«"‘„]([^”»"’“]+)[”»"’“]/g;
/** What introduces an example or the user's own words, not a control: `e.g. “Acme Coffee, Market Street”`. */
const NOT_A_CONTROL_BEFORE = /(e\.g\.|such as|for example|p\. ej\.|por ejemplo|مثل|match|matches|template|with)\s*$/i;
const VERB = /\b(choose|select|press|pick|tick|untick|click|tap|turn on|turn off)\s+(?=[A-Z])/g;

interface Named {
  hint: string;
  /** The quoted name, matched whole; or the words after a verb, matched by a control name they start with. */
  quoted?: string;
  after?: string;
}

/** The controls `hint` names. */
function namedIn(hint: string): Named[] {
  const named: Named[] = [];
  for (const m of hint.matchAll(QUOTED)) {
    if (!NOT_A_CONTROL_BEFORE.test(hint.slice(0, m.index))) named.push({ hint, quoted: norm(m[1]) });
  }
  for (const m of hint.matchAll(VERB)) named.push({ hint, after: hint.slice(m.index + m[0].length) });
  return named;
}

const lower = (s: string) => s.toLocaleLowerCase();
/** A name that is the words, or the words then a qualifier: "Retry: send this message again" for "Retry". */
const nameFits = (name: string, words: string) =>
  lower(name) === lower(words) || [' (', ': ', ' — '].some((sep) => lower(name).startsWith(lower(words) + sep));
const startsWithName = (text: string, name: string) =>
  lower(text).startsWith(lower(name)) && !/^[\p{L}\p{N}]/u.test(text.slice(name.length));

/**
 * The check of one state: the hints shown now (at least one, or the state was not reached; and `expected` among
 * them when given), and every control they name visible by that name.
 */
async function expectNamedControlsShown(host: Element, state: string, expected?: RegExp): Promise<void> {
  await (host as HTMLElement & { updateComplete?: Promise<unknown> }).updateComplete;
  const hints = hintTexts(host);
  expect(hints.length, `${state}: no hint shown`).to.be.greaterThan(0);
  if (expected)
    expect(
      hints.some((h) => expected.test(h)),
      `${state}: ${expected} in ${JSON.stringify(hints)}`,
    ).to.be.true;
  const controls = visibleControls(host);
  const names = controls.flatMap((c) => c.names);
  for (const named of hints.flatMap(namedIn)) {
    const found = named.quoted
      ? names.some((n) => nameFits(n, named.quoted!))
      : names.some((n) => startsWithName(named.after!, n));
    const what = named.quoted ?? named.after!.split(/[.,;:!?]/)[0];
    expect(
      found,
      `${state}: "${named.hint}" names “${what}”, which is not on the screen (shown: ${JSON.stringify(names)})`,
    ).to.be.true;
  }
}

/** The extraction reads names, not descriptions or examples (checked where the words are first read). */
function expectExtractionSound(): void {
  const said = (hint: string) => namedIn(hint).map((n) => n.quoted ?? n.after);
  expect(said('Write the fallback text, or choose “No fallback”.')).to.deep.equal(['No fallback']);
  expect(said('Escribe el texto o elige «Sin alternativo».')).to.deep.equal(['Sin alternativo']);
  expect(said('Already sent. Change the message, or choose Send another.')).to.deep.equal(['Send another.']);
  expect(said('Send it as SMS/MMS, or choose an RCS agent.')).to.deep.equal([]);
  expect(said('e.g. “Acme Coffee, Market Street”.')).to.deep.equal([]);
  expect(startsWithName('Retry to send it again.', 'Retry')).to.be.true;
  expect(nameFits('No fallback (phones without RCS get nothing)', 'No fallback')).to.be.true;
}

const BLAST_SCOPES: Scope[] = ['audiences:read', 'messages:blast', 'messages:send', 'messages:schedule'];

async function mountBlast(options: { channel: 'RCS' | 'SMS'; locale: string; scopes?: Scope[] }) {
  const sb = await startTestSandbox();
  const client = createApiClient({
    baseUrl: BASE_URL,
    token: await sb.mint(options.scopes ?? BLAST_SCOPES),
    fetch: sb.fetch,
    retry: { retries: 0 },
  });
  const rcs = options.channel === 'RCS';
  const el = await fixture<ParleyBlast>(html`<parley-blast .client=${client} channel=${options.channel}
    from=${rcs ? DEMO_SENDERS.acmeAgent : DEMO_SENDERS.acmePhone} fallback-from=${DEMO_SENDERS.acmePhone}
    audience-id="aud_dtest_numbers" locale=${options.locale}></parley-blast>`);
  await waitUntil(() => el.shadowRoot!.querySelector('#audience'), 'audiences loaded');
  await el.updateComplete;
  return el;
}

async function typeInto(el: HTMLElement & { updateComplete: Promise<unknown> }, selector: string, value: string) {
  const field = el.shadowRoot!.querySelector<HTMLInputElement | HTMLTextAreaElement>(selector)!;
  field.value = value;
  field.dispatchEvent(new Event('input'));
  field.dispatchEvent(new Event('change'));
  await el.updateComplete;
}

async function review(el: ParleyBlast) {
  el.shadowRoot!.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
  await el.updateComplete;
}

/** The fallback hint in each language (its words are what the blast is checked against). */
const FALLBACK_HINT: Record<string, RegExp> = { en: /fallback text/, es: /texto alternativo/, ar: /النص البديل/ };

describe('named controls: <parley-blast>', () => {
  for (const locale of ['en', 'es', 'ar']) {
    it(`${locale}: an RCS blast without fallback text names only controls it shows, with or without the team's numbers`, async () => {
      for (const scopes of [BLAST_SCOPES, [...BLAST_SCOPES, 'agents:read'] as Scope[]]) {
        const el = await mountBlast({ channel: 'RCS', locale, scopes });
        const team = scopes.includes('agents:read') ? "the team's numbers listed" : 'numbers unknown (no agents:read)';
        // The team's senders: RCS agents as a radio list (decision 048), their numbers as the fallback's list.
        if (scopes.includes('agents:read'))
          await waitUntil(
            () =>
              el.shadowRoot!.querySelector('input[name="from-agent"]') &&
              el.shadowRoot!.querySelector('select#fallback-from'),
            "the team's senders",
          );
        await review(el);
        await expectNamedControlsShown(el, `${locale} RCS, empty, ${team}`);
        await typeInto(el, '#text', 'Weekend special');
        await review(el);
        await expectNamedControlsShown(el, `${locale} RCS, no fallback text, ${team}`, FALLBACK_HINT[locale]);
        el.remove();
      }
    });
  }

  it('en: SMS/MMS states (empty, a bad file URL, an agent as the sender) and RCS from a phone number', async () => {
    expectExtractionSound();
    const el = await mountBlast({ channel: 'SMS', locale: 'en' });
    await review(el);
    await expectNamedControlsShown(el, 'SMS, empty', /Write a message/);
    await typeInto(el, '#media', 'ftp://example.com/a.png');
    el.from = DEMO_SENDERS.acmeAgent;
    await el.updateComplete;
    await review(el);
    await expectNamedControlsShown(el, 'SMS, bad URL, agent sender', /start with https/);
    const rcs = await mountBlast({ channel: 'RCS', locale: 'en' });
    rcs.from = DEMO_SENDERS.acmePhone;
    await rcs.updateComplete;
    await typeInto(rcs, '#text', 'Weekend special');
    await review(rcs);
    await expectNamedControlsShown(rcs, 'RCS from a phone number', /RCS agent/);
  });
});

describe('named controls: <parley-composer>', () => {
  it('an empty send, an invalid recipient, an empty fallback, and after a send', async () => {
    const { el } = await mountComposer();
    await el.send().catch(() => undefined);
    await expectNamedControlsShown(el, 'composer, empty send');
    await fill(el, 'to', '12');
    await expectNamedControlsShown(el, 'composer, invalid phone', /international format/);
    await fill(el, 'to', RCS_USER);
    composer$<HTMLInputElement>(el, '[part~="fallback"] input[type="checkbox"]').click();
    await el.updateComplete;
    await waitUntil(() => el.shadowRoot!.querySelector('#f-fallback-text'), 'the fallback fields');
    await fill(el, 'rcs.text', 'Flat white, half price today');
    await el.send().catch(() => undefined);
    await expectNamedControlsShown(el, 'composer, empty fallback', /fallback needs/);
    await click(el, '[part~="fallback"] input[type="checkbox"]');
    await el.send();
    await waitUntil(() => el.phase !== 'sending', 'sent', { timeout: 10_000 });
    await expectNamedControlsShown(el, 'composer, sent');
  });
});

describe('named controls: <parley-inbox> reply box', () => {
  beforeEach(() => localStorage.clear());
  it('a reply the service refused says to press Retry, and Retry is there', async () => {
    const box = await startTestSandbox();
    const { client } = faultySendClient(box, () => ({ status: 409, error: 'Sender paused' }), { retries: 0 });
    const m = await mountInbox({ box, client });
    await openThread(m, (c) => c.from === LONG_THREAD.from && c.to === LONG_THREAD.to);
    const input = m.$<HTMLTextAreaElement>('[part~="reply-input"]')!;
    input.value = '';
    input.dispatchEvent(new Event('input'));
    input.focus();
    await sendKeys({ type: 'Are you open today?' });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => /Press Retry/.test(hintTexts(m.el).join(' ')), 'the reply failed', { timeout: 10_000 });
    await settle(m);
    await expectNamedControlsShown(m.el, 'inbox, reply not sent', /Press Retry/);
  });
});

describe('named controls: <parley-form>', () => {
  beforeEach(clearDrafts);
  it('required fields, an invalid phone number and an out-of-range date', async () => {
    const { el } = await setupForm({
      fields: [
        { key: 'name', label: 'Name', type: 'text', required: true },
        { key: 'phone', label: 'Phone', type: 'phone', required: true },
        {
          key: 'plan',
          label: 'Plan',
          type: 'radio',
          required: true,
          options: [
            { value: 'a', label: 'A' },
            { value: 'b', label: 'B' },
          ],
        },
        { key: 'stars', label: 'Stars', type: 'rating', required: true },
      ],
    });
    await submit(el);
    await expectNamedControlsShown(el, 'form, empty submit', /required/);
    const phone = el.shadowRoot!.querySelector<HTMLInputElement>('#f-phone')!;
    phone.focus();
    await sendKeys({ type: '12' });
    await submit(el);
    await expectNamedControlsShown(el, 'form, invalid phone');
  });
});

describe('named controls: <parley-contact-panel>', () => {
  it('an invalid e-mail', async () => {
    const scopes: Scope[] = ['contacts:write'];
    const sb = await startTestSandbox({ scopes });
    const contact = sb.sandbox.store.data.contacts[LONG_THREAD.to]!;
    const client = createApiClient({ baseUrl: BASE_URL, token: await sb.mint(scopes), fetch: sb.fetch });
    const el = await fixture<ParleyContactPanel>(
      html`<parley-contact-panel .client=${client} contact-id=${contact.id} locale="en"></parley-contact-panel>`,
    );
    await waitUntil(() => el.current !== undefined, 'contact shown');
    await el.updateComplete;
    const email = el.shadowRoot!.querySelector<HTMLInputElement>('#f-email')!;
    email.focus();
    email.select();
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ type: 'not-an-email' });
    await waitUntil(() => el.shadowRoot!.querySelector('[data-status="invalid"]'), 'refused', { timeout: 5000 });
    await expectNamedControlsShown(el, 'contact panel, invalid e-mail', /email address such as ana@example\.com/);
  });
});
