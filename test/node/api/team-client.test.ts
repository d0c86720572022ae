// The browser calls of the team at work (src/api/team.ts) against the real in-process sandbox with embed tokens:
// each route through the element's own client (its response schemas checked), its errors, and ServiceClient's
// server-side status, assign and counts.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ApiError, createApiClient } from '../../../src/api/index.js';
import {
  assignConversation,
  countConversations,
  listMessagesAround,
  listMessagesFrom,
  markConversationReadTo,
  markConversationUnread,
  setConversationStatus,
} from '../../../src/api/team.js';
import { ServiceClient } from '../../../src/node/client.js';
import { SANDBOX_DEFAULTS } from '../../../src/sandbox/index.js';
import { DEMO_SENDERS, LONG_THREAD, ORIGIN, testSandbox, type TestSandbox } from '../sandbox/helpers.js';
import { inbound, teammate } from '../sandbox/team-helpers.js';

let t: TestSandbox;
before(() => {
  t = testSandbox();
});
after(() => t.close());

async function clientOf(user: string, name?: string) {
  return createApiClient({
    baseUrl: `${ORIGIN}/api`,
    token: await teammate(t, user, name),
    random: () => 0,
    sleep: async () => {},
    fetch: (input, init) => t.sandbox.fetch(new Request(input, init)),
  });
}

describe('src/api/team.ts', () => {
  test('status, assign, read and unread as the caller; counts follow', async () => {
    const ana = await clientOf('ana', 'Ana');
    const ben = await clientOf('ben');
    const first = await inbound(t, '+14155550611', 'one');
    t.clock.advance(1000);
    const second = await inbound(t, '+14155550611', 'two');
    const id = first.conversationId;

    const snoozed = await setConversationStatus(ana, id, 'snoozed', new Date(t.clock.now() + 3600_000));
    assert.equal(snoozed.status, 'snoozed');
    assert.equal((await countConversations(ana, { from: DEMO_SENDERS.acmePhone })).snoozed, 1);
    const past = await setConversationStatus(ana, id, 'snoozed', new Date(t.clock.now() - 1)).catch((e) => e);
    assert.ok(past instanceof ApiError);
    assert.equal(past.status, 400);
    assert.equal((await setConversationStatus(ana, id, 'open')).status, 'open');

    assert.deepEqual((await assignConversation(ana, id, 'ana')).assignee, { id: 'ana', name: 'Ana' });
    assert.equal((await countConversations(ana)).mine, 1);
    assert.equal((await countConversations(ben)).mine, 0);
    assert.equal((await assignConversation(ben, id, null)).assignee, null);

    assert.equal((await markConversationReadTo(ana, id)).unreadCount, 0);
    const back = await markConversationUnread(ana, id, second.id);
    assert.equal(back.unreadCount, 1);
    assert.equal(back.lastReadMessageId, first.id);
    assert.equal((await markConversationReadTo(ben, id, first.id)).unreadCount, 1);
  });

  test('messages around a message, then either way from its cursors', async () => {
    const client = await clientOf('ana');
    const id = t.sandbox.store.conversationFor(LONG_THREAD.from, LONG_THREAD.to)!.id;
    const thread = t.sandbox.store.messagesByConversation.get(id)!;
    const page = await listMessagesAround(client, id, thread[30]!.id, 11);
    assert.equal(page.data[5]!.id, thread[30]!.id);
    const older = await listMessagesFrom(client, id, page.nextCursor!, 5);
    assert.equal(older.data[0]!.id, thread[24]!.id);
    const newer = await listMessagesFrom(client, id, page.prevCursor!, 5);
    assert.equal(newer.data.at(-1)!.id, thread[36]!.id);
  });
});

describe('ServiceClient (API key)', () => {
  test('setStatus, assign and countConversations', async () => {
    const parley = new ServiceClient({
      apiKey: SANDBOX_DEFAULTS.apiKey,
      baseUrl: `${ORIGIN}/api`,
      fetch: (input, init) => t.sandbox.fetch(new Request(input, init)),
    });
    const { conversationId: id } = await inbound(t, '+14155550612');
    assert.equal((await parley.setStatus(id, { status: 'done' })).status, 'done');
    // Nobody has given Ana's name yet on this thread or another: the id alone.
    assert.deepEqual((await parley.assign(id, { assignee: 'ana' })).assignee, { id: 'ana' });
    await assignConversation(await clientOf('ana', 'Ana'), id, 'ana');
    assert.deepEqual((await parley.assign(id, { assignee: 'ana' })).assignee, { id: 'ana', name: 'Ana' });
    const counts = await parley.countConversations();
    assert.equal(counts.mine, 0, 'a server call has no user');
    assert.ok(counts.done >= 1);
  });
});
