/**
 * A stream cut before its first event still resumes exactly: the sandbox opens every fresh subscription with a
 * `ready` frame carrying the current cursor, and the client resumes from it (no re-sync needed, nothing lost).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createApiClient } from '../../../src/api/client.js';
import type { StreamMessage } from '../../../src/api/sse.js';
import { createSandbox, SANDBOX_DEFAULTS } from '../../../src/sandbox/index.js';
import { createEmbedToken } from '../../../src/tokens/index.js';

test('a connection cut before any event resumes from the ready cursor', async () => {
  const sandbox = createSandbox({ demoConversations: 3, longThreadSize: 5 });
  const conversation = Object.values(sandbox.store.data.conversations)[0]!;
  const inbound = (text: string) =>
    sandbox.fetch(
      new Request('http://s.test/api/sandbox/inbound', {
        method: 'POST',
        headers: { 'SERVICE-API-KEY': SANDBOX_DEFAULTS.apiKey, 'content-type': 'application/json' },
        body: JSON.stringify({ from: conversation.to, to: conversation.from, text }),
      }),
    );
  let streams = 0;
  const resumedFrom: (string | null)[] = [];
  // The first stream is cut right after its opening frames; a message is published while it is down.
  const fetchImpl: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const response = await sandbox.fetch(request);
    if (!request.url.endsWith('/events/stream')) return response;
    resumedFrom.push(request.headers.get('last-event-id'));
    if (++streams > 1) return response;
    const reader = response.body!.getReader();
    // Pass on the opening frames (up to and including `ready`), then cut.
    const opening: Uint8Array[] = [];
    for (let text = ''; !text.includes('event: ready');) {
      const { value, done } = await reader.read();
      if (done) break;
      opening.push(value);
      text += new TextDecoder().decode(value);
    }
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of opening) controller.enqueue(chunk);
      },
      async pull(controller) {
        await reader.cancel();
        await inbound('sent while the stream was down');
        controller.error(new Error('connection cut'));
      },
    });
    return new Response(body, { headers: response.headers });
  };
  const token = await createEmbedToken({
    key: { kid: SANDBOX_DEFAULTS.embedKid, secret: SANDBOX_DEFAULTS.embedSecret },
    team: SANDBOX_DEFAULTS.team,
    user: 'sse@example.com',
    scopes: ['conversations:read'],
  });
  const client = createApiClient({ baseUrl: 'http://s.test/api', token, fetch: fetchImpl });
  const events: StreamMessage[] = [];
  let resets = 0;
  const received = new Promise<void>((resolve) => {
    const subscription = client.events({
      onEvent(event) {
        events.push(event);
        if (event.event === 'message.created') {
          subscription.close();
          resolve();
        }
      },
      onReset: () => resets++,
      retry: { baseDelayMs: 5, maxDelayMs: 20 },
    });
  });
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`no event after the cut (resets: ${resets})`)), 10_000).unref(),
  );
  try {
    await Promise.race([received, timeout]);
  } finally {
    sandbox.close();
  }
  assert.equal(resumedFrom[0], null, 'the first connection had no cursor');
  assert.match(resumedFrom[1] ?? '', /^\d+$/, 'the second resumed from the ready cursor');
  assert.equal(resets, 0, 'no re-sync was needed');
  const created = events.filter((e) => e.event === 'message.created');
  assert.equal(created.length, 1);
  assert.equal(
    created[0]!.event === 'message.created' && created[0]!.data.message.text,
    'sent while the stream was down',
  );
});
