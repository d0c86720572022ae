/**
 * Route × scope matrix (issue: Hardening): every route of the table in `routes.ts`, called with every deciding
 * subset of the embed scopes (see `subsetsFor`), with the API key, and with no credentials. Expected: allowed exactly when
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
        .setIssuer(SANDBOX_DEFAULTS.team)
        .setSubject('matrix@example.com')
        .setAudience('parley-embed')
        .setIssuedAt()
        .setNotBefore('0s')
        .setExpirationTime('10m')
        .sign(new TextEncoder().encode(SANDBOX_DEFAULTS.embedSecret))
    : createEmbedToken({
        key: { kid: SANDBOX_DEFAULTS.embedKid, secret: SANDBOX_DEFAULTS.embedSecret },
        team: SANDBOX_DEFAULTS.team,
        user: 'matrix@example.com',
        scopes,
      });

/**
 * Scope sets to try on every route. All 2^n subsets stop being practical past a dozen scopes, and a route's
 * decision depends only on whether the set holds one of its granting scopes, so each route gets the sets that
 * decide it: none, all, every single scope, all but each single scope, all but the route's granting scopes, and
 * MATRIX_RANDOM (default 48) seeded random subsets (the seed is printed; MATRIX_SEED replays).
 */
const MATRIX_SEED = Number(process.env.MATRIX_SEED ?? 20261123);
const MATRIX_RANDOM = Number(process.env.MATRIX_RANDOM ?? 48);
function subsetsFor(route: RouteCase): Scope[][] {
  const granting = Array.isArray(route.access) ? route.access : [];
  let state = (MATRIX_SEED ^ route.pattern.length ^ (route.method.length * 7919)) >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), state | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const sets: Scope[][] = [[], [...SCOPES], SCOPES.filter((s) => !granting.includes(s))];
  for (const scope of SCOPES)
    sets.push(
      [scope],
      SCOPES.filter((s) => s !== scope),
    );
  for (let i = 0; i < MATRIX_RANDOM; i++) sets.push(SCOPES.filter(() => random() < 0.5));
  const seen = new Set<string>();
  return sets.filter((set) => !seen.has(set.join(' ')) && !!seen.add(set.join(' ')));
}
console.log(
  `# scope matrix seed ${MATRIX_SEED} (MATRIX_SEED=… replays, MATRIX_RANDOM=… sets the random subsets per route)`,
);

before(async () => {
  sandbox = createSandbox({ demoConversations: 12, longThreadSize: 30, baseUrl: `${ORIGIN}/api` });
  const conversations = await server('POST', '/conversations/list', { pageSize: 1, from: '+14155550100' });
  const conversation = conversations.data[0];
  const messages = await server('POST', `/conversations/${conversation.id}/messages/list`, { pageSize: 1 });
  const inFuture = new Date(Date.now() + 24 * 3600_000).toISOString();
  const scheduled = await server('POST', '/send', {
    type: 'SMS',
    from: conversation.from,
    to: conversation.to,
    text: 'later',
    scheduledTime: inFuture,
  });
  // A URL-only form (no recipient): anonymous render and submit are allowed by design.
  const form = await server('POST', '/forms', {
    name: 'Matrix',
    fields: [{ key: 'note', label: 'Note', type: 'text' }],
  });
  const webhook = await server('POST', '/webhooks/attach', {
    name: 'seed',
    url: 'https://hooks.example/seed',
    senders: [conversation.from],
  });
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
      sandbox.app.routes
        .filter((r) => r.method !== 'ALL' && r.method !== 'OPTIONS')
        .map((r) => `${r.method} ${r.path}`),
    );
    const table = new Set(ROUTES.map((r) => `${r.method} ${r.pattern}`));
    assert.deepEqual(
      [...registered].filter((r) => !table.has(r)).sort(),
      [],
      'registered routes missing from the table',
    );
    assert.deepEqual(
      [...table].filter((r) => !registered.has(r)).sort(),
      [],
      'table rows the sandbox does not register',
    );
  });
});

describe('route × scope matrix', () => {
  const tokens = new Map<string, string>();
  const tokenFor = async (subset: Scope[]) => {
    const key = subset.join(' ');
    if (!tokens.has(key)) tokens.set(key, await mint(subset));
    return tokens.get(key)!;
  };

  // Reset last: it re-seeds the sandbox and would invalidate the ids the other rows use.
  const ordered = [...ROUTES].sort(
    (a, b) => Number(a.pattern.endsWith('/reset')) - Number(b.pattern.endsWith('/reset')),
  );
  for (const route of ordered) {
    test(`${route.method} ${route.pattern}`, async () => {
      let allowed = 0;
      let denied = 0;
      if (Array.isArray(route.access) || route.access === 'api-key') {
        for (const subset of subsetsFor(route)) {
          const grants = Array.isArray(route.access) && route.access.some((s) => subset.includes(s));
          const result = await call(route, { authorization: `Bearer ${await tokenFor(subset)}` });
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
      // Form routes take URL-only (anonymous) callers, but a draft belongs to a recipient link: none sent is a 401.
      const openToAnonymous =
        route.access === 'device' ||
        (Array.isArray(route.access) && route.pattern.startsWith('/api/forms/') && !route.pattern.includes('/draft'));
      if (openToAnonymous) assert.notEqual(anonymous.status, 401, 'open route refused an anonymous caller');
      else assert.equal(anonymous.status, 401, `anonymous caller got ${anonymous.status}`);

      if (route.access !== 'device') {
        const withKey = await call(route, { 'SERVICE-API-KEY': SANDBOX_DEFAULTS.apiKey });
        assert.ok(
          ![401, 403, 500].includes(withKey.status),
          `API key refused: ${withKey.status} ${JSON.stringify(withKey.body)}`,
        );
        const wrongKey = await call(route, { 'SERVICE-API-KEY': `${SANDBOX_DEFAULTS.apiKey}x` });
        assert.equal(wrongKey.status, 401, 'a wrong API key must be refused');
      }
      if (Array.isArray(route.access)) assert.ok(allowed > 0 && denied > 0);
    });
  }
});
