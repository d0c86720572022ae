/**
 * The sandbox serves production assets (src/sandbox/static-files.ts, pages.ts): compressed by Accept-Encoding,
 * hashed chunks immutable, HTML revalidated, 404s in the API's shape; the hosted form page is the minified build
 * with its definition in the page; and API answers are compressed as a production API host sends them.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { SANDBOX_DEFAULTS, startSandboxServer, type SandboxServer } from '../../../src/sandbox/index.js';
import { IMMUTABLE, MIN_COMPRESSED_BYTES, negotiateEncoding, staticFiles } from '../../../src/sandbox/static-files.js';

const CODE = `export const answer = ${JSON.stringify('forty-two '.repeat(200))};\n`;
/**
 * Minified: long lines (templates keep their line breaks, so not one line), no doc comments, no inline source map
 * (what the development bundle served before had: 3,000-line chunks with `/**` comments and a data: map).
 */
function assertMinified(code: string, name: string): void {
  const lines = code.split('\n').length;
  // A chunk that is mostly templates (a field type's markup) keeps their line breaks, but never indentation.
  const indented = /\n[ \t]+\S/.test(code);
  assert.ok(
    code.length / lines > 100 || (!indented && code.length / lines > 30),
    `${name}: ${code.length} chars on ${lines} lines${indented ? ', indented' : ''}`,
  );
  assert.doesNotMatch(code, /\/\*\*|sourceMappingURL=data:/, name);
}
const get = (headers: Record<string, string> = {}, method = 'GET') =>
  new Request('http://sandbox.test/x', { method, headers });

describe('staticFiles', () => {
  let dir: string;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'parley-static-'));
    await writeFile(join(dir, 'chunk-AbCd12_-.js'), CODE);
    await writeFile(join(dir, 'parley.js'), CODE);
    await writeFile(join(dir, 'picture.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    await writeFile(join(dir, 'prebuilt-Zz99Yy88.js'), CODE);
    await writeFile(join(dir, 'prebuilt-Zz99Yy88.js.gz'), gzipSync('// the prebuilt one\n'));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('picks brotli, then gzip, honouring q=0', () => {
    assert.equal(negotiateEncoding('gzip, deflate, br, zstd'), 'br');
    assert.equal(negotiateEncoding('gzip'), 'gzip');
    assert.equal(negotiateEncoding('br;q=0, gzip;q=0.5'), 'gzip');
    assert.equal(negotiateEncoding('*'), 'br');
    assert.equal(negotiateEncoding('identity'), 'identity');
    assert.equal(negotiateEncoding(null), 'identity');
  });

  it('compresses by Accept-Encoding, says so, and varies on it', async () => {
    const files = staticFiles(dir);
    const br = await files.serve(get({ 'accept-encoding': 'gzip, br' }), 'chunk-AbCd12_-.js');
    assert.equal(br.status, 200);
    assert.equal(br.headers.get('content-encoding'), 'br');
    assert.equal(br.headers.get('vary'), 'Accept-Encoding');
    assert.equal(br.headers.get('content-type'), 'text/javascript; charset=utf-8');
    const brBody = Buffer.from(await br.arrayBuffer());
    assert.equal(Number(br.headers.get('content-length')), brBody.length);
    assert.ok(brBody.length < CODE.length / 10, `brotli: ${brBody.length} bytes of ${CODE.length}`);
    assert.equal(brotliDecompressSync(brBody).toString(), CODE);

    const gz = await files.serve(get({ 'accept-encoding': 'gzip' }), 'chunk-AbCd12_-.js');
    assert.equal(gz.headers.get('content-encoding'), 'gzip');
    assert.equal(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString(), CODE);

    const plain = await files.serve(get(), 'chunk-AbCd12_-.js');
    assert.equal(plain.headers.get('content-encoding'), null);
    assert.equal(await plain.text(), CODE);
    assert.notEqual(plain.headers.get('etag'), gz.headers.get('etag'), 'each representation has its own ETag');

    const png = await files.serve(get({ 'accept-encoding': 'br' }), 'picture.png');
    assert.equal(png.headers.get('content-encoding'), null, 'a PNG is already compressed');
    assert.equal(png.headers.get('content-type'), 'image/png');
  });

  it('serves a .gz written at build time as is', async () => {
    const gz = await staticFiles(dir).serve(get({ 'accept-encoding': 'gzip' }), 'prebuilt-Zz99Yy88.js');
    assert.equal(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString(), '// the prebuilt one\n');
  });

  it('caches hashed chunks for a year as immutable; other files revalidate, with a 304 for a matching ETag', async () => {
    const files = staticFiles(dir);
    assert.equal((await files.serve(get(), 'chunk-AbCd12_-.js')).headers.get('cache-control'), IMMUTABLE);
    assert.equal(IMMUTABLE, 'public, max-age=31536000, immutable');
    const loader = await files.serve(get({ 'accept-encoding': 'br' }), 'parley.js');
    assert.equal(loader.headers.get('cache-control'), 'no-cache');
    const etag = loader.headers.get('etag')!;
    assert.match(etag, /^"[\w-]+-br"$/);
    const again = await files.serve(get({ 'accept-encoding': 'br', 'if-none-match': etag }), 'parley.js');
    assert.equal(again.status, 304);
    assert.equal(await again.text(), '');
    const otherEncoding = await files.serve(get({ 'accept-encoding': 'gzip', 'if-none-match': etag }), 'parley.js');
    assert.equal(otherEncoding.status, 200, 'a brotli ETag does not validate the gzip body');
  });

  it('answers HEAD with the headers and no body', async () => {
    const head = await staticFiles(dir).serve(get({ 'accept-encoding': 'br' }, 'HEAD'), 'parley.js');
    assert.equal(head.status, 200);
    assert.ok(Number(head.headers.get('content-length')) > 0);
    assert.equal(await head.text(), '');
  });

  it('answers 404 in the API error shape for a missing file, a folder, and a path leaving the folder', async () => {
    const files = staticFiles(join(dir));
    for (const name of ['nope.js', '', '.', '../parley.js', 'a/../../parley.js', `..${'/'}${'..'}/etc/passwd`]) {
      const response = await files.serve(get(), name);
      assert.equal(response.status, 404, name);
      assert.match(((await response.json()) as { error: string }).error, /No file/);
    }
  });
});

describe('the sandbox serves its pages as production builds', () => {
  let server: SandboxServer;
  before(async () => {
    server = await startSandboxServer({
      port: 0,
      demo: true,
      log: () => {},
      sandbox: { longThreadSize: 50, demoConversations: 20 },
    });
  });
  after(() => server.close());

  const KEY = { 'SERVICE-API-KEY': SANDBOX_DEFAULTS.apiKey, 'Content-Type': 'application/json' };
  const createForm = async (body: unknown) => {
    const created = await fetch(`${server.baseUrl}/forms`, {
      method: 'POST',
      headers: KEY,
      body: JSON.stringify(body),
    });
    assert.equal(created.status, 201);
    return ((await created.json()) as { id: string }).id;
  };

  it('the hosted form page: compressed HTML, revalidated, loading only minified, hashed, immutable, compressed modules', async () => {
    const id = await createForm({ name: 'Contact', fields: [{ key: 'name', label: 'Name', type: 'text' }] });
    const page = await fetch(`${server.origin}/forms/${id}`, { headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(page.status, 200);
    assert.equal(page.headers.get('content-encoding'), 'br');
    assert.equal(page.headers.get('cache-control'), 'no-cache');
    assert.match(page.headers.get('content-security-policy')!, /script-src 'self'/);
    const html = await page.text();
    const scripts = [...html.matchAll(/<script type="module" crossorigin src="([^"]+)"/g)].map((m) => m[1]!);
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]!);
    assert.equal(scripts.length, 1, 'one module');
    for (const src of [...scripts, ...preloads]) {
      assert.match(src, /^\/assets\/[\w.-]+-[\w-]{8}\.js$/, 'a hashed chunk');
      const asset = await fetch(`${server.origin}${src}`, { headers: { 'accept-encoding': 'gzip' } });
      assert.equal(asset.status, 200, src);
      assert.equal(asset.headers.get('content-encoding'), 'gzip', src);
      assert.equal(asset.headers.get('cache-control'), IMMUTABLE, src);
      const code = await asset.text();
      assertMinified(code, src);
    }
    // The module holds the element and the code that shows a loaded form: it is most of the first screen.
    const entry = await (await fetch(`${server.origin}${scripts[0]}`)).text();
    assert.ok(entry.includes('parley-form'), 'the form element is in the page module');
  });

  it('puts the definition into the page as data, escaped so it cannot close the script element', async () => {
    const title = '</script><script>alert(1)</script> $& RSVP';
    const id = await createForm({ name: 'x', title, fields: [{ key: 'name', label: 'Name </script>', type: 'text' }] });
    const html = await (await fetch(`${server.origin}/forms/${id}`)).text();
    const data = /<script type="application\/json" id="parley-form-render">([^<]*)<\/script>/.exec(html);
    assert.ok(data, 'the data block is there and holds no "<"');
    const render = JSON.parse(data[1]!) as { form: { id: string; title: string; fields: { label: string }[] } };
    assert.equal(render.form.id, id);
    assert.equal(render.form.title, title, 'the JSON round-trips');
    assert.equal(render.form.fields[0]!.label, 'Name </script>');
    assert.equal(html.match(/<script/g)!.length, 2, 'the module and the data block, nothing injected');
    assert.match(html, /<title>&lt;\/script&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt; \$&amp; RSVP<\/title>/);
  });

  it("names the chunks of the form's field types as module preloads, so they load beside the page module; not its rules", async () => {
    const id = await createForm({
      name: 'Types',
      fields: [
        { key: 'name', label: 'Name', type: 'text' },
        { key: 'mail', label: 'Email', type: 'email' },
      ],
    });
    const html = await (await fetch(`${server.origin}/forms/${id}`)).text();
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]!);
    // The rules (zod) load after the first screen: preloaded, they would share the link with the page's module.
    assert.ok(
      !preloads.some((src) => /^\/assets\/validation-[\w-]{8}\.js$/.test(src)),
      `validation in ${preloads.join(', ')}`,
    );
    // The common types (text, email, …) travel inside the form's own chunks; any chunk of theirs the page's code
    // still names is preloaded, so none waits a round trip after the definition.
    const page = /<script type="module" crossorigin src="([^"]+)"/.exec(html)![1]!;
    const code = (
      await Promise.all([page, ...preloads].map(async (src) => (await fetch(`${server.origin}${src}`)).text()))
    ).join('\n');
    for (const [, chunk] of code.matchAll(/\b((?:text|email)-[\w-]{8}\.js)/g))
      assert.ok(preloads.includes(`/assets/${chunk}`), `${chunk} is named by the page's code but not preloaded`);
    // Address and rating are types with chunks of their own (phone travels with the form's chunk, record 059; a
    // `phone-*` chunk preloaded is the E.164 rule the form's values share, not the phone library or its plans).
    assert.ok(
      !preloads.some((src) => /^\/assets\/(address|rating|phone-library|phone-plans|zone-\d)-/.test(src)),
      `no chunk of a type the form lacks: ${preloads.join(', ')}`,
    );
    assert.equal(new Set(preloads).size, preloads.length, 'each once');
  });

  it('a page for a recipient token is never stored; a refused visitor gets no data in the page', async () => {
    const id = await createForm({ name: 'Private', fields: [{ key: 'name', label: 'Name', type: 'text' }] });
    const refused = await fetch(`${server.origin}/forms/${id}?t=not-a-token`);
    assert.equal(refused.headers.get('cache-control'), 'private, no-store');
    assert.doesNotMatch(await refused.text(), /parley-form-render/);
  });

  it('the demo page is the production build too', async () => {
    const page = await fetch(`${server.origin}/`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(page.headers.get('content-encoding'), 'gzip');
    assert.equal(page.headers.get('cache-control'), 'no-cache');
    const src = /<script type="module" crossorigin src="([^"]+)"/.exec(await page.text())![1]!;
    assertMinified(await (await fetch(`${server.origin}${src}`)).text(), src);
  });

  it('compresses API answers of 1 kB or more for a client that accepts it; not small ones, not streams', async () => {
    const { token } = (await (await fetch(`${server.origin}/demo/token`)).json()) as { token: string };
    const list = (encoding: string) =>
      fetch(`${server.baseUrl}/conversations/list`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-encoding': encoding },
        body: JSON.stringify({ pageSize: 20 }),
      });
    const plain = await list('identity');
    assert.equal(plain.status, 200);
    assert.equal(plain.headers.get('content-encoding'), null);
    const text = await plain.text();
    assert.ok(text.length > MIN_COMPRESSED_BYTES, `${text.length} bytes`);
    for (const encoding of ['br', 'gzip'] as const) {
      const compressed = await list(`${encoding}, deflate`);
      assert.equal(compressed.headers.get('content-encoding'), encoding);
      assert.match(compressed.headers.get('vary') ?? '', /accept-encoding/i);
      const sent = Number(compressed.headers.get('content-length'));
      assert.ok(sent > 0 && sent < text.length / 2, `${encoding}: ${sent} bytes sent for ${text.length}`);
      assert.deepEqual(await compressed.json(), JSON.parse(text), encoding);
    }
    // A small answer (a problem) and the event stream go out as they are.
    const small = await fetch(`${server.baseUrl}/conversations/nope`, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br' },
    });
    assert.equal(small.status, 404);
    assert.equal(small.headers.get('content-encoding'), null);
    assert.ok(((await small.json()) as { error: string }).error);
    const stop = new AbortController();
    const stream = await fetch(`${server.baseUrl}/events/stream`, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br' },
      signal: stop.signal,
    });
    assert.match(stream.headers.get('content-type') ?? '', /text\/event-stream/);
    assert.equal(stream.headers.get('content-encoding'), null);
    stop.abort();
    await stream.body?.cancel().catch(() => {});
  });

  it('answers 404 for an unknown asset and for paths outside the assets', async () => {
    for (const path of [
      '/assets/nope-12345678.js',
      '/assets/..%2Fform.html',
      '/assets/%2E%2E/built.json',
      '/forms/a/b',
      '/pages/form.html',
    ]) {
      const response = await fetch(`${server.origin}${path}`);
      assert.equal(response.status, 404, path);
      assert.ok(((await response.json()) as { error: string }).error, path);
    }
  });
});
