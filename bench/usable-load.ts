/**
 * One cold page load under the phone profile (bench/usable.ts): a fresh browser context, CDP throttling, and a probe
 * that notes the first animation frame in which each target is on screen. The diagnostic load adds what the
 * critical-path summary needs (bench/usable-path.ts): each request's initiator and body kind, every update of a
 * `parley-*` element, when response bodies were read, the renderer's cumulative CPU metrics, and (`trace`) a
 * Chromium trace.
 */
import type { Browser, CDPSession, Page, Protocol } from 'puppeteer-core';

/** Lighthouse's mobile profile: Slow 4G and a 4× slower CPU (lighthouse-core/config/constants.js). */
export const PROFILE = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1000 * 1000) / 8,
  uploadBytesPerSecond: (750 * 1000) / 8,
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
} as const;
export const TIMEOUT_MS = 30_000;

/** What a trace of a load records (`USABLE_TRACE=1`). */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'v8.execute',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'loading',
  'toplevel',
  'v8',
  // Samples of what ran (ProfileChunk): a long task's time by function, not only by kind.
  'disabled-by-default-v8.cpu_profiler',
];

/** `page` on the phone profile's network and CPU (Slow 4G, CPU slowed); its CDP session, network events on. */
export async function throttled(page: Page): Promise<CDPSession> {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.latencyMs,
    downloadThroughput: PROFILE.downloadBytesPerSecond,
    uploadThroughput: PROFILE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
  return cdp;
}
/** How long the diagnostic load goes on after the last target is usable, to see which lazy parts follow. */
const SETTLE_MS = 3_000;

/** What makes a page usable for one figure: a selector, visible, searched through shadow roots. */
export interface Target {
  key: string;
  selector: string;
  /** Search only inside this element (light DOM and shadow roots), e.g. `parley-form` on a page of three. */
  root?: string;
}

export interface Load {
  /** Milliseconds since navigation to the frame each target was first on screen, by target key. */
  ms: Record<string, number>;
  /** When the page's HTML had arrived (navigation `responseEnd`): a slow server shows here, not in the client. */
  htmlMs: number;
  /** Requests finished, and bytes they carried, before the page's last target was usable. */
  requests: number;
  bytes: number;
}

/** One request as the diagnostic load saw it; times in page milliseconds (`performance.now()` of the page). */
export interface SeenRequest {
  id: string;
  url: string;
  method: string;
  type?: string;
  startMs: number;
  endMs?: number;
  bytes: number;
  /** The URL that caused it: the importing module, the script whose stack fetched it, or the document's parser. */
  initiatorUrl?: string;
  initiatorType?: string;
  /** What the body holds, for scripts: zod, the phone library. */
  carries: ('zod' | 'phone')[];
}

export interface Diagnosis {
  load: Load;
  requests: SeenRequest[];
  /** Each `update()` of a `parley-*` element: its tag, when, and which targets were usable right after it. */
  updates: { tag: string; start: number; end: number; usable: string[] }[];
  /** When a response body was read (`json()`, `text()`) by the page: the head start, the client. */
  bodies: { url: string; at: number }[];
  /** Each `customElements.define` of the page, and the script that called it. */
  defines: { tag: string; at: number; url?: string }[];
  /** The renderer's cumulative busy time by kind when the last target was usable (CDP Performance.getMetrics). */
  cpu: Record<string, number>;
  documentUrl: string;
}

const searchScript = (targets: Target[]) => `
  const targets = ${JSON.stringify(targets)};
  const visible = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
  const find = (root, selector) => {
    if (root.shadowRoot) { const hit = find(root.shadowRoot, selector); if (hit) return hit; }
    for (const el of root.querySelectorAll(selector)) if (visible(el)) return el;
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot) { const hit = find(el.shadowRoot, selector); if (hit) return hit; }
    return null;
  };
  const usableNow = (t) => {
    if (!document.body) return false;
    const root = t.root ? document.querySelector(t.root) : document;
    return !!root && !!find(root, t.selector);
  };`;

/** In every page before its scripts: watch each animation frame for each target, deep, visible. */
const probe = (targets: Target[]) => `(() => {${searchScript(targets)}
  window.__usable = {};
  const tick = () => {
    const now = performance.now();
    for (const t of targets) if (window.__usable[t.key] === undefined && usableNow(t)) window.__usable[t.key] = now;
    if (targets.some((t) => window.__usable[t.key] === undefined)) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

/**
 * The diagnostic load's instruments: every `parley-*` class's `update()` is wrapped (before it is defined) to note
 * its time and which targets are usable after it; response bodies note when they were read. Searching the page
 * after each update costs CPU, which is why timed loads run without this.
 */
const instruments = (targets: Target[]) => `(() => {${searchScript(targets)}
  const diag = (window.__diag = { updates: [], bodies: [], defines: [] });
  const inside = new WeakSet();
  const define = CustomElementRegistry.prototype.define;
  CustomElementRegistry.prototype.define = function (name, ctor, options) {
    const caller = (new Error().stack || '').match(/https?:\\/\\/[^\\s()]+?\\.m?js/);
    diag.defines.push({ tag: name, at: performance.now(), url: caller ? caller[0] : undefined });
    const update = ctor && ctor.prototype && ctor.prototype.update;
    if (name.startsWith('parley-') && typeof update === 'function')
      ctor.prototype.update = function (changed) {
        if (inside.has(this)) return update.call(this, changed);
        inside.add(this);
        const start = performance.now();
        try { return update.call(this, changed); } finally {
          inside.delete(this);
          diag.updates.push({ tag: this.localName, start, end: performance.now(), usable: targets.filter(usableNow).map((t) => t.key) });
        }
      };
    return define.call(this, name, ctor, options);
  };
  for (const method of ['json', 'text']) {
    const read = Response.prototype[method];
    Response.prototype[method] = function () {
      const url = this.url;
      const body = read.call(this);
      body.then(() => diag.bodies.push({ url, at: performance.now() }), () => {});
      return body;
    };
  }
})();`;

/** zod's classes name themselves (`$ZodType`); libphonenumber-js's metadata has this key. Both survive minifying. */
const MARKERS = { zod: '$ZodType', phone: 'country_calling_codes' } as const;

/** One cold load under the profile: a fresh context (no cache), throttled, until every target's usable frame. */
export async function load(browser: Browser, url: string, targets: Target[]): Promise<Load> {
  return (await run(browser, url, targets, {})).load;
}

/** A load with the instruments on; `trace` also records a Chromium trace into that file. Not timed. */
export function diagnose(browser: Browser, url: string, targets: Target[], trace?: string): Promise<Diagnosis> {
  return run(browser, url, targets, { diagnose: true, trace });
}

async function run(
  browser: Browser,
  url: string,
  targets: Target[],
  { diagnose, trace }: { diagnose?: boolean; trace?: string },
): Promise<Diagnosis> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(PROFILE.viewport);
    const cdp = await throttled(page);
    if (diagnose) {
      await cdp.send('Performance.enable');
      // With async stacks, a dynamic import() names the module whose code ran it (else Chromium says about:client).
      await cdp.send('Debugger.enable');
      await cdp.send('Debugger.setAsyncCallStackDepth', { maxDepth: 16 });
    }
    // CDP times are monotonic seconds; the document request's wall time ties them to the page's clock.
    let clock: { monotonic: number; wall: number } | undefined;
    const raw = new Map<string, { e: Protocol.Network.RequestWillBeSentEvent; end?: number; bytes: number }>();
    cdp.on('Network.requestWillBeSent', (e) => {
      clock ??= { monotonic: e.timestamp, wall: e.wallTime };
      if (!raw.has(e.requestId)) raw.set(e.requestId, { e, bytes: 0 });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const r = raw.get(e.requestId);
      if (r) Object.assign(r, { end: e.timestamp, bytes: e.encodedDataLength });
    });
    await page.evaluateOnNewDocument(probe(targets));
    // USABLE_TRACE_PLAIN: the trace without the instruments, whose visibility checks in every update force style and
    // layout there (a profile then shows the page's own work where it falls); the path summary has no updates then.
    if (diagnose && !process.env.USABLE_TRACE_PLAIN) await page.evaluateOnNewDocument(instruments(targets));
    if (trace) await page.tracing.start({ path: trace, categories: TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: TIMEOUT_MS });
    const keys = JSON.stringify(targets.map((t) => t.key));
    await page.waitForFunction(`${keys}.every((k) => window.__usable[k] !== undefined)`, {
      timeout: TIMEOUT_MS,
      polling: 200,
    });
    const cpu = diagnose ? metrics(await cdp.send('Performance.getMetrics')) : {};
    const ms = (await page.evaluate('window.__usable')) as Record<string, number>;
    const timeOrigin = (await page.evaluate('performance.timeOrigin')) as number;
    const htmlMs = (await page.evaluate(
      "performance.getEntriesByType('navigation')[0]?.responseEnd ?? Number.NaN",
    )) as number;
    const toPage = (monotonic: number) =>
      clock ? Math.round((clock.wall + (monotonic - clock.monotonic)) * 1000 - timeOrigin) : Number.NaN;
    const last = Math.max(...Object.values(ms));
    const finishedBefore = [...raw.values()].filter((r) => r.end !== undefined && toPage(r.end) <= last);
    const result: Diagnosis = {
      load: {
        ms: Object.fromEntries(Object.entries(ms).map(([k, v]) => [k, Math.round(v)])),
        htmlMs: Math.round(htmlMs),
        requests: finishedBefore.length,
        bytes: finishedBefore.reduce((n, r) => n + r.bytes, 0),
      },
      requests: [],
      updates: [],
      bodies: [],
      defines: [],
      cpu,
      documentUrl: page.url(),
    };
    if (!diagnose) return result;
    await new Promise((done) => setTimeout(done, SETTLE_MS));
    if (trace) await page.tracing.stop();
    const diag = ((await page.evaluate('window.__diag')) ?? { updates: [], bodies: [], defines: [] }) as Pick<
      Diagnosis,
      'updates' | 'bodies' | 'defines'
    >;
    result.updates = diag.updates;
    result.bodies = diag.bodies;
    result.defines = diag.defines;
    for (const [id, { e, end, bytes }] of raw) {
      const carries: SeenRequest['carries'] = [];
      if (e.type === 'Script' && end !== undefined) {
        const body = await cdp
          .send('Network.getResponseBody', { requestId: id })
          .then((b) => (b.base64Encoded ? Buffer.from(b.body, 'base64').toString('utf8') : b.body))
          .catch(() => '');
        for (const [kind, marker] of Object.entries(MARKERS))
          if (body.includes(marker)) carries.push(kind as keyof typeof MARKERS);
      }
      result.requests.push({
        id,
        url: e.request.url,
        method: e.request.method,
        type: e.type,
        startMs: toPage(e.timestamp),
        endMs: end === undefined ? undefined : toPage(end),
        bytes,
        initiatorType: e.initiator.type,
        initiatorUrl: initiatorUrl(e.initiator),
        carries,
      });
    }
    return result;
  } finally {
    await context.close().catch(() => undefined);
  }
}

/**
 * The module or script behind a request: the initiator's URL, else the nearest frame of its (async) stack.
 * Chromium names a dynamic `import()`'s initiator `about:client`; its stack then holds the importing module.
 */
function initiatorUrl(initiator: Protocol.Network.Initiator): string | undefined {
  const urls = [initiator.url];
  for (let stack = initiator.stack; stack; stack = stack.parent) urls.push(...stack.callFrames.map((f) => f.url));
  return urls.find((url) => url && !url.startsWith('about:'));
}

/** Busy time by kind in ms of the throttled CPU (cumulative since the page started). */
function metrics({ metrics }: Protocol.Performance.GetMetricsResponse): Record<string, number> {
  const names: Record<string, string> = {
    TaskDuration: 'tasks',
    ScriptDuration: 'script',
    RecalcStyleDuration: 'style',
    LayoutDuration: 'layout',
  };
  const out: Record<string, number> = {};
  for (const m of metrics) if (names[m.name]) out[names[m.name]!] = Math.round(m.value * 1000);
  return out;
}
