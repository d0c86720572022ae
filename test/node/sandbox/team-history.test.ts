/**
 * A search hit deep in a 10 000-message thread (DESIGN §13): the list's `match.messageId`, then the page around that
 * message (`around`) and its cursors both ways, which together walk the whole thread without a gap or a repeat. Also
 * the demo team: teammates with names, assigned, done and snoozed threads, mentions, waiting times spread out.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MessagePage } from '../../../src/schemas/conversations.js';
import * as z from '../../../src/schemas/zod.js';
import { DEMO_TEAM } from '../../../src/sandbox/demo-team.js';
import { LONG_THREAD, testSandbox, type TestSandbox } from './helpers.js';
import { listAll, ok, teammate } from './team-helpers.js';

let t: TestSandbox;
before(() => {
  t = testSandbox({ longThreadSize: 10_000, demoConversations: 240 });
});
after(() => t.close());

describe('messages around a search hit', () => {
  it('opens the page holding a message 9 000 deep, and pages both ways from it to either end', async () => {
    const token = await t.embed(['conversations:read']);
    const id = t.sandbox.store.conversationFor(LONG_THREAD.from, LONG_THREAD.to)!.id;
    const thread = t.sandbox.store.messagesByConversation.get(id)!;
    assert.equal(thread.length, 10_000);
    const target = thread[1000]!;
    // A word only this message has, so the search's newest hit is it.
    target.text = 'Could you hold a bag of the Kochere for me? (quokka)';
    const rows = await listAll(t, token, { query: 'QUOKKA' });
    const row = rows.find((r) => r.id === id);
    assert.equal(row?.match?.messageId, target.id);

    const path = `/conversations/${id}/messages/list`;
    const around: MessagePage = await ok(t, token, path, { around: target.id, pageSize: 25 });
    assert.ok(z.safeParse(MessagePage, around).success);
    assert.equal(around.data.length, 25);
    const at = around.data.findIndex((m) => m.id === target.id);
    assert.equal(at, 12, 'newest first: 12 newer messages above it, 12 older below');
    assert.ok(around.nextCursor && around.prevCursor);

    // Older pages to the first message, newer pages to the newest: the whole thread once, in order.
    const older: string[] = [];
    for (let cursor: string | null = around.nextCursor; cursor;) {
      const page: MessagePage = await ok(t, token, path, { cursor, pageSize: 100 });
      older.push(...page.data.map((m) => m.id));
      cursor = page.nextCursor;
    }
    const newer: string[] = [];
    for (let cursor: string | null | undefined = around.prevCursor; cursor;) {
      const page: MessagePage = await ok(t, token, path, { cursor, pageSize: 100 });
      newer.unshift(...page.data.map((m) => m.id));
      cursor = page.prevCursor;
    }
    const walked = [...newer, ...around.data.map((m) => m.id), ...older];
    assert.deepEqual(walked, thread.map((m) => m.id).reverse());

    // The ends: around the newest message has no newer cursor, around the first no older one.
    const newest: MessagePage = await ok(t, token, path, { around: thread.at(-1)!.id, pageSize: 10 });
    assert.equal(newest.prevCursor, null);
    assert.equal(newest.data[0]!.id, thread.at(-1)!.id);
    assert.equal(newest.data.length, 10);
    const oldest: MessagePage = await ok(t, token, path, { around: thread[0]!.id, pageSize: 10 });
    assert.equal(oldest.nextCursor, null);
    assert.equal(oldest.data.at(-1)!.id, thread[0]!.id);
    assert.equal(oldest.data.length, 10);
    // The default page keeps its shape, with no newer cursor.
    const first: MessagePage = await ok(t, token, path, {});
    assert.equal(first.prevCursor, null);
    assert.equal(first.data[0]!.id, thread.at(-1)!.id);
  });

  it('refuses around with a cursor, a message of another thread, and a forged newer cursor', async () => {
    const token = await t.embed(['conversations:read']);
    const id = t.sandbox.store.conversationFor(LONG_THREAD.from, LONG_THREAD.to)!.id;
    const path = `/conversations/${id}/messages/list`;
    const thread = t.sandbox.store.messagesByConversation.get(id)!;
    const around: MessagePage = await ok(t, token, path, { around: thread[5000]!.id });
    const both = await t.call('POST', path, { token, body: { around: thread[10]!.id, cursor: around.nextCursor } });
    assert.equal(both.status, 400);
    assert.match(both.body.error, /cannot be combined/);
    const other = Object.values(t.sandbox.store.data.messages).find((m) => m.conversationId !== id)!;
    const foreign = await t.call('POST', path, { token, body: { around: other.id } });
    assert.equal(foreign.status, 400);
    assert.match(foreign.body.error, /is not a message of conversation/);
    const forged = `${around.prevCursor!.slice(0, -2)}xx`;
    assert.equal((await t.call('POST', path, { token, body: { cursor: forged } })).status, 400);
    const otherThread = other.conversationId;
    const elsewhere = await t.call('POST', `/conversations/${otherThread}/messages/list`, {
      token,
      body: { cursor: around.prevCursor },
    });
    assert.equal(elsewhere.status, 400, 'a cursor pages only its own thread');
  });
});

describe('the demo team', () => {
  it('has named teammates, assigned, done and snoozed threads, mentions of the demo user, spread waiting times', async () => {
    const alex = await teammate(t, DEMO_TEAM[0]!.id);
    const counts = await ok(t, alex, '/conversations/counts');
    assert.ok(counts.done >= 5, JSON.stringify(counts));
    assert.ok(counts.snoozed >= 3, JSON.stringify(counts));
    assert.ok(counts.mine >= 10, JSON.stringify(counts));
    assert.ok(counts.unassigned >= 10, JSON.stringify(counts));
    assert.ok(counts.mentions >= 2, JSON.stringify(counts));
    const every = await listAll(t, alex, { status: ['open', 'done', 'snoozed'] });
    const named = new Map(every.flatMap((r) => (r.assignee ? [[r.assignee.id, r.assignee.name]] : [])));
    assert.ok(named.size >= 3 && [...named.values()].every((name) => typeof name === 'string' && name.length > 0));
    const waiting = await listAll(t, alex, { sort: 'waiting' });
    const since = waiting.map((r) => r.waitingSince).filter((s): s is string => s !== null);
    assert.ok(since.length >= 10);
    const spanHours = (Date.parse(since.at(-1)!) - Date.parse(since[0]!)) / 3600_000;
    assert.ok(spanHours >= 24, `waiting times span ${spanHours} h`);
    // The fixtures tests open from the default list stay open.
    assert.ok((await listAll(t, alex, { to: LONG_THREAD.to })).every((r) => r.status === 'open'));
  });
});
