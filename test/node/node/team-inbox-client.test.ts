/** ServiceClient's team-inbox operations (notes, presence) against a real in-process sandbox. */
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import {
  BadRequestError,
  NotFoundError,
  ServiceClient,
  createEmbedToken,
  createTokenHandler,
} from '../../../src/node/index.js';
import { createSandbox, SANDBOX_DEFAULTS } from '../../../src/sandbox/index.js';
import { DEMO_SENDERS } from '../../../src/sandbox/demo-data.js';

function setup() {
  const sandbox = createSandbox({ demoData: false, baseUrl: 'http://svc.test/api' });
  const client = new ServiceClient({
    apiKey: SANDBOX_DEFAULTS.apiKey,
    baseUrl: 'http://svc.test/api',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) =>
      sandbox.fetch(new Request(input, init))) as typeof fetch,
  });
  return { sandbox, client };
}

describe('ServiceClient: notes and presence', () => {
  test('creates, lists, edits and deletes notes; the older notes text comes first', async () => {
    const { sandbox, client } = setup();
    try {
      const sent = await client.send({ type: 'SMS', from: DEMO_SENDERS.acmePhone, to: '+14155550177', text: 'hi' });
      const id = sent.conversationId;
      await client.updateConversation(id, { notes: 'Older text' });
      const note = await client.createNote(id, {
        text: 'Shipped @ana',
        mentions: ['user_ana'],
        author: { id: 'crm', name: 'CRM' },
      });
      assert.deepEqual([note.author, note.mentions], [{ id: 'crm', name: 'CRM' }, ['user_ana']]);
      const page = await client.listNotes(id);
      assert.deepEqual(
        page.data.map((n) => [n.text, n.author?.id ?? null]),
        [
          ['Older text', null],
          ['Shipped @ana', 'crm'],
        ],
      );
      assert.equal((await client.updateNote(id, note.id, { text: 'Delivered' })).text, 'Delivered');
      await client.deleteNote(id, note.id);
      assert.deepEqual(
        (await client.listNotes(id)).data.map((n) => n.text),
        ['Older text'],
      );
      await assert.rejects(client.deleteNote(id, note.id), NotFoundError);
      await assert.rejects(
        client.createNote(id, { text: '' }),
        (e: unknown) => e instanceof BadRequestError && !!e.errors,
      );
    } finally {
      sandbox.close();
    }
  });

  test('sets presence for a user the server acts for, and lists who is present', async () => {
    const { sandbox, client } = setup();
    try {
      const id = (await client.send({ type: 'SMS', from: DEMO_SENDERS.acmePhone, to: '+14155550177', text: 'hi' }))
        .conversationId;
      await client.setPresence(id, { state: 'typing', user: { id: 'bot', name: 'Assistant' } });
      const { data } = await client.listPresence(id);
      assert.deepEqual(
        data.map((p) => [p.user, p.state]),
        [[{ id: 'bot', name: 'Assistant' }, 'typing']],
      );
      await client.setPresence(id, { state: 'idle', user: { id: 'bot' } });
      assert.deepEqual((await client.listPresence(id)).data, []);
      await assert.rejects(client.setPresence(id, { state: 'viewing' }), /user is required on a server call/);
    } finally {
      sandbox.close();
    }
  });

  test('tokens carry the name claim, from createEmbedToken and from the token handler', async () => {
    const key = { kid: SANDBOX_DEFAULTS.embedKid, secret: SANDBOX_DEFAULTS.embedSecret };
    const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    const token = await createEmbedToken({
      key,
      team: 'team_sandbox',
      user: 'user_ana',
      name: 'Ana Silva',
      scopes: ['conversations:read'],
    });
    assert.equal(claims(token).name, 'Ana Silva');
    const handler = createTokenHandler({
      key,
      team: 'team_sandbox',
      authorize: () => ({ user: 'user_ben', name: 'Ben Okafor', scopes: 'conversations:read' }),
    });
    const body = await (await handler(new Request('http://app.test/parley-token'))).json();
    assert.deepEqual([claims(body.token).sub, claims(body.token).name], ['user_ben', 'Ben Okafor']);
  });
});
