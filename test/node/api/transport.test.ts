// Token handling of the transport with an injected fetch and clock: what a browser test cannot script cheaply.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ApiError, ApiTransport } from '../../../src/api/index.js';
import * as z from '../../../src/schemas/zod.js';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (n: number, iat: number, ttl: number) =>
  `${b64url({ alg: 'HS256' })}.${b64url({ n, iat, exp: iat + ttl })}.sig`;
const Ok = z.object({ ok: z.literal(true) });

function setup(tokenResults: (() => Promise<string>)[]) {
  let clock = 1_700_000_000_000;
  const authorizations: (string | null)[] = [];
  let provided = 0;
  const api = new ApiTransport({
    baseUrl: 'https://api.test/api',
    now: () => clock,
    refreshAheadMs: 60_000,
    tokenProvider: () => tokenResults[Math.min(provided++, tokenResults.length - 1)](),
    fetch: async (_input, init) => {
      authorizations.push(new Headers(init?.headers).get('Authorization'));
      return new Response('{"ok":true}', { status: 200 });
    },
  });
  return {
    api,
    authorizations,
    advance: (ms: number) => (clock += ms),
    seconds: () => Math.floor(clock / 1000),
    provided: () => provided,
  };
}

describe('ApiTransport tokens', () => {
  it('keeps using the held token when a refresh ahead of expiry fails, and retries the refresh next time', async () => {
    let t: ReturnType<typeof setup>;
    t = setup([
      async () => jwt(1, t.seconds(), 900),
      async () => {
        throw new Error('token route down');
      },
      async () => jwt(3, t.seconds(), 900),
    ]);
    await t.api.request('GET', '/x', { schema: Ok });
    t.advance(850_000); // inside the refresh window, 50 s before exp
    await t.api.request('GET', '/x', { schema: Ok });
    await t.api.request('GET', '/x', { schema: Ok });
    assert.equal(t.provided(), 3);
    assert.deepEqual(t.authorizations, [
      `Bearer ${jwt(1, 1_700_000_000, 900)}`,
      `Bearer ${jwt(1, 1_700_000_000, 900)}`,
      `Bearer ${jwt(3, 1_700_000_850, 900)}`,
    ]);
  });

  it('fails with the refresh error once the held token has expired', async () => {
    let t: ReturnType<typeof setup>;
    t = setup([
      async () => jwt(1, t.seconds(), 900),
      async () => {
        throw new Error('token route down');
      },
    ]);
    await t.api.request('GET', '/x', { schema: Ok });
    t.advance(901_000);
    await assert.rejects(
      t.api.request('GET', '/x', { schema: Ok }),
      (e: unknown) => e instanceof ApiError && e.kind === 'network' && /token route down/.test(e.message),
    );
    assert.equal(t.authorizations.length, 1);
  });

  it('rejects a provider answer without a token as bad-response', async () => {
    const t = setup([async () => '']);
    await assert.rejects(
      t.api.request('GET', '/x', { schema: Ok }),
      (e: unknown) => e instanceof ApiError && e.kind === 'bad-response',
    );
  });

  it('sends no Authorization without a token source (anonymous form routes)', async () => {
    const authorizations: (string | null)[] = [];
    const api = new ApiTransport({
      baseUrl: 'https://api.test/api',
      fetch: async (_input, init) => {
        authorizations.push(new Headers(init?.headers).get('Authorization'));
        return new Response('{"ok":true}');
      },
    });
    await api.request('GET', '/x', { schema: Ok });
    assert.deepEqual(authorizations, [null]);
  });

  it('setToken replaces the held token', async () => {
    const t = setup([async () => 'never-used']);
    t.api.setToken('pushed.by.host');
    await t.api.request('GET', '/x', { schema: Ok });
    assert.deepEqual(t.authorizations, ['Bearer pushed.by.host']);
    assert.equal(t.provided(), 0);
  });
});

describe('ApiTransport sends a call with its token in hand at once', () => {
  it("reaches fetch in the caller's task, before microtasks queued ahead of it (an element's update)", async () => {
    let t: ReturnType<typeof setup>;
    t = setup([async () => jwt(1, t.seconds(), 900), async () => jwt(2, t.seconds(), 900)]);
    await t.api.request('GET', '/x', { schema: Ok });
    const order: string[] = [];
    queueMicrotask(() => order.push('a microtask queued before the call'));
    const call = t.api.request('GET', '/x', { schema: Ok });
    order.push(`fetched ${t.authorizations.length} times`);
    await call;
    assert.deepEqual(order, ['fetched 2 times', 'a microtask queued before the call']);

    // A token due for a refresh is refreshed first: that call waits for the new token.
    t.advance(850_000);
    const due = t.api.request('GET', '/x', { schema: Ok });
    assert.equal(t.authorizations.length, 2, 'sent before the refresh');
    await due;
    assert.deepEqual(t.authorizations.slice(2), [`Bearer ${jwt(2, 1_700_000_850, 900)}`]);
  });

  it('does so with a token the host set', () => {
    const t = setup([async () => 'never-used']);
    t.api.setToken('pushed.by.host');
    void t.api.request('GET', '/x', { schema: Ok });
    assert.deepEqual(t.authorizations, ['Bearer pushed.by.host']);
  });
});

describe('ApiTransport token refresh is single-flight', () => {
  for (const how of ['expired by exp', 'refused with 401'] as const) {
    it(`50 concurrent calls meeting a token ${how} fetch exactly one new token`, async () => {
      let clock = 1_700_000_000_000;
      let provided = 0;
      const valid = new Set<string>();
      const api = new ApiTransport({
        baseUrl: 'https://api.test/api',
        now: () => clock,
        tokenProvider: async () => {
          provided++;
          await new Promise((r) => setTimeout(r, 5));
          const token = jwt(100 + provided, Math.floor(clock / 1000), 900);
          valid.add(token);
          return token;
        },
        fetch: async (_input, init) => {
          const token = new Headers(init?.headers).get('Authorization')?.slice(7) ?? '';
          await new Promise((r) => setTimeout(r, Math.random() * 5));
          return valid.has(token) ? new Response('{"ok":true}') : new Response('{"error":"expired"}', { status: 401 });
        },
      });
      if (how === 'expired by exp') {
        await api.request('GET', '/x', { schema: Ok });
        clock += 901_000;
        valid.clear();
        provided = 0;
      } else api.setToken('opaque-old-token');
      await Promise.all(Array.from({ length: 50 }, () => api.request('GET', '/x', { schema: Ok })));
      assert.equal(provided, 1);
    });
  }
});
