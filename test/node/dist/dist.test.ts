/**
 * The package as users get it: `npm run build` once, then every way in is exercised the way its ecosystem does it —
 * the exports map in plain Node, `<script type="module">` and the classic IIFE script in Chromium (lazy phone chunk
 * found beside the script, two copies on one page), the React and Vue example apps built with Vite, and the Express
 * example (token route, strict-CSP page, webhook receiver) against the sandbox running as a real server.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'puppeteer-core';
import { build } from 'vite';
import { buildAll } from '../../../scripts/build.js';
import type * as NodeHelper from '../../../src/node/index.js';
import type * as SandboxServerModule from '../../../src/sandbox/server.js';
import type { WebhookEvent } from '../../../src/schemas/webhooks.js';
import { DIST, ROOT, inboxRowCount, launchChromium, startStaticServer, until, watchPage, type PageWatch, type Route } from './harness.js';

const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const ALL_SCOPES = ['conversations:read', 'conversations:notes', 'messages:send', 'messages:react', 'messages:schedule', 'forms:read', 'forms:submit'] as const;

type SandboxServer = Awaited<ReturnType<typeof SandboxServerModule.startSandboxServer>>;

let tmp: string;
let sandbox: SandboxServer;
let site: Awaited<ReturnType<typeof startStaticServer>>;
let browser: Browser;
let node: typeof NodeHelper;
let contactFormId: string;

const CSP_NONCE = 'cGFybGV5LXRlc3Q';
const CSP_NONCE_POLICY = (base: string) =>
  `default-src 'self'; script-src 'nonce-${CSP_NONCE}' 'strict-dynamic'; connect-src 'self' ${new URL(base).origin}; img-src 'self' data:`;

/** Pages that the script-tag tests load (served by the test server). */
const FIXTURES: Record<string, (base: string) => string> = {
  // The CDN files under /dist/cdn/, the page elsewhere: a chunk resolved against the page would 404.
  '/pages/esm.html': (base) => page(`<script type="module" src="/dist/cdn/parley.js"></script>`, base),
  '/pages/iife.html': (base) => page(`<script src="/dist/cdn/parley.iife.js"></script>`, base),
  // The head start: parley.js with an inbox and a form in the markup.
  '/pages/head-start.html': (base) =>
    page(`<script type="module" src="/dist/cdn/parley.js"></script>`, base).replace(
      '</body>',
      `<parley-form base-url="${base}" token-url="/parley-token" form-id="${contactFormId}"></parley-form></body>`,
    ),
  // The head start against a token route that answers the elements' first requests beside the token.
  '/pages/first-answers.html': (base) =>
    page(`<script type="module" src="/dist/cdn/parley.js"></script>`, base)
      .replace('token-url="/parley-token"', 'token-url="/parley-token-first"')
      .replace(
        '</body>',
        `<parley-form base-url="${base}" token-url="/parley-token-first" form-id="${contactFormId}"></parley-form></body>`,
      ),
  // A page whose policy trusts scripts by nonce ('strict-dynamic'): the form's preloads carry the page's
  // `csp-nonce` (served with CSP_NONCE_POLICY below).
  '/pages/nonce-csp.html': (base) =>
    page(
      `<meta property="csp-nonce" nonce="${CSP_NONCE}"><script type="module" nonce="${CSP_NONCE}" src="/dist/cdn/parley-form.js"></script>`,
      base,
    ).replace(
      /<parley-inbox[^>]*><\/parley-inbox>/,
      `<parley-form base-url="${base}" token-url="/parley-token" form-id="${contactFormId}"></parley-form>`,
    ),
  // The README's script-tag page: the head start's own file first, then the elements' file, under a nonce policy
  // (served with CSP_NONCE_POLICY below), both through a CDN's redirect, with another module script whose `src` is
  // no URL.
  '/pages/head-start-file.html': (base) =>
    page(
      `<meta property="csp-nonce" nonce="${CSP_NONCE}">${['parley-head-start', 'parley'].map((file) => `<script type="module" nonce="${CSP_NONCE}" src="/moved/${file}.js?ver=2"></script>`).join('')}<script type="module" nonce="${CSP_NONCE}" src="http://[bad/x.js"></script>`,
      base,
    )
      // The policy allows no inline style attribute.
      .replace(' style="display:block;height:480px"', '')
      .replace('</body>', `<parley-form base-url="${base}" token-url="/parley-token" form-id="${contactFormId}"></parley-form></body>`),
  // One element's module: the inbox's first screen only.
  '/pages/inbox-only.html': (base) => page(`<script type="module" src="/dist/cdn/parley-inbox.js"></script>`, base),
  // The inbox's file and the form's under a query (a CMS's cache-busting `?ver=`): their parts must use these copies.
  '/pages/query.html': (base) =>
    page(`<script type="module" src="/dist/cdn/parley-inbox.js?ver=3"></script><script type="module" src="/dist/cdn/parley-form.js?ver=3"></script>`, base).replace(
      '</body>',
      `<parley-form base-url="${base}" token-url="/parley-token" form-id="${contactFormId}"></parley-form></body>`,
    ),
  // Two elements' files on one page: each is whole on its own.
  '/pages/per-element.html': (base) =>
    page(
      `<script type="module" src="/dist/cdn/parley-inbox.js"></script>
       <script type="module" src="/dist/cdn/parley-composer.js"></script>`,
      base,
    ),
  // Two hosted copies (two versions, two micro-frontends): the same files under two URLs are two module graphs. The
  // classic script loads the module beside it, so with the first copy it is one copy, not a third.
  '/pages/two-copies.html': (base) =>
    page(
      `<script type="module" src="/dist/cdn/parley.js"></script>
       <script type="module" src="/second-copy/cdn/parley.js"></script>
       <script src="/dist/cdn/parley.iife.js"></script>`,
      base,
    ),
};

/**
 * A page's requests for its elements' first data, in order, as short names: `token naming` (or `token bare`: whether
 * it named a first request to `tokenRoute`), `list <body>`, `render`, and what `more` names; CORS preflights left out.
 */
function recordRequests(p: Page, tokenRoute: string, more: (url: URL) => string | undefined = () => undefined): string[] {
  const sent: string[] = [];
  p.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'OPTIONS') return;
    if (url.pathname === tokenRoute) sent.push(`token ${request.headers()['parley-first-request'] ? 'naming' : 'bare'}`);
    else if (url.pathname.endsWith('/conversations/list')) sent.push(`list ${request.postData()}`);
    else if (url.pathname.endsWith('/render')) sent.push('render');
    else {
      const name = more(url);
      if (name) sent.push(name);
    }
  });
  return sent;
}

function page(scripts: string, base: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>fixture</title><link rel="icon" href="data:,">${scripts}</head>
<body><parley-inbox base-url="${base}" token-url="/parley-token" style="display:block;height:480px"></parley-inbox></body></html>`;
}

async function buildExample(name: 'react' | 'vue'): Promise<string> {
  const outDir = join(tmp, name);
  await build({
    configFile: join(ROOT, 'examples', name, 'vite.config.ts'),
    base: `/examples/${name}/`,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

async function openPage(path: string): Promise<{ page: Page; watch: PageWatch }> {
  const p = await browser.newPage();
  const watch = await watchPage(p);
  await p.goto(`${site.origin}${path}`, { waitUntil: 'load' });
  return { page: p, watch };
}

/** Mounts a `<parley-form>` showing the demo "Contact us" form (it has a phone field, so the phone chunk loads). */
async function mountContactForm(p: Page): Promise<void> {
  await p.evaluate(
    (formId, base) => {
      const form = document.createElement('parley-form');
      form.setAttribute('base-url', base);
      form.setAttribute('token-url', '/parley-token');
      form.setAttribute('form-id', formId);
      document.body.append(form);
    },
    contactFormId,
    sandbox.baseUrl,
  );
  await until(p, 'the contact form to render its phone field', () =>
    !!document.querySelector('parley-form')?.shadowRoot?.querySelector('input[type="tel"]'),
  );
}

const phoneChunkRequests = (watch: PageWatch) => watch.responses.filter((r) => r.url.includes('parley-phone.js'));

/** The form renders its phone input first and formats once the chunk arrives: wait for the response. */
async function phoneChunkLoaded(watch: PageWatch, timeout = 15_000): Promise<{ url: string; status: number }[]> {
  const deadline = Date.now() + timeout;
  while (phoneChunkRequests(watch).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return phoneChunkRequests(watch);
}

before(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'parley-dist-'));
  await buildAll(undefined, { typecheck: false }); // `npm test` type-checks before this runs
  node = (await import(pathToFileURL(join(DIST, 'node/index.js')).href)) as typeof NodeHelper;
  const { startSandboxServer } = (await import(pathToFileURL(join(DIST, 'sandbox/server.js')).href)) as typeof SandboxServerModule;
  sandbox = await startSandboxServer({ port: 0, log: () => {}, sandbox: { longThreadSize: 200, demoConversations: 30 } });

  const service = new node.ServiceClient({ apiKey: 'sk_sandbox_parley_dev_key', baseUrl: sandbox.baseUrl });
  const forms = await service.listForms({ pageSize: 100 });
  contactFormId = forms.data.find((f) => f.name === 'Contact us')!.id;

  // The example apps read the API root at build time, as a real app's build would.
  process.env.VITE_PARLEY_BASE_URL = sandbox.baseUrl;
  const react = await buildExample('react');
  const vue = await buildExample('vue');

  const tokens = node.createTokenHandler({
    key: { kid: 'sandbox-hs256', secret: 'sandbox-embed-secret-0123456789abcdef0123456789abcdef' },
    team: 'team_sandbox',
    authorize: () => ({ user: 'agent@example.com', scopes: ALL_SCOPES }),
  });
  // The same route, answering the elements' first reads with the token (TokenHandlerOptions.firstAnswers).
  const answering = node.createTokenHandler({
    key: { kid: 'sandbox-hs256', secret: 'sandbox-embed-secret-0123456789abcdef0123456789abcdef' },
    team: 'team_sandbox',
    authorize: () => ({ user: 'agent@example.com', scopes: ALL_SCOPES }),
    firstAnswers: { baseUrl: sandbox.baseUrl },
  });
  const routes: Route[] = [
    // A CDN that answers an unversioned path with a redirect to a versioned one (as unpkg does).
    (_req, res, url) => {
      if (!url.pathname.startsWith('/moved/')) return false;
      res.writeHead(302, { Location: `/dist/cdn/${url.pathname.slice('/moved/'.length)}${url.search}` }).end();
      return true;
    },
    (req, res, url) => {
      if (url.pathname !== '/parley-token' && url.pathname !== '/parley-token-first') return false;
      (url.pathname === '/parley-token' ? tokens : answering).express(req, res, (error) => res.writeHead(500).end(String(error)));
      return true;
    },
    // The same, streamed as a server under load sends it: the head with an `async` element file first, the body
    // (the answers, then the element) a while later, so the element's code runs before its answers are parsed.
    (_req, res, url) => {
      if (url.pathname !== '/pages/first-answers-streamed.html') return false;
      void (async () => {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' });
        res.write(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>fixture</title><link rel="icon" href="data:,"><script type="module" async src="/dist/cdn/parley-inbox.js"></script></head><body>`,
        );
        const token = await node.createEmbedToken({
          key: { kid: 'sandbox-hs256', secret: 'sandbox-embed-secret-0123456789abcdef0123456789abcdef' },
          team: 'team_sandbox',
          user: 'agent@example.com',
          scopes: [...ALL_SCOPES],
        });
        const first = await node.pageFirstAnswers({ token, baseUrl: sandbox.baseUrl, elements: [{ tag: 'parley-inbox' }] });
        await new Promise((done) => setTimeout(done, 1500));
        res.end(`${first.html}<parley-inbox token="${token}" base-url="${sandbox.baseUrl}" style="display:block;height:480px"></parley-inbox></body></html>`);
      })().catch((error) => res.end(String(error)));
      return true;
    },
    // A page its server renders with a static token and its elements' first data (`pageFirstAnswers`, built).
    (_req, res, url) => {
      if (url.pathname !== '/pages/first-answers-in-page.html') return false;
      void (async () => {
        const token = await node.createEmbedToken({
          key: { kid: 'sandbox-hs256', secret: 'sandbox-embed-secret-0123456789abcdef0123456789abcdef' },
          team: 'team_sandbox',
          user: 'agent@example.com',
          scopes: [...ALL_SCOPES],
        });
        const formAttributes = { 'form-id': contactFormId };
        const first = await node.pageFirstAnswers({
          token,
          baseUrl: sandbox.baseUrl,
          elements: [{ tag: 'parley-inbox' }, { tag: 'parley-form', attributes: formAttributes }],
        });
        const credentials = `token="${token}" token-url="/parley-token"`;
        const html = page(`<script type="module" src="/dist/cdn/parley.js"></script>`, sandbox.baseUrl)
          .replace('token-url="/parley-token"', credentials)
          .replace('</body>', `<parley-form base-url="${sandbox.baseUrl}" ${credentials} form-id="${contactFormId}"></parley-form>${first.html}</body>`);
        // Under a strict policy with Trusted Types: the answers are data, neither run nor written as HTML (the
        // fixture's own markup has a style attribute).
        const policy = `default-src 'self'; script-src 'self'; style-src-attr 'unsafe-inline'; connect-src 'self' ${new URL(sandbox.baseUrl).origin}; img-src 'self' data:; require-trusted-types-for 'script'; trusted-types lit-html`;
        res
          .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store', 'Content-Security-Policy': policy })
          .end(html);
      })().catch((error) => res.writeHead(500).end(String(error)));
      return true;
    },
    (_req, res, url) => {
      const fixture = FIXTURES[url.pathname];
      if (!fixture) return false;
      const nonced = url.pathname === '/pages/nonce-csp.html' || url.pathname === '/pages/head-start-file.html';
      const policy = nonced ? { 'Content-Security-Policy': CSP_NONCE_POLICY(sandbox.baseUrl) } : {};
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...policy }).end(fixture(sandbox.baseUrl));
      return true;
    },
  ];
  site = await startStaticServer({ '/dist/': DIST, '/second-copy/': DIST, '/examples/react/': react, '/examples/vue/': vue }, routes);
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  site?.server.close();
  await sandbox?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

describe('package.json', () => {
  it('points every export, types included, at a built file', () => {
    for (const [subpath, target] of Object.entries<string | Record<string, string>>(pkg.exports)) {
      if (subpath.includes('*')) continue;
      const targets = typeof target === 'string' ? { default: target } : target;
      for (const [condition, file] of Object.entries(targets)) {
        assert.ok(existsSync(join(ROOT, file)), `${subpath} (${condition}) → ${file} exists`);
      }
      if (typeof target !== 'string') {
        assert.equal(Object.keys(target).at(-1), 'default', `${subpath}: "default" comes last`);
        assert.equal(Object.keys(target)[0], 'types', `${subpath}: "types" comes first`);
      }
    }
    for (const file of ['cdn/parley.js', 'cdn/parley-inbox.js', 'cdn/parley-composer.js', 'cdn/parley-form.js', 'cdn/parley.iife.js', 'cdn/parley-phone.js', 'cdn/parley.licenses.md', 'cdn/parley-phone.licenses.md', 'web-types.json', 'html-custom-data.json']) {
      assert.ok(existsSync(join(DIST, file)), `dist/${file}`);
    }
    // Each CDN file is its whole first load (vite.config.ts `cdnBuilds`): it imports nothing statically, so the page's
    // script tag is the one request before its code runs, and its head start runs first.
    const cdnFiles = readdirSync(join(DIST, 'cdn'));
    for (const entry of ['parley.js', 'parley-inbox.js', 'parley-composer.js', 'parley-form.js']) {
      const code = readFileSync(join(DIST, 'cdn', entry), 'utf8');
      assert.doesNotMatch(code, /(?:^|[;\n])\s*import\s*["{]|\}\s*from\s*"\.\//, `${entry} imports nothing statically: one file, one round trip`);
      assert.match(code, /parley\.head-start/, `${entry} holds its head start`);
    }
    // The form's first lazy part (`ready` and the common field types) is one chunk, not a wave of small ones: in
    // parley.js's parts and in parley-form.js's.
    assert.equal(cdnFiles.filter((f) => /^parley-form-screen-[\w-]{8}\.js$/.test(f)).length, 1, 'parley-form-screen-*.js');
    assert.equal(cdnFiles.filter((f) => /^parley-form-form-screen-[\w-]{8}\.js$/.test(f)).length, 1, 'parley-form-form-screen-*.js');
    // Radio and checkbox are loaded types since the value rules left zod (decision 061): chunks of their own.
    assert.deepEqual(cdnFiles.filter((f) => /^parley-(form-)?(ready|text|email|textarea|select)-[\w-]{8}\.js$/.test(f)), []);
    // The CDN folder is what the README says: the two scripts, their `parley-*.js` chunks and the licenses; no maps.
    for (const file of readdirSync(join(DIST, 'cdn'))) assert.match(file, /^parley(\.iife)?\.js$|^parley-[\w.-]+\.js$|^parley(-phone)?\.licenses\.md$/, `dist/cdn/${file}`);
    assert.equal(pkg['web-types'], './dist/web-types.json');
    assert.ok(existsSync(join(ROOT, pkg.types)), 'types');
    assert.ok(existsSync(join(ROOT, pkg.main)), 'main');
  });

  it('lists only registration modules, the zod set-up (its config and locale) and the CDN entry as side effects', () => {
    // The head starts (`@parley/embeds/head-start` and the elements' modules it and the CDN entries run) act on import;
    // each element's `first-screen` module keeps its first screen one chunk under esbuild (decision 012).
    const allowed = /^\.\/(src|dist)\/(index|inbox|composer|form|head-start|link-stats|agent-identity|contact-panel|blast|schemas\/english|schemas\/zod)\.(ts|js)$|^\.\/dist\/cdn\/\*$|^\.\/(src|dist)\/components\/\*\/(head-start|first-screen)\.(ts|js)$/;
    for (const entry of pkg.sideEffects as string[]) assert.match(entry, allowed);
    for (const entry of ['./dist/inbox.js', './dist/composer.js', './dist/form.js', './dist/index.js', './dist/head-start.js']) {
      assert.ok(pkg.sideEffects.includes(entry), entry);
    }
  });

  it('ships a custom-elements manifest with the three tags, their attributes, events, parts and CSS properties', () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, pkg.customElements), 'utf8'));
    const elements = new Map<string, Record<string, unknown[]>>();
    for (const mod of manifest.modules) for (const decl of mod.declarations ?? []) if (decl.tagName) elements.set(decl.tagName, decl);
    assert.deepEqual([...elements.keys()].sort(), ['parley-agent-identity', 'parley-blast', 'parley-composer', 'parley-contact-panel', 'parley-form', 'parley-inbox', 'parley-link-stats']);
    const inbox = elements.get('parley-inbox')!;
    const names = (list: unknown[] = []) => list.map((x) => (x as { name: string }).name);
    for (const attr of ['base-url', 'token', 'token-url', 'from', 'to', 'brand-id', 'campaign-id', 'conversation-id', 'locale', 'theme']) {
      assert.ok(names(inbox.attributes).includes(attr), `inbox attribute ${attr}`);
    }
    assert.ok(names(elements.get('parley-form')!.attributes).includes('form-id'));
    assert.deepEqual(names(inbox.events).sort(), ['parley-assign', 'parley-error', 'parley-mention', 'parley-message-send', 'parley-message-sent', 'parley-status', 'parley-thread-select']);
    assert.ok(names(elements.get('parley-form')!.events).includes('parley-form-submitted'));
    for (const [tag, decl] of elements) {
      assert.ok((decl.cssParts ?? []).length > 0, `${tag} documents its parts`);
      assert.ok((decl.cssProperties ?? []).length > 0, `${tag} documents its CSS custom properties`);
      assert.ok(!names(decl.attributes).some((n) => /[A-Z]/.test(n)), `${tag}: attribute names are lower-case`);
    }
  });
});

describe('the built entries in plain Node', () => {
  it('import through the package name without touching window or document', () => {
    const specifiers = Object.keys(pkg.exports)
      .filter((s) => !s.includes('*') && !s.endsWith('.json'))
      .map((s) => `@parley/embeds${s.slice(1)}`);
    // `/vue` and `/svelte` are typings (module augmentations): they import fine and export nothing. `/head-start` acts
    // on import on a page's elements, of which Node has none, and exports `startFirstRequests`.
    const typings = ['@parley/embeds/vue', '@parley/embeds/svelte'];
    const script = `
      for (const s of ${JSON.stringify(specifiers)}) {
        const m = await import(s);
        if (${JSON.stringify(typings)}.includes(s)) continue;
        if (!import.meta.resolve(s).includes('/dist/')) throw new Error(s + ' did not resolve into dist/');
        if (Object.keys(m).length === 0) throw new Error(s + ' exports nothing');
      }
      if (typeof window !== 'undefined' || typeof document !== 'undefined') throw new Error('DOM globals appeared');
      console.log('ok', ${specifiers.length});`;
    // A file inside the package, so `@parley/embeds` resolves to this package (self-reference), in plain node.
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stdout, /^ok \d+/);
  });
});

describe('dist/cdn in Chromium', () => {
  it('parley.js as <script type="module"> registers the elements, loads threads, and finds its phone chunk beside itself', async () => {
    const { page: p, watch } = await openPage('/pages/esm.html');
    await until(p, 'thread rows in the inbox', inboxRowCount);
    assert.equal(await p.evaluate(() => ['parley-inbox', 'parley-composer', 'parley-form'].every((t) => !!customElements.get(t))), true);
    assert.deepEqual(phoneChunkRequests(watch), [], 'the phone chunk is not part of the initial load');
    await mountContactForm(p);
    const phone = await phoneChunkLoaded(watch);
    assert.equal(phone.length, 1, 'the phone chunk loaded once');
    assert.equal(new URL(phone[0]!.url).pathname, '/dist/cdn/parley-phone.js');
    assert.equal(phone[0]!.status, 200);
    assert.deepEqual(watch.errors, []);
    await p.close();
  });

  it('runs its head start first: the token goes out before the elements are defined, the first data with it, and both are adopted', async () => {
    const p = await browser.newPage();
    const watch = await watchPage(p);
    // Each fetch of the page, and whether the elements were defined when it was made: the head start's run before.
    await p.evaluateOnNewDocument(() => {
      const calls: [string, boolean][] = ((window as unknown as { __fetches: [string, boolean][] }).__fetches = []);
      const original = window.fetch;
      window.fetch = (input, init) => {
        const url = String(input instanceof Request ? input.url : input);
        calls.push([url, !!customElements.get('parley-inbox') || !!customElements.get('parley-form')]);
        return original(input, init);
      };
    });
    const sent = recordRequests(p, '/parley-token', (url) =>
      /\/parley-form-screen-[\w-]{8}\.js$/.test(url.pathname) ? url.pathname : undefined,
    );
    try {
      await p.goto(`${site.origin}/pages/head-start.html`, { waitUntil: 'domcontentloaded' });
      await until(p, 'thread rows in the inbox', inboxRowCount);
      await until(p, 'the form\'s first input', () => !!document.querySelector('parley-form')?.shadowRoot?.querySelector('input'));
      const early = (await p.evaluate(() => (window as unknown as { __fetches: [string, boolean][] }).__fetches))
        .filter(([, defined]) => !defined)
        .map(([url]) => new URL(url, site.origin).pathname.replace(/^.*\/api/, ''));
      // The token first (the list and the form's definition follow it, by the head start, once it has come back).
      assert.deepEqual(early.slice(0, 1), ['/parley-token'], early.join(' | '));
      // Each sent once: the elements took the head start's answers instead of asking again.
      const data = sent.filter((r) => !r.startsWith('/'));
      assert.deepEqual(data.slice(0, 3).sort(), ['list {"pageSize":50}', 'render', 'token naming'], sent.join(' | '));
      // The form's screen, preloaded by the head start, fetched once.
      assert.equal(sent.filter((r) => r.startsWith('/')).length, 1, sent.join(' | '));
      assert.equal(sent.filter((r) => r.startsWith('token')).length, 1, sent.join(' | '));
      assert.equal(sent.filter((r) => r === 'render').length, 1, sent.join(' | '));
      assert.equal(sent.filter((r) => r === 'list {"pageSize":50}').length, 1, sent.join(' | '));
      assert.deepEqual(watch.errors, []);
    } finally {
      await p.close();
    }
  });

  it("takes an element's first data from the token route's answer: the inbox's first page is not asked for again", async () => {
    const p = await browser.newPage();
    const watch = await watchPage(p);
    const sent = recordRequests(p, '/parley-token-first');
    try {
      await p.goto(`${site.origin}/pages/first-answers.html`, { waitUntil: 'domcontentloaded' });
      await until(p, 'thread rows in the inbox', inboxRowCount);
      await until(p, "the form's first input", () => !!document.querySelector('parley-form')?.shadowRoot?.querySelector('input'));
      // One token request for the page's two elements (one route), naming the inbox's first page and the form's
      // definition, which come back with it: neither element's first request goes out.
      assert.deepEqual(sent.filter((r) => r.startsWith('token')), ['token naming'], sent.join(' | '));
      assert.equal(sent.filter((r) => r === 'list {"pageSize":50}').length, 0, sent.join(' | '));
      assert.equal(sent.filter((r) => r === 'render').length, 0, sent.join(' | '));
      assert.deepEqual(watch.errors, []);
    } finally {
      await p.close();
    }
  });

  it("takes the first data its server put in the page: no token, list or definition request before both show it", async () => {
    const p = await browser.newPage();
    const watch = await watchPage(p);
    const sent = recordRequests(p, '/parley-token');
    try {
      await p.goto(`${site.origin}/pages/first-answers-in-page.html`, { waitUntil: 'domcontentloaded' });
      await until(p, 'thread rows in the inbox', inboxRowCount);
      await until(p, "the form's first input", () => !!document.querySelector('parley-form')?.shadowRoot?.querySelector('input'));
      assert.deepEqual(sent.filter((r) => r.startsWith('token') || r.startsWith('list') || r === 'render'), [], sent.join(' | '));
      assert.deepEqual(watch.violations, []);
      assert.deepEqual(watch.errors, []);
    } finally {
      await p.close();
    }
  });

  it("takes its first data from answers parsed after its code ran (an async file, a streamed page): no list request", async () => {
    const p = await browser.newPage();
    const watch = await watchPage(p);
    const sent = recordRequests(p, '/parley-token');
    // Whether the element's code had run when the parser reached the element: the case this page is for.
    await p.evaluateOnNewDocument(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('parley-inbox')) return;
        (window as unknown as { __definedFirst: boolean }).__definedFirst = !!customElements.get('parley-inbox');
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    try {
      await p.goto(`${site.origin}/pages/first-answers-streamed.html`, { waitUntil: 'domcontentloaded' });
      await until(p, 'thread rows in the inbox', inboxRowCount);
      assert.equal(await p.evaluate(() => (window as unknown as { __definedFirst?: boolean }).__definedFirst), true);
      assert.deepEqual(sent.filter((r) => r.startsWith('list')), [], sent.join(' | '));
      assert.deepEqual(watch.errors, []);
    } finally {
      await p.close();
    }
  });

  it("fetches the form's screen beside its first chunks under a nonce policy: the preloads carry the page's csp-nonce", async () => {
    const { page: p, watch } = await openPage('/pages/nonce-csp.html');
    await until(p, "the form's first input", () => !!document.querySelector('parley-form')?.shadowRoot?.querySelector('input'));
    const preloads = await p.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => ({ file: l.href.split('/').pop()!, nonce: l.nonce })),
    );
    assert.ok(preloads.some((l) => l.file.startsWith('parley-form-form-screen-')), JSON.stringify(preloads));
    for (const link of preloads) assert.equal(link.nonce, CSP_NONCE, link.file);
    const screen = watch.responses.filter((r) => /\/parley-form-form-screen-[\w-]{8}\.js$/.test(r.url));
    assert.equal(screen.length, 1, JSON.stringify(screen));
    assert.deepEqual(watch.violations, []);
    assert.deepEqual(watch.errors, []);
    await p.close();
  });

  it("parley-head-start.js sends the first requests and fetches the form's screen while the elements' files still download", async () => {
    const p = await browser.newPage();
    const watch = await watchPage(p);
    // The elements' file held back 1.5 s, as a slow network would: what the head start's file does meanwhile is
    // what it is for. Each request's order, and when the element file's answer came.
    const slow = /\/dist\/cdn\/parley\.js$/;
    const events: string[] = [];
    await p.setRequestInterception(true);
    p.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() !== 'OPTIONS') events.push(`asked ${path.replace(/^.*\/api/, '')}`);
      if (slow.test(path)) setTimeout(() => void request.continue().catch(() => {}), 1500);
      else void request.continue().catch(() => {});
    });
    p.on('requestfinished', (request) => {
      const path = new URL(request.url()).pathname;
      if (slow.test(path)) events.push(`arrived ${path}`);
    });
    const sent = recordRequests(p, '/parley-token');
    try {
      await p.goto(`${site.origin}/pages/head-start-file.html`, { waitUntil: 'domcontentloaded' });
      await until(p, 'thread rows in the inbox', inboxRowCount);
      await until(p, "the form's first input", () => !!document.querySelector('parley-form')?.shadowRoot?.querySelector('input'));
      const firstArrival = events.findIndex((e) => e.startsWith('arrived'));
      const before = events.slice(0, firstArrival);
      assert.ok(firstArrival > 0, events.join(' | '));
      // Before the elements' file had arrived: the token, with it the list and the definition, and the form's screen
      // (the inbox's parts wait for the file: its rows do not need them).
      assert.ok(before.includes('asked /parley-token'), before.join(' | '));
      assert.ok(before.includes('asked /conversations/list'), before.join(' | '));
      assert.ok(before.some((e) => e.endsWith('/render')), before.join(' | '));
      assert.ok(before.some((e) => /\/parley-form-screen-[\w-]{8}\.js$/.test(e)), before.join(' | '));
      assert.ok(!before.some((e) => /\/parley-inbox-screen-/.test(e)), before.join(' | '));
      // Each once: the file's own head start found them sent, and the elements adopted the answers.
      assert.equal(sent.filter((r) => r.startsWith('token')).length, 1, sent.join(' | '));
      assert.equal(sent.filter((r) => r === 'list {"pageSize":50}').length, 1, sent.join(' | '));
      assert.equal(sent.filter((r) => r === 'render').length, 1, sent.join(' | '));
      assert.equal(events.filter((e) => /\/parley-form-screen-/.test(e)).length, 1, events.join(' | '));
      // Its preloads carry the page's nonce: nothing refused.
      const preloads = await p.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => [l.href.split('/').pop()!, l.nonce]),
      );
      for (const [file, nonce] of preloads) assert.equal(nonce, CSP_NONCE, file);
      assert.deepEqual(watch.violations, []);
      assert.deepEqual(watch.errors, []);
    } finally {
      await p.close();
    }
  });

  it('parley-inbox.js defines and runs the inbox alone: the other elements\' code is not fetched', async () => {
    const { page: p, watch } = await openPage('/pages/inbox-only.html');
    await until(p, 'thread rows in the inbox', inboxRowCount);
    assert.deepEqual(await p.evaluate(() => ['parley-inbox', 'parley-composer', 'parley-form'].map((t) => !!customElements.get(t))), [true, false, false]);
    // Its own file, then its own parts (`parley-inbox-<part>-<hash>.js`, vite.config.ts `cdnBuilds`): nothing of
    // parley.js's or another element's.
    const fetched = watch.responses.map((r) => new URL(r.url).pathname).filter((path) => path.startsWith('/dist/cdn/'));
    assert.equal(fetched[0], '/dist/cdn/parley-inbox.js', fetched.join(', '));
    for (const path of fetched) assert.match(path, /^\/dist\/cdn\/parley-inbox(-[\w.-]+)?\.js$/, fetched.join(', '));
    assert.deepEqual(watch.errors, []);
    await p.close();
  });

  it('parley-inbox.js and parley-composer.js on one page: each whole on its own, each element defined once, no warning', async () => {
    const { page: p, watch } = await openPage('/pages/per-element.html');
    await until(p, 'thread rows in the inbox', inboxRowCount);
    await until(p, 'the composer defined', () => !!customElements.get('parley-composer'));
    assert.equal(await p.evaluate(() => !!customElements.get('parley-form')), false);
    const cdn = watch.responses.map((r) => new URL(r.url).pathname).filter((path) => path.startsWith('/dist/cdn/'));
    assert.equal(new Set(cdn).size, cdn.length, `each file fetched once: ${cdn.join(', ')}`);
    assert.deepEqual(watch.warnings.filter((w) => w.includes('already defined')), []);
    assert.deepEqual(watch.errors, []);
    await p.close();
  });

  it('files loaded with a query (?ver=3): their parts run with that copy, the plain URL is never fetched', async () => {
    const { page: p, watch } = await openPage('/pages/query.html');
    await until(p, 'thread rows in the inbox', inboxRowCount);
    // The form's fields are a part (its screen), the open thread's pane another: both import what their file holds.
    await until(p, "the form's first input", () => !!document.querySelector('parley-form')?.shadowRoot?.querySelector('input'));
    await p.evaluate(() => document.querySelector('parley-inbox')!.shadowRoot!.querySelector<HTMLElement>('[role="option"]')!.click());
    await until(p, "the open thread's reply box", () => !!document.querySelector('parley-inbox')?.shadowRoot?.querySelector('[part="reply-input"]'));
    const entries = watch.responses.map((r) => new URL(r.url)).filter((u) => /^\/dist\/cdn\/parley(-inbox|-form)?\.js$/.test(u.pathname));
    assert.deepEqual(entries.map((u) => u.pathname + u.search).sort(), ['/dist/cdn/parley-form.js?ver=3', '/dist/cdn/parley-inbox.js?ver=3']);
    assert.deepEqual(watch.warnings.filter((w) => w.includes('already defined')), []);
    assert.deepEqual(watch.errors, []);
    await p.close();
  });

  it('parley.iife.js as a classic script loads parley.js beside it, fills window.Parley and loads the phone chunk relative to the script', async () => {
    const { page: p, watch } = await openPage('/pages/iife.html');
    const exported = await p.evaluate(async () => {
      const Parley = (window as unknown as { Parley?: Record<string, unknown> & { ready: Promise<unknown> } }).Parley;
      await Parley?.ready;
      return {
        inbox: !!Parley && Parley.ParleyInbox === customElements.get('parley-inbox'),
        composer: !!Parley && Parley.ParleyComposer === customElements.get('parley-composer'),
        form: !!Parley && Parley.ParleyForm === customElements.get('parley-form'),
        client: typeof Parley?.createApiClient,
        names: Object.keys(Parley ?? {})
          .filter((name) => name !== 'ready')
          .sort(),
      };
    });
    // The package's public names and no more: parley.js also exports its first load to its lazy parts, minified.
    const publicNames = Object.keys(await import(pathToFileURL(join(DIST, 'index.js')).href)).sort();
    assert.deepEqual(exported, { inbox: true, composer: true, form: true, client: 'function', names: publicNames });
    await until(p, 'thread rows in the inbox', inboxRowCount);
    await mountContactForm(p);
    const phone = await phoneChunkLoaded(watch);
    assert.equal(phone.length, 1);
    assert.equal(new URL(phone[0]!.url).pathname, '/dist/cdn/parley-phone.js');
    // It loads the head start's own file beside parley.js; the token that file asked for is the inbox's, not asked again.
    const fetched = (path: string) => watch.responses.filter((r) => new URL(r.url).pathname === path).length;
    assert.equal(fetched('/dist/cdn/parley-head-start.js'), 1);
    assert.equal(fetched('/parley-token'), 1);
    assert.deepEqual(watch.errors, []);
    await p.close();
  });

  it('two copies of the bundle (and the IIFE) on one page warn instead of throwing, and the first definitions keep working', async () => {
    const { page: p, watch } = await openPage('/pages/two-copies.html');
    await until(p, 'thread rows in the inbox', inboxRowCount);
    assert.deepEqual(watch.errors, [], 'no "already defined" error');
    for (const tag of ['parley-inbox', 'parley-composer', 'parley-form']) {
      assert.ok(watch.warnings.some((w) => w.includes(`<${tag}> is already defined`)), `a warning for ${tag}`);
    }
    await p.close();
  });
});

describe('example apps built with Vite', () => {
  for (const name of ['react', 'vue'] as const) {
    it(`examples/${name}: the inbox loads through the token route and its events reach the app`, async () => {
      const { page: p, watch } = await openPage(`/examples/${name}/`);
      await until(p, 'thread rows in the inbox', inboxRowCount);
      assert.equal(await p.$eval('[data-testid="selected"]', (e) => e.textContent), 'No conversation open');
      const id = await p.evaluate(() => {
        const row = document.querySelector('parley-inbox')!.shadowRoot!.querySelector<HTMLElement>('[role="option"]')!;
        row.click();
        return true;
      });
      assert.ok(id);
      const text = await until(p, 'the app to show the selected conversation', () => {
        const t = document.querySelector('[data-testid="selected"]')?.textContent ?? '';
        return t.startsWith('Conversation ') ? t : '';
      });
      assert.match(String(text), /^Conversation \S+$/);
      assert.ok(watch.responses.some((r) => r.url.endsWith('/parley-token') && r.status === 200), 'token route used');
      assert.deepEqual(watch.errors, []);
      await p.close();
    });
  }
});

describe('examples/express', () => {
  let server: Server;
  let origin: string;
  const events: WebhookEvent[] = [];

  before(async () => {
    const service = new node.ServiceClient({ apiKey: 'sk_sandbox_parley_dev_key', baseUrl: sandbox.baseUrl });
    const { createApp } = await import(pathToFileURL(join(ROOT, 'examples/express/server.js')).href);
    // Listen first: the webhook needs the receiver's URL, the app needs the webhook's secret.
    let app: (req: unknown, res: unknown) => void = () => {};
    server = (await import('node:http')).createServer((req, res) => app(req, res));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const webhook = await service.attachWebhook({ name: 'express example test', url: `${origin}/webhooks/parley`, event: null, senders: ['+14155550100'] });
    app = createApp({ baseUrl: sandbox.baseUrl, webhookSecret: webhook.signingSecret, onEvent: (e: WebhookEvent) => void events.push(e) });
  });
  after(() => server?.close());

  it('serves the script-tag page under a strict CSP with Trusted Types, and the elements run without a violation', async () => {
    const p = await browser.newPage();
    const watch = await watchPage(p);
    const response = await p.goto(`${origin}/`, { waitUntil: 'load' });
    const csp = response!.headers()['content-security-policy'] ?? '';
    assert.match(csp, /require-trusted-types-for 'script'/);
    assert.match(csp, /trusted-types lit-html/);
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/);
    await until(p, 'thread rows in the inbox', inboxRowCount);
    await until(p, 'the composer to render', () => !!document.querySelector('parley-composer')?.shadowRoot?.childElementCount);
    await mountContactForm(p); // themed, with a phone field: the lazy chunk under script-src 'self' too
    assert.equal((await phoneChunkLoaded(watch))[0]?.status, 200);
    assert.ok(watch.responses.some((r) => r.url === `${origin}/parley-token` && r.status === 200));
    assert.deepEqual(watch.violations, [], 'no CSP or Trusted Types violation');
    assert.deepEqual(watch.errors, []);
    await p.close();
  });

  it('the token route answers a fresh, uncacheable token', async () => {
    const response = await fetch(`${origin}/parley-token`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    const { token } = (await response.json()) as { token: string };
    const { claims, scopes } = await node.verifyEmbedToken(
      token,
      { 'sandbox-hs256': { alg: 'HS256', secret: 'sandbox-embed-secret-0123456789abcdef0123456789abcdef' } },
      { team: 'team_sandbox' },
    );
    assert.equal(claims.sub, 'agent@acme.example');
    assert.ok(scopes.has('conversations:read'));
  });

  it('receives the service\'s webhooks, and refuses unsigned ones', async () => {
    const service = new node.ServiceClient({ apiKey: 'sk_sandbox_parley_dev_key', baseUrl: sandbox.baseUrl });
    const message = await service.send({ type: 'SMS', from: '+14155550100', to: '+14155550142', text: 'Your order is ready' });
    const deadline = Date.now() + 20_000;
    while (!events.some((e) => e.type === 'MESSAGE.STATUS') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const status = events.find((e) => e.type === 'MESSAGE.STATUS');
    assert.ok(status, 'a MESSAGE.STATUS event arrived');
    assert.equal(JSON.stringify(status).includes(message.id), true);

    const forged = await fetch(`${origin}/webhooks/parley`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(status) });
    assert.equal(forged.status, 401);
  });
});
