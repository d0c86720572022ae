/**
 * The README's quick start, run: its backend block (Express) and its page block, taken from README.md as they are
 * written — only the imports are pointed at this checkout (`@parley/embeds/node` → src/node, `express` → Express
 * with a signed-in user, standing for the reader's session middleware) and the environment is set — against the
 * sandbox as a real server, in Chromium. The page's script comes from unpkg in the README; here that URL is answered
 * with the CDN files built from this checkout.
 *
 * - One API root: the inbox shows its rows, its first page answered beside the token (the page never sends the
 *   list request itself).
 * - A page whose base-url was changed without the route's: the rows still come, the token answer's
 *   `Parley-First-Answer` says `base-url-mismatch`, and a development build of the element warns naming both roots
 *   (the production CDN file carries no bytes of that warning).
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'puppeteer-core';
import { build } from 'vite';
import { buildCdn } from '../../../scripts/build.js';
import { createEmbedToken } from '../../../src/node/index.js';
import { startSandboxServer } from '../../../src/sandbox/server.js';
import { SANDBOX_DEFAULTS } from '../../../src/sandbox/index.js';
import { cdnBuilds, headStartFile } from '../../../vite.config.js';
import { ROOT, inboxRowCount, launchChromium, until, watchPage } from '../dist/harness.js';

const UNPKG_CDN = 'https://unpkg.com/@parley/embeds/dist/cdn/';

/** The first ```ts and ```html blocks of the README's "Quick start" section. */
function quickStart(): { backend: string; page: string } {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const section = /^## Quick start\n([\s\S]*?)^## /m.exec(readme)?.[1] ?? '';
  const block = (lang: string) => new RegExp(`^\`\`\`${lang}\\n([\\s\\S]*?)^\`\`\`$`, 'm').exec(section)?.[1];
  const backend = block('ts');
  const page = block('html');
  assert.ok(backend && page, 'the quick start has a ts block and an html block');
  return { backend, page };
}

/** A request for the inbox's first page (no cursor). */
const firstPage = (sent: string) => sent.startsWith('POST /api/conversations/list') && !sent.includes('"cursor"');

let tmp: string;
let sandbox: Awaited<ReturnType<typeof startSandboxServer>>;
let browser: Browser;
const servers: Server[] = [];
/** The CDN folders: as shipped (production), and the same entries built for development. */
const cdn = { production: '', development: '' };

/** Express as the README's reader has it: the session middleware has put a signed-in user on every request. */
const SIGNED_IN_EXPRESS = (express: string) => `
import express from ${JSON.stringify(express)};
export const servers = [];
function signedIn() {
  const app = express();
  app.use((req, _res, next) => {
    req.user = { id: 'ada@acme.example' };
    next();
  });
  const listen = app.listen;
  app.listen = (...args) => {
    const server = listen.apply(app, args);
    servers.push(server);
    return server;
  };
  return app;
}
export default Object.assign(signedIn, express);
`;

/**
 * Writes the README's blocks into a folder of their own (the backend as `server.ts`, the page as `support.html`
 * beside it, `page` rewritten by `editPage` when a case needs), imports the server with `env` and listens.
 */
async function serveQuickStart(
  name: string,
  env: Record<string, string | undefined>,
  editPage = (html: string) => html,
) {
  const { backend, page } = quickStart();
  const dir = join(tmp, name);
  mkdirSync(dir);
  const wrapper = join(tmp, 'signed-in-express.mjs');
  const server = backend
    .replace(`from '@parley/embeds/node'`, `from ${JSON.stringify(join(ROOT, 'src/node/index.ts'))}`)
    .replace(`from 'express'`, `from ${JSON.stringify(wrapper)}`);
  assert.notEqual(server, backend, 'the backend block imports what the test substitutes');
  writeFileSync(join(dir, 'server.ts'), server);
  writeFileSync(join(dir, 'support.html'), editPage(page));
  const saved = { ...process.env };
  Object.assign(process.env, {
    PARLEY_EMBED_KID: SANDBOX_DEFAULTS.embedKid,
    PARLEY_EMBED_SECRET: SANDBOX_DEFAULTS.embedSecret,
    PARLEY_TEAM: SANDBOX_DEFAULTS.team,
    PORT: '0',
  });
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  try {
    await import(pathToFileURL(join(dir, 'server.ts')).href);
  } finally {
    process.env = saved;
  }
  // The block listens itself, on PORT (set to 0 above: any free port).
  const { servers: listened } = (await import(pathToFileURL(wrapper).href)) as { servers: Server[] };
  const listening = listened.at(-1)!;
  servers.push(listening);
  if (!listening.listening) await new Promise((resolve) => listening.once('listening', resolve));
  return `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
}

/** Opens `url` with unpkg's CDN folder answered from `folder`; what the page sent, received and logged. */
async function open(url: string, folder: string) {
  const page = await browser.newPage();
  const watch = await watchPage(page);
  const sent: string[] = [];
  const firstAnswer: (string | undefined)[] = [];
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    const target = request.url();
    if (target.startsWith(UNPKG_CDN)) {
      const file = join(folder, new URL(target).pathname.slice(new URL(UNPKG_CDN).pathname.length));
      return void request.respond({
        status: 200,
        contentType: 'text/javascript; charset=utf-8',
        headers: { 'Access-Control-Allow-Origin': '*' },
        body: readFileSync(file),
      });
    }
    if (request.method() !== 'OPTIONS')
      sent.push(`${request.method()} ${new URL(target).pathname}${request.postData() ? ` ${request.postData()}` : ''}`);
    void request.continue();
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/parley-token')
      firstAnswer.push(response.headers()['parley-first-answer']);
  });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  const rows = await until(page, 'inbox rows', inboxRowCount).catch((error) => {
    const problems = [...watch.errors, ...watch.warnings].join('\n');
    throw new Error(`${error.message}\nsent: ${sent.join(', ')}\nfirst answer: ${firstAnswer}\n${problems}`);
  });
  // (Chromium asks for /favicon.ico; the README's server has none.)
  watch.errors = watch.errors.filter((error) => !error.endsWith('/favicon.ico'));
  return { page, watch, sent, firstAnswer, rows };
}

before(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'parley-readme-'));
  // ES modules, as the README's server is (it reads its page beside it through `import.meta.url`).
  writeFileSync(join(tmp, 'package.json'), '{"type":"module"}');
  writeFileSync(
    join(tmp, 'signed-in-express.mjs'),
    SIGNED_IN_EXPRESS(pathToFileURL(createRequire(import.meta.url).resolve('express')).href),
  );
  cdn.production = join(tmp, 'cdn');
  cdn.development = join(tmp, 'cdn-dev');
  await buildCdn(cdn.production);
  // The same files as a development bundler would build them: `#response-check` is the checking module.
  for (const [, config] of cdnBuilds({ outDir: cdn.development, sourcemap: false }))
    await build({
      ...config,
      logLevel: 'silent',
      resolve: { ...config.resolve, alias: { '#response-check': join(ROOT, 'src/api/response-check.dev.ts') } },
    });
  writeFileSync(join(cdn.development, 'parley-head-start.js'), await headStartFile());
  sandbox = await startSandboxServer({
    port: 0,
    log: () => {},
    sandbox: { demoConversations: 30, longThreadSize: 50 },
  });
  // One list first, as a running service has served many: the route waits 1 s at most for the page's first answer,
  // and a sandbox's very first request (compiling its routes, on a busy CI machine) can take longer.
  const token = await createEmbedToken({
    key: { kid: SANDBOX_DEFAULTS.embedKid, secret: SANDBOX_DEFAULTS.embedSecret },
    team: SANDBOX_DEFAULTS.team,
    user: 'ada@acme.example',
    scopes: ['conversations:read'],
  });
  const warm = await fetch(`${sandbox.baseUrl}/conversations/list`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: '{}',
  });
  assert.equal(warm.status, 200);
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  for (const server of servers) server.close();
  await sandbox?.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe('README quick start, run as written', () => {
  it('one API root: the inbox shows its rows, the first page answered beside the token', async () => {
    const origin = await serveQuickStart('same-root', { PARLEY_API_URL: sandbox.baseUrl });
    const { page, watch, sent, firstAnswer, rows } = await open(`${origin}/support`, cdn.production);
    try {
      assert.ok(rows > 0, `${rows} rows`);
      assert.deepEqual(firstAnswer, ['answered']);
      // The page asked for its token once, and never for the list's first page: the route's answer was taken.
      // (Further pages, with a cursor, are the list filling a tall viewport.)
      assert.equal(sent.filter((s) => s === 'GET /parley-token').length, 1, sent.join('\n'));
      assert.deepEqual(sent.filter(firstPage), [], sent.join('\n'));
      assert.deepEqual(watch.errors, []);
      assert.deepEqual(watch.warnings, []);
    } finally {
      await page.close();
    }
  });

  it("a page whose base-url differs from the route's: rows still, the header and (development) a warning say why", async () => {
    // The reader hard-coded the sandbox into the page and left PARLEY_API_URL unset: the route keeps its default.
    const origin = await serveQuickStart('other-root', { PARLEY_API_URL: undefined }, (html) =>
      html.replace('%PARLEY_API_URL%', sandbox.baseUrl),
    );
    const said = 'skipped; reason=base-url-mismatch; base-url="https://api.parley.example"';
    const shipped = await open(`${origin}/support`, cdn.production);
    try {
      assert.ok(shipped.rows > 0);
      assert.deepEqual(shipped.firstAnswer, [said]);
      // Not answered beside the token: the page asks for its first page itself.
      assert.equal(shipped.sent.filter(firstPage).length, 1, shipped.sent.join('\n'));
      assert.deepEqual(shipped.watch.warnings, [], 'the production file logs nothing');
    } finally {
      await shipped.page.close();
    }
    const developing = await open(`${origin}/support`, cdn.development);
    try {
      assert.ok(developing.rows > 0);
      assert.deepEqual(developing.firstAnswer, [said]);
      const warnings = developing.watch.warnings.filter((w) => w.includes('firstAnswers.baseUrl'));
      assert.equal(warnings.length, 1, developing.watch.warnings.join('\n'));
      assert.ok(warnings[0]!.includes(`base-url ${sandbox.baseUrl} `), warnings[0]);
      assert.ok(warnings[0]!.includes('firstAnswers.baseUrl https://api.parley.example'), warnings[0]);
      assert.deepEqual(developing.watch.errors, []);
    } finally {
      await developing.page.close();
    }
  });

  it('the production CDN files carry no bytes of the warning', () => {
    const text = (folder: string) =>
      readdirSync(folder)
        .filter((f) => f.endsWith('.js'))
        .map((f) => readFileSync(join(folder, f), 'utf8'))
        .join('\n');
    assert.ok(
      text(cdn.development).includes('firstAnswers.baseUrl'),
      'the development build has it (the check is real)',
    );
    assert.ok(!text(cdn.production).includes('firstAnswers.baseUrl'));
  });
});
