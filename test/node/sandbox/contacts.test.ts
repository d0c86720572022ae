/**
 * Contacts and audiences (DESIGN §6): the demo's contacts are the conversations' recipient records, every route
 * with its boundaries and bad input, `res.audiences` and thread restrictions, the XSS corpus through every contact
 * field, and loading data files from before contacts had ids.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createSandbox } from '../../../src/sandbox/index.js';
import { DEMO_AUDIENCES } from '../../../src/sandbox/demo-data.js';
import { Audience, Contact } from '../../../src/schemas/contacts.js';
import { Conversation } from '../../../src/schemas/conversations.js';
import { PAYLOADS } from '../../browser/security/xss-kit.js';
import { DEMO_SENDERS, DEMO_TEST_NUMBERS, LONG_THREAD, sseReader, testSandbox, type TestSandbox } from './helpers.js';

let t: TestSandbox;
before(() => {
  t = testSandbox({ demoConversations: 30 });
});
after(() => t.close());

const phone = (n: number) => `+1202555${n.toString().padStart(4, '0')}`;
const contactOf = (phoneNumber: string) => t.sandbox.store.data.contacts[phoneNumber]!;

async function listAll(path: string, body: object, token?: string): Promise<any[]> {
  const rows: any[] = [];
  let cursor: string | null = null;
  do {
    const page: any = token
      ? await t.call('POST', path, { token, body: { ...body, cursor } })
      : await t.api('POST', path, { ...body, cursor });
    assert.equal(page.status, 200, JSON.stringify(page.body));
    rows.push(...page.body.data);
    cursor = page.body.nextCursor;
  } while (cursor);
  return rows;
}

describe('demo data', () => {
  test('every conversation shows its recipient as a real Contact record, the same one /contacts serves', async () => {
    const conversations = await listAll('/conversations/list', { pageSize: 100 });
    assert.ok(conversations.length >= 20);
    for (const conversation of conversations) {
      assert.ok(Conversation.safeParse(conversation).success);
      assert.ok(conversation.contact, `${conversation.id} has a contact`);
      assert.ok(Contact.safeParse(conversation.contact).success);
      const got = await t.api('GET', `/contacts/${conversation.contact.id}`);
      assert.equal(got.status, 200);
      assert.deepEqual(got.body, conversation.contact);
    }
  });

  test('a few audiences of demo contacts, counts matching their members', async () => {
    const audiences = await listAll('/audiences/list', {});
    assert.deepEqual(audiences.map((a) => a.id).sort(), Object.values(DEMO_AUDIENCES).sort());
    for (const audience of audiences) {
      assert.ok(Audience.safeParse(audience).success);
      const members = await listAll('/contacts/list', { audienceId: audience.id, pageSize: 100 });
      assert.equal(members.length, audience.contactCount, audience.name);
      assert.ok(audience.contactCount > 0, `${audience.name} has members`);
    }
    const tests = await listAll('/contacts/list', { audienceId: DEMO_AUDIENCES.testNumbers });
    assert.deepEqual(
      tests.map((c) => c.phoneNumber).sort(),
      [DEMO_TEST_NUMBERS.noRcs, LONG_THREAD.to, DEMO_TEST_NUMBERS.fails].sort(),
    );
  });

  test('the same seed gives the same contacts (ids included)', () => {
    const other = createSandbox({
      demoConversations: 30,
      longThreadSize: 60,
      baseUrl: 'http://sandbox.test/api',
      clock: t.clock,
    });
    try {
      assert.deepEqual(other.store.data.contacts, t.sandbox.store.data.contacts);
    } finally {
      other.close();
    }
  });
});

describe('contacts', () => {
  test('create → 201, get, and a second contact with the same number → 409', async () => {
    const created = await t.api('POST', '/contacts', {
      phoneNumber: phone(1),
      name: 'Ana Lima',
      email: 'ana@example.com',
      tags: ['vip'],
      description: 'Met at the fair',
      audienceIds: [DEMO_AUDIENCES.vip],
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.ok(Contact.safeParse(created.body).success);
    assert.match(created.body.id, /^ct_/);
    assert.deepEqual(created.body.audienceIds, [DEMO_AUDIENCES.vip]);
    assert.equal(created.body.createdAt, created.body.updatedAt);
    assert.deepEqual((await t.api('GET', `/contacts/${created.body.id}`)).body, created.body);
    const dup = await t.api('POST', '/contacts', { phoneNumber: phone(1), name: 'Someone else' });
    assert.equal(dup.status, 409);
    assert.match(dup.body.error, /already exists/);
    const minimal = await t.api('POST', '/contacts', { phoneNumber: phone(2) });
    assert.equal(minimal.status, 201);
    assert.deepEqual(
      [minimal.body.name, minimal.body.email, minimal.body.tags, minimal.body.description, minimal.body.audienceIds],
      [null, null, [], null, []],
    );
  });

  test('bad input → 400 in the spec shapes', async () => {
    const zodCases: [string, unknown][] = [
      ['phoneNumber', { phoneNumber: '4155550123' }],
      ['phoneNumber', {}],
      ['email', { phoneNumber: phone(3), email: 'not-an-email' }],
      ['name', { phoneNumber: phone(3), name: 'x'.repeat(201) }],
      ['description', { phoneNumber: phone(3), description: 'x'.repeat(2001) }],
      ['tags', { phoneNumber: phone(3), tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }],
      ['tags', { phoneNumber: phone(3), tags: ['a', 'a'] }],
      ['tags', { phoneNumber: phone(3), tags: [' padded'] }],
      ['tags', { phoneNumber: phone(3), tags: [''] }],
      ['id', { phoneNumber: phone(3), id: 'ct_mine' }],
    ];
    for (const [field, body] of zodCases) {
      const reply = await t.api('POST', '/contacts', body);
      assert.equal(reply.status, 400, `${field}: ${JSON.stringify(body).slice(0, 80)}`);
      assert.equal(typeof reply.body.description, 'string');
      assert.ok(Array.isArray(reply.body.errors.errors));
      assert.match(reply.body.description, new RegExp(field === 'id' ? 'id|Unrecognized' : field));
    }
    const unknownAudience = await t.api('POST', '/contacts', { phoneNumber: phone(3), audienceIds: ['aud_nope'] });
    assert.equal(unknownAudience.status, 400);
    assert.match(unknownAudience.body.error, /aud_nope/);
    assert.equal((await t.api('POST', '/contacts', 'not json')).status, 400);
    assert.equal(t.sandbox.store.data.contacts[phone(3)], undefined, 'nothing stored');
    assert.equal(
      (await t.api('PATCH', `/contacts/${contactOf(phone(1)).id}`, { phoneNumber: phone(9) })).status,
      400,
      'the number cannot be patched',
    );
    assert.equal((await t.api('PATCH', `/contacts/${contactOf(phone(1)).id}`, { email: 'nope' })).status, 400);
  });

  test('unknown ids → 404', async () => {
    for (const [method, path, body] of [
      ['GET', '/contacts/ct_nope'],
      ['PATCH', '/contacts/ct_nope', { name: 'x' }],
      ['DELETE', '/contacts/ct_nope'],
      ['GET', '/contacts/__proto__'],
      ['PATCH', '/contacts/constructor', { name: 'x' }],
    ] as [string, string, unknown?][]) {
      const reply = await t.api(method, path, body);
      assert.equal(reply.status, 404, `${method} ${path}`);
      assert.equal(typeof reply.body.error, 'string');
    }
  });

  test('PATCH edits the record every conversation shows, live on the stream', async () => {
    const conversation = t.sandbox.store.conversationFor(LONG_THREAD.from, LONG_THREAD.to)!;
    const contact = contactOf(LONG_THREAD.to);
    const token = await t.embed(['conversations:read']);
    const controller = new AbortController();
    const stream = sseReader(await t.fetch('GET', '/events/stream', { token, signal: controller.signal }));
    const patched = await t.api('PATCH', `/contacts/${contact.id}`, {
      name: 'Jordan A. Avery',
      tags: ['vip', 'regular'],
      description: null,
      email: null,
    });
    assert.equal(patched.status, 200);
    assert.equal(patched.body.name, 'Jordan A. Avery');
    assert.deepEqual(patched.body.tags, ['vip', 'regular']);
    assert.ok(patched.body.updatedAt >= patched.body.createdAt);
    const event = await stream.nextEvent();
    assert.equal(event?.event, 'conversation.updated');
    assert.equal(event?.json.conversation.id, conversation.id);
    assert.equal(event?.json.conversation.contact.name, 'Jordan A. Avery');
    controller.abort();
    const view = await t.api('GET', `/conversations/${conversation.id}?include=none`);
    assert.deepEqual(view.body.contact, patched.body);
    const found = await t.api('POST', '/conversations/list', { query: 'A. Avery' });
    assert.ok(
      found.body.data.some((c: any) => c.id === conversation.id),
      'thread search finds the new name',
    );
  });

  test('DELETE → 204; the conversation then has no contact; a new one can take the number', async () => {
    const to = DEMO_TEST_NUMBERS.fails;
    const contact = contactOf(to);
    assert.equal((await t.api('DELETE', `/contacts/${contact.id}`)).status, 204);
    assert.equal((await t.api('GET', `/contacts/${contact.id}`)).status, 404);
    const conversation = t.sandbox.store.conversationFor(DEMO_SENDERS.acmePhone, to)!;
    assert.equal((await t.api('GET', `/conversations/${conversation.id}?include=none`)).body.contact, null);
    const again = await t.api('POST', '/contacts', { phoneNumber: to, name: 'Casey Morgan' });
    assert.equal(again.status, 201);
    assert.notEqual(again.body.id, contact.id);
    assert.equal((await t.api('GET', `/conversations/${conversation.id}?include=none`)).body.contact.id, again.body.id);
  });

  test('list: filters, keyset pagination with no repeats or gaps, page size bounds, foreign cursors', async () => {
    for (let i = 10; i < 17; i++)
      await t.api('POST', '/contacts', {
        phoneNumber: phone(i),
        name: `Paging ${i}`,
        tags: i % 2 ? ['odd'] : ['even'],
      });
    const all = await listAll('/contacts/list', { pageSize: 3 });
    assert.equal(new Set(all.map((c) => c.id)).size, all.length, 'no repeats');
    assert.equal(all.length, Object.keys(t.sandbox.store.data.contacts).length, 'no gaps');
    for (let i = 1; i < all.length; i++) assert.ok(all[i - 1].createdAt >= all[i].createdAt, 'newest first');
    assert.deepEqual((await listAll('/contacts/list', { tag: 'odd' })).map((c) => c.name).sort(), [
      'Paging 11',
      'Paging 13',
      'Paging 15',
    ]);
    assert.deepEqual((await listAll('/contacts/list', { query: 'paging 1' })).length, 7);
    assert.deepEqual(
      (await listAll('/contacts/list', { query: '(202) 555-0012' })).map((c) => c.phoneNumber),
      [phone(12)],
    );
    assert.equal((await t.api('POST', '/contacts/list', { pageSize: 0 })).status, 400);
    assert.equal((await t.api('POST', '/contacts/list', { pageSize: 101 })).status, 400);
    assert.equal((await t.api('POST', '/contacts/list', { pageSize: 100 })).status, 200);
    assert.equal((await t.api('POST', '/contacts/list', { audienceId: 'aud_nope' })).status, 400);
    const conversationsCursor = (await t.api('POST', '/conversations/list', { pageSize: 1 })).body.nextCursor;
    assert.equal((await t.api('POST', '/contacts/list', { cursor: conversationsCursor })).status, 400);
    assert.equal((await t.api('POST', '/contacts/list', { cursor: 'garbage' })).status, 400);
  });

  test('the XSS corpus through every contact field is stored and served verbatim (or refused where the format forbids it)', async () => {
    let n = 100;
    for (const payload of PAYLOADS) {
      const text = payload.replaceAll('$', '1').slice(0, 200);
      const asTag = text.slice(0, 50);
      const tagOk = asTag.trim() === asTag && !/\p{Cc}/u.test(asTag) && asTag !== '';
      const created = await t.api('POST', '/contacts', {
        phoneNumber: phone(n++),
        name: text,
        description: text,
        tags: tagOk ? [asTag] : [],
      });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const got = await t.api('GET', `/contacts/${created.body.id}`);
      assert.equal(got.body.name, text);
      assert.equal(got.body.description, text);
      if (tagOk) assert.deepEqual(got.body.tags, [asTag]);
      assert.match(got.headers.get('content-type') ?? '', /^application\/json/);
      const email = await t.api('PATCH', `/contacts/${created.body.id}`, { email: text });
      assert.equal(email.status, 400, `email ${text}`);
    }
  });
});

describe('audiences', () => {
  test('create → 201, get, patch, membership add/remove, delete', async () => {
    const created = await t.api('POST', '/audiences', { name: 'Spring market', description: 'Met at the market' });
    assert.equal(created.status, 201);
    assert.deepEqual([created.body.name, created.body.contactCount], ['Spring market', 0]);
    const id = created.body.id;
    const ids = [contactOf(phone(10)).id, contactOf(phone(11)).id];
    const added = await t.api('POST', `/audiences/${id}/contacts/add`, { contactIds: ids });
    assert.equal(added.body.contactCount, 2);
    assert.equal(
      (await t.api('POST', `/audiences/${id}/contacts/add`, { contactIds: ids })).body.contactCount,
      2,
      'adding twice is a no-op',
    );
    assert.ok(contactOf(phone(10)).audienceIds.includes(id));
    const bad = await t.api('POST', `/audiences/${id}/contacts/add`, {
      contactIds: [contactOf(phone(12)).id, 'ct_nope'],
    });
    assert.equal(bad.status, 400);
    assert.match(bad.body.error, /ct_nope/);
    assert.ok(!contactOf(phone(12)).audienceIds.includes(id), 'no partial change');
    assert.equal((await t.api('POST', `/audiences/${id}/contacts/add`, { contactIds: [] })).status, 400);
    assert.equal(
      (await t.api('POST', `/audiences/${id}/contacts/remove`, { contactIds: [ids[0]] })).body.contactCount,
      1,
    );
    const patched = await t.api('PATCH', `/audiences/${id}`, { name: 'Spring market 2027', description: null });
    assert.deepEqual([patched.body.name, patched.body.description], ['Spring market 2027', null]);
    assert.equal((await t.api('PATCH', `/audiences/${id}`, { name: '   ' })).status, 400);
    assert.equal((await t.api('POST', '/audiences', { name: '' })).status, 400);
    assert.equal((await t.api('POST', '/audiences', { name: 'x'.repeat(101) })).status, 400);
    assert.deepEqual(
      (await listAll('/audiences/list', { query: 'spring' })).map((a) => a.id),
      [id],
    );
    assert.equal((await t.api('DELETE', `/audiences/${id}`)).status, 204);
    assert.equal((await t.api('GET', `/audiences/${id}`)).status, 404);
    assert.ok(!contactOf(phone(11)).audienceIds.includes(id), 'membership gone with the audience');
    for (const [method, path, body] of [
      ['GET', '/audiences/aud_nope'],
      ['PATCH', '/audiences/aud_nope', { name: 'x' }],
      ['DELETE', '/audiences/aud_nope'],
      ['POST', '/audiences/aud_nope/contacts/add', { contactIds: ['x'] }],
    ] as [string, string, unknown?][]) {
      assert.equal((await t.api(method, path, body)).status, 404, `${method} ${path}`);
    }
  });
});

describe('res.audiences and thread restrictions', () => {
  test('a token for one audience sees only that audience, its members, and only that membership', async () => {
    const token = await t.embed(['contacts:read', 'contacts:write', 'audiences:read'], {
      audiences: [DEMO_AUDIENCES.vip],
    });
    const audiences = await listAll('/audiences/list', {}, token);
    assert.deepEqual(
      audiences.map((a) => a.id),
      [DEMO_AUDIENCES.vip],
    );
    assert.equal((await t.call('GET', `/audiences/${DEMO_AUDIENCES.travellers}`, { token })).status, 404);
    const contacts = await listAll('/contacts/list', {}, token);
    const vip = Object.values(t.sandbox.store.data.contacts).filter((c) => c.audienceIds.includes(DEMO_AUDIENCES.vip));
    assert.deepEqual(contacts.map((c) => c.id).sort(), vip.map((c) => c.id).sort());
    for (const contact of contacts) assert.deepEqual(contact.audienceIds, [DEMO_AUDIENCES.vip]);
    const outsider = Object.values(t.sandbox.store.data.contacts).find(
      (c) => !c.audienceIds.includes(DEMO_AUDIENCES.vip),
    )!;
    for (const [method, body] of [['GET'], ['PATCH', { name: 'pwned' }], ['DELETE']] as [string, unknown?][]) {
      assert.equal((await t.call(method, `/contacts/${outsider.id}`, { token, body })).status, 404);
    }
    assert.notEqual(outsider.name, 'pwned');
    assert.equal(
      (await t.call('POST', '/contacts/list', { token, body: { audienceId: DEMO_AUDIENCES.travellers } })).status,
      400,
    );

    // Editing memberships keeps the ones the token cannot see.
    const both = vip.find((c) => c.audienceIds.length > 1) ?? vip[0]!;
    const hidden = both.audienceIds.filter((id) => id !== DEMO_AUDIENCES.vip);
    const patched = await t.call('PATCH', `/contacts/${both.id}`, {
      token,
      body: { audienceIds: [DEMO_AUDIENCES.vip], name: 'Still VIP' },
    });
    assert.equal(patched.status, 200);
    assert.deepEqual(patched.body.audienceIds, [DEMO_AUDIENCES.vip]);
    assert.deepEqual([...both.audienceIds].sort(), [DEMO_AUDIENCES.vip, ...hidden].sort());
    assert.equal(
      (await t.call('PATCH', `/contacts/${both.id}`, { token, body: { audienceIds: [DEMO_AUDIENCES.travellers] } }))
        .status,
      400,
    );

    assert.equal(
      (await t.call('POST', '/contacts', { token, body: { phoneNumber: phone(50) } })).status,
      400,
      'must be created inside its audiences',
    );
    assert.equal(
      (
        await t.call('POST', '/contacts', {
          token,
          body: { phoneNumber: phone(50), audienceIds: [DEMO_AUDIENCES.newsletter] },
        })
      ).status,
      400,
    );
    assert.equal(
      (
        await t.call('POST', '/contacts', {
          token,
          body: { phoneNumber: phone(50), audienceIds: [DEMO_AUDIENCES.vip] },
        })
      ).status,
      201,
    );
  });

  test('a token restricted to one conversation sees exactly that recipient’s contact', async () => {
    const conversation = Object.values(t.sandbox.store.data.conversations).find(
      (c) => c.from === DEMO_SENDERS.northwindAgent,
    )!;
    const token = await t.embed(['contacts:read', 'contacts:write'], { conversations: [conversation.id] });
    const contacts = await listAll('/contacts/list', {}, token);
    assert.deepEqual(
      contacts.map((c) => c.phoneNumber),
      [conversation.to],
    );
    const other = Object.values(t.sandbox.store.data.contacts).find((c) => c.phoneNumber !== conversation.to)!;
    assert.equal((await t.call('GET', `/contacts/${other.id}`, { token })).status, 404);
    assert.equal((await t.call('POST', '/contacts', { token, body: { phoneNumber: phone(60) } })).status, 400);
    assert.equal(
      (await t.call('PATCH', `/contacts/${contacts[0].id}`, { token, body: { description: 'Seen in the panel' } }))
        .status,
      200,
    );
  });

  test('contacts:write alone may read what it edits; contacts:read may not write', async () => {
    const writer = await t.embed(['contacts:write']);
    const reader = await t.embed(['contacts:read']);
    const id = contactOf(phone(10)).id;
    assert.equal((await t.call('GET', `/contacts/${id}`, { token: writer })).status, 200);
    assert.equal((await t.call('PATCH', `/contacts/${id}`, { token: reader, body: { name: 'x' } })).status, 401);
    assert.equal(
      (await t.call('POST', '/audiences', { token: writer, body: { name: 'x' } })).status,
      401,
      'audience writes are the API key’s',
    );
  });
});

describe('persistence', () => {
  test('a data file from before contacts had ids, audiences and blasts loads, and its contacts get stable ids', async () => {
    const state = JSON.parse(JSON.stringify(t.sandbox.store.data));
    delete state.audiences;
    delete state.blasts;
    for (const contact of Object.values<any>(state.contacts)) {
      delete contact.id;
      delete contact.audienceIds;
      delete contact.createdAt;
      delete contact.updatedAt;
    }
    const loaded = testSandbox({ initialState: state, clock: t.clock });
    try {
      const conversation = (
        await loaded.api(
          'GET',
          `/conversations/${t.sandbox.store.conversationFor(LONG_THREAD.from, LONG_THREAD.to)!.id}?include=none`,
        )
      ).body;
      assert.equal(conversation.contact.id, `ct_${LONG_THREAD.to.slice(1)}`);
      assert.ok(Contact.safeParse(conversation.contact).success);
      assert.equal((await loaded.api('GET', `/contacts/${conversation.contact.id}`)).body.phoneNumber, LONG_THREAD.to);
      assert.deepEqual((await loaded.api('POST', '/audiences/list', {})).body.data, []);
      assert.equal((await loaded.api('POST', '/audiences', { name: 'New' })).status, 201);
    } finally {
      loaded.close();
    }
  });
});

describe('conversations by audience and tag', () => {
  test('conversations/list filters threads by their recipient contact’s audience and tag', async () => {
    const inVip = await listAll('/conversations/list', { audienceId: DEMO_AUDIENCES.vip, pageSize: 100 });
    assert.ok(inVip.length > 0);
    for (const c of inVip) assert.ok(c.contact.audienceIds.includes(DEMO_AUDIENCES.vip));
    const expected = Object.values(t.sandbox.store.data.conversations).filter((c) =>
      t.sandbox.store.data.contacts[c.to]?.audienceIds.includes(DEMO_AUDIENCES.vip),
    );
    assert.equal(inVip.length, expected.length);
    const tagged = await listAll('/conversations/list', { tag: 'vip', pageSize: 100 });
    for (const c of tagged) assert.ok(c.contact.tags.includes('vip'));
    assert.equal(
      tagged.length,
      Object.values(t.sandbox.store.data.conversations).filter((c) =>
        t.sandbox.store.data.contacts[c.to]?.tags.includes('vip'),
      ).length,
    );
    assert.deepEqual((await t.api('POST', '/conversations/list', { audienceId: 'aud_nope' })).body.data, []);
    assert.equal((await t.api('POST', '/conversations/list', { tag: '' })).status, 400);
  });
});
