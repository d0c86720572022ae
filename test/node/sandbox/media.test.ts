import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SANDBOX_DEFAULTS } from '../../../src/sandbox/index.js';
import { demoMediaSvg } from '../../../src/sandbox/media.js';
import { startSandboxServer } from '../../../src/sandbox/server.js';

test('demo media are drawn by the sandbox itself: the demo needs no network', async () => {
  const server = await startSandboxServer({ port: 0, demo: false, log: () => {} } as never);
  try {
    const mediaUrls = Object.values(server.sandbox.store.data.messages).flatMap((m) => [
      ...m.mediaUrls,
      ...(m.rcs?.card?.media ? [m.rcs.card.media.url] : []),
    ]);
    assert.ok(mediaUrls.length > 10, 'the demo data has pictures');
    for (const url of mediaUrls) assert.ok(url.startsWith(`${server.origin}/media/`), `${url} is served locally`);
    const response = await fetch(mediaUrls[0]!);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'image/svg+xml');
    assert.match(await response.text(), /^<svg /);
    const missing = await fetch(`${server.origin}/media/..%2Fetc%2Fpasswd`, { headers: { 'SERVICE-API-KEY': SANDBOX_DEFAULTS.apiKey } });
    assert.equal(missing.status, 404);
  } finally {
    await server.close();
  }
});

test('only well-formed media names are drawn, and the label cannot carry markup', () => {
  assert.match(demoMediaSvg('acme-weekend-600x400.svg') ?? '', /width="600" height="400"/);
  for (const name of ['<script>-600x400.svg', 'a-600x400.png', 'a-1x1.svg', '../a-600x400.svg', 'a"onload=x-600x400.svg']) {
    assert.equal(demoMediaSvg(name), null, name);
  }
});
