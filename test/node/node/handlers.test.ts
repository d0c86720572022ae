import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { jwtVerify } from 'jose';
import { createTokenHandler, verifyEmbedToken, webhookHandler, type EmbedGrant } from '../../../src/node/index.js';
import { HS_SECRET } from '../tokens/fixtures.js';
import { formSubmission } from './events.fixtures.js';

const key = { kid: 'hs-1', secret: HS_SECRET };
const keys = { 'hs-1': { secret: HS_SECRET } };
const grant: EmbedGrant = {
  user: 'user_42',
  scopes: ['conversations:read', 'messages:send'],
  resources: { senders: ['+15550001111'] },
};

/** The customer's own session check: a cookie here. */
const sessionUser = (cookie: string | null | undefined) => /(?:^|; )session=([^;]+)/.exec(cookie ?? '')?.[1];

async function expectToken(response: Response) {
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('cache-control'), 'no-store');
  assert.match(response.headers.get('content-type') ?? '', /application\/json/);
  const body = (await response.json()) as { token: string; expiresAt: string };
  const verified = await verifyEmbedToken(body.token, keys, { team: 'team_acme' });
  assert.equal(new Date(body.expiresAt).getTime(), verified.claims.exp * 1000);
  return { body, verified };
}

describe('createTokenHandler as a fetch handler', () => {
  const handler = createTokenHandler({
    key,
    team: 'team_acme',
    authorize: (request) => {
      const user = sessionUser(request.headers.get('cookie'));
      return user ? { ...grant, user } : null;
    },
  });

  test('answers {token, expiresAt} with no-store for a signed-in user', async () => {
    const { body, verified } = await expectToken(
      await handler(new Request('http://acme.test/parley-token', { headers: { cookie: 'session=ada' } })),
    );
    assert.equal(verified.claims.sub, 'ada');
    assert.deepEqual(verified.resources, { senders: ['+15550001111'] });
    assert.equal(verified.claims.exp - verified.claims.iat, 900);
    // jose agrees, independently.
    const { payload } = await jwtVerify(body.token, new TextEncoder().encode(HS_SECRET), {
      audience: 'parley-embed',
      issuer: 'team_acme',
      typ: 'parley-embed+jwt',
    });
    assert.equal(payload.scope, 'conversations:read messages:send');
  });
  test('401 {error} when authorize returns null; no-store even then', async () => {
    const response = await handler(new Request('http://acme.test/parley-token'));
    assert.equal(response.status, 401);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    assert.equal(typeof (await response.json()).error, 'string');
  });
  test('POST works too; other methods are 405', async () => {
    await expectToken(
      await handler(new Request('http://acme.test/t', { method: 'POST', headers: { cookie: 'session=bo' } })),
    );
    assert.equal((await handler(new Request('http://acme.test/t', { method: 'DELETE' }))).status, 405);
  });
  test('per-grant ttl', async () => {
    const short = createTokenHandler({ key, team: 'team_acme', ttl: 60, authorize: () => ({ ...grant, ttl: 120 }) });
    const { verified } = await expectToken(await short(new Request('http://acme.test/t')));
    assert.equal(verified.claims.exp - verified.claims.iat, 120);
  });
  test('a grant with an unknown scope is a bug: it throws rather than answering', async () => {
    const broken = createTokenHandler({ key, team: 'team_acme', authorize: () => ({ user: 'u', scopes: 'admin' }) });
    await assert.rejects(broken(new Request('http://acme.test/t')), /Unknown scope "admin"/);
  });
});

describe('handlers under Express', () => {
  let server: Server;
  let base: string;
  const deliveries: string[] = [];
  before(async () => {
    const app = express();
    // Earlier middleware sets req.user, as passport or a session library would.
    app.use((req, _res, next) => {
      const user = sessionUser(req.headers.cookie);
      if (user) (req as express.Request & { user?: { id: string } }).user = { id: user };
      next();
    });
    app.get(
      '/parley-token',
      createTokenHandler<express.Request & { user?: { id: string } }>({
        key,
        team: 'team_acme',
        authorize: (_request, { req }) => (req?.user ? { ...grant, user: req.user.id } : null),
      }).express,
    );
    const hooks = webhookHandler({
      secret: 'whsec_x',
      on: { 'FORM.SUBMISSION': (event) => void deliveries.push(event.submission.id) },
    });
    app.post('/hooks/raw', hooks.express);
    app.post('/hooks/json', express.json(), hooks.express);
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('token route: 200 with the session user, 401 without', async () => {
    const { verified } = await expectToken(
      await fetch(`${base}/parley-token`, { headers: { cookie: 'session=grace' } }),
    );
    assert.equal(verified.claims.sub, 'grace');
    const anonymous = await fetch(`${base}/parley-token`);
    assert.equal(anonymous.status, 401);
    assert.equal(anonymous.headers.get('cache-control'), 'no-store');
  });

  for (const route of ['/hooks/raw', '/hooks/json']) {
    test(`webhook receiver ${route}: 200 / 401 / 400`, async () => {
      const post = (body: string, secret?: string) =>
        fetch(`${base}${route}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(secret ? { 'service-signing-secret': secret } : {}) },
          body,
        });
      // One submission per route: both routes share one receiver, which acts once per event.
      const id = route === '/hooks/raw' ? 'sub_1' : 'sub_2';
      const event = JSON.stringify({ ...formSubmission, submission: { ...formSubmission.submission, id } });
      const before = deliveries.length;
      assert.equal((await post(event, 'whsec_x')).status, 200);
      assert.deepEqual(deliveries.slice(before), [id]);
      assert.equal((await post(event, 'whsec_y')).status, 401);
      assert.equal((await post(JSON.stringify({ sender: 'X' }), 'whsec_x')).status, 400);
      assert.equal(deliveries.length, before + 1);
    });
  }
});
