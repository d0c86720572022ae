import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { SandboxOptions } from '../../../src/sandbox/index.js';
import { NetworkRequest, SilentAuthCreateResponse } from '../../../src/schemas/silent-auth.js';
import { ORIGIN, testSandbox } from './helpers.js';

const PHONE = '+14155550142';
const BASE = `${ORIGIN}/api`;

function setup(options: SandboxOptions = {}) {
  const t = testSandbox({ demoData: false, ...options });
  /** With the API key unless `headers` are given; an absolute jsonUrl (under the sandbox base URL) becomes its path. */
  const call = (method: string, url: string, body?: unknown, headers?: Record<string, string>) => {
    const path = url.startsWith(BASE) ? url.slice(BASE.length) : url;
    return headers ? t.call(method, path, { body, headers }) : t.api(method, path, body);
  };
  async function start(phoneNumber = PHONE) {
    const res = await call('POST', '/network/silent-auth', { phoneNumber });
    assert.equal(res.status, 201);
    return SilentAuthCreateResponse.parse(res.body);
  }
  /** The mobile app's part: fetch jsonUrl over the "carrier network" (no API key). */
  const device = (jsonUrl: string) => call('GET', jsonUrl, undefined, {});
  const status = async (requestId: string) =>
    NetworkRequest.parse((await call('GET', `/network/requests/${requestId}`)).body).status;
  return { sandbox: t.sandbox, call, start, device, status };
}

describe('silent authentication', () => {
  it('runs the full flow: started → challenge-issued → completed', async () => {
    const { call, start, device, status } = setup();
    const created = await start();
    assert.equal(created.status, 'started');
    assert.ok(created.jsonUrl.startsWith(`${BASE}/network/silent-auth/${created.requestId}/device?nonce=`));
    assert.equal(await status(created.requestId), 'started');

    const challenge = await device(created.jsonUrl);
    assert.equal(challenge.status, 200);
    assert.equal(challenge.body.requestId, created.requestId);
    assert.equal(typeof challenge.body.code, 'string');
    assert.equal(await status(created.requestId), 'challenge-issued');
    // A retried fetch of jsonUrl hands out the same code.
    assert.equal((await device(created.jsonUrl)).body.code, challenge.body.code);

    const check = await call('POST', `/network/silent-auth/${created.requestId}/check`, { code: challenge.body.code });
    assert.equal(check.status, 200);
    assert.deepEqual(check.body, { requestId: created.requestId, status: 'completed' });
    const request = (await call('GET', `/network/requests/${created.requestId}`)).body;
    assert.equal(request.status, 'completed');
    assert.equal(request.phoneNumber, PHONE);
    assert.equal('code' in request || 'nonce' in request, false);
  });

  it('a wrong code ends failed', async () => {
    const { call, start, device, status } = setup();
    const { requestId, jsonUrl } = await start();
    await device(jsonUrl);
    const check = await call('POST', `/network/silent-auth/${requestId}/check`, { code: 'wrong' });
    assert.deepEqual(check.body, { requestId, status: 'failed' });
    assert.equal(await status(requestId), 'failed');
  });

  it('a code works once: the second check is a 400 CheckSilentAuthenticationRequestBadRequestError', async () => {
    const { call, start, device } = setup();
    const { requestId, jsonUrl } = await start();
    const { code } = (await device(jsonUrl)).body;
    assert.equal((await call('POST', `/network/silent-auth/${requestId}/check`, { code })).body.status, 'completed');
    const again = await call('POST', `/network/silent-auth/${requestId}/check`, { code });
    assert.equal(again.status, 400);
    assert.match(again.body.error, /^CheckSilentAuthenticationRequestBadRequestError: .*once/);
    // The device flow cannot restart a finished request either.
    assert.equal((await device(jsonUrl)).status, 400);
  });

  it('a phone number ending in 0000 ends failed even with the right code', async () => {
    const { call, start, device } = setup();
    const { requestId, jsonUrl } = await start('+14155550000');
    const { code } = (await device(jsonUrl)).body;
    assert.deepEqual((await call('POST', `/network/silent-auth/${requestId}/check`, { code })).body, {
      requestId,
      status: 'failed',
    });
  });

  it('checking before the device flow is a 400 and leaves the request started', async () => {
    const { call, start, status } = setup();
    const { requestId } = await start();
    const res = await call('POST', `/network/silent-auth/${requestId}/check`, { code: 'anything' });
    assert.equal(res.status, 400);
    assert.match(res.body.error, /^CheckSilentAuthenticationRequestBadRequestError: .*jsonUrl/);
    assert.equal(await status(requestId), 'started');
  });

  it('answers 404 for unknown requests and for a device URL with the wrong nonce', async () => {
    const { call, start, device, status } = setup();
    const unknown = await call('POST', '/network/silent-auth/nr_nope/check', { code: 'x' });
    assert.equal(unknown.status, 404);
    assert.equal(typeof unknown.body.error, 'string');
    assert.equal((await call('GET', '/network/requests/nr_nope')).status, 404);
    const { requestId, jsonUrl } = await start();
    const forged = new URL(jsonUrl);
    forged.searchParams.set('nonce', '0'.repeat(32));
    assert.equal((await device(forged.href)).status, 404);
    assert.equal(await status(requestId), 'started');
  });

  it('validates bodies with ZodError 400s', async () => {
    const { call, start } = setup();
    const badPhone = await call('POST', '/network/silent-auth', { phoneNumber: '4155550142' });
    assert.equal(badPhone.status, 400);
    assert.ok(badPhone.body.errors.properties.phoneNumber.errors.length);
    const { requestId } = await start();
    const noCode = await call('POST', `/network/silent-auth/${requestId}/check`, {});
    assert.equal(noCode.status, 400);
    assert.ok(noCode.body.errors.properties.code.errors.length);
    assert.match(noCode.body.description, /code/);
  });

  it('needs the API key (401) and answers 403 on every route when the feature is off', async () => {
    const on = setup();
    assert.equal((await on.call('POST', '/network/silent-auth', { phoneNumber: PHONE }, {})).status, 401);
    const { jsonUrl, requestId } = await on.start();

    const off = setup({ features: { silentAuth: false } });
    off.sandbox.store.data.networkRequests = on.sandbox.store.data.networkRequests;
    const routes = [
      off.call('POST', '/network/silent-auth', { phoneNumber: PHONE }),
      off.call('GET', `/network/requests/${requestId}`),
      off.call('POST', `/network/silent-auth/${requestId}/check`, { code: 'x' }),
      off.device(jsonUrl),
    ];
    for (const res of await Promise.all(routes)) {
      assert.equal(res.status, 403);
      assert.match(res.body.error, /Silent Authentication/);
    }
  });
});
