import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { Conversation } from '../../../src/schemas/conversations.js';
import { Message } from '../../../src/schemas/messages.js';
import { isAgentId } from '../../../src/schemas/common.js';
import * as z from '../../../src/schemas/zod.js';
import { createSandbox, type Sandbox } from '../../../src/sandbox/index.js';
import type { Messaging } from '../../../src/sandbox/services/messaging.js';
import { DEMO_TEST_NUMBERS, LONG_THREAD, ManualClock } from './helpers.js';

let sandboxes: Sandbox[] = [];
afterEach(() => {
  for (const s of sandboxes) s.close();
  sandboxes = [];
});
const make = (options: Parameters<typeof createSandbox>[0] = {}) => {
  const sandbox = createSandbox({ clock: new ManualClock(), ...options });
  sandboxes.push(sandbox);
  return sandbox;
};

describe('demo data', () => {
  it('has the documented shape: ≥200 threads, a 10,000-message thread, senders, campaigns, every kind of message', () => {
    const sandbox = make();
    const data = sandbox.store.data;
    const conversations = Object.values(data.conversations);
    const messages = Object.values(data.messages);
    assert.ok(conversations.length >= 200, `${conversations.length} conversations`);
    const long = sandbox.store.conversationFor(LONG_THREAD.from, LONG_THREAD.to)!;
    assert.equal(sandbox.store.messagesByConversation.get(long.id)!.length, 10_000);
    const senders = Object.values(data.senders);
    assert.ok(senders.filter((s) => s.type === 'phone').length >= 2);
    assert.ok(senders.some((s) => s.type === 'rcs_agent' && isAgentId(s.id)));
    assert.ok(
      new Set(Object.values(data.campaigns).flatMap((c) => Object.values(c.carrierLaunches.carriers))).size === 3,
      'campaigns in every launch state',
    );
    assert.ok(messages.some((m) => m.type === 'MMS' && m.mediaUrls.length > 0));
    assert.ok(messages.some((m) => m.rcs?.card));
    assert.ok(messages.some((m) => m.rcs?.carousel));
    assert.ok(messages.some((m) => m.rcs?.suggestions?.length));
    assert.ok(messages.some((m) => m.reactions.length > 0));
    assert.ok(
      messages.some((m) => m.status === 'FALLBACK_SENT' && m.fallbackMessage && m.to === DEMO_TEST_NUMBERS.noRcs),
    );
    assert.ok(messages.some((m) => m.status === 'FAILED' && m.error && m.to === DEMO_TEST_NUMBERS.fails));
    assert.ok(messages.some((m) => m.status === 'SCHEDULED' && m.scheduledTime));
    assert.ok(conversations.some((c) => (sandbox.store.unreadByConversation.get(c.id) ?? 0) > 0));
    assert.ok(Object.keys(data.forms).length > 0, 'the demo forms are seeded');
    assert.ok(
      Object.values(data.contacts).every((c) => c.name && /^[^\d]+ [^\d]+$/.test(c.name)),
      'contacts have real-looking names',
    );
  });

  it('is valid against the wire schemas', () => {
    const sandbox = make({ longThreadSize: 200 });
    for (const message of Object.values(sandbox.store.data.messages)) {
      const result = z.safeParse(Message, message);
      assert.ok(result.success, `${message.id}: ${result.success ? '' : result.error.message}`);
    }
    for (const record of Object.values(sandbox.store.data.conversations)) {
      assert.ok(z.safeParse(Conversation, (sandbox.context.messaging as Messaging).view(record)).success, record.id);
    }
  });

  it('is deterministic for a seed and different for another', () => {
    const a = make({ longThreadSize: 100 });
    const b = make({ longThreadSize: 100 });
    const c = make({ longThreadSize: 100, demoSeed: 7 });
    const digest = (s: Sandbox) =>
      JSON.stringify([s.store.data.contacts, s.store.data.messages, s.store.data.conversations]);
    assert.equal(digest(a), digest(b));
    assert.notEqual(digest(a), digest(c));
  });

  it('honours longThreadSize and demoConversations, and demoData: false seeds only the team', () => {
    const sized = make({ longThreadSize: 1234, demoConversations: 50 });
    assert.equal(Object.keys(sized.store.data.conversations).length, 50);
    const long = sized.store.conversationFor(LONG_THREAD.from, LONG_THREAD.to)!;
    assert.equal(sized.store.messagesByConversation.get(long.id)!.length, 1234);
    const empty = make({ demoData: false });
    assert.equal(Object.keys(empty.store.data.conversations).length, 0);
    assert.ok(Object.keys(empty.store.data.senders).length >= 3, 'senders exist to send from');
  });

  it('schedules the seeded scheduled messages on the clock', () => {
    const clock = new ManualClock();
    const sandbox = make({ clock, longThreadSize: 10 });
    const scheduled = Object.values(sandbox.store.data.messages).filter((m) => m.status === 'SCHEDULED');
    assert.ok(scheduled.length >= 1);
    clock.advance(4 * 24 * 3600_000);
    for (const message of scheduled) assert.notEqual(message.status, 'SCHEDULED', `${message.id} went out`);
  });

  it('POST /sandbox/reset restores the seeded state', async () => {
    const sandbox = make({ longThreadSize: 10, demoConversations: 10 });
    const before = JSON.stringify(sandbox.store.data.contacts);
    const count = Object.keys(sandbox.store.data.messages).length;
    const headers = { 'SERVICE-API-KEY': 'sk_sandbox_parley_dev_key', 'Content-Type': 'application/json' };
    await sandbox.fetch(
      new Request('http://s/api/sandbox/inbound', {
        method: 'POST',
        headers,
        body: JSON.stringify({ from: '+12125550100', to: '+14155550100', text: 'x' }),
      }),
    );
    assert.equal(Object.keys(sandbox.store.data.messages).length, count + 1);
    const reply = await sandbox.fetch(new Request('http://s/api/sandbox/reset', { method: 'POST', headers }));
    assert.equal(reply.status, 200);
    assert.equal(Object.keys(sandbox.store.data.messages).length, count);
    assert.equal(JSON.stringify(sandbox.store.data.contacts), before);
  });
});
