// Browser tests run in real Chromium (Debian's /usr/bin/chromium, or CHROME_PATH) through puppeteer-core.
import { mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { testApiMiddleware } from './test/browser/api/test-server.mjs';
import { heldModuleMiddleware, heldModulePlugin } from './test/browser/helpers/held-module.mjs';
import { cspPageMiddleware } from './test/browser/security/csp-server.mjs';
import { processSandboxPlugin } from './test/browser/outbox/process-sandbox.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './test/setup/chromium.mjs';

/**
 * `shoot()` (test/browser/helpers/screenshot.ts) asks for a PNG of the page as it is, so a person can look at each
 * state a test sets up. Off unless PARLEY_SHOTS names a folder: CI takes no pictures.
 */
function screenshotPlugin() {
  const folder = process.env.PARLEY_SHOTS;
  return {
    name: 'parley-screenshot',
    async executeCommand({ command, payload, session }) {
      if (command !== 'parley-screenshot') return undefined;
      if (!folder || payload?.probe) return Boolean(folder);
      const name = String(payload?.name ?? 'shot').replace(/[^\w.-]+/g, '-');
      mkdirSync(folder, { recursive: true });
      const page = session.browser.getPage(session.id);
      await page.screenshot({ path: join(folder, `${name}.png`), fullPage: Boolean(payload?.fullPage) });
      return true;
    },
  };
}

/**
 * `emulateTimeZone()` / `resetTimeZone()` (test/browser/helpers/time-zone.ts): the page's time zone as a device set to
 * another would report it (`Intl`, `Date`), so a test can show what a person in Tokyo sees. The page is reused by the
 * next file: a test resets it when done.
 */
function timeZonePlugin() {
  return {
    name: 'parley-time-zone',
    async executeCommand({ command, payload, session }) {
      if (command !== 'parley-time-zone' && command !== 'parley-time-zone-reset') return undefined;
      const page = session.browser.getPage(session.id);
      await page.emulateTimezone(command === 'parley-time-zone' ? String(payload?.zone) : undefined);
      return true;
    },
  };
}

/**
 * Repeats every failed test, with its file and message, as the last lines of the run: a CI log keeps only its tail,
 * and the default reporter prints a failure where it happened, hundreds of lines earlier.
 */
function failuresLastReporter() {
  const failures = [];
  const collect = (file, suite, path) => {
    for (const test of suite.tests ?? []) {
      if (!test.passed && !test.skipped) {
        failures.push(`${file} › ${[...path, test.name].join(' › ')}\n    ${test.error?.message ?? 'failed'}`);
      }
    }
    for (const child of suite.suites ?? []) collect(file, child, [...path, child.name]);
  };
  return {
    onTestRunFinished({ sessions }) {
      failures.length = 0;
      for (const session of sessions) {
        if (session.testResults) collect(relative(process.cwd(), session.testFile), session.testResults, []);
        for (const error of session.errors ?? [])
          failures.push(`${relative(process.cwd(), session.testFile)}\n    ${error.message}`);
      }
    },
    stop() {
      if (failures.length === 0) return;
      console.log(`\n${failures.length} failed in this run:`);
      for (const line of failures) console.log(`  ✗ ${line}`);
    },
  };
}

export default {
  files: ['test/browser/**/*.test.ts'],
  // Scriptable HTTP endpoints under /__test-api/ for the API client's tests (a real server, not a fetch mock);
  // /__csp/ serves the security suite's strict-CSP page (its own HTTP CSP header, one bundled module); a test can hold
  // one module back for a while (test/browser/helpers/held-module.mjs).
  middleware: [heldModuleMiddleware(), testApiMiddleware(), cspPageMiddleware()],
  nodeResolve: { exportConditions: ['parley-source', 'browser', 'development'] },
  plugins: [
    screenshotPlugin(),
    timeZonePlugin(),
    // Turns a page's HTTP cache off while a test holds a module back (test/browser/helpers/held-module.mjs).
    heldModulePlugin(),
    // The real sandbox in a child process that a test can kill -9 and restart (test/browser/outbox).
    processSandboxPlugin(),
    esbuildPlugin({ ts: true, target: 'es2022', tsconfig: new URL('./tsconfig.json', import.meta.url).pathname }),
  ],
  reporters: [defaultReporter(), failuresLastReporter()],
  concurrency: 2,
  // The runner reuses a page (and so its browser context) for the next file: what one file left in storage (a reply
  // draft, the outbox flag, kept outbox writes in IndexedDB) must not be there for the next, so each file starts with
  // empty storage. The test framework is imported only once the databases are gone.
  testRunnerHtml: (testFramework) => `<!doctype html><html><head></head><body><script type="module">
  localStorage.clear();
  sessionStorage.clear();
  const databases = await indexedDB.databases();
  await Promise.all(
    databases.map(({ name }) => new Promise((done) => {
      const deleting = indexedDB.deleteDatabase(name);
      deleting.onsuccess = deleting.onerror = deleting.onblocked = done;
    })),
  );
  await import(${JSON.stringify(testFramework)});
</script></body></html>`,
  // Generous: keyboard-driven tests on a loaded 2-core machine can take a while; a real hang still fails.
  testFramework: { config: { timeout: 60000 } },
  testsFinishTimeout: 20 * 60 * 1000,
  // A loaded machine can take longer than the default 30 s to open a page; a page that never opens still fails.
  browserStartTimeout: 120_000,
  browsers: [
    chromeLauncher({
      // Each page gets its own browser context: the two files running side by side must not share localStorage
      // (drafts), cookies or caches with one another (a page's next file starts with its storage cleared, above).
      async createPage({ browser }) {
        const context = await browser.createBrowserContext();
        const page = await context.newPage();
        // A tab a test opens (a link with target=_blank) takes the window's focus from this page, for every later
        // file run in it: `focus()` still moves the active element but no focus event fires, and what starts on
        // focus (the phone library of a form) never starts. Each page is a focused page, as a person's tab is.
        await page.emulateFocusedPage(true);
        page.once('close', () => void context.close().catch(() => {}));
        return page;
      },
      launchOptions: {
        executablePath: CHROMIUM_PATH,
        headless: true,
        args: [
          ...CHROMIUM_ARGS,
          '--disable-quic',
          '--disable-dev-shm-usage',
          // Test files run side by side in tabs; background tabs must not throttle timers or animation frames.
          '--disable-background-timer-throttling',
          '--disable-backgrounding-occluded-windows',
          '--disable-renderer-backgrounding',
        ],
      },
    }),
  ],
};
