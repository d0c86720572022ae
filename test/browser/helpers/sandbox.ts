/**
 * Browser tests run the real sandbox in the page (its Hono app's fetch handler) and talk to it through the real
 * API client: no server, no hand-written fakes.
 */
import { expect } from '@open-wc/testing';
import { createApiClient, type ParleyClient } from '../../../src/api/client.js';
import { FIRST_REQUEST_HEADER } from '../../../src/api/wire.js';
import { createTokenHandler } from '../../../src/node/edge.js';
import { createSandbox, SANDBOX_DEFAULTS, type Sandbox, type SandboxOptions } from '../../../src/sandbox/index.js';
import type { EmbedResources, Scope } from '../../../src/schemas/token.js';
import { createEmbedToken } from '../../../src/tokens/index.js';

export const ALL_SCOPES: Scope[] = [
  'conversations:read',
  'conversations:notes',
  'messages:send',
  'messages:react',
  'messages:schedule',
  'forms:read',
  'forms:submit',
];
export const SANDBOX_ORIGIN = 'http://sandbox.test';
export const BASE_URL = `${SANDBOX_ORIGIN}/api`;

export interface TestSandbox {
  sandbox: Sandbox;
  client: ParleyClient;
  token: string;
  /** The sandbox's fetch, in the shape `fetch` has. */
  fetch: typeof fetch;
  /** Calls a server route with the API key. */
  server<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }>;
  /** Mints another embed token for this sandbox. */
  mint(scopes?: Scope[], resources?: EmbedResources, user?: string): Promise<string>;
}

/** A small, fast sandbox (short long-thread) with a client holding a token of the given scopes. */
export async function startTestSandbox(
  options: { scopes?: Scope[]; resources?: EmbedResources; user?: string; sandbox?: SandboxOptions } = {},
): Promise<TestSandbox> {
  const sandbox = createSandbox({ longThreadSize: 400, demoConversations: 40, baseUrl: BASE_URL, ...options.sandbox });
  const fetchImpl: typeof fetch = (input, init) =>
    sandbox.fetch(input instanceof Request && !init ? input : new Request(input, init));
  const mint = (scopes: Scope[] = ALL_SCOPES, resources?: EmbedResources, user = options.user ?? 'agent@example.com') =>
    createEmbedToken({
      key: { kid: SANDBOX_DEFAULTS.embedKid, secret: SANDBOX_DEFAULTS.embedSecret },
      team: SANDBOX_DEFAULTS.team,
      user,
      scopes,
      resources,
    });
  const token = await mint(options.scopes, options.resources);
  const client = createApiClient({
    baseUrl: BASE_URL,
    token,
    fetch: fetchImpl,
    retry: { retries: 2, baseDelayMs: 5, maxDelayMs: 20 },
  });
  return {
    sandbox,
    client,
    token,
    fetch: fetchImpl,
    mint,
    async server(method, path, body) {
      const response = await fetchImpl(`${BASE_URL}${path}`, {
        method,
        headers: { 'SERVICE-API-KEY': SANDBOX_DEFAULTS.apiKey, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as never };
    },
  };
}

/** What a faulty `POST /send` answers instead of the service (`stored`: the service got it first, the answer is lost). */
export type SendFault = { status: number; error: string; stored?: boolean };

/**
 * A client whose sends meet `fault()`: while it returns a fault, the send is answered with that status and error;
 * every send's Idempotency-Key is recorded in `keys`, so a test can tell a retry of one send from a new one.
 */
export function faultySendClient(
  box: TestSandbox,
  fault: () => SendFault | undefined,
  retry?: Parameters<typeof createApiClient>[0]['retry'],
): { client: ParleyClient; keys: string[] } {
  const keys: string[] = [];
  const client = createApiClient({
    baseUrl: BASE_URL,
    token: box.token,
    ...(retry && { retry }),
    fetch: async (input, init) => {
      const request = new Request(input, init);
      if (!request.url.endsWith('/send')) return box.fetch(request);
      keys.push(request.headers.get('Idempotency-Key')!);
      const current = fault();
      const answer = !current || current.stored ? await box.fetch(request) : undefined;
      return current ? new Response(JSON.stringify({ error: current.error }), { status: current.status }) : answer!;
    },
  });
  return { client, keys };
}

/**
 * A client of `box` (no retries, so a test sees each call once) whose requests meet `intercept` first: it may record
 * a request, hold it, or answer it itself; `undefined` passes it on to the service.
 */
export function interceptedClient(
  box: TestSandbox,
  intercept: (request: Request) => Response | undefined | Promise<Response | undefined>,
): ParleyClient {
  return createApiClient({
    baseUrl: BASE_URL,
    token: box.token,
    retry: { retries: 0 },
    fetch: async (input, init) => {
      const request = input instanceof Request && !init ? input : new Request(input, init);
      return (await intercept(request)) ?? box.fetch(request);
    },
  });
}

/**
 * A client whose calls to a route ending in `path` wait until `release()`: the in-flight state (sending, loading)
 * stays on screen for as long as a test needs to read it, with no timing luck. `hold: 'answer'` lets the call reach
 * the service (stored, on the event stream) and holds only its answer, as a slow connection does.
 */
export function gatedClient(
  box: TestSandbox,
  path: string,
  hold: 'request' | 'answer' = 'request',
): { client: ParleyClient; release: () => void } {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const client = createApiClient({
    baseUrl: BASE_URL,
    token: box.token,
    fetch: async (input, init) => {
      const request = input instanceof Request && !init ? input : new Request(input, init);
      if (!request.url.endsWith(path)) return box.fetch(request);
      if (hold === 'request') await gate;
      const response = await box.fetch(request);
      if (hold === 'answer') await gate;
      return response;
    },
  });
  return { client, release };
}

/**
 * The customer's token route as the README's backend makes it: `createTokenHandler` with `firstAnswers` (its edge
 * build runs in the page), answering the elements' first reads beside the token from this sandbox. Its own requests
 * to the service go straight to the sandbox, not through the page's `fetch`.
 */
export function firstAnswersRoute(
  box: TestSandbox,
  scopes: Scope[] = ALL_SCOPES,
): (request: Request) => Promise<Response> {
  return createTokenHandler({
    key: { kid: SANDBOX_DEFAULTS.embedKid, secret: SANDBOX_DEFAULTS.embedSecret },
    team: SANDBOX_DEFAULTS.team,
    authorize: () => ({ user: 'agent@example.com', scopes }),
    firstAnswers: { baseUrl: BASE_URL, fetch: (request) => box.fetch(request) },
  });
}

/**
 * The page's `fetch` as a page with its token route beside the service has it: `/parley-token` goes to `token`
 * (which notes in `sent` what it was asked, as its test wants it said), the sandbox's origin to the sandbox, noted
 * as `METHOD path` in `sent`, and anything else to the page's own `fetch`. `restore()` puts that back.
 */
export function routedPageFetch(
  box: TestSandbox,
  token: (request: Request, sent: string[]) => Promise<Response>,
): { sent: string[]; restore(): void } {
  const sent: string[] = [];
  const pageFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const request = new Request(new URL(String(input instanceof Request ? input.url : input), location.href), init);
    const url = new URL(request.url);
    if (url.pathname === '/parley-token') return token(request, sent);
    if (url.origin !== SANDBOX_ORIGIN) return pageFetch(input, init);
    sent.push(`${request.method} ${url.pathname}`);
    return box.fetch(request);
  };
  return { sent, restore: () => void (globalThis.fetch = pageFetch) };
}

/**
 * A page whose `/parley-token` is {@link firstAnswersRoute}, as {@link routedPageFetch} routes it: `sent` notes each
 * token request as `token naming <its first reads>`, `told` each answer's `Parley-First-Answer` header; and the id of
 * the "Contact us" form, the first reads' form.
 */
export function firstAnswersPage(box: TestSandbox): {
  formId: string;
  sent: string[];
  told: (string | null)[];
  restore(): void;
} {
  const formId = Object.values(box.sandbox.store.data.forms).find((form) => form.name === 'Contact us')!.id;
  const route = firstAnswersRoute(box);
  const told: (string | null)[] = [];
  const { sent, restore } = routedPageFetch(box, async (request, noted) => {
    const named = request.headers.get(FIRST_REQUEST_HEADER);
    noted.push(`token naming ${named ? named.split(', ').map(decodeURIComponent).join(' | ') : 'nothing'}`);
    const response = await route(request);
    told.push(response.headers.get('Parley-First-Answer'));
    return response;
  });
  return { formId, sent, told, restore };
}

/**
 * What a page sent (`routedPageFetch`'s notes) before its elements showed their first data, when its token route
 * answered their first reads beside the token: one token request, and neither the inbox's list nor the form's
 * definition (`formId`) asked for by the page.
 */
export function expectFirstReadsWithTheToken(shown: readonly string[], formId: string, elements: string): void {
  expect(
    shown.filter((line) => line.startsWith('token')),
    `one token request for ${elements}`,
  ).to.have.length(1);
  expect(
    shown.filter((line) => line === 'POST /api/conversations/list' || line === `GET /api/forms/${formId}/render`),
    `no list or definition request by the page (${shown.join(' | ')})`,
  ).to.deep.equal([]);
}
