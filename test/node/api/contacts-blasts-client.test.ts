// The browser client's contact, audience and blast methods against the real (in-process) sandbox with an embed
// token: each route, its response schema, its retry policy, and the errors it raises.
import {
  cancelBlast,
  createContact,
  deleteContact,
  getAudience,
  getContact,
  listAudiences,
  listBlasts,
  listContacts,
  sendBlast,
  updateContact,
} from '../../../src/api/contacts-blasts.js';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ApiError, createApiClient } from '../../../src/api/index.js';
import { DEMO_AUDIENCES } from '../../../src/sandbox/demo-data.js';
import { DEMO_SENDERS, LONG_THREAD, ORIGIN, testSandbox, type TestSandbox } from '../sandbox/helpers.js';

let t: TestSandbox;
const calls: { method: string; path: string; headers: Headers }[] = [];
before(() => {
  t = testSandbox();
});
after(() => t.close());

async function clientWith(scopes: string, resources?: Record<string, string[]>) {
  const token = await t.embed(scopes, resources);
  return createApiClient({
    baseUrl: `${ORIGIN}/api`,
    token,
    random: () => 0,
    sleep: async () => {},
    fetch: async (input, init) => {
      const request = new Request(input, init);
      calls.push({ method: request.method, path: new URL(request.url).pathname, headers: request.headers });
      return t.sandbox.fetch(request);
    },
  });
}

describe('ParleyClient: contacts, audiences, blasts', () => {
  test('contacts: read and write with contacts:write, typed and schema-checked', async () => {
    const client = await clientWith('contacts:write');
    const created = await createContact(client, { phoneNumber: '+12025554001', name: 'Cleo', tags: ['new'] });
    assert.equal(created.name, 'Cleo');
    assert.equal((await getContact(client, created.id)).id, created.id);
    const updated = await updateContact(client, created.id, { description: 'Autosaved', tags: ['new', 'vip'] });
    assert.deepEqual(updated.tags, ['new', 'vip']);
    const page = await listContacts(client, { query: 'cleo' });
    assert.deepEqual(
      page.data.map((c) => c.id),
      [created.id],
    );
    const conflict = await createContact(client, { phoneNumber: '+12025554001' }).catch((e) => e);
    assert.ok(conflict instanceof ApiError);
    assert.equal(conflict.status, 409);
    const invalid = await updateContact(client, created.id, { email: 'nope' }).catch((e) => e);
    assert.equal(invalid.status, 400);
    await deleteContact(client, created.id);
    assert.equal((await getContact(client, created.id).catch((e) => e)).status, 404);
  });

  test('the contact of a conversation is the same record (read-only token)', async () => {
    const client = await clientWith('contacts:read conversations:read');
    const thread = await client.getConversationByPair({ from: LONG_THREAD.from, to: LONG_THREAD.to });
    assert.deepEqual(await getContact(client, thread.contact!.id), thread.contact);
    const refused = await updateContact(client, thread.contact!.id, { name: 'x' }).catch((e) => e);
    assert.equal(refused.status, 401);
  });

  test('audiences and blasts: picker data, send with an idempotency key, list, cancel a scheduled blast', async () => {
    const client = await clientWith('audiences:read messages:blast messages:schedule');
    const audiences = await listAudiences(client);
    assert.ok(audiences.data.every((a) => typeof a.contactCount === 'number'));
    const vip = await getAudience(client, DEMO_AUDIENCES.vip);
    assert.ok(vip.contactCount > 0);
    calls.length = 0;
    const blast = await sendBlast(
      client,
      'sms',
      { audienceId: vip.id, from: DEMO_SENDERS.acmePhone, text: 'Hello VIPs' },
      { idempotencyKey: 'browser-blast-1' },
    );
    assert.equal(blast.recipients, vip.contactCount);
    assert.equal(calls[0]!.headers.get('idempotency-key'), 'browser-blast-1');
    const generated = await sendBlast(client, 'mms', {
      audienceId: vip.id,
      from: DEMO_SENDERS.acmePhone,
      text: 'Pic',
      mediaUrls: ['https://example.com/p.png'],
    });
    assert.match(calls.at(-1)!.headers.get('idempotency-key') ?? '', /.{8,}/, 'a key is generated when none is given');
    assert.deepEqual(
      (await listBlasts(client)).data.map((b) => b.id),
      [generated.id, blast.id],
    );
    const later = await sendBlast(client, 'rcs', {
      audienceId: vip.id,
      from: DEMO_SENDERS.acmeAgent,
      rcs: { text: 'Soon' },
      scheduledTime: new Date(t.clock.now() + 600_000).toISOString(),
    });
    assert.equal((await cancelBlast(client, later.id)).status, 'CANCELLED');
    const empty = await sendBlast(client, 'sms', {
      audienceId: 'aud_nope',
      from: DEMO_SENDERS.acmePhone,
      text: 'x',
    }).catch((e) => e);
    assert.equal(empty.status, 400);
  });

  test("the same calls as ParleyClient methods (the README's list), each the route function", async () => {
    const client = await clientWith('contacts:write audiences:read messages:blast messages:schedule');
    const made = await client.createContact({ phoneNumber: '+12025554077', name: 'Mozart Quill' });
    assert.equal((await client.getContact(made.id)).name, 'Mozart Quill');
    assert.deepEqual((await client.updateContact(made.id, { tags: ['vip'] })).tags, ['vip']);
    assert.deepEqual(
      (await client.listContacts({ query: 'mozart quill' })).data.map((c) => c.id),
      [made.id],
    );
    await client.deleteContact(made.id);
    assert.equal(((await client.getContact(made.id).catch((e) => e)) as ApiError).status, 404);
    const vip = await client.getAudience(DEMO_AUDIENCES.vip);
    assert.ok((await client.listAudiences()).data.some((a) => a.id === vip.id));
    calls.length = 0;
    const later = await client.sendBlast(
      'sms',
      {
        audienceId: vip.id,
        from: DEMO_SENDERS.acmePhone,
        text: 'Soon',
        scheduledTime: new Date(t.clock.now() + 600_000).toISOString(),
      },
      { idempotencyKey: 'facade-blast-1' },
    );
    assert.deepEqual(
      [calls[0]!.method, calls[0]!.path, calls[0]!.headers.get('idempotency-key')],
      ['POST', '/api/messages/blast/sms', 'facade-blast-1'],
    );
    assert.equal((await client.listBlasts()).data[0]!.id, later.id);
    assert.equal((await client.cancelBlast(later.id)).status, 'CANCELLED');
  });

  test('a blast answer lost to a 500 is retried with the same key: one blast', async () => {
    const client = await clientWith('messages:blast');
    const before = Object.keys(t.sandbox.store.data.blasts).length;
    let failed = false;
    const flaky = createApiClient({
      baseUrl: `${ORIGIN}/api`,
      token: await t.embed('messages:blast'),
      random: () => 0,
      sleep: async () => {},
      fetch: async (input, init) => {
        const response = await t.sandbox.fetch(new Request(input, init));
        if (!failed) {
          failed = true;
          return new Response(JSON.stringify({ error: 'lost' }), {
            status: 500,
            headers: { 'content-type': 'application/json' },
          });
        }
        return response;
      },
    });
    const blast = await sendBlast(flaky, 'sms', {
      audienceId: DEMO_AUDIENCES.testNumbers,
      from: DEMO_SENDERS.acmePhone,
      text: 'Retried',
    });
    assert.ok(failed);
    assert.equal(Object.keys(t.sandbox.store.data.blasts).length, before + 1, 'exactly one blast despite the retry');
    assert.equal((await listBlasts(client)).data[0]!.id, blast.id);
  });
});
