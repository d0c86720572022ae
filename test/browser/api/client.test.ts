// The API client in Chromium against a real local HTTP server (test-server.mjs in the dev server).
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import {
  ApiError,
  ParleyClient,
  TokenErrorEvent,
  createApiClient,
  type ApiClientOptions,
} from '../../../src/api/index.js';
import * as z from '../../../src/schemas/zod.js';
import { newScenario, recordingSleep, type Scenario } from './helpers.js';

const Who = z.object({ n: z.number() });
const Flaky = z.object({ ok: z.literal(true), attempts: z.number() });
const draft = { type: 'SMS', from: '+14155550100', to: '+14155550123', text: 'Hello' } as const;

function client(scenario: Scenario, options: Partial<ApiClientOptions> = {}): ParleyClient {
  return createApiClient({
    baseUrl: scenario.baseUrl,
    random: () => 0,
    retry: { baseDelayMs: 1, maxDelayMs: 50 },
    ...options,
  });
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('API client: tokens', () => {
  it('fetches a token from token-url and sends it as a bearer token', async () => {
    const s = await newScenario();
    const api = client(s, { tokenUrl: `${s.baseUrl}/token` });
    expect(await api.request('GET', '/whoami', { schema: Who })).to.deep.equal({ n: 1 });
    expect(await api.request('GET', '/whoami', { schema: Who })).to.deep.equal({ n: 1 });
    expect((await s.log()).tokenRequests).to.equal(1);
  });

  it('accepts a tokenProvider returning a string or {token}', async () => {
    const s = await newScenario();
    const fetchToken = async () => ((await (await fetch(`${s.baseUrl}/token`)).json()) as { token: string }).token;
    const asString = client(s, { tokenProvider: fetchToken });
    expect((await asString.request('GET', '/whoami', { schema: Who })).n).to.equal(1);
    const asObject = client(s, { tokenProvider: async () => ({ token: await fetchToken() }) });
    expect((await asObject.request('GET', '/whoami', { schema: Who })).n).to.equal(2);
  });

  it('refreshes ahead of exp, before the service would reject the token', async () => {
    const s = await newScenario();
    let clock = Date.now();
    // 120 s tokens, refreshed 60 s ahead of exp.
    const api = client(s, { tokenUrl: `${s.baseUrl}/token?ttl=120`, refreshAheadMs: 60_000, now: () => clock });
    expect((await api.request('GET', '/whoami', { schema: Who })).n).to.equal(1);
    clock += 59_000;
    expect((await api.request('GET', '/whoami', { schema: Who })).n).to.equal(1);
    clock += 2_000; // 61 s in: inside the refresh window, still 59 s before exp
    expect((await api.request('GET', '/whoami', { schema: Who })).n).to.equal(2);
    const log = await s.log();
    expect(log.tokenRequests).to.equal(2);
    expect(log.whoami.map((w) => w.status)).to.deep.equal([200, 200, 200]);
  });

  it('runs one refresh at a time for concurrent requests', async () => {
    const s = await newScenario();
    const api = client(s, { tokenUrl: `${s.baseUrl}/token` });
    const results = await Promise.all(Array.from({ length: 6 }, () => api.request('GET', '/whoami', { schema: Who })));
    expect(results.map((r) => r.n)).to.deep.equal([1, 1, 1, 1, 1, 1]);
    await s.revoke();
    const after = await Promise.all(Array.from({ length: 6 }, () => api.request('GET', '/whoami', { schema: Who })));
    expect(after.map((r) => r.n)).to.deep.equal([2, 2, 2, 2, 2, 2]);
    expect((await s.log()).tokenRequests).to.equal(2);
  });

  it('on 401 refreshes once and retries once', async () => {
    const s = await newScenario();
    const api = client(s, { tokenUrl: `${s.baseUrl}/token` });
    await api.request('GET', '/whoami', { schema: Who });
    await s.revoke();
    expect((await api.request('GET', '/whoami', { schema: Who })).n).to.equal(2);
    const log = await s.log();
    expect(log.whoami.map((w) => w.status)).to.deep.equal([200, 401, 200]);
    expect(log.tokenRequests).to.equal(2);
  });

  it('gives up after the one retry, firing tokenerror and onAuthError', async () => {
    const s = await newScenario({ rejectAll: true });
    const seen: ApiError[] = [];
    const api = client(s, { tokenUrl: `${s.baseUrl}/token`, onAuthError: (e) => seen.push(e) });
    const events: TokenErrorEvent[] = [];
    api.addEventListener('tokenerror', (e) => events.push(e as TokenErrorEvent));
    const error = await rejection(api.request('GET', '/whoami', { schema: Who }));
    expect(error.kind).to.equal('unauthorized');
    expect(error.status).to.equal(401);
    expect(error.message).to.equal('Invalid or expired embed token');
    expect(seen).to.deep.equal([error]);
    expect(events.map((e) => e.error)).to.deep.equal([error]);
    const log = await s.log();
    expect(log.whoami.length).to.equal(2);
    expect(log.tokenRequests).to.equal(2);
  });

  it('treats a 401 as final with a static token', async () => {
    const s = await newScenario({ rejectAll: true });
    const api = client(s, { token: 'static.token.value' });
    expect((await rejection(api.request('GET', '/whoami', { schema: Who }))).kind).to.equal('unauthorized');
    expect((await s.log()).whoami.length).to.equal(1);
  });

  it('reports a refused token-url as unauthorized', async () => {
    const s = await newScenario();
    const api = client(s, { tokenUrl: `${s.baseUrl}/token-denied` });
    let fired = 0;
    api.addEventListener('tokenerror', () => fired++);
    const error = await rejection(api.request('GET', '/whoami', { schema: Who }));
    expect([error.kind, error.status, error.message]).to.deep.equal(['unauthorized', 401, 'Your session has ended']);
    expect(fired).to.equal(1);
    expect((await s.log()).whoami.length).to.equal(0);
  });
});

describe('API client: retries', () => {
  it('backs off exponentially with full jitter on 503, then succeeds', async () => {
    const s = await newScenario({ fail: 3, status: 503 });
    const { delays, sleep } = recordingSleep();
    const api = client(s, { random: () => 0.5, sleep, retry: { baseDelayMs: 300, maxDelayMs: 8000 } });
    const result = await api.request('POST', '/flaky', { schema: Flaky, idempotent: true });
    expect(result).to.deep.equal({ ok: true, attempts: 4 });
    expect(delays).to.deep.equal([150, 300, 600]);
  });

  it('waits at least Retry-After on 429', async () => {
    const s = await newScenario({ fail: 1, status: 429, retryAfter: 2 });
    const { delays, sleep } = recordingSleep();
    const api = client(s, { sleep, retry: { maxDelayMs: 8000 } });
    await api.request('POST', '/flaky', { schema: Flaky, idempotent: true });
    expect(delays).to.deep.equal([2000]);
  });

  it('does not wait out a Retry-After longer than maxDelayMs', async () => {
    const s = await newScenario({ fail: 1, status: 429, retryAfter: 60 });
    const api = client(s, { retry: { maxDelayMs: 8000 } });
    const error = await rejection(api.request('POST', '/flaky', { schema: Flaky, idempotent: true }));
    expect([error.kind, error.status, error.retryAfterMs]).to.deep.equal(['rate-limited', 429, 60_000]);
    expect((await s.log()).attempts).to.equal(1);
  });

  it('stops after `retries` retries with the last error', async () => {
    const s = await newScenario({ fail: 10, status: 502 });
    const api = client(s, { retry: { retries: 2, baseDelayMs: 1 } });
    const error = await rejection(api.request('POST', '/flaky', { schema: Flaky, idempotent: true }));
    expect([error.kind, error.status, error.message]).to.deep.equal(['server', 502, 'scripted failure 3']);
    expect((await s.log()).attempts).to.equal(3);
  });

  it('never retries a non-idempotent request without a key', async () => {
    const s = await newScenario({ fail: 1, status: 503 });
    const error = await rejection(client(s).request('POST', '/flaky', { schema: Flaky }));
    expect(error.kind).to.equal('server');
    expect((await s.log()).attempts).to.equal(1);
  });

  it('sends the same Idempotency-Key on every retry of a send, through 503s and dropped connections', async () => {
    const s = await newScenario({ destroy: 1, fail: 2, status: 503 });
    const api = client(s, { token: 'static.token.value' });
    const sent = await api.send(draft, { idempotencyKey: 'send-key-1' });
    expect(sent.id).to.equal('m_sent');
    expect(sent.text).to.equal('Hello');
    expect((await s.log()).idempotencyKeys).to.deep.equal(['send-key-1', 'send-key-1', 'send-key-1', 'send-key-1']);
  });

  it('generates one key per send when the caller gives none', async () => {
    const s = await newScenario({ fail: 1, status: 500 });
    await client(s).send(draft);
    await client(s).send(draft);
    const [first, retry, second] = (await s.log()).idempotencyKeys;
    expect(first).to.match(/^[0-9a-f-]{36}$/);
    expect(retry).to.equal(first);
    expect(second).to.not.equal(first);
  });
});

describe('API client: abort', () => {
  it('aborts a request in flight', async () => {
    const s = await newScenario();
    const controller = new AbortController();
    const pending = client(s).request('GET', '/slow', { schema: Flaky, signal: controller.signal });
    await waitUntil(async () => (await s.log()).slow.hits === 1, 'the server saw the request');
    controller.abort();
    const error = await rejection(pending);
    expect([error.kind, error.status]).to.deep.equal(['aborted', 0]);
    await waitUntil(async () => (await s.log()).slow.aborted === 1, 'the connection was closed');
  });

  it('aborts during backoff without another attempt', async () => {
    const s = await newScenario({ fail: 5, status: 503 });
    const controller = new AbortController();
    const api = client(s, { random: () => 0.999, retry: { baseDelayMs: 600_000, maxDelayMs: 600_000 } });
    const pending = api.request('POST', '/flaky', { schema: Flaky, idempotent: true, signal: controller.signal });
    await waitUntil(async () => (await s.log()).attempts === 1, 'the first attempt failed');
    controller.abort();
    expect((await rejection(pending)).kind).to.equal('aborted');
    expect((await s.log()).attempts).to.equal(1);
  });

  it('does not send with an already aborted signal', async () => {
    const s = await newScenario();
    const error = await rejection(client(s).send(draft, { signal: AbortSignal.abort() }));
    expect(error.kind).to.equal('aborted');
    expect((await s.log()).attempts).to.equal(0);
  });
});

describe('API client: errors and responses', () => {
  it('maps a ZodError body to kind validation with per-field errors', async () => {
    const s = await newScenario();
    const error = await rejection(client(s).request('POST', '/zod-error', { schema: Flaky, body: {} }));
    expect(error.kind).to.equal('validation');
    expect(error.status).to.equal(400);
    expect(error.message).to.equal('Request validation failed: to: Must be an E.164 phone number');
    expect(error.fieldErrors).to.deep.equal({
      '': ['Unrecognized key "x"'],
      to: ['Must be an E.164 phone number'],
      'rcs.suggestions.1': ['too long'],
    });
  });

  it('rejects unreadable and unexpected success bodies as bad-response', async () => {
    const s = await newScenario();
    expect((await rejection(client(s).request('GET', '/bad-json', { schema: Flaky }))).kind).to.equal('bad-response');
    const shape = await rejection(client(s).request('GET', '/bad-shape', { schema: Flaky }));
    expect(shape.kind).to.equal('bad-response');
    expect(shape.message).to.contain('ok');
  });

  it('maps an unknown route to not-found with the server message', async () => {
    const s = await newScenario();
    const error = await rejection(client(s).getConversation('c/1'));
    expect([error.kind, error.status, error.message]).to.deep.equal([
      'not-found',
      404,
      'No test route GET /conversations/c%2F1',
    ]);
  });

  it('reports an unreachable server as a network error after retrying', async () => {
    const { delays, sleep } = recordingSleep();
    const api = createApiClient({ baseUrl: 'http://127.0.0.1:9/api', sleep, random: () => 0, retry: { retries: 2 } });
    const error = await rejection(api.renderForm('f_1'));
    expect([error.kind, error.status]).to.deep.equal(['network', 0]);
    expect(delays.length).to.equal(2);
  });
});
