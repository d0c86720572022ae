/**
 * Fuzzing every request schema of the sandbox (issue: Hardening): for each route with a body or path parameter,
 * FUZZ_RUNS (default 10 000) generated requests — a valid body with one or more fields replaced, dropped or
 * added; arbitrary JSON; bytes that are not JSON; hostile path segments. Every answer must be 2xx or a 4xx in the
 * spec's shapes (`{error}`, or `{description, errors}` for 400 request validation); never a 500, never a crash.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { createSandbox, SANDBOX_DEFAULTS, type Sandbox } from '../../../src/sandbox/index.js';
import { ErrorBody, ZodErrorBody } from '../../../src/schemas/errors.js';
import { ROUTES, type SeedIds } from './routes.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const API = 'http://sandbox.test/api';
let sandbox: Sandbox;
let ids: SeedIds;

async function send(method: string, path: string, body: string | undefined) {
  const response = await sandbox.fetch(new Request(`${API}${path}`, {
    method,
    headers: { 'SERVICE-API-KEY': SANDBOX_DEFAULTS.apiKey, 'content-type': 'application/json' },
    body,
  }));
  const text = await response.text();
  return { status: response.status, text };
}

function checkShape(status: number, text: string, what: string) {
  assert.ok(status < 500, `${what} → ${status} ${text.slice(0, 300)}`);
  if (status < 400) return;
  const json = JSON.parse(text);
  const ok = status === 400 ? ErrorBody.safeParse(json).success || ZodErrorBody.safeParse(json).success : ErrorBody.safeParse(json).success;
  assert.ok(ok, `${what} → ${status} body not in the spec's shapes: ${text.slice(0, 300)}`);
}

/** Replace, drop or add fields at random paths of a valid body. */
const mutation = fc.array(
  fc.tuple(fc.constantFrom('replace', 'drop', 'add'), fc.nat(), fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 3 })),
  { minLength: 1, maxLength: 3 },
);
function mutate(body: unknown, steps: [string, number, string, unknown][]): unknown {
  const copy = structuredClone(body);
  for (const [kind, pick, key, value] of steps) {
    // Collect object nodes with their keys, then act on one of them.
    const nodes: Record<string, unknown>[] = [];
    const walk = (node: unknown) => {
      if (node && typeof node === 'object') {
        if (!Array.isArray(node)) nodes.push(node as Record<string, unknown>);
        for (const child of Object.values(node)) walk(child);
      }
    };
    walk(copy);
    const node = nodes[pick % Math.max(nodes.length, 1)];
    if (!node) return value;
    const keys = Object.keys(node);
    const target = keys[pick % Math.max(keys.length, 1)];
    if (kind === 'add' || !target) node[key] = value;
    else if (kind === 'drop') delete node[target];
    else node[target] = value;
  }
  return copy;
}

const hostileSegment = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('..', '%2e%2e', '__proto__', 'constructor', '%00', 'a'.repeat(5000), '%E0%A4%A', '😀', ' '),
);

before(async () => {
  sandbox = createSandbox({ demoConversations: 20, longThreadSize: 30, carrierDelays: { sent: 60_000, delivered: 60_000 } });
  const json = async (method: string, path: string, body?: unknown) => JSON.parse((await send(method, path, body === undefined ? undefined : JSON.stringify(body))).text);
  const conversation = (await json('POST', '/conversations/list', { pageSize: 1, from: '+14155550100' })).data[0];
  const message = (await json('POST', `/conversations/${conversation.id}/messages/list`, { pageSize: 1 })).data[0];
  const scheduled = await json('POST', '/send', { type: 'SMS', from: conversation.from, to: conversation.to, text: 's', scheduledTime: new Date(Date.now() + 864e5).toISOString() });
  const form = await json('POST', '/forms', { name: 'Fuzz', fields: [{ key: 'note', label: 'Note', type: 'text' }, { key: 'n', label: 'N', type: 'number', min: 0, max: 9 }] });
  const webhook = await json('POST', '/webhooks/attach', { name: 'fz', url: 'https://hooks.example/fz', senders: [conversation.from] });
  const request = await json('POST', '/network/silent-auth', { phoneNumber: '+14155550123' });
  ids = { conversationId: conversation.id, from: conversation.from, to: conversation.to, messageId: message.id, scheduledId: scheduled.id,
    formId: form.id, webhookId: webhook.webhookId, requestId: request.requestId, campaignId: 'cmp_acme_rcs_loyalty' };
});
after(() => sandbox?.close());

describe(`fuzzing every request schema (${RUNS} cases per route)`, () => {
  // Reset would re-seed mid-run; the rest are fuzzed by body and by path.
  for (const route of ROUTES.filter((r) => !r.pattern.endsWith('/reset'))) {
    const fuzzPath = route.pattern.includes(':');
    if (!route.body && !fuzzPath) continue;
    test(`${route.method} ${route.pattern}`, async () => {
      const valid = route.body?.(ids);
      const bodyCase = fc.oneof(
        { weight: 6, arbitrary: mutation.map((steps) => JSON.stringify(mutate(valid ?? {}, steps as never))) },
        { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)) },
        { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
      );
      await fc.assert(
        fc.asyncProperty(bodyCase, hostileSegment, fc.boolean(), async (body, segment, breakPath) => {
          let path = route.path(ids);
          if (fuzzPath && breakPath) {
            const parts = route.pattern.replace(/^\/api/, '').split('/');
            path = parts.map((p) => (p.startsWith(':') ? encodeURIComponent(segment) : p)).join('/');
          }
          const { status, text } = await send(route.method, path, route.method === 'GET' ? undefined : body);
          const polluted = Object.keys(Object.prototype);
          assert.deepEqual(polluted, [], `Object.prototype polluted by ${route.method} ${path} ${body.slice(0, 200)}`);
          checkShape(status, text, `${route.method} ${path} ${body.slice(0, 120)}`);
        }),
        { numRuns: RUNS },
      );
    });
  }
});

describe('prototype names as ids', () => {
  test('every path-parameter route answers 4xx for __proto__, constructor, toString and pollutes nothing', async () => {
    for (const route of ROUTES.filter((r) => r.pattern.includes(':') && r.access !== 'device')) {
      for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'prototype']) {
        const path = route.pattern.replace(/^\/api/, '').replace(/:[A-Za-z]+/, name);
        const body = route.body ? JSON.stringify(route.body(ids)) : undefined;
        const { status, text } = await send(route.method, path, route.method === 'GET' ? undefined : body);
        assert.ok(status >= 400 && status < 500, `${route.method} ${path} → ${status} ${text.slice(0, 200)}`);
        assert.deepEqual(Object.keys(Object.prototype), [], `${route.method} ${path} polluted Object.prototype`);
      }
    }
  });
});
