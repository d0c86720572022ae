/**
 * Cursors are bound to the list they page (DESIGN §12, cursors.ts): a signed cursor carries its list's kind and a
 * digest of what narrows it (the conversation, the request's filters), so a cursor taken to another conversation's
 * messages or notes, or to the same list with other filters, is a 400 `{error}` saying so, never a position read in
 * a list it does not belong to. The page size may change between pages.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ErrorBody } from '../../../src/schemas/errors.js';
import { DEMO_SENDERS, testSandbox, type TestSandbox } from './helpers.js';

let t: TestSandbox;
let a: string;
let b: string;

/** A 400 `{error}` whose text matches `pattern`. */
function refused(res: { status: number; body: unknown }, pattern: RegExp, label: string): void {
  assert.equal(res.status, 400, `${label}: ${JSON.stringify(res.body)}`);
  assert.ok(ErrorBody.safeParse(res.body).success, label);
  assert.match((res.body as { error: string }).error, pattern, label);
}

before(async () => {
  t = testSandbox({ demoConversations: 6, longThreadSize: 8 });
  const list = (await t.api('POST', '/conversations/list', { from: DEMO_SENDERS.acmePhone, pageSize: 2 })).body;
  [a, b] = list.data.map((conversation: { id: string }) => conversation.id);
  for (const id of [a, b]) {
    for (const text of ['first note', 'second note', 'third note'])
      assert.equal((await t.api('POST', `/conversations/${id}/notes`, { text })).status, 201);
  }
});
after(() => t?.close());

describe('cursors page only the list they came from', () => {
  it("messages: a cursor of one conversation's messages → 400 on another's; on its own it pages on", async () => {
    const first = await t.api('POST', `/conversations/${a}/messages/list`, { pageSize: 1 });
    const cursor = first.body.nextCursor as string;
    assert.equal(typeof cursor, 'string');
    const own = await t.api('POST', `/conversations/${a}/messages/list`, { pageSize: 3, cursor });
    assert.equal(own.status, 200);
    assert.notEqual(own.body.data[0].id, first.body.data[0].id);
    refused(
      await t.api('POST', `/conversations/${b}/messages/list`, { pageSize: 1, cursor }),
      /another messages list/,
      'messages of B with a cursor of A',
    );
  });

  it("the page GET /conversations/{id} includes hands out a cursor for that conversation's messages/list only", async () => {
    const opened = await t.api('GET', `/conversations/${a}?pageSize=1`);
    const cursor = opened.body.messages.nextCursor as string;
    assert.equal((await t.api('POST', `/conversations/${a}/messages/list`, { cursor })).status, 200);
    refused(
      await t.api('POST', `/conversations/${b}/messages/list`, { cursor }),
      /another messages list/,
      'GET page of A on B',
    );
  });

  it('notes: a cursor of one thread’s notes → 400 on another thread’s notes', async () => {
    const first = await t.api('POST', `/conversations/${a}/notes/list`, { pageSize: 1 });
    const cursor = first.body.nextCursor as string;
    assert.equal(typeof cursor, 'string');
    assert.equal((await t.api('POST', `/conversations/${a}/notes/list`, { pageSize: 1, cursor })).status, 200);
    refused(
      await t.api('POST', `/conversations/${b}/notes/list`, { pageSize: 1, cursor }),
      /another notes list/,
      'notes of B with a cursor of A',
    );
  });

  it('conversations: a cursor with other filters → 400; the same filters with another page size page on', async () => {
    const filters = { from: DEMO_SENDERS.acmePhone };
    const cursor = (await t.api('POST', '/conversations/list', { ...filters, pageSize: 1 })).body.nextCursor as string;
    assert.equal((await t.api('POST', '/conversations/list', { ...filters, pageSize: 4, cursor })).status, 200);
    refused(await t.api('POST', '/conversations/list', { cursor }), /other filters/, 'no filter');
    refused(
      await t.api('POST', '/conversations/list', { from: DEMO_SENDERS.northwindPhone, cursor }),
      /other filters/,
      'another sender',
    );
    refused(
      await t.api('POST', '/conversations/list', { ...filters, unreadOnly: true, cursor }),
      /other filters/,
      'a filter added',
    );
  });

  it('contacts: a cursor of one search → 400 on another search or without it', async () => {
    for (const [phoneNumber, name] of [
      ['+12025550181', 'Cursor Ada'],
      ['+12025550182', 'Cursor Bea'],
      ['+12025550183', 'Cursor Cy'],
    ])
      assert.equal((await t.api('POST', '/contacts', { phoneNumber, name })).status, 201);
    const first = await t.api('POST', '/contacts/list', { query: 'cursor', pageSize: 1 });
    const cursor = first.body.nextCursor as string;
    assert.equal(typeof cursor, 'string');
    const next = await t.api('POST', '/contacts/list', { query: 'cursor', pageSize: 1, cursor });
    assert.equal(next.status, 200);
    assert.match(next.body.data[0].name, /^Cursor /);
    refused(await t.api('POST', '/contacts/list', { query: 'ada', cursor }), /other filters/, 'another search');
    refused(await t.api('POST', '/contacts/list', { cursor }), /other filters/, 'no search');
  });

  it('a cursor of another kind of list names the list it belongs to', async () => {
    const cursor = (await t.api('POST', '/conversations/list', { pageSize: 1 })).body.nextCursor as string;
    refused(
      await t.api('POST', `/conversations/${a}/messages/list`, { cursor }),
      /cursor of the conversations list, not of this messages list/,
      'conversations cursor on messages',
    );
    refused(
      await t.api('POST', '/contacts/list', { cursor }),
      /cursor of the conversations list, not of this contacts list/,
      'conversations cursor on contacts',
    );
  });

  it('an empty cursor is not one the sandbox issued: 400 on every kind of list, as an altered one; null is the first page', async () => {
    const lists = [
      '/forms/list',
      '/contacts/list',
      '/conversations/list',
      `/conversations/${a}/messages/list`,
      `/conversations/${a}/notes/list`,
      '/messages/schedules/list',
    ];
    for (const path of lists) {
      refused(await t.api('POST', path, { cursor: '' }), /cursor was not issued by this sandbox/, `${path} ""`);
      const first = await t.api('POST', path, { cursor: null });
      assert.equal(first.status, 200, `${path} null: ${JSON.stringify(first.body)}`);
    }
    // A page opened around a message with an empty cursor is the combination refused, not a page.
    const message = (await t.api('POST', `/conversations/${a}/messages/list`, { pageSize: 1 })).body.data[0].id;
    refused(
      await t.api('POST', `/conversations/${a}/messages/list`, { around: message, cursor: '' }),
      /around and cursor cannot be combined/,
      'around with ""',
    );
  });
});
