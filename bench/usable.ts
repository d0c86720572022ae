/**
 * Time to usable as a person on a mid-range phone feels it (`npm run bench -- usable`): headless Chromium with the
 * CPU 4× slower and Lighthouse's Slow 4G (150 ms round trip, 1.6 Mbps down, 750 kbps up; CDP
 * `Emulation.setCPUThrottlingRate` and `Network.emulateNetworkConditions`), a fresh browser context (empty cache)
 * per load, one untimed warm-up load per page, then `USABLE_RUNS` (default 5) rounds with the pages interleaved so a
 * noisy moment hits all of them; p50 and p90 per figure (nearest rank: of 5 runs, the 3rd and the 5th).
 *
 * "Usable" is the first animation frame in which the thing a person came for is on screen, searched through shadow
 * roots: the inbox's first thread row (its data loaded), the composer's message box, the form's first input, the
 * floor's one line of text, a peer's first text input. The time is `performance.now()` of that frame (milliseconds
 * since navigation started). Loading and probing: bench/usable-load.ts.
 *
 * Pages (bench/usable-pages.ts), served compressed with production cache headers from a "customer" origin with
 * the token routes; the API is the sandbox on another origin:
 * - the floor: Lit alone renders one element (the size bench's `lit (alone)` app, bundled by Vite);
 * - each element by its own CDN file (`dist/cdn/parley-<tag>.js` of the packed package, the element in the HTML)
 *   after `parley-head-start.js`, three ways: a static `token`; `token-url` to a route without first answers;
 *   `token-url` to the README's route with `firstAnswers`; and the file alone with a static `token`; and with a
 *   static `token` and the first answers in the page (`pageFirstAnswers`, the file alone);
 * - each element from npm, bundled by Vite (`vite build` defaults), with the README's route; the inbox and the form
 *   in a React app (the README's component) with `startFirstRequests` imported first and without; and in a page
 *   rendered with its first answers, the head start imported first;
 * - one page with `parley.js` and all three elements (after `parley-head-start.js`, or with the first answers in the
 *   page): one figure per element;
 * - the sandbox's hosted form page `/forms/<id>?t=…` as a recipient's link opens it, served by the packed package's
 *   sandbox (prebuilt pages: bench/hosted-sandbox.ts), and its submit with scripts off (bench/usable-submit.ts);
 * - the inbox's first thread opened: its CDN file with a static token, the first row tapped 1.5 s after it shows,
 *   timed from the tap to the thread's first message on screen (bench/usable-thread.ts; `--only first-thread`);
 * - the size bench's peers (bench/sizes.ts `PEERS`), as a ratio to our element of the same kind from npm + Vite.
 *   Peers render without their services, so their figure is how soon their UI is on screen, a lower bound.
 *
 * Budgets (× the floor's p50; bench/usable-pages.ts `BUDGETS`), checked here and in `npm run bench`, never in tests:
 * 1.5× by every path, `token-url` without first answers 1.75×, `parley.js` with all three 2×, the hosted page 1.2×.
 * Noise: the floor's spread (p90 − p10; of 5 runs, max − min) is the run's noise. A budget missed or met by less
 * than it, and a difference between two paths smaller than it, are reported "within noise".
 *
 * After the timed rounds, one diagnostic load per page of ours (and the floor) gives its critical-path summary
 * (bench/usable-path.ts): chunk depth at first render and at usable with the module chain, whether the target shows
 * in the first update after its data, when zod and the phone library are requested relative to usable, bytes and
 * renderer busy time before usable. `USABLE_TRACE=1` also records a Chromium trace of that load into
 * bench/results/traces/ and prints its request waterfall, the main thread's time by kind and JavaScript time by file;
 * with `USABLE_TRACE_PLAIN=1` that load runs without the instruments (their visibility checks in each update force
 * style and layout inside it), so a profile shows the page's own work where it falls, and the summary has no updates.
 *
 * `USABLE_NO_PEERS=1` skips the peers, `USABLE_NO_PATH=1` the diagnostic loads, `USABLE_ONLY=a,b` (or `--only a,b`:
 * `npm run bench -- usable --only hosted`) measures only pages whose key (or a figure's key) contains one of those
 * words (the floor always), `SIZES_NO_BUILD=1` packs the current dist/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'puppeteer-core';
import { startSandboxServer } from '../src/sandbox/server.js';
import { packedProject } from '../test/shipped/packed.js';
import { ROOT, benchState, launchChromium, runIfMain, type BenchRow } from './lib.js';
import { diagnose, load, PROFILE, TIMEOUT_MS, type Load } from './usable-load.js';
import { criticalPath, describePath, traceSummary, type CriticalPath } from './usable-path.js';
import { BUDGETS, message, pageServer, preparePages, type Figure, type PageSpec } from './usable-pages.js';

export { BUDGETS, PROFILE };
const RUNS = Number(process.env.USABLE_RUNS ?? 5);

export interface FigureResult extends Omit<Figure, 'selector' | 'root'> {
  page: string;
  url: string;
  runsMs: number[];
  p50?: number;
  p90?: number;
  xFloor?: number;
  xFloorP90?: number;
  budgetX?: number;
  budgetMs?: number;
  verdict?: 'ok' | 'ok, within noise' | 'OVER' | 'OVER, within noise' | 'not measured';
  /** When the HTML had arrived (p50 over runs), and usable counted from there plus the floor's HTML time. */
  htmlP50?: number;
  p50FromHtml?: number;
  /** Requests and kB finished before usable (median over runs). */
  requests?: number;
  kB?: number;
  /** Peer p50 ÷ our element of the same kind from npm + Vite. */
  peerVsOurs?: number;
  criticalPath?: CriticalPath;
  trace?: { mainThread: Record<string, number>; jsByFile: Record<string, number> };
  error?: string;
}

export interface UsableResult {
  rows: BenchRow[];
  profile: typeof PROFILE;
  runs: number;
  floor: { p50?: number; p10?: number; p90?: number; spreadMs?: number; spreadX?: number };
  figures: FigureResult[];
  /** Per element: each path's p50 against the static-token page's, and whether the difference is noise. */
  comparisons: { element: string; a: string; b: string; deltaMs: number; withinNoise: boolean }[];
}

/** Nearest-rank quantile: the smallest value with at least `q` of the runs at or below it. */
export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}
const times = (a: number, b: number) => Math.round((a / b) * 100) / 100;

/** ok / OVER, and "within noise" when the figure is nearer the line than the floor's spread. */
export function verdict(p50: number, budgetMs: number, noiseMs: number): NonNullable<FigureResult['verdict']> {
  const near = Math.abs(p50 - budgetMs) < noiseMs;
  if (p50 <= budgetMs) return near ? 'ok, within noise' : 'ok';
  return near ? 'OVER, within noise' : 'OVER';
}

export async function benchUsable(): Promise<UsableResult> {
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
  const project = await packedProject({ build: !process.env.SIZES_NO_BUILD && !benchState.packedBuilt });
  benchState.packedBuilt = true;
  console.error(`[usable] packed project ready (${elapsed()})`);
  const sandbox = await startSandboxServer({ port: 0, demo: true, log: () => {} });
  const site = await pageServer(sandbox, project);
  let browser: Browser | undefined;
  try {
    const specs = await preparePages(sandbox, project, site);
    console.error(`[usable] ${specs.length} pages ready (${elapsed()})`);
    browser = await launchChromium({ protocolTimeout: 120_000 });
    const loads = new Map<string, Load[]>(specs.map((s) => [s.key, []]));
    const errors = new Map<string, string>(specs.filter((s) => s.error).map((s) => [s.key, s.error!]));
    const measurable = specs.filter((s) => !s.error);
    // One untimed load each: the servers compress and cache every file once, the OS caches the files.
    const measure = (spec: PageSpec, b: Browser) => spec.measure?.(b) ?? load(b, spec.url, spec.figures);
    for (const spec of measurable)
      await measure(spec, browser).catch((error: unknown) =>
        console.error(`[usable] warm-up ${spec.key}: ${message(error)}`),
      );
    for (let run = 0; run < RUNS; run++) {
      for (const spec of measurable) {
        if (errors.has(spec.key)) continue;
        try {
          loads.get(spec.key)!.push(await measure(spec, browser));
        } catch (error) {
          errors.set(spec.key, `not usable within ${TIMEOUT_MS / 1000} s: ${message(error)}`);
        }
      }
      console.error(`[usable] run ${run + 1}/${RUNS} done (${elapsed()})`);
    }
    const diagnoses = process.env.USABLE_NO_PATH
      ? new Map()
      : await diagnoseAll(browser, measurable, errors, { origin: site.origin, sandbox: sandbox.origin });
    const result = summarize(specs, loads, errors, diagnoses);
    const dir = join(ROOT, 'bench', 'results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'usable.json'), JSON.stringify({ at: new Date().toISOString(), ...result }, null, 2));
    console.table(usableTable(result));
    for (const line of comparisonLines(result)) console.log(line);
    return result;
  } finally {
    await browser?.close().catch(() => undefined);
    await site.close();
    await sandbox.close();
  }
}

type Diagnosed = Map<string, { path: CriticalPath; trace?: FigureResult['trace'] }>;

/** One diagnostic load per page of ours and the floor: each figure's critical path, and a trace if asked. */
async function diagnoseAll(
  browser: Browser,
  specs: PageSpec[],
  errors: Map<string, string>,
  origins: { origin: string; sandbox: string },
): Promise<Diagnosed> {
  const out: Diagnosed = new Map();
  const traceDir = join(ROOT, 'bench', 'results', 'traces');
  if (process.env.USABLE_TRACE) mkdirSync(traceDir, { recursive: true });
  const short = (url: string) => url.replace(origins.origin, '').replace(origins.sandbox, '[sandbox]').slice(0, 110);
  for (const spec of specs.filter(
    (s) => !errors.has(s.key) && !s.measure && s.figures.some((f) => f.kind !== 'peer'),
  )) {
    const traceFile = process.env.USABLE_TRACE ? join(traceDir, `${spec.key}.json`) : undefined;
    try {
      const d = await diagnose(browser, spec.url, spec.figures, traceFile);
      console.log(`\n${spec.key} (${spec.url.replace(origins.origin, '')}):`);
      for (const figure of spec.figures) {
        const path = criticalPath(d, figure);
        const trace = traceFile ? traceSummary(traceFile, path.usableMs) : undefined;
        out.set(figure.key, { path, trace });
        console.log(`  ${figure.label}: usable at ${path.usableMs} ms`);
        for (const line of describePath(path)) console.log(`    ${line}`);
        if (trace)
          console.log(
            `    main thread ${JSON.stringify(trace.mainThread)}; JS by file ${JSON.stringify(trace.jsByFile)}`,
          );
      }
      if (traceFile) {
        writeFileSync(traceFile.replace(/\.json$/, '.waterfall.json'), JSON.stringify(d, null, 2));
        for (const r of [...d.requests].sort((a, b) => a.startMs - b.startMs))
          console.log(
            `    ${String(r.startMs).padStart(5)} → ${String(r.endMs ?? '…').padStart(5)} ms  ${String(r.bytes).padStart(7)} B  ${r.method} ${short(r.url)}${r.carries.length ? ` [${r.carries.join(', ')}]` : ''}`,
          );
      }
    } catch (error) {
      console.error(`[usable] diagnostic load of ${spec.key} failed: ${message(error)}`);
    }
  }
  return out;
}

function summarize(
  specs: PageSpec[],
  loads: Map<string, Load[]>,
  errors: Map<string, string>,
  diagnosed: Diagnosed,
): UsableResult {
  const runsOf = (page: string, figure: string) =>
    loads
      .get(page)!
      .map((l) => l.ms[figure])
      .filter((v): v is number => v !== undefined);
  const floorRuns = runsOf('floor', 'floor');
  const floor: UsableResult['floor'] = floorRuns.length
    ? { p50: quantile(floorRuns, 0.5), p10: quantile(floorRuns, 0.1), p90: quantile(floorRuns, 0.9) }
    : {};
  if (floor.p50 !== undefined) {
    floor.spreadMs = floor.p90! - floor.p10!;
    floor.spreadX = times(floor.spreadMs, floor.p50);
  }
  const noise = floor.spreadMs ?? 0;
  const floorLoads = loads.get('floor') ?? [];
  const floorHtml = floorLoads.length
    ? quantile(
        floorLoads.map((l) => l.htmlMs),
        0.5,
      )
    : undefined;
  const figures: FigureResult[] = [];
  for (const spec of specs)
    for (const f of spec.figures) {
      const runsMs = runsOf(spec.key, f.key);
      const l = loads.get(spec.key)!;
      const r: FigureResult = {
        key: f.key,
        label: f.label,
        kind: f.kind,
        element: f.element,
        path: f.path,
        tag: f.tag,
        page: spec.key,
        url: spec.url,
        runsMs,
        error: errors.get(spec.key),
        criticalPath: diagnosed.get(f.key)?.path,
        trace: diagnosed.get(f.key)?.trace,
      };
      if (runsMs.length) {
        r.p50 = quantile(runsMs, 0.5);
        r.p90 = quantile(runsMs, 0.9);
        r.requests = quantile(
          l.map((x) => x.requests),
          0.5,
        );
        r.kB =
          Math.round(
            quantile(
              l.map((x) => x.bytes),
              0.5,
            ) / 100,
          ) / 10;
        r.htmlP50 = quantile(
          l.map((x) => x.htmlMs),
          0.5,
        );
        if (floorHtml !== undefined)
          r.p50FromHtml = quantile(
            l.filter((x) => x.ms[f.key] !== undefined).map((x) => x.ms[f.key]! - x.htmlMs + floorHtml),
            0.5,
          );
        if (floor.p50) {
          r.xFloor = times(r.p50, floor.p50);
          r.xFloorP90 = times(r.p90, floor.p50);
        }
      }
      if (f.path) {
        r.budgetX = BUDGETS[f.path];
        if (floor.p50) r.budgetMs = Math.round(floor.p50 * r.budgetX);
        r.verdict =
          r.p50 === undefined || r.budgetMs === undefined ? 'not measured' : verdict(r.p50, r.budgetMs, noise);
      }
      figures.push(r);
    }
  for (const p of figures.filter((x) => x.kind === 'peer' && x.p50 !== undefined)) {
    const ours = figures.find((x) => x.key === `vite-${p.element}`)?.p50;
    if (ours) p.peerVsOurs = times(p.p50!, ours);
  }

  // Each path of an element against its static-token page: what the token route and its first answers cost or save.
  const comparisons: UsableResult['comparisons'] = [];
  for (const element of ['inbox', 'composer', 'form']) {
    const base = figures.find((x) => x.key === `cdn-token-${element}`);
    if (base?.p50 === undefined) continue;
    // Page loads only: a figure without a path (a submit, a thread opened) times something else.
    for (const other of figures.filter((x) => x.element === element && x.path && x.kind !== 'peer' && x !== base)) {
      if (other.p50 === undefined) continue;
      const deltaMs = other.p50 - base.p50;
      comparisons.push({ element, a: base.key, b: other.key, deltaMs, withinNoise: Math.abs(deltaMs) < noise });
    }
  }

  const rows: BenchRow[] = [];
  if (floor.spreadX !== undefined)
    rows.push({
      name: 'time to usable: the floor\u2019s spread (p90 − p10) ÷ p50, this run\u2019s noise',
      value: floor.spreadX,
      unit: '×',
      note: `${floor.spreadMs} ms over ${floorRuns.length} runs (${floorRuns.join(', ')} ms); differences smaller than this are within noise`,
    });
  for (const f of figures) {
    const traffic = f.requests !== undefined ? `; ${f.requests} req, ${f.kB} kB before usable` : '';
    let note = f.error
      ? `not measured: ${f.error}`
      : `×${f.xFloor} floor (p90 ${f.p90} ms, ×${f.xFloorP90})${traffic}; runs ${f.runsMs.join(', ')} ms`;
    if (f.peerVsOurs) note = `×${f.peerVsOurs} our ${f.element} (npm + Vite); ${note}; on screen without its service`;
    if (f.budgetX) note = `${note}; budget ${f.budgetX}× floor: ${f.verdict}`;
    if (slowHtml(f, floorHtml))
      note = `${note}; its HTML took ${f.htmlP50} ms (the floor's ${floorHtml}): counted from the HTML as the floor's, ${f.p50FromHtml} ms (×${times(f.p50FromHtml!, floor.p50!)})`;
    const cp = f.criticalPath;
    if (cp) note = `${note}; chunk depth ${cp.depthAtFirstRender}/${cp.depthAtUsable} (first render/usable)`;
    rows.push({ name: `time to usable: ${f.label}`, value: f.p50 ?? Number.NaN, unit: 'ms', budget: f.budgetMs, note });
  }
  return { rows, profile: PROFILE, runs: RUNS, floor, figures, comparisons };
}

/**
 * A page whose HTML came much later than the floor's: its server, not the page, took the time (the checkout's
 * sandbox rebuilds its pages when a source file is newer than their build).
 */
const slowHtml = (f: FigureResult, floorHtml?: number) =>
  floorHtml !== undefined && f.htmlP50 !== undefined && f.p50FromHtml !== undefined && f.htmlP50 > floorHtml + 500;

/** The table of this section: p50/p90, × floor, budget and verdict, the critical path in short, peers' ratios. */
export function usableTable(result: UsableResult) {
  return result.figures.map((f) => {
    const cp = f.criticalPath;
    const lazy = (l?: { vsUsableMs: number }) => (l ? `${l.vsUsableMs > 0 ? '+' : ''}${l.vsUsableMs}` : '—');
    return {
      figure: f.label,
      'p50 ms': f.p50 ?? (f.error ? 'n/a' : ''),
      'p90 ms': f.p90 ?? '',
      '× floor': f.xFloor ?? '',
      budget: f.budgetX ? `≤ ${f.budgetX}×` : '',
      verdict: f.error && f.budgetX ? 'FAIL' : (f.verdict ?? ''),
      'peer ÷ ours': f.peerVsOurs ? `×${f.peerVsOurs}` : '',
      'depth (render/usable)': cp
        ? `${cp.firstRenderMs === undefined ? '–' : cp.depthAtFirstRender}/${cp.depthAtUsable}`
        : '',
      'after data': cp?.data
        ? cp.data.firstUpdateShows
          ? '1st update'
          : cp.data.updatesUntilUsable > 0
            ? `update ${cp.data.updatesUntilUsable}`
            : 'no update'
        : '',
      'zod / phone vs usable ms': cp ? `${lazy(cp.zod)} / ${lazy(cp.phone)}` : '',
      note:
        f.error ??
        `runs ${f.runsMs.join(', ')}; ${f.requests} req, ${f.kB} kB${f.htmlP50 !== undefined && f.htmlP50 > 1000 ? `; HTML at ${f.htmlP50} ms, from HTML ${f.p50FromHtml} ms` : ''}`,
    };
  });
}

/** The noise rule applied: each path against the same element's static-token page. */
export function comparisonLines(result: UsableResult): string[] {
  const f = result.floor;
  const lines = [
    `noise: the floor's spread is ${f.spreadMs} ms (×${f.spreadX} of its p50 ${f.p50} ms, p10 ${f.p10}, p90 ${f.p90}); a difference smaller than that is within noise`,
  ];
  for (const c of result.comparisons)
    lines.push(
      `  ${c.b} vs ${c.a}: ${c.deltaMs > 0 ? '+' : ''}${c.deltaMs} ms${c.withinNoise ? ' (within noise)' : ''}`,
    );
  return lines;
}

await runIfMain(import.meta.url, 'usable', benchUsable);
