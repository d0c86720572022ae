/**
 * `<parley-blast>` says what it will send and how far it got, in real Chromium against the real sandbox: the confirm
 * step shows the message, its file, the fallback and its number, when (the scheduled time in the locale's words,
 * without seconds), from whom and to how many, in the future tense; every count is the catalog's (`{count}`: a
 * language's plural forms — Arabic's six — and its way of writing numbers); the progress bar says what it measures
 * beside it, in the theme's colours. Axe (all rules) in light, dark and Arabic in each state; pictures with
 * `PARLEY_SHOTS=/tmp/blast-shots npx web-test-runner <this file>`.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { createApiClient } from '../../../src/api/client.js';
import '../../../src/blast.js';
import type { ParleyBlast } from '../../../src/components/blast/blast.component.js';
import { blastMessages } from '../../../src/i18n/blast.js';
import { registerLanguage } from '../../../src/i18n/index.js';
import { DEMO_SENDERS } from '../../../src/sandbox/demo-data.js';
import type { Scope } from '../../../src/schemas/token.js';
import { BASE_URL, startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { accessibleEverywhere, shots } from './looks.js';
import { waitUntil } from '../helpers/wait.js';

const SCOPES: Scope[] = ['audiences:read', 'messages:blast', 'messages:send', 'messages:schedule', 'agents:read'];

interface Mount {
  channel?: 'SMS' | 'RCS';
  locale?: string;
  audienceId?: string;
  /** Carrier steps, ms: a long `delivered` keeps a blast sent and not yet delivered on screen. */
  delivered?: number;
  before?: (sb: TestSandbox) => Promise<unknown>;
}

async function mount(options: Mount = {}) {
  const delivered = options.delivered ?? 60;
  const sb = await startTestSandbox({ sandbox: { carrierDelays: { sent: 30, delivered, read: delivered + 10 } } });
  await options.before?.(sb);
  const client = createApiClient({
    baseUrl: BASE_URL,
    token: await sb.mint(SCOPES),
    fetch: sb.fetch,
    retry: { retries: 0 },
  });
  const rcs = options.channel === 'RCS';
  const el = await fixture<ParleyBlast>(html`<parley-blast .client=${client}
    from=${rcs ? DEMO_SENDERS.acmeAgent : DEMO_SENDERS.acmePhone} fallback-from=${DEMO_SENDERS.acmePhone}
    channel=${options.channel ?? 'SMS'} audience-id=${options.audienceId ?? 'aud_dtest_numbers'} poll-interval="50"
    locale=${options.locale ?? 'en'}></parley-blast>`);
  const root = el.shadowRoot!;
  await waitUntil(() => root.querySelector('select#from, fieldset#from'), "the team's senders");
  await el.updateComplete;
  return { el, sb, root };
}

const button = (el: ParleyBlast, label: RegExp) =>
  [...el.shadowRoot!.querySelectorAll('button')].find((b) => label.test(b.textContent ?? ''))!;
async function typeInto(el: ParleyBlast, selector: string, text: string) {
  const field = el.shadowRoot!.querySelector<HTMLTextAreaElement | HTMLInputElement>(selector)!;
  field.value = text;
  field.dispatchEvent(new Event('input'));
  await el.updateComplete;
}
async function review(el: ParleyBlast) {
  button(el, /Review|Revisar|راجع/).click();
  await waitUntil(() => el.shadowRoot!.querySelector('#confirm-title'), 'confirm step', { timeout: 5000 });
  await el.updateComplete;
}
/** A definition list as "label: value" lines. */
const rows = (root: ShadowRoot, selector: string) =>
  [...root.querySelectorAll(`${selector} dt`)].map(
    (dt) => `${dt.textContent!.trim()}: ${dt.nextElementSibling!.textContent!.trim()}`,
  );
const said = (root: ShadowRoot, what: string) => root.querySelector(`[data-said="${what}"]`)?.textContent?.trim();
/** The locale's words for a time, as the element is asked to say it (weekday, date, hour, minute). */
const when = (date: Date, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);

describe('<parley-blast> confirm step: what will be sent, when, from whom, to how many', () => {
  it('a scheduled RCS blast: message, fallback and its number, the time without seconds, future tense', async () => {
    const { el, root } = await mount({ channel: 'RCS' });
    await typeInto(el, '#text', 'Weekend special:\ntwo for one');
    await typeInto(el, '#fallback', 'Weekend special: 2 for 1');
    await typeInto(el, '#at', '2027-03-05T09:30');
    await review(el);
    expect(root.querySelector('#confirm-title + p')!.textContent).to.equal(
      'Will be sent as RCS (with SMS/MMS fallback), from Acme Coffee (RCS).',
    );
    const at = when(new Date(2027, 2, 5, 9, 30), 'en');
    expect(at).to.equal('Fri, Mar 5, 2027, 9:30 AM');
    expect(rows(root, '[part="summary"]').slice(0, 6)).to.deep.equal([
      'Message: Weekend special:\ntwo for one',
      'SMS/MMS fallback: Weekend special: 2 for 1',
      'SMS/MMS fallback from: Acme Coffee · +14155550100',
      `When: ${at}`,
      'Audience: Sandbox test numbers',
      'Recipients: 3',
    ]);
    expect(root.textContent).not.to.match(/\bSent as\b/);
    expect(button(el, /Schedule blast/)).to.exist;
    await accessibleEverywhere(el);
    await shots(el, 'blast-confirm-scheduled-rcs');

    el.setAttribute('locale', 'ar');
    await waitUntil(() => el.getAttribute('dir') === 'rtl', 'Arabic');
    await el.updateComplete;
    expect(said(root, 'when')).to.equal(when(new Date(2027, 2, 5, 9, 30), 'ar'));
    expect(root.querySelector('#confirm-title + p')!.textContent).to.equal(
      'ستُرسل كـ RCS (مع SMS/MMS بديل)، من Acme Coffee (RCS).',
    );
    el.setAttribute('locale', 'en');
    await el.updateComplete;

    // Scheduled: the progress says the same time, in the same words — no seconds.
    button(el, /Schedule blast/).click();
    await waitUntil(() => el.blast?.status === 'SCHEDULED', 'scheduled');
    await el.updateComplete;
    expect(root.querySelector('[part="progress"] [role="status"]')!.textContent).to.equal(`Scheduled for ${at}`);
    await accessibleEverywhere(el);
    await shots(el, 'blast-scheduled-time');
  });

  it('an MMS blast sent now: its text, its file and "Now"; an SMS one without a file row', async () => {
    const { el, root } = await mount();
    await typeInto(el, '#text', 'Our new menu');
    await typeInto(el, '#media', 'https://example.com/menu.png');
    await review(el);
    expect(root.querySelector('#confirm-title + p')!.textContent).to.equal(
      'Will be sent as MMS, from Acme Coffee · +14155550100.',
    );
    expect(rows(root, '[part="summary"]').slice(0, 3)).to.deep.equal([
      'Message: Our new menu',
      'Image or file: https://example.com/menu.png',
      'When: Now',
    ]);
    expect(button(el, /Send blast/)).to.exist;
    await accessibleEverywhere(el);
    await shots(el, 'blast-confirm-mms-now');
    button(el, /Edit/).click();
    await el.updateComplete;
    await typeInto(el, '#media', '');
    await review(el);
    expect(said(root, 'media')).to.equal(undefined);
    expect(said(root, 'fallback')).to.equal(undefined, 'an SMS blast has no fallback');
    expect(said(root, 'message')).to.equal('Our new menu');
  });
});

describe('<parley-blast> counts are the catalog’s words', () => {
  afterEach(() => delete (blastMessages as Record<string, unknown>).fr);

  it("every count shown goes through the catalog with a number (a host's language writes them its way)", async () => {
    // A host's own language (registerLanguage) whose way of writing a number is not the digits alone.
    registerLanguage(blastMessages, 'fr', {
      figure: '‹{count}›',
      legCount: 'one: ‹{count}› dest.|other: ‹{count}› dest.',
    });
    const { el, root } = await mount({ locale: 'fr' });
    await typeInto(el, '#text', 'Cupping on Friday');
    await review(el);
    expect(rows(root, '[part="summary"]')).to.include.members(['Recipients: ‹3›', 'Segments per message: ‹1›']);
    button(el, /Send blast/).click();
    await waitUntil(() => el.blast?.status === 'COMPLETED', 'completed', { timeout: 10_000 });
    await el.updateComplete;
    expect(rows(root, '[part="progress"] .summary')).to.deep.equal([
      'Recipients: ‹3›',
      'Sent: ‹3›',
      'Delivered: ‹2›',
      'Failed: ‹1›',
    ]);
  });

  it('Arabic says each count in its six forms; Spanish in its two', async () => {
    const sizes = [0, 1, 2, 3, 11, 100];
    const ids: Record<number, string> = {};
    const { el, root } = await mount({
      locale: 'ar',
      before: async (sb) => {
        let n = 0;
        for (const size of sizes) {
          const id = (await sb.server<{ id: string }>('POST', '/audiences', { name: `Size ${size}` })).body.id;
          ids[size] = id;
          for (let i = 0; i < size; i++) {
            const phoneNumber = `+1202555${String(1000 + n++).padStart(4, '0')}`;
            await sb.server('POST', '/contacts', { phoneNumber, audienceIds: [id] });
          }
        }
      },
    });
    const option = (size: number) =>
      root.querySelector(`#audience option[value="${ids[size]}"]`)!.textContent!.replace(/[\u2068\u2069]/g, '');
    expect(sizes.map(option)).to.deep.equal([
      'Size 0 — لا جهات اتصال',
      'Size 1 — جهة اتصال واحدة',
      'Size 2 — جهتا اتصال',
      'Size 3 — 3 جهات اتصال',
      'Size 11 — 11 جهة اتصال',
      'Size 100 — 100 جهة اتصال',
    ]);
    // The sandbox's test numbers: 2 reached by SMS (the dual), 1 not reached (one), 1 segment each (one).
    await typeInto(el, '#text', 'Cupping on Friday');
    await review(el);
    expect(root.querySelector('#confirm-title')!.textContent).to.equal('الإرسال إلى 3 جهات اتصال؟');
    const leg = (name: string) => root.querySelector(`[part="split"] li[data-leg="${name}"] .count`)!.textContent;
    expect(leg('sms')).to.equal('مستلمان');
    expect(leg('unreachable')).to.equal('مستلم واحد');
    expect(root.querySelector('[part="split"] .price')!.textContent).to.match(/^جزء واحد لكلٍّ · /);
    await accessibleEverywhere(el);
    await shots(el, 'blast-confirm-ar-plurals');
    button(el, /إرسال/).click();
    await waitUntil(() => el.blast?.status === 'COMPLETED' && root.querySelector('#failures-title'), 'completed');
    await el.updateComplete;
    expect(root.querySelector('#failures-title')!.textContent).to.equal('لم يتلقَّها مستلم واحد');
    const got = (name: string) => root.querySelector(`[part="got"] li[data-leg="${name}"] .count`)!.textContent;
    expect(got('sms')).to.equal('مستلمان');

    el.setAttribute('locale', 'es');
    await waitUntil(() => el.getAttribute('dir') === 'ltr', 'Spanish');
    await el.updateComplete;
    expect(root.querySelector('#failures-title')!.textContent).to.equal('1 destinatario no lo recibió');
    expect(got('sms')).to.equal('2 destinatarios');
    button(el, /Nuevo envío/).click();
    await waitUntil(() => root.querySelector('#audience'), 'edit step');
    expect([0, 1, 2].map(option)).to.deep.equal([
      'Size 0 — 0 contactos',
      'Size 1 — 1 contacto',
      'Size 2 — 2 contactos',
    ]);
  });
});

describe('<parley-blast> progress bar', () => {
  it('says beside it what it measures, agrees with the counters while sent and not yet delivered, in the theme colours', async () => {
    const { el, root } = await mount({ delivered: 4000 });
    await typeInto(el, '#text', 'Cupping on Friday');
    await review(el);
    button(el, /Send blast/).click();
    await waitUntil(() => el.blast?.status === 'SENDING' && el.blast.sent === 3, 'sent, not yet delivered', {
      timeout: 5000,
    });
    await el.updateComplete;
    const bar = root.querySelector<HTMLProgressElement>('[part="progress"] progress')!;
    const label = root.querySelector('#blast-bar-label')!;
    const blast = el.blast!;
    expect(blast.delivered + blast.failed).to.equal(0, 'still on its way');
    expect(label.textContent).to.equal('Delivered or failed: 0 of 3');
    expect(bar.getAttribute('aria-labelledby')).to.equal('blast-bar-label');
    expect([bar.value, bar.max]).to.deep.equal([0, 3]);
    expect(rows(root, '[part="progress"]')).to.deep.equal(['Recipients: 3', 'Sent: 3', 'Delivered: 0', 'Failed: 0']);
    // The element's colours, not the browser's blue: the value in the primary colour (its `color`, which the value's
    // pseudo-element paints with), on the surface, light and dark.
    const colours = () => ({
      track: getComputedStyle(bar).backgroundColor,
      value: getComputedStyle(bar).color,
      appearance: getComputedStyle(bar).appearance,
    });
    expect(colours()).to.deep.equal({ track: 'rgb(244, 245, 247)', value: 'rgb(79, 70, 229)', appearance: 'none' });
    el.setAttribute('theme', 'dark');
    await el.updateComplete;
    expect(colours()).to.deep.equal({ track: 'rgb(22, 27, 34)', value: 'rgb(139, 131, 255)', appearance: 'none' });
    el.setAttribute('theme', 'light');
    await accessibleEverywhere(el);
    await shots(el, 'blast-bar-sending');

    await waitUntil(() => el.blast?.status === 'COMPLETED', 'completed', { timeout: 15_000 });
    await el.updateComplete;
    expect(label.textContent).to.equal('Delivered or failed: 3 of 3');
    expect(bar.value).to.equal(3);
    await accessibleEverywhere(el);
    await shots(el, 'blast-bar-completed');
  });
});
