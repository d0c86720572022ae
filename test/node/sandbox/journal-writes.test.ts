/**
 * `--data` journals writes only (records are marked by their writers, never by reads): this drives writes of many
 * kinds through the HTTP API, lets the carrier move the messages on, then reads the files back as a restart would
 * (snapshot + journal, without compaction) and expects exactly the live state. A writer that changes a record in
 * place without marking it shows here as a section that differs.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { SANDBOX_DEFAULTS, startSandboxServer, type SandboxServer } from '../../../src/sandbox/index.js';
import { loadDurableState } from '../../../src/sandbox/persistence.js';
import { DEMO_SENDERS, ManualClock } from './helpers.js';

const KEY = { 'SERVICE-API-KEY': SANDBOX_DEFAULTS.apiKey, 'Content-Type': 'application/json' };

let dir: string;
before(async () => (dir = await mkdtemp(join(tmpdir(), 'parley-journal-writes-'))));
after(() => rm(dir, { recursive: true, force: true }));

describe('--data journal', () => {
  it('holds every write a request or a timer made, so a restart reads exactly the live state', async () => {
    const file = join(dir, 'writes.json');
    const clock = new ManualClock(Date.parse('2026-03-01T10:00:00Z'));
    const server: SandboxServer = await startSandboxServer({
      port: 0,
      dataFile: file,
      log: () => {},
      sandbox: { longThreadSize: 50, demoConversations: 20, clock },
    });
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${server.baseUrl}${path}`, {
        method,
        headers: KEY,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const json = (await response.json()) as Record<string, unknown>;
      assert.ok(response.ok, `${method} ${path} → ${response.status} ${JSON.stringify(json)}`);
      return json;
    };
    try {
      const to = '+14155550142';
      const sent = await call('POST', '/send', { type: 'SMS', from: DEMO_SENDERS.acmePhone, to, text: 'hello' });
      await call('POST', '/sandbox/inbound', { from: to, to: DEMO_SENDERS.acmePhone, text: 'STOP' });
      const conversationId = sent.conversationId as string;
      await call('POST', `/conversations/${conversationId}/read`, {});
      const note = await call('POST', `/conversations/${conversationId}/notes`, { text: 'first' });
      await call('PATCH', `/conversations/${conversationId}/notes/${note.id as string}`, { text: 'edited' });
      await call('POST', '/messages/react', { messageId: sent.id, emoji: '👍' }).catch(() => undefined);
      const contact = await call('POST', '/contacts', { phoneNumber: to, name: 'Ada' });
      await call('PATCH', `/contacts/${contact.id as string}`, { name: 'Ada L.' });
      const audience = await call('POST', '/audiences', { name: 'Friends' });
      await call('POST', `/audiences/${audience.id as string}/contacts/add`, { contactIds: [contact.id] });
      await call('PATCH', `/audiences/${audience.id as string}`, { name: 'Close friends' });
      // Timers (carrier steps) change messages with no request waiting: they reach the journal on their own.
      await clock.tick(60_000);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await call('POST', '/contacts/list', {});

      const live = JSON.parse(JSON.stringify(server.sandbox.store.data)) as Record<string, unknown>;
      const { state } = await loadDurableState(file);
      const read = JSON.parse(JSON.stringify(state)) as Record<string, unknown>;
      assert.equal((read.messages as Record<string, { status: string }>)[sent.id as string]?.status, 'DELIVERED');
      for (const section of Object.keys(live)) {
        assert.deepEqual(read[section], live[section], `section ${section} as read back from the files`);
      }
    } finally {
      await server.close();
    }
  });
});
