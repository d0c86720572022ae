/**
 * `startSandboxServer` (Node only): the sandbox over HTTP, what `parley sandbox` and `npm start` run. Serves the API
 * under `/api`, the hosted form page at `/forms/<id>?t=…`, and with `demo: true` the demo page and its token
 * route. Both pages are production builds (`pages.ts`: minified, hashed chunks, compressed, cached), so what a
 * developer tries is what a recipient gets.
 */
import { demoMediaPng } from './media.js';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createTokenHandler } from '../node/handlers.js';
import { SCOPES, type EmbedResources, type Scope } from '../schemas/token.js';
import type { Plan } from '../schemas/agents.js';
import { API_BASE_PATH } from './app.js';
import { SANDBOX_DEFAULTS, type SandboxOptions } from './context.js';
import { createSandbox, type Sandbox } from './index.js';
import { loadDurableState, openJournal, type DurableState, type Journal } from './persistence.js';
import { ApiProblem, problem, readLimitedText } from './http.js';
import { sandboxPages, type PageName } from './pages.js';
import { compressedAnswer, compressedResponse } from './static-files.js';
import { hostedFormPage } from './form-page.js';

export { SandboxDataError } from './persistence.js';

/** How long a connection that sent too large a body is read (and discarded) after its 413, before it closes. */
const LINGER_MS = 1000;
/**
 * Node's own header limit, far above the app's (MAX_HEADER_BYTES, 32 KiB): headers between the two reach the app,
 * which answers 431 `{error}`; beyond this one Node's parser stops, and `clientError` still answers a JSON 431.
 */
const NODE_MAX_HEADER_BYTES = 1024 * 1024;

export interface SandboxServerOptions {
  /** Default 4010; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Persist the store to this file: every acknowledged change is journaled and fsync'd before its answer (persistence.ts). */
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
const DEMO_SCOPES: Scope[] = [
  'conversations:read',
  'conversations:notes',
  'conversations:manage',
  'messages:send',
  'messages:react',
  'messages:schedule',
  'forms:read',
  'forms:submit',
  'contacts:read',
  'contacts:write',
  'audiences:read',
  'messages:blast',
];
/** The demo user also reads link analytics, creates short links and reads RCS agents and campaigns. */
DEMO_SCOPES.push('links:read', 'links:write', 'agents:read');

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/**
 * Starts the server; resolves once it listens with its store loaded. A data file that cannot be loaded rejects with
 * SandboxDataError (and nothing is left listening).
 */
export async function startSandboxServer(options: SandboxServerOptions = {}): Promise<SandboxServer> {
  const host = options.host ?? SANDBOX_DEFAULTS.host;
  const log = options.log ?? ((text: string) => console.log(text));

  // Listen first: with port 0 the URLs the sandbox hands out (form links) need the real port, and a port already
  // taken (a sandbox running on the same --data file, most likely) fails before the data files are touched. A request
  // that comes while the store still loads waits for it: it is answered with the loaded data, never left unanswered.
  const server = createServer({ maxHeaderSize: NODE_MAX_HEADER_BYTES });
  let listener: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  let startFailure: Error | undefined;
  const held: [IncomingMessage, ServerResponse][] = [];
  server.on('request', (req, res) => {
    // A 413 ends the connection with a lingering close, as nginx does: once the answer is out, what the client still
    // uploads is discarded (never buffered) for at most a second, then the socket closes. Closing at once, with the
    // upload unread, makes the kernel send a reset that can destroy the 413 before the client reads it.
    res.once('finish', () => {
      if (res.statusCode === 413) setTimeout(() => req.socket.destroy(), LINGER_MS).unref();
    });
    if (listener) listener(req, res);
    else if (startFailure) notStarted(res, startFailure);
    else held.push([req, res]);
  });
  // Node answers a header overflow with a bare 431 and closes; the spec's shape is `{error}`, so answer that instead.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return void socket.destroy();
    const overflow = error.code === 'HPE_HEADER_OVERFLOW';
    const body = JSON.stringify({
      error: overflow ? `Request headers are larger than ${NODE_MAX_HEADER_BYTES} bytes` : 'Malformed HTTP request',
    });
    const status = overflow ? '431 Request Header Fields Too Large' : '400 Bad Request';
    socket.end(
      `HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  const port0 = options.port ?? SANDBOX_DEFAULTS.port;
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port0} on ${host} is already in use (another sandbox?): stop it or pass another --port`, {
              cause: error,
            })
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

  let durable: DurableState | null = null;
  let journal: Journal | null = null;
  let opened: Sandbox | undefined;
  try {
    // The snapshot with its journals replayed (a torn last line, from a kill mid-write, is ignored).
    if (options.dataFile) durable = await loadDurableState(options.dataFile);
    opened = createSandbox({
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
      initialState: durable?.state ?? undefined,
      // Changes no answer waits for (carrier timers, webhook retries) reach the journal soon; answers commit below.
      onChange: () => journal?.schedule(),
    });
    // A new file is written at once (so the developer sees where their data goes), a loaded one compacted.
    if (options.dataFile) journal = await openJournal(options.dataFile, opened.context.store, durable!.generation);
  } catch (error) {
    // Nothing is left running (the process can exit), and the requests that waited are told why.
    startFailure = error as Error;
    for (const [, res] of held.splice(0)) notStarted(res, startFailure);
    opened?.close();
    server.closeAllConnections();
    await new Promise<void>((done) => server.close(() => done()));
    throw error;
  }
  const sandbox = opened;
  const initialState = durable?.state ?? null;
  const context = sandbox.context;

  const pages = sandboxPages({ log });
  const formPages = hostedFormPage({
    api: (request) => sandbox.fetch(request),
    apiBase: `${origin}${API_BASE_PATH}`,
    formsUrl: `${origin}/forms`,
    headers: pageHeaders,
    respond: compressedResponse,
    // The built page's module and its preloads (the field types the form uses), lifted from its HTML.
    async scripts(types) {
      const built = await pages.html('form.html');
      if (built instanceof Error) return '';
      const head = /<head>([\s\S]*?)<\/head>/.exec(built)?.[1] ?? '';
      const tags: string[] = [
        ...(head.match(/<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g) ?? []),
      ];
      const preloads = await pages.preloads(
        'form.html',
        types.filter((t) => /^[a-z]+$/.test(t)).map((t) => `src/components/form/fields/${t}.ts`),
      );
      for (const url of preloads)
        if (!tags.some((tag) => tag.includes(`"${url}"`)))
          tags.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(url)}">`);
      return tags.join('\n');
    },
  });
  const tokenRoute = createTokenHandler({
    key: { kid: context.options.embedKid, secret: context.options.embedSecret },
    team: context.options.team,
    // The demo's elements get their first page and form with the token, as a production backend's would.
    firstAnswers: { baseUrl: context.options.baseUrl, fetch: sandbox.fetch },
    // The demo's "session": everyone is the demo user. Query parameters choose scopes and restrictions, so the demo
    // page can show a restricted inbox; a real backend decides these from its own session.
    authorize: (request) => {
      const query = new URL(request.url).searchParams;
      const scopes = (
        query
          .get('scope')
          ?.split(/[\s,]+/)
          .filter(Boolean) ?? DEMO_SCOPES
      ).filter((s): s is Scope => (SCOPES as readonly string[]).includes(s));
      const resources: EmbedResources = {};
      for (const key of ['senders', 'brands', 'campaigns', 'conversations', 'forms', 'audiences'] as const) {
        const value = query.get(key);
        if (value) resources[key] = value.split(',').filter(Boolean);
      }
      return {
        user: query.get('user') || 'demo-user@acme.example',
        scopes: scopes.length ? scopes : DEMO_SCOPES,
        resources,
      };
    },
  });

  async function handle(
    request: Request,
    env?: { incoming?: { socket?: { remoteAddress?: string } } },
  ): Promise<Response> {
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
    // The hosted form page answers a post of its form (scripts off: DESIGN §15).
    const formPost = request.method === 'POST' && /^\/forms\/[^/]+\/?$/.exec(path);
    if (formPost) return formPages.post(request, safeDecode(path.split('/')[2]!));
    if (request.method !== 'GET' && request.method !== 'HEAD' && !demoPost) {
      // A page that exists answers another method with 405 and what it allows, like every API route.
      const page =
        /^\/forms\/[^/]+\/?$/.test(path) ||
        path.startsWith('/assets/') ||
        path.startsWith('/media/') ||
        (options.demo && (path === '/' || path === '/index.html' || path === '/demo/config'));
      if (page)
        return Response.json(
          { error: `${request.method} is not allowed on ${path}; it answers GET` },
          { status: 405, headers: { Allow: 'GET, HEAD' } },
        );
      return Response.json({ error: `No route ${request.method} ${path}` }, { status: 404 });
    }
    const hosted = /^\/forms\/([^/]+)\/?$/.exec(path);
    if (hosted) return formPages.get(request, safeDecode(hosted[1]!));
    if (path.startsWith('/assets/')) return pages.asset(request, safeDecode(path.slice('/assets/'.length)));
    if (path.startsWith('/media/')) {
      const png = demoMediaPng(decodeURIComponent(path.slice('/media/'.length)));
      if (png)
        return new Response(await png, {
          headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' },
        });
    }
    if (options.demo) {
      if (path === '/' || path === '/index.html') return pageResponse(request, 'index.html');
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
    return Response.json(
      { error: `No route GET ${path}${options.demo ? '' : ' (the demo page is served with --demo)'}` },
      { status: 404 },
    );
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
    let response: Response;
    try {
      response = await handle(request);
    } catch (error) {
      if (!(error instanceof ApiProblem)) throw error;
      response = Response.json(error.body, { status: error.status, headers: error.headers });
    }
    // With --data, nothing is answered before what it changed is on disk (DESIGN §12): concurrent requests share
    // one fsync. A journal that cannot be written turns the answer into a 500: the change is not acknowledged.
    if (journal) {
      try {
        await journal.commit();
      } catch (error) {
        await response.body?.cancel().catch(() => {});
        return Response.json(
          { error: `The sandbox could not save this change to ${options.dataFile}: ${(error as Error).message}` },
          { status: 500 },
        );
      }
    }
    return compressedAnswer(request, response);
  }

  const honoListener = getRequestListener(handleBounded);
  listener = (req, res) => {
    const refused = bodyOnBodylessMethod(req);
    if (refused)
      return void res
        .writeHead(refused.status, { 'Content-Type': 'application/json' })
        .end(JSON.stringify(refused.body));
    void honoListener(req, res);
  };
  for (const [req, res] of held.splice(0)) listener(req, res);

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
      `  data           ${options.dataFile ? `${options.dataFile}${initialState ? ` (loaded${durable!.replayed ? `, ${durable!.replayed} journal entries replayed` : ''}${durable!.torn ? ', a torn last entry ignored' : ''})` : ' (new)'}` : 'in memory (use --data FILE to keep it)'}`,
      options.demo ? `\n  Open ${origin}/ for the demo page.` : '',
      '',
    ].join('\n'),
  );

  async function close(): Promise<void> {
    for (const signal of SIGNALS) process.off(signal, onSignal);
    sandbox.close();
    server.closeAllConnections();
    await new Promise<void>((done) => server.close(() => done()));
    await journal?.close();
  }

  // Ctrl+C would otherwise end the process before the last debounced write: save, then exit as the signal would.
  function onSignal(signal: NodeJS.Signals): void {
    void close().finally(() => process.kill(process.pid, signal));
  }
  if (journal) for (const signal of SIGNALS) process.once(signal, onSignal);

  return { origin, baseUrl: `${origin}${API_BASE_PATH}`, port, sandbox, close };

  /** A page's HTML (its build, or a 503 page saying why there is none), `edit` applied, compressed. */
  async function pageResponse(
    request: Request,
    name: PageName,
    edit = (body: string) => body,
    cacheControl = 'no-cache',
  ): Promise<Response> {
    const body = await pages.html(name);
    if (body instanceof Error) {
      return compressedResponse(
        request,
        `<!doctype html><html lang="en"><meta charset="utf-8"><title>Not built</title><pre role="alert">${escapeHtml(body.message)}</pre></html>`,
        { status: 503, headers: pageHeaders('no-store') },
      );
    }
    return compressedResponse(request, edit(body), { headers: pageHeaders(cacheControl) });
  }
}

/**
 * A GET or HEAD that carries a body (a Content-Length above 0, or a chunked one): a 400, as DELETE's body is
 * (strict-requests.ts). It is judged here because the Node adapter builds a fetch Request, which cannot hold a body
 * on these methods, so it drops the body and the app never sees it; the unread body is discarded by Node.
 */
function bodyOnBodylessMethod(req: IncomingMessage): ApiProblem | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const length = req.headers['content-length'];
  const chunked = /\bchunked\b/i.test(req.headers['transfer-encoding'] ?? '');
  if (!chunked && (length === undefined || /^\s*0+\s*$/.test(length))) return null;
  const sent = chunked ? 'a chunked body' : `a body (Content-Length: ${(length ?? '').slice(0, 20)})`;
  return problem.malformed(`${req.method} requests take no body, and this one has ${sent}; send it without one`);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The answer to a request that waited while the sandbox started, when starting failed. */
function notStarted(res: ServerResponse, error: Error): void {
  res.writeHead(503, { 'Content-Type': 'application/json', Connection: 'close' });
  res.end(JSON.stringify({ error: `The sandbox could not start: ${error.message}` }));
}

function pageHeaders(cacheControl: string): Record<string, string> {
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': cacheControl,
    // The pages load only their own bundle; the elements run under Trusted Types (DESIGN §5).
    'Content-Security-Policy':
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' https: data:; connect-src 'self'; require-trusted-types-for 'script'; trusted-types lit-html",
  };
}
