/**
 * The team at work in the inbox (DESIGN §13) on the sandbox: status (done, snoozed until a time on the manual clock,
 * reopened by the clock or by the customer), assignment (self with the token's name, others, none), each teammate's
 * own read position (two tokens, two `sub`s), the views and their counts, `note.mention` to the mentioned user only,
 * and `waitingSince` across inbound, replies, STOP and snoozing.
 */
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { Conversation, ConversationCounts } from '../../../src/schemas/conversations.js';
import { StreamEvent } from '../../../src/schemas/events.js';
import * as z from '../../../src/schemas/zod.js';
import { ORIGIN, testSandbox, type TestSandbox } from './helpers.js';
import { events, inbound, listAll, ok, reply, teammate } from './team-helpers.js';

let t: TestSandbox;
afterEach(() => t?.close());

const CUSTOMER = '+14155550177';
const OTHER = '+14155550178';
const HOUR = 3600_000;

describe('POST /conversations/{id}/status', () => {
  it('marks a thread done and open again; the stream carries the new fields', async () => {
    t = testSandbox({ demoData: false });
    const { conversationId: id } = await inbound(t, CUSTOMER);
    const ana = await teammate(t, 'ana', 'Ana Silva');
    const stream = await events(t, ana, ['conversation.updated']);
    const done = await ok(t, ana, `/conversations/${id}/status`, { status: 'done' });
    assert.equal(done.status, 'done');
    assert.equal(done.snoozedUntil, null);
    assert.ok(z.safeParse(Conversation, done).success);
    const [event] = await stream.take();
    assert.equal(event?.json.conversation.status, 'done');
    assert.ok(StreamEvent.safeParse({ id: '1', event: 'conversation.updated', data: event!.json }).success);
    // The same status again is no news.
    await ok(t, ana, `/conversations/${id}/status`, { status: 'done' });
    assert.deepEqual(await stream.take(), []);
    assert.equal((await ok(t, ana, `/conversations/${id}/status`, { status: 'open' })).status, 'open');
    await stream.close();
  });

  it('refuses a snooze without a future snoozedUntil, and snoozedUntil on another status, with a clear 400', async () => {
    t = testSandbox({ demoData: false });
    const { conversationId: id } = await inbound(t, CUSTOMER);
    const ana = await teammate(t, 'ana');
    const path = `/conversations/${id}/status`;
    const refused = async (body: unknown, pattern: RegExp) => {
      const answer = await t.call('POST', path, { token: ana, body });
      assert.equal(answer.status, 400, JSON.stringify(answer.body));
      assert.match(answer.body.error, pattern);
    };
    await refused({ status: 'snoozed' }, /snoozed needs snoozedUntil/);
    await refused({ status: 'snoozed', snoozedUntil: new Date(t.clock.now() - 1).toISOString() }, /not in the future/);
    await refused({ status: 'snoozed', snoozedUntil: new Date(t.clock.now() + 400 * 24 * HOUR).toISOString() }, /365/);
    await refused(
      { status: 'done', snoozedUntil: new Date(t.clock.now() + HOUR).toISOString() },
      /only for status snoozed/,
    );
    // Request validation: the spec's ZodError body naming the field.
    const bad = await t.call('POST', path, { token: ana, body: { status: 'closed' } });
    assert.equal(bad.status, 400);
    assert.ok(bad.body.errors.properties.status, JSON.stringify(bad.body));
    const typo = await t.call('POST', path, { token: ana, body: { status: 'snoozed', snoozeUntil: 'x' } });
    assert.match(JSON.stringify(typo.body.errors), /did you mean snoozedUntil/);
    const date = await t.call('POST', path, { token: ana, body: { status: 'snoozed', snoozedUntil: 'tomorrow' } });
    assert.ok(date.body.errors.properties.snoozedUntil);
  });

  it('needs conversations:manage (401 {error}, as for every scope); the API key may', async () => {
    t = testSandbox({ demoData: false });
    const { conversationId: id } = await inbound(t, CUSTOMER);
    const reader = await teammate(t, 'ana', undefined, ['conversations:read', 'conversations:notes']);
    for (const [path, body] of [
      [`/conversations/${id}/status`, { status: 'done' }],
      [`/conversations/${id}/assign`, { assignee: 'ana' }],
    ] as const) {
      const denied = await t.call('POST', path, { token: reader, body });
      assert.equal(denied.status, 401);
      assert.match(denied.body.error, /lacks the scope conversations:manage/);
      assert.equal((await t.api('POST', path, body)).status, 200);
    }
  });

  it('a snoozed thread reopens when its time comes on the sandbox clock, or at once when the customer writes', async () => {
    t = testSandbox({ demoData: false });
    const { conversationId: id } = await inbound(t, CUSTOMER);
    const { conversationId: other } = await inbound(t, OTHER);
    const ana = await teammate(t, 'ana');
    const until = new Date(t.clock.now() + 2 * HOUR).toISOString();
    for (const thread of [id, other]) {
      const snoozed = await ok(t, ana, `/conversations/${thread}/status`, { status: 'snoozed', snoozedUntil: until });
      assert.equal(snoozed.status, 'snoozed');
      assert.equal(snoozed.snoozedUntil, until);
    }
    assert.deepEqual(await listAll(t, ana), [], 'the default list is open threads');
    const stream = await events(t, ana, ['conversation.updated']);
    // The customer writes to one of them: open at once.
    await inbound(t, OTHER, 'any news?');
    const opened = (await t.call('GET', `/conversations/${other}?include=none`, { token: ana })).body;
    assert.equal(opened.status, 'open');
    assert.equal(opened.snoozedUntil, null);
    await t.clock.tick(2 * HOUR - 1);
    assert.equal((await t.call('GET', `/conversations/${id}?include=none`, { token: ana })).body.status, 'snoozed');
    await stream.take();
    await t.clock.tick(1);
    const reopened = (await stream.take()).map((e) => e.json.conversation);
    assert.deepEqual(
      reopened.map((c) => [c.id, c.status, c.snoozedUntil]),
      [[id, 'open', null]],
    );
    assert.deepEqual((await listAll(t, ana)).map((r) => r.id).sort(), [id, other].sort());
    await stream.close();
  });
});

describe('POST /conversations/{id}/assign', () => {
  it('assigns to self (named from the token), to a teammate (named when known), and unassigns', async () => {
    t = testSandbox({ demoData: false });
    const { conversationId: id } = await inbound(t, CUSTOMER);
    const { conversationId: second } = await inbound(t, OTHER);
    const ana = await teammate(t, 'ana', 'Ana Silva');
    const ben = await teammate(t, 'ben', 'Ben Carter');
    const self = await ok(t, ben, `/conversations/${second}/assign`, { assignee: 'ben' });
    assert.deepEqual(self.assignee, { id: 'ben', name: 'Ben Carter' });
    // Ben is known by name from his own assignment; Carl is not known at all.
    assert.deepEqual((await ok(t, ana, `/conversations/${id}/assign`, { assignee: 'ben' })).assignee, {
      id: 'ben',
      name: 'Ben Carter',
    });
    assert.deepEqual((await ok(t, ana, `/conversations/${id}/assign`, { assignee: 'carl' })).assignee, { id: 'carl' });
    assert.deepEqual(
      (await listAll(t, ben, { assignee: 'me' })).map((r) => r.id),
      [second],
    );
    assert.deepEqual(
      (await listAll(t, ana, { assignee: 'carl' })).map((r) => r.id),
      [id],
    );
    assert.equal((await ok(t, ana, `/conversations/${id}/assign`, { assignee: null })).assignee, null);
    assert.deepEqual(
      (await listAll(t, ana, { assignee: 'none' })).map((r) => r.id),
      [id],
    );
    const empty = await t.call('POST', `/conversations/${id}/assign`, { token: ana, body: { assignee: '' } });
    assert.equal(empty.status, 400);
    const missing = await t.call('POST', `/conversations/${id}/assign`, { token: ana, body: {} });
    assert.ok(missing.body.errors.properties.assignee, 'assignee is required (null unassigns)');
    const me = await t.api('POST', '/conversations/list', { assignee: 'me' });
    assert.equal(me.status, 400);
    assert.match(me.body.error, /server call \(API key\) has none/);
  });

  it('reads "me" and "none" as the list does: "me" is the caller, "none" is refused (null unassigns)', async () => {
    t = testSandbox({ demoData: false });
    const { conversationId: id } = await inbound(t, CUSTOMER);
    const ana = await teammate(t, 'ana', 'Ana Silva');
    assert.deepEqual((await ok(t, ana, `/conversations/${id}/assign`, { assignee: 'me' })).assignee, {
      id: 'ana',
      name: 'Ana Silva',
    });
    assert.deepEqual(
      (await listAll(t, ana, { assignee: 'me' })).map((r) => r.id),
      [id],
    );
    const none = await t.call('POST', `/conversations/${id}/assign`, { token: ana, body: { assignee: 'none' } });
    assert.equal(none.status, 400);
    assert.match(none.body.error, /send null to unassign/);
    const server = await t.api('POST', `/conversations/${id}/assign`, { assignee: 'me' });
    assert.equal(server.status, 400);
    assert.match(server.body.error, /server call \(API key\) has none/);
    // Nothing of the refused calls stuck: Ana still holds it.
    assert.equal((await listAll(t, ana, { assignee: 'none' })).length, 0);
  });
});

describe('read positions are each teammate’s own', () => {
  it('Ana reading or marking unread changes nothing for Ben; the API key counts what nobody has read', async () => {
    t = testSandbox({ demoData: false });
    const first = await inbound(t, CUSTOMER, 'one');
    t.clock.advance(1000);
    const second = await inbound(t, CUSTOMER, 'two');
    t.clock.advance(1000);
    const third = await inbound(t, CUSTOMER, 'three');
    const id = first.conversationId;
    const ana = await teammate(t, 'ana');
    const ben = await teammate(t, 'ben');
    const get = async (token: string) =>
      (await t.call('GET', `/conversations/${id}?include=none`, { token })).body as Conversation;
    assert.equal((await get(ana)).unreadCount, 3);
    assert.equal((await get(ana)).lastReadMessageId, null);

    const read = await ok(t, ana, `/conversations/${id}/read`);
    assert.equal(read.unreadCount, 0);
    assert.equal(read.lastReadMessageId, third.id);
    assert.equal((await get(ben)).unreadCount, 3, 'Ben has read nothing');
    assert.equal((await t.api('GET', `/conversations/${id}?include=none`)).body.unreadCount, 0, 'somebody read it');

    const unread = await ok(t, ana, `/conversations/${id}/unread`, { messageId: second.id });
    assert.equal(unread.unreadCount, 2);
    assert.equal(unread.lastReadMessageId, first.id);
    assert.equal((await get(ben)).unreadCount, 3);

    const benRead = await ok(t, ben, `/conversations/${id}/read`, { messageId: first.id });
    assert.equal(benRead.unreadCount, 2);
    assert.equal(benRead.lastReadMessageId, first.id);
    assert.equal((await ok(t, ben, `/conversations/${id}/unread`, { messageId: first.id })).unreadCount, 3);
    assert.equal((await get(ben)).lastReadMessageId, null);
    assert.equal((await get(ana)).unreadCount, 2, 'Ben moving his position left Ana’s alone');

    // The list's unreadOnly and the stream's rows are per teammate too.
    await ok(t, ana, `/conversations/${id}/read`);
    assert.deepEqual(await listAll(t, ana, { unreadOnly: true }), []);
    assert.equal((await listAll(t, ben, { unreadOnly: true })).length, 1);
    const anaStream = await events(t, ana, ['conversation.updated']);
    const benStream = await events(t, ben, ['conversation.updated']);
    await inbound(t, CUSTOMER, 'four');
    assert.deepEqual(
      (await anaStream.take()).map((e) => e.json.conversation.unreadCount),
      [1],
    );
    assert.deepEqual(
      (await benStream.take()).map((e) => e.json.conversation.unreadCount),
      [4],
    );
    await anaStream.close();
    await benStream.close();
  });

  it('refuses a message of another thread, unknown keys and a missing messageId', async () => {
    t = testSandbox({ demoData: false });
    const mine = await inbound(t, CUSTOMER);
    const theirs = await inbound(t, OTHER);
    const ana = await teammate(t, 'ana');
    const path = `/conversations/${mine.conversationId}`;
    const foreign = await t.call('POST', `${path}/read`, { token: ana, body: { messageId: theirs.id } });
    assert.equal(foreign.status, 400);
    assert.match(foreign.body.error, /is not a message of conversation/);
    const typo = await t.call('POST', `${path}/read`, { token: ana, body: { messageID: mine.id } });
    assert.equal(typo.status, 400);
    assert.match(JSON.stringify(typo.body.errors), /did you mean messageId/);
    const none = await t.call('POST', `${path}/unread`, { token: ana, body: {} });
    assert.equal(none.status, 400);
    assert.ok(none.body.errors.properties.messageId);
    const plain = await t.sandbox.fetch(
      new Request(`${ORIGIN}/api${path}/read`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${ana}`, 'Content-Type': 'text/plain' },
        body: 'read',
      }),
    );
    assert.equal(plain.status, 415);
  });
});

describe('mentions', () => {
  it('note.mention reaches the mentioned user only; the Mentions view lists the thread until they read it', async () => {
    t = testSandbox({ demoData: false });
    const { conversationId: id } = await inbound(t, CUSTOMER);
    const ana = await teammate(t, 'ana', 'Ana');
    const ben = await teammate(t, 'ben', 'Ben');
    const carl = await teammate(t, 'carl', 'Carl');
    const streams = await Promise.all([ana, ben, carl].map((token) => events(t, token, ['note.mention'])));
    const note = (
      await t.call('POST', `/conversations/${id}/notes`, { token: ana, body: { text: '@Ben look', mentions: ['ben'] } })
    ).body;
    const [toAna, toBen, toCarl] = await Promise.all(streams.map((s) => s.take()));
    assert.deepEqual(toAna, [], 'the author is not told');
    assert.deepEqual(
      toBen!.map((e) => e.json.note.id),
      [note.id],
    );
    assert.deepEqual(toCarl, []);
    assert.ok(StreamEvent.safeParse({ id: '1', event: 'note.mention', data: toBen![0]!.json }).success);
    // An edit that adds Carl tells Carl only.
    await t.call('PATCH', `/conversations/${id}/notes/${note.id}`, {
      token: ana,
      body: { text: '@Ben @Carl look', mentions: ['ben', 'carl'] },
    });
    const [, again, carlNow] = await Promise.all(streams.map((s) => s.take()));
    assert.deepEqual(again, []);
    assert.equal(carlNow!.length, 1);

    assert.deepEqual(
      (await listAll(t, ben, { mentions: 'me', status: ['open', 'done', 'snoozed'] })).map((r) => r.id),
      [id],
    );
    assert.deepEqual(await listAll(t, ana, { mentions: 'me' }), [], 'Ana mentioned nobody’s her');
    assert.equal((await ok<ConversationCounts>(t, ben, '/conversations/counts')).mentions, 1);
    await ok(t, ben, `/conversations/${id}/read`);
    assert.deepEqual(await listAll(t, ben, { mentions: 'me' }), []);
    assert.equal((await ok<ConversationCounts>(t, ben, '/conversations/counts')).mentions, 0);
    assert.equal((await ok<ConversationCounts>(t, carl, '/conversations/counts')).mentions, 1);
    const server = await t.api('POST', '/conversations/list', { mentions: 'me' });
    assert.equal(server.status, 400);
    await Promise.all(streams.map((s) => s.close()));
  });
});

describe('waitingSince', () => {
  it('is the oldest unanswered inbound; a reply answers it, STOP ends it, snoozing keeps it', async () => {
    t = testSandbox({ demoData: false });
    const ana = await teammate(t, 'ana');
    const waiting = async (id: string) =>
      ((await t.call('GET', `/conversations/${id}?include=none`, { token: ana })).body as Conversation).waitingSince;
    const first = await inbound(t, CUSTOMER, 'hi');
    const id = first.conversationId;
    assert.equal(await waiting(id), first.createdAt);
    t.clock.advance(60_000);
    await inbound(t, CUSTOMER, 'hello??');
    assert.equal(await waiting(id), first.createdAt, 'still since the first');
    await ok(t, ana, `/conversations/${id}/status`, {
      status: 'snoozed',
      snoozedUntil: new Date(t.clock.now() + HOUR).toISOString(),
    });
    assert.equal(await waiting(id), first.createdAt, 'snoozing does not answer');
    t.clock.advance(60_000);
    await reply(t, CUSTOMER);
    assert.equal(await waiting(id), null);
    t.clock.advance(60_000);
    const again = await inbound(t, CUSTOMER, 'one more thing');
    assert.equal(await waiting(id), again.createdAt);
    // A scheduled reply has not answered yet.
    await t.api('POST', '/send', {
      type: 'SMS',
      from: '+14155550100',
      to: CUSTOMER,
      text: 'later',
      scheduledTime: new Date(t.clock.now() + HOUR).toISOString(),
    });
    assert.equal(await waiting(id), again.createdAt);
    t.clock.advance(60_000);
    await inbound(t, CUSTOMER, 'STOP');
    assert.equal(await waiting(id), null, 'opted out: nobody may answer');
    t.clock.advance(60_000);
    await inbound(t, CUSTOMER, 'START');
    assert.equal(await waiting(id), null, 'the carrier’s confirmation is the last word');
  });

  it('sort "waiting" lists the longest-waiting first, then the answered by recent activity, paged by cursor', async () => {
    t = testSandbox({ demoData: false });
    const ana = await teammate(t, 'ana');
    const numbers = Array.from({ length: 7 }, (_, i) => `+1415555030${i}`);
    const ids: string[] = [];
    for (const number of numbers) {
      ids.push((await inbound(t, number)).conversationId);
      t.clock.advance(60_000);
    }
    // Answered: the 2nd and 5th. Then a newer inbound on the 1st (still waiting since its first).
    await reply(t, numbers[1]!);
    t.clock.advance(60_000);
    await reply(t, numbers[4]!);
    t.clock.advance(60_000);
    await inbound(t, numbers[0]!, 'again');
    const expected = [ids[0], ids[2], ids[3], ids[5], ids[6], ids[4], ids[1]];
    assert.deepEqual(
      (await listAll(t, ana, { sort: 'waiting' })).map((r) => r.id),
      expected,
    );
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { data: Conversation[]; nextCursor: string | null } = await ok(t, ana, '/conversations/list', {
        sort: 'waiting',
        pageSize: 2,
        ...(cursor ? { cursor } : {}),
      });
      paged.push(...page.data.map((r) => r.id));
      cursor = page.nextCursor;
    } while (cursor);
    assert.deepEqual(paged, expected);
    const wrong = await t.call('POST', '/conversations/list', { token: ana, body: { sort: 'oldest' } });
    assert.equal(wrong.status, 400);
  });
});

describe('views and counts', () => {
  it('the default embed list is open threads; a search, a customer’s history and the API key see every status', async () => {
    t = testSandbox({ demoData: false });
    const ana = await teammate(t, 'ana');
    const { conversationId: open } = await inbound(t, CUSTOMER, 'pumpkin');
    const { conversationId: done } = await inbound(t, OTHER, 'pumpkin spice');
    await ok(t, ana, `/conversations/${done}/status`, { status: 'done' });
    assert.deepEqual(
      (await listAll(t, ana)).map((r) => r.id),
      [open],
    );
    assert.equal((await listAll(t, ana, { query: 'pumpkin' })).length, 2);
    assert.deepEqual(
      (await listAll(t, ana, { to: OTHER })).map((r) => r.id),
      [done],
    );
    assert.deepEqual(
      (await listAll(t, ana, { status: ['done'] })).map((r) => r.id),
      [done],
    );
    assert.equal((await t.api('POST', '/conversations/list', {})).body.data.length, 2);
    for (const status of [[], ['open', 'open'], ['closed']]) {
      const refused = await t.call('POST', '/conversations/list', { token: ana, body: { status } });
      assert.equal(refused.status, 400, JSON.stringify(status));
    }
  });

  it('counts each view for the caller, equal to its list', async () => {
    t = testSandbox({ demoData: false });
    const ana = await teammate(t, 'ana');
    const ben = await teammate(t, 'ben');
    const made: string[] = [];
    for (let i = 0; i < 6; i++) made.push((await inbound(t, `+1415555040${i}`)).conversationId);
    await ok(t, ana, `/conversations/${made[0]}/assign`, { assignee: 'ana' });
    await ok(t, ana, `/conversations/${made[1]}/assign`, { assignee: 'ben' });
    await ok(t, ana, `/conversations/${made[2]}/status`, { status: 'done' });
    await ok(t, ana, `/conversations/${made[3]}/status`, {
      status: 'snoozed',
      snoozedUntil: new Date(t.clock.now() + HOUR).toISOString(),
    });
    await ok(t, ana, `/conversations/${made[4]}/read`);
    const views = {
      open: { status: ['open'] },
      mine: { status: ['open'], assignee: 'me' },
      unassigned: { status: ['open'], assignee: 'none' },
      mentions: { status: ['open', 'snoozed', 'done'], mentions: 'me' },
      snoozed: { status: ['snoozed'] },
      done: { status: ['done'] },
      unread: { status: ['open'], unreadOnly: true },
    } as const;
    for (const token of [ana, ben]) {
      const counts = await ok<ConversationCounts>(t, token, '/conversations/counts');
      assert.ok(z.safeParse(ConversationCounts, counts).success);
      for (const [view, filters] of Object.entries(views))
        assert.equal(counts[view as keyof ConversationCounts], (await listAll(t, token, filters)).length, view);
    }
    assert.deepEqual(await ok(t, ana, '/conversations/counts', { from: '+14155550101' }), {
      open: 0,
      mine: 0,
      unassigned: 0,
      mentions: 0,
      snoozed: 0,
      done: 0,
      unread: 0,
    });
    const typo = await t.call('POST', '/conversations/counts', { token: ana, body: { status: ['open'] } });
    assert.equal(typo.status, 400);
  });
});
