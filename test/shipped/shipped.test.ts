/**
 * What users install is what works: the package is built, packed and installed into a fresh project
 * (test/shipped/packed.ts); that project's apps — each entry (`@parley/embeds`, `/inbox`, `/composer`, `/form`) and
 * the React wrappers — are bundled by esbuild, Vite and webpack 5 as their users do; and each bundle is *used* in
 * Chromium against the installed package's own sandbox: the inbox opens a thread and sends a reply, the composer
 * sends an RCS card, a form takes a phone number typed in national format and an address and the sandbox stores
 * E.164. The same for the CDN files by script tag, and every entry is imported in plain Node (SSR).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import type * as NodeHelper from '../../src/node/index.js';
import type * as SandboxServerModule from '../../src/sandbox/server.js';
import {
  launchChromium,
  startStaticServer,
  until,
  watchPage,
  type PageWatch,
  type Route,
} from '../node/dist/harness.js';
import { BUNDLERS, bundleApp, packedProject, type BundleOutput, type Bundler, type PackedProject } from './packed.js';

const SCOPES = [
  'conversations:read',
  'conversations:notes',
  'messages:send',
  'messages:react',
  'messages:schedule',
  'forms:read',
  'forms:submit',
];
const AGENT = 'agent_acme_coffee';
const PHONE_SENDER = '+14155550100';
const RCS_RECIPIENT = '+14155550123';

type Feature = 'inbox' | 'composer' | 'form';

/** `PARLEY_BUNDLERS=vite` narrows a local run (all three by default). */
const ONLY_BUNDLERS = (process.env.PARLEY_BUNDLERS?.split(',') ?? BUNDLERS) as Bundler[];

/** The user's apps: what each imports, and which features its page is used for. */
const APPS: Record<string, { main: string; features: Feature[] }> = {
  inbox: { main: `import '@parley/embeds/inbox';\n`, features: ['inbox'] },
  composer: { main: `import '@parley/embeds/composer';\n`, features: ['composer'] },
  form: { main: `import '@parley/embeds/form';\n`, features: ['form'] },
  all: { main: `import '@parley/embeds';\n`, features: ['inbox', 'composer', 'form'] },
  // A React app renders the three wrappers (no JSX, so every bundler takes it without a plugin).
  react: {
    main: `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { ParleyComposer, ParleyForm, ParleyInbox } from '@parley/embeds/react';
const { baseUrl, formId, from, to } = window.PARLEY;
const seen = (window.PARLEY_EVENTS = []);
const note = (name) => (event) => seen.push(name + ':' + event.type);
createRoot(document.getElementById('root')).render(
  h('main', null,
    h(ParleyInbox, { baseUrl, tokenUrl: '/parley-token', style: { display: 'block', height: '480px' }, onParleyMessageSent: note('inbox') }),
    h(ParleyComposer, { baseUrl, tokenUrl: '/parley-token', from, to, onParleyMessageSent: note('composer') }),
    h(ParleyForm, { baseUrl, tokenUrl: '/parley-token', formId, onParleyFormSubmitted: note('form') }),
  ),
);
`,
    features: ['inbox', 'composer', 'form'],
  },
};

type SandboxServer = Awaited<ReturnType<typeof SandboxServerModule.startSandboxServer>>;

let project: PackedProject;
let node: typeof NodeHelper;
let sandbox: SandboxServer;
let service: NodeHelper.ServiceClient;
let site: Awaited<ReturnType<typeof startStaticServer>>;
let browser: Browser;
const bundles = new Map<string, BundleOutput>();
const pages = new Map<string, string>();

const installed = (file: string) => pathToFileURL(join(project.packageDir, file)).href;

before(async () => {
  project = await packedProject();
  node = (await import(installed('dist/node/index.js'))) as typeof NodeHelper;
  const { startSandboxServer } = (await import(installed('dist/sandbox/server.js'))) as typeof SandboxServerModule;
  sandbox = await startSandboxServer({
    port: 0,
    log: () => {},
    sandbox: { longThreadSize: 60, demoConversations: 12 },
  });
  service = new node.ServiceClient({ apiKey: 'sk_sandbox_parley_dev_key', baseUrl: sandbox.baseUrl });

  // One bundler at a time: the machines running this have two cores.
  for (const bundler of ONLY_BUNDLERS) {
    for (const [name, app] of Object.entries(APPS)) {
      // Served under /out/<app>-<bundler>/, as an app deployed under a sub-path (Vite's `base`).
      const out = await bundleApp(
        project,
        bundler,
        name,
        { 'main.js': app.main },
        { base: `/out/${name}-${bundler}/` },
      );
      bundles.set(`${name}-${bundler}`, out);
    }
  }

  const tokens = node.createTokenHandler({
    key: { kid: 'sandbox-hs256', secret: 'sandbox-embed-secret-0123456789abcdef0123456789abcdef' },
    team: 'team_sandbox',
    authorize: () => ({ user: 'agent@example.com', scopes: SCOPES as never }),
  });
  const routes: Route[] = [
    (req, res, url) => {
      if (url.pathname !== '/parley-token') return false;
      tokens.express(req, res, (error) => res.writeHead(500).end(String(error)));
      return true;
    },
    (_req, res, url) => {
      const html = pages.get(url.pathname);
      if (!html) return false;
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
      return true;
    },
  ];
  const mounts: Record<string, string> = { '/cdn/': join(project.packageDir, 'dist/cdn') };
  for (const [key, out] of bundles) mounts[`/out/${key}/`] = out.outDir;
  site = await startStaticServer(mounts, routes);

  for (const [key, out] of bundles) {
    // Each page gets a form of its own: one respondent (the token's user) submits a form once.
    const config = `<script>window.PARLEY = ${JSON.stringify({ baseUrl: sandbox.baseUrl, formId: await createForm(), from: AGENT, to: RCS_RECIPIENT })};</script>`;
    const css = out.initial
      .filter((f) => f.endsWith('.css'))
      .map((f) => `<link rel="stylesheet" href="/out/${key}/${f}">`)
      .join('');
    // webpack's default output is a classic script; esbuild's and Vite's are modules.
    const script =
      out.bundler === 'webpack'
        ? `<script defer src="/out/${key}/${out.entry}"></script>`
        : `<script type="module" src="/out/${key}/${out.entry}"></script>`;
    pages.set(`/${key}.html`, pageHtml(config + css + script));
  }
  for (const [path, script] of [
    ['/cdn-esm.html', '<script type="module" src="/cdn/parley.js"></script>'],
    ['/cdn-iife.html', '<script src="/cdn/parley.iife.js"></script>'],
    ...(['inbox', 'composer', 'form'] as const).map((element) => [
      `/cdn-${element}.html`,
      `<script type="module" src="/cdn/parley-${element}.js"></script>`,
    ]),
  ]) {
    const config = `<script>window.PARLEY = ${JSON.stringify({ baseUrl: sandbox.baseUrl, formId: await createForm(), from: AGENT, to: RCS_RECIPIENT })};</script>`;
    pages.set(path!, pageHtml(config + script));
  }
  // Elements in the page's own markup, as the README shows the script tag; the page notes when the first element
  // is defined (the elements' code has run by then).
  const markupForm = await createForm();
  pages.set(
    '/cdn-markup.html',
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>markup</title><link rel="icon" href="data:,">
<script>const define = customElements.define; customElements.define = function (name, ...rest) { if (name.startsWith('parley-')) window.firstDefineAt ??= performance.now(); return define.call(this, name, ...rest); };</script>
<script type="module" src="/cdn/parley.js"></script></head><body>
<parley-inbox base-url="${sandbox.baseUrl}" token-url="/parley-token" style="display:block;height:480px"></parley-inbox>
<parley-form base-url="${sandbox.baseUrl}" token-url="/parley-token" form-id="${markupForm}"></parley-form></body></html>`,
  );
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  site?.server.close();
  await sandbox?.close();
});

/** A form with a text, a phone (US) and an address field, sent by the demo phone number. */
async function createForm(): Promise<string> {
  const form = await service.createForm({
    name: 'Shipped package check',
    sender: PHONE_SENDER,
    fields: [
      { key: 'name', label: 'Name', type: 'text', required: true },
      { key: 'mobile', label: 'Mobile', type: 'phone', required: true, defaultCountry: 'US' },
      { key: 'home', label: 'Home address', type: 'address', required: true },
    ],
  } as never);
  return form.id;
}

function pageHtml(head: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>a user's app</title><link rel="icon" href="data:,">${head}</head><body><div id="root"></div></body></html>`;
}

async function open(path: string): Promise<{ page: Page; watch: PageWatch }> {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  const watch = await watchPage(page);
  await page.goto(`${site.origin}${path}`, { waitUntil: 'load' });
  return { page, watch };
}

/** Adds an element as a page's own markup would, unless the app (React) rendered it already. */
async function ensureElement(page: Page, tag: string, attributes: Record<string, string>): Promise<void> {
  await until(page, `<${tag}> to be defined`, (t: string) => !!customElements.get(t), 20_000, tag);
  if (await page.evaluate(() => !!document.getElementById('root')?.childElementCount || 'PARLEY_EVENTS' in window)) {
    await until(page, `the app to render <${tag}>`, (t: string) => !!document.querySelector(t), 20_000, tag);
    return;
  }
  await page.evaluate(
    (t, attrs) => {
      if (document.querySelector(t)) return;
      const el = document.createElement(t);
      for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
      if (t === 'parley-inbox') el.style.cssText = 'display:block;height:480px';
      document.body.append(el);
    },
    tag,
    attributes,
  );
}

/**
 * The first element matching `selector` inside `host` (its shadow root and the shadow roots within), once there.
 * Polls: puppeteer's own wait watches the document's mutations, which changes inside shadow roots do not trigger.
 * No named inner functions: the search runs in the page as its source text, without tsx's `__name` helper.
 */
async function deep(page: Page, host: string, selector: string, timeout = 20_000): Promise<ElementHandle<Element>> {
  const search = (tag: string, sel: string) => {
    const roots: ShadowRoot[] = [document.querySelector(tag)?.shadowRoot].filter((r): r is ShadowRoot => !!r);
    while (roots.length) {
      const root = roots.shift()!;
      const found = root.querySelector(sel);
      if (found) return found;
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
    }
    return null;
  };
  try {
    // Resolves to a handle of what `search` returned: the element.
    return (await page.waitForFunction(search, { polling: 100, timeout }, host, selector)) as ElementHandle<Element>;
  } catch (error) {
    throw new Error(`timed out waiting for ${selector} in <${host}>: ${(error as Error).message}`);
  }
}

const messagesTo = (to: string) =>
  Object.values(sandbox.sandbox.store.data.messages).filter((m) => m.to === to && m.direction === 'outbound');

async function waitFor<T>(what: string, probe: () => T | undefined | false, timeout = 20_000): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The inbox: open the first thread, type a reply, press Enter; the sandbox stores it and the thread shows it. */
async function useInbox(page: Page, label: string): Promise<void> {
  await ensureElement(page, 'parley-inbox', { 'base-url': sandbox.baseUrl, 'token-url': '/parley-token' });
  const row = await deep(page, 'parley-inbox', '[part~="thread-row"]');
  await row.click();
  const input = await deep(page, 'parley-inbox', '[part~="reply-input"]');
  const text = `Reply from the ${label} bundle ${Date.now()}`;
  await input.click();
  await input.type(text);
  await page.keyboard.press('Enter');
  // In an RCS thread the reply is an RCS text message.
  const stored = await waitFor(`the sandbox to store "${text}"`, () =>
    Object.values(sandbox.sandbox.store.data.messages).find((m) => m.text === text || m.rcs?.text === text),
  );
  assert.equal(stored.direction, 'outbound');
  await until(
    page,
    'the reply in the thread',
    (t: string) => {
      const root = document.querySelector('parley-inbox')!.shadowRoot!;
      return [...root.querySelectorAll('[part~="message"]')].some((m) => m.textContent!.includes(t));
    },
    20_000,
    text,
  );
}

/** The composer: a card draft (its `value`), sent with the Send button; the sandbox stores the RCS card. */
async function useComposer(page: Page, label: string): Promise<void> {
  await ensureElement(page, 'parley-composer', {
    'base-url': sandbox.baseUrl,
    'token-url': '/parley-token',
    from: AGENT,
    to: RCS_RECIPIENT,
  });
  // Before anyone acts, the parts the composer defers (its preview among them) come when the page is idle.
  await deep(page, 'parley-composer', '[part~="preview"] [part~="bubble"]');
  const title = `Card from the ${label} bundle ${Date.now()}`;
  await page.evaluate((cardTitle) => {
    const composer = document.querySelector('parley-composer') as HTMLElement & { value: unknown };
    composer.value = {
      type: 'RCS',
      rcs: {
        card: {
          title: cardTitle,
          description: 'Sent from the packed package',
          suggestions: [{ type: 'reply', text: 'Yes please', postbackData: 'yes' }],
        },
      },
    };
  }, title);
  // The card's editors arrive with the composer's second chunk and the page grows: click once it has settled.
  await page.evaluate(
    () =>
      (document.querySelector('parley-composer') as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete,
  );
  const send = await deep(page, 'parley-composer', '[part~="send-button"]');
  // Puppeteer scrolls, then measures: if the extras (sender, templates) arrive in between, the button has moved; again.
  for (let attempt = 1; ; attempt++) {
    try {
      await send.click();
      break;
    } catch (error) {
      if (attempt === 3 || !/not clickable/.test(String(error))) throw error;
    }
  }
  const stored = await waitFor(`the sandbox to store the card "${title}"`, () =>
    messagesTo(RCS_RECIPIENT).find((m) => m.rcs?.card?.title === title),
  );
  // The composer has the answer too (its result shown, its kept draft dropped) before the page goes: else the next
  // page of this browser restores the card as an unsent draft, as a person's reload would.
  await until(
    page,
    'the composer to show the card sent',
    () => (document.querySelector('parley-composer') as HTMLElement & { phase: string }).phase === 'sent',
    20_000,
  );
  assert.equal(stored.type, 'RCS');
  assert.equal(stored.from, AGENT);
  assert.deepEqual(
    stored.rcs!.card!.suggestions!.map((s) => s.text),
    ['Yes please'],
  );
}

/** The form: name, a US number typed in national format, an address chosen from the suggestions; E.164 stored. */
async function useForm(page: Page, label: string): Promise<void> {
  const formId = await page.evaluate(() => (window as unknown as { PARLEY: { formId: string } }).PARLEY.formId);
  await ensureElement(page, 'parley-form', {
    'base-url': sandbox.baseUrl,
    'token-url': '/parley-token',
    'form-id': formId,
  });
  const name = await deep(page, 'parley-form', '#f-name');
  await name.type(`${label} user`);
  const mobile = await deep(page, 'parley-form', '#f-mobile');
  await mobile.type('(415) 555-0142');
  // Formatting as typed is the phone chunk at work (the script-tag form broke here before).
  await until(page, 'the phone number to be formatted', () => {
    const input = document.querySelector('parley-form')!.shadowRoot!.querySelector<HTMLInputElement>('#f-mobile');
    return input?.value === '(415) 555-0142';
  });
  const street = await deep(page, 'parley-form', '#f-home-line1');
  await street.type('baker street');
  await deep(page, 'parley-form', '[role="option"]');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await until(
    page,
    'the address to be filled in',
    () =>
      document.querySelector('parley-form')!.shadowRoot!.querySelector<HTMLInputElement>('#f-home-city')?.value ===
      'London',
  );
  const submit = await deep(page, 'parley-form', '[part~="submit"]');
  await submit.click();
  const submissions = await waitFor('the submission to be stored', () => {
    const list = Object.values(sandbox.sandbox.store.data.submissions).filter((s) => s.form_id === formId);
    return list.length ? list : undefined;
  });
  assert.equal(submissions.length, 1, 'one submission');
  // What the respondent sees next: the thank-you.
  await until(
    page,
    'the thank-you screen',
    () => !!document.querySelector('parley-form')!.shadowRoot!.querySelector('.done'),
  );
  const data = submissions[0]!.data as { name: string; mobile: string; home: { city: string; country: string } };
  assert.equal(data.mobile, '+14155550142', 'the number is stored as E.164');
  assert.equal(data.name, `${label} user`);
  assert.equal(data.home.city, 'London');
  assert.equal(data.home.country, 'GB');
}

const USE: Record<Feature, (page: Page, label: string) => Promise<void>> = {
  inbox: useInbox,
  composer: useComposer,
  form: useForm,
};

async function usePage(path: string, features: readonly Feature[], label: string): Promise<PageWatch> {
  const { page, watch } = await open(path);
  try {
    for (const feature of features) await USE[feature](page, label);
    if (path.includes('react')) {
      // The events reach the app once each element has its answer (after the sandbox stored what was sent).
      for (const event of ['inbox:parley-message-sent', 'composer:parley-message-sent', 'form:parley-form-submitted']) {
        await until(
          page,
          `the React app to receive ${event}`,
          (name: string) => (window as unknown as { PARLEY_EVENTS: string[] }).PARLEY_EVENTS.includes(name),
          20_000,
          event,
        );
      }
    }
    assert.deepEqual(watch.errors, [], 'no page errors');
    return watch;
  } catch (error) {
    // What the page showed and said, for whoever reads the failure (CI keeps no browser).
    const file = join(tmpdir(), `parley-shipped-${label}.png`);
    await page.screenshot({ path: file, fullPage: true }).catch(() => {});
    throw new Error(
      `${(error as Error).message}\n  page errors: ${JSON.stringify(watch.errors)}\n  screenshot: ${file}`,
      { cause: error },
    );
  } finally {
    await page.close();
  }
}

for (const bundler of ONLY_BUNDLERS) {
  describe(`bundled by ${bundler}`, () => {
    for (const [name, app] of Object.entries(APPS)) {
      it(`${name === 'react' ? '@parley/embeds/react' : name === 'all' ? '@parley/embeds' : `@parley/embeds/${name}`}: ${app.features.join(', ')} used in Chromium`, async () => {
        const watch = await usePage(`/${name}-${bundler}.html`, app.features, `${name}-${bundler}`);
        if (app.features.includes('form')) {
          assert.ok(
            watch.responses.some((r) => r.url.includes(`/out/${name}-${bundler}/`) && r.status === 200),
            'the bundle was served',
          );
        }
      });
    }
  });
}

describe('the CDN files by script tag', () => {
  for (const [file, path] of [
    ['parley.js', '/cdn-esm.html'],
    ['parley.iife.js', '/cdn-iife.html'],
  ] as const) {
    it(`${file}: inbox, composer and form used; the phone chunk loads beside the script and formats`, async () => {
      const watch = await usePage(path, ['inbox', 'composer', 'form'], `cdn-${file}`);
      const phone = watch.responses.filter((r) => r.url.endsWith('/parley-phone.js'));
      assert.equal(phone.length, 1, 'the phone chunk loaded once');
      assert.equal(new URL(phone[0]!.url).pathname, '/cdn/parley-phone.js');
    });
  }
});

describe("one element's CDN file by script tag", () => {
  for (const element of ['inbox', 'composer', 'form'] as const) {
    it(`parley-${element}.js: <parley-${element}> used; only its own files fetched`, async () => {
      const watch = await usePage(`/cdn-${element}.html`, [element], `cdn-parley-${element}.js`);
      // Its first load is the file itself; what it loads later is its own parts, `parley-<element>-<part>-<hash>.js`
      // (vite.config.ts `cdnBuilds`), and the shared phone library.
      const files = watch.responses
        .map((r) => new URL(r.url).pathname)
        .filter((path) => path.startsWith('/cdn/'))
        .map((path) => path.slice('/cdn/'.length));
      assert.ok(files.includes(`parley-${element}.js`), files.join(', '));
      for (const file of files)
        assert.match(
          file,
          new RegExp(`^parley-${element}(-[\\w.-]+)?\\.js$|^parley-phone\\.js$`),
          `${file} is not <parley-${element}>'s`,
        );
    });
  }
});

describe('the CDN module with elements in the markup', () => {
  it('asks for the token once, before the elements are defined, and both elements use it', async () => {
    const { page, watch } = await open('/cdn-markup.html');
    try {
      // The form's first input is there once its definition came, which needed the token.
      await deep(page, 'parley-form', 'input');
      const timing = (await page.evaluate(() => ({
        firstDefineAt: Reflect.get(window, 'firstDefineAt') as number | undefined,
        tokens: performance
          .getEntriesByType('resource')
          .filter((e) => new URL(e.name).pathname === '/parley-token')
          .map((e) => e.startTime),
      }))) as { firstDefineAt?: number; tokens: number[] };
      assert.equal(timing.tokens.length, 1, `one token request for both elements: ${JSON.stringify(timing)}`);
      assert.ok(timing.firstDefineAt !== undefined, 'the elements were defined');
      assert.ok(
        timing.tokens[0]! < timing.firstDefineAt!,
        `token asked for before the elements' code ran: ${JSON.stringify(timing)}`,
      );
      assert.deepEqual(watch.errors, []);
    } finally {
      await page.close();
    }
  });
});

describe('the installed package in plain Node (SSR)', () => {
  it('imports every entry through the package name, without DOM globals', () => {
    const pkg = JSON.parse(readFileSync(join(project.packageDir, 'package.json'), 'utf8'));
    const specifiers = Object.keys(pkg.exports)
      .filter((s) => !s.includes('*') && !s.endsWith('.json'))
      .map((s) => `@parley/embeds${s.slice(1)}`);
    assert.ok(specifiers.length >= 8, specifiers.join(', '));
    // `/vue` and `/svelte` are typings (module augmentations), `/head-start` acts on import (on a page's elements, of
    // which Node has none): they import fine and export nothing.
    const typings = ['@parley/embeds/vue', '@parley/embeds/svelte', '@parley/embeds/head-start'];
    const script = `
      for (const s of ${JSON.stringify(specifiers)}) {
        const m = await import(s);
        if (!import.meta.resolve(s).includes('/node_modules/@parley/embeds/dist/')) throw new Error(s + ' resolved to ' + import.meta.resolve(s));
        if (Object.keys(m).length === 0 && !${JSON.stringify(typings)}.includes(s)) throw new Error(s + ' exports nothing');
      }
      if (typeof window !== 'undefined' || typeof document !== 'undefined') throw new Error('DOM globals appeared');
      console.log('ok', ${specifiers.length});`;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: project.dir,
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: '' },
    });
    assert.equal(result.status, 0, result.stderr);
    assert.equal(result.stdout.trim(), `ok ${specifiers.length}`);
  });
});
