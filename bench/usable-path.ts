/**
 * What one page waited on before it was usable (bench/usable.ts), read from a diagnostic load
 * (bench/usable-load.ts) and, with `USABLE_TRACE=1`, its Chromium trace:
 * - chunk depth: the page's HTML is depth 0; a module the HTML names (script tag, modulepreload) is depth 1; a
 *   module requested by another module — its initiator, or, when Chromium names none, the deepest module that had
 *   arrived when it was requested — is that module's depth + 1. Reported at the element's first render (the end of
 *   its first `update()`) and at usable, with the chain of the deepest module;
 * - whether the target shows in the first update after its data reached the page (the last response body read
 *   before usable), or how many updates later;
 * - when a script carrying zod or the phone library was requested, relative to usable;
 * - bytes before usable by kind, and the renderer's busy time (script, style, layout) up to usable.
 * Pure functions over recorded data, so the rules can be checked without a browser.
 */
import { readFileSync } from 'node:fs';
import type { Diagnosis, SeenRequest } from './usable-load.js';

export interface ModuleStep {
  file: string;
  depth: number;
  startMs: number;
  endMs: number;
  /** How the parent was found: the initiator Chromium named, or arrival order. */
  by: 'initiator' | 'order' | 'html';
}

export interface CriticalPath {
  usableMs: number;
  firstRenderMs?: number;
  depthAtFirstRender: number;
  depthAtUsable: number;
  /**
   * The module that defined the element and the modules it waited on, depth 1 first (without a definition seen:
   * the deepest module that arrived before usable).
   */
  chain: ModuleStep[];
  /** When the element was defined. */
  definedMs?: number;
  /** Modules requested after the definition that arrived before usable: lazy parts the first screen waited beside. */
  afterDefinition: ModuleStep[];
  /** API and token calls that finished before usable, in order: `POST /api/conversations/list 632→873`. */
  calls: string[];
  /** The last response body the page read before usable (its data), and what happened after it. */
  data?: {
    url: string;
    atMs: number;
    /** When the first `parley-*` update after the data began: a gap here is the update waiting (a chunk, a task). */
    nextUpdateMs?: number;
    nextUpdateEndMs?: number;
    updatesUntilUsable: number;
    firstUpdateShows: boolean;
    tags: string[];
  };
  /** `update()` calls of `parley-*` elements before usable, by tag. */
  updatesBeforeUsable: Record<string, number>;
  zod?: LazyLoad;
  phone?: LazyLoad;
  /** API calls sent more than once by the time the page settled (method, path, times sent): a repeated first read. */
  repeated: string[];
  /** kB over the network before usable: scripts, API and token answers, the rest. */
  kBBeforeUsable: { scripts: number; data: number; other: number };
  cpu: Record<string, number>;
}

/** A script's request time relative to usable (negative: before), and whether it had arrived by then. */
export interface LazyLoad {
  file: string;
  requestedMs: number;
  vsUsableMs: number;
  arrivedBeforeUsable: boolean;
}

const isScript = (r: SeenRequest) => r.type === 'Script' || /\.m?js(\?|$)/.test(r.url);
const file = (url: string) => {
  try {
    const { pathname } = new URL(url);
    return pathname.split('/').filter(Boolean).pop() ?? pathname;
  } catch {
    return url;
  }
};

/** Each finished script's depth and parent (see the header). */
export function moduleDepths(requests: SeenRequest[], documentUrl: string) {
  const modules = requests
    .filter((r) => isScript(r) && r.endMs !== undefined)
    .sort((a, b) => a.startMs - b.startMs || a.endMs! - b.endMs!);
  const byUrl = new Map<string, SeenRequest>();
  const info = new Map<SeenRequest, { depth: number; parent?: SeenRequest; by: ModuleStep['by'] }>();
  for (const m of modules) {
    const named = m.initiatorUrl ? byUrl.get(m.initiatorUrl) : undefined;
    if (named && info.has(named)) info.set(m, { depth: info.get(named)!.depth + 1, parent: named, by: 'initiator' });
    else if (m.initiatorType === 'parser' || m.initiatorUrl === documentUrl) info.set(m, { depth: 1, by: 'html' });
    else {
      let parent: SeenRequest | undefined;
      for (const [other, i] of info)
        if (other.endMs! <= m.startMs && (!parent || i.depth > info.get(parent)!.depth)) parent = other;
      info.set(m, parent ? { depth: info.get(parent)!.depth + 1, parent, by: 'order' } : { depth: 1, by: 'html' });
    }
    if (!byUrl.has(m.url)) byUrl.set(m.url, m);
  }
  return info;
}

export function criticalPath(d: Diagnosis, target: { key: string; tag?: string }): CriticalPath {
  const usableMs = d.load.ms[target.key]!;
  const depths = moduleDepths(d.requests, d.documentUrl);
  const firstRenderMs = target.tag ? d.updates.find((u) => u.tag === target.tag)?.end : undefined;
  const deepestBy = (t: number) => {
    let deepest: SeenRequest | undefined;
    for (const [m, i] of depths) if (m.endMs! <= t && (!deepest || i.depth > depths.get(deepest)!.depth)) deepest = m;
    return deepest;
  };
  const step = (m: SeenRequest): ModuleStep => {
    const i = depths.get(m)!;
    return { file: file(m.url), depth: i.depth, startMs: m.startMs, endMs: m.endMs!, by: i.by };
  };
  const define = target.tag ? d.defines.find((x) => x.tag === target.tag) : undefined;
  const definer = define?.url ? [...depths.keys()].find((m) => m.url === define.url) : undefined;
  const chain: ModuleStep[] = [];
  for (let m = definer ?? deepestBy(usableMs); m; m = depths.get(m)!.parent) chain.unshift(step(m));
  const afterDefinition = define
    ? [...depths.keys()].filter((m) => m.startMs >= define.at && m.endMs! <= usableMs).map(step)
    : [];
  const calls = d.requests
    .filter((r) => (r.type === 'Fetch' || r.type === 'XHR') && r.endMs !== undefined && r.endMs <= usableMs)
    .sort((a, b) => a.startMs - b.startMs)
    .map((r) => `${r.method} ${new URL(r.url).pathname} ${r.startMs}→${r.endMs}`);
  const depthAt = (t: number | undefined) => {
    const m = t === undefined ? undefined : deepestBy(t);
    return m ? depths.get(m)!.depth : 0;
  };

  const before = d.updates.filter((u) => u.end <= usableMs + 1);
  const updatesBeforeUsable: Record<string, number> = {};
  for (const u of before) updatesBeforeUsable[u.tag] = (updatesBeforeUsable[u.tag] ?? 0) + 1;

  let data: CriticalPath['data'];
  const lastBody = d.bodies.filter((b) => b.at <= usableMs).sort((a, b) => b.at - a.at)[0];
  if (lastBody) {
    const after = d.updates.filter((u) => u.start >= lastBody.at);
    const shows = after.findIndex((u) => u.usable.includes(target.key));
    data = {
      url: lastBody.url || '(a response the head start handed over)',
      atMs: Math.round(lastBody.at),
      nextUpdateMs: after[0] ? Math.round(after[0].start) : undefined,
      nextUpdateEndMs: after[0] ? Math.round(after[0].end) : undefined,
      updatesUntilUsable: shows + 1,
      firstUpdateShows: shows === 0,
      tags: after.slice(0, Math.max(shows + 1, 0)).map((u) => u.tag),
    };
  }

  const lazy = (kind: 'zod' | 'phone'): LazyLoad | undefined => {
    const r = d.requests.filter((q) => q.carries.includes(kind)).sort((a, b) => a.startMs - b.startMs)[0];
    return r
      ? {
          file: file(r.url),
          requestedMs: r.startMs,
          vsUsableMs: Math.round(r.startMs - usableMs),
          arrivedBeforeUsable: r.endMs !== undefined && r.endMs <= usableMs,
        }
      : undefined;
  };

  const kB = { scripts: 0, data: 0, other: 0 };
  for (const r of d.requests) {
    if (r.endMs === undefined || r.endMs > usableMs) continue;
    const kind = isScript(r) ? 'scripts' : r.type === 'Fetch' || r.type === 'XHR' ? 'data' : 'other';
    kB[kind] += r.bytes / 1000;
  }
  for (const k of Object.keys(kB) as (keyof typeof kB)[]) kB[k] = Math.round(kB[k] * 10) / 10;

  const sent = new Map<string, number>();
  for (const r of d.requests)
    if (r.type === 'Fetch' || r.type === 'XHR') {
      const what = `${r.method} ${new URL(r.url).pathname}`;
      sent.set(what, (sent.get(what) ?? 0) + 1);
    }
  const repeated = [...sent].filter(([, n]) => n > 1).map(([what, n]) => `${what} ×${n}`);

  return {
    repeated,
    usableMs,
    firstRenderMs: firstRenderMs === undefined ? undefined : Math.round(firstRenderMs),
    depthAtFirstRender: depthAt(firstRenderMs),
    depthAtUsable: depthAt(usableMs),
    chain,
    definedMs: define ? Math.round(define.at) : undefined,
    afterDefinition,
    calls,
    data,
    updatesBeforeUsable,
    zod: lazy('zod'),
    phone: lazy('phone'),
    kBBeforeUsable: kB,
    cpu: d.cpu,
  };
}

/** The summary in a few lines for the console. */
export function describePath(p: CriticalPath): string[] {
  const lines: string[] = [];
  const show = (s: ModuleStep) => `${s.file} [${s.startMs}→${s.endMs}${s.by === 'order' ? ', by order' : ''}]`;
  const chain = p.chain.map(show);
  const first =
    p.firstRenderMs === undefined ? '' : `${p.depthAtFirstRender} at first render (${p.firstRenderMs} ms), `;
  lines.push(`chunk depth ${first}${p.depthAtUsable} at usable (${p.usableMs} ms)`);
  lines.push(
    p.definedMs === undefined
      ? `deepest chain: ${chain.join(' → ') || '(no module)'}`
      : `defined at ${p.definedMs} ms by ${chain.join(' → ') || '(a script not seen)'}; then ${p.afterDefinition.map((s) => `${s.file} (depth ${s.depth}) [${s.startMs}→${s.endMs}]`).join(', ') || 'no module'} before usable`,
  );
  if (p.calls.length) lines.push(`calls before usable: ${p.calls.join(', ')}`);
  const updates = Object.entries(p.updatesBeforeUsable)
    .map(([tag, n]) => `${tag}×${n}`)
    .join(', ');
  if (p.data) {
    const read = `data read at ${p.data.atMs} ms (${p.data.url}), next update ${p.data.nextUpdateMs ?? '?'}→${p.data.nextUpdateEndMs ?? '?'} ms`;
    lines.push(
      p.data.firstUpdateShows
        ? `${read}; shown by that first update after it`
        : p.data.updatesUntilUsable > 0
          ? `${read}; shown by update ${p.data.updatesUntilUsable} after it (${p.data.tags.join(' → ')})`
          : `${read}; no update after it shows the target (a frame without an update did)`,
    );
  }
  lines.push(`updates before usable: ${updates || 'none'}`);
  const when = (name: string, l?: LazyLoad) =>
    l
      ? `${name} (${l.file}) requested at ${l.requestedMs} ms, ${l.vsUsableMs < 0 ? `${-l.vsUsableMs} ms before` : `${l.vsUsableMs} ms after`} usable${l.arrivedBeforeUsable ? ', arrived before usable' : ''}`
      : `${name}: not requested (within 3 s after usable)`;
  lines.push(`${when('zod', p.zod)}; ${when('phone library', p.phone)}`);
  if (p.repeated.length) lines.push(`sent more than once: ${p.repeated.join(', ')}`);
  lines.push(
    `before usable: scripts ${p.kBBeforeUsable.scripts} kB, data ${p.kBBeforeUsable.data} kB, other ${p.kBBeforeUsable.other} kB; renderer busy ${JSON.stringify(p.cpu)} ms`,
  );
  return lines;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      startTime?: number;
      cpuProfile?: {
        nodes?: { id: number; parent?: number; callFrame: { url: string; functionName: string } }[];
        samples?: number[];
      };
      timeDeltas?: number[];
    };
  };
}

const KINDS: Record<string, string> = {
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

/**
 * From a trace file: the main thread's busy time by kind up to usable, and where the JavaScript time went by
 * script file (self time of the CPU samples), largest first.
 */
export function traceSummary(
  traceFile: string,
  usableMs: number,
): { mainThread: Record<string, number>; jsByFile: Record<string, number> } {
  const { traceEvents } = JSON.parse(readFileSync(traceFile, 'utf8')) as { traceEvents: TraceEvent[] };
  const renderers = new Set(
    traceEvents
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const nav =
    traceEvents.find((e) => e.name === 'navigationStart' && renderers.has(`${e.pid}:${e.tid}`)) ??
    traceEvents.find((e) => e.name === 'navigationStart') ??
    traceEvents.find((e) => e.name === 'TracingStartedInBrowser');
  const start = nav?.ts ?? 0;
  // The page's own renderer (the one that navigated); other renderers (browser UI pages) are not the page's work.
  const page = nav && renderers.has(`${nav.pid}:${nav.tid}`) ? `${nav.pid}:${nav.tid}` : undefined;
  const mains = page ? new Set([page]) : renderers;
  const end = start + usableMs * 1000;
  const totals: Record<string, number> = {};
  let busy = 0;
  for (const e of traceEvents) {
    if (!mains.has(`${e.pid}:${e.tid}`) || e.ph !== 'X' || !e.dur || e.ts > end) continue;
    if (e.name === 'RunTask') busy += e.dur / 1000;
    const kind = KINDS[e.name];
    if (kind) totals[kind] = (totals[kind] ?? 0) + e.dur / 1000;
  }
  const mainThread: Record<string, number> = { 'main thread busy (tasks)': Math.round(busy) };
  for (const [k, v] of Object.entries(totals)) mainThread[k] = Math.round(v);

  // CPU samples: a Profile event starts each profile, ProfileChunk events carry nodes, samples and time deltas.
  const byFile: Record<string, number> = {};
  const profiles = new Map<string, { t: number; nodes: Map<number, string> }>();
  for (const e of traceEvents) {
    if (e.name === 'Profile' && e.id && (!page || e.pid === nav!.pid))
      profiles.set(e.id, { t: e.args?.data?.startTime ?? e.ts, nodes: new Map() });
    if (e.name !== 'ProfileChunk' || !e.id || !profiles.has(e.id)) continue;
    const p = profiles.get(e.id)!;
    const data = e.args?.data;
    for (const n of data?.cpuProfile?.nodes ?? [])
      p.nodes.set(
        n.id,
        n.callFrame.url
          ? file(n.callFrame.url)
          : n.callFrame.functionName.startsWith('(')
            ? n.callFrame.functionName
            : `(${n.callFrame.functionName || 'native'})`,
      );
    const samples = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    for (let i = 0; i < samples.length; i++) {
      const dt = deltas[i] ?? 0;
      p.t += dt;
      if (p.t < start || p.t > end) continue;
      const name = p.nodes.get(samples[i]!) ?? '?';
      if (name === '(idle)') continue;
      byFile[name] = (byFile[name] ?? 0) + dt / 1000;
    }
  }
  const jsByFile = Object.fromEntries(
    Object.entries(byFile)
      .map(([k, v]) => [k, Math.round(v)] as const)
      .filter(([, v]) => v >= 5)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8),
  );
  return { mainThread, jsByFile };
}
