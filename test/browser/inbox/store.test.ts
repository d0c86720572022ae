/**
 * InboxStore and the thread pane's paging (`ThreadPaging`) on their own, with a scripted API: loads that a newer load,
 * another thread or a re-sync supersedes are aborted and their answers never land (the old `#loadOlder` / `#resync`
 * passed no signal and applied late pages).
 */
import { expect } from '@open-wc/testing';
import type { ApiTransport } from '../../../src/api/transport.js';
import { InboxStore } from '../../../src/components/inbox/inbox-store.js';
import { mergeMessages } from '../../../src/components/inbox/merge-messages.js';
import { loadThread } from '../../../src/components/inbox/store-actions.js';
import { ThreadPaging } from '../../../src/components/inbox/thread-paging.js';
import type { Conversation } from '../../../src/schemas/conversations.js';
import type { Message } from '../../../src/schemas/messages.js';

const conversation = (id: string): Conversation => ({
  id,
  from: '+14155550100',
  to: `+1415555${id.slice(-4).padStart(4, '0')}`,
  senderType: 'phone',
  brandId: null,
  campaignId: null,
  contact: null,
  notes: '',
  unreadCount: 0,
  lastMessage: null,
  lastActivityAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
});
const message = (conversationId: string, id: string, createdAt: string): Message => ({
  id,
  conversationId,
  direction: 'inbound',
  type: 'SMS',
  from: '+14155550123',
  to: '+14155550100',
  text: id,
  mediaUrls: [],
  rcs: null,
  status: 'RECEIVED' as Message['status'],
  fallbackMessage: null,
  reactions: [],
  scheduledTime: null,
  sentAt: null,
  createdAt,
  error: null,
});

/** A call the test answers when it chooses; records whether its signal was aborted. */
interface Held<T> {
  signal: AbortSignal | undefined;
  resolve(value: T): void;
}

function scriptedApi() {
  const older: Held<{ data: Message[]; nextCursor: string | null }>[] = [];
  /** Re-syncs (a conversation asked for again once its thread is ready), answered by the test. */
  const resyncs: Held<Conversation & { messages: { data: Message[]; nextCursor: string | null } }>[] = [];
  const loaded = new Set<string>();
  /** The routes the store and the paging call, answered at the transport (`request`), as the route functions ask. */
  const routes = {
    async getConversation(id: string, signal: AbortSignal | undefined) {
      if (loaded.has(id)) {
        return new Promise((resolve, reject) => {
          resyncs.push({ signal, resolve });
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      }
      loaded.add(id);
      return {
        ...conversation(id),
        messages: { data: [message(id, `${id}-m2`, '2026-01-02T00:00:00.000Z')], nextCursor: 'c1' },
      };
    },
    listMessages(signal: AbortSignal | undefined) {
      return new Promise((resolve, reject) => {
        older.push({ signal, resolve });
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    },
  };
  const api = {
    request(method: string, path: string, options: { signal?: AbortSignal } = {}) {
      const conversationAt = /^\/conversations\/([^/]+)$/.exec(path);
      if (method === 'GET' && conversationAt) return routes.getConversation(conversationAt[1]!, options.signal);
      if (method === 'POST' && /^\/conversations\/[^/]+\/messages\/list$/.test(path))
        return routes.listMessages(options.signal);
      throw new Error(`unscripted route ${method} ${path}`);
    },
  };
  return { api: api as unknown as ApiTransport, older, resyncs };
}

function host() {
  const controllers: { hostUpdate?(): void; hostUpdated?(): void }[] = [];
  return {
    addController: (c: (typeof controllers)[number]) => controllers.push(c),
    removeController: () => {},
    requestUpdate: () => {},
    updateComplete: Promise.resolve(true),
  };
}

const tick = () => new Promise((r) => setTimeout(r, 0));
/** What the inbox opens a thread with (its thread pane): here only the merge. */
const view = Promise.resolve({ merge: mergeMessages });

/** Opens thread `id` as the inbox does: the store begins, the lazy `loadThread` fetches it. */
async function open(store: InboxStore, id: string) {
  const start = store.beginOpen(id);
  return 'ready' in start ? start.ready : loadThread(store, id, start, undefined, true, view);
}

/** A store and its thread pane's paging over a scripted API, with thread `id` open. */
async function openWithPaging(id: string, fail: (error: unknown, action: string) => void = () => {}) {
  const scripted = scriptedApi();
  const store = new InboxStore(host() as never, { api: () => scripted.api, fail });
  const paging = new ThreadPaging(store);
  await open(store, id);
  return { ...scripted, store, paging };
}

describe('InboxStore', () => {
  it('an older page for a thread left behind is aborted and never lands', async () => {
    const failures: string[] = [];
    const { older, store, paging } = await openWithPaging('conv_0001', (_e, action) => void failures.push(action));
    paging.loadOlder();
    await tick();
    expect(older).to.have.length(1);
    expect(store.state.thread!.older).to.equal('loading');

    await open(store, 'conv_0002');
    expect(older[0]!.signal!.aborted, "the old thread's page request was aborted").to.equal(true);
    older[0]!.resolve({ data: [message('conv_0001', 'conv_0001-m1', '2026-01-01T00:00:00.000Z')], nextCursor: null });
    await tick();
    expect(store.state.thread!.id).to.equal('conv_0002');
    expect(store.state.thread!.messages.map((m) => m.id)).to.deep.equal(['conv_0002-m2']);
    expect(
      store.cached('conv_0001')!.messages.map((m) => m.id),
      'no late page in the cached thread',
    ).to.deep.equal(['conv_0001-m2']);
    expect(store.cached('conv_0001')!.older).to.equal('idle');
    expect(failures, 'an abort is not a failure').to.deep.equal([]);
  });

  it('an older page for the open thread lands once', async () => {
    const { older, store, paging } = await openWithPaging('conv_0003');
    paging.loadOlder();
    paging.loadOlder(); // one at a time
    await tick();
    expect(older).to.have.length(1);
    older[0]!.resolve({ data: [message('conv_0003', 'conv_0003-m1', '2026-01-01T00:00:00.000Z')], nextCursor: null });
    await tick();
    expect(store.state.thread!.messages.map((m) => m.id)).to.deep.equal(['conv_0003-m1', 'conv_0003-m2']);
    expect(store.state.thread!.nextCursor).to.equal(null);
  });

  it('a re-sync for a thread left behind is aborted and never lands', async () => {
    const { resyncs, store, paging } = await openWithPaging('conv_0004');
    paging.resync();
    await tick();
    expect(resyncs).to.have.length(1);

    await open(store, 'conv_0005');
    expect(resyncs[0]!.signal!.aborted, "the old thread's re-sync was aborted").to.equal(true);
    resyncs[0]!.resolve({
      ...conversation('conv_0004'),
      messages: { data: [message('conv_0004', 'conv_0004-m9', '2026-01-09T00:00:00.000Z')], nextCursor: null },
    });
    await tick();
    expect(
      store.cached('conv_0004')!.messages.map((m) => m.id),
      'no late page in the cached thread',
    ).to.deep.equal(['conv_0004-m2']);
  });
});
