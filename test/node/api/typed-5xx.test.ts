/**
 * A 5xx is a 5xx whatever its body: the spec's error shapes carry a human-readable `error` string (500: `Error`),
 * and no machine-readable code, so the client classifies an answer by its status alone and reads the body only for
 * the message. A typed `Response.json({error}, {status: 503})`, an untyped text body, an empty one, an HTML page and
 * a ZodError-shaped body all get the same attempts (first + retries, one Idempotency-Key), the same kind and the
 * same outbox decision (kept for later).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { ApiTransport, isApiError, type ApiError } from '../../../src/api/index.js';
import { keepsForLater } from '../../../src/api/outbox.js';

/** Sends one keyed POST against a fetch answering `answer()` every time; resolves to the keys sent and the error. */
async function attemptsFor(answer: () => Response, retries = 2): Promise<{ keys: string[]; error: ApiError }> {
  const keys: string[] = [];
  const api = new ApiTransport({
    baseUrl: 'https://api.test/api',
    token: 'opaque-token',
    retry: { retries, baseDelayMs: 1, maxDelayMs: 2 },
    sleep: async () => {},
    fetch: async (input, init) => {
      keys.push(new Request(input, init).headers.get('Idempotency-Key') ?? '');
      return answer();
    },
  });
  try {
    await api.request('POST', '/send', { body: { text: 'hi' }, idempotencyKey: 'key-1' });
  } catch (error) {
    assert.ok(isApiError(error), String(error));
    return { keys, error };
  }
  throw new Error('the request succeeded');
}

describe('a 5xx is classified by its status, not by its body', () => {
  const bodies: [string, (status: number) => Response][] = [
    ['typed JSON {error} (Response.json)', (status) => Response.json({ error: 'upstream unavailable' }, { status })],
    [
      'the same JSON, untyped (text/plain)',
      (status) => new Response(JSON.stringify({ error: 'upstream unavailable' }), { status }),
    ],
    ['an empty body', (status) => new Response(null, { status })],
    [
      'an HTML error page',
      (status) =>
        new Response('<html><body>Bad gateway</body></html>', { status, headers: { 'Content-Type': 'text/html' } }),
    ],
    [
      'a ZodError-shaped body',
      (status) =>
        Response.json(
          { description: 'Upstream validation failed', errors: { errors: ['x'], properties: {} } },
          { status },
        ),
    ],
  ];

  for (const [name, answer] of bodies) {
    it(`503 with ${name}: 3 attempts under one key, kind server, kept for later`, async () => {
      const { keys, error } = await attemptsFor(() => answer(503));
      assert.deepEqual(keys, ['key-1', 'key-1', 'key-1']);
      assert.equal(error.status, 503);
      assert.equal(error.kind, 'server');
      assert.equal(error.transient, true);
      assert.equal(keepsForLater(error), true);
    });
  }

  it('the typed and the untyped body give the same message: the `error` string', async () => {
    const typed = await attemptsFor(() => bodies[0]![1](503));
    const untyped = await attemptsFor(() => bodies[1]![1](503));
    assert.equal(typed.error.message, 'upstream unavailable');
    assert.equal(untyped.error.message, 'upstream unavailable');
  });

  it('any 5xx status with any body, typed or not: retries + 1 attempts, kind server, kept (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 500, max: 599 }),
        fc.oneof(fc.string(), fc.json()),
        fc.boolean(),
        fc.integer({ min: 0, max: 3 }),
        async (status, text, typed, retries) => {
          const { keys, error } = await attemptsFor(
            () => new Response(text, { status, headers: typed ? { 'Content-Type': 'application/json' } : undefined }),
            retries,
          );
          assert.equal(keys.length, retries + 1);
          assert.ok(keys.every((k) => k === 'key-1'));
          assert.equal(error.kind, 'server');
          assert.equal(keepsForLater(error), true);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('a 4xx refusal with the same typed body is not retried and not kept', async () => {
    const { keys, error } = await attemptsFor(() => Response.json({ error: 'Sender paused' }, { status: 409 }));
    assert.deepEqual(keys, ['key-1']);
    assert.equal(error.kind, 'conflict');
    assert.equal(keepsForLater(error), false);
  });
});
