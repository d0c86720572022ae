/**
 * `startSandboxServer` (Node only): the sandbox over HTTP, what `parley sandbox` and `npm start` run. Serves the API
 * under `/api`, the hosted form page at `/forms/<id>?t=…`, and with `demo: true` the demo page and its token
 * route. Browser code (demo page, form page) is bundled with esbuild on first request and rebuilt incrementally on
 * reload, so the server starts in well under a second and edits show up on refresh.
 */
import { demoMediaPng } from './media.js';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import type { BuildContext } from 'esbuild';
import { createTokenHandler } from '../node/handlers.js';
import { SCOPES, type EmbedResources, type Scope } from '../schemas/token.js';
import type { Plan } from '../schemas/agents.js';
import { API_BASE_PATH } from './app.js';
import { SANDBOX_DEFAULTS, type SandboxOptions } from './context.js';
import { createSandbox, type Sandbox } from './index.js';
import { createPersister, loadDataFile, type Persister } from './persistence.js';
import { ApiProblem, readLimitedText } from './http.js';

export { SandboxDataError } from './persistence.js';

/** How long a connection that sent too large a body is read (and discarded) after its 413, before it closes. */
const LINGER_MS = 1000;

export interface SandboxServerOptions {
  /** Default 4010; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Persist the store to this file (loaded at start if it exists; written atomically after changes). */
  dataFile?: string;
  apiKey?: string;
  embedKid?: string;
  embedSecret?: string;
  team?: string;
  /** Seed the demo data set (default true). Ignored when `dataFile` exists. */
  demoData?: boolean;
  /** Also serve the demo page at `/` and its token route `/demo/token` (default false). */
  demo?: boolean;
  /** Where the start-up banner goes (default console.log); pass `() => {}` to silence it. */
  log?: (text: string) => void;
  /** The team's plan (default `pro`): `free` has no hosted forms and no RCS test agents (403). */
  plan?: Plan;
  /** Silent Authentication access (default true); false answers 403 on its routes (`--no-silent-auth`). */
  silentAuth?: boolean;
  /** Any other sandbox option (carrier delays, long thread size, …). */
  sandbox?: SandboxOptions;
}

export interface SandboxServer {
  /** `http://host:port` */
  origin: string;
  /** `http://host:port/api`, the elements' `base-url`. */
  baseUrl: string;
  port: number;
  sandbox: Sandbox;
  /** Stops listening, ends streams and timers, and writes pending data. */
  close(): Promise<void>;
}

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const DEMO_SCOPES: Scope[] = [
  'conversations:read', 'conversations:notes', 'messages:send', 'messages:react', 'messages:schedule', 'forms:read', 'forms:submit',
  'contacts:read', 'contacts:write', 'audiences:read', 'messages:blast',
];
/** Issue 14: the demo user also reads link analytics, creates short links and reads RCS agents and campaigns. */
DEMO_SCOPES.push('links:read', 'links:write', 'agents:read');

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** Starts the server; resolves once it listens. A data file that cannot be loaded rejects with SandboxDataError. */
export async function startSandboxServer(options: SandboxServerOptions = {}): Promise<SandboxServer> {
  const host = options.host ?? SANDBOX_DEFAULTS.host;
  const log = options.log ?? ((text: string) => console.log(text));
  const initialState = options.dataFile ? await loadDataFile(options.dataFile) : null;

  // Listen first: with port 0 the URLs the sandbox hands out (form links) need the real port.
  const server = createServer();
  const port0 = options.port ?? SANDBOX_DEFAULTS.port;
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port0} on ${host} is already in use (another sandbox?): stop it or pass another --port`, { cause: error })
          : error,
      ),
    );
    server.listen(port0, host, () => {
      server.removeAllListeners('error');
      resolveListen();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  let persister: Persister | null = null;
  const sandbox = createSandbox({
    ...options.sandbox,
    // The server's own options win; unset ones fall back to `sandbox`, then to the documented defaults.
    apiKey: options.apiKey ?? options.sandbox?.apiKey,
    team: options.team ?? options.sandbox?.team,
    embedKid: options.embedKid ?? options.sandbox?.embedKid,
    embedSecret: options.embedSecret ?? options.sandbox?.embedSecret,
    demoData: options.demoData ?? options.sandbox?.demoData ?? true,
    plan: options.plan ?? options.sandbox?.plan,
    silentAuth: options.silentAuth ?? options.sandbox?.silentAuth,
    baseUrl: `${origin}${API_BASE_PATH}`,
    formsUrl: `${origin}/forms`,
    initialState: initialState ?? undefined,
    onChange: () => persister?.schedule(),
  });
  const context = sandbox.context;
  if (options.dataFile) {
    persister = createPersister(options.dataFile, () => context.store.toJSON());
    // A new file is written at once, so the developer sees where their data goes.
    if (!initialState) {
      persister.schedule();
      await persister.flush();
    }
  }

  const assets = createAssetBundler();
  const tokenRoute = createTokenHandler({
    key: { kid: context.options.embedKid, secret: context.options.embedSecret },
    team: context.options.team,
    // The demo's "session": everyone is the demo user. Query parameters choose scopes and restrictions, so the demo
    // page can show a restricted inbox; a real backend decides these from its own session.
    authorize: (request) => {
      const query = new URL(request.url).searchParams;
      const scopes = (query.get('scope')?.split(/[\s,]+/).filter(Boolean) ?? DEMO_SCOPES).filter((s): s is Scope => (SCOPES as readonly string[]).includes(s));
      const resources: EmbedResources = {};
      for (const key of ['senders', 'brands', 'campaigns', 'conversations', 'forms', 'audiences'] as const) {
        const value = query.get(key);
        if (value) resources[key] = value.split(',').filter(Boolean);
      }
      return { user: query.get('user') || 'demo-user@acme.example', scopes: scopes.length ? scopes : DEMO_SCOPES, resources };
    },
  });

  async function handle(request: Request, env?: { incoming?: { socket?: { remoteAddress?: string } } }): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname;
    if (path === API_BASE_PATH || path.startsWith(`${API_BASE_PATH}/`)) return sandbox.fetch(request);
    // The short-link host (DESIGN §7): clicks are unique by IP address + user agent, so pass the socket's address.
    if (path.startsWith('/l/')) {
      const headers = new Headers(request.headers);
      const address = env?.incoming?.socket?.remoteAddress;
      if (!headers.has('x-forwarded-for') && address) headers.set('x-forwarded-for', address);
      return sandbox.fetch(new Request(request.url, { method: request.method, headers }));
    }
    const demoPost = options.demo && (path === '/demo/token' || path === '/demo/inbound');
    if (request.method !== 'GET' && request.method !== 'HEAD' && !demoPost) {
      // A page that exists answers another method with 405 and what it allows, like every API route.
      const page = /^\/forms\/[^/]+\/?$/.test(path) || path.startsWith('/assets/') || path.startsWith('/media/')
        || (options.demo && (path === '/' || path === '/index.html' || path === '/demo/config'));
      if (page) return Response.json({ error: `${request.method} is not allowed on ${path}; it answers GET` }, { status: 405, headers: { Allow: 'GET, HEAD' } });
      return Response.json({ error: `No route ${request.method} ${path}` }, { status: 404 });
    }
    const hosted = /^\/forms\/([^/]+)\/?$/.exec(path);
    if (hosted) return html(await formPage(hosted[1]!, url.searchParams.get('t')));
    if (path.startsWith('/assets/')) return assets.serve(path.slice('/assets/'.length));
    if (path.startsWith('/media/')) {
      const png = demoMediaPng(decodeURIComponent(path.slice('/media/'.length)));
      if (png) return new Response(await png, { headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' } });
    }
    if (options.demo) {
      if (path === '/' || path === '/index.html') return html(await page('index.html'));
      if (path === '/demo/token') return tokenRoute(request);
      if (path === '/demo/config') return Response.json(demoConfig());
      // The demo's "play the customer" panel: the API key is added here, server-side, as a backend would.
      if (path === '/demo/inbound' && request.method === 'POST') {
        return sandbox.fetch(
          new Request(`${origin}${API_BASE_PATH}/sandbox/inbound`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'SERVICE-API-KEY': context.options.apiKey },
            // Counted in bytes while reading and stopped at the limit, like every API body (413 beyond it).
            body: await readLimitedText(request),
          }),
        );
      }
    }
    return Response.json({ error: `No route GET ${path}${options.demo ? '' : ' (the demo page is served with --demo)'}` }, { status: 404 });
  }

  function demoConfig() {
    const data = context.store.data;
    return {
      baseUrl: `${origin}${API_BASE_PATH}`,
      senders: Object.values(data.senders).map(({ id, name, type }) => ({ id, name, type })),
      forms: Object.values(data.forms).map(({ id, name }) => ({ id, name })),
    };
  }

  /** Every answer, problems included (the body limit's 413 is thrown while reading). */
  async function handleBounded(request: Request): Promise<Response> {
    try {
      return await handle(request);
    } catch (error) {
      if (!(error instanceof ApiProblem)) throw error;
      return Response.json(error.body, { status: error.status, headers: error.headers });
    }
  }

  const listener = getRequestListener(handleBounded);
  server.on('request', (req, res) => {
    // A 413 ends the connection with a lingering close, as nginx does: once the answer is out, what the client still
    // uploads is discarded (never buffered) for at most a second, then the socket closes. Closing at once, with the
    // upload unread, makes the kernel send a reset that can destroy the 413 before the client reads it.
    res.once('finish', () => {
      if (res.statusCode === 413) setTimeout(() => req.socket.destroy(), LINGER_MS).unref();
    });
    void listener(req, res);
  });

  log(
    [
      '',
      `Parley sandbox listening on ${origin}`,
      `  API base URL   ${origin}${API_BASE_PATH}`,
      `  API key        ${context.options.apiKey}   (header SERVICE-API-KEY)`,
      `  team           ${context.options.team}`,
      `  embed kid      ${context.options.embedKid}`,
      `  embed secret   ${context.options.embedSecret}`,
      `  forms URL      ${origin}/forms/<form id>`,
      `  plan           ${context.options.plan}${context.options.features.silentAuth ? '' : ' (silent auth not granted)'}   (--plan free|pro|enterprise)`,
      `  short links    ${context.options.shortLinkHost}/<code>`,
      `  data           ${options.dataFile ? `${options.dataFile}${initialState ? ' (loaded)' : ' (new)'}` : 'in memory (use --data FILE to keep it)'}`,
      options.demo ? `\n  Open ${origin}/ for the demo page.` : '',
      '',
    ].join('\n'),
  );

  async function close(): Promise<void> {
    for (const signal of SIGNALS) process.off(signal, onSignal);
    sandbox.close();
    server.closeAllConnections();
    await new Promise<void>((done) => server.close(() => done()));
    await assets.dispose();
    await persister?.flush();
  }

  // Ctrl+C would otherwise end the process before the last debounced write: save, then exit as the signal would.
  function onSignal(signal: NodeJS.Signals): void {
    void close().finally(() => process.kill(process.pid, signal));
  }
  if (persister) for (const signal of SIGNALS) process.once(signal, onSignal);

  return { origin, baseUrl: `${origin}${API_BASE_PATH}`, port, sandbox, close };

  async function page(name: string): Promise<string> {
    return readFile(resolve(ROOT, 'demo', name), 'utf8');
  }

  /**
   * The hosted form page, its tab titled with the form's title (else its name) rather than "Form". The name is
   * read through the render route with the visitor's own token, so a page only names a form its visitor may open.
   */
  async function formPage(id: string, token: string | null): Promise<string> {
    const body = await page('form.html');
    let name: string | undefined;
    try {
      const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
      const response = await sandbox.fetch(new Request(`${origin}${API_BASE_PATH}/forms/${encodeURIComponent(decodeURIComponent(id))}/render`, { headers }));
      const render = response.ok ? ((await response.json()) as { form?: { name?: unknown; title?: unknown } }) : undefined;
      const title = render?.form?.title ?? render?.form?.name;
      if (typeof title === 'string' && title.trim()) name = title.trim();
    } catch {
      // A malformed id or token: the page keeps its generic title and the element says what is wrong.
    }
    return name ? body.replace('<title>Form</title>', `<title>${escapeHtml(name)}</title>`) : body;
  }
}

function html(body: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      // The pages load only their own bundle; the elements run under Trusted Types (DESIGN §5).
      'Content-Security-Policy':
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' https: data:; connect-src 'self'; require-trusted-types-for 'script'; trusted-types lit-html",
    },
  });
}

/** Bundles demo/main.ts and demo/form-page.ts (and the elements they import) in memory, incrementally. */
function createAssetBundler() {
  let context: Promise<BuildContext> | null = null;
  let current: Promise<Map<string, Uint8Array> | Error> | null = null;
  let builtAt = 0;

  async function build(): Promise<Map<string, Uint8Array> | Error> {
    try {
      context ??= import('esbuild').then((esbuild) =>
        esbuild.context({
          absWorkingDir: ROOT,
          entryPoints: { main: 'demo/main.ts', 'form-page': 'demo/form-page.ts' },
          bundle: true,
          splitting: true,
          format: 'esm',
          target: 'es2022',
          sourcemap: 'inline',
          outdir: resolve(ROOT, '.sandbox-assets'),
          write: false,
          logLevel: 'silent',
          tsconfig: resolve(ROOT, 'tsconfig.json'),
          // From the checkout's sources: `#response-check` is the checking module, as in the tests.
          conditions: ['parley-source'],
        }),
      );
      const result = await (await context).rebuild();
      const files = new Map<string, Uint8Array>();
      for (const file of result.outputFiles ?? []) files.set(file.path.slice(resolve(ROOT, '.sandbox-assets').length + 1), file.contents);
      return files;
    } catch (error) {
      const errors = (error as { errors?: { text: string; location?: { file: string; line: number } }[] }).errors;
      const text = errors?.length
        ? errors.map((e) => `${e.location ? `${e.location.file}:${e.location.line}: ` : ''}${e.text}`).join('\n')
        : (error as Error).message;
      return new Error(text);
    }
  }

  return {
    async serve(name: string): Promise<Response> {
      // Rebuild at most once a second (a page load asks for several files); esbuild only redoes what changed.
      if (!current || Date.now() - builtAt > 1000) {
        builtAt = Date.now();
        current = build();
      }
      const files = await current;
      if (files instanceof Error) {
        // Show the build error in the page rather than a blank screen.
        const script = `const p=document.createElement('pre');p.setAttribute('role','alert');p.style.cssText='white-space:pre-wrap;color:#b91c1c;padding:1rem';p.textContent=${JSON.stringify(`The browser code does not build yet:\n${files.message}`)};document.body.prepend(p);`;
        return new Response(name.endsWith('.js') ? script : '', { status: name.endsWith('.js') ? 200 : 404, headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' } });
      }
      const file = files.get(name);
      if (!file) return Response.json({ error: `No asset ${name}` }, { status: 404 });
      return new Response(new Uint8Array(file), { headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' } });
    },
    async dispose() {
      if (context) await (await context).dispose().catch(() => {});
    },
  };
}
