/**
 * XSS corpus through every text-bearing field of `<parley-inbox>`: contact names and last-message previews in
 * the list, inbound and outbound SMS/MMS text, RCS text, card titles and descriptions, carousel cards,
 * suggestion labels, media URLs, notes, reaction authors and failure reasons. Seeded through the server API
 * (`/sandbox/inbound`, `/send`, notes `PATCH`, reactions); contact names, failure reasons and URLs the API
 * refuses (non-http media, `javascript:` suggestion links) are written into the store, as a compromised service
 * could send them. Each thread is compared with a benign rendering of the same data.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import '../../../src/inbox.js';
import { createApiClient } from '../../../src/api/client.js';
import type { ParleyInbox } from '../../../src/components/inbox/inbox.component.js';
import { DEMO_SENDERS } from '../../../src/sandbox/demo-data.js';
import type { Message } from '../../../src/schemas/messages.js';
import { BASE_URL, startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import {
  armCanary,
  disarmCanary,
  benign,
  Corpus,
  extraPerItem,
  inspect,
  itemTagCounts,
  letHandlersRun,
  missingText,
  type Inspection,
  type Placed,
} from './xss-kit.js';
import { inboxState } from '../inbox/harness.js';

const PHONE = DEMO_SENDERS.acmePhone;
const AGENT = DEMO_SENDERS.acmeAgent;
const BAD_URLS = [
  'javascript:__xss(9001)',
  'data:text/html,<script>parent.__xss(9002)</script>',
  'vbscript:__xss(9003)',
  ' javascript:__xss(9004)',
  'java\tscript:__xss(9005)',
  'JAVASCRIPT:__xss(9006)',
  '//evil.example/x',
  'https://user:pw@evil.example/',
];
/** Hostile but valid http(s) URLs, which the API accepts: they must stay attribute values. */
const HTTP_URLS = [
  'https://cdn.example/a.png"onerror="__xss(9101)',
  "https://cdn.example/'><img src=x onerror=__xss(9102)>.png",
  'https://cdn.example/x.png?<svg/onload=__xss(9103)>',
];

interface Seeded {
  /** Conversation ids by thread name. */
  threads: Record<string, string>;
  /** A thread whose RCS URLs the API client's response schema refuses. */
  refused: string;
  /** Payloads expected as text in each thread (and in the list). */
  expected: Record<string, Placed[]>;
  notes: string;
}

const num = (block: number, i: number) => `+1415556${block}${String(i).padStart(3, '0')}`;

async function ok(res: Promise<{ status: number; body: unknown }>): Promise<unknown> {
  const { status, body } = await res;
  if (status >= 300) throw new Error(`${status} ${JSON.stringify(body).slice(0, 300)}`);
  return body;
}

/** Seeds the same structure with `text(p)` as every string; `hostile` adds the URLs too. */
async function seed(box: TestSandbox, corpus: Corpus, text: (p: Placed) => string, hostile: boolean): Promise<Seeded> {
  const { store } = box.sandbox;
  const threads: Record<string, string> = {};
  const expected: Record<string, Placed[]> = {};
  const idOf = (from: string, to: string) => store.conversationFor(from, to)!.id;

  // List: one conversation per payload, its contact name and last message the payload.
  expected.list = [];
  for (const p of corpus.all('contact name + list preview', 3000)) {
    const to = num(1, p.id);
    store.data.contacts[to] = {
      id: `ct_xss_${p.id}`,
      phoneNumber: to,
      name: text(p),
      email: null,
      tags: [],
      description: null,
      audienceIds: [],
      createdAt: '2026-11-21T12:00:00.000Z',
      updatedAt: '2026-11-21T12:00:00.000Z',
    };
    await ok(box.server('POST', '/sandbox/inbound', { from: to, to: PHONE, text: text(p) }));
    expected.list.push(p);
  }

  // Inbound SMS/MMS text, with hostile http(s) media URLs.
  const inbound = num(2, 0);
  expected.inbound = corpus.all('inbound SMS/MMS text', 1600);
  for (const [i, p] of expected.inbound.entries()) {
    const mediaUrls =
      hostile && i < HTTP_URLS.length
        ? [HTTP_URLS[i]!]
        : i < HTTP_URLS.length
          ? ['https://cdn.example/ok.png']
          : undefined;
    await ok(
      box.server('POST', '/sandbox/inbound', {
        from: inbound,
        to: PHONE,
        text: text(p),
        ...(mediaUrls ? { mediaUrls, type: 'MMS' } : {}),
      }),
    );
  }
  threads.inbound = idOf(PHONE, inbound);

  // Outbound SMS text.
  const outbound = num(3, 0);
  expected.outbound = corpus.all('outbound SMS text', 1600);
  for (const p of expected.outbound)
    await ok(
      box.server('POST', '/send', {
        type: p.text.length > 1600 ? 'MMS' : 'SMS',
        from: PHONE,
        to: outbound,
        text: text(p),
      }),
    );
  threads.outbound = idOf(PHONE, outbound);

  // RCS text, and cards with title, description, media and suggestion labels.
  const rcsText = num(4, 0);
  expected.rcsText = corpus.all('RCS text', 3072);
  for (const p of expected.rcsText)
    await ok(box.server('POST', '/send', { type: 'RCS', from: AGENT, to: rcsText, rcs: { text: text(p) } }));
  threads.rcsText = idOf(AGENT, rcsText);

  const cards = num(5, 0);
  const labels = corpus.all('suggestion label', 25);
  expected.cards = [...corpus.all('card title + description', 200), ...labels];
  const cardPayloads = expected.cards.slice(0, expected.cards.length - labels.length);
  for (const [i, p] of cardPayloads.entries()) {
    const label = labels[i % labels.length]!;
    const suggestions = [
      { type: 'reply', text: text(label) },
      { type: 'openUrl', text: text(label), url: 'https://example.com/ok' },
      { type: 'dial', text: text(label), phoneNumber: '+14155550199' },
    ];
    const media = { url: 'https://cdn.example/ok.png', height: 'SHORT' };
    const sent = (await ok(
      box.server('POST', '/send', {
        type: 'RCS',
        from: AGENT,
        to: cards,
        rcs: { card: { title: text(p), description: text(p), media, suggestions }, suggestions: [suggestions[0]] },
      }),
    )) as { id: string };
    // The service refuses such media on /send (a send refuses what validation flags); stored data can still
    // carry them (older messages, other clients), so they are put on the stored message the inbox renders.
    if (hostile) box.sandbox.store.data.messages[sent.id]!.rcs!.card!.media!.url = HTTP_URLS[i % HTTP_URLS.length]!;
  }
  threads.cards = idOf(AGENT, cards);

  const carousel = num(6, 0);
  expected.carousel = corpus.all('carousel card title + description', 200);
  for (let i = 0; i < expected.carousel.length; i += 2) {
    const pair = expected.carousel.slice(i, i + 2);
    const card = (p: Placed) => ({
      title: text(p),
      description: text(p),
      suggestions: [{ type: 'reply', text: 'ok' }],
    });
    const list = pair.length === 2 ? pair.map(card) : [card(pair[0]!), card(pair[0]!)];
    await ok(
      box.server('POST', '/send', {
        type: 'RCS',
        from: AGENT,
        to: carousel,
        rcs: { carousel: { cardWidth: 'SMALL', cards: list } },
      }),
    );
  }
  threads.carousel = idOf(AGENT, carousel);

  // Failure reasons and URLs the API refuses, straight into the store (a compromised or buggy service).
  const store_ = num(7, 0);
  await ok(box.server('POST', '/send', { type: 'SMS', from: PHONE, to: store_, text: 'seed' }));
  const conversation = store.conversationFor(PHONE, store_)!;
  expected.failures = corpus.all('failure reason', 2000);
  expected.failures.forEach((p, i) => {
    const message: Message = {
      id: `msg_hostile_${i}`,
      conversationId: conversation.id,
      direction: 'outbound',
      type: i % 2 ? 'MMS' : 'RCS',
      from: i % 2 ? PHONE : AGENT,
      to: store_,
      text:
        i % 2
          ? `links: ${hostile ? BAD_URLS.join(' ') : 'plain words only'} https://ok.example/p?q=<b> mailto:a@b.example`
          : null,
      mediaUrls: i % 2 && hostile ? [BAD_URLS[i % BAD_URLS.length]!] : [],
      rcs:
        i % 2
          ? null
          : {
              card: {
                title: 'card',
                suggestions: [{ type: 'openUrl', text: 'open', url: 'https://example.com/' }],
                media: { url: 'https://cdn.example/ok.png', height: 'SHORT' },
              },
            },
      status: 'FAILED',
      fallbackMessage: null,
      reactions: [],
      scheduledTime: null,
      sentAt: null,
      error: { code: 'carrier', message: text(p) },
      createdAt: new Date(Date.now() + (i + 1) * 1000).toISOString(),
    };
    store.addMessage(message);
  });
  threads.failures = conversation.id;

  // RCS card media and suggestion links with refused schemes: the client's response check rejects the page.
  const refusedTo = num(8, 0);
  await ok(box.server('POST', '/send', { type: 'SMS', from: PHONE, to: refusedTo, text: 'seed' }));
  const refused = store.conversationFor(PHONE, refusedTo)!;
  BAD_URLS.forEach((url, i) => {
    store.addMessage({
      id: `msg_refused_${i}`,
      conversationId: refused.id,
      direction: 'outbound',
      type: 'RCS',
      from: AGENT,
      to: refusedTo,
      text: null,
      mediaUrls: [],
      rcs: {
        card: {
          title: 'card',
          suggestions: [{ type: 'openUrl', text: 'open', url: hostile ? url : 'https://example.com/' }],
          media: { url: hostile ? url : 'https://cdn.example/ok.png', height: 'SHORT' },
        },
      },
      status: 'DELIVERED',
      fallbackMessage: null,
      reactions: [],
      scheduledTime: null,
      sentAt: null,
      error: null,
      createdAt: new Date(Date.now() + (i + 1) * 1000).toISOString(),
    });
  });

  // Notes (the notes route), and reactions by users whose id is a payload.
  const notesPlaced = corpus.all('notes', 190);
  const notes = notesPlaced.map(text).join('\n');
  await box.client.updateConversation(threads.inbound, { notes });
  const message = Object.values(store.data.messages).find((m) => m.conversationId === threads.inbound)!;
  for (const p of [1, 2, 4, 6, 9].map((i) => corpus.place('reaction author', i))) {
    const token = await box.mint(['messages:react'], undefined, text(p));
    const client = createApiClient({ baseUrl: BASE_URL, token, fetch: box.fetch, retry: { retries: 0 } });
    await client.react({ messageId: message.id, emoji: '👍' });
  }
  return { threads, expected, notes, refused: refused.id };
}

async function mount(box: TestSandbox): Promise<ParleyInbox> {
  const el = await fixture<ParleyInbox>(
    html`<parley-inbox .client=${box.client} theme="light" style="--parley-inbox-height: 40000px; width: 1000px; display: block"></parley-inbox>`,
  );
  await waitUntil(() => inboxState(el).listStatus === 'ready' || inboxState(el).listStatus === 'error', 'list', {
    timeout: 10000,
  });
  expect(inboxState(el).listStatus).to.equal('ready');
  return el;
}

interface Opened extends Inspection {
  /** Tag counts per rendered message, top to bottom. */
  items: Record<string, number>[];
}

async function open(el: ParleyInbox, id: string): Promise<Opened> {
  el.conversationId = id;
  await waitUntil(
    () =>
      inboxState(el).thread?.id === id &&
      (inboxState(el).thread?.status === 'ready' || inboxState(el).thread?.status === 'error'),
    'thread',
    { timeout: 10000 },
  );
  expect(
    inboxState(el).thread!.status,
    String((inboxState(el).thread as { error?: unknown }).error ?? JSON.stringify(inboxState(el).thread).slice(0, 500)),
  ).to.equal('ready');
  // Timers, not animation frames: beside another test file this page may be a background tab without frames.
  for (let i = 0; i < 4; i++) {
    await new Promise((r) => setTimeout(r, 30));
    await el.updateComplete;
  }
  await letHandlersRun(150);
  return { ...inspect(el), items: itemTagCounts(el.shadowRoot!, '.messages [data-vkey]') };
}

describe('XSS corpus through <parley-inbox>', function () {
  this.timeout(120_000); // two sandboxes seeded with ~450 messages, seven threads opened twice
  let hits: number[];
  beforeEach(() => {
    localStorage.clear();
    hits = armCanary();
  });
  afterEach(disarmCanary);

  it('shows every hostile text as text, loads only http(s) media and links only allowed schemes, with noopener noreferrer', async () => {
    const options = { sandbox: { demoConversations: 2, longThreadSize: 10 } };
    const benignBox = await startTestSandbox(options);
    const benignSeed = await seed(benignBox, new Corpus(), (p) => benign(p.text, p.id), false);
    const base = await mount(benignBox);
    const baselines: Record<string, Opened> = {};
    for (const [name, id] of Object.entries(benignSeed.threads)) baselines[name] = await open(base, id);
    base.remove();

    const corpus = new Corpus();
    const box = await startTestSandbox(options);
    const seeded = await seed(box, corpus, (p) => p.text, true);
    const el = await mount(box);
    await letHandlersRun();
    const list = inspect(el);
    expect(list.problems, 'list').to.deep.equal([]);
    expect(missingText(list.text, seeded.expected.list!), 'contact names in the list').to.deep.equal([]);

    let links = 0;
    for (const [name, id] of Object.entries(seeded.threads)) {
      const seen = await open(el, id);
      expect(seen.problems, name).to.deep.equal([]);
      expect(seen.items.length, `${name}: messages rendered`).to.be.greaterThan(0);
      expect(
        extraPerItem(seen.items, baselines[name]!.items),
        `${name}: elements beyond the benign rendering`,
      ).to.deep.equal([]);
      expect(missingText(seen.text, seeded.expected[name] ?? []), `${name}: payloads not shown as text`).to.deep.equal(
        [],
      );
      const title = el.shadowRoot!.querySelector('#thread-title')!.textContent;
      expect(title).to.not.equal('');
      for (const img of seen.elements.filter((e): e is HTMLImageElement => e instanceof HTMLImageElement)) {
        expect(['http:', 'https:'], img.src).to.include(new URL(img.getAttribute('src')!).protocol);
      }
      links += seen.links.length;
      if (name === 'failures') {
        const hrefs = seen.links.map((a) => a.getAttribute('href'));
        expect(hrefs).to.include.members(['https://ok.example/p?q=', 'mailto:a@b.example']);
        expect(seen.text).to.contain('javascript:__xss(9001)');
      }
    }
    expect(links, 'links rendered (and checked)').to.be.greaterThan(20);

    // Non-http(s) RCS URLs never reach the element: the client refuses the response, the thread shows an error.
    el.conversationId = seeded.refused;
    await waitUntil(
      () => inboxState(el).thread?.id === seeded.refused && inboxState(el).thread?.status !== 'loading',
      'refused thread',
      { timeout: 10000 },
    );
    expect(inboxState(el).thread!.status).to.equal('error');
    await letHandlersRun();
    expect(inspect(el).problems).to.deep.equal([]);

    // Notes: the whole hostile text as the notes field's read-only text, nothing else.
    el.conversationId = seeded.threads.inbound!;
    await waitUntil(() => inboxState(el).thread?.status === 'ready');
    el.shadowRoot!.querySelector<HTMLButtonElement>('button[aria-controls="notes"]')!.click();
    await el.updateComplete;
    const pinned = () => el.shadowRoot!.querySelector<HTMLElement>('[part~="pinned-note"] .pinned-text');
    await waitUntil(pinned, 'notes');
    expect(pinned()!.textContent).to.equal(seeded.notes);
    await letHandlersRun();
    expect(inspect(el).problems).to.deep.equal([]);

    expect(
      hits.map((id) => corpus.describe(id)),
      'executions',
    ).to.deep.equal([]);
    console.log(
      `[security] inbox: ${JSON.stringify(corpus.counts())}; ${BAD_URLS.length} refused URLs, ${HTTP_URLS.length} hostile http(s) URLs; ${links} links checked`,
    );
  });
});
