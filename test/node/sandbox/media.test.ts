import assert from 'node:assert/strict';
import { test } from 'node:test';
import { inflateSync } from 'node:zlib';
import { SANDBOX_DEFAULTS } from '../../../src/sandbox/index.js';
import { demoMediaPng, demoMediaSize, drawDemoMedia } from '../../../src/sandbox/media.js';
import { startSandboxServer } from '../../../src/sandbox/server.js';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Reads a PNG's chunks, checking every CRC with an independent decoder (node:zlib here, only in the test). */
function readPng(bytes: Uint8Array): { width: number; height: number; pixels: Buffer } {
  assert.deepEqual([...bytes.subarray(0, 8)], PNG_SIGNATURE);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 8;
  let width = 0;
  let height = 0;
  const idat: Uint8Array[] = [];
  const types: string[] = [];
  while (at < bytes.length) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    types.push(type);
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = view.getUint32(at + 8);
      height = view.getUint32(at + 12);
      assert.deepEqual([...data.subarray(8)], [8, 2, 0, 0, 0], '8-bit RGB');
    }
    if (type === 'IDAT') idat.push(data);
    at += 12 + length;
  }
  assert.deepEqual(types, ['IHDR', 'IDAT', 'IEND']);
  return { width, height, pixels: inflateSync(Buffer.concat(idat)) };
}

test('demo media are PNGs drawn by the sandbox itself: the demo needs no network, and carriers take them', async () => {
  const server = await startSandboxServer({ port: 0, demo: false, log: () => {} } as never);
  try {
    const mediaUrls = Object.values(server.sandbox.store.data.messages).flatMap((m) => [
      ...m.mediaUrls,
      ...(m.rcs?.card?.media ? [m.rcs.card.media.url] : []),
    ]);
    assert.ok(mediaUrls.length > 10, 'the demo data has pictures');
    for (const url of mediaUrls) {
      assert.ok(url.startsWith(`${server.origin}/media/`), `${url} is served locally`);
      assert.match(url, /\.png$/);
    }
    const response = await fetch(mediaUrls[0]!);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'image/png');
    const png = readPng(new Uint8Array(await response.arrayBuffer()));
    assert.ok(png.width >= 16 && png.height >= 16);
    assert.equal(png.pixels.length, (png.width * 3 + 1) * png.height);

    // The service's own MMS validation accepts the demo's pictures (it refused the former .svg).
    const validate = await fetch(`${server.origin}/api/messages/validate/mms`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'SERVICE-API-KEY': SANDBOX_DEFAULTS.apiKey },
      body: JSON.stringify({
        from: '+14155550100',
        to: '+14155550123',
        text: 'Look',
        mediaUrls: mediaUrls.slice(0, 3),
      }),
    });
    const body = (await validate.json()) as { unsupportedFiles?: unknown[] };
    assert.equal(validate.status, 200, JSON.stringify(body));
    assert.deepEqual(body.unsupportedFiles, []);

    const missing = await fetch(`${server.origin}/media/..%2Fetc%2Fpasswd`, {
      headers: { 'SERVICE-API-KEY': SANDBOX_DEFAULTS.apiKey },
    });
    assert.equal(missing.status, 404);
  } finally {
    await server.close();
  }
});

test('the PNG decodes to exactly the pixels drawn, and each seed has its own colours', async () => {
  const bytes = await demoMediaPng('acme-weekend-64x48.png');
  const png = readPng(bytes!);
  assert.equal(png.width, 64);
  assert.equal(png.height, 48);
  assert.deepEqual(new Uint8Array(png.pixels), drawDemoMedia('acme-weekend', 64, 48));
  const other = readPng((await demoMediaPng('other-64x48.png'))!);
  assert.notDeepEqual(other.pixels.subarray(1, 4), png.pixels.subarray(1, 4));
});

test('only well-formed media names are drawn; huge sizes are capped', () => {
  assert.deepEqual(demoMediaSize('acme-weekend-600x400.png'), { seed: 'acme-weekend', width: 600, height: 400 });
  assert.deepEqual(demoMediaSize('big-12000x3000.png'), null, 'more than 4 digits is not a demo name');
  assert.deepEqual(demoMediaSize('big-2400x1200.png'), { seed: 'big', width: 1200, height: 600 });
  for (const name of [
    '<script>-600x400.png',
    'a-600x400.svg',
    'a-1x1.png',
    '../a-600x400.png',
    'a"onload=x-600x400.png',
  ]) {
    assert.equal(demoMediaSize(name), null, name);
    assert.equal(demoMediaPng(name), null, name);
  }
});
