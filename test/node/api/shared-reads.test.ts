// The team's agents and campaigns read once per token (shared-reads.ts): over the real transport and the in-process
// sandbox, behind a fetch that holds each request until the test answers it (or lets it through), counting them.
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { createApiClient } from '../../../src/api/client.js';
import { ApiError } from '../../../src/api/errors.js';
import { listAgents, listCampaigns } from '../../../src/api/links-agents.js';
import { FRESH_MS, sharedRead } from '../../../src/api/shared-reads.js';
import { createSandbox, SANDBOX_DEFAULTS } from '../../../src/sandbox/index.js';
import { DEMO_BRANDS, DEMO_SENDERS } from '../../../src/sandbox/demo-data.js';
import { createEmbedToken } from '../../../src/tokens/index.js';

const BASE = 'http://sandbox.test/api';

interface Held {
  path: string;
  body: string;
  token: string;
  signal: AbortSignal;
  /** Lets it reach the sandbox (undefined), or answers it with this status. */
  release(status?: number): void;
}

function service() {
  const sandbox = createSandbox({ demoConversations: 2, longThreadSize: 2, baseUrl: BASE });
  const held: Held[] = [];
  let hold = false;
  const fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const token = request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? '';
    const pass = () => sandbox.fetch(new Request(input, init));
    if (!hold) {
      held.push({ path: new URL(request.url).pathname, body: '', token, signal: init!.signal!, release() {} });
      return pass();
    }
    return new Promise<Response>((resolve, reject) => {
      const signal = init!.signal!;
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), { once: true });
      void request.text().then((body) =>
        held.push({
          path: new URL(request.url).pathname,
          body,
          token,
          signal,
          release: (status) =>
            status === undefined ? pass().then(resolve, reject) : resolve(new Response('{}', { status })),
        }),
      );
    });
  };
  return { sandbox, held, fetch, holding: (on: boolean) => void (hold = on) };
}

async function token(brands?: string[]) {
  return createEmbedToken({
    key: { kid: SANDBOX_DEFAULTS.embedKid, secret: SANDBOX_DEFAULTS.embedSecret },
    team: SANDBOX_DEFAULTS.team,
    user: 'u',
    scopes: ['agents:read'],
    resources: brands ? { brands } : undefined,
  });
}

/** One element's own client (as each element builds one), over the page's fetch. */
const client = (fetch: typeof globalThis.fetch, tok: string) =>
  createApiClient({ baseUrl: BASE, token: tok, retry: { retries: 0 }, fetch });

const settle = () => new Promise((resolve) => setImmediate(resolve));
const agentsListed = (held: Held[]) => held.filter((h) => h.path === '/api/rcs/agents/list');

describe('api/shared-reads: the team’s agents once per token', () => {
  let s: ReturnType<typeof service>;
  beforeEach(() => {
    s = service();
    mock.timers.enable({ apis: ['Date'], now: Date.now() });
  });
  afterEach(() => {
    mock.timers.reset();
    s.sandbox.close();
  });

  it('two clients with the same token share one request, `cursor: null` and no cursor alike', async () => {
    const tok = await token();
    s.holding(true);
    const inbox = listAgents(client(s.fetch, tok), { pageSize: 100, cursor: null });
    const composer = listAgents(client(s.fetch, tok), { pageSize: 100 });
    await settle();
    assert.equal(agentsListed(s.held).length, 1, 'one request in flight');
    s.held[0]!.release();
    const [a, b] = await Promise.all([inbox, composer]);
    assert.equal(a, b, 'the same answer');
    assert.ok(a.data.some((agent) => agent.agentId === DEMO_SENDERS.acmeAgent));
    // Answered: a third element mounting later reads it without asking.
    assert.equal(await listAgents(client(s.fetch, tok), { pageSize: 100 }), a);
    assert.equal(agentsListed(s.held).length, 1);
    // Another body is another read.
    s.holding(false);
    await listAgents(client(s.fetch, tok), { pageSize: 1 });
    assert.equal(agentsListed(s.held).length, 2);
  });

  it('different tokens never share, in flight or answered', async () => {
    const [acme, all] = [await token([DEMO_BRANDS.acme]), await token()];
    s.holding(true);
    const first = listAgents(client(s.fetch, acme), { pageSize: 100 });
    const second = listAgents(client(s.fetch, all), { pageSize: 100 });
    await settle();
    assert.deepEqual(
      agentsListed(s.held).map((h) => h.token),
      [acme, all],
      'one request per token',
    );
    for (const h of s.held) h.release();
    assert.deepEqual(
      (await first).data.map((a) => a.agentId),
      [DEMO_SENDERS.acmeAgent],
    );
    assert.ok((await second).data.length > 1, 'the other token sees every brand');
    s.holding(false);
    const renewed = await token([DEMO_BRANDS.acme]);
    await listAgents(client(s.fetch, renewed), { pageSize: 100 });
    assert.equal(agentsListed(s.held).length, 3, 'a renewed token asks itself');
  });

  it('a failure reaches the callers waiting, and the next call asks again', async () => {
    const tok = await token();
    s.holding(true);
    const waiting = [listAgents(client(s.fetch, tok)), listAgents(client(s.fetch, tok))];
    await settle();
    assert.equal(s.held.length, 1);
    s.held[0]!.release(503);
    for (const call of waiting) await assert.rejects(call, (e) => e instanceof ApiError && e.kind === 'server');
    s.holding(false);
    const again = await listAgents(client(s.fetch, tok));
    assert.equal(s.held.length, 2, 'asked again');
    assert.ok(again.data.length > 0);
  });

  it('one caller aborting rejects that caller only; all of them aborting stops the request', async () => {
    const tok = await token();
    s.holding(true);
    const [one, two] = [new AbortController(), new AbortController()];
    const first = listAgents(client(s.fetch, tok), {}, { signal: one.signal });
    const second = listAgents(client(s.fetch, tok), {}, { signal: two.signal });
    await settle();
    one.abort();
    await assert.rejects(first, (e) => e instanceof ApiError && e.kind === 'aborted');
    assert.equal(s.held[0]!.signal.aborted, false, 'still wanted by the other');
    s.held[0]!.release();
    assert.ok((await second).data.length > 0);

    const [three, four] = [new AbortController(), new AbortController()];
    const third = listCampaigns(client(s.fetch, tok), {}, { signal: three.signal });
    const fourth = listCampaigns(client(s.fetch, tok), {}, { signal: four.signal });
    await settle();
    assert.equal(s.held.length, 2);
    three.abort();
    four.abort();
    await assert.rejects(third, (e) => e instanceof ApiError && e.kind === 'aborted');
    await assert.rejects(fourth, (e) => e instanceof ApiError && e.kind === 'aborted');
    assert.equal(s.held[1]!.signal.aborted, true, 'nobody waits: the request stops');
    s.holding(false);
    await listCampaigns(client(s.fetch, tok));
    assert.equal(s.held.length, 3, 'an aborted read is not reused');
  });

  it(`asks again once the answer is ${FRESH_MS / 1000} s old`, async () => {
    const tok = await token();
    const first = await listAgents(client(s.fetch, tok));
    mock.timers.tick(FRESH_MS - 1);
    assert.equal(await listAgents(client(s.fetch, tok)), first, 'still fresh');
    assert.equal(s.held.length, 1);
    mock.timers.tick(1);
    assert.notEqual(await listAgents(client(s.fetch, tok)), first);
    assert.equal(s.held.length, 2, 'a new request');
  });
});

describe('api/shared-reads: a model of every interleaving', () => {
  beforeEach(() => mock.timers.enable({ apis: ['Date'], now: 1_000_000 }));
  afterEach(() => mock.timers.reset());

  type Op =
    | { op: 'call'; tok: 0 | 1; abortable: boolean }
    | { op: 'abort'; caller: number }
    | { op: 'answer' | 'fail'; tok: 0 | 1 }
    | { op: 'time'; ms: number };
  // Calls weigh most and aborts name the first few callers, so most scripts abort a caller others still wait with.
  const ops: fc.Arbitrary<Op> = fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record({
        op: fc.constant('call' as const),
        tok: fc.constantFrom(0 as const, 1 as const),
        abortable: fc.boolean(),
      }),
    },
    { weight: 2, arbitrary: fc.record({ op: fc.constant('abort' as const), caller: fc.nat(5) }) },
    {
      weight: 2,
      arbitrary: fc.record({
        op: fc.constantFrom('answer' as const, 'fail' as const),
        tok: fc.constantFrom(0 as const, 1 as const),
      }),
    },
    fc.record({ op: fc.constant('time' as const), ms: fc.constantFrom(1, FRESH_MS / 2, FRESH_MS - 1, FRESH_MS) }),
  );

  let run = 0;

  it('requests, outcomes and stops match a model of one shared read per token', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(ops, { minLength: 4, maxLength: 40, size: 'medium' }), async (script) => {
        run++;
        // The real policy, with sends the script answers: each send is one request.
        const sends: {
          tok: number;
          signal: AbortSignal;
          done?: boolean;
          resolve(v: object): void;
          reject(e: unknown): void;
        }[] = [];
        const clients = [0, 1].map((tok) =>
          createApiClient({ baseUrl: BASE, token: `t${run}-${tok}`, fetch: () => Promise.reject(new Error('unused')) }),
        );
        const outcomes: (string | undefined)[] = [];
        const callers: (AbortController | undefined)[] = [];
        // The model: per token, the request in flight (its callers) or the time its answer stops being fresh.
        const model = [0, 1].map(() => ({
          flight: undefined as { callers: Set<number>; forever: boolean; n: number } | undefined,
          freshUntil: -1,
          answer: -1,
        }));
        const expected: (string | undefined)[] = [];
        let requests = 0;
        for (const step of script) {
          const now = Date.now();
          if (step.op === 'call') {
            const id = callers.length;
            const stop = step.abortable ? new AbortController() : undefined;
            callers.push(stop);
            outcomes.push(undefined);
            const m = model[step.tok]!;
            if (!m.flight && now < m.freshUntil) expected.push(`answer ${m.answer}`);
            else {
              expected.push(undefined);
              m.flight ??= { callers: new Set(), forever: false, n: requests++ };
              if (stop) m.flight.callers.add(id);
              else m.flight.forever = true;
            }
            sharedRead(clients[step.tok]!, '/rcs/agents/list', { pageSize: 100 }, stop?.signal, (signal) => {
              return new Promise<object>((resolve, reject) => {
                sends.push({ tok: step.tok, signal, resolve, reject });
              });
            }).then(
              (v) => (outcomes[id] = `answer ${(v as { n: number }).n}`),
              (e: ApiError) => (outcomes[id] = e.kind),
            );
          } else if (step.op === 'abort') {
            const stop = callers[step.caller];
            if (!stop || stop.signal.aborted) continue;
            stop.abort();
            for (const m of model) {
              if (!m.flight?.callers.has(step.caller)) continue;
              m.flight.callers.delete(step.caller);
              expected[step.caller] = 'aborted';
              if (m.flight.callers.size === 0 && !m.flight.forever) m.flight = undefined;
            }
          } else if (step.op === 'answer' || step.op === 'fail') {
            const m = model[step.tok]!;
            const send = sends.find((x) => x.tok === step.tok && !x.signal.aborted && !x.done);
            assert.equal(!!send, !!m.flight, 'a request in flight exactly when the model has one');
            if (!send || !m.flight) continue;
            send.done = true;
            const { n } = m.flight;
            for (const id of m.flight.callers) expected[id] = step.op === 'answer' ? `answer ${n}` : 'server';
            for (let id = 0; id < callers.length; id++)
              if (!callers[id] && expected[id] === undefined && step.tok === tokOf(script, id))
                expected[id] = step.op === 'answer' ? `answer ${n}` : 'server';
            if (step.op === 'answer') {
              m.answer = n;
              m.freshUntil = now + FRESH_MS;
              send.resolve({ n });
            } else send.reject(new ApiError({ status: 503, kind: 'server', message: 'down' }));
            m.flight = undefined;
          } else if (step.op === 'time') mock.timers.tick(step.ms);
          await settle();
          await settle();
          assert.equal(sends.length, requests, 'requests sent');
          assert.deepEqual(
            sends
              .filter((x) => !x.done && !x.signal.aborted)
              .map((x) => x.tok)
              .sort(),
            [0, 1].filter((tok) => model[tok]!.flight),
            'requests going on: a read stops when nobody waits for it',
          );
          assert.deepEqual(outcomes, expected, 'what each caller got');
        }
      }),
      { numRuns: 300 },
    );
  });

  /** The token the `id`th call of the script asked with. */
  function tokOf(script: Op[], id: number): number {
    return (script.filter((s) => s.op === 'call')[id] as { tok: number }).tok;
  }
});
