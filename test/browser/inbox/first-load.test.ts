/**
 * The inbox's first load, as the time-to-usable bench traced it (docs/decisions/015-time-to-usable.md): the
 * first page is asked for once, as soon as the token is in hand (before the render that the token's claims cause),
 * and the first rows are on screen after one update (no second render to correct the first one's guesses). Its first
 * request asks for a whole page (one list request per load), and cursor paging still gives every thread once.
 * (Their times make no Intl formatter at all: first-screen-intl.test.ts.) The first rows' update renders only the rows
 * the list's viewport shows; the rows beneath it follow once that frame is painted.
 */
import { expect } from '@open-wc/testing';
import { createApiClient } from '../../../src/api/client.js';
import { FIRST_REQUEST_HEADER } from '../../../src/api/wire.js';
import { waitUntil } from '../helpers/wait.js';
import { BASE_URL, firstAnswersRoute, gatedClient, interceptedClient, startTestSandbox } from '../helpers/sandbox.js';
import { inboxState } from './harness.js';
import { listReady, mount, scrollTo, settle } from './helpers.js';
import { accessibleEverywhere, shots } from './looks.js';
import { watchRenderWarnings } from '../helpers/warnings.js';

describe('<parley-inbox> first load', () => {
  it('asks for the first page once, before the claims are read, and shows its rows in one update', async () => {
    // Lit's development build warns (once per element, so this test is the file's first) when an update is
    // requested while one completes: the first rows would then be rendered twice.
    const warnings = watchRenderWarnings();
    try {
      const box = await startTestSandbox();
      // The token arrives when the test says so, as a token route's answer does.
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const lists: { claimsRead: boolean; pageSize?: number; cursor?: string }[] = [];
      let el: Parameters<typeof inboxState>[0] | undefined;
      const client = createApiClient({
        baseUrl: BASE_URL,
        tokenProvider: async () => {
          await gate;
          return box.token;
        },
        retry: { retries: 0 },
        fetch: async (input, init) => {
          const request = input instanceof Request && !init ? input : new Request(input, init);
          if (new URL(request.url).pathname.endsWith('/conversations/list')) {
            const entry: (typeof lists)[number] = { claimsRead: !!el && inboxState(el).claims.scopes !== undefined };
            lists.push(entry);
            Object.assign(entry, await request.clone().json());
          }
          return box.fetch(request);
        },
      });
      const m = await mount({ box, client });
      el = m.el;
      expect(lists.length, 'no list request before the token').to.equal(0);
      release();
      await waitUntil(() => lists[0]?.pageSize !== undefined, 'the first page was not asked for', { timeout: 30_000 });
      await listReady(m);
      expect(inboxState(m.el).listStatus, 'the first page loaded').to.equal('ready');
      await waitUntil(() => m.$$('[part~="thread-row"]').length > 0, 'thread rows of the first page on screen');
      await waitUntil(() => inboxState(m.el).claims.scopes, 'the token claims were read');
      await settle(m);
      // One request for the whole first page (the test sandbox has 40 threads).
      expect(
        lists.map((l) => [l.pageSize, !!l.cursor]),
        'list requests on first load',
      ).to.deep.equal([[50, false]]);
      expect(lists[0]!.claimsRead, 'the first page was asked for before the claims were read (and rendered)').to.equal(
        false,
      );
      expect(inboxState(m.el).threads.length, 'the whole first page in the list').to.equal(40);
      const twice = warnings.twice();
      expect(twice, 'updates requested while an update completed').to.deep.equal([]);
      await shots(m, 'inbox-first-load');
      await accessibleEverywhere(
        m,
        () => m.$<HTMLInputElement>('[part~="search"]')!.placeholder === 'ابحث في المحادثات',
      );
    } finally {
      warnings.stop();
    }
  });
  it("renders the rows its viewport shows in the first rows' update, and the rows beneath after that frame", async () => {
    const box = await startTestSandbox();
    // The first page is held until the observer below watches the list.
    const { client, release } = gatedClient(box, '/conversations/list', 'answer');
    const m = await mount({ box, client });
    // What the frame that first shows rows holds, read in its animation frame callback: after every update of the
    // task that rendered them, before the browser paints them.
    let first: { rows: number; covered: boolean } | undefined;
    let seen = false;
    const observer = new MutationObserver(() => {
      if (seen || !m.$('[part~="thread-row"]')) return;
      seen = true;
      requestAnimationFrame(() => {
        const rows = m.$$<HTMLElement>('[part~="thread-row"]');
        const list = m.$('.thread-list')!;
        // The rows fill the list's viewport: no blank space under them in that frame.
        const covered = rows.at(-1)!.getBoundingClientRect().bottom >= list.getBoundingClientRect().bottom;
        first = { rows: rows.length, covered };
      });
    });
    observer.observe(m.root, { childList: true, subtree: true });
    try {
      release();
      await waitUntil(() => first, 'thread rows on screen', { timeout: 15_000 });
      // No more rows than the list's viewport holds at the rows' estimated height (72 px), where all of the first
      // answer's 20 were rendered before (an 800 px viewport assumed, and 600 px beneath it).
      const view = m.$('.thread-list')!.clientHeight;
      expect(first!.rows, `rows in the first rows' update (a ${view} px list)`).to.be.at.most(Math.ceil(view / 72) + 1);
      expect(first!.covered, "the first rows fill the list's viewport").to.equal(true);
      await listReady(m);
      await waitUntil(
        () => m.$$('[part~="thread-row"]').length > first!.rows,
        () => `rows beneath the viewport after the first frame (still ${m.$$('[part~="thread-row"]').length})`,
        { timeout: 15_000 },
      );
    } finally {
      observer.disconnect();
    }
  });
  it('asks for a whole page first, then pages by cursor: every thread of the service exactly once, in its order', async () => {
    const box = await startTestSandbox({ sandbox: { demoConversations: 130 } });
    const requests: { pageSize?: number; cursor?: string }[] = [];
    const client = interceptedClient(box, async (request) => {
      if (new URL(request.url).pathname.endsWith('/conversations/list')) requests.push(await request.clone().json());
      return undefined;
    });
    const all = await box.client.listConversations({ pageSize: 100 });
    const rest = await box.client.listConversations({ pageSize: 100, cursor: all.nextCursor! });
    const expected = [...all.data, ...rest.data].map((c) => c.id);
    expect(expected.length, 'threads at the service').to.be.greaterThan(100);
    const m = await mount({ box, client });
    await listReady(m);
    expect(requests[0], 'the first request asks for a whole page').to.deep.equal({ pageSize: 50 });
    expect(inboxState(m.el).threads.length, 'the first page').to.equal(50);
    const list = m.$('.thread-list')!;
    while (inboxState(m.el).nextCursor) {
      const before = inboxState(m.el).threads.length;
      scrollTo(list, list.scrollHeight);
      await waitUntil(
        () => inboxState(m.el).threads.length > before && !inboxState(m.el).loadingMore,
        () => `the next page after ${before} threads (now ${inboxState(m.el).threads.length})`,
      );
      await settle(m);
    }
    expect(
      inboxState(m.el).threads.map((c) => c.id),
      'every thread once, in order',
    ).to.deep.equal(expected);
    expect(
      requests.slice(1).every((r) => r.cursor),
      'every later request continues from a cursor',
    ).to.equal(true);
  });

  it("shows the first rows from its token route's answer, when the route answers the first page beside the token", async () => {
    // The customer's token route as `createTokenHandler` makes it with `firstAnswers` (its edge build runs here),
    // next to the real sandbox; the page's requests recorded as they leave.
    const box = await startTestSandbox();
    const route = firstAnswersRoute(box);
    const sent: string[] = [];
    const client = createApiClient({
      baseUrl: BASE_URL,
      tokenUrl: '/parley-token', // the page's own route
      retry: { retries: 0 },
      fetch: async (input, init) => {
        const request = new Request(new URL(String(input instanceof Request ? input.url : input), location.href), init);
        const url = new URL(request.url);
        if (url.pathname === '/parley-token') {
          sent.push(`token naming ${decodeURIComponent(request.headers.get(FIRST_REQUEST_HEADER) ?? 'nothing')}`);
          return route(request);
        }
        sent.push(`${request.method} ${url.pathname} ${request.method === 'POST' ? await request.clone().text() : ''}`);
        return box.fetch(request);
      },
    });
    const m = await mount({ box, client });
    await listReady(m);
    await waitUntil(() => m.$$('[part~="thread-row"]').length > 0, 'thread rows of the first page on screen');
    await settle(m);
    // The token request named the list's first page; the page never asked for it (its 40 threads are one page).
    expect(sent[0]).to.equal(`token naming POST ${BASE_URL}/conversations/list {"pageSize":50}`);
    expect(sent.filter((r) => r.startsWith('POST /api/conversations/list')).length, sent.join(' | ')).to.equal(0);
    // The rows are the service's: the whole first page, in its order, its first thread on top.
    const service = await box.client.listConversations({ pageSize: 50 });
    expect(inboxState(m.el).threads.map((t) => t.id)).to.deep.equal(service.data.map((t) => t.id));
  });
});
