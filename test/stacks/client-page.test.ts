/**
 * The page side of the packed package in the stacks users build with, each in a fresh project of its own (the
 * tarball of test/shipped/packed.ts installed beside what that stack's users install):
 * - a page-only install: what it pulls (no server library, no React types), what the tarball holds, the editors'
 *   data it points at, and `parley sandbox` naming the peers to install;
 * - React: `@parley/embeds/react/inbox` built by Vite registers `<parley-inbox>` alone, loads less than
 *   `@parley/embeds/react`, and runs in Chromium (threads through the token route, `onParleyThreadSelect`);
 * - Vue 3: `import '@parley/embeds/vue'` makes vue-tsc fail on a wrong prop type, an unknown prop, a wrong handler
 *   type and a misspelt event (that one under vue-tsc's default settings too), and pass the good templates; the app's
 *   template, built by Vite, runs in Chromium with `:tokenProvider.prop`;
 * - Svelte 5: `import '@parley/embeds/svelte'` makes svelte-check fail and pass the same way; the app built by the
 *   project's Vite with the Svelte plugin runs in Chromium against the sandbox;
 * - Angular 21: the README's component (its exact text) built by `ng build` under strictTemplates runs in Chromium;
 *   ngc fails wrongly typed event handlers, and DOM property bindings stay unchecked, as the README says;
 * - SvelteKit (adapter-node): the README's page and token route, svelte-check with the typings, the page
 *   server-rendered with the plain element import, then upgraded in Chromium with the event reaching the page.
 * The framework tools come from the registry (npm's cache after the first run), as in a user's project.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'puppeteer-core';
import { createTokenHandler } from '../../src/node/index.js';
import { startSandboxServer } from '../../src/sandbox/server.js';
import {
  inboxRowCount,
  launchChromium,
  startStaticServer,
  until,
  watchPage,
  type Route,
} from '../node/dist/harness.js';
import { bundleApp, gzipBytes, packedProject, type PackedProject } from '../shipped/packed.js';

const TAGS = [
  'parley-inbox',
  'parley-composer',
  'parley-form',
  'parley-blast',
  'parley-contact-panel',
  'parley-link-stats',
  'parley-agent-identity',
];
const SCOPES = ['conversations:read', 'conversations:notes', 'messages:send', 'forms:read', 'forms:submit'] as const;

let packed: PackedProject;
let sandbox: Awaited<ReturnType<typeof startSandboxServer>>;
let site: Awaited<ReturnType<typeof startStaticServer>>;
let browser: Browser;
const mounts: Record<string, string> = {};

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      npm_config_loglevel: 'error',
      npm_config_fund: 'false',
      npm_config_audit: 'false',
      npm_config_update_notifier: 'false',
    },
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

/**
 * A fresh project with the tarball and `deps` installed (npm as its users run it). Reused while the tarball and the
 * dependencies are the same: the install is the slow part.
 */
async function userProject(
  name: string,
  deps: Record<string, string> = {},
  devDeps: Record<string, string> = {},
): Promise<string> {
  const manifest = {
    name: `a-${name}-app`,
    private: true,
    type: 'module',
    dependencies: { '@parley/embeds': `file:${packed.tarball}`, ...deps },
    devDependencies: devDeps,
  };
  const hash = createHash('sha256')
    .update(readFileSync(packed.tarball))
    .update(JSON.stringify(manifest))
    .digest('hex')
    .slice(0, 16);
  const dir = join(tmpdir(), 'parley-stacks-client', `${name}-${hash}`);
  if (existsSync(join(dir, '.installed'))) return dir;
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
  // --include=dev: the checkers are devDependencies, as in a user's project, whatever npm's environment says.
  const install = run(
    'npm',
    ['install', '--include=dev', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'],
    dir,
  );
  assert.equal(install.status, 0, `npm install in ${dir}:\n${install.output}`);
  await writeFile(join(dir, '.installed'), new Date().toISOString());
  return dir;
}

async function writeFiles(dir: string, files: Record<string, string>): Promise<void> {
  for (const [file, text] of Object.entries(files)) {
    await mkdir(join(dir, file, '..'), { recursive: true });
    await writeFile(join(dir, file), text);
  }
}

/** `file(line,col): error …` / `file:line:col Error …` lines of a checker's output, as `file:line`. */
function errorLines(output: string): string[] {
  const found = new Set<string>();
  for (const m of output.matchAll(/([\w./-]+\.(?:vue|svelte|ts))[(:](\d+)[,:]\d+\)?:?\s*\n?\s*error/gi))
    found.add(`${m[1]!.split('/').at(-1)}:${m[2]}`);
  return [...found].sort();
}

before(async () => {
  packed = await packedProject();
  sandbox = await startSandboxServer({ port: 0, log: () => {}, sandbox: { demoConversations: 6 } });
  const tokens = createTokenHandler({
    key: { kid: 'sandbox-hs256', secret: 'sandbox-embed-secret-0123456789abcdef0123456789abcdef' },
    team: 'team_sandbox',
    authorize: () => ({ user: 'agent@example.com', scopes: [...SCOPES] }),
  });
  const routes: Route[] = [
    (req, res, url) => {
      if (url.pathname !== '/parley-token') return false;
      tokens.express(req, res, (error) => res.writeHead(500).end(String(error)));
      return true;
    },
  ];
  site = await startStaticServer(mounts, routes);
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  site?.server.close();
  await sandbox?.close();
});

/** Serves a built app under `/<name>/` with the sandbox's address in `window.PARLEY`, and opens it. */
async function openApp(name: string, outDir: string, entryHtml: string): Promise<{ page: Page; errors: string[] }> {
  mounts[`/${name}/`] = outDir;
  const html = readFileSync(join(outDir, entryHtml), 'utf8').replace(
    '<head>',
    `<head><link rel="icon" href="data:,"><script>window.PARLEY = ${JSON.stringify({ baseUrl: sandbox.baseUrl })}</script>`,
  );
  await writeFile(join(outDir, entryHtml), html);
  const page = await browser.newPage();
  const watch = await watchPage(page);
  await page.goto(`${site.origin}/${name}/${entryHtml}`, { waitUntil: 'load' });
  return { page, errors: watch.errors };
}

describe('a page-only install', () => {
  let dir: string;
  before(async () => {
    dir = await userProject('page-only');
  });

  it('pulls no server library and no React types', (t) => {
    const list = run('npm', ['ls', '--all', '--parseable'], dir)
      .output.split('\n')
      .filter((l) => l.includes('node_modules'));
    const names = [...new Set(list.map((l) => l.split('node_modules/').at(-1)!))].sort();
    for (const absent of ['hono', '@hono/node-server', '@types/react', '@lit/react', 'react'])
      assert.ok(!names.includes(absent), `${absent} is not installed (${names.join(' ')})`);
    const size = run('du', ['-sh', join(dir, 'node_modules')], dir).output.split(/\s/)[0];
    t.diagnostic(`page-only install: ${names.length} packages, node_modules ${size}: ${names.join(' ')}`);
  });

  it('ships dist and bin only: no src/, no source maps; the CDN folder as the README lists it', () => {
    const files = run('tar', ['tzf', packed.tarball], dir)
      .output.split('\n')
      .filter(Boolean)
      .map((f) => f.replace(/^package\//, ''));
    assert.deepEqual(
      files.filter((f) => f.startsWith('src/') || f.endsWith('.map')),
      [],
    );
    const cdn = files.filter((f) => f.startsWith('dist/cdn/')).map((f) => f.slice('dist/cdn/'.length));
    for (const f of cdn) assert.match(f, /^parley(\.iife)?\.js$|^parley-[\w.-]+\.js$|^parley(-phone)?\.licenses\.md$/);
    assert.ok(
      readFileSync(join(dir, 'node_modules/@parley/embeds/dist/cdn/parley.iife.js'), 'utf8').length < 1000,
      'the classic script is a loader',
    );
  });

  it('points editors at data made from the manifest, whose module paths are shipped files', () => {
    const pkgDir = join(dir, 'node_modules/@parley/embeds');
    const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
    const webTypes = JSON.parse(readFileSync(join(pkgDir, pkg['web-types']), 'utf8'));
    assert.deepEqual(
      webTypes.contributions.html.elements.map((e: { name: string }) => e.name).sort(),
      [...TAGS].sort(),
    );
    const inbox = webTypes.contributions.html.elements.find((e: { name: string }) => e.name === 'parley-inbox');
    assert.ok(inbox.attributes.some((a: { name: string }) => a.name === 'base-url'));
    assert.ok(inbox.js.events.some((e: { name: string }) => e.name === 'parley-thread-select'));
    const vscode = JSON.parse(readFileSync(join(pkgDir, 'dist/html-custom-data.json'), 'utf8'));
    assert.deepEqual(vscode.tags.map((t: { name: string }) => t.name).sort(), [...TAGS].sort());
    const baseUrl = vscode.tags
      .find((t: { name: string }) => t.name === 'parley-inbox')
      .attributes.find((a: { name: string }) => a.name === 'base-url');
    assert.match(baseUrl.description, /API root/, 'attributes carry their JSDoc');
    const manifest = JSON.parse(readFileSync(join(pkgDir, pkg.customElements), 'utf8'));
    const paths = new Set<string>();
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (!node || typeof node !== 'object') return;
      for (const [k, v] of Object.entries(node))
        if ((k === 'path' || k === 'module') && typeof v === 'string') paths.add(v);
        else walk(v);
    };
    walk(manifest.modules);
    for (const p of paths)
      if (p.startsWith('dist/') || p.startsWith('src/'))
        assert.ok(existsSync(join(pkgDir, p)), `manifest path ${p} is a shipped file`);
  });

  it('`parley sandbox` without its peers says what to install', () => {
    const result = run(
      process.execPath,
      [join(dir, 'node_modules/@parley/embeds/bin/parley.js'), 'sandbox', '--port', '0'],
      dir,
    );
    assert.equal(result.status, 1, result.output);
    assert.match(result.output, /npm install --save-dev hono @hono\/node-server/);
  });
});

describe('React: one wrapper module per element', () => {
  const app = (specifier: string) => `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { ParleyInbox } from '${specifier}';
window.SELECTED = [];
createRoot(document.getElementById('root')).render(
  h(ParleyInbox, { baseUrl: window.PARLEY.baseUrl, tokenUrl: '/parley-token', style: { display: 'block', height: '480px' }, onParleyThreadSelect: (e) => window.SELECTED.push(e.detail.conversationId) }),
);
`;

  it('@parley/embeds/react/inbox built by Vite registers <parley-inbox> alone, loads less than /react, and runs', async (t) => {
    const one = await bundleApp(
      packed,
      'vite',
      'react-inbox',
      { 'main.js': app('@parley/embeds/react/inbox') },
      { base: '/react-inbox/' },
    );
    const all = await bundleApp(
      packed,
      'vite',
      'react-all',
      { 'main.js': app('@parley/embeds/react') },
      { base: '/react-all/' },
    );
    const [oneBytes, allBytes] = [await gzipBytes(one.outDir, one.initial), await gzipBytes(all.outDir, all.initial)];
    t.diagnostic(
      `Vite initial JS gzip: @parley/embeds/react/inbox ${(oneBytes / 1000).toFixed(1)} kB, @parley/embeds/react ${(allBytes / 1000).toFixed(1)} kB`,
    );
    // Rollup drops the unused wrappers of `/react` too when only one is imported by name, so the two come out within
    // a few hundred bytes of each other; a per-element module that pulled another element would add 15 kB or more.
    assert.ok(oneBytes <= allBytes + 1000, `${oneBytes} ≤ ${allBytes} + 1000`);

    const { page, errors } = await openApp('react-inbox', one.outDir, 'index.html');
    try {
      await until(page, 'thread rows in the inbox', inboxRowCount);
      const defined = await page.evaluate((tags: string[]) => tags.filter((tag) => customElements.get(tag)), TAGS);
      assert.deepEqual(defined, ['parley-inbox']);
      await page.evaluate(() =>
        document.querySelector('parley-inbox')!.shadowRoot!.querySelector<HTMLElement>('[role="option"]')!.click(),
      );
      await until(
        page,
        'onParleyThreadSelect to reach the app',
        () => (window as unknown as { SELECTED: string[] }).SELECTED.length > 0,
      );
      assert.deepEqual(errors, []);
    } finally {
      await page.close();
    }
  });
});

/** A template using every binding the README documents, and one with four mistakes. */
const VUE_GOOD = `<script setup lang="ts">
import '@parley/embeds/inbox';
import '@parley/embeds/composer';
import type { ParleyErrorEvent, ThreadSelectEvent } from '@parley/embeds';
import { ref } from 'vue';

const { baseUrl } = (window as unknown as { PARLEY: { baseUrl: string } }).PARLEY;
const tokenCalls = ref(0);
const getToken = async () => {
  tokenCalls.value++;
  const response = await fetch('/parley-token');
  return ((await response.json()) as { token: string }).token;
};
const selected = ref('');
const onSelect = (e: ThreadSelectEvent) => (selected.value = e.detail.conversationId);
const onError = (e: ParleyErrorEvent) => console.error(e.detail.error);
</script>

<template>
  <parley-inbox :base-url="baseUrl" :tokenProvider.prop="getToken" style="display: block; height: 480px" @parley-thread-select="onSelect" @parley-error="onError" />
  <parley-composer :base-url="baseUrl" :tokenProvider.prop="getToken" :value.prop="{ type: 'SMS', from: '+14155550100', to: '+14155550123', text: 'Hello' }" />
  <p id="selected">{{ selected }}</p>
  <p id="token-calls">{{ tokenCalls }}</p>
</template>
`;
const VUE_BAD = `<script setup lang="ts">
import '@parley/embeds/inbox';
const onKey = (e: KeyboardEvent) => console.log(e.key);
const refresh = () => {};
</script>

<template>
  <parley-inbox :base-url="42" />
  <parley-inbox not-a-prop="x" />
  <parley-inbox @parley-thread-select="onKey" />
  <parley-inbox @parley-thread-selekt="refresh" />
</template>
`;
/** The element's own listeners in the other forms Vue accepts, which the check of misspelt events must let through. */
const VUE_LISTENERS = `<script setup lang="ts">
import '@parley/embeds/inbox';
import type { ThreadSelectEvent } from '@parley/embeds';
const onSelect = (e: ThreadSelectEvent) => console.log(e.detail.conversationId);
const listeners = { onParleyThreadSelect: onSelect };
const refresh = () => {};
</script>

<template>
  <parley-inbox @parleyThreadSelect="onSelect" />
  <parley-inbox @parley-thread-select.once="refresh" />
  <parley-inbox :onParleyThreadSelect="onSelect" />
  <parley-inbox v-bind="listeners" />
  <parley-inbox @parley-error="(e) => console.error(e.detail.error)" @click="refresh" />
</template>
`;
const TSCONFIG = (include: string[], extra: object = {}) =>
  JSON.stringify(
    {
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'bundler',
        strict: true,
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        types: [],
        noEmit: true,
        skipLibCheck: false,
        verbatimModuleSyntax: true,
      },
      include,
      ...extra,
    },
    null,
    2,
  );

describe('Vue 3: import "@parley/embeds/vue"', () => {
  let dir: string;
  before(async () => {
    dir = await userProject('vue', { vue: '^3.5.0' }, { 'vue-tsc': '^3.1.0', typescript: '~5.9.0' });
    await writeFiles(dir, {
      'src/env.d.ts': `import '@parley/embeds/vue';\n`,
      'src/App.vue': VUE_GOOD,
      'src/Bad.vue': VUE_BAD,
      'src/Listeners.vue': VUE_LISTENERS,
      'src/main.ts': `import { createApp } from 'vue';\nimport App from './App.vue';\ncreateApp(App).mount('#root');\n`,
      'index.html':
        '<!doctype html><html><head><meta charset="utf-8"></head><body><div id="root"></div><script type="module" src="/src/main.ts"></script></body></html>',
      // strictTemplates: unknown props are errors (vue-tsc's default lets them fall through as attributes).
      'tsconfig.json': TSCONFIG(['src/**/*.ts', 'src/**/*.vue'], { vueCompilerOptions: { strictTemplates: true } }),
      // vue-tsc's defaults, as a project gets them without configuring it.
      'tsconfig.default.json': TSCONFIG(['src/**/*.ts', 'src/**/*.vue']),
    });
  });

  it('vue-tsc fails on a wrong prop type, an unknown prop, a wrong handler type and a misspelt event, and passes the good templates', () => {
    const result = run(join(dir, 'node_modules/.bin/vue-tsc'), ['--noEmit', '-p', 'tsconfig.json'], dir);
    assert.notEqual(result.status, 0, result.output);
    assert.deepEqual(errorLines(result.output), ['Bad.vue:10', 'Bad.vue:11', 'Bad.vue:8', 'Bad.vue:9'], result.output);
    assert.match(result.output, /Type 'number' is not assignable to type 'string'/);
    assert.match(result.output, /'notAProp' does not exist/);
    assert.match(
      result.output,
      /KeyboardEvent\) => void' is not assignable to type '\(event: ThreadSelectEvent\) => void'/,
    );
  });

  it('vue-tsc under its default settings fails on a misspelt `parley-…` event whatever the handler, as on a wrong prop or handler type', () => {
    const result = run(join(dir, 'node_modules/.bin/vue-tsc'), ['--noEmit', '-p', 'tsconfig.default.json'], dir);
    assert.notEqual(result.status, 0, result.output);
    // Bad.vue:9, the unknown prop, passes as an attribute without strictTemplates (the README says so).
    assert.deepEqual(errorLines(result.output), ['Bad.vue:10', 'Bad.vue:11', 'Bad.vue:8'], result.output);
    assert.match(result.output, /Bad\.vue\(11,\d+\): error TS2322: Type '\(\) => void' is not assignable/);
  });

  it('built by Vite, runs in Chromium: `:tokenProvider.prop` sets the function, `@parley-thread-select` reaches the app', async () => {
    const { build } = await import('vite');
    const { default: vue } = await import('@vitejs/plugin-vue');
    const outDir = join(dir, 'out');
    await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      base: '/vue/',
      // As the README says: tell Vue's compiler the parley-* tags are custom elements.
      plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('parley-') } } })],
      build: { outDir, emptyOutDir: true, reportCompressedSize: false },
    });
    const { page, errors } = await openApp('vue', outDir, 'index.html');
    try {
      await until(page, 'thread rows in the inbox', inboxRowCount);
      const props = await page.evaluate(() => {
        const inbox = document.querySelector('parley-inbox') as HTMLElement & { tokenProvider?: unknown };
        const composer = document.querySelector('parley-composer') as HTMLElement & { value?: { text?: string } };
        return {
          provider: typeof inbox.tokenProvider,
          kebab: 'token-provider' in inbox,
          attribute: inbox.hasAttribute('tokenprovider'),
          value: typeof composer.value,
          valueAttribute: composer.hasAttribute('value'),
        };
      });
      assert.deepEqual(props, {
        provider: 'function',
        kebab: false,
        attribute: false,
        value: 'object',
        valueAttribute: false,
      });
      assert.notEqual(await page.$eval('#token-calls', (e) => e.textContent), '0');
      await page.evaluate(() =>
        document.querySelector('parley-inbox')!.shadowRoot!.querySelector<HTMLElement>('[role="option"]')!.click(),
      );
      await until(
        page,
        'the app to show the selected conversation',
        () => !!document.querySelector('#selected')?.textContent,
      );
      assert.deepEqual(errors, []);
    } finally {
      await page.close();
    }
  });
});

const SVELTE_GOOD = `<script lang="ts">
  import '@parley/embeds/inbox';
  import '@parley/embeds/composer';
  const getToken = async () => 'a-token';
  let selected = $state('');
</script>

<parley-inbox base-url="https://api.example.com" tokenProvider={getToken} onparley-thread-select={(e) => (selected = e.detail.conversationId)} onparley-error={(e) => console.error(e.detail.error)}></parley-inbox>
<parley-composer baseUrl="https://api.example.com" value={{ type: 'SMS', from: '+14155550100', to: '+14155550123', text: 'Hello' }}></parley-composer>
<p>{selected}</p>
`;
const SVELTE_BAD = `<script lang="ts">
  import '@parley/embeds/inbox';
  const onKey = (e: KeyboardEvent) => console.log(e.key);
</script>

<parley-inbox baseUrl={42}></parley-inbox>
<parley-inbox not-a-prop="x"></parley-inbox>
<parley-inbox onparley-thread-select={onKey}></parley-inbox>
<parley-inbox base-url={42}></parley-inbox>
`;

/** The app the Vite build runs: the good markup's bindings against the sandbox, through the page's token route. */
const SVELTE_APP = `<script lang="ts">
  import '@parley/embeds/inbox';
  import '@parley/embeds/composer';

  const { baseUrl } = (window as unknown as { PARLEY: { baseUrl: string } }).PARLEY;
  let tokenCalls = $state(0);
  const getToken = async () => {
    tokenCalls++;
    const response = await fetch('/parley-token');
    return ((await response.json()) as { token: string }).token;
  };
  let selected = $state('');
</script>

<parley-inbox base-url={baseUrl} tokenProvider={getToken} style="display: block; height: 480px" onparley-thread-select={(e) => (selected = e.detail.conversationId)} onparley-error={(e) => console.error(e.detail.error)}></parley-inbox>
<parley-composer baseUrl={baseUrl} tokenProvider={getToken} value={{ type: 'SMS', from: '+14155550100', to: '+14155550123', text: 'Hello' }}></parley-composer>
<p id="selected">{selected}</p>
<p id="token-calls">{tokenCalls}</p>
`;

describe('Svelte 5: import "@parley/embeds/svelte"', () => {
  let dir: string;
  before(async () => {
    // Vite and the Svelte plugin from the registry, as \`npx sv create\` sets up a Svelte 5 app.
    dir = await userProject(
      'svelte',
      {},
      {
        svelte: '^5.46.4',
        'svelte-check': '^4.0.0',
        typescript: '~5.9.0',
        vite: '^8.0.0',
        '@sveltejs/vite-plugin-svelte': '^7.0.0',
      },
    );
    await writeFiles(dir, {
      'src/app.d.ts': `import '@parley/embeds/svelte';\n`,
      'src/Good.svelte': SVELTE_GOOD,
      'src/Bad.svelte': SVELTE_BAD,
      'src/App.svelte': SVELTE_APP,
      'src/main.ts': `import { mount } from 'svelte';\nimport App from './App.svelte';\nmount(App, { target: document.getElementById('root')! });\n`,
      'index.html':
        '<!doctype html><html><head><meta charset="utf-8"></head><body><div id="root"></div><script type="module" src="/src/main.ts"></script></body></html>',
      'vite.config.js': `import { defineConfig } from 'vite';\nimport { svelte } from '@sveltejs/vite-plugin-svelte';\nexport default defineConfig({ base: '/svelte/', plugins: [svelte()], build: { outDir: 'out', emptyOutDir: true, reportCompressedSize: false } });\n`,
      'tsconfig.json': TSCONFIG(['src/**/*.ts', 'src/**/*.svelte']),
    });
  });

  it('svelte-check fails on a wrong property type, an unknown attribute, a wrong handler type and a non-text attribute, and passes the good markup', () => {
    const result = run(
      join(dir, 'node_modules/.bin/svelte-check'),
      ['--tsconfig', './tsconfig.json', '--output', 'machine'],
      dir,
    );
    assert.notEqual(result.status, 0, result.output);
    // machine output: `<time> ERROR "src/Bad.svelte" <line>:<col> "<message>"` (1-based lines)
    const errors = [...result.output.matchAll(/ERROR "([^"]+)" (\d+):\d+ "([^\n]*)"/g)].map((m) => ({
      file: m[1]!.split('/').at(-1),
      line: Number(m[2]),
      message: m[3]!,
    }));
    assert.deepEqual(
      errors.map((e) => `${e.file}:${e.line}`),
      ['Bad.svelte:6', 'Bad.svelte:7', 'Bad.svelte:8', 'Bad.svelte:9'],
      result.output,
    );
    assert.match(errors[0]!.message, /'number' is not assignable to type 'string'/);
    assert.match(errors[1]!.message, /not-a-prop/);
    assert.match(errors[2]!.message, /KeyboardEvent/);
  });

  it("built by Vite (the project's own, with @sveltejs/vite-plugin-svelte), runs in Chromium: properties set as properties, `onparley-thread-select` reaches the app", async () => {
    const build = run(join(dir, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], dir);
    assert.equal(build.status, 0, build.output);
    const { page, errors } = await openApp('svelte', join(dir, 'out'), 'index.html');
    try {
      await until(page, 'thread rows in the inbox', inboxRowCount);
      const props = await page.evaluate(() => {
        const inbox = document.querySelector('parley-inbox') as HTMLElement & {
          tokenProvider?: unknown;
          baseUrl?: string;
        };
        const composer = document.querySelector('parley-composer') as HTMLElement & {
          value?: { to?: string };
          baseUrl?: string;
        };
        return {
          provider: typeof inbox.tokenProvider,
          providerAttribute: inbox.hasAttribute('tokenprovider'),
          baseUrl: inbox.baseUrl === (window as unknown as { PARLEY: { baseUrl: string } }).PARLEY.baseUrl,
          composerBaseUrl: composer.baseUrl === inbox.baseUrl,
          // The composer keeps the request's recipient (it drafts RCS; an SMS value's text is not an RCS draft).
          value: composer.value?.to,
          valueAttribute: composer.hasAttribute('value'),
        };
      });
      assert.deepEqual(props, {
        provider: 'function',
        providerAttribute: false,
        baseUrl: true,
        composerBaseUrl: true,
        value: '+14155550123',
        valueAttribute: false,
      });
      assert.notEqual(await page.$eval('#token-calls', (e) => e.textContent), '0');
      await page.evaluate(() =>
        document.querySelector('parley-inbox')!.shadowRoot!.querySelector<HTMLElement>('[role="option"]')!.click(),
      );
      await until(
        page,
        'the app to show the selected conversation',
        () => !!document.querySelector('#selected')?.textContent,
      );
      assert.match(await page.$eval('#selected', (e) => e.textContent!), /\S/);
      assert.deepEqual(errors, []);
    } finally {
      await page.close();
    }
  });
});

/** The README's code block that imports `module` (the text the reader copies), or a failure naming what is missing. */
function readmeBlock(module: string, lang?: string): string {
  const readme = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8');
  const fences = [...readme.matchAll(/^```(\w+)\n([\s\S]*?)^```$/gm)].filter(
    (m) => (!lang || m[1] === lang) && m[2]!.includes(`'${module}'`),
  );
  assert.equal(fences.length, 1, `one README block${lang ? ` (${lang})` : ''} imports '${module}'`);
  return fences[0]![2]!;
}

/**
 * Mistakes Angular's template checker can see: `$event` of a `parley-*` event is the event's class (the tag's type
 * from `HTMLElementTagNameMap`, the event's from `GlobalEventHandlersEventMap`). The last tag's property bindings are
 * what it cannot see (DOM property bindings are never type-checked), asserted so the README's caveat stays true.
 */
const ANGULAR_BAD = `import { Component, CUSTOM_ELEMENTS_SCHEMA } from '@angular/core';
import '@parley/embeds/inbox';

@Component({
  selector: 'app-bad',
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: \`
    <parley-inbox (parley-thread-select)="count($event.detail.conversationId)"></parley-inbox>
    <parley-inbox (parley-error)="key($event)"></parley-inbox>
    <parley-inbox (parley-thread-select)="open($event.detail.conversationID)"></parley-inbox>
    <parley-inbox [baseUrl]="42" [tokenProvidr]="open"></parley-inbox>
  \`,
})
export class BadComponent {
  protected count(n: number) {
    return n;
  }
  protected key(e: KeyboardEvent) {
    return e.key;
  }
  protected open(id: string) {
    return id;
  }
}
`;

describe('Angular 21: the README component under strictTemplates', () => {
  let dir: string;
  before(async () => {
    dir = await userProject(
      'angular',
      {
        '@angular/core': '^21.0.0',
        '@angular/common': '^21.0.0',
        '@angular/compiler': '^21.0.0',
        '@angular/platform-browser': '^21.0.0',
        rxjs: '~7.8.0',
        tslib: '^2.3.0',
      },
      {
        '@angular/build': '^21.0.0',
        '@angular/cli': '^21.0.0',
        '@angular/compiler-cli': '^21.0.0',
        typescript: '~5.9.0',
      },
    );
    const tsconfig = {
      compilerOptions: {
        strict: true,
        target: 'ES2022',
        module: 'preserve',
        moduleResolution: 'bundler',
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        isolatedModules: true,
        skipLibCheck: true,
        outDir: 'out-tsc',
      },
      // What `ng new` turns on: strict templates type `$event` of DOM events (strictDomEventTypes).
      angularCompilerOptions: { strictTemplates: true, strictInjectionParameters: true },
      files: ['src/main.ts'],
    };
    await writeFiles(dir, {
      'angular.json': JSON.stringify({
        version: 1,
        projects: {
          app: {
            projectType: 'application',
            root: '',
            sourceRoot: 'src',
            architect: {
              build: {
                builder: '@angular/build:application',
                options: {
                  browser: 'src/main.ts',
                  index: 'src/index.html',
                  tsConfig: 'tsconfig.json',
                  outputPath: 'dist',
                  baseHref: '/angular/',
                },
              },
            },
          },
        },
        cli: { analytics: false },
      }),
      'tsconfig.json': JSON.stringify(tsconfig, null, 2),
      'tsconfig.bad.json': JSON.stringify({ extends: './tsconfig.json', files: ['src/bad.component.ts'] }),
      'src/app/support.component.ts': readmeBlock('@angular/core'),
      // The sandbox's address, which the test page carries in `window.PARLEY`.
      'src/environments/environment.ts': `export const environment = {\n  parleyUrl: (window as unknown as { PARLEY: { baseUrl: string } }).PARLEY.baseUrl,\n};\n`,
      'src/main.ts': `import { bootstrapApplication } from '@angular/platform-browser';\nimport { SupportComponent } from './app/support.component';\n\nbootstrapApplication(SupportComponent).catch((error: unknown) => console.error(error));\n`,
      'src/index.html':
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Support</title></head><body><app-support></app-support></body></html>',
      'src/bad.component.ts': ANGULAR_BAD,
    });
  });

  it('ngc fails on a wrong handler parameter type, a wrong event type and a misspelt detail field; DOM property bindings pass unchecked', () => {
    const result = run(join(dir, 'node_modules/.bin/ngc'), ['-p', 'tsconfig.bad.json', '--noEmit'], dir);
    assert.notEqual(result.status, 0, result.output);
    const output = result.output.replace(/\x1b\[[0-9;]*m/g, '');
    const errors = [...output.matchAll(/bad\.component\.ts:(\d+):\d+ - error (TS\d+): ([^\n]*)/g)].map(
      (m) => `${m[1]} ${m[2]} ${m[3]}`,
    );
    assert.deepEqual(
      errors,
      [
        "8 TS2345 Argument of type 'string' is not assignable to parameter of type 'number'.",
        "9 TS2345 Argument of type 'ParleyErrorEvent<ParleyErrorAction>' is not assignable to parameter of type 'KeyboardEvent'.",
        "10 TS2551 Property 'conversationID' does not exist on type 'ThreadSelectDetail'. Did you mean 'conversationId'?",
      ],
      output,
    );
  });

  it('`ng build` of the README component runs in Chromium: the inbox renders from the sandbox, `(parley-thread-select)` reaches the component', async () => {
    const build = run(join(dir, 'node_modules/.bin/ng'), ['build'], dir);
    assert.equal(build.status, 0, build.output);
    const { page, errors } = await openApp('angular', join(dir, 'dist/browser'), 'index.html');
    try {
      await until(page, 'thread rows in the inbox', inboxRowCount);
      const props = await page.evaluate(() => {
        const inbox = document.querySelector('parley-inbox') as HTMLElement & { tokenProvider?: unknown };
        return { provider: typeof inbox.tokenProvider, baseUrl: inbox.getAttribute('base-url') };
      });
      assert.deepEqual(props, { provider: 'function', baseUrl: sandbox.baseUrl });
      await page.evaluate(() =>
        document.querySelector('parley-inbox')!.shadowRoot!.querySelector<HTMLElement>('[role="option"]')!.click(),
      );
      await until(page, 'the component to show the opened conversation', () =>
        /\S/.test(document.querySelector('app-support p')?.textContent ?? ''),
      );
      assert.deepEqual(errors, []);
    } finally {
      await page.close();
    }
  });
});

/** Mistakes svelte-check must see in a SvelteKit project too (its tsconfig is the one `svelte-kit sync` writes). */
const SVELTEKIT_BAD = `<script lang="ts">
  import '@parley/embeds/inbox';
  const onKey = (e: KeyboardEvent) => console.log(e.key);
</script>

<parley-inbox baseUrl={42}></parley-inbox>
<parley-inbox onparley-thread-select={onKey}></parley-inbox>
`;

/** A port nobody listens on (adapter-node prints the port it was given, so the test picks one). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('SvelteKit (Svelte 5, adapter-node): the README page and token route, server-rendered', () => {
  let dir: string;
  before(async () => {
    dir = await userProject(
      'sveltekit',
      {},
      {
        '@sveltejs/kit': '^2.70.0',
        '@sveltejs/adapter-node': '^5.5.0',
        '@sveltejs/vite-plugin-svelte': '^7.0.0',
        svelte: '^5.46.4',
        'svelte-check': '^4.0.0',
        typescript: '~5.9.0',
        vite: '^8.0.0',
      },
    );
    await writeFiles(dir, {
      'svelte.config.js': `import adapter from '@sveltejs/adapter-node';\nexport default { kit: { adapter: adapter() } };\n`,
      'vite.config.js': `import { sveltekit } from '@sveltejs/kit/vite';\nimport { defineConfig } from 'vite';\nexport default defineConfig({ plugins: [sveltekit()], logLevel: 'warn' });\n`,
      // As \`npx sv create\` writes it.
      'tsconfig.json': JSON.stringify(
        {
          extends: './.svelte-kit/tsconfig.json',
          compilerOptions: {
            allowJs: true,
            checkJs: true,
            esModuleInterop: true,
            forceConsistentCasingInFileNames: true,
            resolveJsonModule: true,
            skipLibCheck: true,
            sourceMap: true,
            strict: true,
            moduleResolution: 'bundler',
          },
        },
        null,
        2,
      ),
      'src/app.html':
        '<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8" /><link rel="icon" href="data:," />%sveltekit.head%</head>\n<body><div style="display: contents">%sveltekit.body%</div></body>\n</html>\n',
      'src/app.d.ts': `import '@parley/embeds/svelte';\n\nexport {};\n`,
      'src/routes/support/+page.svelte': readmeBlock('$env/dynamic/public', 'svelte'),
      'src/routes/parley-token/+server.ts': readmeBlock('$lib/server/session', 'ts'),
      // The app's own session: everyone is signed in here.
      'src/lib/server/session.ts': `export async function getSession(_request: Request): Promise<{ userId: string } | null> {\n  return { userId: 'agent@example.com' };\n}\n`,
      'src/lib/Bad.svelte': SVELTEKIT_BAD,
    });
    const sync = run(join(dir, 'node_modules/.bin/svelte-kit'), ['sync'], dir);
    assert.equal(sync.status, 0, sync.output);
  });

  it('svelte-check with the typings: the README page and route pass, a wrong property type and a wrong handler type fail', () => {
    const result = run(
      join(dir, 'node_modules/.bin/svelte-check'),
      ['--tsconfig', './tsconfig.json', '--output', 'machine'],
      dir,
    );
    assert.notEqual(result.status, 0, result.output);
    const errors = [...result.output.matchAll(/ERROR "([^"]+)" (\d+):\d+ "([^\n]*)"/g)].map((m) => `${m[1]}:${m[2]}`);
    assert.deepEqual(errors, ['src/lib/Bad.svelte:6', 'src/lib/Bad.svelte:7'], result.output);
  });

  it('built with adapter-node: SSR renders <parley-inbox> without crashing, the token route answers, and in Chromium the element upgrades and `onparley-thread-select` reaches the page', async () => {
    const build = run(join(dir, 'node_modules/.bin/vite'), ['build'], dir);
    assert.equal(build.status, 0, build.output);
    const port = await freePort();
    const server = spawn(process.execPath, [join(dir, 'build/index.js')], {
      cwd: dir,
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_PARLEY_URL: sandbox.baseUrl,
        PARLEY_EMBED_KID: 'sandbox-hs256',
        PARLEY_EMBED_SECRET: 'sandbox-embed-secret-0123456789abcdef0123456789abcdef',
        PARLEY_TEAM: 'team_sandbox',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    server.stdout.on('data', (chunk) => (log += chunk));
    server.stderr.on('data', (chunk) => (log += chunk));
    try {
      const origin = `http://127.0.0.1:${port}`;
      for (let i = 0; !log.includes('Listening'); i++) {
        assert.ok(i < 300 && server.exitCode === null, `the app starts:\n${log}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const html = await (await fetch(`${origin}/support`)).text();
      assert.match(html, /<parley-inbox base-url="[^"]+" token-url="\/parley-token"><\/parley-inbox>/, html);
      assert.ok(html.includes(`base-url="${sandbox.baseUrl}"`), html);
      const token = await fetch(`${origin}/parley-token`);
      assert.equal(token.status, 200, await token.clone().text());
      assert.match(((await token.json()) as { token: string }).token, /^ey/);

      const page = await browser.newPage();
      const watch = await watchPage(page);
      try {
        await page.goto(`${origin}/support`, { waitUntil: 'load' });
        await until(page, 'thread rows in the server-rendered inbox', inboxRowCount);
        await page.evaluate(() =>
          document.querySelector('parley-inbox')!.shadowRoot!.querySelector<HTMLElement>('[role="option"]')!.click(),
        );
        await until(page, 'the page to show the opened conversation', () =>
          /\S/.test(document.querySelector('parley-inbox + p')?.textContent ?? ''),
        );
        assert.deepEqual(watch.errors, []);
      } finally {
        await page.close();
      }
      assert.doesNotMatch(log, /Error/, log);
    } finally {
      server.kill();
    }
  });
});
