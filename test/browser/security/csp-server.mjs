// A strict-CSP page for the security suite, mounted in web-test-runner's dev server (koa). Test pages of the
// runner carry inline scripts, so the elements are checked in a page of their own, framed by the test:
//
//   GET  /__csp/page.html?run=R&mode=strict|control   the page, with the CSP below as an HTTP header (a <meta> CSP
//                                                      cannot carry report-uri or frame-ancestors)
//   GET  /__csp/bundle.js                              csp-page.ts bundled by esbuild (one module, production Lit)
//   POST /__csp/report?run=R                           report-uri endpoint: the browser's own violation reports
//   GET  /__csp/reports?run=R                          the reports received for run R
//
// Responses are written raw (ctx.respond = false), so no koa middleware or plugin transform touches them.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const PREFIX = '/__csp/';
const ENTRY = fileURLToPath(new URL('./csp-page.ts', import.meta.url));
const TSCONFIG = fileURLToPath(new URL('../../../tsconfig.json', import.meta.url));

/** No 'unsafe-inline', no 'unsafe-eval', Trusted Types required with only Lit's policy; https images allowed (message media). */
export function strictPolicy(run) {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' https: data:",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    "require-trusted-types-for 'script'",
    'trusted-types lit-html',
    `report-uri ${PREFIX}report?run=${encodeURIComponent(run)}`,
  ].join('; ');
}

const reports = new Map();
let bundle;

function bundleOnce() {
  bundle ??= build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions: ['browser', 'production'],
    tsconfig: TSCONFIG,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  }).then(
    (result) => result.outputFiles[0].text,
    (error) => {
      bundle = undefined;
      throw error;
    },
  );
  return bundle;
}

function readBody(req) {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(data));
  });
}

const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Strict CSP</title></head>
<body>
<main id="app"></main>
<script type="module" src="${PREFIX}bundle.js"></script>
</body>
</html>`;

export function cspPageMiddleware() {
  return async function cspPage(ctx, next) {
    if (!ctx.path.startsWith(PREFIX)) return next();
    ctx.respond = false;
    ctx.status = 200;
    const { req, res } = ctx;
    const run = String(ctx.query.run ?? 'default');
    const route = `${req.method} ${ctx.path.slice(PREFIX.length)}`;
    try {
      switch (route) {
        case 'GET page.html':
          res.writeHead(200, {
            'Content-Type': 'text/html; charset=utf-8',
            'Content-Security-Policy': strictPolicy(run),
            'Cache-Control': 'no-store',
          });
          return res.end(PAGE);
        case 'GET bundle.js':
          res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
          return res.end(await bundleOnce());
        case 'POST report': {
          const body = await readBody(req);
          let parsed;
          try {
            parsed = JSON.parse(body);
          } catch {
            parsed = { unreadable: body };
          }
          reports.set(run, [...(reports.get(run) ?? []), parsed]);
          res.writeHead(204);
          return res.end();
        }
        case 'GET reports':
          res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
          return res.end(JSON.stringify(reports.get(run) ?? []));
        default:
          res.writeHead(404);
          return res.end('not found');
      }
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(String(error?.stack ?? error));
    }
  };
}
