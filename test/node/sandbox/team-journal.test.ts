/**
 * `--data` keeps the team's work (DESIGN §12, §13): status, snooze time, assignee, each teammate's read position and
 * mention notes are journalled by the request that made them, read back exactly by a restart, and a thread snoozed
 * before the restart still reopens on time after it.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { SANDBOX_DEFAULTS, startSandboxServer, type SandboxServer } from '../../../src/sandbox/index.js';
import { loadDurableState } from '../../../src/sandbox/persistence.js';
import { createEmbedToken } from '../../../src/tokens/index.js';
import { DEMO_SENDERS, ManualClock, settle } from './helpers.js';

const KEY = { 'SERVICE-API-KEY': SANDBOX_DEFAULTS.apiKey, 'Content-Type': 'application/json' };
const HOUR = 3600_000;

let dir: string;
before(async () => (dir = await mkdtemp(join(tmpdir(), 'parley-team-journal-'))));
after(() => rm(dir, { recursive: true, force: true }));

function server(file: string, clock: ManualClock): Promise<SandboxServer> {
  return startSandboxServer({
    port: 0,
    dataFile: file,
    log: () => {},
    sandbox: { longThreadSize: 30, demoConversations: 8, clock },
  });
}

function client(running: SandboxServer, clock: ManualClock) {
  const tokens = new Map<string, Promise<string>>();
  const tokenOf = (user: string) => {
    if (!tokens.has(user))
      tokens.set(
        user,
        createEmbedToken({
          key: { kid: SANDBOX_DEFAULTS.embedKid, secret: SANDBOX_DEFAULTS.embedSecret },
          team: SANDBOX_DEFAULTS.team,
          user,
          name: user.toUpperCase(),
          scopes: ['conversations:read', 'conversations:notes', 'conversations:manage'],
          ttl: 24 * 3600,
          now: clock.now(),
        }),
      );
    return tokens.get(user)!;
  };
  return async (method: string, path: string, body?: unknown, user?: string) => {
    const headers: Record<string, string> = user
      ? { Authorization: `Bearer ${await tokenOf(user)}`, 'Content-Type': 'application/json' }
      : KEY;
    const response = await fetch(`${running.baseUrl}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await response.json()) as any;
    assert.ok(response.ok, `${method} ${path} → ${response.status} ${JSON.stringify(json)}`);
    return json;
  };
}

describe('--data and the team at work', () => {
  it('journals status, snooze, assignee, read positions and mentions; a restart reads them and reopens on time', async () => {
    const file = join(dir, 'team.json');
    const clock = new ManualClock(Date.parse('2026-03-01T10:00:00Z'));
    const customer = '+14155550190';
    let running = await server(file, clock);
    let ids: { snoozed: string; done: string };
    try {
      const call = client(running, clock);
      const first = await call('POST', '/sandbox/inbound', { from: customer, to: DEMO_SENDERS.acmePhone, text: 'a' });
      clock.advance(1000);
      const second = await call('POST', '/sandbox/inbound', { from: customer, to: DEMO_SENDERS.acmePhone, text: 'b' });
      const other = await call('POST', '/sandbox/inbound', {
        from: '+14155550191',
        to: DEMO_SENDERS.acmePhone,
        text: 'c',
      });
      const id = first.conversationId as string;
      ids = { snoozed: id, done: other.conversationId };
      await call('POST', `/conversations/${id}/assign`, { assignee: 'ana' }, 'ana');
      await call('POST', `/conversations/${id}/read`, {}, 'ana');
      await call('POST', `/conversations/${id}/unread`, { messageId: second.id }, 'ana');
      await call('POST', `/conversations/${id}/read`, { messageId: first.id }, 'ben');
      await call('POST', `/conversations/${id}/notes`, { text: '@ben see this', mentions: ['ben'] }, 'ana');
      await call(
        'POST',
        `/conversations/${id}/status`,
        { status: 'snoozed', snoozedUntil: new Date(clock.now() + HOUR).toISOString() },
        'ana',
      );
      await call('POST', `/conversations/${other.conversationId}/status`, { status: 'done' }, 'ben');

      const live = JSON.parse(JSON.stringify(running.sandbox.store.data));
      const { state } = await loadDurableState(file);
      const read = JSON.parse(JSON.stringify(state));
      for (const section of ['conversations', 'notes', 'messages'])
        assert.deepEqual(read[section], live[section], `section ${section} as read back from the files`);
      const record = read.conversations[id];
      assert.equal(record.status, 'snoozed');
      assert.deepEqual(record.assignee, { id: 'ana', name: 'ANA' });
      assert.equal(record.reads.ana.id, first.id);
      assert.equal(record.reads.ben.id, first.id);
    } finally {
      await running.close();
    }

    // The restart: same file, the clock moves past the snooze.
    running = await server(file, clock);
    try {
      const call = client(running, clock);
      const asAna = await call('GET', `/conversations/${ids.snoozed}?include=none`, undefined, 'ana');
      assert.equal(asAna.status, 'snoozed');
      assert.equal(asAna.unreadCount, 1);
      assert.deepEqual(asAna.assignee, { id: 'ana', name: 'ANA' });
      assert.equal((await call('GET', `/conversations/${ids.snoozed}?include=none`, undefined, 'ben')).unreadCount, 1);
      const mentions = await call('POST', '/conversations/list', { mentions: 'me', status: ['snoozed'] }, 'ben');
      assert.deepEqual(
        mentions.data.map((r: { id: string }) => r.id),
        [ids.snoozed],
      );
      assert.equal((await call('GET', `/conversations/${ids.done}?include=none`)).status, 'done');
      await clock.tick(HOUR);
      await settle();
      // Reopened by its timer (no request since): the record on disk says so too.
      assert.equal(running.sandbox.store.data.conversations[ids.snoozed]!.status, 'open');
      await new Promise((resolve) => setTimeout(resolve, 100));
      const { state } = await loadDurableState(file);
      assert.equal((state as any).conversations[ids.snoozed].status, 'open');
    } finally {
      await running.close();
    }
  });
});
