/**
 * XSS corpus through every text-bearing field of `<parley-composer>`: the live preview of RCS text, card title and
 * description, carousel cards, suggestion labels, media URLs and the SMS/MMS fallback text (through the `value`
 * property, as a host or a restored draft sets it), and the scheduled-message list (seeded through `POST /send`).
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import '../../../src/composer.js';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import { DraftStore } from '../../../src/controllers/draft.js';
import { DEMO_SENDERS } from '../../../src/sandbox/demo-data.js';
import type { SendRequest } from '../../../src/schemas/messages.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import {
  armCanary,
  disarmCanary,
  benign,
  Corpus,
  extraElements,
  inspect,
  letHandlersRun,
  missingText,
  type Inspection,
  type Placed,
} from './xss-kit.js';

const AGENT = DEMO_SENDERS.acmeAgent;
const PHONE = DEMO_SENDERS.acmePhone;
const TO = '+14155550123';

/** Media URLs a hostile host or draft could set: only http(s) may load, the rest must never reach `src`. */
const BAD_MEDIA = [
  'javascript:__xss($)',
  'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="parent.__xss($)"/>',
  'https://cdn.example/a.png"onerror="__xss($)',
  "https://cdn.example/'><img src=x onerror=__xss($)>.png",
  ' javascript:__xss($)',
  'vbscript:__xss($)',
];

async function mount(box: TestSandbox): Promise<ParleyComposer> {
  new DraftStore('composer', `${AGENT}|${TO}`).clear();
  const el = await fixture<ParleyComposer>(
    html`<parley-composer from=${AGENT} to=${TO} locale="en" theme="light" .client=${box.client}></parley-composer>`,
  );
  await el.updateComplete;
  return el;
}

type Shape = 'card' | 'carousel' | 'text';

/** One send request carrying `t` in every text field of the shape, `s` in suggestion labels (≤ 25 characters). */
function request(shape: Shape, t: string, s: string, mediaUrl: string): SendRequest {
  const suggestions = [
    { type: 'reply' as const, text: s },
    { type: 'openUrl' as const, text: s, url: 'https://example.com/' },
  ];
  const card = { title: t, description: t, media: { url: mediaUrl, height: 'MEDIUM' as const }, suggestions };
  const rcs =
    shape === 'card'
      ? { card, suggestions }
      : shape === 'carousel'
        ? { carousel: { cardWidth: 'MEDIUM' as const, cards: [card, { ...card, title: `2 ${t}` }] } }
        : { text: t, suggestions };
  return {
    type: 'RCS',
    from: AGENT,
    to: TO,
    rcs,
    fallback: { from: PHONE, text: t, mediaUrls: [mediaUrl] },
  } as SendRequest;
}

async function show(el: ParleyComposer, value: SendRequest, wait = 30): Promise<Inspection> {
  el.value = value;
  await el.updateComplete;
  await letHandlersRun(wait);
  return inspect(el);
}

describe('XSS corpus through <parley-composer>', function () {
  this.timeout(120_000); // 50 payloads per test on a shared two-core machine
  let hits: number[];
  beforeEach(() => (hits = armCanary()));
  afterEach(disarmCanary);

  for (const shape of ['card', 'carousel', 'text'] as const) {
    it(`previews a ${shape} (texts, suggestion labels, media URLs, fallback) as text`, async () => {
      const corpus = new Corpus();
      const box = await startTestSandbox({ sandbox: { demoData: true, demoConversations: 2, longThreadSize: 10 } });
      const el = await mount(box);
      const texts = corpus.all(`${shape} texts`, shape === 'text' ? 3072 : 190);
      const labels = corpus.all('suggestion labels', 25);
      const urls = BAD_MEDIA.map((u, i) => u.replaceAll('$', String(9000 + i)));
      // Waits for the service's validation answer (shown below the editor), which lands after the first render.
      const baseline = await show(
        el,
        request(shape, benign(texts[0]!.text, 1), 'benign label', 'https://cdn.example/ok.png'),
        400,
      );
      expect(baseline.problems).to.deep.equal([]);
      const problems: string[] = [];
      const missing: string[] = [];
      for (let i = 0; i < texts.length; i++) {
        const t = texts[i]!;
        const s = labels[i % labels.length]!;
        const seen = await show(el, request(shape, t.text, s.text, urls[i % urls.length]!));
        problems.push(...seen.problems, ...extraElements(seen, baseline));
        const preview = inspect(el.shadowRoot!.querySelector('[part~=preview]')!);
        missing.push(...missingText(preview.text, [t, s]));
        for (const img of preview.elements.filter((e): e is HTMLImageElement => e instanceof HTMLImageElement)) {
          expect(['http:', 'https:']).to.include(new URL(img.getAttribute('src')!).protocol);
        }
      }
      await letHandlersRun();
      expect(
        hits.map((id) => corpus.describe(id)),
        'executions',
      ).to.deep.equal([]);
      expect(problems, 'injected markup or unsafe URLs').to.deep.equal([]);
      expect(missing, 'payloads not shown as text in the preview').to.deep.equal([]);
      console.log(
        `[security] composer ${shape}: ${texts.length} text payloads × ${shape === 'text' ? 'rcs.text + fallback.text' : 'title + description + fallback.text'}, ${labels.length} suggestion labels, ${urls.length} media URLs`,
      );
    });
  }

  it('lists scheduled messages seeded with hostile text as text', async () => {
    const corpus = new Corpus();
    const box = await startTestSandbox({ sandbox: { demoData: true, demoConversations: 2, longThreadSize: 10 } });
    const placed: Placed[] = corpus.all('scheduled message text', 3072);
    const at = new Date(Date.now() + 86_400_000).toISOString();
    for (const p of placed) {
      const res = await box.server('POST', '/send', {
        type: 'RCS',
        from: AGENT,
        to: TO,
        rcs: { text: p.text },
        scheduledTime: at,
      });
      expect(res.status, JSON.stringify(res.body)).to.be.oneOf([200, 201, 202]);
    }
    const el = await mount(box);
    await waitUntil(
      () => el.shadowRoot!.querySelectorAll('[part~=scheduled] li').length === placed.length,
      'scheduled list',
      { timeout: 10000 },
    );
    await letHandlersRun();
    const seen = inspect(el);
    expect(
      hits.map((id) => corpus.describe(id)),
      'executions',
    ).to.deep.equal([]);
    expect(seen.problems).to.deep.equal([]);
    expect(missingText(seen.text, placed)).to.deep.equal([]);
    console.log(`[security] composer scheduled list: ${placed.length} payloads`);
  });
});
