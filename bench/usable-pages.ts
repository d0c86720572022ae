/**
 * The pages bench/usable.ts loads, and the customer's site that serves them: HTML pages (some rendered per request,
 * with their elements' first answers in them, as the README's server-rendered page does), the packed package's CDN
 * folder, app bundles, and two token routes — `/token` as the README's backend has it (`firstAnswers`: the element's
 * first page or form comes back with its token) and `/token-plain` without first answers. The API is the sandbox, on
 * another origin, so the elements' first API calls pay their CORS preflight as on a customer's site.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createTokenHandler } from '../src/node/handlers.js';
import { createEmbedToken } from '../src/node/tokens.js';
import { pageFirstAnswers, type PageFirstAnswersElement } from '../src/node/page-first-answers.js';
import { SCOPES, type Scope } from '../src/schemas/token.js';
import type { SandboxServer } from '../src/sandbox/server.js';
import { compressedAnswer, compressedResponse, staticFiles, type StaticFiles } from '../src/sandbox/static-files.js';
import type { Browser } from 'puppeteer-core';
import { DEMO_FORMS } from '../src/sandbox/demo-forms.js';
import type { Field } from '../src/schemas/forms.js';
import { bundleApp, type PackedProject } from '../test/shipped/packed.js';
import { startPackedSandbox } from './hosted-sandbox.js';
import { PEERS, peerProjects } from './sizes.js';
import type { Load, Target } from './usable-load.js';
import { noScriptSubmit } from './usable-submit.js';
import { firstThreadOpened } from './usable-thread.js';

export type Kind = 'floor' | 'ours' | 'hosted' | 'peer';
export type Element = 'inbox' | 'composer' | 'form';
/** The documented ways in (DESIGN §5 "by every documented path"). */
export type Path = 'token' | 'token-url' | 'first-answers' | 'in-page' | 'vite' | 'parley.js' | 'hosted';

/**
 * Budgets as multiples of the floor's p50 (DESIGN §5): 1.5× by every documented path; `token-url` without first
 * answers 0.25× more for its extra round trip (token, then data); one `parley.js` carrying all three elements 2×;
 * the hosted form page, whose HTML holds the form before any script, 1.2×.
 */
export const BUDGETS: Record<Path, number> = {
  token: 1.5,
  'token-url': 1.75,
  'first-answers': 1.5,
  'in-page': 1.5,
  vite: 1.5,
  'parley.js': 2,
  hosted: 1.2,
};

/** One figure of a page: what is waited for, and what it is held to. */
export interface Figure extends Target {
  label: string;
  kind: Kind;
  /** Our element shown (ours, hosted), or the element a peer is compared with. */
  element?: Element;
  path?: Path;
  /** The custom element whose first `update()` is its first render (critical-path summary). */
  tag?: string;
}

export interface PageSpec {
  key: string;
  url: string;
  figures: Figure[];
  /** Set when the page could not be built; it is reported, not measured. */
  error?: string;
  /** A figure that is not a page load (the hosted page's submit with scripts off): one timed run of it. */
  measure?: (browser: Browser) => Promise<Load>;
}

export const SELECTORS: Record<Element, string> = {
  inbox: '[part~="thread-row"], [role="option"]',
  composer: 'textarea, [contenteditable="true"], [contenteditable=""]',
  form: 'input:not([type="hidden"]), textarea, select',
};
const PEER_USABLE = {
  chat: 'input:not([type="hidden"]), textarea, [contenteditable="true"], [contenteditable=""]',
  form: 'input:not([type="hidden"]), textarea, select',
};
const WHAT: Record<Element, string> = { inbox: 'first thread row', composer: 'message box', form: 'first input' };

const DEMO_SCOPES: Scope[] = (
  [
    'conversations:read',
    'conversations:notes',
    'messages:send',
    'messages:react',
    'messages:schedule',
    'forms:read',
    'forms:submit',
    'agents:read',
    'links:write',
    'audiences:read',
    'messages:blast',
  ] as const
).filter((s) => (SCOPES as readonly string[]).includes(s));

export type Site = Awaited<ReturnType<typeof pageServer>>;

/** The customer's site: pages, the CDN files, app bundles, and its token routes. */
export async function pageServer(sandbox: SandboxServer, project: PackedProject) {
  const options = sandbox.sandbox.context.options;
  const key = { kid: options.embedKid, secret: options.embedSecret };
  const authorize = () => ({ user: 'bench@acme.example', scopes: DEMO_SCOPES });
  // As the README's backend does: the element's first page or form comes back with its token.
  const firstAnswers = createTokenHandler({
    key,
    team: options.team,
    authorize,
    firstAnswers: { baseUrl: sandbox.baseUrl },
  });
  const plain = createTokenHandler({ key, team: options.team, authorize });
  // A static token lives as long as the page; 4 h covers a whole bench run.
  const staticToken = await createEmbedToken({
    key,
    team: options.team,
    user: 'bench@acme.example',
    scopes: DEMO_SCOPES,
    ttl: 4 * 3600,
  });
  const mounts = new Map<string, StaticFiles>([['/cdn/', staticFiles(join(project.packageDir, 'dist/cdn'))]]);
  const cleanups: (() => Promise<void>)[] = [];
  /** Each page's HTML, or how the server renders it per request. */
  const pages = new Map<string, string | (() => Promise<string>)>();
  const listener = getRequestListener(async (request) => {
    const path = decodeURIComponent(new URL(request.url).pathname);
    // Compressed as a production host sends JSON (the token with a first page is ~16 kB, ~4 kB as brotli).
    if (path === '/token') return compressedAnswer(request, await firstAnswers(request));
    if (path === '/token-plain') return compressedAnswer(request, await plain(request));
    const page = pages.get(path);
    if (page !== undefined)
      return compressedResponse(request, typeof page === 'string' ? page : await page(), {
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' },
      });
    for (const [prefix, files] of mounts) {
      if (!path.startsWith(prefix)) continue;
      const name = path.slice(prefix.length) || 'index.html';
      return files.serve(request, name.endsWith('/') ? `${name}index.html` : name);
    }
    return Response.json({ error: `No page ${path}` }, { status: 404 });
  });
  const server: Server = createServer((req, res) => void listener(req, res));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    staticToken,
    mount: (path: string, dir: string) => mounts.set(path, staticFiles(dir)),
    page: (path: string, html: string | (() => Promise<string>)) => pages.set(path, html),
    /**
     * A page rendered per request with its static token and its elements' first answers in its HTML, as the README's
     * server-rendered page does (`pageFirstAnswers`): `html(script)` puts the answers' script in the page, before
     * its elements.
     */
    renderedPage: (path: string, elements: PageFirstAnswersElement[], html: (script: string) => string) =>
      pages.set(path, async () => {
        const answers = await pageFirstAnswers({ token: staticToken, baseUrl: sandbox.baseUrl, elements });
        if (answers.outcomes.some((outcome) => outcome !== 'answered'))
          throw new Error(`${path}: first answers ${answers.outcomes.join(', ')}`);
        return html(answers.html);
      }),
    /** Runs `cleanup` when the site closes (a server a page needed). */
    onClose: (cleanup: () => Promise<void>) => cleanups.push(cleanup),
    close: async () => {
      await Promise.all(cleanups.splice(0).map((cleanup) => cleanup().catch(() => undefined)));
      await new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      });
    },
  };
}

export const message = (error: unknown) =>
  (error instanceof Error ? error.message : String(error))
    .split('\n')
    .filter(Boolean)
    .slice(0, 3)
    .join(' | ')
    .slice(0, 300);

/** Builds every page (bundles, HTML) and returns their specs; a page that cannot be built carries its error. */
export async function preparePages(sandbox: SandboxServer, project: PackedProject, site: Site): Promise<PageSpec[]> {
  const data = sandbox.sandbox.context.store.data;
  // "Contact us" has a phone field: the form a phone library is fetched for.
  const form = Object.values(data.forms).find((f) => f.name === 'Contact us') ?? Object.values(data.forms)[0]!;
  const agent = Object.values(data.senders).find((s) => s.type === 'rcs_agent') ?? Object.values(data.senders)[0]!;
  const own: Record<Element, Record<string, string>> = {
    inbox: { 'base-url': sandbox.baseUrl },
    composer: { 'base-url': sandbox.baseUrl, from: agent.id, to: '+14155550123' },
    form: { 'base-url': sandbox.baseUrl, 'form-id': form.id },
  };
  const credentials: Record<'token' | 'token-url' | 'first-answers', Record<string, string>> = {
    token: { token: site.staticToken },
    'token-url': { 'token-url': `${site.origin}/token-plain` },
    'first-answers': { 'token-url': `${site.origin}/token` },
  };
  const attrs = (values: Record<string, string>) =>
    Object.entries(values)
      .map(([k, v]) => ` ${k}="${v.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`)
      .join('');
  const head =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>bench</title>';
  // The README's script-tag pages load the head start first, then the element's file. A page carrying its first
  // answers has nothing left to ask early, and its Express block loads the element's file alone; a form's own file
  // keeps it, as the README says: the form's first-screen code is then asked for as the head start arrives, not once
  // the form's file has run (~0.15× sooner). Beside `parley.js`'s two other elements that code only competes with
  // their bytes, and the form gains nothing.
  const headStartTag = '<script type="module" src="/cdn/parley-head-start.js"></script>';
  const headStart = (file: string, inPage: boolean) => (!inPage || file === 'parley-form.js' ? headStartTag : '');
  const specs: PageSpec[] = [];
  const only = onlyWords();
  const wanted = (...keys: string[]) =>
    keys.includes('floor') || !only || only.some((w) => keys.some((k) => k.includes(w)));

  const viteApp = async (
    projectDir: Pick<PackedProject, 'dir'>,
    key: string,
    files: Record<string, string>,
  ): Promise<string | { error: string }> => {
    try {
      const base = `/app/${key}/`;
      const out = await bundleApp(projectDir, 'vite', `usable-${key}`, files, { base });
      site.mount(base, out.outDir);
      return `${site.origin}${base}`;
    } catch (error) {
      return { error: message(error) };
    }
  };
  const add = (key: string, figures: Figure[], url: string | { error: string }) =>
    specs.push(typeof url === 'string' ? { key, url, figures } : { key, url: '', figures, error: url.error });
  const ours = (key: string, element: Element, path: Path, how: string): Figure => ({
    key,
    label: `<parley-${element}> ${WHAT[element]}, ${how}`,
    kind: 'ours',
    element,
    path,
    selector: SELECTORS[element],
    root: `parley-${element}`,
    tag: `parley-${element}`,
  });

  // The floor: the size bench's Lit-alone app, from our packed project (Lit is installed there with our package).
  const lit = PEERS.find((p) => p.kind === 'floor')!;
  add(
    'floor',
    [{ key: 'floor', label: 'floor: Lit alone renders one element (Vite)', kind: 'floor', selector: 'p' }],
    await viteApp(project, 'floor', { 'main.js': lit.main }),
  );

  /** The page's first answers for its elements with a first read (the composer has none: it waits for typing). */
  const firstReads = (elements: readonly Element[]): PageFirstAnswersElement[] =>
    elements.flatMap((e): PageFirstAnswersElement[] =>
      e === 'inbox' ? [{ tag: 'parley-inbox' }] : e === 'form' ? [{ tag: 'parley-form', attributes: own.form }] : [],
    );
  for (const element of ['inbox', 'composer', 'form'] as const) {
    // Its own CDN file, the element in the page's HTML, by each way of getting a token; and with a static token, the
    // file alone (no head-start file before it), what a page that skips that line gets.
    const paths = ['token', 'token-url', 'first-answers', 'in-page', 'alone'] as const;
    for (const way of paths) {
      const path = way === 'alone' ? 'token' : way;
      const key = way === 'alone' ? `cdn-alone-token-${element}` : `cdn-${path}-${element}`;
      if (!wanted(key) || (path === 'in-page' && element === 'composer')) continue;
      const html = (script: string) =>
        `${head}${way === 'alone' ? '' : headStart(`parley-${element}.js`, path === 'in-page')}<script type="module" src="/cdn/parley-${element}.js"></script></head><body style="margin:0">${script}<parley-${element}${attrs({ ...own[element], ...credentials[path === 'in-page' ? 'token' : path] })} style="display:block;height:100vh"></parley-${element}></body></html>`;
      if (path === 'in-page') site.renderedPage(`/${key}/`, firstReads([element]), html);
      else site.page(`/${key}/`, html(''));
      const how = {
        token: `parley-head-start.js and parley-${element}.js, static token`,
        'token-url': `parley-head-start.js and parley-${element}.js, token-url (no first answers)`,
        'first-answers': `parley-head-start.js and parley-${element}.js, token-url with first answers`,
        'in-page': `${headStart(`parley-${element}.js`, true) ? 'parley-head-start.js and ' : ''}parley-${element}.js, static token, first answers in the page`,
        alone: `parley-${element}.js alone (no parley-head-start.js), static token`,
      }[way];
      add(key, [ours(key, element, path, how)], `${site.origin}/${key}/`);
    }
    // From npm, bundled by Vite, with the README's token route.
    const key = `vite-${element}`;
    if (wanted(key)) {
      const main = `import '@parley/embeds/${element}';
const el = document.createElement('parley-${element}');
for (const [name, value] of Object.entries(${JSON.stringify({ ...own[element], ...credentials['first-answers'] })})) el.setAttribute(name, value);
el.style.cssText = 'display:block;height:100vh';
document.body.style.margin = '0';
document.body.append(el);
`;
      add(
        key,
        [ours(key, element, 'vite', 'npm + Vite, token-url with first answers')],
        await viteApp(project, key, { 'main.js': main }),
      );
    }
    // From npm, in a React app bundled by Vite: the element rendered by the README's React component once React has
    // run, with its first requests started in a module imported first (README "By npm"), and without.
    // Its component and props (JS of `a`, the attributes).
    const react: Partial<Record<Element, [component: string, props: string]>> = {
      inbox: ['ParleyInbox', `{ tokenUrl: a['token-url'], baseUrl: a['base-url'] }`],
      form: ['ParleyForm', `{ tokenUrl: a['token-url'], baseUrl: a['base-url'], formId: a['form-id'] }`],
    };
    for (const started of [true, false]) {
      const key = started ? `react-${element}` : `react-unstarted-${element}`;
      const [component, props] = react[element] ?? [];
      if (!component || !wanted(key)) continue;
      const attributes = JSON.stringify({ ...own[element], ...credentials['first-answers'] });
      const start = `import { startFirstRequests } from '@parley/embeds/head-start';
startFirstRequests({ tag: 'parley-${element}', attributes: ${attributes} });
`;
      const main = `${started ? "import './parley-start.js';\n" : ''}import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { ${component} } from '@parley/embeds/react/${element}';
const a = ${attributes};
document.body.style.margin = '0';
createRoot(document.getElementById('root')).render(h(${component}, { ...${props}, style: { display: 'block', height: '100vh' } }));
`;
      const how = started ? 'startFirstRequests first' : 'no startFirstRequests';
      add(
        key,
        [ours(key, element, 'vite', `React + Vite (${how}), token-url with first answers`)],
        await viteApp(project, key, { 'main.js': main, 'parley-start.js': start }),
      );
    }
    // From npm, bundled by Vite, in a page its server renders with a static token and the first answers (README
    // "Server-rendered pages with a bundle": the head start imported first).
    const rendered = `vite-in-page-${element}`;
    if (wanted(rendered) && element !== 'composer') {
      const bundled = await viteApp(project, rendered, {
        'main.js': `import '@parley/embeds/head-start';\nimport '@parley/embeds/${element}';\n`,
      });
      if (typeof bundled === 'string') {
        // Vite's own page (its script and preloads), the element and the answers in place of its body.
        const built = await (await fetch(bundled)).text();
        const tag = `<parley-${element}${attrs({ ...own[element], ...credentials.token })} style="display:block;height:100vh"></parley-${element}>`;
        site.renderedPage(`/${rendered}/`, firstReads([element]), (script) =>
          built.replace('<div id="root"></div>', `${script}${tag}`).replace('<body>', '<body style="margin:0">'),
        );
      }
      add(
        rendered,
        [ours(rendered, element, 'in-page', 'npm + Vite (head start first), static token, first answers in the page')],
        typeof bundled === 'string' ? `${site.origin}/${rendered}/` : bundled,
      );
    }
  }

  // The inbox's first thread opened by a tap, its own CDN file with a static token (bench/usable-thread.ts).
  const thread = 'first-thread-inbox';
  if (wanted(thread)) {
    site.page(
      `/${thread}/`,
      `${head}${headStart('parley-inbox.js', false)}<script type="module" src="/cdn/parley-inbox.js"></script></head><body style="margin:0"><parley-inbox${attrs({ ...own.inbox, ...credentials.token })} style="display:block;height:100vh"></parley-inbox></body></html>`,
    );
    const url = `${site.origin}/${thread}/`;
    specs.push({
      key: thread,
      url,
      figures: [
        {
          key: thread,
          label:
            '<parley-inbox> first thread opened: tap on the first row (1.5 s after it shows) → its first message on screen, parley-head-start.js and parley-inbox.js, static token',
          kind: 'ours',
          element: 'inbox',
          selector: '[part~="message"]',
          tag: 'parley-inbox',
        },
      ],
      measure: (browser) => firstThreadOpened(browser, url, thread),
    });
  }

  // One page with `parley.js` carrying all three, each element's own figure: by the token route with first answers,
  // and rendered by the server with a static token and the first answers in the page.
  const all = ['inbox', 'composer', 'form'] as const;
  for (const inPage of [false, true]) {
    const page = inPage ? 'all-three-in-page' : 'all-three';
    const figureKey = (e: Element) => (inPage ? `all-in-page-${e}` : `all-${e}`);
    if (!wanted(page, ...all.map(figureKey))) continue;
    const heights: Record<Element, string> = { inbox: '60vh', composer: '50vh', form: '80vh' };
    const body = all
      .map(
        (e) =>
          `<parley-${e}${attrs({ ...own[e], ...credentials[inPage ? 'token' : 'first-answers'] })} style="display:block;height:${heights[e]}"></parley-${e}>`,
      )
      .join('');
    const html = (script: string) =>
      `${head}${headStart('parley.js', inPage)}<script type="module" src="/cdn/parley.js"></script></head><body style="margin:0">${script}${body}</body></html>`;
    if (inPage) site.renderedPage(`/${page}/`, firstReads(all), html);
    else site.page(`/${page}/`, html(''));
    const how = inPage ? 'static token, first answers in the page' : 'token-url with first answers';
    add(
      page,
      all.map((e) =>
        ours(
          figureKey(e),
          e,
          'parley.js',
          `${headStart('parley.js', inPage) ? 'parley-head-start.js and ' : ''}parley.js with all three on the page, ${how}`,
        ),
      ),
      `${site.origin}/${page}/`,
    );
  }

  if (wanted('hosted-form', 'hosted-submit')) {
    const hosted = await hostedSpecs(sandbox, project, form.name, site.onClose, wanted);
    specs.push(...hosted);
  }

  if (!process.env.USABLE_NO_PEERS) {
    const peers = PEERS.filter((p) => p.kind !== 'floor' && wanted(peerKey(p.name)));
    if (peers.length) {
      const { projects } = await peerProjects();
      for (const peer of peers) {
        const key = peerKey(peer.name);
        const projectOf = projects.get(peer.name)!;
        const figure: Figure = {
          key,
          label: `peer (${peer.kind}): ${peer.name}`,
          kind: 'peer',
          element: peer.kind === 'form' ? 'form' : 'inbox',
          selector: PEER_USABLE[peer.kind === 'form' ? 'form' : 'chat'],
        };
        add(
          key,
          [figure],
          'error' in projectOf
            ? { error: projectOf.error }
            : await viteApp(projectOf, key, { ...peer.files, 'main.js': peer.main }),
        );
      }
    }
  }
  return specs;
}

const peerKey = (name: string) => `peer-${name.replace(/\W+/g, '-').replace(/^-|-$/g, '')}`;

/**
 * `--only a,b` (or `USABLE_ONLY=a,b`): measure only pages whose key contains one of the words (the floor always),
 * e.g. `npm run bench -- usable --only hosted` for the hosted page's two rows.
 */
function onlyWords(): string[] | undefined {
  const args = process.argv.slice(2);
  const at = args.findIndex((a) => a === '--only' || a.startsWith('--only='));
  const words = at < 0 ? process.env.USABLE_ONLY : args[at]!.includes('=') ? args[at]!.split('=')[1] : args[at + 1];
  const list = words?.split(',').filter(Boolean);
  return list?.length ? list : undefined;
}

/**
 * The hosted form page's rows, served by the packed package's sandbox (bench/hosted-sandbox.ts: prebuilt pages,
 * never rebuilt mid-run) and opened as a recipient opens it, by a one-time link texted to them:
 * - `hosted-form`: from navigation to the first frame with a usable first input, the server-rendered one (visible
 *   and enabled, before any script);
 * - `hosted-submit`: with scripts off, from pressing Submit to the success page painted (a fresh link per run: a
 *   one-time link answered once says so after).
 */
async function hostedSpecs(
  sandbox: SandboxServer,
  project: PackedProject,
  formName: string,
  onClose: (cleanup: () => Promise<void>) => void,
  wanted: (...keys: string[]) => boolean,
): Promise<PageSpec[]> {
  const options = sandbox.sandbox.context.options;
  const figure = (key: string, label: string, selector: string, path?: Path): Figure => ({
    key,
    label,
    kind: 'hosted',
    element: 'form',
    ...(path ? { path } : {}),
    selector,
    tag: 'parley-form',
  });
  const form = figure(
    'hosted-form',
    `hosted form page /forms/<id>?t=… (${formName}), first input usable from navigation`,
    'input:not([type="hidden"]):not(:disabled), textarea:not(:disabled), select:not(:disabled)',
    'hosted',
  );
  const submit = figure(
    'hosted-submit',
    `hosted form page (${formName}), scripts off: Submit pressed → success page painted`,
    '.pf-done',
  );
  let packed;
  try {
    packed = await startPackedSandbox(project.packageDir, {
      apiKey: options.apiKey,
      embedKid: options.embedKid,
      embedSecret: options.embedSecret,
      team: options.team,
    });
  } catch (error) {
    return [form, submit].map((f) => ({ key: f.key, url: '', figures: [f], error: message(error) }));
  }
  onClose(() => packed.close());
  let recipient = 4155557000;
  const link = () => packed.link(formName, `+1${recipient++}`);
  const fields = (DEMO_FORMS.find((f) => f.name === formName)?.fields ?? []) as Field[];
  const specs: PageSpec[] = [];
  if (wanted('hosted-form')) specs.push({ key: 'hosted-form', url: await link(), figures: [form] });
  if (wanted('hosted-submit'))
    specs.push({
      key: 'hosted-submit',
      url: `${packed.origin}/forms/<id>?t=… (a new link per run)`,
      figures: [submit],
      measure: async (browser) => noScriptSubmit(browser, await link(), fields, submit.key),
    });
  return specs;
}
