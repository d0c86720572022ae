import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import type { Message } from '../../../src/schemas/messages.js';
import { DEMO_SENDERS } from '../../../src/sandbox/demo-data.js';
import { LONG_THREAD, listReady, mount, settle, threadReady } from './helpers.js';
import { inboxState, openNotes } from './harness.js';

declare global {
  interface Window {
    __xss?: number;
  }
}

/** Markup and script-URL payloads; each must come out as the same text, and never run. */
const CORPUS = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=1</script>',
  '"><svg onload=window.__xss=1>',
  "'><iframe srcdoc='<script>parent.__xss=1</script>'>",
  '<a href="javascript:window.__xss=1">click</a>',
  '${window.__xss=1}',
  '{{constructor.constructor("window.__xss=1")()}}',
  '<style>*{display:none}</style>',
  '\u202e<b>reversed</b>',
];
const BAD_URLS = [
  'javascript:window.__xss=1',
  'data:text/html,<script>parent.__xss=1</script>',
  'vbscript:msgbox(1)',
  ' javascript:window.__xss=1',
  'java\tscript:window.__xss=1',
];
const ALLOWED = new Set(['http:', 'https:', 'tel:', 'sms:', 'mailto:']);

describe('<parley-inbox> safety', () => {
  beforeEach(() => {
    localStorage.clear();
    delete window.__xss;
  });

  it('renders every text-bearing field as text and only links allowed schemes, with rel="noopener noreferrer"', async () => {
    const m = await mount();
    await listReady(m);
    const { store } = m.sandbox;
    const conversation = store.conversationFor(LONG_THREAD.from, LONG_THREAD.to)!;
    const payload = CORPUS.join(' | ');
    // Contact name and notes straight in the store (a hostile or compromised service), messages through the store too.
    store.data.contacts[LONG_THREAD.to] = { ...store.data.contacts[LONG_THREAD.to]!, name: CORPUS[0]! };
    conversation.notes = payload;
    const base = {
      conversationId: conversation.id,
      from: LONG_THREAD.to,
      to: LONG_THREAD.from,
      status: 'RECEIVED',
      fallbackMessage: null,
      scheduledTime: null,
      sentAt: null,
      error: null,
    } as const;
    let n = 0;
    const add = (patch: Partial<Message>) => {
      const message: Message = {
        ...base,
        id: `msg_xss_${n}`,
        direction: 'inbound',
        type: 'SMS',
        text: null,
        mediaUrls: [],
        rcs: null,
        reactions: [],
        createdAt: new Date(Date.now() + n++ * 1000).toISOString(),
        ...patch,
      };
      store.addMessage(message);
    };
    add({ text: payload });
    add({ text: `links: ${BAD_URLS.join(' ')} and https://ok.example/path?q=<b> and mailto:a@b.example` });
    add({ type: 'MMS', text: CORPUS[1]!, mediaUrls: [...BAD_URLS, 'https://cdn.example/ok.png'] });
    add({
      direction: 'outbound',
      from: DEMO_SENDERS.acmePhone,
      to: LONG_THREAD.to,
      status: 'FAILED',
      error: { code: 'x', message: CORPUS[2]! },
      text: CORPUS[3]!,
    });
    add({
      direction: 'outbound',
      type: 'RCS',
      from: DEMO_SENDERS.acmeAgent,
      to: LONG_THREAD.to,
      status: 'DELIVERED',
      rcs: {
        carousel: {
          cardWidth: 'SMALL',
          cards: [
            { title: CORPUS[0]!, description: CORPUS[1]!, suggestions: [{ type: 'reply', text: '<b>x</b>' }] },
            {
              title: CORPUS[4]!.slice(0, 200),
              description: payload,
              suggestions: [{ type: 'openUrl', text: '<i>go</i>', url: 'https://ok.example/' }],
            },
          ],
        },
      },
    });
    add({
      reactions: [{ emoji: '<img src=x onerror=window.__xss=1>', by: CORPUS[2]!, at: new Date().toISOString() }],
      text: 'reacted',
    });

    m.el.style.setProperty('--parley-inbox-height', '4000px'); // every test message in the rendered window
    m.el.conversationId = conversation.id;
    await waitUntil(() => inboxState(m.el).thread?.status === 'ready', 'thread', { timeout: 10000 });
    await threadReady(m);
    await openNotes(m.el);
    await settle(m, 5);
    await new Promise((r) => setTimeout(r, 100)); // let any injected handler fire

    expect(window.__xss).to.equal(undefined);
    const all = [...m.root.querySelectorAll('*')];
    // The only SVG is the element's own delivery-status icon (a fixed template, no wire data in it).
    expect(
      all
        .filter(
          (el) =>
            ['SCRIPT', 'IFRAME', 'SVG', 'STYLE', 'OBJECT', 'EMBED', 'B', 'I'].includes(el.tagName.toUpperCase()) &&
            !el.closest('style'),
        )
        .filter((el) => !el.matches('svg.status-icon[part="status-icon"][aria-hidden="true"]'))
        .filter((el) => el.tagName !== 'STYLE' || el.parentNode !== m.root),
    ).to.have.length(0);
    for (const el of all)
      for (const attr of el.getAttributeNames())
        expect(attr.startsWith('on'), `${el.tagName} has ${attr}`).to.equal(false);
    const text = m.root.textContent!;
    for (const item of CORPUS) expect(text).to.contain(item.slice(0, 25));
    // The conversation's notes field: read-only text in the notes panel, the payload as characters.
    expect(m.$('[part~="pinned-note"] .pinned-text')!.textContent).to.equal(payload);
    expect(m.$('#thread-title')!.textContent).to.equal(CORPUS[0]);
    // Images only from http(s).
    const images = m.$$('[data-vkey^="msg_xss_"] img');
    expect(images.map((img) => img.getAttribute('src'))).to.deep.equal(['https://cdn.example/ok.png']);
    for (const img of m.$$<HTMLImageElement>('img')) expect(/^https?:$/.test(new URL(img.src).protocol)).to.equal(true);
    // Links only with allowed schemes, opened safely; the bad URLs stayed text.
    const links = [...m.root.querySelectorAll('a')];
    expect(m.$$('[data-vkey^="msg_xss_"]')).to.have.length(n);
    expect(links.length).to.be.greaterThan(2);
    for (const a of links) {
      expect(ALLOWED.has(new URL(a.href).protocol), a.href).to.equal(true);
      expect(a.rel).to.equal('noopener noreferrer');
      expect(a.target).to.equal('_blank');
    }
    // Linkify stops at markup characters: the link is the URL up to '<', the rest stays text.
    expect(links.map((a) => a.href)).to.include.members([
      'https://ok.example/path?q=',
      'mailto:a@b.example',
      'https://ok.example/',
    ]);
    expect(text).to.contain('javascript:window.__xss=1');
  });
});
