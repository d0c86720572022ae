/**
 * Route × scope matrix (issue: Hardening): every route of the table in `routes.ts`, called with the scope sets below (none, one or two
 * scopes, all but one or two, all), with the API key, and with no credentials. Expected: allowed exactly when
 * the token holds a granting scope (or the route is open); denied = 401 `{error}`; never a 500.
 */
import assert from 'node:assert/strict';
import { SignJWT } from 'jose';
import { after, before, describe, test } from 'node:test';
import { createSandbox, SANDBOX_DEFAULTS, type Sandbox } from '../../../src/sandbox/index.js';
import { SCOPES, type Scope } from '../../../src/schemas/token.js';
import { createEmbedToken } from '../../../src/tokens/index.js';
import { ROUTES, type RouteCase, type SeedIds } from './routes.js';

const ORIGIN = 'http://sandbox.test';
let sandbox: Sandbox;
let ids: SeedIds;

async function call(route: RouteCase, headers: Record<string, string>): Promise<{ status: number; body: unknown }> {
  const init: RequestInit = { method: route.method, headers: { ...headers } };
  const body = route.body?.(ids);
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  const controller = new AbortController();
  init.signal = controller.signal;
  const response = await sandbox.fetch(new Request(`${ORIGIN}/api${route.path(ids)}`, init));
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
    controller.abort();
    await response.body?.cancel().catch(() => {});
    return { status: response.status, body: null };
  }
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

async function server(method: string, path: string, body?: unknown) {
  const response = await sandbox.fetch(
    new Request(`${ORIGIN}/api${path}`, {
      method,
      headers: { 'SERVICE-API-KEY': SANDBOX_DEFAULTS.apiKey, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  assert.ok(response.ok, `${method} ${path} → ${response.status} ${await response.clone().text()}`);
  return response.json() as Promise<any>;
}

/** The helper refuses to mint a token with no scope, so that one row is signed with jose directly. */
const mint = (scopes: Scope[]) =>
  scopes.length === 0
    ? new SignJWT({ scope: '', jti: 'empty-scope' })
        .setProtectedHeader({ alg: 'HS256', kid: SANDBOX_DEFAULTS.embedKid, typ: 'parley-embed+jwt' })
        .setIssuer(SANDBOX_DEFAULTS.team).setSubject('matrix@example.com').setAudience('parley-embed')
        .setIssuedAt().setNotBefore('0s').setExpirationTime('10m')
        .sign(new TextEncoder().encode(SANDBOX_DEFAULTS.embedSecret))
    : createEmbedToken({
    key: { kid: SANDBOX_DEFAULTS.embedKid, secret: SANDBOX_DEFAULTS.embedSecret },
    team: SANDBOX_DEFAULTS.team,
    user: 'matrix@example.com',
    scopes,
  });

/**
 * Scope sets that decide "allowed iff the token holds a granting scope" for any route without growing as 2^n with
 * every scope added: the empty set, every set of one or two scopes, every set missing one or two scopes, and all.
 * (A route granted by scope S is then seen allowed with S alone and with S among all others, and denied with every
 * other scope present but S missing.)
 */
const SUBSETS: Scope[][] = (() => {
  const small: Scope[][] = [[]];
  SCOPES.forEach((a, i) => {
    small.push([a]);
    SCOPES.slice(i + 1).forEach((b) => small.push([a, b]));
  });
  const all = small.map((drop) => SCOPES.filter((s) => !drop.includes(s)));
  const seen = new Set<string>();
  return [...small, ...all].filter((set) => !seen.has(set.join(' ')) && seen.add(set.join(' ')));
})();

before(async () => {
  sandbox = createSandbox({ demoConversations: 12, longThreadSize: 30, baseUrl: `${ORIGIN}/api` });
  const conversations = await server('POST', '/conversations/list', { pageSize: 1, from: '+14155550100' });
  const conversation = conversations.data[0];
  const messages = await server('POST', `/conversations/${conversation.id}/messages/list`, { pageSize: 1 });
  const inFuture = new Date(Date.now() + 24 * 3600_000).toISOString();
  const scheduled = await server('POST', '/send', { type: 'SMS', from: conversation.from, to: conversation.to, text: 'later', scheduledTime: inFuture });
  // A URL-only form (no recipient): anonymous render and submit are allowed by design.
  const form = await server('POST', '/forms', { name: 'Matrix', fields: [{ key: 'note', label: 'Note', type: 'text' }] });
  const webhook = await server('POST', '/webhooks/attach', { name: 'seed', url: 'https://hooks.example/seed', senders: [conversation.from] });
  const request = await server('POST', '/network/silent-auth', { phoneNumber: '+14155550123' });
  ids = {
    conversationId: conversation.id,
    from: conversation.from,
    to: conversation.to,
    messageId: messages.data[0].id,
    scheduledId: scheduled.id,
    formId: form.id,
    webhookId: webhook.webhookId,
    requestId: request.requestId,
    campaignId: 'cmp_acme_rcs_loyalty',
  };
});
after(() => sandbox?.close());

describe('route table', () => {
  test('covers every route the sandbox registers, and nothing else', () => {
    const registered = new Set(
      sandbox.app.routes.filter((r) => r.method !== 'ALL' && r.method !== 'OPTIONS').map((r) => `${r.method} ${r.path}`),
    );
    const table = new Set(ROUTES.map((r) => `${r.method} ${r.pattern}`));
    assert.deepEqual([...registered].filter((r) => !table.has(r)).sort(), [], 'registered routes missing from the table');
    assert.deepEqual([...table].filter((r) => !registered.has(r)).sort(), [], 'table rows the sandbox does not register');
  });
});

describe('route × scope matrix', () => {
  const tokens = new Map<string, string>();
  before(async () => {
    for (const subset of SUBSETS) tokens.set(subset.join(' '), await mint(subset));
  });

  // Reset last: it re-seeds the sandbox and would invalidate the ids the other rows use.
  const ordered = [...ROUTES].sort((a, b) => Number(a.pattern.endsWith('/reset')) - Number(b.pattern.endsWith('/reset')));
  for (const route of ordered) {
    test(`${route.method} ${route.pattern}`, async () => {
      let allowed = 0;
      let denied = 0;
      if (Array.isArray(route.access) || route.access === 'api-key') {
        for (const subset of SUBSETS) {
          const grants = Array.isArray(route.access) && route.access.some((s) => subset.includes(s));
          const result = await call(route, { authorization: `Bearer ${tokens.get(subset.join(' '))}` });
          assert.notEqual(result.status, 500, `500 with [${subset}]`);
          if (grants) {
            assert.notEqual(result.status, 401, `[${subset}] should be allowed: ${JSON.stringify(result.body)}`);
            allowed++;
          } else {
            assert.equal(result.status, 401, `[${subset}] should be denied, got ${result.status}`);
            assert.equal(typeof (result.body as { error?: unknown }).error, 'string');
            denied++;
          }
        }
      }
      const anonymous = await call(route, {});
      const openToAnonymous = route.access === 'device' || (Array.isArray(route.access) && route.pattern.startsWith('/api/forms/'));
      if (openToAnonymous) assert.notEqual(anonymous.status, 401, 'open route refused an anonymous caller');
      else assert.equal(anonymous.status, 401, `anonymous caller got ${anonymous.status}`);

      if (route.access !== 'device') {
        const withKey = await call(route, { 'SERVICE-API-KEY': SANDBOX_DEFAULTS.apiKey });
        assert.ok(![401, 403, 500].includes(withKey.status), `API key refused: ${withKey.status} ${JSON.stringify(withKey.body)}`);
        const wrongKey = await call(route, { 'SERVICE-API-KEY': `${SANDBOX_DEFAULTS.apiKey}x` });
        assert.equal(wrongKey.status, 401, 'a wrong API key must be refused');
      }
      if (Array.isArray(route.access)) assert.ok(allowed > 0 && denied > 0);
    });
  }
});
