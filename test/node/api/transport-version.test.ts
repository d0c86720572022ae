// The browser transport pins SERVICE-API-VERSION: v2 (DESIGN §9) on requests and streams, and the sandbox accepts it
// from a page on another origin (CORS preflight allows the header, the response exposes it).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ApiError, ApiTransport } from '../../../src/api/index.js';
import { SERVICE_API_VERSION } from '../../../src/api/transport.js';
import { createSandbox, SANDBOX_DEFAULTS } from '../../../src/sandbox/index.js';
import { createEmbedToken } from '../../../src/tokens/index.js';
import * as z from '../../../src/schemas/zod.js';

describe('ApiTransport: SERVICE-API-VERSION', () => {
  it('sends v2 on every request and stream, and the sandbox serves v2', async () => {
    const sandbox = createSandbox({ demoConversations: 4, longThreadSize: 5, baseUrl: 'http://sandbox.test/api' });
    const seen: (string | null)[] = [];
    const answered: (string | null)[] = [];
    const token = await createEmbedToken({
      key: { kid: SANDBOX_DEFAULTS.embedKid, secret: SANDBOX_DEFAULTS.embedSecret },
      team: SANDBOX_DEFAULTS.team,
      user: 'u',
      scopes: ['conversations:read', 'links:read'],
    });
    const api = new ApiTransport({
      baseUrl: 'http://sandbox.test/api',
      token,
      fetch: async (input, init) => {
        const request = new Request(input, init);
        seen.push(request.headers.get('SERVICE-API-VERSION'));
        const response = await sandbox.fetch(request);
        answered.push(response.headers.get('SERVICE-API-VERSION'));
        return response;
      },
    });
    await api.request('POST', '/tools/url/list', { body: {}, schema: z.object({ data: z.array(z.unknown()) }) });
    await assert.rejects(
      api.request('GET', '/tools/url/lnk_missing', { schema: z.unknown() }),
      (e) => e instanceof ApiError && e.kind === 'not-found',
    );
    const controller = new AbortController();
    const stream = await api.openStream('/events/stream', {
      headers: { Accept: 'text/event-stream' },
      signal: controller.signal,
    });
    controller.abort();
    await stream.body?.cancel().catch(() => {});
    assert.equal(SERVICE_API_VERSION, 'v2');
    assert.deepEqual(seen, ['v2', 'v2', 'v2']);
    assert.deepEqual(answered, ['v2', 'v2', 'v2']);
    sandbox.close();
  });

  it('a 403 (plan lacks the feature) is kind "forbidden", never "unauthorized", and keeps the server text', async () => {
    const api = new ApiTransport({
      baseUrl: 'http://sandbox.test/api',
      token: 'static',
      fetch: async () =>
        Response.json(
          { error: 'Hosted forms are not included in the free plan; they come with the pro and enterprise plans' },
          { status: 403 },
        ),
    });
    let authFailed = false;
    api.addEventListener('tokenerror', () => (authFailed = true));
    await assert.rejects(
      api.request('GET', '/forms/x/render', { schema: z.unknown() }),
      (e) => e instanceof ApiError && e.kind === 'forbidden' && e.status === 403 && /free plan/.test(e.message),
    );
    assert.equal(authFailed, false, 'a 403 is not a lost session');
  });
});
