/**
 * The server stacks as users build them, on the packed tarball installed into fresh projects (outside this
 * repository, so nothing resolves from our node_modules): Express, Fastify, Hono and Koa servers written as the
 * README writes them, type-checked under `strict` with no DOM lib (`module: nodenext`), then run, asked for a token
 * and sent real webhook deliveries by the sandbox; and a Next.js App Router app whose one-line token and webhook
 * routes (Node runtime and `runtime = 'edge'`) pass `next build` and answer under `next start`, and whose hosted-form
 * page (the README's server component around `renderFormHtml`) submits in Chromium with scripts off and, with
 * scripts on, is taken over by `<parley-form>` from the copied `dist/cdn`, whose draft is saved across origins (the
 * app's to the service's) and resumed in another browser.
 *
 * Lean on purpose (`npm run test:stacks`): one project per stack (servers, Next.js), installed once per tarball
 * content with the npm cache preferred, both installs in parallel and `next build` running while the server stacks
 * are tested.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startSandboxServer, type SandboxServer } from '../../src/sandbox/server.js';
import { verifyEmbedToken, CONSUMED_BODY_MESSAGE } from '../../src/node/index.js';
import { ROOT } from '../shipped/packed.js';
import { launchChromium } from '../node/dist/harness.js';
import { compileBlocks, packageOf, readmeBlocks } from '../readme-blocks.js';
import { NODE16_TSCONFIG, NO_DOM_TSCONFIG, RUNTIME_APPS, SERVER_APPS, SERVER_TSCONFIG, nextApp } from './apps.js';

const STACKS = join(tmpdir(), 'parley-stacks');
const EMBED_SECRET = 'stacks-embed-secret-0123456789abcdef0123456789';
const NPM_ENV = {
  ...process.env,
  npm_config_loglevel: 'error',
  npm_config_fund: 'false',
  npm_config_audit: 'false',
  npm_config_update_notifier: 'false',
};

/** Runs a command to completion (async, so installs and builds overlap); rejects with its output on failure. */
function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = NPM_ENV): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) =>
      code === 0
        ? resolve(out)
        : reject(new Error(`${command} ${args.join(' ')} failed in ${cwd} (${code}):\n${out.slice(-4000)}`)),
    );
  });
}

/** Builds and packs the package; `PARLEY_STACKS_TARBALL=<file.tgz>` reuses a packed one (reruns while debugging). */
async function packTarball(): Promise<string> {
  if (process.env.PARLEY_STACKS_TARBALL) return process.env.PARLEY_STACKS_TARBALL;
  const { buildAll } = await import('../../scripts/build.js');
  await buildAll(undefined, { typecheck: false });
  const packDir = join(STACKS, 'tarballs');
  await mkdir(packDir, { recursive: true });
  const result = spawnSync('npm', ['pack', '--json', '--pack-destination', packDir], {
    cwd: ROOT,
    encoding: 'utf8',
    env: NPM_ENV,
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return join(packDir, basename((JSON.parse(result.stdout) as { filename: string }[])[0]!.filename));
}

/** A project with the tarball and `dependencies`, installed once per (tarball, dependencies) and reused. */
async function project(name: string, tarball: string, dependencies: Record<string, string>): Promise<string> {
  const hash = createHash('sha256')
    .update(readFileSync(tarball))
    .update(JSON.stringify(dependencies))
    .digest('hex')
    .slice(0, 12);
  const dir = join(STACKS, `${name}-${hash}`);
  if (existsSync(join(dir, '.installed'))) return dir;
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const manifest = {
    name: `a-${name}-app`,
    private: true,
    type: 'module',
    dependencies: { '@parley/embeds': `file:${tarball}`, ...dependencies },
  };
  await writeFile(join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], dir);
  await writeFile(join(dir, '.installed'), new Date().toISOString());
  return dir;
}

/**
 * The runtimes' own tools (wrangler with workerd, Deno, Bun: binaries shipped inside registry packages), installed
 * once per set of versions and kept across tarballs, unlike the projects: they are 390 MB. Bun's postinstall only
 * links its binary from the platform package, so it is run by hand after an install with scripts off.
 */
async function tools(name: string, dependencies: Record<string, string>): Promise<string> {
  const dir = join(
    STACKS,
    `${name}-${createHash('sha256').update(JSON.stringify(dependencies)).digest('hex').slice(0, 12)}`,
  );
  if (existsSync(join(dir, '.installed'))) return dir;
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await writeFile(
    join(dir, 'package.json'),
    JSON.stringify({ name: `${name}-tools`, private: true, dependencies }, null, 2),
  );
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], dir);
  if (dependencies.bun) await run(process.execPath, ['install.js'], join(dir, 'node_modules/bun'));
  await writeFile(join(dir, '.installed'), new Date().toISOString());
  return dir;
}

async function writeFiles(dir: string, files: Record<string, string>): Promise<void> {
  for (const [file, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await writeFile(join(dir, file), text);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts a server process and resolves once it prints `ready` (its output is kept for the assertions). */
function start(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  ready: RegExp,
): Promise<{ child: ChildProcess; output: () => string }> {
  return new Promise((resolve, reject) => {
    // Its own process group, so that stopping it also stops what it started (wrangler's workerd, the binary behind
    // Deno's npm launcher), which would otherwise outlive the test and hold its output pipes open.
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${command} did not start:\n${out}`)), 60_000);
    const onData = (d: Buffer) => {
      out += d;
      if (ready.test(out)) {
        clearTimeout(timer);
        resolve({ child, output: () => out });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${command} exited (${code}):\n${out}`)));
  });
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    process.kill(-child.pid!, 'SIGTERM');
  });

let sandbox: SandboxServer;
let tarball: string;
let serversDir: string;
let nextDir: string;
let nextBuild: Promise<string>;
let runtimesDir: string;

async function api(path: string, body?: unknown): Promise<any> {
  const response = await fetch(`${sandbox.baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', 'SERVICE-API-KEY': sandbox.sandbox.context.options.apiKey },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  assert.ok(response.ok, `${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** Attaches a webhook for MESSAGE.STATUS of the demo phone number and returns its id and signing secret. */
async function attach(url: string): Promise<{ webhookId: string; signingSecret: string }> {
  return api('/webhooks/attach', { name: `stack ${url}`, url, senders: ['+14155550100'], event: 'MESSAGE.STATUS' });
}

/** Sends an SMS from the demo number and waits for the webhook's first delivery; returns its attempts. */
async function deliveryTo(
  webhookId: string,
): Promise<{ state: string; attempts: { status: number | null; error: string | null }[] }> {
  await api('/send', { type: 'SMS', from: '+14155550100', to: '+14155550123', text: `stacks ${webhookId}` });
  for (let i = 0; i < 200; i++) {
    const { data } = await api(`/sandbox/deliveries?webhookId=${webhookId}`);
    // This send's own delivery (status changes of earlier sends also reach a newly attached webhook).
    const mine = data.find(
      (d: { event: { message?: { text?: string } }; attempts: unknown[] }) =>
        d.event.message?.text === `stacks ${webhookId}` && d.attempts.length,
    );
    if (mine) return mine;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no delivery to webhook ${webhookId}`);
}

async function detach(webhookId: string): Promise<void> {
  await api('/webhooks/detach', { webhookId, senders: ['+14155550100'] });
}

async function checkToken(origin: string, path: string): Promise<void> {
  const refused = await fetch(`${origin}${path}`);
  assert.equal(refused.status, 401, `${path} without a session`);
  const response = await fetch(`${origin}${path}`, { headers: { 'x-user': 'user_42' } });
  assert.equal(response.status, 200, await response.clone().text());
  assert.equal(response.headers.get('cache-control'), 'no-store');
  const { token } = (await response.json()) as { token: string };
  const { claims } = await verifyEmbedToken(
    token,
    { 'sandbox-hs256': { secret: EMBED_SECRET } },
    { team: 'team_sandbox' },
  );
  assert.equal(claims.sub, 'user_42');
}

before(async () => {
  await mkdir(STACKS, { recursive: true });
  // The service holds the apps' embed key: the support page's tokens are sent to it.
  sandbox = await startSandboxServer({ port: 0, log: () => {}, sandbox: { embedSecret: EMBED_SECRET } });
  tarball = await packTarball();
  [serversDir, nextDir, runtimesDir] = await Promise.all([
    project('servers', tarball, {
      express: '^5.1.0',
      '@types/express': '^5.0.0',
      fastify: '^5.0.0',
      hono: '^4.6.0',
      '@hono/node-server': '^1.13.0 || ^2.0.0',
      koa: '^3.0.0',
      '@types/koa': '^3.0.0',
      '@types/node': '^20.19.0',
    }),
    project('next', tarball, {
      next: '^16.0.0',
      react: '^19.0.0',
      'react-dom': '^19.0.0',
      typescript: '~5.9.3',
      '@types/react': '^19.0.0',
      '@types/node': '^20.19.0',
    }),
    tools('runtimes', { wrangler: '^4.86.0', deno: '^2.9.0', bun: '^1.4.0' }),
  ]);
  // `next build` (type check included) runs while the server stacks are tested.
  if (!process.env.PARLEY_STACKS_SKIP_NEXT) {
    await rm(join(nextDir, 'app'), { recursive: true, force: true });
    await rm(join(nextDir, '.next'), { recursive: true, force: true });
    await writeFiles(nextDir, nextApp());
    // The element's files where the README's hosted-form page loads them ("By script tag": dist/cdn copied whole).
    await rm(join(nextDir, 'public'), { recursive: true, force: true });
    await cp(join(nextDir, 'node_modules/@parley/embeds/dist/cdn'), join(nextDir, 'public/vendor/parley/cdn'), {
      recursive: true,
    });
  }
  nextBuild = process.env.PARLEY_STACKS_SKIP_NEXT
    ? Promise.reject(new Error('PARLEY_STACKS_SKIP_NEXT is set'))
    : run(join(nextDir, 'node_modules/.bin/next'), ['build'], nextDir, {
        ...NPM_ENV,
        ...nextFormEnv(),
        NEXT_TELEMETRY_DISABLED: '1',
      });
  nextBuild.catch(() => undefined);
});

after(async () => {
  await sandbox?.close();
});

/**
 * Where the README's server-rendered pages find the service (`NEXT_PUBLIC_*` is read at build time too), and the
 * embed key and team the support page mints with.
 */
const nextFormEnv = () => ({
  NEXT_PUBLIC_PARLEY_API_URL: sandbox.baseUrl,
  PARLEY_FORMS_URL: `${sandbox.origin}/forms`,
  PARLEY_EMBED_KID: 'sandbox-hs256',
  PARLEY_TEAM: 'team_sandbox',
});

describe('server stacks (Express, Fastify, Hono, Koa)', () => {
  test('typecheck: strict, module nodenext, lib ES2022 without DOM; our declarations with skipLibCheck off', async () => {
    await rm(join(serversDir, 'src'), { recursive: true, force: true });
    await writeFiles(join(serversDir, 'src'), SERVER_APPS);
    await writeFile(join(serversDir, 'tsconfig.json'), JSON.stringify(SERVER_TSCONFIG, null, 2));
    await writeFile(join(serversDir, 'tsconfig.nodom.json'), JSON.stringify(NO_DOM_TSCONFIG, null, 2));
    // The repository's tsc; every import resolves from the user's project.
    const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
    await Promise.all([
      run(process.execPath, [tsc, '-p', 'tsconfig.json'], serversDir),
      run(process.execPath, [tsc, '-p', 'tsconfig.nodom.json'], serversDir),
    ]);
  });

  test('README blocks importing a server framework compile against the installed frameworks (strict)', () => {
    const frameworks = new Set(['express', 'fastify', 'koa', 'hono', '@hono/node-server']);
    const blocks = readmeBlocks().filter((b) => !b.optOut && b.imports.some((i) => frameworks.has(packageOf(i))));
    assert.ok(
      blocks.some((b) => b.imports.includes('fastify')) && blocks.some((b) => b.imports.includes('koa')),
      'the Fastify and Koa receivers are in the README',
    );
    const failures = [...compileBlocks(blocks, join(serversDir, 'readme-blocks'))].flatMap(([, messages]) => messages);
    assert.deepEqual(failures, [], failures.join('\n'));
  });

  test('CommonJS: under module node16 TypeScript refuses require() of the ES-module package (TS1479), as the README says', async () => {
    await writeFile(join(serversDir, 'tsconfig.node16.json'), JSON.stringify(NODE16_TSCONFIG, null, 2));
    const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
    const error = await run(process.execPath, [tsc, '-p', 'tsconfig.node16.json'], serversDir).then(
      () => undefined,
      (e: Error) => e.message,
    );
    assert.match(error ?? 'tsc passed', /TS1479/);
  });

  for (const stack of ['express', 'fastify', 'hono', 'koa', 'express-cjs'] as const) {
    test(`${stack}: token route and a real sandbox delivery`, async () => {
      const port = await freePort();
      const hook = await attach(`http://127.0.0.1:${port}/parley/webhooks`);
      // express-cjs: `require('@parley/embeds/node')` on Node ≥ 20.19 without a flag (require of ES modules).
      const file = stack === 'express-cjs' ? `${stack}.cjs` : `${stack}.js`;
      const server = await start(
        process.execPath,
        [join(serversDir, 'out', file)],
        serversDir,
        {
          PORT: String(port),
          PARLEY_EMBED_SECRET: EMBED_SECRET,
          PARLEY_WEBHOOK_SECRET: hook.signingSecret,
        },
        /LISTENING \d+/,
      );
      try {
        await checkToken(`http://127.0.0.1:${port}`, '/parley-token');
        const delivery = await deliveryTo(hook.webhookId);
        assert.equal(delivery.attempts[0]!.status, 200, JSON.stringify(delivery));
        for (let i = 0; i < 50 && !/EVENT MESSAGE\.STATUS/.test(server.output()); i++)
          await new Promise((r) => setTimeout(r, 50));
        assert.match(server.output(), /EVENT MESSAGE\.STATUS msg_/);
        if (stack === 'fastify') {
          // The route without the raw-body scope is told what to set up, instead of "not valid JSON".
          const naive = await fetch(`http://127.0.0.1:${port}/naive/webhooks`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'SERVICE-SIGNING-SECRET': hook.signingSecret },
            body: '{"type":"MESSAGE.STATUS"}',
          });
          assert.equal(naive.status, 500);
          assert.equal(((await naive.json()) as { error: string }).error, CONSUMED_BODY_MESSAGE);
        }
      } finally {
        await detach(hook.webhookId);
        await stop(server.child);
      }
    });
  }
});

describe('Next.js App Router (next build, next start; Node and Edge routes)', () => {
  let origin: string;
  let server: Awaited<ReturnType<typeof start>> | undefined;
  const hooks: { webhookId: string; signingSecret: string }[] = [];

  test('next build passes (type check included) with both runtimes', async () => {
    const output = await nextBuild;
    assert.match(output, /\/api\/parley-token/);
    assert.match(output, /\/api\/edge\/parley-token/);
    assert.match(output, /\/survey/);
    assert.match(output, /\/support/);
  });

  test('next start: token routes answer on the Node runtime and on Edge', async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    hooks.push(await attach(`${origin}/api/parley/webhooks`));
    hooks.push(await attach(`${origin}/api/edge/parley/webhooks`));
    server = await start(
      join(nextDir, 'node_modules/.bin/next'),
      ['start', '-p', String(port), '-H', '127.0.0.1'],
      nextDir,
      {
        PARLEY_EMBED_SECRET: EMBED_SECRET,
        PARLEY_WEBHOOK_SECRET: hooks[0]!.signingSecret,
        PARLEY_EDGE_WEBHOOK_SECRET: hooks[1]!.signingSecret,
        ...nextFormEnv(),
        NEXT_TELEMETRY_DISABLED: '1',
      },
      /Ready|started server|Local:/i,
    );
    await checkToken(origin, '/api/parley-token');
    await checkToken(origin, '/api/edge/parley-token');
    const page = await fetch(`${origin}/`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /data-audience="parley-embed"[^>]*>server rendered/);
  });

  test('next start: webhook routes verify real sandbox deliveries (Node and Edge)', async (t) => {
    if (!server) return t.skip('next start did not come up');
    const node = await deliveryTo(hooks[0]!.webhookId);
    assert.equal(node.attempts[0]!.status, 200, JSON.stringify(node));
    const edge = await deliveryTo(hooks[1]!.webhookId);
    assert.equal(edge.attempts[0]!.status, 200, JSON.stringify(edge));
    const wrongSecret = await fetch(`${origin}/api/edge/parley/webhooks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'SERVICE-SIGNING-SECRET': hooks[0]!.signingSecret },
      body: '{}',
    });
    assert.equal(wrongSecret.status, 401, "the edge route checks the secret: another webhook's is refused");
    assert.match(server.output(), /EVENT MESSAGE\.STATUS msg_/);
  });

  test("next start: the README's support page carries the inbox's first page, which shows without the phone asking for it", async (t) => {
    if (!server) return t.skip('next start did not come up');
    const browser = await launchChromium();
    try {
      const page = await (await browser.createBrowserContext()).newPage();
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(String(error)));
      const lists: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.endsWith('/conversations/list')) lists.push(request.method());
      });
      await page.setCookie({ name: 'user', value: 'agent@example.com', url: origin });
      const response = await page.goto(`${origin}/support`, { waitUntil: 'load' });
      assert.match(response?.headers()['cache-control'] ?? '', /no-store/);
      assert.ok(await page.$('script[data-parley-first-answers]'), 'the page carries the first answers');
      await page.waitForFunction(
        () =>
          (document.querySelector('parley-inbox')?.shadowRoot?.querySelectorAll('[part~="thread-row"]').length ?? 0) >
          0,
        { timeout: 30_000 },
      );
      assert.deepEqual(lists, [], 'the first page came with the HTML');
      assert.deepEqual(pageErrors, []);
    } finally {
      await browser.close();
    }
  });

  test("next start: the README's hosted-form page submits with scripts off, and is taken over with scripts on (its draft resumed across origins)", async (t) => {
    if (!server) return t.skip('next start did not come up');
    const form = await api('/forms', {
      name: 'Stacks survey',
      fields: [{ key: 'name', label: 'Your name', type: 'text', required: true, autocomplete: 'name' }],
    });
    /** A recipient link of the form, opened on the Next.js page (`?id=&t=`, as the README's page reads it). */
    const link = async (to: string) => {
      const sent = await api('/forms/send', { form_id: form.id, from: '+14155550100', to });
      const token = new URL(sent.url).searchParams.get('t')!;
      return `${origin}/survey?id=${encodeURIComponent(form.id)}&t=${encodeURIComponent(token)}`;
    };
    const names = async () =>
      ((await api(`/forms/${form.id}/submissions/list`, {})).data as { data: { name: string } }[]).map(
        (s) => s.data.name,
      );
    const browser = await launchChromium();
    try {
      // Scripts off: the server component's HTML is the form; it posts to the service's hosted page, which thanks.
      const off = await (await browser.createBrowserContext()).newPage();
      await off.setJavaScriptEnabled(false);
      await off.goto(await link('+14155550181'), { waitUntil: 'load' });
      assert.equal(await off.$eval('parley-form h1', (h) => h.textContent?.trim()), 'Stacks survey');
      await off.type('#f-name', 'Without Scripts');
      await Promise.all([off.waitForNavigation(), off.click('button[value=submit]')]);
      assert.match(await off.$eval('.pf-done', (p) => p.textContent ?? ''), /Thank you/);
      assert.deepEqual(await names(), ['Without Scripts']);

      // Scripts on: the element from the copied dist/cdn takes the same HTML over and submits itself.
      const on = await (await browser.createBrowserContext()).newPage();
      const pageErrors: string[] = [];
      on.on('pageerror', (error) => pageErrors.push(String(error)));
      const url = await link('+14155550182');
      await on.goto(url, { waitUntil: 'load' });
      const phase = () =>
        on.evaluate(() => (document.querySelector('parley-form') as unknown as { phase?: string }).phase);
      await on.waitForFunction(
        () => (document.querySelector('parley-form') as unknown as { phase?: string }).phase === 'ready',
        { timeout: 30_000 },
      );
      assert.equal(await on.$('form[data-parley-form]'), null, "the page's form was taken over");
      const input = (await on.evaluateHandle(() =>
        document.querySelector('parley-form')!.shadowRoot!.getElementById('f-name'),
      )) as unknown as import('puppeteer-core').ElementHandle<HTMLInputElement>;
      // The draft goes from the customer's origin to the service's (a cross-origin PUT with the link's token, after
      // the typing pause), and another browser opening the same link resumes it.
      const saved = on.waitForResponse(
        (r) =>
          r.request().method() === 'PUT' &&
          new URL(r.url()).pathname.endsWith(`/forms/${form.id}/draft`) &&
          !!r.request().postData()?.includes('With Scripts'),
        { timeout: 15_000 },
      );
      await input.type('With Scripts');
      assert.equal((await saved).status(), 200, 'the draft was saved across origins');
      const resumed = await (await browser.createBrowserContext()).newPage();
      await resumed.goto(url, { waitUntil: 'load' });
      await resumed.waitForFunction(
        () => (document.querySelector('parley-form') as unknown as { phase?: string }).phase === 'ready',
        { timeout: 30_000 },
      );
      assert.equal(
        await resumed.evaluate(
          () => (document.querySelector('parley-form')!.shadowRoot!.getElementById('f-name') as HTMLInputElement).value,
        ),
        'With Scripts',
      );
      await on.evaluate(() =>
        document.querySelector('parley-form')!.shadowRoot!.querySelector<HTMLElement>('[part=submit]')!.click(),
      );
      await on.waitForFunction(
        () => (document.querySelector('parley-form') as unknown as { phase?: string }).phase === 'done',
        { timeout: 15_000 },
      );
      assert.equal(on.url(), url, 'the element sent the answers: no navigation');
      assert.equal(await phase(), 'done');
      assert.deepEqual((await names()).sort(), ['With Scripts', 'Without Scripts']);
      assert.deepEqual(pageErrors, []);
    } finally {
      await browser.close();
    }
  });

  after(async () => {
    for (const hook of hooks) await detach(hook.webhookId).catch(() => undefined);
    if (server) await stop(server.child);
  });
});

/**
 * Cloudflare Workers (workerd under `wrangler dev`, as Workers users run locally), Deno and Bun run the same
 * fetch-style app from the packed tarball (installed in the servers project, where `runtimes/` sits beside
 * `node_modules`): each resolves `@parley/embeds/node` by its own export conditions, mints a token the test verifies
 * and verifies a real sandbox delivery.
 */
describe('fetch-style runtimes (Cloudflare Workers via wrangler dev, Deno, Bun)', () => {
  let appDir: string;
  before(async () => {
    appDir = join(serversDir, 'runtimes');
    await rm(appDir, { recursive: true, force: true });
    await writeFiles(appDir, RUNTIME_APPS);
  });

  const bin = (name: string) => join(runtimesDir, 'node_modules/.bin', name);
  const quiet = { NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1', WRANGLER_SEND_METRICS: 'false', CI: '1' };
  const runtimes = {
    // workerd's conditions (`workerd`, `worker`, `browser`) pick the edge build; no nodejs_compat flag is set.
    workers: {
      build: 'edge',
      start: (port: number, secrets: Record<string, string>) => ({
        command: bin('wrangler'),
        args: [
          'dev',
          '--port',
          String(port),
          '--ip',
          '127.0.0.1',
          '--inspector-port',
          '0',
          ...Object.entries(secrets).flatMap(([k, v]) => ['--var', `${k}:${v}`]),
        ],
        cwd: join(appDir, 'worker'),
        env: { ...quiet, XDG_CONFIG_HOME: join(runtimesDir, 'config') },
        ready: /Ready on http/,
      }),
    },
    // Deno's `deno` condition picks the edge build; node_modules is the project's (Deno's "bring your own").
    deno: {
      build: 'edge',
      start: (port: number, secrets: Record<string, string>) => ({
        command: bin('deno'),
        args: ['run', '--allow-net', '--allow-env', '--allow-read', join(appDir, 'deno.ts')],
        cwd: serversDir,
        env: { ...quiet, ...secrets, PORT: String(port), DENO_DIR: join(runtimesDir, 'deno-dir') },
        ready: /LISTENING \d+/,
      }),
    },
    // Bun takes `default`: the Node build, on Bun's node:crypto.
    bun: {
      build: 'node',
      start: (port: number, secrets: Record<string, string>) => ({
        command: bin('bun'),
        args: [join(appDir, 'bun.ts')],
        cwd: serversDir,
        env: { ...quiet, ...secrets, PORT: String(port) },
        ready: /LISTENING \d+/,
      }),
    },
  };

  for (const [name, runtime] of Object.entries(runtimes)) {
    test(`${name}: token route and a real sandbox delivery from the packed tarball (${runtime.build} build)`, async () => {
      const port = await freePort();
      const hook = await attach(`http://127.0.0.1:${port}/parley/webhooks`);
      const how = runtime.start(port, { PARLEY_EMBED_SECRET: EMBED_SECRET, PARLEY_WEBHOOK_SECRET: hook.signingSecret });
      const server = await start(how.command, how.args, how.cwd, how.env, how.ready);
      try {
        const origin = `http://127.0.0.1:${port}`;
        assert.equal(
          await (await fetch(`${origin}/build`)).text(),
          runtime.build,
          'the build its export conditions pick',
        );
        await checkToken(origin, '/parley-token');
        const delivery = await deliveryTo(hook.webhookId);
        assert.equal(delivery.attempts[0]!.status, 200, JSON.stringify(delivery));
        for (let i = 0; i < 100 && !/EVENT MESSAGE\.STATUS/.test(server.output()); i++)
          await new Promise((r) => setTimeout(r, 50));
        assert.match(server.output(), /EVENT MESSAGE\.STATUS msg_/);
        const wrongSecret = await fetch(`${origin}/parley/webhooks`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'SERVICE-SIGNING-SECRET': 'not-the-secret' },
          body: '{}',
        });
        assert.equal(wrongSecret.status, 401);
      } finally {
        await detach(hook.webhookId);
        await stop(server.child);
      }
    });
  }

  test('deno check: the app and the package types compile under Deno (no DOM lib)', async () => {
    await run(bin('deno'), ['check', join(appDir, 'deno.ts')], serversDir, {
      ...NPM_ENV,
      NO_COLOR: '1',
      DENO_NO_UPDATE_CHECK: '1',
      DENO_DIR: join(runtimesDir, 'deno-dir'),
    });
  });
});
