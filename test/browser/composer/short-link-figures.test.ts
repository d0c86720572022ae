/**
 * With "Shorten links" on, every figure and the preview are of the text as it will be sent (its links shortened),
 * from one function (`as-sent.ts`): the fallback box, the short-link note, the SMS preview's segments, the phone
 * comparison and the cost line agree, and the cost line's price is the service's validation of the text the send
 * then sends (not of the typed one, whose long link costs another segment); the previews show the short links'
 * stand-ins, marked, with a note. Real sandbox; axe (all rules) in light, dark and Arabic; pictures.
 */
import { expect } from '@open-wc/testing';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import { asSent, standInPieces } from '../../../src/components/composer/as-sent.js';
import { phoneViews } from '../../../src/components/composer/phone-views.js';
import { deriveSummary } from '../../../src/components/composer/summary.js';
import { layoutCard } from '../../../src/core/rbm-layout.js';
import { isShortOn, shortenSendRequest } from '../../../src/core/short-links.js';
import { countSegments } from '../../../src/core/sms-segments.js';
import { money } from '../../../src/core/money.js';
import type { SendRequest, ValidationResult } from '../../../src/schemas/messages.js';
import { interceptedClient, SANDBOX_ORIGIN, startTestSandbox } from '../helpers/sandbox.js';
import { shoot, shootAll } from '../helpers/screenshot.js';
import { waitUntil } from '../helpers/wait.js';
import { accessibleEverywhere, mountExtras } from './extras-harness.js';
import { $, AGENT, PHONE, compareOn, text, words } from './helpers.js';

const SCOPES = ['messages:send', 'links:write', 'conversations:read'] as const;
const HOST = `${SANDBOX_ORIGIN}/l`;
const LONG = 'https://acme-coffee.example/menu/autumn-specials-2024/pumpkin';
const OTHER = 'https://acme-coffee.example/stores/market-street?utm_source=sms';
/** 163 GSM-7 characters: 2 segments as typed, 1 with the short link (130). */
const GSM = `Your order is ready at the Market Street store. Show this message at the counter to collect it. Menu: ${LONG}`;
/** UCS-2 (ó): 3 segments as typed, 2 with the short link. */
const UCS = `Tu pedido está listo en la tienda de Market Street. Muéstralo en el mostrador. Próximo menú: ${LONG}`;
// This file's own recipients (stored drafts are per sender and recipient, shared by test files run in parallel).
const CARRIER_B = '+14155327777'; // the agent is not launched there: the fallback alone arrives
const NO_RCS = '+14155320000';

/** The composer on a sandbox whose validations and sends are noted (their bodies), as the service got them. */
async function mountNoted(to: string, value: SendRequest) {
  const box = await startTestSandbox({
    scopes: [...SCOPES],
    sandbox: { carrierDelays: { sent: 10, delivered: 20, read: 30 } },
  });
  const bodies: { path: string; body: Record<string, any> }[] = []; // eslint-disable-line @typescript-eslint/no-explicit-any
  const client = interceptedClient(box, async (request) => {
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    if (request.method === 'POST' && /^\/(messages\/validate\/|send$)/.test(path))
      bodies.push({ path, body: JSON.parse(await request.clone().text()) });
    return undefined;
  });
  const { el } = await mountExtras({ to, scopes: [...SCOPES], value, box: { ...box, client } });
  return { el, box, bodies };
}

const draft = (to: string, fallback: string, rcs = 'Your order is ready.'): SendRequest => ({
  type: 'RCS',
  from: AGENT,
  to,
  rcs: { text: rcs },
  fallback: { from: PHONE, text: fallback },
});
const cost = (el: ParleyComposer) => words(el.shadowRoot!.querySelector('[part~="validation"]'));
/** Every segment count on screen: the fallback box, the short-link note, the SMS preview. */
const counts = (el: ParleyComposer) => {
  const said = (selector: string) => words(el.shadowRoot!.querySelector(selector));
  return {
    box: /(\d+) segments?/.exec(said('[part~="channel"]'))?.[1],
    note: /(\d+) SMS segments?/.exec(said('[part~="shortened"]'))?.[1],
    preview: /(\d+) segments?/.exec(said('[part~="fallback-preview"] .screen > small:last-child'))?.[1],
  };
};

/** The service's validation of a fallback text. */
async function validationOf(box: Awaited<ReturnType<typeof mountNoted>>['box'], text: string) {
  const answer = await box.server<ValidationResult>('POST', '/messages/validate/sms', { from: PHONE, text });
  expect(answer.status).to.equal(200);
  return answer.body;
}
/** The cost line for a fallback alone, at the service's price (amounts read without their isolates). */
const priced = (r: ValidationResult) =>
  `Estimated cost: ${money('en', r.estimatedCost).replace(/[\u2066-\u2069]/g, '')} as SMS`;

describe('<parley-composer> figures of the text as sent, with short links', function () {
  this.timeout(120_000);

  for (const { name, typed, to, segments } of [
    { name: 'GSM-7', typed: GSM, to: CARRIER_B, segments: [2, 1] },
    { name: 'UCS-2', typed: UCS, to: NO_RCS, segments: [3, 2] },
  ])
    it(`${name}: the cost line prices the text sent, with the segments every other figure gives`, async () => {
      const short = `${HOST}/xxxxxxx`;
      expect(countSegments(typed).segments, 'as typed').to.equal(segments[0]);
      expect(countSegments(typed.replace(LONG, short)).segments, 'with the short link').to.equal(segments[1]);
      const { el, box, bodies } = await mountNoted(to, draft(to, typed));
      // The service's price of a text of the sent one's length and characters: what the line must say.
      const expected = priced(await validationOf(box, typed.replace(LONG, short)));
      await waitUntil(
        () => cost(el) === expected,
        () => `"${expected}"; saw "${cost(el)}"`,
        { timeout: 5000 },
      );
      await el.updateComplete;
      const shown = String(segments[1]);
      expect(counts(el)).to.deep.equal({ box: shown, note: shown, preview: shown });
      // What was asked of the service is the text as it will go.
      const asked = bodies.filter((b) => b.path === '/messages/validate/sms').at(-1)!.body;
      expect(asked.text).to.equal(typed.replace(LONG, short));
      await accessibleEverywhere(el);
      await shootAll(`composer-short-link-figures-${name}`, { settle: () => el.updateComplete, fullPage: true });

      await el.send();
      const sent = bodies.find((b) => b.path === '/send')!.body.fallback.text as string;
      expect(sent).to.match(new RegExp(`${HOST}/[A-Za-z0-9]{7}$`));
      expect(sent.length, 'the stand-in is as long as the short link').to.equal(asked.text.length);
      // The line said the service's own answer for the text the send sent, segments and price.
      const service = await validationOf(box, sent);
      expect(service.segments).to.equal(segments[1]);
      expect(priced(service)).to.equal(expected);
      const typedPrice = await validationOf(box, typed);
      expect(typedPrice.estimatedCost.amount, 'the typed text costs another segment').to.be.greaterThan(
        service.estimatedCost.amount,
      );
    });

  it('the previews and the comparison show the text as sent: short links marked, with a note; off, as typed', async () => {
    const rcsText = `Autumn menu: ${LONG} and the store: ${OTHER}`;
    const { el, bodies } = await mountNoted(CARRIER_B, draft(CARRIER_B, GSM, rcsText));
    await el.updateComplete;
    const rcsBubble = () => text(el, '[part~="phone"] [part~="bubble"]');
    const smsBubble = () => $(el, '[part~="fallback-preview"] [part~="bubble"]');
    // One stand-in per distinct URL, each as long as a short link.
    expect(rcsBubble()).to.equal(`Autumn menu: ${HOST}/xxxxxxx and the store: ${HOST}/xxxxxx2`);
    expect(words(smsBubble())).to.equal(GSM.replace(LONG, `${HOST}/xxxxxxx`));
    expect([...smsBubble().querySelectorAll('[part~="short-link"]')].map((s) => s.textContent)).to.deep.equal([
      `${HOST}/xxxxxxx`,
    ]);
    expect(text(el, '[part~="short-link-note"]')).to.equal('Links will be shortened when sent.');
    await compareOn(el);
    const smsPane = $(el, '[part~="phone-pane"][data-pane="sms"]');
    const figures = words(smsPane.querySelector('[part~="pane-figures"]'));
    expect(figures).to.match(/^1 segment · GSM-7 · Estimated cost \$/);
    expect(words(smsPane.querySelector('[part~="bubble"]'))).to.equal(GSM.replace(LONG, `${HOST}/xxxxxxx`));
    expect(cost(el)).to.equal(`Estimated cost: ${/Estimated cost (\S+)/.exec(figures)![1]} as SMS`);
    await accessibleEverywhere(el);
    await shootAll('composer-short-link-figures-compare', { settle: () => el.updateComplete, fullPage: true });
    $<HTMLInputElement>(el, '[part~="compare-toggle"] input').click();
    await el.updateComplete;
    // On a phone the previews are behind "Preview".
    const narrow = $<HTMLInputElement>(el, '[part~="preview-toggle"] input');
    narrow.click();
    await shoot('composer-short-link-figures-preview-390', { width: 390, height: 844, fullPage: true });
    el.locale = 'ar';
    await el.updateComplete;
    await shoot('composer-short-link-figures-preview-390-ar', { width: 390, height: 844, dark: true, fullPage: true });
    el.locale = 'en';
    await el.updateComplete;
    narrow.click();

    // Off: the previews show the links as typed, with no note, and the typed text's segments.
    const shorten = $<HTMLInputElement>(el, '[part="shorten"] input[type="checkbox"]');
    shorten.click();
    await el.updateComplete;
    expect(rcsBubble()).to.equal(rcsText);
    expect(words(smsBubble())).to.equal(GSM);
    expect(el.shadowRoot!.querySelector('[part~="short-link-note"]')).to.equal(null);
    expect(counts(el)).to.deep.equal({ box: '2', note: undefined, preview: '2' });
    shorten.click();
    await el.updateComplete;

    // What the preview showed is what went: the same text, each stand-in's place taken by its own short link.
    const before = rcsBubble();
    await el.send();
    const sent = bodies.find((b) => b.path === '/send')!.body as SendRequest;
    const links = [...sent.rcs!.text!.matchAll(new RegExp(`${HOST}/[A-Za-z0-9]{7}`, 'g'))].map((m) => m[0]);
    expect(new Set(links).size).to.equal(2);
    expect(sent.rcs!.text).to.equal(before.replace(`${HOST}/xxxxxxx`, links[0]!).replace(`${HOST}/xxxxxx2`, links[1]!));
    expect(sent.fallback!.text).to.equal(GSM.replace(LONG, links[0]!));
  });

  it('says the note in Spanish and Arabic', async () => {
    const { el } = await mountNoted(CARRIER_B, draft(CARRIER_B, GSM));
    el.locale = 'es';
    await waitUntil(() => text(el, '[part~="short-link-note"]') === 'Los enlaces se acortarán al enviar.', 'Spanish');
    el.locale = 'ar';
    await waitUntil(() => text(el, '[part~="short-link-note"]') === 'ستُقصَّر الروابط عند الإرسال.', 'Arabic');
    el.locale = 'en';
    await el.updateComplete;
  });

  it('the stand-ins are where a send puts short links, one per distinct URL, and the comparison tells links apart', async () => {
    const drafts: SendRequest[] = [
      draft(CARRIER_B, `Menu: ${LONG}. Store: ${OTHER}, again ${LONG}!`, `See ${LONG}`),
      {
        ...draft(CARRIER_B, `Menu ${OTHER}`),
        text: `Top-level ${LONG}`,
        rcs: {
          card: {
            title: `Menu ${LONG}`,
            description: `Visit ${OTHER} (or ${HOST}/Ab3dEf9, already short)`,
            media: { url: `${LONG}.png`, height: 'SHORT' },
            suggestions: [{ type: 'openUrl', text: 'Menu', url: LONG }],
          },
          suggestions: [
            { type: 'openUrl', text: 'Store', url: OTHER },
            // Its texts are an event's, not the message's: a send leaves them as they are.
            {
              type: 'createCalendarEvent',
              text: `Tasting ${LONG}`,
              title: `Tasting ${OTHER}`,
              description: `At ${LONG}`,
              startTime: '2026-10-01T17:00:00Z',
              endTime: '2026-10-01T18:00:00Z',
            },
          ],
        },
      },
      { ...draft(CARRIER_B, 'No links'), rcs: { media: { url: `${OTHER}&img=1`, height: 'TALL' } } },
      {
        ...draft(CARRIER_B, 'No links'),
        rcs: { carousel: { cardWidth: 'MEDIUM', cards: [{ title: `A ${LONG}` }, { description: `B ${OTHER}` }] } },
      },
    ];
    const code = (s: string) => s.replace(new RegExp(`${HOST}/x*\\d*(?=\\W|$)`, 'g'), `${HOST}/CODE`);
    for (const request of drafts) {
      const standIns = asSent(request, HOST);
      const shortened = await shortenSendRequest(request, async () => `${HOST}/CODE`, isShortOn(HOST));
      expect(JSON.parse(code(JSON.stringify(standIns)))).to.deep.equal(shortened.request);
    }
    expect(JSON.stringify(asSent(drafts[0]!, HOST))).not.to.contain('acme-coffee.example');
    expect(asSent(drafts[0]!, undefined), 'off: the draft itself').to.equal(drafts[0]);
    expect(standInPieces(`Go ${HOST}/xxxxxx2.`).map((p) => p.standIn)).to.deep.equal([false, true, false]);

    // The fallback lacks the store's link that a button opens: said so, as it would be of the sent text.
    const rcs = { text: 'Hi', suggestions: [{ type: 'openUrl' as const, text: 'Store', url: OTHER }] };
    const missing = (fallback: string) => {
      const summary = deriveSummary({
        request: { ...draft(CARRIER_B, fallback), rcs },
        phase: 'idle',
        message: undefined,
        sent: undefined,
        shortHost: HOST,
        blasting: false,
        locale: 'en',
      });
      const sms = phoneViews({ summary, checks: undefined, layoutCard }).find((p) => p.id === 'sms')!;
      return sms.losses.some((l) => l.key === 'smsLinkMissing');
    };
    expect(missing(`Menu: ${LONG}`)).to.equal(true);
    expect(missing(`Store: ${OTHER}`)).to.equal(false);
  });
});
