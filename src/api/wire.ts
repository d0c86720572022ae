/**
 * What the browser client puts on the wire, in one place for the two senders of a request: the transport, and the
 * page's head start (head-start.ts), which sends an element's first requests before the element's code has arrived.
 * The transport adopts the head start's answer only for the very request it would have sent itself.
 */

/** The API version every request of the browser client pins (header `SERVICE-API-VERSION`, DESIGN §9). */
export const SERVICE_API_VERSION = 'v2';

/**
 * The sandbox's default API root (docs/decisions/001-sandbox-defaults.md), so an element works against
 * `npx parley sandbox` as is.
 */
export const DEFAULT_API_BASE_URL = 'http://127.0.0.1:4010/api';

/** The request to the customer's token route (same-origin cookies: its session says whose token it is). */
export const TOKEN_REQUEST: RequestInit = {
  method: 'GET',
  headers: { Accept: 'application/json' },
  credentials: 'same-origin',
  cache: 'no-store',
};

/**
 * The header that names, to the token route, the requests the page's elements will send first with the token it asks
 * for: their {@link requestLine}s, each URI-encoded (so a line holds neither a space nor a comma), separated by `, `
 * (as HTTP joins a header's values), at most {@link MAX_FIRST_REQUESTS}. A route made by `createTokenHandler` with
 * `firstAnswers` sends those requests from the server, with the token it made, and answers them beside the token:
 * on a phone's network an element's first data then costs one round trip instead of two. Only the page's own route
 * is told: on another origin the header would need that route's CORS consent.
 */
export const FIRST_REQUEST_HEADER = 'Parley-First-Request';

/**
 * The most requests one token request names (a page's inbox and a few forms): the route sends that many at once with
 * a fresh token, so it refuses more (`skipped; reason=too-many`), and a page with more elements names the first ones.
 */
export const MAX_FIRST_REQUESTS = 4;

/** One request, as the token route's header and answer name it: `METHOD URL BODY` (the body empty for none). */
export const requestLine = (method: string | undefined, url: string, body: unknown): string =>
  `${method} ${url} ${(body as string | null | undefined) ?? ''}`;

/** A request an element sends first, relative to its API root: what its head start sends, what its token route may answer. */
export interface FirstRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

/**
 * What a first read reads of an element: its attributes (a page's element, or one an app or a server describes).
 * Written out rather than picked from `Element`: the Node helper's declarations reach it, and servers compile
 * without the DOM's types.
 */
export interface Attributed {
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
}

/** An element described by its attributes, as a first read reads it (`startFirstRequests`, `pageFirstAnswers`). */
export function attributed(attributes: Readonly<Record<string, string>>): Attributed {
  const has = (name: string) => Object.hasOwn(attributes, name);
  return { getAttribute: (name) => (has(name) ? attributes[name]! : null), hasAttribute: has };
}

/**
 * Where an element under the API root `root` (its `base-url`) sends its first `request`, its body as sent, and the
 * line naming it: one function for the head start and the server that answers it (`pageFirstAnswers`), so the two
 * cannot build different lines for the same element.
 */
export function firstRequestAt(
  root: string,
  { method, path, body }: FirstRequest,
): [url: string, body: string | null, line: string] {
  const url = root.replace(/\/+$/, '') + path;
  const text = body === undefined ? null : JSON.stringify(body);
  return [url, text, requestLine(method, url, text)];
}

/** `GET /forms/{id}/render`, a form's definition: the form's first request. */
export const formRender = (id: string): FirstRequest => ({
  method: 'GET',
  path: `/forms/${encodeURIComponent(id)}/render`,
});

/** The token request; with `first` (request lines) it names those requests to the page's own route. */
export function tokenRequest(url: string, first: readonly string[] | false | undefined): RequestInit {
  return first && typeof location !== 'undefined' && new URL(url, location.href).origin === location.origin
    ? {
        ...TOKEN_REQUEST,
        headers: { Accept: 'application/json', [FIRST_REQUEST_HEADER]: first.map(encodeURIComponent).join(', ') },
      }
    : TOKEN_REQUEST;
}

/** The service's answer to one named request, by its {@link requestLine}. */
export interface FirstAnswer {
  request: string;
  status: number;
  body: unknown;
}

/**
 * What the token route answers: the token, and (`FIRST_REQUEST_HEADER`) the service's answers to the requests named
 * that it answered, always a list (absent when it answered none); each element takes its own line's.
 */
export interface TokenAnswer {
  token?: unknown;
  first?: FirstAnswer[];
}

/**
 * The answers in a token route's answer: its list (anything else: none). Its entries are read as `entry?.request`,
 * and taken only by the request whose line that is: an entry of another shape is never taken.
 */
export const firstAnswersIn = (value: unknown): (FirstAnswer | undefined)[] => {
  const first = (value as TokenAnswer | null | undefined)?.first;
  return Array.isArray(first) ? first : [];
};

/** What the token route answered, as a token: a string or `{token}`; anything else is `undefined`. */
export function tokenIn(value: unknown): string | undefined {
  const token = typeof value === 'string' ? value : (value as { token?: unknown } | null)?.token;
  return typeof token === 'string' && token !== '' ? token : undefined;
}

/** A JSON request to the service; its body already serialized. */
export function serviceRequest(method: string, body: string | null): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== null) headers['Content-Type'] = 'application/json';
  return { method, headers, body, credentials: 'omit', cache: 'no-store' };
}

/** One attempt of `request`: its headers with the pinned version and the bearer token. */
export function authorized(request: RequestInit, token: string | undefined): RequestInit {
  const headers = new Headers(request.headers);
  // Pinned (DESIGN §9): a future default version of the service cannot change what a deployed embed receives.
  headers.set('SERVICE-API-VERSION', SERVICE_API_VERSION);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return { ...request, headers };
}

/**
 * The page's head start (head-start.ts), when one ran: it keeps the answers to the requests it sent, and its `fetch`
 * hands one over when asked for the very same request (else it fetches). On `globalThis` under a registered symbol,
 * so every copy of the code on a page shares it (each CDN file inlines a head start; an app's bundle may hold
 * another), and so the transport reaches it without carrying the head start's code.
 */
export interface HeadStarts {
  fetch: typeof fetch;
}

export const HEAD_STARTS = Symbol.for('parley.head-start');

/**
 * The text of an answer that was already read (the head start's, the token route's first answers), on the
 * `Response` handed over: the transport takes it instead of reading the body again, which Chromium settles only in a
 * later task — behind whatever the page has queued by then (another element's first render). A registered symbol,
 * so the head start of another copy of the code on the page (a CDN file's) hands it to this one.
 */
const READ_TEXT = Symbol.for('parley.read-text');

/** A `Response` of an answer already read as `text`: its body readable as usual, its text at hand ({@link textOf}). */
export function readAnswer(text: string, init: ResponseInit): Response {
  return Object.assign(new Response(text || null, init), { [READ_TEXT]: text });
}

/** A response's body as text: at once when it was handed over read ({@link readAnswer}), else read. */
export const textOf = (response: Response): string | Promise<string> =>
  (response as { [READ_TEXT]?: string })[READ_TEXT] ?? response.text();

/** The page's `fetch`, through its head start when one ran. */
export const pageFetch: typeof fetch = (input, init) =>
  ((globalThis as { [HEAD_STARTS]?: HeadStarts })[HEAD_STARTS]?.fetch ?? globalThis.fetch)(input, init);
