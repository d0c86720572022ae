/**
 * The team inbox on the sandbox (DESIGN §10): notes as entries with authors (two users, two tokens), the older
 * single `notes` text read as the first note, note and presence events on the stream, presence ending by itself
 * after 30 s of the manual clock, and the `name` claim that names authors.
 */
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { StreamEvent } from '../../../src/schemas/events.js';
import { Note, PRESENCE_TTL_MS } from '../../../src/schemas/notes.js';
import type { Scope } from '../../../src/schemas/token.js';
import * as z from '../../../src/schemas/zod.js';
import { SANDBOX_DEFAULTS } from '../../../src/sandbox/index.js';
import { createEmbedToken } from '../../../src/tokens/index.js';
import { DEMO_SENDERS, settle, sseReader, testSandbox, type TestSandbox } from './helpers.js';

let t: TestSandbox;
afterEach(() => t?.close());

const TO = '+14155550177';
const TEAM: Scope[] = ['conversations:read', 'conversations:notes'];

/** A token for one teammate: `sub` = id, `name` claim when given. */
function tokenFor(
  t: TestSandbox,
  user: string,
  name?: string,
  scopes: Scope[] = TEAM,
  resources?: { senders?: string[] },
) {
  return createEmbedToken({
    key: { kid: SANDBOX_DEFAULTS.embedKid, secret: SANDBOX_DEFAULTS.embedSecret },
    team: SANDBOX_DEFAULTS.team,
    user,
    ...(name === undefined ? {} : { name }),
    scopes,
    ...(resources ? { resources } : {}),
    ttl: 24 * 3600,
    now: t.clock.now(),
  });
}

/** A thread from the Acme phone number to TO (no demo data: events are only ours). */
async function thread(t: TestSandbox, from: string = DEMO_SENDERS.acmePhone): Promise<string> {
  const sent = await t.api('POST', '/send', { type: 'SMS', from, to: TO, text: 'hello' });
  assert.equal(sent.status, 200, JSON.stringify(sent.body));
  return sent.body.conversationId;
}

async function stream(t: TestSandbox, token: string) {
  const response = await t.fetch('GET', '/events/stream', { token });
  assert.equal(response.status, 200);
  const reader = sseReader(response);
  /** The next event of one of `types` (others skipped), or null when none comes before the stream is drained. */
  async function next(...types: string[]) {
    for (;;) {
      const frame = await reader.nextEvent();
      if (!frame) return null;
      if (types.includes(frame.event!)) {
        assert.ok(
          z.safeParse(StreamEvent, { id: frame.id, event: frame.event, data: frame.json }).success,
          `${frame.event} matches the schema`,
        );
        return frame;
      }
    }
  }
  return { next, reader };
}

/**
 * Every event of `types` a stream holds so far: a marker (a recipient's typing) is published and the stream read up
 * to that very marker (by its cursor), so a later drain never stops at an earlier one's marker.
 */
async function drain(t: TestSandbox, s: Awaited<ReturnType<typeof stream>>, types: string[]) {
  await t.api('POST', '/sandbox/typing', { from: TO, to: DEMO_SENDERS.acmePhone });
  const marker = t.sandbox.events.lastId;
  const seen = [];
  for (;;) {
    const frame = await s.next(...types, 'typing');
    if (!frame || (frame.event === 'typing' && Number(frame.id) >= marker)) return seen;
    if (frame.event !== 'typing') seen.push(frame);
  }
}

describe('notes as entries', () => {
  it('adds, lists oldest first, edits and deletes notes, with the author from the token', async () => {
    t = testSandbox({ demoData: false });
    const id = await thread(t);
    const ana = await tokenFor(t, 'user_ana', 'Ana Silva');
    const ben = await tokenFor(t, 'user_ben');
    const first = await t.call('POST', `/conversations/${id}/notes`, {
      token: ana,
      body: { text: 'Called her back @Ben', mentions: ['user_ben'] },
    });
    assert.equal(first.status, 201, JSON.stringify(first.body));
    assert.ok(z.safeParse(Note, first.body).success);
    assert.deepEqual(first.body.author, { id: 'user_ana', name: 'Ana Silva' });
    assert.deepEqual(first.body.mentions, ['user_ben']);
    assert.equal(first.body.conversationId, id);
    assert.equal(first.body.createdAt, first.body.updatedAt);
    const second = await t.call('POST', `/conversations/${id}/notes`, { token: ben, body: { text: 'Refund sent' } });
    assert.equal(second.status, 201);
    assert.deepEqual(second.body.author, { id: 'user_ben' }, 'no name claim: the id alone');
    assert.deepEqual(second.body.mentions, []);
    assert.ok(
      second.body.createdAt > first.body.createdAt,
      'strictly after the previous note, though the clock did not move',
    );

    const reader = await tokenFor(t, 'user_cy', undefined, ['conversations:read']);
    const list = await t.call('POST', `/conversations/${id}/notes/list`, { token: reader, body: {} });
    assert.equal(list.status, 200, 'conversations:read is enough to list');
    assert.deepEqual(
      list.body.data.map((n: Note) => n.text),
      ['Called her back @Ben', 'Refund sent'],
    );
    assert.equal(list.body.nextCursor, null);
    const refused = await t.call('POST', `/conversations/${id}/notes`, { token: reader, body: { text: 'x' } });
    assert.equal(refused.status, 401);
    assert.match(refused.body.error, /conversations:notes/);

    t.clock.advance(5000);
    const edited = await t.call('PATCH', `/conversations/${id}/notes/${first.body.id}`, {
      token: ana,
      body: { text: 'Called her back' },
    });
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    assert.equal(edited.body.text, 'Called her back');
    assert.deepEqual(edited.body.mentions, ['user_ben'], 'mentions stay unless given');
    assert.ok(edited.body.updatedAt > edited.body.createdAt);

    const deleted = await t.call('DELETE', `/conversations/${id}/notes/${second.body.id}`, { token: ben });
    assert.equal(deleted.status, 204);
    const after = await t.call('POST', `/conversations/${id}/notes/list`, { token: ana, body: {} });
    assert.deepEqual(
      after.body.data.map((n: Note) => n.id),
      [first.body.id],
    );
    const again = await t.call('DELETE', `/conversations/${id}/notes/${second.body.id}`, { token: ben });
    assert.equal(again.status, 404);
    assert.deepEqual(again.body, { error: 'Note not found' });
  });

  it('lets only the author edit or delete a note: anyone else gets a 401 saying so', async () => {
    t = testSandbox({ demoData: false });
    const id = await thread(t);
    const ana = await tokenFor(t, 'user_ana', 'Ana Silva');
    const ben = await tokenFor(t, 'user_ben', 'Ben Okafor');
    const note = (await t.call('POST', `/conversations/${id}/notes`, { token: ana, body: { text: 'Mine' } })).body;
    const edit = await t.call('PATCH', `/conversations/${id}/notes/${note.id}`, {
      token: ben,
      body: { text: 'Yours now' },
    });
    assert.equal(edit.status, 401);
    assert.deepEqual(edit.body, { error: 'Only the author of a note can edit it: this note is by Ana Silva' });
    const remove = await t.call('DELETE', `/conversations/${id}/notes/${note.id}`, { token: ben });
    assert.equal(remove.status, 401);
    assert.deepEqual(remove.body, { error: 'Only the author of a note can delete it: this note is by Ana Silva' });
    const list = await t.call('POST', `/conversations/${id}/notes/list`, { token: ana, body: {} });
    assert.deepEqual(
      list.body.data.map((n: Note) => n.text),
      ['Mine'],
      'unchanged',
    );
    // The server (API key) acts for the team: it may change any note.
    assert.equal((await t.api('PATCH', `/conversations/${id}/notes/${note.id}`, { text: 'Moderated' })).status, 200);
    assert.equal((await t.api('DELETE', `/conversations/${id}/notes/${note.id}`)).status, 204);
  });

  it('validates bodies with specific errors and hides conversations outside res', async () => {
    t = testSandbox({ demoData: false });
    const id = await thread(t);
    const other = await thread(t, DEMO_SENDERS.northwindPhone);
    const ana = await tokenFor(t, 'user_ana', 'Ana', TEAM, { senders: [DEMO_SENDERS.acmePhone] });
    const post = (body: unknown, conversation = id) =>
      t.call('POST', `/conversations/${conversation}/notes`, { token: ana, body });
    const empty = await post({ text: '   ' });
    assert.equal(empty.status, 400);
    assert.deepEqual(empty.body.errors.properties.text.errors, ['text must not be empty']);
    const long = await post({ text: 'x'.repeat(4001) });
    assert.deepEqual(long.body.errors.properties.text.errors, ['text must be at most 4000 characters']);
    assert.equal((await post({ text: 'x'.repeat(4000) })).status, 201);
    const twice = await post({ text: 'hi', mentions: ['u1', 'u1'] });
    assert.deepEqual(twice.body.errors.properties.mentions.errors, ['mentions must not name a user twice']);
    const unknown = await post({ text: 'hi', mention: ['u1'] });
    assert.equal(unknown.status, 400, 'an unknown key is refused, not ignored');
    const author = await post({ text: 'hi', author: { id: 'someone_else' } });
    assert.equal(author.status, 400);
    assert.match(author.body.error, /author is taken from the embed token/);
    assert.equal((await post({ text: 'hi' }, other)).status, 404, 'a thread of another sender is not visible');
    assert.equal((await t.call('POST', `/conversations/${other}/notes/list`, { token: ana, body: {} })).status, 404);
    assert.equal((await post({ text: 'hi' }, 'conv_missing')).status, 404);
    // A server call may name the author (notes imported from elsewhere) or none.
    const imported = await t.api('POST', `/conversations/${id}/notes`, {
      text: 'From the CRM',
      author: { id: 'crm', name: 'CRM' },
    });
    assert.equal(imported.status, 201);
    assert.deepEqual(imported.body.author, { id: 'crm', name: 'CRM' });
    const system = await t.api('POST', `/conversations/${id}/notes`, { text: 'Order shipped' });
    assert.equal(system.body.author, null);
    const refused = await t.call('DELETE', `/conversations/${id}/notes/${system.body.id}`, { token: ana });
    assert.equal(refused.status, 401);
    assert.match(refused.body.error, /added by the server/);
  });

  it('pages notes oldest first with stable cursors', async () => {
    t = testSandbox({ demoData: false });
    const id = await thread(t);
    const ana = await tokenFor(t, 'user_ana');
    await t.api('PATCH', `/conversations/${id}`, { notes: 'Older notes text' });
    for (let i = 1; i <= 7; i++) {
      assert.equal(
        (await t.call('POST', `/conversations/${id}/notes`, { token: ana, body: { text: `note ${i}` } })).status,
        201,
      );
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: any = await t.call('POST', `/conversations/${id}/notes/list`, {
        token: ana,
        body: { pageSize: 3, cursor },
      });
      assert.equal(page.status, 200, JSON.stringify(page.body));
      seen.push(...page.body.data.map((n: Note) => n.text));
      cursor = page.body.nextCursor;
      // A note added between pages comes at the end, once.
      if (pages++ === 0) await t.call('POST', `/conversations/${id}/notes`, { token: ana, body: { text: 'late' } });
    } while (cursor);
    assert.deepEqual(seen, [
      'Older notes text',
      'note 1',
      'note 2',
      'note 3',
      'note 4',
      'note 5',
      'note 6',
      'note 7',
      'late',
    ]);
    const forged = await t.call('POST', `/conversations/${id}/notes/list`, {
      token: ana,
      body: { cursor: 'bm90IGEgY3Vyc29y' },
    });
    assert.equal(forged.status, 400);
  });
});

describe('the older single notes text', () => {
  it('is read as the first note, without an author, and PATCH /conversations/{id} {notes} keeps working', async () => {
    t = testSandbox({ demoData: false });
    const id = await thread(t);
    const ana = await tokenFor(t, 'user_ana', 'Ana');
    const none = await t.call('POST', `/conversations/${id}/notes/list`, { token: ana, body: {} });
    assert.deepEqual(none.body.data, [], 'an empty notes text is no note');
    await t.call('POST', `/conversations/${id}/notes`, { token: ana, body: { text: 'Entry' } });
    t.clock.advance(1000);
    const patched = await t.call('PATCH', `/conversations/${id}`, {
      token: ana,
      body: { notes: 'VIP, prefers texts' },
    });
    assert.equal(patched.status, 200);
    assert.equal(patched.body.notes, 'VIP, prefers texts');
    const list = await t.call('POST', `/conversations/${id}/notes/list`, { token: ana, body: {} });
    const [legacy, entry] = list.body.data;
    assert.deepEqual(
      [legacy.text, legacy.author, legacy.mentions, entry.text],
      ['VIP, prefers texts', null, [], 'Entry'],
    );
    assert.equal(legacy.id, `note_legacy_${id}`);
    assert.ok(legacy.updatedAt > legacy.createdAt);
    // No user is its author: a user changes it through the conversation, as before; the server may change it here.
    const edit = await t.call('PATCH', `/conversations/${id}/notes/${legacy.id}`, { token: ana, body: { text: 'x' } });
    assert.equal(edit.status, 401);
    assert.match(edit.body.error, /no recorded author.*PATCH \/conversations\/\{id\} \{notes\}/);
    const server = await t.api('PATCH', `/conversations/${id}/notes/${legacy.id}`, { text: 'VIP' });
    assert.equal(server.status, 200);
    assert.equal((await t.api('GET', `/conversations/${id}?include=none`)).body.notes, 'VIP');
    assert.equal((await t.api('DELETE', `/conversations/${id}/notes/${legacy.id}`)).status, 204);
    assert.equal((await t.api('GET', `/conversations/${id}?include=none`)).body.notes, '');
  });
});

describe('note and presence events', () => {
  it('streams note.created, note.updated and note.deleted to everyone who may see the conversation', async () => {
    t = testSandbox({ demoData: false });
    const id = await thread(t);
    const ana = await tokenFor(t, 'user_ana', 'Ana');
    const ben = await tokenFor(t, 'user_ben', 'Ben');
    const outsider = await tokenFor(t, 'user_out', 'Out', TEAM, { senders: [DEMO_SENDERS.northwindPhone] });
    const [anaStream, benStream, outStream] = await Promise.all([stream(t, ana), stream(t, ben), stream(t, outsider)]);
    const note = (await t.call('POST', `/conversations/${id}/notes`, { token: ana, body: { text: 'Hello team' } }))
      .body;
    await t.call('PATCH', `/conversations/${id}/notes/${note.id}`, { token: ana, body: { text: 'Hello team!' } });
    await t.call('DELETE', `/conversations/${id}/notes/${note.id}`, { token: ana });
    await t.api('PATCH', `/conversations/${id}`, { notes: 'Legacy text' });
    await t.api('PATCH', `/conversations/${id}`, { notes: '' });
    const types = ['note.created', 'note.updated', 'note.deleted'];
    for (const s of [anaStream, benStream]) {
      const frames = await drain(t, s, types);
      assert.deepEqual(
        frames.map((f) => [f.event, f.json.note.text]),
        [
          ['note.created', 'Hello team'],
          ['note.updated', 'Hello team!'],
          ['note.deleted', 'Hello team!'],
          ['note.created', 'Legacy text'],
          ['note.deleted', 'Legacy text'],
        ],
      );
      assert.deepEqual(frames[0]!.json.note.author, { id: 'user_ana', name: 'Ana' });
    }
    await t.api('POST', '/sandbox/inbound', { from: '+14155550100', to: DEMO_SENDERS.northwindPhone, text: 'marker' });
    const outsiderSaw = await outStream.next(...types, 'message.created');
    assert.equal(
      outsiderSaw?.event,
      'message.created',
      'a teammate outside res gets no note event of the hidden thread',
    );
    for (const s of [anaStream, benStream, outStream]) await s.reader.cancel();
  });

  it('tells every other user who is viewing or typing, never the user themself, and ends a presence after 30 s', async () => {
    t = testSandbox({ demoData: false });
    const id = await thread(t);
    const ana = await tokenFor(t, 'user_ana', 'Ana Silva', ['conversations:read']);
    const ben = await tokenFor(t, 'user_ben', 'Ben', ['conversations:read']);
    const [anaStream, benStream] = await Promise.all([stream(t, ana), stream(t, ben)]);
    const presence = (token: string, state: string) =>
      t.call('POST', `/conversations/${id}/presence`, { token, body: { state } });

    assert.equal((await presence(ana, 'viewing')).status, 204);
    await presence(ana, 'viewing'); // a refresh: not news
    t.clock.advance(10_000);
    await presence(ana, 'typing');
    const start = t.clock.now();
    const seen = await drain(t, benStream, ['presence']);
    assert.deepEqual(
      seen.map((f) => [f.json.user, f.json.state, f.json.conversationId]),
      [
        [{ id: 'user_ana', name: 'Ana Silva' }, 'viewing', id],
        [{ id: 'user_ana', name: 'Ana Silva' }, 'typing', id],
      ],
    );
    assert.equal(seen[1]!.json.at, new Date(start).toISOString());
    assert.deepEqual(await drain(t, anaStream, ['presence']), [], 'Ana does not hear of her own presence');

    // Who is here, for a teammate who opens the thread later.
    const here = await t.call('GET', `/conversations/${id}/presence`, { token: ben });
    assert.deepEqual(
      here.body.data.map((p: any) => [p.user.id, p.state]),
      [['user_ana', 'typing']],
    );
    assert.deepEqual(
      (await t.call('GET', `/conversations/${id}/presence`, { token: ana })).body.data,
      [],
      'never the caller',
    );

    // Not refreshed for 30 s: the presence ends by itself, as an idle event.
    await t.clock.tick(PRESENCE_TTL_MS - 1);
    assert.equal(
      (await t.call('GET', `/conversations/${id}/presence`, { token: ben })).body.data.length,
      1,
      'still there at 29.999 s',
    );
    await t.clock.tick(1);
    const ended = await drain(t, benStream, ['presence']);
    assert.deepEqual(
      ended.map((f) => [f.json.user.id, f.json.state, f.json.at]),
      [['user_ana', 'idle', new Date(start + PRESENCE_TTL_MS).toISOString()]],
    );
    assert.deepEqual((await t.call('GET', `/conversations/${id}/presence`, { token: ben })).body.data, []);

    // Ending it explicitly (the tab was hidden) says idle at once, and arms no timer.
    await presence(ben, 'viewing');
    await presence(ben, 'idle');
    await presence(ben, 'idle'); // nothing more to end
    assert.deepEqual(
      (await drain(t, anaStream, ['presence'])).map((f) => [f.json.user.id, f.json.state]),
      [
        ['user_ben', 'viewing'],
        ['user_ben', 'idle'],
      ],
    );
    await settle();
    for (const s of [anaStream, benStream]) await s.reader.cancel();
  });

  it('validates presence bodies; a server call names the user', async () => {
    t = testSandbox({ demoData: false });
    const id = await thread(t);
    const ana = await tokenFor(t, 'user_ana', undefined, ['conversations:read']);
    const bad = await t.call('POST', `/conversations/${id}/presence`, { token: ana, body: { state: 'away' } });
    assert.equal(bad.status, 400);
    assert.ok(bad.body.errors.properties.state, JSON.stringify(bad.body));
    const named = await t.call('POST', `/conversations/${id}/presence`, {
      token: ana,
      body: { state: 'viewing', user: { id: 'x' } },
    });
    assert.equal(named.status, 400);
    assert.match(named.body.error, /user is taken from the embed token/);
    const anonymousServer = await t.api('POST', `/conversations/${id}/presence`, { state: 'viewing' });
    assert.equal(anonymousServer.status, 400);
    assert.match(anonymousServer.body.error, /user is required on a server call/);
    assert.equal(
      (await t.api('POST', `/conversations/${id}/presence`, { state: 'viewing', user: { id: 'bot', name: 'Bot' } }))
        .status,
      204,
    );
    const here = await t.call('GET', `/conversations/${id}/presence`, { token: ana });
    assert.deepEqual(
      here.body.data.map((p: any) => p.user),
      [{ id: 'bot', name: 'Bot' }],
    );
    const noScope = await tokenFor(t, 'user_ana', undefined, ['messages:send']);
    assert.equal(
      (await t.call('POST', `/conversations/${id}/presence`, { token: noScope, body: { state: 'viewing' } })).status,
      401,
    );
    assert.equal(
      (await t.call('POST', `/conversations/conv_missing/presence`, { token: ana, body: { state: 'viewing' } })).status,
      404,
    );
  });
});

describe('the name claim', () => {
  it('is minted when given, at most 80 characters', async () => {
    t = testSandbox({ demoData: false });
    const token = await tokenFor(t, 'user_ana', 'Ana Silva');
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    assert.equal(claims.name, 'Ana Silva');
    assert.equal(
      JSON.parse(Buffer.from((await tokenFor(t, 'user_ana')).split('.')[1]!, 'base64url').toString()).name,
      undefined,
    );
    await assert.rejects(tokenFor(t, 'user_ana', 'x'.repeat(81)), /name must be at most 80 characters; got 81/);
    await assert.rejects(tokenFor(t, 'user_ana', ' '), /name must be a non-empty string/);
    assert.ok(await tokenFor(t, 'user_ana', 'x'.repeat(80)));
  });
});
