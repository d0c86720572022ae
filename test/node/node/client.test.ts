import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import {
  BadRequestError,
  CheckSilentAuthenticationRequestBadRequestError,
  ConflictError,
  ForbiddenError,
  InternalServerError,
  NotFoundError,
  RateLimitError,
  ServiceClient,
  ServiceError,
  UnauthorizedError,
  UnexpectedResponseError,
} from '../../../src/node/index.js';
import { messageStatus } from './events.fixtures.js';

interface Seen {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

/** A fake service: records each request and answers with the given status and JSON. */
function fake(status: number, body: unknown, headers: Record<string, string> = {}) {
  const seen: Seen[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const text = await request.text();
    seen.push({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
  }) as typeof fetch;
  return { seen, client: new ServiceClient({ apiKey: 'sk_test', baseUrl: 'http://svc.test/api/', fetch: fetchImpl }) };
}

const form = {
  id: 'frm_1',
  url: 'http://svc.test/forms/frm_1',
  name: 'Survey',
  title: null,
  description: null,
  fields: [],
  can_update: false,
  theme_override: {},
  submission_count: 0,
  last_submitted_at: null,
  sender: null,
  created_at: '2026-11-21T16:00:00.000Z',
  updated_at: '2026-11-21T16:00:00.000Z',
};
const webhook = {
  webhookId: 'wh_1',
  name: 'crm',
  url: 'https://crm.test/hook',
  event: null,
  status: 'active',
  senders: ['agent_acme'],
  headers: { 'X-TEAM': 'blue' },
  signingSecret: 'whsec_1',
  createdAt: '2026-11-21T16:00:00.000Z',
};
const page = (data: unknown[]) => ({ data, nextCursor: null });
const message = messageStatus.message;

describe('ServiceClient routes: method, path, SERVICE-API-KEY, body, parsed response', () => {
  const cases: [string, (c: ServiceClient) => Promise<unknown>, string, string, unknown, unknown][] = [
    [
      'createSilentAuth',
      (c) => c.createSilentAuth({ phoneNumber: '+14155550123' }),
      'POST',
      '/network/silent-auth',
      { phoneNumber: '+14155550123' },
      { requestId: 'req_1', status: 'started', jsonUrl: 'http://svc.test/j' },
    ],
    [
      'getNetworkRequest',
      (c) => c.getNetworkRequest('req/1'),
      'GET',
      '/network/requests/req%2F1',
      undefined,
      {
        requestId: 'req/1',
        phoneNumber: '+14155550123',
        status: 'challenge-issued',
        createdAt: '2026-11-21T16:00:00.000Z',
        updatedAt: '2026-11-21T16:00:00.000Z',
      },
    ],
    [
      'checkSilentAuth',
      (c) => c.checkSilentAuth('req_1', { code: 'abc' }),
      'POST',
      '/network/silent-auth/req_1/check',
      { code: 'abc' },
      { requestId: 'req_1', status: 'completed' },
    ],
    [
      'createForm',
      (c) => c.createForm({ name: 'Survey', fields: [] }),
      'POST',
      '/forms',
      { name: 'Survey', fields: [] },
      form,
    ],
    [
      'sendForm',
      (c) => c.sendForm({ form_id: 'frm_1', from: 'agent_acme', to: '+14155550123' }),
      'POST',
      '/forms/send',
      { form_id: 'frm_1', from: 'agent_acme', to: '+14155550123' },
      { form, url: form.url, message_id: 'msg_1', submission: { to: '+14155550123' } },
    ],
    ['getForm', (c) => c.getForm('frm_1'), 'GET', '/forms/frm_1', undefined, form],
    [
      'updateForm',
      (c) => c.updateForm('frm_1', { can_update: true }),
      'PATCH',
      '/forms/frm_1',
      { can_update: true },
      form,
    ],
    ['listForms', (c) => c.listForms({ pageSize: 10 }), 'POST', '/forms/list', { pageSize: 10 }, page([form])],
    [
      'listFormSubmissions',
      (c) => c.listFormSubmissions('frm_1'),
      'POST',
      '/forms/frm_1/submissions/list',
      {},
      page([]),
    ],
    [
      'attachWebhook',
      (c) => c.attachWebhook({ name: 'crm', url: 'https://crm.test/hook', senders: ['agent_acme'] }),
      'POST',
      '/webhooks/attach',
      { name: 'crm', url: 'https://crm.test/hook', senders: ['agent_acme'] },
      webhook,
    ],
    [
      'detachWebhook',
      (c) => c.detachWebhook({ webhookId: 'wh_1', senders: ['agent_acme'] }),
      'POST',
      '/webhooks/detach',
      { webhookId: 'wh_1', senders: ['agent_acme'] },
      webhook,
    ],
    [
      'listWebhooks',
      (c) => c.listWebhooks({ sender: 'agent_acme' }),
      'POST',
      '/webhooks/list',
      { sender: 'agent_acme' },
      page([webhook]),
    ],
    ['getWebhook', (c) => c.getWebhook('wh_1'), 'GET', '/webhooks/wh_1', undefined, webhook],
    [
      'send',
      (c) => c.send({ type: 'SMS', from: '+15550001111', to: '+14155550123', text: 'Hi' } as never),
      'POST',
      '/send',
      { type: 'SMS', from: '+15550001111', to: '+14155550123', text: 'Hi' },
      message,
    ],
    [
      'react',
      (c) => c.react({ messageId: 'msg_1', emoji: '👍' }),
      'POST',
      '/messages/react',
      { messageId: 'msg_1', emoji: '👍' },
      message,
    ],
    [
      'validateSms',
      (c) => c.validateSms({ text: 'Hi' } as never),
      'POST',
      '/messages/validate/sms',
      { text: 'Hi' },
      {
        segments: 1,
        encoding: 'GSM-7',
        characters: 2,
        unsupportedFiles: [],
        estimatedCost: { amount: 0.01, currency: 'USD' },
      },
    ],
    [
      'listScheduledMessages',
      (c) => c.listScheduledMessages(),
      'POST',
      '/messages/schedules/list',
      {},
      page([message]),
    ],
    [
      'cancelScheduledMessage',
      (c) => c.cancelScheduledMessage('msg_1'),
      'DELETE',
      '/messages/schedule/msg_1',
      undefined,
      message,
    ],
  ];
  for (const [name, call, method, path, body, answer] of cases) {
    test(name, async () => {
      const { client, seen } = fake(200, answer);
      const result = await call(client);
      assert.equal(seen.length, 1);
      assert.equal(seen[0]!.method, method);
      assert.equal(seen[0]!.url, `http://svc.test/api${path}`);
      assert.equal(seen[0]!.headers.get('SERVICE-API-KEY'), 'sk_test');
      assert.deepEqual(seen[0]!.body, body);
      assert.deepEqual(result, answer);
    });
  }
  test('send carries Idempotency-Key when given', async () => {
    const { client, seen } = fake(200, message);
    await client.send({ type: 'SMS', from: '+15550001111', to: '+14155550123', text: 'Hi' } as never, {
      idempotencyKey: 'order-7',
    });
    assert.equal(seen[0]!.headers.get('idempotency-key'), 'order-7');
  });
});

describe('ServiceClient errors by status', () => {
  const zodBody = {
    description: 'Request validation failed: code: Required',
    errors: { errors: [], properties: { code: { errors: ['Required'] } } },
  };
  const cases: [number, unknown, Record<string, string>, new (...args: never[]) => ServiceError][] = [
    [400, zodBody, {}, BadRequestError],
    [401, { error: 'Missing or invalid credentials' }, {}, UnauthorizedError],
    [403, { error: 'Feature not in plan' }, {}, ForbiddenError],
    [404, { error: 'Form not found' }, {}, NotFoundError],
    [409, { error: 'Idempotency-Key reused' }, {}, ConflictError],
    [429, { error: 'Too many requests' }, { 'Retry-After': '7' }, RateLimitError],
    [500, { error: 'Boom' }, {}, InternalServerError],
  ];
  for (const [status, body, headers, ErrorClass] of cases) {
    test(`${status} → ${ErrorClass.name}`, async () => {
      const { client } = fake(status, body, headers);
      await assert.rejects(client.getForm('frm_1'), (error) => {
        assert.ok(error instanceof ErrorClass, String(error));
        assert.ok(error instanceof ServiceError);
        assert.equal((error as ServiceError).status, status);
        assert.match((error as Error).message, /GET \/forms\/frm_1 failed with/);
        return true;
      });
    });
  }
  test('400 request validation exposes description and the errors tree; 429 exposes Retry-After', async () => {
    await assert.rejects(fake(400, zodBody).client.getForm('x'), (error: BadRequestError) => {
      assert.deepEqual(error.errors, zodBody.errors);
      assert.equal(error.description, zodBody.description);
      return true;
    });
    await assert.rejects(
      fake(429, { error: 'slow' }, { 'Retry-After': '7' }).client.getForm('x'),
      (error: RateLimitError) => error.retryAfter === 7,
    );
  });
  test('the check operation 400 is CheckSilentAuthenticationRequestBadRequestError (other 400s are not)', async () => {
    await assert.rejects(
      fake(400, { error: 'Code already used' }).client.checkSilentAuth('req_1', { code: 'x' }),
      (error) => {
        assert.ok(error instanceof CheckSilentAuthenticationRequestBadRequestError);
        assert.ok(error instanceof BadRequestError);
        assert.equal(error.name, 'CheckSilentAuthenticationRequestBadRequestError');
        return true;
      },
    );
    await assert.rejects(
      fake(400, { error: 'bad' }).client.createForm({ name: 'x', fields: [] }),
      (error) => !(error instanceof CheckSilentAuthenticationRequestBadRequestError),
    );
  });
  test('a 2xx that breaks the contract is UnexpectedResponseError, naming the field', async () => {
    await assert.rejects(
      fake(200, { requestId: 'req_1', status: 'pending' }).client.checkSilentAuth('req_1', { code: 'x' }),
      (error) => {
        assert.ok(error instanceof UnexpectedResponseError);
        assert.match(error.message, /status/);
        return true;
      },
    );
    await assert.rejects(fake(200, 'not json').client.getForm('x'), UnexpectedResponseError);
  });
  test('constructor checks its options', () => {
    assert.throws(() => new ServiceClient({ apiKey: '' }), /apiKey is required/);
    assert.throws(() => new ServiceClient({ apiKey: 'k', baseUrl: '/relative' }), /not an absolute URL/);
    assert.equal(new ServiceClient({ apiKey: 'k' }).baseUrl, 'http://127.0.0.1:4010/api');
  });
});
