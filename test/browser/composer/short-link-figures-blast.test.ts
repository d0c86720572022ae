/**
 * Blast mode with "Shorten links" on: "Review blast" asks the service's validation and estimate of the blast as it
 * will be sent (`as-sent.ts`: its links as stand-ins of short links), so the confirm's "Segments per SMS fallback" is
 * the fallback box's count, and its total is the service's estimate of the blast the send then sends, not of the
 * typed text (whose long link costs every SMS recipient another segment). Real sandbox; axe in light, dark and Arabic;
 * pictures.
 */
import { expect } from '@open-wc/testing';
import { DEMO_AUDIENCES, DEMO_SENDERS } from '../../../src/sandbox/demo-data.js';
import type { BlastEstimate } from '../../../src/schemas/blasts.js';
import type { Scope } from '../../../src/schemas/token.js';
import { money } from '../../../src/core/money.js';
import { interceptedClient, SANDBOX_ORIGIN, startTestSandbox } from '../helpers/sandbox.js';
import { shootAll } from '../helpers/screenshot.js';
import { waitUntil } from '../helpers/wait.js';
import { accessibleEverywhere, buttonOf, mountExtras } from './extras-harness.js';
import { $, text } from './helpers.js';

const SCOPES: Scope[] = ['messages:send', 'messages:blast', 'audiences:read', 'conversations:read', 'links:write'];
const FROM = DEMO_SENDERS.acmeAgent;
const SMS_FROM = DEMO_SENDERS.acmePhone;
const LONG = 'https://acme-coffee.example/menu/autumn-specials-2024/pumpkin';
const SHORT = `${SANDBOX_ORIGIN}/l/xxxxxxx`;
/** 163 GSM-7 characters: 2 segments as typed, 1 with the short link. */
const FALLBACK = `Your order is ready at the Market Street store. Show this message at the counter to collect it. Menu: ${LONG}`;
const DRAFT = {
  type: 'RCS' as const,
  from: FROM,
  to: '',
  rcs: { text: `Autumn menu: ${LONG}` },
  fallback: { from: SMS_FROM, text: FALLBACK },
};

/** The confirm's rows as read (an amount's invisible isolates left out). */
const rows = (root: ShadowRoot) =>
  Object.fromEntries(
    [...root.querySelectorAll('[part~="blast-confirm"] dt')].map((dt) => [
      dt.textContent!.trim(),
      dt.nextElementSibling!.textContent!.replace(/[\u2066-\u2069]/g, '').trim(),
    ]),
  );

describe('<parley-composer> blast mode: figures of the blast as sent, with short links', function () {
  this.timeout(120_000);

  it('estimates the blast with its links shortened; the confirm’s segments and total are the sent blast’s', async () => {
    const box = await startTestSandbox({
      scopes: SCOPES,
      sandbox: { carrierDelays: { sent: 10, delivered: 20, read: 30 } },
    });
    // Its own audience of the three test numbers (delivered, …0000 gets the SMS fallback, …9999 fails).
    const members = (
      await box.server<{ data: { id: string }[] }>('POST', '/contacts/list', { audienceId: DEMO_AUDIENCES.testNumbers })
    ).body.data;
    const audience = (await box.server<{ id: string }>('POST', '/audiences', { name: 'Short link numbers' })).body.id;
    await box.server('POST', `/audiences/${audience}/contacts/add`, { contactIds: members.map((m) => m.id) });
    const noted: { path: string; body: Record<string, any> }[] = []; // eslint-disable-line @typescript-eslint/no-explicit-any
    const client = interceptedClient(box, async (request) => {
      const path = new URL(request.url).pathname.replace(/^\/api/, '');
      if (request.method === 'POST' && /^\/messages\/(blast\/|validate\/)/.test(path))
        noted.push({ path, body: JSON.parse(await request.clone().text()) });
      return undefined;
    });
    const { el } = await mountExtras({
      from: FROM,
      scopes: SCOPES,
      audienceId: audience,
      value: DRAFT,
      box: { ...box, client },
    });
    await waitUntil(() => el.shadowRoot!.querySelector('#audience'), 'the audience picker');
    await el.updateComplete;
    expect(text(el, '[part~="channel"]')).to.contain('1 segment');

    $<HTMLButtonElement>(el, '[part~="send-button"]').click();
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="blast-confirm"] h3'), 'the confirm step', {
      timeout: 5000,
    });
    await el.updateComplete;
    // Both review calls carry the blast as it will be sent: stand-ins of its short links, no long link.
    const estimate = noted.find((n) => n.path === '/messages/blast/rcs/estimate')!.body;
    expect(estimate.fallback.text).to.equal(FALLBACK.replace(LONG, SHORT));
    expect(estimate.rcs.text).to.equal(`Autumn menu: ${SHORT}`);
    const validated = noted.find((n) => n.path === '/messages/validate/rcs' && n.body.audienceId === undefined)!;
    expect(JSON.stringify(validated.body)).not.to.contain('acme-coffee.example');
    const review = rows(el.shadowRoot!);
    expect(review['Segments per SMS fallback']).to.equal('1', "the fallback box's count");
    await accessibleEverywhere(el);
    await shootAll('composer-short-link-figures-blast', { settle: () => el.updateComplete, fullPage: true });

    buttonOf(el, /^Send blast$/).click();
    await waitUntil(() => noted.some((n) => n.path === '/messages/blast/rcs'), 'the blast sent', { timeout: 5000 });
    const sent = noted.find((n) => n.path === '/messages/blast/rcs')!.body;
    expect(sent.fallback.text).to.match(new RegExp(`^${FALLBACK.slice(0, 40)}.*${SANDBOX_ORIGIN}/l/[A-Za-z0-9]{7}$`));
    // The service's estimate of the blast that went: what the confirm said.
    const answer = await box.server<BlastEstimate>('POST', '/messages/blast/rcs/estimate', sent);
    expect(answer.status).to.equal(200);
    expect(review['Segments per SMS fallback']).to.equal(String(answer.body.segments.sms));
    expect(review['Estimated total']).to.equal(money('en', answer.body.cost.total).replace(/[\u2066-\u2069]/g, ''));
    const typed = await box.server<BlastEstimate>('POST', '/messages/blast/rcs/estimate', {
      ...sent,
      fallback: DRAFT.fallback,
      rcs: DRAFT.rcs,
    });
    expect(typed.body.segments.sms, 'the typed text has another segment').to.equal(2);
  });
});
