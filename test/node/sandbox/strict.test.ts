/**
 * Strict requests (DESIGN §12): an unknown key anywhere in a body is a 400 naming it (with the known key it most
 * likely meant), a body not sent as JSON is a 415, an empty body where fields are required is a 400, headers over
 * the limit are a 431 `{error}`, and cursors are signed (forged, edited or foreign → 400 `{error}`).
 *
 * The two properties cover every route: one sends each route's valid body (test/node/security/routes.ts, the table
 * the scope matrix keeps complete) with an unknown key added at a random object of it; the other walks every body
 * schema the routes validated with, down to each nested object a body can hold, and puts an unknown key there.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { createSandbox, SANDBOX_DEFAULTS, type Sandbox } from '../../../src/sandbox/index.js';
import { bodySchemas, MAX_HEADER_BYTES } from '../../../src/sandbox/http.js';
import { hmacSha256 } from '../../../src/sandbox/hmac.js';
import { unknownKeyIssues } from '../../../src/sandbox/strict-keys.js';
import { closestKey } from '../../../src/core/closest-key.js';
import { ErrorBody, StrictZodErrorBody } from '../../../src/schemas/errors.js';
import type * as z from '../../../src/schemas/zod.js';
import { ROUTES, type SeedIds } from '../security/routes.js';
import { DEMO_SENDERS } from './helpers.js';

const API = 'http://sandbox.test/api';
const KEY = { 'SERVICE-API-KEY': SANDBOX_DEFAULTS.apiKey };
let sandbox: Sandbox;
let ids: SeedIds;

async function send(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  target = sandbox,
) {
  const response = await target.fetch(
    new Request(`${API}${path}`, {
      method,
      headers: { ...KEY, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** The ZodError tree node at `path` (object keys under `properties`, array indexes under `items`). */
function treeAt(tree: any, path: readonly PropertyKey[]): any {
  let node = tree;
  for (const part of path) node = typeof part === 'number' ? node?.items?.[part] : node?.properties?.[part as string];
  return node;
}

before(async () => {
  sandbox = createSandbox({
    demoConversations: 12,
    longThreadSize: 20,
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
  const form = (
    await send('POST', '/forms', { name: 'Strict', fields: [{ key: 'note', label: 'Note', type: 'text' }] })
  ).body;
  const webhook = (
    await send('POST', '/webhooks/attach', {
      name: 'st',
      url: 'https://hooks.example/st',
      senders: [conversation.from],
    })
  ).body;
  const request = (await send('POST', '/network/silent-auth', { phoneNumber: '+14155550123' })).body;
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

describe("unknown keys: the audit's cases, refused with the key they meant", () => {
  it('POST /send with scheduled_time → 400 naming it, "did you mean scheduledTime?", and nothing is sent', async () => {
    const before = Object.keys(sandbox.store.data.messages).length;
    const tomorrow = new Date(Date.now() + 864e5).toISOString();
    const res = await send('POST', '/send', {
      type: 'SMS',
      from: ids.from,
      to: ids.to,
      text: 'later',
      scheduled_time: tomorrow,
    });
    assert.equal(res.status, 400);
    assert.ok(StrictZodErrorBody.safeParse(res.body).success);
    assert.deepEqual(res.body.errors.properties.scheduled_time.errors, [
      'Unrecognized key "scheduled_time": did you mean scheduledTime?',
    ]);
    assert.match(
      res.body.description,
      /scheduled_time: Unrecognized key "scheduled_time": did you mean scheduledTime\?/,
    );
    assert.equal(Object.keys(sandbox.store.data.messages).length, before);
  });

  it('fallBack → fallback; canUpdate → can_update; header → headers; a nested typo inside rcs is named at its path', async () => {
    const fallBack = await send('POST', '/send', {
      type: 'RCS',
      from: DEMO_SENDERS.acmeAgent,
      to: ids.to,
      rcs: { text: 'x' },
      fallBack: { type: 'SMS', from: ids.from, text: 'y' },
    });
    assert.match(fallBack.body.errors.properties.fallBack.errors[0], /did you mean fallback\?/);
    const canUpdate = await send('POST', '/forms', {
      name: 'f',
      fields: [{ key: 'a', label: 'A', type: 'text' }],
      canUpdate: true,
    });
    assert.match(canUpdate.body.errors.properties.canUpdate.errors[0], /did you mean can_update\?/);
    const header = await send('POST', '/webhooks/attach', {
      name: 'h',
      url: 'https://hooks.example/h',
      senders: [ids.from],
      header: { 'X-A': '1' },
    });
    assert.match(header.body.errors.properties.header.errors[0], /did you mean headers\?/);
    const nested = await send('POST', '/send', {
      type: 'RCS',
      from: DEMO_SENDERS.acmeAgent,
      to: ids.to,
      rcs: { text: 'x', suggestions: [{ type: 'reply', text: 'ok', postbak: 'p' }] },
    });
    assert.equal(nested.status, 400);
    const at = treeAt(nested.body.errors, ['rcs', 'suggestions', 0, 'postbak']);
    assert.ok(at?.errors?.[0]?.startsWith('Unrecognized key "postbak"'), JSON.stringify(nested.body));
    for (const res of [fallBack, canUpdate, header]) assert.equal(res.status, 400);
  });

  it('a foreign key with no close known key lists the known keys instead', async () => {
    const res = await send('POST', '/conversations/list', { zzzzzz: 1 });
    assert.equal(res.status, 400);
    assert.match(res.body.errors.properties.zzzzzz.errors[0], /^Unrecognized key "zzzzzz"; known keys: .*pageSize/);
  });

  it('closestKey: case, snake/kebab/camel, one edit per four characters, and nothing for a foreign word', () => {
    const known = ['scheduledTime', 'fallback', 'can_update', 'headers', 'to', 'from'];
    assert.equal(closestKey('scheduled_time', known), 'scheduledTime');
    assert.equal(closestKey('SCHEDULED-TIME', known), 'scheduledTime');
    assert.equal(closestKey('schedueldTime', known), 'scheduledTime'); // transposition
    assert.equal(closestKey('canUpdate', known), 'can_update');
    assert.equal(closestKey('header', known), 'headers');
    assert.equal(closestKey('tp', known), 'to');
    assert.equal(closestKey('colour', known), undefined);
    assert.equal(closestKey('x', []), undefined);
  });
});

describe('property: no route accepts an unknown key, at the top or nested', () => {
  const withBody = ROUTES.filter((route) => route.body && route.pattern !== '/api/sandbox/reset');

  /** Every object inside a JSON value, with its path. */
  function objectsIn(
    value: unknown,
    path: PropertyKey[] = [],
  ): { path: PropertyKey[]; object: Record<string, unknown> }[] {
    if (Array.isArray(value)) return value.flatMap((item, i) => objectsIn(item, [...path, i]));
    if (value && typeof value === 'object') {
      const object = value as Record<string, unknown>;
      return [{ path, object }, ...Object.entries(object).flatMap(([key, item]) => objectsIn(item, [...path, key]))];
    }
    return [];
  }
  /** Valid bodies with more nesting than the route table's, so nested objects are reached through real routes too. */
  const nestedBodies = (i: SeedIds): { method: string; path: string; body: unknown }[] => [
    {
      method: 'POST',
      path: '/send',
      body: {
        type: 'RCS',
        from: DEMO_SENDERS.acmeAgent,
        to: i.to,
        rcs: { text: 'x', suggestions: [{ type: 'reply', text: 'ok', postbackData: 'p' }] },
        fallback: { type: 'SMS', from: i.from, text: 'y' },
      },
    },
    {
      method: 'POST',
      path: '/forms',
      body: {
        name: 'n',
        fields: [{ key: 'a', label: 'A', type: 'text' }],
        theme_override: { colors: { primary: '#112233' } },
      },
    },
    { method: 'PATCH', path: `/conversations/${i.conversationId}`, body: { notes: 'n' } },
  ];

  it('every route with a body: an unknown key at a random object of a valid body → 400 naming it there', async () => {
    const cases = [
      ...withBody.map((route) => ({ method: route.method, path: route.path(ids), body: route.body!(ids) })),
      ...nestedBodies(ids),
    ];
    assert.ok(cases.length >= 50, `${cases.length} routes with bodies`);
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...cases),
        fc.nat(),
        fc.string({ minLength: 1, maxLength: 12 }),
        async (route, pick, raw) => {
          const body = structuredClone(route.body);
          const sites = objectsIn(body);
          const site = sites[pick % sites.length]!;
          const key = `${raw}\u00b7`; // never a key any schema knows
          site.object[key] = 1;
          seen.add(`${route.method} ${route.path}`);
          // Idempotency-Key-free, and forms submit on a form that has its field.
          const res = await send(route.method, route.path, body);
          assert.equal(
            res.status,
            400,
            `${route.method} ${route.path} ${JSON.stringify(body)} → ${res.status} ${JSON.stringify(res.body)}`,
          );
          const node = treeAt(res.body.errors, [...site.path, key]);
          assert.ok(
            node?.errors?.some((e: string) => e.startsWith(`Unrecognized key ${JSON.stringify(key)}`)),
            `${route.path}: ${JSON.stringify(res.body)}`,
          );
        },
      ),
      { numRuns: cases.length * 12 },
    );
    assert.ok(seen.size >= cases.length - 3, `only ${seen.size} of ${cases.length} routes drawn`);
  });

  type Schema = z.core.$ZodType;
  interface Site {
    path: PropertyKey[];
    known: string[];
    wrap(object: Record<string, unknown>): unknown;
  }
  /** Every place in a schema's values where an object with a fixed set of keys can stand. */
  function sites(schema: Schema, depth = 0): Site[] {
    if (depth > 8) return [];
    const def = schema._zod.def as any;
    switch (def.type) {
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'readonly':
      case 'catch':
      case 'nonoptional':
        return sites(def.innerType, depth + 1);
      case 'pipe':
        return sites(def.in, depth + 1);
      case 'lazy':
        return sites(def.getter(), depth + 1);
      case 'array':
        return sites(def.element, depth + 1).map((s) => ({ ...s, path: [0, ...s.path], wrap: (o) => [s.wrap(o)] }));
      case 'record':
        return sites(def.valueType, depth + 1).map((s) => ({
          ...s,
          path: ['k', ...s.path],
          wrap: (o) => ({ k: s.wrap(o) }),
        }));
      case 'union': {
        const disc: string | undefined = def.discriminator;
        return (def.options as Schema[]).flatMap((option) => {
          const tag = disc === undefined ? undefined : [...((option._zod as any).propValues?.[disc] ?? [])][0];
          return sites(option, depth + 1).map((s) =>
            disc === undefined
              ? s
              : { ...s, wrap: (o: Record<string, unknown>) => ({ [disc]: tag, ...(s.wrap(o) as object) }) },
          );
        });
      }
      case 'object': {
        const shape = def.shape as Record<string, Schema>;
        const open = def.catchall && def.catchall._zod.def.type !== 'never';
        const own: Site[] = open ? [] : [{ path: [], known: Object.keys(shape), wrap: (o) => o }];
        return [
          ...own,
          ...Object.entries(shape).flatMap(([key, inner]) =>
            sites(inner, depth + 1).map((s) => ({
              ...s,
              path: [key, ...s.path],
              wrap: (o: Record<string, unknown>) => ({ [key]: s.wrap(o) }),
            })),
          ),
        ];
      }
      default:
        return [];
    }
  }

  it('every body schema a route validated with, at every nested object it can hold: the unknown key is reported there', () => {
    // The first property sent every route's body, so every route's schema is recorded by now.
    const schemas = [...bodySchemas.entries()];
    const unrecorded = ROUTES.filter((route) => route.body && !bodySchemas.has(`${route.method} ${route.pattern}`)).map(
      (route) => `${route.method} ${route.pattern}`,
    );
    assert.deepEqual(unrecorded, [], 'every route with a body validates it through readBody');
    const all = schemas.flatMap(([route, schema]) => sites(schema).map((site) => ({ route, schema, site })));
    const nested = all.filter((entry) => entry.site.path.length > 0);
    assert.ok(nested.length >= 50, `${nested.length} nested object sites`);
    fc.assert(
      fc.property(
        fc.constantFrom(...all),
        fc.string({ minLength: 1, maxLength: 16 }),
        ({ route, schema, site }, key) => {
          fc.pre(!site.known.includes(key));
          const issues = unknownKeyIssues(schema, site.wrap({ [key]: 1 }));
          const expected = JSON.stringify([...site.path, key]);
          assert.ok(
            issues.some((issue) => JSON.stringify(issue.path) === expected),
            `${route} at ${expected}: ${JSON.stringify(issues)}`,
          );
        },
      ),
      { numRuns: Math.max(2000, all.length * 10) },
    );
  });
});

describe('Content-Type, empty bodies, header size', () => {
  const body = JSON.stringify({ phoneNumber: '+14155550911', name: 'Typed' });
  for (const type of [
    'text/plain',
    'text/plain;charset=UTF-8',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
    'text/xml',
    'application/json; charset=latin1',
  ]) {
    it(`a JSON body sent as ${type} → 415 {error}, nothing stored`, async () => {
      const before = Object.keys(sandbox.store.data.contacts).length;
      const res = await send('POST', '/contacts', body, { 'Content-Type': type });
      assert.equal(res.status, 415);
      assert.ok(ErrorBody.safeParse(res.body).success);
      assert.match(res.body.error, /Content-Type: application\/json/);
      assert.equal(Object.keys(sandbox.store.data.contacts).length, before);
    });
  }

  it('JSON in another charset → 415 naming the charset, not the type', async () => {
    const res = await send('POST', '/contacts', body, { 'Content-Type': 'application/json; charset=latin1' });
    assert.equal(res.status, 415);
    assert.equal(
      res.body.error,
      'Request bodies must be JSON in UTF-8; this one names charset=latin1 (send Content-Type: application/json, or name charset=utf-8)',
    );
  });

  it('a body without Content-Type → 415; application/json with charset=utf-8 and +json types are JSON', async () => {
    const bare = await sandbox.fetch(
      new Request(`${API}/contacts`, { method: 'POST', headers: KEY, body: new Blob([body]) }),
    );
    assert.equal(bare.status, 415);
    assert.equal(
      (await send('POST', '/contacts/list', '{}', { 'Content-Type': 'application/json; charset=utf-8' })).status,
      200,
    );
    assert.equal(
      (await send('POST', '/contacts/list', '{}', { 'Content-Type': 'application/merge-patch+json' })).status,
      200,
    );
  });

  it('an empty body where fields are required → 400 saying so; where none are, it reads as {}', async () => {
    const empty = await sandbox.fetch(new Request(`${API}/send`, { method: 'POST', headers: KEY }));
    assert.equal(empty.status, 400);
    const json = await empty.json();
    assert.ok(StrictZodErrorBody.safeParse(json).success);
    assert.match(json.errors.errors[0], /Request body is empty/);
    const list = await sandbox.fetch(new Request(`${API}/conversations/list`, { method: 'POST', headers: KEY }));
    assert.equal(list.status, 200);
    const read = await sandbox.fetch(
      new Request(`${API}/conversations/${ids.conversationId}/read`, { method: 'POST', headers: KEY }),
    );
    assert.equal(read.status, 200);
  });

  it(`headers over ${MAX_HEADER_BYTES} bytes → 431 {error} (in-process; the Node server's path is in strict-server.test.ts)`, async () => {
    const res = await send('POST', '/contacts/list', {}, { 'X-Big': 'a'.repeat(MAX_HEADER_BYTES) });
    assert.equal(res.status, 431);
    assert.ok(ErrorBody.safeParse(res.body).success);
    assert.equal((await send('POST', '/contacts/list', {}, { 'X-Big': 'a'.repeat(MAX_HEADER_BYTES / 2) })).status, 200);
  });
});

describe('signed cursors', () => {
  it("property: the sandbox's synchronous HMAC-SHA256 equals node:crypto's (keys and messages of any length)", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.uint8Array({ maxLength: 300 }), (key, message) => {
        const expected = createHmac('sha256', key).update(message).digest('hex');
        assert.equal(Buffer.from(hmacSha256(key, message)).toString('hex'), expected);
      }),
      { numRuns: 500 },
    );
  });

  async function firstCursor(target = sandbox) {
    const page = await send('POST', '/conversations/list', { pageSize: 2 }, {}, target);
    assert.equal(page.status, 200);
    assert.equal(typeof page.body.nextCursor, 'string');
    return page.body.nextCursor as string;
  }

  it("the cursor handed out works; the audit's forged base64 cursor → 400 {error}", async () => {
    const cursor = await firstCursor();
    assert.equal((await send('POST', '/conversations/list', { pageSize: 2, cursor })).status, 200);
    const forged = Buffer.from(JSON.stringify(['forms', "x' OR 1=1 --", 'y'])).toString('base64url');
    for (const list of ['/forms/list', '/conversations/list', '/contacts/list']) {
      const res = await send('POST', list, { cursor: forged });
      assert.equal(res.status, 400, list);
      assert.ok(ErrorBody.safeParse(res.body).success);
    }
  });

  it('property: any edit of a valid cursor (one character changed, cut, or extended) → 400 {error}', async () => {
    const cursor = await firstCursor();
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: cursor.length - 1 }),
        fc.constantFrom(...'ABCDEFabcdef0123456789-_.='),
        fc.constantFrom('replace', 'cut', 'extend'),
        async (at, ch, how) => {
          const edited =
            how === 'replace'
              ? cursor.slice(0, at) + ch + cursor.slice(at + 1)
              : how === 'cut'
                ? cursor.slice(0, at)
                : cursor + ch;
          fc.pre(edited !== cursor && edited !== '');
          const res = await send('POST', '/conversations/list', { pageSize: 2, cursor: edited });
          assert.equal(res.status, 400, `${edited} → ${res.status}`);
          assert.ok(ErrorBody.safeParse(res.body).success);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a cursor of another list, or of another sandbox with the same data, → 400 {error}', async () => {
    const cursor = await firstCursor();
    assert.equal((await send('POST', '/contacts/list', { cursor })).status, 400);
    const other = createSandbox({ demoConversations: 12, longThreadSize: 20 });
    try {
      const foreign = await firstCursor(other);
      const res = await send('POST', '/conversations/list', { pageSize: 2, cursor: foreign });
      assert.equal(res.status, 400);
      assert.match(res.body.error, /not issued by this sandbox/);
    } finally {
      other.close();
    }
  });
});
