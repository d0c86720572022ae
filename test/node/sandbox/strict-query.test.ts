/**
 * Strict query strings and no body where a route reads none (DESIGN §12, strict-requests.ts): every route of the
 * security route table refuses a query key it does not read with a 400 naming it (a misspelt one with the key it
 * meant), bad values of the keys it reads are a 400 naming them, and every route that reads no body refuses one (415
 * when it is not JSON, 400 naming its keys when it is). The query parameters the service takes on purpose (the
 * device URL's nonce, the stream's lastEventId, short links' own query) keep working.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createSandbox, SANDBOX_DEFAULTS, type Sandbox } from '../../../src/sandbox/index.js';
import { DEMO_LINKS } from '../../../src/sandbox/demo-rcs.js';
import { ErrorBody, StrictZodErrorBody } from '../../../src/schemas/errors.js';
import { ROUTES, type SeedIds } from '../security/routes.js';
import { DEMO_SENDERS } from './helpers.js';

const API = 'http://sandbox.test/api';
const KEY = { 'SERVICE-API-KEY': SANDBOX_DEFAULTS.apiKey };
let sandbox: Sandbox;
let ids: SeedIds;
let jsonUrl: string;

/** A request with the API key; `body` is sent as given with `type`, or as JSON. */
async function send(method: string, path: string, body?: unknown, type = 'application/json') {
  const text = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  const response = await sandbox.fetch(
    new Request(`${API}${path}`, {
      method,
      headers: { ...KEY, ...(text === undefined ? {} : { 'Content-Type': type }) },
      body: text,
    }),
  );
  const raw = await response.text();
  let parsed: any = raw;
  try {
    parsed = raw ? JSON.parse(raw) : null;
  } catch {
    // a stream or a page: keep the text
  }
  return { status: response.status, body: parsed };
}

const withQuery = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;

/** The 400 request-validation body, with the issues of query key `key` (an empty list when it names none). */
function issuesOf(res: { status: number; body: any }, key: string): string[] {
  assert.equal(res.status, 400, JSON.stringify(res.body));
  assert.ok(StrictZodErrorBody.safeParse(res.body).success, JSON.stringify(res.body));
  return res.body.errors.properties[key]?.errors ?? [];
}

before(async () => {
  sandbox = createSandbox({
    demoConversations: 8,
    longThreadSize: 10,
    carrierDelays: { sent: 60_000, delivered: 60_000 },
    fetch: (async () => new Response(null, { status: 204 })) as typeof fetch,
  });
  const conversation = (await send('POST', '/conversations/list', { pageSize: 1, from: DEMO_SENDERS.acmePhone })).body
    .data[0];
  const message = (await send('POST', `/conversations/${conversation.id}/messages/list`, { pageSize: 1 })).body.data[0];
  const scheduled = (
    await send('POST', '/send', {
      type: 'SMS',
      from: conversation.from,
      to: conversation.to,
      text: 's',
      scheduledTime: new Date(Date.now() + 864e5).toISOString(),
    })
  ).body;
  const form = (await send('POST', '/forms', { name: 'Q', fields: [{ key: 'note', label: 'Note', type: 'text' }] }))
    .body;
  const webhook = (
    await send('POST', '/webhooks/attach', { name: 'q', url: 'https://hooks.example/q', senders: [conversation.from] })
  ).body;
  const request = (await send('POST', '/network/silent-auth', { phoneNumber: '+14155550123' })).body;
  jsonUrl = request.jsonUrl;
  ids = {
    conversationId: conversation.id,
    from: conversation.from,
    to: conversation.to,
    messageId: message.id,
    scheduledId: scheduled.id,
    formId: form.id,
    webhookId: webhook.webhookId,
    requestId: request.requestId,
    campaignId: 'cmp_acme_rcs_loyalty',
  };
});
after(() => sandbox?.close());

describe('query strings: every route reads only the keys it declares', () => {
  it('every route of the route table: an unknown query key → 400 request validation naming it, before anything runs', async () => {
    const contactsBefore = Object.keys(sandbox.store.data.contacts).length;
    for (const route of ROUTES) {
      const path = withQuery(route.path(ids), 'stray_param=1');
      const res = await send(route.method, path, route.body?.(ids));
      const issues = issuesOf(res, 'stray_param');
      assert.equal(issues.length, 1, `${route.method} ${route.pattern}: ${JSON.stringify(res.body)}`);
      assert.match(issues[0]!, /Unrecognized key "stray_param"/, route.pattern);
    }
    // Nothing ran: no contact was created or deleted, the reset did not happen.
    assert.equal(Object.keys(sandbox.store.data.contacts).length, contactsBefore);
  });

  it('broken percent-encoding or control characters in a query or a path → 400 naming where, never a lenient 404', async () => {
    const broken = await send('GET', '/sandbox/deliveries?webhookId=%E0%A4%A');
    assert.equal(broken.status, 400);
    assert.deepEqual(issuesOf(broken, 'webhookId'), ['Not valid percent-encoded UTF-8']);
    const nul = await send('GET', '/sandbox/deliveries?webhookId=wh%00x');
    assert.deepEqual(issuesOf(nul, 'webhookId'), ['Control characters are not allowed in a query parameter']);
    const path = await send('GET', '/contacts/ct_%E0%A4%A');
    assert.equal(path.status, 400);
    assert.match(JSON.stringify(path.body), /The path segment \\"ct_%E0%A4%A\\" is not valid percent-encoded UTF-8/);
    const pathNul = await send('GET', '/contacts/ct%00x');
    assert.equal(pathNul.status, 400);
    assert.match(JSON.stringify(pathNul.body), /holds a control character/);
    // Well-formed encodings stay what they were: an unknown id is a 404, a space in a query value is read.
    assert.equal((await send('GET', '/contacts/ct_%C3%A9t%C3%A9')).status, 404);
  });

  it("the audit's cases: ?webhook_id= on /sandbox/deliveries and ?includ= on a conversation → 400, did you mean…?", async () => {
    const deliveries = await send('GET', '/sandbox/deliveries?webhook_id=wh_x');
    assert.deepEqual(issuesOf(deliveries, 'webhook_id'), ['Unrecognized key "webhook_id": did you mean webhookId?']);
    const conversation = await send('GET', `/conversations/${ids.conversationId}?includ=none`);
    assert.deepEqual(issuesOf(conversation, 'includ'), ['Unrecognized key "includ": did you mean include?']);
    const byPair = await send('POST', '/conversations/get?page_size=2', { from: ids.from, to: ids.to });
    assert.deepEqual(issuesOf(byPair, 'page_size'), ['Unrecognized key "page_size": did you mean pageSize?']);
    const none = await send('GET', `/contacts/ct_d0001?include=none`);
    assert.match(issuesOf(none, 'include')[0]!, /this route reads no query parameters/);
    assert.match(none.body.description, /^Query validation failed/);
  });

  it('known keys: bad values → 400 naming the key, twice → 400; good values work, and short links keep their own query', async () => {
    const conversation = `/conversations/${ids.conversationId}`;
    for (const query of ['pageSize=0', 'pageSize=101', 'pageSize=ten', 'pageSize=2.5']) {
      assert.match(issuesOf(await send('GET', `${conversation}?${query}`), 'pageSize')[0]!, /from 1 to 100/, query);
    }
    assert.equal(issuesOf(await send('GET', `${conversation}?include=all`), 'include').length, 1);
    const twice = await send('GET', `${conversation}?include=none&include=messages`);
    assert.match(twice.body.errors.errors[0], /"include" is given more than once/);
    assert.equal(issuesOf(await send('GET', '/sandbox/deliveries?webhookId='), 'webhookId').length, 1);
    const whitelist = `/rcs/test/agents/missing/whitelist?phoneNumber=555`;
    assert.match(issuesOf(await send('GET', whitelist), 'phoneNumber')[0]!, /E\.164/);
    // The keys routes read keep working: include, pageSize, webhookId, lastEventId, the device nonce.
    assert.equal((await send('GET', `${conversation}?include=messages&pageSize=2`)).body.messages.data.length, 2);
    assert.equal((await send('GET', `${conversation}?include=none`)).body.messages, undefined);
    const deliveries = await send('GET', `/sandbox/deliveries?webhookId=${ids.webhookId}`);
    assert.equal(deliveries.status, 200);
    assert.ok(deliveries.body.data.every((d: { webhookId: string }) => d.webhookId === ids.webhookId));
    assert.equal((await send('GET', '/sandbox/deliveries?webhookId=wh_missing')).status, 404);
    const stream = await sandbox.fetch(
      new Request(`${API}/events/stream?lastEventId=0`, { headers: KEY, signal: AbortSignal.timeout(2000) }),
    );
    assert.equal(stream.status, 200);
    await stream.body?.cancel();
    const device = await sandbox.fetch(new Request(jsonUrl.replace(/^https?:\/\/[^/]+\/api/, API)));
    assert.equal(device.status, 200);
    assert.equal(typeof ((await device.json()) as { code: unknown }).code, 'string');
    // Short links are the service's own URLs: their query string (utm_…) is not the API's.
    const response = await sandbox.fetch(
      new Request(`http://sandbox.test/l/${DEMO_LINKS.menu.code}?utm_source=sms&x=1`, { redirect: 'manual' }),
    );
    assert.equal(response.status, 302);
  });

  it('include=none with pageSize → 400 naming pageSize (no messages to size), by id and by pair; apart they work', async () => {
    const message = 'pageSize sizes the page of messages, and include=none returns none: leave out one of them';
    const byId = await send('GET', `/conversations/${ids.conversationId}?include=none&pageSize=5`);
    assert.deepEqual(issuesOf(byId, 'pageSize'), [message]);
    assert.match(byId.body.description, /^Query validation failed: pageSize: /);
    const byPair = await send('POST', '/conversations/get?pageSize=5&include=none', { from: ids.from, to: ids.to });
    assert.deepEqual(issuesOf(byPair, 'pageSize'), [message]);
    const pair = await send('POST', '/conversations/get?include=none', { from: ids.from, to: ids.to });
    assert.equal(pair.body.messages, undefined);
    const sized = await send('GET', `/conversations/${ids.conversationId}?include=messages&pageSize=1`);
    assert.equal(sized.body.messages.data.length, 1);
  });
});

describe('a body on a route that reads none', () => {
  const bodyless = () => ROUTES.filter((route) => !route.body && route.method !== 'GET');

  it('every such route: a text/plain body → 415 {error}; a JSON body with keys → 400 naming them', async () => {
    // Seven since `POST /conversations/{id}/read` reads `{messageId?}` (DESIGN §13; team-strict.test.ts checks it).
    assert.ok(bodyless().length >= 7);
    for (const route of bodyless()) {
      const label = `${route.method} ${route.pattern}`;
      const plain = await send(route.method, route.path(ids), 'hello', 'text/plain');
      assert.equal(plain.status, 415, `${label}: ${JSON.stringify(plain.body)}`);
      assert.ok(ErrorBody.safeParse(plain.body).success, label);
      const json = await send(route.method, route.path(ids), { messageId: ids.messageId, stray: 1 });
      assert.match(issuesOf(json, 'stray')[0]!, /this route takes no body/, label);
      assert.equal(issuesOf(json, 'messageId').length, 1, label);
      assert.equal((await send(route.method, route.path(ids), [1], 'application/json')).status, 400, label);
    }
  });

  it('refused bodies change nothing; an empty body or {} is still fine where the route reads none', async () => {
    const contact = (await send('POST', '/contacts', { phoneNumber: '+14155550177' })).body;
    assert.equal((await send('DELETE', `/contacts/${contact.id}`, 'x', 'text/plain')).status, 415);
    assert.equal((await send('POST', '/sandbox/reset', { hard: true })).status, 400);
    assert.equal((await send('GET', `/contacts/${contact.id}`)).status, 200, 'neither deleted nor reset away');
    const read = `/conversations/${ids.conversationId}/read`;
    assert.equal((await send('POST', read, 'read it', 'text/plain')).status, 415);
    assert.equal((await send('POST', read)).status, 200);
    assert.equal((await send('POST', read, {})).status, 200);
    assert.equal((await send('POST', read, '  ', 'application/json')).status, 200);
  });
});

describe('a key given twice in one JSON object', () => {
  it('→ 400 naming the key, at any depth, before the route runs; the same name in another object or a string is fine', async () => {
    const before = Object.keys(sandbox.store.data.contacts).length;
    const twice = await send('POST', '/contacts', '{"phoneNumber":"+14155550178","phoneNumber":"+14155550179"}');
    assert.equal(twice.status, 400, JSON.stringify(twice.body));
    assert.ok(StrictZodErrorBody.safeParse(twice.body).success, JSON.stringify(twice.body));
    assert.match(twice.body.description, /"phoneNumber" is given more than once in one object; give each key once/);
    assert.equal(Object.keys(sandbox.store.data.contacts).length, before, 'nothing was created');
    // The audit's send: JSON.parse would have sent "second" without a word.
    const send2 = `{"type":"SMS","from":"${ids.from}","to":"${ids.to}","text":"first","text":"second"}`;
    assert.match((await send('POST', '/send', send2)).body.description, /"text" is given more than once/);
    const deep = await send('POST', '/send', `{"type":"RCS","rcs":[{"a":{"b":[{"c":1,"d":{},"c":2}]}}]}`);
    assert.match(deep.body.description, /"c" is given more than once/);
    // Escaped spellings of one key are the same key.
    assert.match(
      (await send('POST', '/contacts/list', '{"pageSize":1,"page\\u0053ize":2}')).body.description,
      /"pageSize"/,
    );
    const fine = `{"phoneNumber":"+14155550178","name":"\\"phoneNumber\\":1","description":"{\\"a\\":1,\\"a\\":2}"}`;
    assert.equal((await send('POST', '/contacts', fine)).status, 201);
    const fields = [
      { key: 'a', label: 'A', type: 'text' },
      { key: 'b', label: 'B', type: 'text' },
    ];
    assert.equal((await send('POST', '/forms', { name: 'Siblings', fields })).status, 201, 'one key per object');
  });

  it('the 400 names where the key is, as other issues do: description `fields.1.key: …`, the tree at that path', async () => {
    const body = '{"name":"Twice","fields":[{"key":"a","label":"A","type":"text"},{"key":"b","label":"B","key":"c"}]}';
    const twice = await send('POST', '/forms', body);
    const said = '"key" is given more than once in one object; give each key once';
    assert.ok(StrictZodErrorBody.safeParse(twice.body).success, JSON.stringify(twice.body));
    assert.equal(twice.body.description, `Request validation failed: fields.1.key: ${said}`);
    assert.deepEqual(twice.body.errors.properties.fields.items[1].properties.key.errors, [said]);
    assert.deepEqual(twice.body.errors.errors, [], 'not an issue of the body as a whole');
    const top = await send('POST', '/contacts', '{"phoneNumber":"+14155550178","phoneNumber":"+14155550179"}');
    assert.deepEqual(issuesOf(top, 'phoneNumber'), [
      '"phoneNumber" is given more than once in one object; give each key once',
    ]);
  });
});
