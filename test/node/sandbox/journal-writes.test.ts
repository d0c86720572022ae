/**
 * `--data` journals writes only (records are marked by their writers, never by reads): this drives writes of many
 * kinds through the HTTP API, lets the carrier move the messages on, then reads the files back as a restart would
 * (snapshot + journal, without compaction) and expects exactly the live state. A writer that changes a record in
 * place without marking it shows here as a section that differs.
 *
 * Then the acknowledgement itself, deterministically: a journal write held open (through `journalIo`, the journal's
 * disk seam) must hold the answer with it; a journal write that fails answers 500 `{error}`, leaves files a restart
 * reads, and the sandbox keeps serving.
 */
import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { SANDBOX_DEFAULTS, startSandboxServer, type SandboxServer } from '../../../src/sandbox/index.js';
import { journalIo, loadDurableState } from '../../../src/sandbox/persistence.js';
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

describe('--data answers wait for the journal', () => {
  const original = journalIo.append;
  after(() => (journalIo.append = original));

  async function start(name: string): Promise<{ server: SandboxServer; file: string }> {
    const file = join(dir, name);
    // A manual clock: no carrier timer writes on its own, so the only journal write is the request's.
    const clock = new ManualClock(Date.parse('2026-03-01T10:00:00Z'));
    const server = await startSandboxServer({
      port: 0,
      dataFile: file,
      log: () => {},
      sandbox: { demoConversations: 3, longThreadSize: 5, clock },
    });
    return { server, file };
  }
  const createContact = (server: SandboxServer, phoneNumber: string) =>
    fetch(`${server.baseUrl}/contacts`, { method: 'POST', headers: KEY, body: JSON.stringify({ phoneNumber }) });
  async function journalText(file: string): Promise<string> {
    const names = (await readdir(dir)).filter((name) => name.startsWith(`${file.slice(dir.length + 1)}.journal-`));
    return (await Promise.all(names.map((name) => readFile(join(dir, name), 'utf8')))).join('');
  }

  it('no answer leaves while its journal write is held; released, the answer comes and the line is on disk', async () => {
    const { server, file } = await start('held.json');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const writing = new Promise<void>((resolve) => (entered = resolve));
    journalIo.append = async (handle, line) => {
      entered();
      await gate;
      return original(handle, line);
    };
    try {
      let answered = false;
      const answer = createContact(server, '+12025550171').then((response) => {
        answered = true;
        return response;
      });
      await writing;
      // The request's change is being written and the write is held: whatever the wait, no answer may come.
      const waited = await Promise.race([
        answer.then(() => 'answered'),
        new Promise((resolve) => setTimeout(resolve, 300, 'held')),
      ]);
      assert.equal(waited, 'held', 'the answer left before its journal line was on disk');
      assert.equal(answered, false);
      journalIo.append = original;
      release();
      const response = await answer;
      assert.equal(response.status, 201);
      const { id } = (await response.json()) as { id: string };
      assert.match(await journalText(file), new RegExp(`"${id}"`));
    } finally {
      journalIo.append = original;
      release();
      await server.close();
    }
  });

  it('a journal write that fails answers 500 {error}; the files stay readable and agree with the state; serving goes on', async () => {
    const { server, file } = await start('failing.json');
    try {
      // The disk fails mid-line: half the line is written, then the write reports an error (ENOSPC, EIO).
      journalIo.append = async (handle, line) => {
        await handle.write(line.slice(0, Math.floor(line.length / 2)));
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      };
      const failed = await createContact(server, '+12025550172');
      assert.equal(failed.status, 500);
      const body = (await failed.json()) as { error: unknown };
      assert.deepEqual(Object.keys(body), ['error']);
      assert.match(String(body.error), /could not save this change/);

      journalIo.append = original;
      const next = await createContact(server, '+12025550173');
      assert.equal(next.status, 201, 'the sandbox serves again once the disk does');
      const nextId = ((await next.json()) as { id: string }).id;
      assert.equal((await fetch(`${server.baseUrl}/contacts/${nextId}`, { headers: KEY })).status, 200);

      // What a restart reads now: no half line in the way, and exactly the live state (the change the failed
      // request made was written again with the next line, so memory and files agree).
      const { state } = await loadDurableState(file);
      const live = JSON.parse(JSON.stringify(server.sandbox.store.data)) as Record<string, unknown>;
      const read = JSON.parse(JSON.stringify(state)) as Record<string, unknown>;
      for (const section of Object.keys(live)) assert.deepEqual(read[section], live[section], `section ${section}`);
      assert.ok(Object.values(state!.contacts).some((contact) => contact.id === nextId));
    } finally {
      journalIo.append = original;
      await server.close();
    }
  });
});
