/**
 * Where no schema checks stream events (production builds: `#response-check` has no `streamEvent`), the stream's
 * reader still checks what routing needs: an event name, a cursor and an object payload. An event with all three is
 * delivered; one without is reported as a `bad-response`, never delivered.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createApiClient } from '../../../src/api/client.js';
import { ApiError } from '../../../src/api/errors.js';
import { responseCheck as production } from '../../../src/api/response-check.js';

test('the production check leaves stream events to the reader', () => {
  assert.equal(production.schema, undefined, 'no response schema is ever looked up');
  assert.equal(production.streamEvent, undefined);
});

test('without a schema check, the reader delivers routable events and reports the others', async () => {
  const frames = [
    'event: ready\nid: 1\ndata: {}\n\n',
    'event: message.created\nid: 2\ndata: {"message":{"id":"m_1"}}\n\n',
    'event: message.created\ndata: {"message":{"id":"m_2"}}\n\n', // no cursor
    'event: message.created\nid: 4\ndata: "text"\n\n', // not an object
    'event: conversation.updated\nid: 5\ndata: {"conversation":{"id":"c_1"}}\n\n',
  ];
  // The stream stays open, as the service's does, until the subscription's abort ends it, as fetch's would.
  const fetchImpl: typeof fetch = async (_input, init) =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const frame of frames) controller.enqueue(new TextEncoder().encode(frame));
          init?.signal?.addEventListener('abort', () => controller.error(init.signal!.reason), { once: true });
        },
      }),
      { headers: { 'Content-Type': 'text/event-stream' } },
    );
  const client = createApiClient({ baseUrl: 'http://s.test/api', token: 'not-checked', fetch: fetchImpl });
  // As a production build's transport answers: no schema check.
  client.checkStreamEvent = () => undefined;
  const delivered: string[] = [];
  const reported: ApiError[] = [];
  await new Promise<void>((resolve) => {
    const subscription = client.events({
      onEvent(event) {
        delivered.push(`${event.event} ${event.id}`);
        if (event.id === '5') {
          subscription.close();
          resolve();
        }
      },
      onReset: () => {},
      onError: (error) => reported.push(error),
    });
  });
  assert.deepEqual(delivered, ['message.created 2', 'conversation.updated 5']);
  assert.deepEqual(
    reported.map((error) => [error instanceof ApiError && error.kind, error.message]),
    [
      ['bad-response', 'Unreadable stream event  (message.created)'],
      ['bad-response', 'Unreadable stream event 4 (message.created)'],
    ],
  );
});
