/**
 * Blasts (DESIGN §6): one message per contact through the same carrier simulation as a single send, `blastId` on
 * each, live counters and `blast.updated`, idempotency, scheduling and cancelling, errors, `res`, persistence, and a
 * blast under 30 % injected failure reaching every contact exactly once.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DEMO_AUDIENCES } from '../../../src/sandbox/demo-data.js';
import { Blast, BlastRecipient } from '../../../src/schemas/blasts.js';
import { Message } from '../../../src/schemas/messages.js';
import { parseStreamEvent } from '../../../src/schemas/events.js';
import { ServiceClient } from '../../../src/node/client.js';
import { InternalServerError } from '../../../src/node/service-errors.js';
import {
  DEMO_SENDERS,
  DEMO_TEST_NUMBERS,
  LONG_THREAD,
  ORIGIN,
  sseReader,
  testSandbox,
  type TestSandbox,
} from './helpers.js';

/** An audience of `n` fresh contacts (numbers +1 3xx 555 nnnn), returned with their numbers. */
async function audienceOf(t: TestSandbox, numbers: string[], name = 'Blast test'): Promise<string> {
  const audience = (await t.api('POST', '/audiences', { name })).body;
  for (const phoneNumber of numbers) {
    const created = await t.api('POST', '/contacts', { phoneNumber, audienceIds: [audience.id] });
    assert.equal(created.status, 201, JSON.stringify(created.body));
  }
  return audience.id;
}
const numbers = (n: number, area = 303) => Array.from({ length: n }, (_, i) => `+1${area}555${(1000 + i).toString()}`);
const blastMessages = (t: TestSandbox, blastId: string) =>
  Object.values(t.sandbox.store.data.messages).filter((m) => m.blastId === blastId);
const blastOf = async (t: TestSandbox, id: string) =>
  ((await t.api('POST', '/messages/blasts/list', { pageSize: 100 })).body.data as any[]).find((b) => b.id === id);

describe('sending', () => {
  test('an SMS blast: one message per contact in its own conversation, counters live until COMPLETED, blast.updated on the stream', async () => {
    const t = testSandbox();
    try {
      const to = numbers(5);
      const audienceId = await audienceOf(t, to);
      const token = await t.embed(['conversations:read']);
      const controller = new AbortController();
      const stream = sseReader(await t.fetch('GET', '/events/stream', { token, signal: controller.signal }));
      const sent = await t.api('POST', '/messages/blast/sms', {
        audienceId,
        from: DEMO_SENDERS.acmePhone,
        text: 'Cupping on Friday!',
      });
      assert.equal(sent.status, 200, JSON.stringify(sent.body));
      assert.ok(Blast.safeParse(sent.body).success);
      assert.deepEqual(
        [sent.body.status, sent.body.type, sent.body.recipients, sent.body.sent, sent.body.completedAt],
        ['SENDING', 'SMS', 5, 0, null],
      );
      const messages = blastMessages(t, sent.body.id);
      assert.deepEqual(messages.map((m) => m.to).sort(), [...to].sort());
      assert.equal(new Set(messages.map((m) => m.conversationId)).size, 5, 'one conversation each');
      for (const m of messages) {
        assert.ok(Message.safeParse(m).success);
        assert.deepEqual(
          [m.type, m.from, m.text, m.status, m.direction],
          ['SMS', DEMO_SENDERS.acmePhone, 'Cupping on Friday!', 'QUEUED', 'outbound'],
        );
      }
      await t.clock.tick(300);
      assert.deepEqual(await blastOf(t, sent.body.id).then((b) => [b.status, b.sent, b.delivered]), ['SENDING', 5, 0]);
      await t.clock.tick(700);
      const done = await blastOf(t, sent.body.id);
      assert.deepEqual(
        [done.status, done.sent, done.delivered, done.failed, done.fallbackSent],
        ['COMPLETED', 5, 5, 0, 0],
      );
      assert.equal(done.completedAt, new Date(t.clock.now()).toISOString());

      // The stream carried every change: message.created ×5 and blast.updated with counters going up to COMPLETED.
      const blastEvents: any[] = [];
      for (;;) {
        const event = await stream.nextEvent();
        assert.ok(event);
        assert.ok(parseStreamEvent({ id: event.id!, event: event.event!, data: event.data! }), `${event.event} parses`);
        if (event.event === 'blast.updated') blastEvents.push(event.json.blast);
        if (event.json?.blast?.status === 'COMPLETED') break;
      }
      controller.abort();
      assert.ok(blastEvents.length >= 3);
      const sentCounts = blastEvents.map((b) => b.sent);
      assert.deepEqual(
        sentCounts,
        [...sentCounts].sort((a, b) => a - b),
        'counters only go up',
      );
      assert.equal(blastEvents.at(-1).delivered, 5);
      // Each message moved exactly as a single send would.
      for (const m of blastMessages(t, sent.body.id)) assert.equal(m.status, 'DELIVERED');
    } finally {
      t.close();
    }
  });

  test('an RCS blast with fallback to the test numbers: fallback, failure and delivery, counted once each', async () => {
    const t = testSandbox();
    try {
      const sent = await t.api('POST', '/messages/blast/rcs', {
        audienceId: DEMO_AUDIENCES.testNumbers,
        from: DEMO_SENDERS.acmeAgent,
        rcs: { text: 'Your reward is here' },
        fallback: { from: DEMO_SENDERS.acmePhone, text: 'Your reward is here (SMS)' },
      });
      assert.equal(sent.status, 200, JSON.stringify(sent.body));
      await t.clock.tick(300);
      await t.clock.tick(700);
      const blast = await blastOf(t, sent.body.id);
      assert.deepEqual(
        [blast.status, blast.recipients, blast.sent, blast.delivered, blast.failed, blast.fallbackSent],
        ['COMPLETED', 3, 3, 2, 1, 2],
      );
      const byTo = Object.fromEntries(blastMessages(t, sent.body.id).map((m) => [m.to, m]));
      assert.equal(byTo[DEMO_TEST_NUMBERS.noRcs]!.status, 'FALLBACK_SENT');
      assert.equal(byTo[DEMO_TEST_NUMBERS.noRcs]!.fallbackMessage!.status, 'DELIVERED');
      assert.equal(byTo[DEMO_TEST_NUMBERS.fails]!.status, 'FAILED');
      assert.equal(byTo[LONG_THREAD.to]!.status, 'DELIVERED');
      // Blast messages land in the existing threads of those recipients.
      assert.equal(
        byTo[DEMO_TEST_NUMBERS.noRcs]!.conversationId,
        t.sandbox.store.conversationFor(DEMO_SENDERS.acmeAgent, DEMO_TEST_NUMBERS.noRcs)!.id,
      );
    } finally {
      t.close();
    }
  });

  test('recipients/list: each recipient with its status, reason and thread; the FAILED filter; 404 for an unknown or hidden blast', async () => {
    const t = testSandbox();
    try {
      const sent = await t.api('POST', '/messages/blast/sms', {
        audienceId: DEMO_AUDIENCES.testNumbers,
        from: DEMO_SENDERS.acmePhone,
        text: 'Cupping on Friday',
      });
      assert.equal(sent.status, 200, JSON.stringify(sent.body));
      await t.clock.tick(1000);
      const all = await t.api('POST', `/messages/blasts/${sent.body.id}/recipients/list`, {});
      assert.equal(all.status, 200, JSON.stringify(all.body));
      assert.equal(all.body.data.length, 3);
      for (const row of all.body.data) assert.ok(BlastRecipient.safeParse(row).success, JSON.stringify(row));
      const failed = await t.api('POST', `/messages/blasts/${sent.body.id}/recipients/list`, { status: 'FAILED' });
      assert.equal(failed.body.data.length, 1, 'as many as the blast counts failed');
      const [row] = failed.body.data;
      const message = blastMessages(t, sent.body.id).find((m) => m.to === DEMO_TEST_NUMBERS.fails)!;
      assert.deepEqual(
        [row.to, row.status, row.error.code, row.conversationId, row.messageId],
        [DEMO_TEST_NUMBERS.fails, 'FAILED', 'UNDELIVERABLE', message.conversationId, message.id],
      );
      assert.equal(
        row.contactId,
        Object.values(t.sandbox.store.data.contacts).find((c) => c.phoneNumber === DEMO_TEST_NUMBERS.fails)!.id,
      );
      const paged = await t.api('POST', `/messages/blasts/${sent.body.id}/recipients/list`, { pageSize: 2 });
      const rest = await t.api('POST', `/messages/blasts/${sent.body.id}/recipients/list`, {
        pageSize: 2,
        cursor: paged.body.nextCursor,
      });
      assert.deepEqual(
        [...paged.body.data, ...rest.body.data].map((r: any) => r.messageId).sort(),
        all.body.data.map((r: any) => r.messageId).sort(),
      );
      assert.equal((await t.api('POST', '/messages/blasts/blast_nope/recipients/list', {})).status, 404);
      assert.equal(
        (await t.api('POST', `/messages/blasts/${sent.body.id}/recipients/list`, { status: 'LOST' })).status,
        400,
      );
      const elsewhere = await t.embed(['messages:blast'], { audiences: [DEMO_AUDIENCES.vip] });
      assert.equal(
        (await t.call('POST', `/messages/blasts/${sent.body.id}/recipients/list`, { token: elsewhere, body: {} }))
          .status,
        404,
        'a blast the token cannot see is not found',
      );
      const allowed = await t.embed(['messages:blast']);
      assert.equal(
        (
          await t.call('POST', `/messages/blasts/${sent.body.id}/recipients/list`, {
            token: allowed,
            body: { status: 'FAILED' },
          })
        ).body.data.length,
        1,
      );
    } finally {
      t.close();
    }
  });

  test('an MMS blast and blasts/list: newest first, status and audience filters, pagination', async () => {
    const t = testSandbox();
    try {
      const audienceId = await audienceOf(t, numbers(3));
      const ids: string[] = [];
      for (let i = 0; i < 4; i++) {
        const reply = await t.api('POST', '/messages/blast/mms', {
          audienceId,
          from: DEMO_SENDERS.northwindPhone,
          mediaUrls: [`https://example.com/${i}.png`],
        });
        assert.equal(reply.status, 200, JSON.stringify(reply.body));
        ids.push(reply.body.id);
        await t.clock.tick(10);
      }
      assert.equal(blastMessages(t, ids[0]!)[0]!.type, 'MMS');
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: any = await t.api('POST', '/messages/blasts/list', { pageSize: 3, cursor });
        seen.push(...page.body.data.map((b: any) => b.id));
        cursor = page.body.nextCursor;
      } while (cursor);
      assert.deepEqual(seen, [...ids].reverse());
      assert.equal((await t.api('POST', '/messages/blasts/list', { status: 'COMPLETED' })).body.data.length, 0);
      await t.clock.tick(1000);
      assert.equal((await t.api('POST', '/messages/blasts/list', { status: 'COMPLETED' })).body.data.length, 4);
      assert.equal(
        (await t.api('POST', '/messages/blasts/list', { audienceId: DEMO_AUDIENCES.vip })).body.data.length,
        0,
      );
      assert.equal((await t.api('POST', '/messages/blasts/list', { status: 'DONE' })).status, 400);
      assert.equal((await t.api('POST', '/messages/blasts/list', { pageSize: 101 })).status, 400);
    } finally {
      t.close();
    }
  });
});

describe('errors', () => {
  test('unknown or empty audience, bad bodies and bad senders → 400, and nothing is sent', async () => {
    const t = testSandbox();
    try {
      const before = Object.keys(t.sandbox.store.data.messages).length;
      const empty = (await t.api('POST', '/audiences', { name: 'Empty' })).body.id;
      const cases: [string, string, unknown, RegExp][] = [
        [
          'sms',
          'unknown audience',
          { audienceId: 'aud_nope', from: DEMO_SENDERS.acmePhone, text: 'x' },
          /no audience aud_nope/,
        ],
        ['sms', 'empty audience', { audienceId: empty, from: DEMO_SENDERS.acmePhone, text: 'x' }, /has no contacts/],
        [
          'sms',
          'a to',
          { audienceId: DEMO_AUDIENCES.vip, from: DEMO_SENDERS.acmePhone, to: LONG_THREAD.to, text: 'x' },
          /to|Unrecognized/,
        ],
        ['sms', 'no text', { audienceId: DEMO_AUDIENCES.vip, from: DEMO_SENDERS.acmePhone }, /text/],
        [
          'sms',
          'text too long',
          { audienceId: DEMO_AUDIENCES.vip, from: DEMO_SENDERS.acmePhone, text: 'x'.repeat(3073) },
          /text/,
        ],
        ['sms', 'an agent sender', { audienceId: DEMO_AUDIENCES.vip, from: DEMO_SENDERS.acmeAgent, text: 'x' }, /from/],
        [
          'sms',
          'a foreign sender',
          { audienceId: DEMO_AUDIENCES.vip, from: '+14155550199', text: 'x' },
          /not a sender/,
        ],
        [
          'sms',
          'a past schedule',
          {
            audienceId: DEMO_AUDIENCES.vip,
            from: DEMO_SENDERS.acmePhone,
            text: 'x',
            scheduledTime: '2020-01-01T00:00:00Z',
          },
          /past/,
        ],
        [
          'mms',
          'nothing to send',
          { audienceId: DEMO_AUDIENCES.vip, from: DEMO_SENDERS.acmePhone },
          /mediaUrls or text/,
        ],
        [
          'mms',
          'javascript: media',
          { audienceId: DEMO_AUDIENCES.vip, from: DEMO_SENDERS.acmePhone, mediaUrls: ['javascript:alert(1)'] },
          /mediaUrls/,
        ],
        [
          'rcs',
          'a phone sender',
          { audienceId: DEMO_AUDIENCES.vip, from: DEMO_SENDERS.acmePhone, rcs: { text: 'x' } },
          /from/,
        ],
        [
          'rcs',
          'two contents',
          {
            audienceId: DEMO_AUDIENCES.vip,
            from: DEMO_SENDERS.acmeAgent,
            rcs: { text: 'x', media: { url: 'https://e.com/a.png' } },
          },
          /exactly one/,
        ],
        [
          'rcs',
          'a fallback from an agent',
          {
            audienceId: DEMO_AUDIENCES.vip,
            from: DEMO_SENDERS.acmeAgent,
            rcs: { text: 'x' },
            fallback: { from: DEMO_SENDERS.northwindAgent, text: 'x' },
          },
          /fallback/,
        ],
        ['rcs', 'no audienceId', { from: DEMO_SENDERS.acmeAgent, rcs: { text: 'x' } }, /audienceId/],
      ];
      for (const [kind, what, body, pattern] of cases) {
        const reply = await t.api('POST', `/messages/blast/${kind}`, body);
        assert.equal(reply.status, 400, `${what}: ${reply.status} ${JSON.stringify(reply.body)}`);
        const text = reply.body.error ?? reply.body.description;
        assert.equal(typeof text, 'string', what);
        assert.match(text, pattern, what);
      }
      assert.equal((await t.api('POST', '/messages/blast/email', { audienceId: DEMO_AUDIENCES.vip })).status, 404);
      assert.equal(Object.keys(t.sandbox.store.data.messages).length, before, 'no message was created');
      assert.deepEqual(t.sandbox.store.data.blasts, Object.create(null), 'no blast was stored');
    } finally {
      t.close();
    }
  });

  test('Idempotency-Key: the same body replays the one blast, another body is a 409', async () => {
    const t = testSandbox();
    try {
      const body = { audienceId: DEMO_AUDIENCES.vip, from: DEMO_SENDERS.acmePhone, text: 'Once only' };
      const first = await t.api('POST', '/messages/blast/sms', body, { 'Idempotency-Key': 'blast-1' });
      const again = await t.api(
        'POST',
        '/messages/blast/sms',
        { text: 'Once only', from: DEMO_SENDERS.acmePhone, audienceId: DEMO_AUDIENCES.vip },
        { 'Idempotency-Key': 'blast-1' },
      );
      assert.equal(again.status, 200);
      assert.equal(again.headers.get('idempotency-replayed'), 'true');
      assert.equal(again.body.id, first.body.id);
      assert.equal(Object.keys(t.sandbox.store.data.blasts).length, 1);
      const other = await t.api(
        'POST',
        '/messages/blast/sms',
        { ...body, text: 'Something else' },
        { 'Idempotency-Key': 'blast-1' },
      );
      assert.equal(other.status, 409);
      assert.equal(blastMessages(t, first.body.id).length, first.body.recipients);
    } finally {
      t.close();
    }
  });
});

describe('scheduling', () => {
  test('a scheduled blast is listed by schedules/list (each message with blastId), goes out on time, and cannot be cancelled once started', async () => {
    const t = testSandbox();
    try {
      const audienceId = await audienceOf(t, numbers(4));
      const at = new Date(t.clock.now() + 3600_000).toISOString();
      const blast = (
        await t.api('POST', '/messages/blast/sms', {
          audienceId,
          from: DEMO_SENDERS.acmePhone,
          text: 'Later',
          scheduledTime: at,
        })
      ).body;
      assert.deepEqual([blast.status, blast.scheduledTime, blast.recipients], ['SCHEDULED', at, 4]);
      const scheduled = (await t.api('POST', '/messages/schedules/list', { pageSize: 100 })).body.data.filter(
        (m: any) => m.blastId === blast.id,
      );
      assert.equal(scheduled.length, 4);
      for (const m of scheduled) assert.deepEqual([m.status, m.scheduledTime], ['SCHEDULED', at]);
      const single = await t.api('DELETE', `/messages/schedule/${scheduled[0].id}`);
      assert.equal(single.status, 409, 'a blast message is cancelled with its blast');
      assert.match(single.body.error, new RegExp(blast.id));
      await t.clock.tick(3600_000);
      assert.equal((await blastOf(t, blast.id)).status, 'SENDING');
      assert.equal((await t.api('DELETE', `/messages/schedule/${blast.id}`)).status, 409);
      await t.clock.tick(1000);
      const done = await blastOf(t, blast.id);
      assert.deepEqual([done.status, done.delivered], ['COMPLETED', 4]);
    } finally {
      t.close();
    }
  });

  test('DELETE /messages/schedule/{blastId} cancels the blast and every message; single scheduled sends still cancel as before', async () => {
    const t = testSandbox();
    try {
      const at = new Date(t.clock.now() + 86_400_000).toISOString();
      const blast = (
        await t.api('POST', '/messages/blast/rcs', {
          audienceId: DEMO_AUDIENCES.testNumbers,
          from: DEMO_SENDERS.acmeAgent,
          rcs: { text: 'Tomorrow' },
          scheduledTime: at,
        })
      ).body;
      const token = await t.embed(['messages:schedule']);
      const cancelled = await t.call('DELETE', `/messages/schedule/${blast.id}`, { token });
      assert.equal(cancelled.status, 200);
      assert.equal(cancelled.body.status, 'CANCELLED');
      for (const m of blastMessages(t, blast.id)) assert.equal(m.status, 'CANCELLED');
      assert.equal((await t.api('DELETE', `/messages/schedule/${blast.id}`)).status, 409, 'twice');
      await t.clock.tick(2 * 86_400_000);
      assert.equal((await blastOf(t, blast.id)).status, 'CANCELLED', 'never sent');
      assert.equal((await blastOf(t, blast.id)).sent, 0);
      const fresh = await t.embed(['messages:schedule']);
      const single = (
        await t.api('POST', '/send', {
          type: 'SMS',
          from: DEMO_SENDERS.acmePhone,
          to: LONG_THREAD.to,
          text: 'x',
          scheduledTime: new Date(t.clock.now() + 60_000).toISOString(),
        })
      ).body;
      assert.equal(
        (await t.call('DELETE', `/messages/schedule/${single.id}`, { token: fresh })).body.status,
        'CANCELLED',
      );
      assert.equal((await t.call('DELETE', '/messages/schedule/blast_nope', { token: fresh })).status, 404);
    } finally {
      t.close();
    }
  });
});

describe('res', () => {
  test('a token restricted to an audience and a sender blasts only there and lists only its blasts', async () => {
    const t = testSandbox();
    try {
      const mine = (
        await t.api('POST', '/messages/blast/sms', {
          audienceId: DEMO_AUDIENCES.vip,
          from: DEMO_SENDERS.acmePhone,
          text: 'a',
        })
      ).body;
      const theirs = (
        await t.api('POST', '/messages/blast/sms', {
          audienceId: DEMO_AUDIENCES.travellers,
          from: DEMO_SENDERS.northwindPhone,
          text: 'b',
        })
      ).body;
      const otherSender = (
        await t.api('POST', '/messages/blast/sms', {
          audienceId: DEMO_AUDIENCES.vip,
          from: DEMO_SENDERS.northwindPhone,
          text: 'c',
        })
      ).body;
      const token = await t.embed(['messages:blast', 'messages:schedule'], {
        audiences: [DEMO_AUDIENCES.vip],
        senders: [DEMO_SENDERS.acmePhone],
      });
      const listed = (await t.call('POST', '/messages/blasts/list', { token, body: {} })).body.data.map(
        (b: any) => b.id,
      );
      assert.deepEqual(listed, [mine.id]);
      assert.ok(![theirs.id, otherSender.id].some((id) => listed.includes(id)));
      const hiddenAudience = await t.call('POST', '/messages/blast/sms', {
        token,
        body: { audienceId: DEMO_AUDIENCES.travellers, from: DEMO_SENDERS.acmePhone, text: 'x' },
      });
      assert.equal(hiddenAudience.status, 400);
      assert.match(hiddenAudience.body.error, /no audience/, 'the same answer as a missing audience');
      const hiddenSender = await t.call('POST', '/messages/blast/sms', {
        token,
        body: { audienceId: DEMO_AUDIENCES.vip, from: DEMO_SENDERS.northwindPhone, text: 'x' },
      });
      assert.equal(hiddenSender.status, 400);
      assert.equal(
        (
          await t.call('POST', '/messages/blast/sms', {
            token,
            body: { audienceId: DEMO_AUDIENCES.vip, from: DEMO_SENDERS.acmePhone, text: 'ok' },
          })
        ).status,
        200,
      );
      const scheduled = (
        await t.api('POST', '/messages/blast/sms', {
          audienceId: DEMO_AUDIENCES.travellers,
          from: DEMO_SENDERS.northwindPhone,
          text: 'later',
          scheduledTime: new Date(t.clock.now() + 60_000).toISOString(),
        })
      ).body;
      assert.equal((await t.call('DELETE', `/messages/schedule/${scheduled.id}`, { token })).status, 404);
      assert.equal(t.sandbox.store.data.blasts[scheduled.id]!.status, 'SCHEDULED');
      const threadToken = await t.embed(['messages:blast'], {
        conversations: [t.sandbox.store.conversationFor(LONG_THREAD.from, LONG_THREAD.to)!.id],
      });
      assert.equal(
        (await t.call('POST', '/messages/blasts/list', { token: threadToken, body: {} })).body.data.length,
        0,
        'a thread token sees no blast',
      );
      assert.equal(
        (
          await t.call('POST', '/messages/blast/sms', {
            token: threadToken,
            body: { audienceId: DEMO_AUDIENCES.vip, from: DEMO_SENDERS.acmePhone, text: 'x' },
          })
        ).status,
        400,
      );
    } finally {
      t.close();
    }
  });
});

describe('persistence', () => {
  test('a blast in flight survives a save and load, and its counters finish from the messages', async () => {
    const t = testSandbox();
    try {
      const blast = (
        await t.api('POST', '/messages/blast/sms', {
          audienceId: DEMO_AUDIENCES.coffeeClub,
          from: DEMO_SENDERS.acmePhone,
          text: 'x',
        })
      ).body;
      await t.clock.tick(300);
      const saved = JSON.parse(JSON.stringify(t.sandbox.store.data));
      t.close();
      const loaded = testSandbox({ initialState: saved, clock: t.clock });
      try {
        assert.deepEqual(
          [(await blastOf(loaded, blast.id)).status, (await blastOf(loaded, blast.id)).sent],
          ['SENDING', blast.recipients],
        );
        await loaded.clock.tick(1000);
        const done = await blastOf(loaded, blast.id);
        assert.deepEqual(
          [done.status, done.delivered + done.failed, done.sent],
          ['COMPLETED', blast.recipients, blast.recipients],
        );
      } finally {
        loaded.close();
      }
    } finally {
      t.close();
    }
  });
});

describe('30 % injected failure', () => {
  test('every contact gets exactly one message: route faults (500s and dropped answers) and failing numbers, retried with one key', async () => {
    // 100 contacts: 30 on numbers that fail every delivery (…9999), 70 that deliver.
    const failing = Array.from({ length: 30 }, (_, i) => `+1${(300 + i).toString()}5559999`);
    const healthy = numbers(70, 404);
    // Fault injection draws from Math.random: a seeded generator makes the run replayable (the seed is printed).
    const seed = Number(process.env.BLAST_FAULT_SEED ?? 1337);
    console.log(`# 30 % fault seed ${seed} (BLAST_FAULT_SEED to replay another)`);
    const realRandom = Math.random;
    let state = seed >>> 0;
    Math.random = () => {
      state = (state + 0x6d2b79f5) >>> 0;
      let x = Math.imul(state ^ (state >>> 15), state | 1);
      x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
      return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
    };
    const t = testSandbox({
      faults: { rules: [{ path: '/messages/blast/*', method: 'POST', error: 0.3, drop: 0.3 }] },
    });
    try {
      // The faults target the blast route only: building the audience is unaffected.
      const audienceId = await audienceOf(t, [...failing, ...healthy], 'Thirty percent');
      const client = new ServiceClient({
        apiKey: 'sk_sandbox_parley_dev_key',
        baseUrl: `${ORIGIN}/api`,
        fetch: (input, init) => t.sandbox.fetch(new Request(input, init)),
      });
      let attempts = 0;
      let errors = 0;
      let drops = 0;
      let blast: any;
      // Retried until it succeeded and both kinds of fault were seen (a client never knows which answers were lost,
      // so repeats after a success are part of the test): every success must be the same blast.
      while (!blast || errors === 0 || drops === 0) {
        attempts++;
        assert.ok(attempts < 500, 'gave up');
        try {
          const answer = await client.sendBlast(
            'sms',
            { audienceId, from: DEMO_SENDERS.acmePhone, text: 'Exactly once' },
            { idempotencyKey: 'thirty-percent' },
          );
          if (blast) assert.equal(answer.id, blast.id, 'a retry replays the same blast');
          blast = answer;
        } catch (error) {
          // a 500 before the handler ran, or an answer lost after it ran: retry with the same key
          if (error instanceof InternalServerError) errors++;
          else drops++;
        }
      }
      assert.ok(errors > 0 && drops > 0, `both faults happened (500s ${errors}, drops ${drops}, seed ${seed})`);
      await t.clock.tick(300);
      await t.clock.tick(700);
      assert.equal(Object.keys(t.sandbox.store.data.blasts).length, 1, `one blast after ${attempts} attempts`);
      const messages = blastMessages(t, blast.id);
      const perContact = new Map<string, number>();
      for (const m of messages) perContact.set(m.to, (perContact.get(m.to) ?? 0) + 1);
      assert.equal(perContact.size, 100, 'every contact reached');
      assert.ok(
        [...perContact.values()].every((n) => n === 1),
        'exactly once each',
      );
      const done = await client.listBlasts({});
      assert.deepEqual(
        [
          done.data[0]!.status,
          done.data[0]!.recipients,
          done.data[0]!.sent,
          done.data[0]!.delivered,
          done.data[0]!.failed,
        ],
        ['COMPLETED', 100, 100, 70, 30],
      );
      for (const m of messages) assert.equal(m.status, m.to.endsWith('9999') ? 'FAILED' : 'DELIVERED');
    } finally {
      Math.random = realRandom;
      t.close();
    }
  });
});
