import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import fc from 'fast-check';
import { Conversation, ConversationWithMessages } from '../../../src/schemas/conversations.js';
import * as z from '../../../src/schemas/zod.js';
import { DEMO_BRANDS, DEMO_CAMPAIGNS, DEMO_SENDERS, LONG_THREAD, testSandbox, type TestSandbox } from './helpers.js';

let t: TestSandbox;
afterEach(() => t?.close());

type Row = z.infer<typeof Conversation>;

async function listAll(t: TestSandbox, body: object = {}, pageSize = 10): Promise<Row[]> {
  const rows: Row[] = [];
  let cursor: string | null = null;
  for (;;) {
    const page: any = await t.api('POST', '/conversations/list', { ...body, pageSize, cursor });
    assert.equal(page.status, 200, JSON.stringify(page.body));
    rows.push(...page.body.data);
    cursor = page.body.nextCursor;
    if (!cursor) return rows;
  }
}

describe('POST /conversations/list', () => {
  it('lists every thread once, newest activity first, as Conversation rows', async () => {
    t = testSandbox();
    const rows = await listAll(t);
    assert.equal(rows.length, Object.keys(t.sandbox.store.data.conversations).length);
    assert.equal(new Set(rows.map((r) => r.id)).size, rows.length);
    for (let i = 1; i < rows.length; i++) assert.ok(rows[i - 1]!.lastActivityAt >= rows[i]!.lastActivityAt);
    for (const row of rows) assert.ok(z.safeParse(Conversation, row).success, `row ${row.id} matches the schema`);
  });

  it('filters by from, to, brandId, campaignId and unreadOnly', async () => {
    t = testSandbox();
    const byFrom = await listAll(t, { from: DEMO_SENDERS.acmeAgent });
    assert.ok(byFrom.length > 0);
    assert.ok(byFrom.every((r) => r.from === DEMO_SENDERS.acmeAgent));
    const byBrand = await listAll(t, { brandId: DEMO_BRANDS.northwind });
    assert.ok(byBrand.length > 0 && byBrand.every((r) => r.brandId === DEMO_BRANDS.northwind));
    const byCampaign = await listAll(t, { campaignId: DEMO_CAMPAIGNS.acmeSms });
    assert.ok(byCampaign.length > 0 && byCampaign.every((r) => r.campaignId === DEMO_CAMPAIGNS.acmeSms));
    const unread = await listAll(t, { unreadOnly: true });
    assert.ok(unread.length > 0 && unread.every((r) => r.unreadCount > 0));
    const to = await listAll(t, { to: LONG_THREAD.to });
    assert.deepEqual(
      to.map((r) => r.to),
      [LONG_THREAD.to],
    );
  });

  it('searches contact names, numbers, notes and the last text, case-insensitively', async () => {
    t = testSandbox();
    const byName = await listAll(t, { query: 'jordan avery' });
    assert.ok(byName.some((r) => r.to === LONG_THREAD.to));
    const byDigits = await listAll(t, { query: '(415) 555-0123' });
    assert.ok(byDigits.some((r) => r.to === LONG_THREAD.to));
    const id = byName[0]!.id;
    await t.api('PATCH', `/conversations/${id}`, { notes: 'Wants oat milk ZEBRA' });
    assert.deepEqual(
      (await listAll(t, { query: 'zebra' })).map((r) => r.id),
      [id],
    );
    await t.api('POST', '/send', {
      type: 'SMS',
      from: DEMO_SENDERS.northwindPhone,
      to: '+14155550188',
      text: 'Quokka sighting',
    });
    assert.deepEqual(
      (await listAll(t, { query: 'QUOKKA' })).map((r) => r.to),
      ['+14155550188'],
    );
    assert.deepEqual(await listAll(t, { query: 'nothing matches this' }), []);
  });

  it('searches the whole message history: an old message is found, with its id and a snippet around the match', async () => {
    t = testSandbox();
    const long = t.sandbox.store.conversationFor(LONG_THREAD.from, LONG_THREAD.to)!;
    const history = t.sandbox.store.messagesByConversation.get(long.id)!;
    // A word planted in the oldest message of the long thread: far from the newest page and from the preview.
    const oldest = history[0]!;
    const words = 'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigma tau';
    oldest.text = `${words} PLATYPUS ${words} ${words}`;
    const rows = await listAll(t, { query: 'platypus' });
    assert.deepEqual(
      rows.map((r) => r.id),
      [long.id],
    );
    const match = rows[0]!.match!;
    assert.equal(match.messageId, oldest.id);
    assert.match(match.snippet, /PLATYPUS/);
    assert.ok(match.snippet.startsWith('…') && match.snippet.endsWith('…'), match.snippet);
    assert.ok(match.snippet.length <= 145, `short snippet: ${match.snippet.length}`);
    assert.ok(z.safeParse(Conversation, rows[0]).success);
    // The newest matching message wins; RCS card text is searched too.
    const sent: any = await t.api('POST', '/send', {
      type: 'RCS',
      from: DEMO_SENDERS.acmeAgent,
      to: '+14155550177',
      rcs: { card: { title: 'Menu', description: 'Our platypus latte is back' } },
    });
    assert.equal(sent.status, 200, JSON.stringify(sent.body));
    const both = await listAll(t, { query: 'PLATYPUS' });
    assert.equal(both.length, 2);
    const card = both.find((r) => r.to === '+14155550177')!;
    assert.equal(card.match?.messageId, sent.body.id);
    assert.equal(card.match?.snippet, 'Menu Our platypus latte is back');
    // A thread found by its contact's name carries the name as its snippet, the match marked in it.
    const byName = await listAll(t, { query: 'jordan avery' });
    assert.deepEqual(byName.find((r) => r.id === long.id)!.match, {
      source: 'contact',
      snippet: 'Jordan Avery',
      highlights: [{ start: 0, end: 12 }],
    });
    // Without a query, no row carries a match.
    assert.ok((await listAll(t)).every((r) => r.match === undefined));
  });

  it('a search respects res: messages of hidden threads are not searched', async () => {
    t = testSandbox();
    const long = t.sandbox.store.conversationFor(LONG_THREAD.from, LONG_THREAD.to)!;
    t.sandbox.store.messagesByConversation.get(long.id)![0]!.text = 'the secret WOMBAT plan';
    const other = Object.values(t.sandbox.store.data.conversations).find((c) => c.from !== LONG_THREAD.from)!;
    const token = await t.embed(['conversations:read'], { senders: [other.from] });
    const page = await t.call('POST', '/conversations/list', { token, body: { query: 'wombat' } });
    assert.equal(page.status, 200);
    assert.deepEqual(page.body.data, []);
  });

  it('keeps pages stable when new threads arrive between pages (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 9 }),
        fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 8 }),
        async (pageSize, inserts) => {
          const sandbox = testSandbox({ demoConversations: 12, longThreadSize: 5 });
          try {
            const before = new Set(Object.keys(sandbox.sandbox.store.data.conversations));
            const seen: string[] = [];
            let cursor: string | null = null;
            let round = 0;
            do {
              const page: any = await sandbox.api('POST', '/conversations/list', { pageSize, cursor });
              seen.push(...page.body.data.map((r: Row) => r.id));
              cursor = page.body.nextCursor;
              // New threads (newest activity) appear between page requests.
              for (let i = 0; i < (inserts[round] ?? 0); i++) {
                sandbox.clock.advance(1000);
                await sandbox.api('POST', '/send', {
                  type: 'SMS',
                  from: DEMO_SENDERS.acmePhone,
                  to: `+1212555${String(round * 10 + i).padStart(4, '0')}`,
                  text: 'new',
                });
              }
              round++;
            } while (cursor);
            assert.equal(new Set(seen).size, seen.length, 'no row twice');
            for (const id of before) assert.ok(seen.includes(id), `row ${id} that existed at the start is not skipped`);
          } finally {
            sandbox.close();
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('refuses a cursor it did not issue', async () => {
    t = testSandbox();
    const reply = await t.api('POST', '/conversations/list', { cursor: 'garbage' });
    assert.equal(reply.status, 400);
    assert.match(reply.body.error, /cursor/);
    const messagesCursor = (await t.api('POST', `/conversations/${idOfLong(t)}/messages/list`, { pageSize: 1 })).body
      .nextCursor;
    assert.equal(
      (await t.api('POST', '/conversations/list', { cursor: messagesCursor })).status,
      400,
      'a cursor of another list',
    );
  });

  it('validates pageSize (1–100)', async () => {
    t = testSandbox({ demoConversations: 40 });
    assert.equal((await t.api('POST', '/conversations/list', { pageSize: 0 })).status, 400);
    assert.equal((await t.api('POST', '/conversations/list', { pageSize: 101 })).status, 400);
    assert.equal((await t.api('POST', '/conversations/list', {})).body.data.length, 25, 'default page size 25');
  });
});

function idOfLong(t: TestSandbox): string {
  return t.sandbox.store.conversationFor(LONG_THREAD.from, LONG_THREAD.to)!.id;
}

describe('one thread', () => {
  it('GET /conversations/{id} includes the newest page of messages (one request opens a thread)', async () => {
    t = testSandbox();
    const id = idOfLong(t);
    const reply = await t.api('GET', `/conversations/${id}`);
    assert.equal(reply.status, 200);
    assert.ok(z.safeParse(ConversationWithMessages, reply.body).success);
    assert.equal(reply.body.messages.data.length, 25);
    assert.equal(reply.body.messages.data[0].id, reply.body.lastMessage.id, 'newest first');
    assert.ok(reply.body.messages.nextCursor);
    assert.equal((await t.api('GET', `/conversations/${id}?include=messages&pageSize=5`)).body.messages.data.length, 5);
    assert.equal((await t.api('GET', `/conversations/${id}?include=none`)).body.messages, undefined);
    assert.equal((await t.api('GET', `/conversations/${id}?include=everything`)).status, 400);
  });

  it('POST /conversations/get finds a thread by its phone-number pair, 404 otherwise', async () => {
    t = testSandbox();
    const reply = await t.api('POST', '/conversations/get', { from: LONG_THREAD.from, to: LONG_THREAD.to });
    assert.equal(reply.status, 200);
    assert.equal(reply.body.id, idOfLong(t));
    assert.equal(reply.body.contact.name, LONG_THREAD.contactName);
    const missing = await t.api('POST', '/conversations/get', { from: LONG_THREAD.from, to: '+19175550100' });
    assert.equal(missing.status, 404);
    assert.equal(missing.body.error, 'Conversation not found');
  });

  it('pages a thread newest first without gaps or repeats, even with messages arriving between pages', async () => {
    t = testSandbox({ longThreadSize: 137 });
    const id = idOfLong(t);
    const original = t.sandbox.store.messagesByConversation
      .get(id)!
      .map((m) => m.id)
      .reverse();
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: any = await t.api('POST', `/conversations/${id}/messages/list`, { pageSize: 20, cursor });
      seen.push(...page.body.data.map((m: { id: string }) => m.id));
      cursor = page.body.nextCursor;
      t.clock.advance(1000);
      await t.api('POST', '/send', { type: 'SMS', from: LONG_THREAD.from, to: LONG_THREAD.to, text: 'interleaved' });
    } while (cursor);
    assert.deepEqual(seen, original);
  });

  it('PATCH notes needs conversations:notes; read resets unreadCount', async () => {
    t = testSandbox();
    const unread = (await listAll(t, { unreadOnly: true }))[0]!;
    const reader = await t.embed(['conversations:read']);
    const denied = await t.call('PATCH', `/conversations/${unread.id}`, { token: reader, body: { notes: 'x' } });
    assert.equal(denied.status, 401);
    const writer = await t.embed(['conversations:notes']);
    const patched = await t.call('PATCH', `/conversations/${unread.id}`, {
      token: writer,
      body: { notes: 'Call back Tuesday' },
    });
    assert.equal(patched.status, 200);
    assert.equal(patched.body.notes, 'Call back Tuesday');
    assert.equal(
      (await t.call('PATCH', `/conversations/${unread.id}`, { token: writer, body: { notes: 'x'.repeat(10_001) } }))
        .status,
      400,
    );
    const read = await t.call('POST', `/conversations/${unread.id}/read`, { token: reader });
    assert.equal(read.status, 200);
    assert.equal(read.body.unreadCount, 0);
    await t.api('POST', '/sandbox/inbound', { from: unread.to, to: unread.from, text: 'one more' });
    assert.equal((await t.api('GET', `/conversations/${unread.id}?include=none`)).body.unreadCount, 1);
  });

  it('answers 404 for unknown ids', async () => {
    t = testSandbox();
    assert.equal((await t.api('GET', '/conversations/conv_nope')).status, 404);
    assert.equal((await t.api('POST', '/conversations/conv_nope/messages/list', {})).status, 404);
    assert.equal((await t.api('POST', '/conversations/conv_nope/read')).status, 404);
    assert.equal((await t.api('PATCH', '/conversations/conv_nope', { notes: '' })).status, 404);
  });
});
