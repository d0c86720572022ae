/**
 * Why a kept write waits, decided by one rule (`keptReason`, `src/api/outbox-reason.ts`) for every error the
 * transport produces: the outbox's panel says it, the composer picks by it whether a kept send is said beside Send as
 * the service's fault, and the outbox records it again after each of its own attempts, so that the reason follows
 * the latest one. The errors are the real transport's, from a fetch that fails the way the network or the service
 * does.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiTransport, isApiError, type ApiError } from '../../../src/api/index.js';
import { attempt } from '../../../src/api/outbox-attempt.js';
import type { Stored } from '../../../src/api/outbox-item.js';
import { keptFor, keptReason, keptWrite } from '../../../src/api/outbox-reason.js';
import { keepsForLater } from '../../../src/api/outbox.js';

const segment = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token saying who its user is (the outbox reads, never verifies, its claims). */
const TOKEN = `${segment({ alg: 'HS256' })}.${segment({ iss: 'team', sub: 'ana', scope: 'messages:send' })}.sig`;

/** How the far end fails: the fetch rejects (network), never answers (time-out), or answers this. */
type Failure = 'network' | 'timeout' | (() => Response);

/** A client over a fetch failing by `failure`, one attempt per request (no automatic retries). */
function failingClient(failure: Failure): ApiTransport {
  return new ApiTransport({
    baseUrl: 'https://api.test/api',
    token: TOKEN,
    retry: { retries: 0 },
    sleep: async () => {},
    fetch: (input, init) => {
      if (failure === 'network') return Promise.reject(new TypeError('Failed to fetch'));
      if (failure === 'timeout')
        return new Promise((_, reject) => {
          const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
          signal?.addEventListener('abort', () => reject(signal.reason));
        });
      return Promise.resolve(failure());
    },
  });
}

/** A signal aborting as `AbortSignal.timeout` does, on a timer that keeps Node's event loop alive meanwhile. */
function timeout(ms: number): AbortSignal {
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), ms);
  return controller.signal;
}

/** The error of one keyed `POST /send` through a client failing by `failure`. */
async function errorOf(failure: Failure): Promise<ApiError> {
  try {
    await failingClient(failure).request('POST', '/send', {
      body: { text: 'hi' },
      idempotencyKey: 'key-1',
      signal: timeout(50),
    });
  } catch (error) {
    assert.ok(isApiError(error), String(error));
    return error;
  }
  throw new Error('the request succeeded');
}

/** Every way the transport fails a write for want of the service, with why such a write waits. */
const KINDS: [string, Failure, 'service' | 'connection'][] = [
  ['the network (fetch rejects)', 'network', 'connection'],
  ['a time-out (no answer before the signal)', 'timeout', 'connection'],
  ['a 5xx', () => Response.json({ error: 'upstream unavailable' }, { status: 503 }), 'service'],
  ['a 429', () => Response.json({ error: 'slow down' }, { status: 429, headers: { 'Retry-After': '1' } }), 'service'],
  ['an unreadable answer (200, not JSON)', () => new Response('<html>oops</html>', { status: 200 }), 'service'],
];

const WRITE = {
  kind: 'send' as const,
  queue: 'agent>+15550100',
  method: 'POST' as const,
  path: '/send',
  body: { text: 'hi' },
  idempotencyKey: 'key-1',
};

/** A write the outbox kept for `why`, as the database holds it. */
const keptItem = (why: 'service' | 'connection'): Stored => ({
  ...WRITE,
  meta: { conversationId: 'c1', keptFor: why },
  seq: 1,
  baseUrl: 'https://api.test/api',
  writer: { iss: 'team', sub: 'ana', scope: 'messages:send' },
  createdAt: 0,
  state: 'waiting',
  attempts: 1,
});

describe('why a kept write waits: one rule over every error the transport produces', () => {
  for (const [name, failure, why] of KINDS) {
    it(`${name}: ${why}`, async () => {
      const error = await errorOf(failure);
      assert.equal(keptReason(error), why);
      // What the element records when it keeps the write is that same reason, the rest of its meta untouched.
      const kept = keptWrite({ ...WRITE, meta: { conversationId: 'c1' } }, error);
      assert.equal(keptFor(kept), why);
      assert.equal(kept.meta?.conversationId, 'c1');
    });
  }

  it('the errors are the kinds their names say (the network and a time-out bring no status)', async () => {
    const kinds = await Promise.all(KINDS.map(async ([, failure]) => (await errorOf(failure)).kind));
    assert.deepEqual(kinds, ['network', 'aborted', 'server', 'rate-limited', 'bad-response']);
    for (const [, failure, why] of KINDS) assert.equal((await errorOf(failure)).status > 0, why === 'service');
  });

  it('what the retry policy keeps online is the network, a 5xx and a 429', async () => {
    const kept = await Promise.all(KINDS.map(async ([, failure]) => keepsForLater(await errorOf(failure))));
    assert.deepEqual(kept, [true, false, true, true, false]);
  });

  it('anything that is not the client’s error is never said to be the service’s', () => {
    assert.equal(keptReason(new TypeError('a fault of the code')), 'connection');
    assert.equal(keptReason(undefined), 'connection');
  });
});

describe('an outbox attempt records why the write waits after it, not why it was kept first', () => {
  it('kept offline, then a 5xx on the next attempt: it waits for the service', async () => {
    const tried = await attempt(
      failingClient(() => new Response('', { status: 503 })),
      keptItem('connection'),
    );
    assert.equal(tried.outcome, 'unreachable');
    assert.equal(tried.next && keptFor(tried.next), 'service');
    assert.equal(tried.next?.attempts, 2);
    assert.equal(tried.next?.meta?.conversationId, 'c1');
  });

  it('kept after a 5xx, then the network down on the next attempt: it waits for the connection', async () => {
    const tried = await attempt(failingClient('network'), keptItem('service'));
    assert.equal(tried.outcome, 'unreachable');
    assert.equal(tried.next && keptFor(tried.next), 'connection');
  });

  it('a refusal on the next attempt is not kept: "Not sent", with the service’s message', async () => {
    const refusing = failingClient(() => Response.json({ error: 'Sender paused' }, { status: 409 }));
    const tried = await attempt(refusing, keptItem('connection'));
    assert.equal(tried.outcome, 'refused');
    assert.equal(tried.next?.state, 'failed');
    assert.equal(tried.next?.error?.message, 'Sender paused');
  });

  it('a write that goes leaves the outbox with the service’s answer', async () => {
    const ok = failingClient(() => Response.json({ id: 'm1' }, { status: 200 }));
    const tried = await attempt(ok, keptItem('service'));
    assert.equal(tried.outcome, 'sent');
    assert.equal(tried.next, null);
    assert.deepEqual(tried.result, { id: 'm1' });
  });
});
