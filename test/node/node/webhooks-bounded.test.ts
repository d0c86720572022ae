// The webhook receiver's fetch path (Next.js, Hono, Workers: a Request whose body streams in) reads a delivery no
// further than MAX_BODY_BYTES, as the Express adapter does: a sender that has the signing secret, or a proxy in
// front of the receiver, cannot make it buffer an unbounded body. A declared larger Content-Length is refused
// before anything is read.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MAX_BODY_BYTES } from '../../../src/node/context.js';
import { webhookHandler } from '../../../src/node/index.js';
import { messageStatus } from './events.fixtures.js';

const SECRET = 'whsec_0123456789abcdef';

/** A body of `total` bytes made as it is read: `pulled` says how much the receiver asked for, `cancelled` if it hung up. */
function endless(total: number) {
  const state = { pulled: 0, cancelled: false };
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= total) return controller.close();
      state.pulled += chunk.byteLength;
      controller.enqueue(chunk.slice());
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { body, state };
}

const delivery = (body: ReadableStream<Uint8Array> | string, headers: Record<string, string> = {}) =>
  new Request('https://shop.test/parley/webhooks', {
    method: 'POST',
    headers: { 'SERVICE-SIGNING-SECRET': SECRET, 'Content-Type': 'application/json', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);

describe('webhookHandler: a delivery larger than MAX_BODY_BYTES', () => {
  const seen: string[] = [];
  const receive = webhookHandler({ secret: SECRET, on: (event) => void seen.push(event.type), dedupe: false });

  test('streamed without a length: 413 after reading just past the limit, the rest never pulled', async () => {
    const { body, state } = endless(50 * 2 ** 20);
    const response = await receive(delivery(body));
    assert.equal(response.status, 413);
    assert.deepEqual(await response.json(), { error: `Body is larger than ${MAX_BODY_BYTES} bytes` });
    assert.ok(state.pulled < 2 * MAX_BODY_BYTES, `${state.pulled} bytes pulled`);
    assert.ok(state.cancelled, 'the body is cancelled');
  });

  test('declared by Content-Length: 413 before reading', async () => {
    const { body, state } = endless(50 * 2 ** 20);
    const response = await receive(delivery(body, { 'Content-Length': String(50 * 2 ** 20) }));
    assert.equal(response.status, 413);
    assert.ok(state.pulled <= 64 * 1024, `${state.pulled} bytes pulled`);
  });

  test('a delivery within the limit, streamed, is received (the control)', async () => {
    const text = JSON.stringify(messageStatus);
    const bytes = new TextEncoder().encode(text);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.byteLength; at += 7) controller.enqueue(bytes.slice(at, at + 7));
        controller.close();
      },
    });
    const response = await receive(delivery(body));
    assert.equal(response.status, 200);
    assert.deepEqual(seen, ['MESSAGE.STATUS']);
  });
});
