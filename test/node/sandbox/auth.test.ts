import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { SANDBOX_DEFAULTS } from '../../../src/sandbox/index.js';
import { createEmbedToken } from '../../../src/tokens/index.js';
import { DEMO_BRANDS, DEMO_CAMPAIGNS, DEMO_SENDERS, LONG_THREAD, testSandbox, type TestSandbox } from './helpers.js';

let t: TestSandbox;
afterEach(() => t?.close());

async function ids(t: TestSandbox, token: string): Promise<Set<string>> {
  const out = new Set<string>();
  let cursor: string | null = null;
  do {
    const page: any = await t.call('POST', '/conversations/list', { token, body: { pageSize: 100, cursor } });
    assert.equal(page.status, 200);
    for (const row of page.body.data) out.add(row.id);
    cursor = page.body.nextCursor;
  } while (cursor);
  return out;
}

describe('authentication', () => {
  it('answers 401 {error} without credentials, with a bad token, a bad API key or a malformed header', async () => {
    t = testSandbox({ demoData: false });
    const cases: [string, Record<string, string>][] = [
      ['none', {}],
      ['garbage token', { Authorization: 'Bearer not.a.token' }],
      ['not bearer', { Authorization: 'Basic dXNlcjpwYXNz' }],
      ['wrong API key', { 'SERVICE-API-KEY': 'sk_wrong' }],
    ];
    for (const [name, headers] of cases) {
      const reply = await t.call('POST', '/conversations/list', { headers, body: {} });
      assert.equal(reply.status, 401, name);
      assert.equal(typeof reply.body.error, 'string', name);
      assert.deepEqual(Object.keys(reply.body), ['error'], name);
    }
  });

  it('a bad embed token beside a good API key is refused as a bad key beside a good token is: 401 either way', async () => {
    t = testSandbox({ demoData: false });
    const good = await t.embed(['conversations:read', 'forms:read']);
    const key = { 'SERVICE-API-KEY': SANDBOX_DEFAULTS.apiKey };
    // An embed route, a server route, a route open to anonymous callers: every middleware judges both credentials.
    const routes: [string, string][] = [
      ['POST', '/conversations/list'],
      ['POST', '/contacts/list'],
      ['POST', '/forms/places/autocomplete'],
    ];
    for (const [method, path] of routes) {
      const body = path.includes('places') ? { query: 'Main' } : {};
      const badToken = await t.call(method, path, { headers: { ...key, Authorization: 'Bearer bad' }, body });
      assert.equal(badToken.status, 401, `${path}: ${JSON.stringify(badToken.body)}`);
      assert.match(badToken.body.error, /^Invalid embed token/, path);
      const notBearer = await t.call(method, path, { headers: { ...key, Authorization: 'Basic dXNlcjpwYXNz' }, body });
      assert.equal(notBearer.status, 401, path);
      const badKey = await t.call(method, path, { token: good, headers: { 'SERVICE-API-KEY': 'sk_wrong' }, body });
      assert.equal(badKey.status, 401, path);
      // Both good: the API key decides who calls (the server, which may use server routes).
      assert.equal((await t.call(method, path, { token: good, headers: key, body })).status, 200, path);
    }
  });

  it('refuses expired tokens, tokens of another team and tokens signed with another secret', async () => {
    t = testSandbox({ demoData: false });
    const expired = await t.embed(['conversations:read']);
    t.clock.advance(25 * 3600_000);
    assert.equal((await t.call('POST', '/conversations/list', { token: expired, body: {} })).status, 401);
    const key = { kid: 'sandbox-hs256', secret: 'sandbox-embed-secret-0123456789abcdef0123456789abcdef' };
    const otherTeam = await createEmbedToken({
      key,
      team: 'team_other',
      user: 'u',
      scopes: ['conversations:read'],
      now: t.clock.now(),
    });
    assert.equal((await t.call('POST', '/conversations/list', { token: otherTeam, body: {} })).status, 401);
    const forged = await createEmbedToken({
      key: { ...key, secret: 'x'.repeat(48) },
      team: 'team_sandbox',
      user: 'u',
      scopes: ['conversations:read'],
      now: t.clock.now(),
    });
    assert.equal((await t.call('POST', '/conversations/list', { token: forged, body: {} })).status, 401);
  });

  it('answers 401 naming the missing scope on every embed route', async () => {
    t = testSandbox();
    const token = await t.embed(['forms:read']);
    const id = t.sandbox.store.conversationFor(LONG_THREAD.from, LONG_THREAD.to)!.id;
    const routes: [string, string, unknown][] = [
      ['POST', '/conversations/list', {}],
      ['GET', `/conversations/${id}`, undefined],
      ['POST', '/conversations/get', { from: LONG_THREAD.from, to: LONG_THREAD.to }],
      ['PATCH', `/conversations/${id}`, { notes: 'x' }],
      ['POST', `/conversations/${id}/read`, undefined],
      ['POST', `/conversations/${id}/messages/list`, {}],
      ['POST', '/send', { type: 'SMS', from: DEMO_SENDERS.acmePhone, to: LONG_THREAD.to, text: 'x' }],
      ['POST', '/send/typing', { from: DEMO_SENDERS.acmePhone, to: LONG_THREAD.to }],
      ['POST', '/messages/validate/sms', { text: 'x' }],
      ['POST', '/messages/react', { messageId: 'm', emoji: '👍' }],
      ['POST', '/messages/schedules/list', {}],
      ['DELETE', '/messages/schedule/m', undefined],
      ['GET', '/events/stream', undefined],
    ];
    for (const [method, path, body] of routes) {
      const reply = await t.call(method, path, { token, body });
      assert.equal(reply.status, 401, `${method} ${path}`);
      assert.match(reply.body.error, /lacks the scope/, `${method} ${path}`);
    }
    for (const path of ['/sandbox/reset', '/sandbox/inbound']) {
      assert.equal((await t.call('POST', path, { token, body: {} })).status, 401, `${path} takes the API key only`);
    }
  });
});

describe('res isolation', () => {
  it('lists only the rows of the allowed senders, brands, campaigns or conversations', async () => {
    t = testSandbox();
    const conversations = Object.values(t.sandbox.store.data.conversations);
    const all = await ids(t, await t.embed(['conversations:read']));
    assert.equal(all.size, conversations.length);
    const expect = (pred: (c: (typeof conversations)[number]) => boolean) =>
      new Set(conversations.filter(pred).map((c) => c.id));
    const bySender = await ids(t, await t.embed(['conversations:read'], { senders: [DEMO_SENDERS.acmeAgent] }));
    assert.deepEqual(
      bySender,
      expect((c) => c.from === DEMO_SENDERS.acmeAgent),
    );
    assert.ok(bySender.size > 0);
    const byBrand = await ids(t, await t.embed(['conversations:read'], { brands: [DEMO_BRANDS.northwind] }));
    assert.deepEqual(
      byBrand,
      expect((c) => c.from === DEMO_SENDERS.northwindPhone || c.from === DEMO_SENDERS.northwindAgent),
    );
    const byCampaign = await ids(t, await t.embed(['conversations:read'], { campaigns: [DEMO_CAMPAIGNS.acmeSms] }));
    assert.deepEqual(
      byCampaign,
      expect((c) => c.from === DEMO_SENDERS.acmePhone),
    );
    const one = conversations[3]!.id;
    assert.deepEqual(await ids(t, await t.embed(['conversations:read'], { conversations: [one] })), new Set([one]));
    assert.deepEqual(
      await ids(t, await t.embed(['conversations:read'], { senders: [] })),
      new Set(),
      'an empty list allows nothing',
    );
  });

  it('answers 404 for a hidden row, exactly like a missing one, on every route', async () => {
    t = testSandbox();
    const hidden = t.sandbox.store.conversationFor(LONG_THREAD.from, LONG_THREAD.to)!;
    const message = t.sandbox.store.messagesByConversation.get(hidden.id)!.at(-1)!;
    const token = await t.embed(['conversations:read', 'conversations:notes', 'messages:react', 'messages:schedule'], {
      senders: [DEMO_SENDERS.acmeAgent],
    });
    const cases: [string, string, unknown][] = [
      ['GET', `/conversations/${hidden.id}`, undefined],
      ['POST', '/conversations/get', { from: hidden.from, to: hidden.to }],
      ['PATCH', `/conversations/${hidden.id}`, { notes: 'leak?' }],
      ['POST', `/conversations/${hidden.id}/read`, undefined],
      ['POST', `/conversations/${hidden.id}/messages/list`, {}],
      ['POST', '/messages/react', { messageId: message.id, emoji: '👍' }],
      ['DELETE', `/messages/schedule/${message.id}`, undefined],
    ];
    for (const [method, path, body] of cases) {
      const reply = await t.call(method, path, { token, body });
      assert.equal(reply.status, 404, `${method} ${path}`);
    }
    assert.equal(hidden.notes.includes('leak?'), false);
    assert.equal(
      message.reactions.some((r) => r.by === 'agent@example.com'),
      false,
    );
  });

  it('refuses to send from a sender (or into a thread) outside res, with the same 400 whether it exists or not', async () => {
    t = testSandbox();
    const token = await t.embed(['messages:send'], { senders: [DEMO_SENDERS.acmeAgent] });
    const send = (from: string) =>
      t.call('POST', '/send', { token, body: { type: 'SMS', from, to: '+14155550177', text: 'x' } });
    const hidden = await send(DEMO_SENDERS.acmePhone);
    const unknown = await send('+14155550999');
    assert.equal(hidden.status, 400);
    assert.equal(unknown.status, 400);
    assert.match(hidden.body.error, /may not send/);
    assert.match(unknown.body.error, /may not send/);
    const rcsWithHiddenFallback = await t.call('POST', '/send', {
      token,
      body: {
        type: 'RCS',
        from: DEMO_SENDERS.acmeAgent,
        to: '+14155550177',
        rcs: { text: 'x' },
        fallback: { from: DEMO_SENDERS.acmePhone, text: 'x' },
      },
    });
    assert.equal(rcsWithHiddenFallback.status, 400, 'the fallback sender is restricted too');
    const threadToken = await t.embed(['messages:send'], { conversations: ['conv_d0001'] });
    const newThread = await t.call('POST', '/send', {
      token: threadToken,
      body: { type: 'SMS', from: DEMO_SENDERS.acmePhone, to: '+14155550177', text: 'x' },
    });
    assert.equal(newThread.status, 400, 'a token limited to threads cannot open a new one');
  });

  it('validates only from senders it may send from: the same 400 as /send, on every validate route', async () => {
    t = testSandbox();
    const token = await t.embed(['messages:send'], { senders: [DEMO_SENDERS.acmePhone, DEMO_SENDERS.acmeAgent] });
    const to = '+14155550177';
    const validate = (kind: string, body: object, auth: string | null = token) =>
      auth
        ? t.call('POST', `/messages/validate/${kind}`, { token: auth, body })
        : t.api('POST', `/messages/validate/${kind}`, body);
    const refused: [string, object][] = [
      ['sms', { from: DEMO_SENDERS.northwindPhone, text: 'x' }],
      ['sms', { from: '+14155550999', to, text: 'x' }],
      ['mms', { from: DEMO_SENDERS.northwindPhone, to, text: 'x' }],
      [
        'rcs',
        {
          from: DEMO_SENDERS.acmeAgent,
          to,
          rcs: { text: 'x' },
          fallback: { from: DEMO_SENDERS.northwindPhone, text: 'x' },
        },
      ],
    ];
    for (const [kind, body] of refused) {
      const reply = await validate(kind, body);
      assert.equal(reply.status, 400, `${kind} ${JSON.stringify(body)}`);
      assert.match(reply.body.error, /^This embed token may not send from /);
      assert.equal((await validate(kind, body, null)).status, 200, 'the API key may validate from any sender');
    }
    const allowed: [string, object][] = [
      ['sms', { from: DEMO_SENDERS.acmePhone, to, text: 'x' }],
      ['sms', { text: 'no sender named' }],
      ['mms', { from: DEMO_SENDERS.acmePhone, text: 'x' }],
      [
        'rcs',
        { from: DEMO_SENDERS.acmeAgent, to, rcs: { text: 'x' }, fallback: { from: DEMO_SENDERS.acmePhone, text: 'x' } },
      ],
    ];
    for (const [kind, body] of allowed) assert.equal((await validate(kind, body)).status, 200, JSON.stringify(body));
    const threadToken = await t.embed(['messages:send'], { conversations: ['conv_d0001'] });
    const newThread = await validate('sms', { from: DEMO_SENDERS.acmePhone, to, text: 'x' }, threadToken);
    assert.equal(newThread.status, 400, 'a token limited to threads validates no send into a new one');
  });

  it('filters schedules by res', async () => {
    t = testSandbox();
    const token = await t.embed(['messages:schedule'], { senders: [DEMO_SENDERS.northwindPhone] });
    const all = await t.api('POST', '/messages/schedules/list', {});
    assert.ok(all.body.data.length >= 1, 'the demo data has scheduled messages');
    const mine = await t.call('POST', '/messages/schedules/list', { token, body: {} });
    assert.ok(mine.body.data.every((m: { from: string }) => m.from === DEMO_SENDERS.northwindPhone));
    assert.ok(mine.body.data.length < all.body.data.length);
  });
});
