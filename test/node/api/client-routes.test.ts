// Each typed method hits its DESIGN §3 route with the right method, body, headers and retry policy, and parses the
// answer with its schema. The fetch is injected (as the in-browser sandbox's would be).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ApiError, createApiClient } from '../../../src/api/index.js';
import { formRender, message, now } from './wire-fixtures.js';

const conversation = {
  id: 'c_1',
  from: '+14155550100',
  to: '+14155550123',
  senderType: 'phone',
  brandId: null,
  campaignId: null,
  contact: null,
  notes: '',
  unreadCount: 0,
  lastMessage: null,
  lastActivityAt: now,
  createdAt: now,
};
const validation = {
  segments: 1,
  encoding: 'GSM-7',
  characters: 2,
  unsupportedFiles: [],
  estimatedCost: { amount: 0.01, currency: 'USD' },
};
const submitResult = {
  submission: {
    id: 's_1',
    from: '+14155550100',
    to: null,
    data: {},
    fields: [],
    ip_address: '127.0.0.1',
    user_agent: 'test',
    submitted_at: now,
  },
  updated: false,
  successMessage: null,
  redirectUrl: null,
};
const places = {
  data: [
    {
      placeId: 'p_1',
      description: '1 Main St',
      address: { line1: '1 Main St', city: 'Springfield', country: 'US', formatted: '1 Main St, Springfield' },
    },
  ],
};

interface Call {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

/** A client whose fetch records calls and answers `responses` in turn (then the last one forever). */
function harness(responses: (() => Response)[]) {
  const calls: Call[] = [];
  const client = createApiClient({
    baseUrl: 'https://api.test/api/',
    token: 'static.token.value',
    random: () => 0,
    sleep: async () => {},
    fetch: async (input, init) => {
      calls.push({
        method: init?.method ?? 'GET',
        url: String(input),
        headers: new Headers(init?.headers),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      return responses[Math.min(calls.length - 1, responses.length - 1)]();
    },
  });
  return { client, calls };
}
const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const page = (item: unknown) => ({ data: [item], nextCursor: null });

describe('ParleyClient routes', () => {
  const cases: [
    string,
    (c: ReturnType<typeof createApiClient>) => Promise<unknown>,
    unknown,
    string,
    string,
    unknown,
    boolean,
  ][] = [
    [
      'listConversations',
      (c) => c.listConversations({ unreadOnly: true }),
      page(conversation),
      'POST',
      '/conversations/list',
      { unreadOnly: true },
      true,
    ],
    ['getConversation', (c) => c.getConversation('c 1'), conversation, 'GET', '/conversations/c%201', undefined, true],
    [
      'getConversationByPair',
      (c) => c.getConversationByPair({ from: '+14155550100', to: '+14155550123' }),
      conversation,
      'POST',
      '/conversations/get',
      { from: '+14155550100', to: '+14155550123' },
      true,
    ],
    [
      'updateConversation',
      (c) => c.updateConversation('c_1', { notes: 'vip' }),
      conversation,
      'PATCH',
      '/conversations/c_1',
      { notes: 'vip' },
      true,
    ],
    [
      'markConversationRead',
      (c) => c.markConversationRead('c_1'),
      conversation,
      'POST',
      '/conversations/c_1/read',
      undefined,
      true,
    ],
    [
      'listMessages',
      (c) => c.listMessages('c_1', { pageSize: 50, cursor: 'x' }),
      page(message),
      'POST',
      '/conversations/c_1/messages/list',
      { pageSize: 50, cursor: 'x' },
      true,
    ],
    [
      'sendTyping',
      (c) => c.sendTyping({ from: '+14155550100', to: '+14155550123' }),
      {},
      'POST',
      '/send/typing',
      { from: '+14155550100', to: '+14155550123' },
      false,
    ],
    [
      'validateMessage',
      (c) => c.validateMessage('sms', { text: 'Hi' }),
      validation,
      'POST',
      '/messages/validate/sms',
      { text: 'Hi' },
      true,
    ],
    [
      'react',
      (c) => c.react({ messageId: 'm_1', emoji: '👍' }),
      message,
      'POST',
      '/messages/react',
      { messageId: 'm_1', emoji: '👍' },
      false,
    ],
    ['listSchedules', (c) => c.listSchedules(), page(message), 'POST', '/messages/schedules/list', {}, true],
    ['cancelSchedule', (c) => c.cancelSchedule('m_1'), message, 'DELETE', '/messages/schedule/m_1', undefined, true],
    ['renderForm', (c) => c.renderForm('f_1'), formRender, 'GET', '/forms/f_1/render', undefined, true],
    [
      'submitForm',
      (c) => c.submitForm('f_1', { data: { a: 1 } }),
      submitResult,
      'POST',
      '/forms/f_1/submit',
      { data: { a: 1 } },
      false,
    ],
    [
      'autocompletePlaces',
      (c) => c.autocompletePlaces({ query: '1 Main' }),
      places,
      'POST',
      '/forms/places/autocomplete',
      { query: '1 Main' },
      true,
    ],
  ];

  for (const [name, call, answer, method, path, body, retried] of cases) {
    it(`${name}: ${method} ${path}, ${retried ? 'retried' : 'not retried'} on 503`, async () => {
      const { client, calls } = harness([json({ error: 'busy' }, 503), json(answer)]);
      if (retried) {
        await call(client);
        assert.equal(calls.length, 2);
      } else {
        await assert.rejects(
          call(client),
          (e: unknown) => e instanceof ApiError && e.kind === 'server' && e.message === 'busy',
        );
        assert.equal(calls.length, 1);
      }
      assert.equal(calls[0].method, method);
      assert.equal(calls[0].url, `https://api.test/api${path}`);
      assert.deepEqual(calls[0].body, body);
      assert.equal(calls[0].headers.get('Authorization'), 'Bearer static.token.value');
      assert.equal(calls[0].headers.get('Content-Type'), body === undefined ? null : 'application/json');
      assert.equal(calls[0].headers.get('Idempotency-Key'), null);
    });
  }

  it('send: POST /send with one Idempotency-Key reused on retries', async () => {
    const { client, calls } = harness([json({ error: 'busy' }, 503), json({ error: 'busy' }, 429), json(message)]);
    const sent = await client.send(
      { type: 'SMS', from: '+14155550100', to: '+14155550123', text: 'Hi' },
      { idempotencyKey: 'k-1' },
    );
    assert.equal(sent.id, 'm_1');
    assert.deepEqual(
      calls.map((c) => [c.method, c.url, c.headers.get('Idempotency-Key')]),
      [
        ['POST', 'https://api.test/api/send', 'k-1'],
        ['POST', 'https://api.test/api/send', 'k-1'],
        ['POST', 'https://api.test/api/send', 'k-1'],
      ],
    );
  });

  it('parses answers with the route schema', async () => {
    const { client } = harness([json({ ...message, status: 'LOST' })]);
    await assert.rejects(
      client.react({ messageId: 'm_1', emoji: '👍' }),
      (e: unknown) => e instanceof ApiError && e.kind === 'bad-response' && /status/.test(e.message),
    );
  });

  it('maps statuses to kinds', async () => {
    const expected: [number, string][] = [
      [400, 'service'],
      [401, 'unauthorized'],
      [403, 'forbidden'],
      [404, 'not-found'],
      [409, 'conflict'],
      [413, 'service'],
      [500, 'server'],
    ];
    for (const [status, kind] of expected) {
      const { client } = harness([json({ error: `e${status}` }, status)]);
      await assert.rejects(
        client.submitForm('f_1', { data: {} }),
        (e: unknown) => e instanceof ApiError && e.kind === kind && e.status === status && e.message === `e${status}`,
      );
    }
  });
});
