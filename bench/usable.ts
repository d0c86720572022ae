/**
 * Time to usable as a person on a mid-range phone feels it (`npm run bench -- usable`): headless Chromium with the
 * CPU 4× slower and Lighthouse's Slow 4G (150 ms round trip, 1.6 Mbps down, 750 kbps up; CDP
 * `Emulation.setCPUThrottlingRate` and `Network.emulateNetworkConditions`), a fresh browser context (empty cache)
 * per load, median of 3 loads per page, pages interleaved so a noisy moment hits all of them.
 *
 * "Usable" is the first animation frame in which the thing a person came for is on screen, searched through shadow
 * roots: the inbox's first thread row (its data loaded), the composer's message box, the form's first input, the
 * floor's one line of text, a peer's first text input. The time is `performance.now()` of that frame (milliseconds
 * since navigation started).
 *
 * Pages, all served compressed (brotli) with production cache headers (src/sandbox/static-files.ts) from a page
 * origin that also has the customer's token route; the API is the sandbox (`startSandboxServer`, another origin,
 * so the elements' first API call has its CORS preflight as on a customer's site):
 * - the floor: Lit alone renders one element (the size bench's `lit (alone)` app, bundled by Vite);
 * - each element by script tag: `dist/cdn/parley-<tag>.js` of the packed package (the README's one-element page),
 *   the element in the page's HTML;
 * - each element from npm: the packed package installed into a fresh project (test/shipped/packed.ts), a small app
 *   bundled by Vite (`vite build` defaults), its index.html as Vite wrote it;
 * - the sandbox's hosted form page `/forms/<id>` as the sandbox serves it;
 * - the peers of the size bench (bench/sizes.ts `PEERS`, same apps, bundled by Vite), as a ratio to our element of
 *   the same kind. Peers render without their services (other origins are unreachable), so their figure is how
 *   soon their UI is on screen, a lower bound of their usable time.
 * Budgets: each element within 2× the floor, the hosted form page within 2.5×.
 *
 * `USABLE_TRACE=1` also records one Chromium trace (CDP Tracing, via puppeteer's page.tracing) of each of our
 * pages into bench/results/traces/ and prints where the time went: each request's start and end, and the main
 * thread's busy time by kind. `USABLE_TAG_ALL=1` adds each element's script-tag page with `parley.js` (all three
 * elements) beside its own file's. `USABLE_NO_PEERS=1` skips the peers, `USABLE_RUNS=n` changes the 3, `USABLE_ONLY=a,b`
 * measures only pages whose key contains one of those words, `SIZES_NO_BUILD=1` packs the current dist/.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import type { Browser, CDPSession } from 'puppeteer-core';
import { createTokenHandler } from '../src/node/handlers.js';
import { SCOPES, type Scope } from '../src/schemas/token.js';
import { startSandboxServer, type SandboxServer } from '../src/sandbox/server.js';
import { compressedAnswer, compressedResponse, staticFiles, type StaticFiles } from '../src/sandbox/static-files.js';
import { bundleApp, packedProject, type PackedProject } from '../test/shipped/packed.js';
import { ROOT, benchState, launchChromium, runIfMain, type BenchRow } from './lib.js';
import { PEERS, peerProjects } from './sizes.js';

/** Lighthouse's mobile profile: Slow 4G and a 4× slower CPU (lighthouse-core/config/constants.js). */
export const PROFILE = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1000 * 1000) / 8,
  uploadBytesPerSecond: (750 * 1000) / 8,
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
} as const;
export const BUDGET_ELEMENT = 2;
export const BUDGET_HOSTED = 2.5;
const RUNS = Number(process.env.USABLE_RUNS ?? 3);
const TIMEOUT_MS = 30_000;

type Kind = 'floor' | 'ours' | 'hosted' | 'peer';
type Element = 'inbox' | 'composer' | 'form';
interface PageSpec {
  key: string;
  label: string;
  kind: Kind;
  /** Our element shown (ours), or the element a peer is compared with. */
  element?: Element;
  /** Absolute URL, known once the servers listen. */
  url: string;
  /** CSS selector of the thing that makes the page usable (searched through shadow roots, visible). */
  usable: string;
  /** Set when the page could not be built; it is reported, not measured. */
  error?: string;
}

interface Load {
  ms: number;
  requests: number;
  bytes: number;
}

export interface UsableResult {
  rows: BenchRow[];
  profile: typeof PROFILE;
  runs: number;
  pages: {
    key: string;
    label: string;
    kind: Kind;
    element?: Element;
    url: string;
    loads: Load[];
    median?: number;
    xFloor?: number;
    error?: string;
  }[];
  floorMs?: number;
}

const SELECTORS: Record<Element, string> = {
  inbox: '[part~="thread-row"], [role="option"]',
  composer: 'textarea, [contenteditable="true"], [contenteditable=""]',
  form: 'input:not([type="hidden"]), textarea, select',
};
const PEER_USABLE = {
  chat: 'input:not([type="hidden"]), textarea, [contenteditable="true"], [contenteditable=""]',
  form: 'input:not([type="hidden"]), textarea, select',
};

/** In every page before its scripts: watch each animation frame for the usable selector, deep, visible. */
const probe = (selector: string) => `(() => {
  const selector = ${JSON.stringify(selector)};
  const visible = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
  const find = (root) => {
    for (const el of root.querySelectorAll(selector)) if (visible(el)) return el;
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot) { const hit = find(el.shadowRoot); if (hit) return hit; }
    return null;
  };
  const tick = () => {
    if (document.body && find(document)) { window.__usableAt = performance.now(); return; }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

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

/** The customer's site: pages, the CDN files, app bundles, and its token route. */
async function pageServer(
  sandbox: SandboxServer,
  project: PackedProject,
): Promise<{
  origin: string;
  mount: (path: string, dir: string) => void;
  page: (path: string, html: string) => void;
  close: () => Promise<void>;
}> {
  const options = sandbox.sandbox.context.options;
  const tokens = createTokenHandler({
    key: { kid: options.embedKid, secret: options.embedSecret },
    team: options.team,
    authorize: () => ({ user: 'bench@acme.example', scopes: DEMO_SCOPES }),
    // As the README's backend does: the element's first page or form comes back with its token.
    firstAnswers: { baseUrl: sandbox.baseUrl },
  });
  const mounts = new Map<string, StaticFiles>([['/cdn/', staticFiles(join(project.packageDir, 'dist/cdn'))]]);
  const pages = new Map<string, string>();
  const listener = getRequestListener(async (request) => {
    const path = decodeURIComponent(new URL(request.url).pathname);
    // Compressed as a production host sends JSON (the token with a first page is ~16 kB, ~4 kB as brotli).
    if (path === '/token') return compressedAnswer(request, await tokens(request));
    const html = pages.get(path);
    if (html !== undefined)
      return compressedResponse(request, html, {
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
    mount: (path, dir) => mounts.set(path, staticFiles(dir)),
    page: (path, html) => pages.set(path, html),
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

const message = (error: unknown) =>
  (error instanceof Error ? error.message : String(error))
    .split('\n')
    .filter(Boolean)
    .slice(0, 3)
    .join(' | ')
    .slice(0, 300);

/** Builds every page (bundles, HTML) and returns their specs; a page that cannot be built carries its error. */
async function preparePages(
  sandbox: SandboxServer,
  project: PackedProject,
  site: Awaited<ReturnType<typeof pageServer>>,
): Promise<PageSpec[]> {
  const data = sandbox.sandbox.context.store.data;
  const form = Object.values(data.forms).find((f) => f.name === 'Contact us') ?? Object.values(data.forms)[0]!;
  const agent = Object.values(data.senders).find((s) => s.type === 'rcs_agent') ?? Object.values(data.senders)[0]!;
  const attributes: Record<Element, Record<string, string>> = {
    inbox: { 'base-url': sandbox.baseUrl, 'token-url': `${site.origin}/token` },
    composer: { 'base-url': sandbox.baseUrl, 'token-url': `${site.origin}/token`, from: agent.id, to: '+14155550123' },
    form: { 'base-url': sandbox.baseUrl, 'token-url': `${site.origin}/token`, 'form-id': form.id },
  };
  const attrs = (e: Element) =>
    Object.entries(attributes[e])
      .map(([k, v]) => ` ${k}="${v.replace(/"/g, '&quot;')}"`)
      .join('');
  const head =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>bench</title>';
  const specs: PageSpec[] = [];
  const only = process.env.USABLE_ONLY?.split(',').filter(Boolean);
  const wanted = (key: string) => key === 'floor' || !only || only.some((w) => key.includes(w));

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
  const add = (spec: Omit<PageSpec, 'url'>, url: string | { error: string }) =>
    specs.push(typeof url === 'string' ? { ...spec, url } : { ...spec, url: '', error: url.error });

  // The floor: the size bench's Lit-alone app, from our packed project (Lit is installed there with our package).
  const lit = PEERS.find((p) => p.kind === 'floor')!;
  add(
    { key: 'floor', label: 'floor: Lit alone renders one element (Vite)', kind: 'floor', usable: 'p' },
    await viteApp(project, 'floor', { 'main.js': lit.main }),
  );

  for (const element of ['inbox', 'composer', 'form'] as const) {
    const what = { inbox: 'first thread row', composer: 'message box', form: 'first input' }[element];
    // `USABLE_TAG_ALL=1`: also the same page with parley.js (all three elements), to see what one element's file buys.
    for (const file of process.env.USABLE_TAG_ALL ? [`parley-${element}`, 'parley'] : [`parley-${element}`]) {
      const key = file === 'parley' ? `tag-all-${element}` : `tag-${element}`;
      if (!wanted(key)) continue;
      const path = `/${key}/`;
      site.page(
        path,
        `${head}<script type="module" src="/cdn/${file}.js"></script></head><body style="margin:0"><parley-${element}${attrs(element)} style="display:block;height:100vh"></parley-${element}></body></html>`,
      );
      add(
        {
          key,
          label: `<parley-${element}> ${what}, script tag (dist/cdn/${file}.js)`,
          kind: 'ours',
          element,
          usable: SELECTORS[element],
        },
        `${site.origin}${path}`,
      );
    }
    if (wanted(`vite-${element}`)) {
      const main = `import '@parley/embeds/${element}';
const el = document.createElement('parley-${element}');
for (const [name, value] of Object.entries(${JSON.stringify(attributes[element])})) el.setAttribute(name, value);
el.style.cssText = 'display:block;height:100vh';
document.body.style.margin = '0';
document.body.append(el);
`;
      add(
        {
          key: `vite-${element}`,
          label: `<parley-${element}> ${what}, npm + Vite`,
          kind: 'ours',
          element,
          usable: SELECTORS[element],
        },
        await viteApp(project, `vite-${element}`, { 'main.js': main }),
      );
    }
  }
  if (wanted('hosted'))
    add(
      {
        key: 'hosted-form',
        label: `hosted form page /forms/<id> (${form.name})`,
        kind: 'hosted',
        element: 'form',
        usable: SELECTORS.form,
      },
      `${sandbox.origin}/forms/${encodeURIComponent(form.id)}`,
    );

  if (!process.env.USABLE_NO_PEERS) {
    const peers = PEERS.filter((p) => p.kind !== 'floor' && wanted(`peer-${p.name}`));
    if (peers.length) {
      const { projects } = await peerProjects();
      for (const peer of peers) {
        const key = `peer-${peer.name.replace(/\W+/g, '-').replace(/^-|-$/g, '')}`;
        const projectOf = projects.get(peer.name)!;
        const spec = {
          key,
          label: `peer (${peer.kind}): ${peer.name}`,
          kind: 'peer' as const,
          element: (peer.kind === 'form' ? 'form' : 'inbox') as Element,
          usable: PEER_USABLE[peer.kind === 'form' ? 'form' : 'chat'],
        };
        add(
          spec,
          'error' in projectOf
            ? { error: projectOf.error }
            : await viteApp(projectOf, key, { ...peer.files, 'main.js': peer.main }),
        );
      }
    }
  }
  return specs;
}

/** One cold load under the profile: a fresh context (no cache), throttled, until the usable frame. */
async function load(
  browser: Browser,
  spec: PageSpec,
  { trace }: { trace?: string } = {},
): Promise<Load & { waterfall?: Waterfall }> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(PROFILE.viewport);
    const cdp: CDPSession = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PROFILE.latencyMs,
      downloadThroughput: PROFILE.downloadBytesPerSecond,
      uploadThroughput: PROFILE.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
    const requests = new Map<
      string,
      { url: string; method: string; start: number; end?: number; bytes: number; type?: string }
    >();
    let t0 = 0;
    cdp.on('Network.requestWillBeSent', (e) => {
      if (!t0) t0 = e.timestamp;
      if (!requests.has(e.requestId))
        requests.set(e.requestId, {
          url: e.request.url,
          method: e.request.method,
          start: e.timestamp,
          bytes: 0,
          type: e.type,
        });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const r = requests.get(e.requestId);
      if (r) Object.assign(r, { end: e.timestamp, bytes: e.encodedDataLength });
    });
    await page.evaluateOnNewDocument(probe(spec.usable));
    if (trace)
      await page.tracing.start({
        path: trace,
        categories: [
          'devtools.timeline',
          'v8.execute',
          'disabled-by-default-devtools.timeline',
          'blink.user_timing',
          'loading',
          'toplevel',
          'v8',
          // Samples of what ran (ProfileChunk): a long task's time by function, not only by kind.
          'disabled-by-default-v8.cpu_profiler',
        ],
      });
    await page.goto(spec.url, { waitUntil: 'domcontentloaded', timeout: TIMEOUT_MS });
    await page.waitForFunction('window.__usableAt !== undefined', { timeout: TIMEOUT_MS, polling: 200 });
    const ms = (await page.evaluate('window.__usableAt')) as number;
    let waterfall: Waterfall | undefined;
    if (trace) {
      await page.tracing.stop();
      waterfall = {
        usableMs: ms,
        requests: [...requests.values()].map((r) => ({
          url: r.url,
          method: r.method,
          type: r.type,
          startMs: Math.round((r.start - t0) * 1000),
          endMs: r.end ? Math.round((r.end - t0) * 1000) : undefined,
          bytes: r.bytes,
        })),
      };
    }
    // What crossed the network before the page was usable (later requests are lazy parts).
    const navStart = t0;
    const before = [...requests.values()].filter((r) => r.end !== undefined && (r.end - navStart) * 1000 <= ms + 50);
    return { ms: Math.round(ms), requests: before.length, bytes: before.reduce((n, r) => n + r.bytes, 0), waterfall };
  } finally {
    await context.close().catch(() => undefined);
  }
}

interface Waterfall {
  usableMs: number;
  requests: { url: string; method: string; type?: string; startMs: number; endMs?: number; bytes: number }[];
}

/** Main-thread busy time by kind, from a trace file: where the CPU half of the time went. */
function mainThreadSummary(traceFile: string, usableMs: number): Record<string, number> {
  const { traceEvents } = JSON.parse(readFileSync(traceFile, 'utf8')) as {
    traceEvents: {
      name: string;
      ph: string;
      ts: number;
      dur?: number;
      pid: number;
      tid: number;
      args?: { data?: { frame?: string } };
    }[];
  };
  const threadName = traceEvents.filter(
    (e) => e.name === 'thread_name' && (e.args as { name?: string } | undefined)?.name === 'CrRendererMain',
  );
  const nav =
    traceEvents.find((e) => e.name === 'navigationStart') ??
    traceEvents.find((e) => e.name === 'TracingStartedInBrowser');
  const start = nav?.ts ?? 0;
  const mains = new Set(threadName.map((e) => `${e.pid}:${e.tid}`));
  const kinds: Record<string, string> = {
    ParseHTML: 'parse HTML',
    'v8.compile': 'compile JS',
    'v8.compileModule': 'compile JS',
    CompileScript: 'compile JS',
    'V8.CompileCode': 'compile JS',
    EvaluateScript: 'run JS',
    'v8.evaluateModule': 'run JS',
    FunctionCall: 'run JS',
    TimerFire: 'run JS',
    FireAnimationFrame: 'run JS',
    RunMicrotasks: 'run JS',
    'V8.GCFinalizeMC': 'GC',
    MinorGC: 'GC',
    MajorGC: 'GC',
    UpdateLayoutTree: 'style',
    RecalculateStyles: 'style',
    ParseAuthorStyleSheet: 'style',
    Layout: 'layout',
    PrePaint: 'paint',
    Paint: 'paint',
    Layerize: 'paint',
    UpdateLayer: 'paint',
    CompositeLayers: 'paint',
  };
  const totals: Record<string, number> = {};
  let busy = 0;
  for (const e of traceEvents) {
    if (!mains.has(`${e.pid}:${e.tid}`) || e.ph !== 'X' || !e.dur) continue;
    if ((e.ts - start) / 1000 > usableMs) continue;
    if (e.name === 'RunTask') busy += e.dur / 1000;
    const kind = kinds[e.name];
    if (kind) totals[kind] = (totals[kind] ?? 0) + e.dur / 1000;
  }
  const out: Record<string, number> = { 'main thread busy (tasks)': Math.round(busy) };
  for (const [k, v] of Object.entries(totals)) out[k] = Math.round(v);
  return out;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : Number.NaN;
};
const times = (a: number, b: number) => Math.round((a / b) * 100) / 100;

export async function benchUsable(): Promise<UsableResult> {
  const started = performance.now();
  const project = await packedProject({ build: !process.env.SIZES_NO_BUILD && !benchState.packedBuilt });
  benchState.packedBuilt = true;
  console.error(`[usable] packed project ready (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  const sandbox = await startSandboxServer({ port: 0, demo: true, log: () => {} });
  const site = await pageServer(sandbox, project);
  let browser: Browser | undefined;
  try {
    const specs = await preparePages(sandbox, project, site);
    console.error(`[usable] ${specs.length} pages ready (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    browser = await launchChromium({ protocolTimeout: 120_000 });
    const measurable = specs.filter((s) => !s.error);
    const loads = new Map<string, Load[]>(specs.map((s) => [s.key, []]));
    const errors = new Map<string, string>(specs.filter((s) => s.error).map((s) => [s.key, s.error!]));
    // One untimed load each: the servers compress and cache every file once, the OS caches the files.
    for (const spec of measurable) {
      const t = performance.now();
      const outcome = await load(browser, spec).then(
        (l) => `${l.ms} ms`,
        (error: unknown) => message(error),
      );
      if (process.env.USABLE_DEBUG)
        console.error(`[usable] warm-up ${spec.key}: ${outcome} (${Math.round(performance.now() - t)} ms wall)`);
    }
    for (let run = 0; run < RUNS; run++) {
      for (const spec of measurable) {
        if (errors.has(spec.key)) continue;
        try {
          loads.get(spec.key)!.push(await load(browser, spec));
        } catch (error) {
          errors.set(spec.key, `not usable within ${TIMEOUT_MS / 1000} s: ${message(error)}`);
        }
      }
      console.error(`[usable] run ${run + 1}/${RUNS} done (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    }
    if (process.env.USABLE_TRACE) {
      const dir = join(ROOT, 'bench', 'results', 'traces');
      mkdirSync(dir, { recursive: true });
      for (const spec of measurable.filter((s) => s.kind !== 'peer')) {
        const file = join(dir, `${spec.key}.json`);
        try {
          const { waterfall } = await load(browser, spec, { trace: file });
          const summary = mainThreadSummary(file, waterfall!.usableMs);
          writeFileSync(
            join(dir, `${spec.key}.waterfall.json`),
            JSON.stringify({ ...waterfall, mainThread: summary }, null, 2),
          );
          console.log(
            `\n${spec.label}: usable at ${Math.round(waterfall!.usableMs)} ms; main thread ${JSON.stringify(summary)}`,
          );
          for (const r of waterfall!.requests)
            console.log(
              `  ${String(r.startMs).padStart(5)} → ${String(r.endMs ?? '…').padStart(5)} ms  ${String(r.bytes).padStart(7)} B  ${r.method} ${r.url.replace(site.origin, '').replace(sandbox.origin, '[sandbox]').slice(0, 110)}`,
            );
        } catch (error) {
          console.error(`[usable] trace of ${spec.key} failed: ${message(error)}`);
        }
      }
    }

    const medianOf = (key: string) => median(loads.get(key)!.map((l) => l.ms));
    const floorMs = medianOf('floor');
    const pages: UsableResult['pages'] = specs.map((s) => {
      const m = loads.get(s.key)!.length ? medianOf(s.key) : undefined;
      return {
        key: s.key,
        label: s.label,
        kind: s.kind,
        element: s.element,
        url: s.url,
        loads: loads.get(s.key)!,
        median: m,
        xFloor: m !== undefined ? times(m, floorMs) : undefined,
        error: errors.get(s.key),
      };
    });
    const rows: BenchRow[] = [];
    const oursOf = (element: Element) => pages.find((p) => p.key === `vite-${element}`)?.median;
    for (const p of pages) {
      const l = p.loads;
      const traffic = l.length
        ? `; ${median(l.map((x) => x.requests))} requests, ${Math.round(median(l.map((x) => x.bytes)) / 100) / 10} kB before usable`
        : '';
      const runsNote = l.length ? ` (runs ${l.map((x) => x.ms).join(', ')} ms)` : '';
      const factor = p.kind === 'hosted' ? BUDGET_HOSTED : p.kind === 'ours' ? BUDGET_ELEMENT : undefined;
      let note = p.error ? `not measured: ${p.error}` : `×${p.xFloor} floor${traffic}${runsNote}`;
      if (p.kind === 'peer' && p.median !== undefined && p.element) {
        const ours = oursOf(p.element);
        if (ours)
          note = `×${times(p.median, ours)} our ${p.element} (npm + Vite); ${note}; on screen without its service`;
      }
      if (factor) note = `${note}; budget ${factor}× floor`;
      rows.push({
        name: `time to usable: ${p.label}`,
        value: p.median ?? Number.NaN,
        unit: 'ms',
        budget: factor && Number.isFinite(floorMs) ? Math.round(floorMs * factor) : undefined,
        note,
      });
    }
    const result: UsableResult = { rows, profile: PROFILE, runs: RUNS, pages, floorMs };
    const dir = join(ROOT, 'bench', 'results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'usable.json'), JSON.stringify({ at: new Date().toISOString(), ...result }, null, 2));
    return result;
  } finally {
    await browser?.close().catch(() => undefined);
    await site.close();
    await sandbox.close();
  }
}

/** The table of this section: ms, × floor, budget, pass/fail, and each peer's ratio to ours. */
export function usableTable(result: UsableResult) {
  return result.pages.map((p) => {
    const factor = p.kind === 'hosted' ? BUDGET_HOSTED : p.kind === 'ours' ? BUDGET_ELEMENT : undefined;
    const ours =
      p.kind === 'peer' && p.element ? result.pages.find((q) => q.key === `vite-${p.element}`)?.median : undefined;
    return {
      page: p.label,
      'ms (median)': p.median ?? (p.error ? 'n/a' : ''),
      '× floor': p.xFloor ?? '',
      budget: factor ? `≤ ${factor}×` : '',
      ok:
        factor === undefined || p.xFloor === undefined
          ? p.error && factor
            ? 'FAIL'
            : ''
          : p.xFloor <= factor
            ? 'ok'
            : 'OVER',
      'peer ÷ ours': ours && p.median ? `×${times(p.median, ours)}` : '',
      note:
        p.error ??
        `runs ${p.loads.map((l) => l.ms).join(', ')}; ${median(p.loads.map((l) => l.requests))} req, ${Math.round(median(p.loads.map((l) => l.bytes)) / 100) / 10} kB`,
    };
  });
}

await runIfMain(import.meta.url, 'usable', async () => {
  const result = await benchUsable();
  console.table(usableTable(result));
  return result;
});
