/**
 * What the distribution tests share: one build per run, a static server with a token route, the sandbox as a
 * real HTTP server, and Chromium through puppeteer-core (Debian's, or CHROME_PATH).
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../setup/chromium.mjs';

export const ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
export const DIST = join(ROOT, 'dist');

export const CHROME_ARGS = [...CHROMIUM_ARGS, '--disable-dev-shm-usage'];

export function launchChromium(): Promise<Browser> {
  return puppeteer.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROME_ARGS });
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.map': 'application/json', '.svg': 'image/svg+xml',
};

export type Route = (req: IncomingMessage, res: ServerResponse, url: URL) => boolean | Promise<boolean>;

/** Serves `mounts` (URL prefix → directory) and answers `routes` first; 404 otherwise. */
export async function startStaticServer(mounts: Record<string, string>, routes: Route[] = []): Promise<{ origin: string; server: Server; requests: string[] }> {
  const requests: string[] = [];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(url.pathname);
    try {
      for (const route of routes) if (await route(req, res, url)) return;
      for (const [prefix, dir] of Object.entries(mounts)) {
        if (!url.pathname.startsWith(prefix)) continue;
        let file = normalize(join(dir, decodeURIComponent(url.pathname.slice(prefix.length))));
        if (!file.startsWith(dir)) break;
        if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
        if (!existsSync(file)) break;
        res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' });
        createReadStream(file).pipe(res);
        return;
      }
      res.writeHead(404).end('not found');
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, requests };
}

/** Page problems worth failing on: uncaught errors, console errors, CSP / Trusted Types violations. */
export interface PageWatch {
  errors: string[];
  warnings: string[];
  violations: string[];
  responses: { url: string; status: number }[];
}

export async function watchPage(page: Page): Promise<PageWatch> {
  const watch: PageWatch = { errors: [], warnings: [], violations: [], responses: [] };
  page.on('pageerror', (error) => watch.errors.push(`pageerror: ${(error as Error).message ?? error}`));
  page.on('console', (message) => {
    // Failed loads are reported with their URL by the response listener below.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) watch.errors.push(`console: ${message.text()}`);
    if (message.type() === 'warn') watch.warnings.push(message.text());
  });
  page.on('response', (response) => {
    watch.responses.push({ url: response.url(), status: response.status() });
    if (response.status() >= 400) watch.errors.push(`HTTP ${response.status()} ${response.url()}`);
  });
  await page.exposeFunction('__reportViolation', (text: string) => watch.violations.push(text));
  await page.evaluateOnNewDocument(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportViolation(t: string): void }).__reportViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      );
    });
  });
  return watch;
}

/** Waits until `predicate(...args)` (run in the page) is truthy; fails with `what` after `timeout` ms. */
export async function until<T, A extends (string | number | boolean)[] = []>(page: Page, what: string, predicate: (...args: A) => T, timeout = 20_000, ...args: A): Promise<T> {
  try {
    // Arguments are serializable primitives, so the page receives them as they are.
    const handle = await page.waitForFunction(predicate as (...params: unknown[]) => T, { timeout, polling: 100 }, ...args);
    return (await handle.jsonValue()) as T;
  } catch (error) {
    throw new Error(`timed out waiting for ${what}: ${(error as Error).message}`);
  }
}

/** Counts thread rows in `<parley-inbox>` (inside its shadow root). */
export const inboxRowCount = () =>
  document.querySelector('parley-inbox')?.shadowRoot?.querySelectorAll('[role="option"]').length ?? 0;
