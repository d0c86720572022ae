/**
 * The token route's first answers (`TokenHandlerOptions.firstAnswers`): the first reads of the page's elements (at
 * most `MAX_FIRST_REQUESTS`), sent concurrently by the route with the token it just made. The route holds a user's
 * fresh token and sends it on at a browser's word, so what it sends and relays is narrowed to what the elements'
 * first reads need: the two reads, under `baseUrl`, no redirect followed, each a JSON answer of bounded size, all
 * within one `timeoutMs`. Anything else is not answered (the element asks for itself), and the header
 * {@link FIRST_ANSWER_HEADER} says why, per named request.
 */
import { MAX_FIRST_REQUESTS, authorized, serviceRequest, type FirstAnswer } from '../api/wire.js';
import { AnswerRefused, boundedAnswer, isJson, textOf } from './bounded-answer.js';

export interface FirstAnswersOptions {
  /** The API root your elements are given as `base-url`, e.g. `https://api.parley.example/api`. */
  baseUrl: string;
  /**
   * How this server sends a request there (default: the global `fetch`), e.g. through an internal address. It must
   * honour the request's `redirect: 'manual'`, as `fetch` does: an answer it reached by following a redirect is
   * refused, but the token has gone there by then. One that drops the request's `signal` cannot make the route wait
   * past `timeoutMs` (it stops waiting all the same), but leaves the late request running.
   */
  fetch?: (request: Request) => Promise<Response>;
  /**
   * The longest the token waits for the service's answers, all of them, bodies included: a whole number of
   * milliseconds in 1…30000 (default 1000).
   */
  timeoutMs?: number;
}

/** The options {@link FirstAnswersOptions} names, for the "did you mean" of a misspelt one. */
export const FIRST_ANSWERS_OPTIONS = ['baseUrl', 'fetch', 'timeoutMs'] as const;

/** The longest `timeoutMs`: the browser waits this long for its token at most, and a token is worth more than a head start. */
export const MAX_FIRST_ANSWERS_TIMEOUT_MS = 30_000;

/**
 * The header of the token answer that says what became of each named first request, in the order named, separated
 * by `, `: `answered`, or `skipped; reason=<reason>` (for `base-url-mismatch` also `base-url="<the route's
 * baseUrl>"`, so the element can say which two roots differ). More than `MAX_FIRST_REQUESTS` named: one
 * `skipped; reason=too-many` for them all (none is sent).
 */
export const FIRST_ANSWER_HEADER = 'Parley-First-Answer';

/** Why the route sent the token alone. */
export type FirstAnswerSkip =
  /** The named request is not under `firstAnswers.baseUrl`: the page and route disagree. */
  | 'base-url-mismatch'
  /** Under the root, but not one of the answerable reads in normal form (a write, a query, another path). */
  | 'not-a-first-read'
  /** The header is not a URI-encoded `METHOD URL BODY` line with a JSON object body. */
  | 'bad-request-line'
  /** The service answered with a redirect: not followed, the token goes nowhere else. */
  | 'redirect'
  /** The answer was larger than {@link MAX_FIRST_ANSWER} bytes. */
  | 'too-large'
  /** The answer is not `application/json` (or `application/<x>+json`), or does not parse. */
  | 'not-json'
  /** The service failed, refused (not 2xx) or could not be reached. */
  | 'upstream-error'
  /** No whole answer within `timeoutMs`. */
  | 'timeout'
  /** More than `MAX_FIRST_REQUESTS` named: none is sent (a page's elements name a few; more is not an element). */
  | 'too-many';

export type FirstAnswerOutcome = { first: FirstAnswer } | { skipped: FirstAnswerSkip };

/** The largest first-request body sent on (the inbox's filters are a few hundred bytes). */
const MAX_FIRST_BODY = 2048;

/**
 * The largest answer relayed (the inbox's first page is ~16 kB): the route reads no further, so a service answering
 * megabytes costs this server neither the memory nor the time, and the browser gets its token at once.
 */
export const MAX_FIRST_ANSWER = 256 * 1024;

/** The service's resource ids (`form_3k9x2a…`, `DESIGN §3 Id`: at most 128): no `%`, `/`, `?` or `\` to smuggle. */
const FORM_RENDER = /^\/forms\/[A-Za-z0-9_-]{1,128}\/render$/;

/** The requests answered beside the token: the elements' first reads (the inbox's list, a form), never a write. */
const answerableFirst = (method: string, path: string): boolean =>
  method === 'POST' ? path === '/conversations/list' : method === 'GET' && FORM_RENDER.test(path);

/** `firstAnswers` read once: the API root's origin and path, how to send, and the one deadline. */
export interface Answerer {
  root: { origin: string; path: string };
  send: (request: Request) => Promise<Response>;
  timeoutMs: number;
}

/**
 * `options` checked and read once, where they are given (`createTokenHandler`, `pageFirstAnswers`), so a wrong one
 * is a `TypeError` there naming it (`name`: the option as the caller spells it, e.g. `firstAnswers.timeoutMs`), not
 * an error on every request that names a first read.
 */
export function answerer(options: FirstAnswersOptions, name: (option: string) => string): Answerer {
  const { baseUrl, fetch: send = fetch, timeoutMs = 1000 } = options;
  let url: URL | undefined;
  try {
    url = new URL(baseUrl);
  } catch {
    // not a URL: refused below
  }
  if (typeof baseUrl !== 'string' || !url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    throw new TypeError(
      `${name('baseUrl')} must be the absolute http(s) URL of the API root your elements are given as base-url; got ${JSON.stringify(baseUrl)}`,
    );
  if (typeof send !== 'function')
    throw new TypeError(`${name('fetch')} must be a function (request) => Promise<Response>`);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1 || timeoutMs > MAX_FIRST_ANSWERS_TIMEOUT_MS)
    throw new TypeError(
      `${name('timeoutMs')} must be a whole number of milliseconds in 1…${MAX_FIRST_ANSWERS_TIMEOUT_MS}; got ${typeof timeoutMs === 'string' ? JSON.stringify(timeoutMs) : String(timeoutMs)}`,
    );
  return { root: { origin: url.origin, path: url.pathname.replace(/\/+$/, '') }, send, timeoutMs };
}

/** The {@link FIRST_ANSWER_HEADER} value saying what became of the named request. */
export function firstAnswerHeader(outcome: FirstAnswerOutcome, { root }: Answerer): string {
  if ('first' in outcome) return 'answered';
  const skipped = `skipped; reason=${outcome.skipped}`;
  // The root as parsed (URL serialization: ASCII, no quotes), so the element can name both roots in its warning.
  return outcome.skipped === 'base-url-mismatch' ? `${skipped}; base-url="${root.origin}${root.path}"` : skipped;
}

class Skip {
  constructor(readonly reason: FirstAnswerSkip) {}
}

/**
 * What became of each request the header `named` names (URI-encoded request lines separated by `, `), in order:
 * each sent at once with `token` (a line named twice, once), all within the one `timeoutMs`; more than
 * `MAX_FIRST_REQUESTS` lines: one `too-many` and nothing sent.
 */
export function firstAnswers(named: string, token: string, answerer: Answerer): Promise<FirstAnswerOutcome[]> {
  const lines = named.split(', ');
  if (lines.length > MAX_FIRST_REQUESTS) return Promise.resolve([{ skipped: 'too-many' }]);
  const signal = AbortSignal.timeout(answerer.timeoutMs);
  const sent = new Map<string, Promise<FirstAnswerOutcome>>();
  return Promise.all(
    lines.map((line) => {
      let outcome = sent.get(line);
      if (!outcome) sent.set(line, (outcome = firstAnswer(line, token, answerer, signal)));
      return outcome;
    }),
  );
}

/**
 * The service's answer to the request `named` (one element's request line, URI-encoded), sent with `token`; or why
 * it was not answered: not one of the answerable reads to the API root, or the service redirects, fails, is slow
 * (`signal`: the route's one deadline), or answers something other than a bounded JSON body.
 */
async function firstAnswer(
  named: string,
  token: string,
  { root, send }: Answerer,
  signal: AbortSignal,
): Promise<FirstAnswerOutcome> {
  try {
    const [line, method, url, body] = parse(named);
    const target = new URL(url);
    if (target.origin !== root.origin || !target.pathname.startsWith(`${root.path}/`))
      throw new Skip('base-url-mismatch');
    // Only a URL in its normal form with neither query nor fragment (so no dot segments either), naming an
    // answerable read. Its scheme and host may be written in capitals (a page's `base-url` as its author typed it):
    // they name the same origin, and the element sends its request as written.
    const path = target.pathname.slice(root.path.length);
    const origin = url.slice(0, target.origin.length);
    const fits =
      origin.toLowerCase() === target.origin &&
      url.slice(origin.length) === target.pathname &&
      answerableFirst(method, path) &&
      (method === 'GET' ? body === undefined : body !== undefined && body.length <= MAX_FIRST_BODY);
    if (!fits) throw new Skip('not-a-first-read');
    // `manual`: a redirect is answered as such, never followed — following it would carry the user's token to
    // wherever the service (or whoever answers in its name) points, and relay that host's answer to the page.
    const request = new Request(url, {
      ...authorized(serviceRequest(method, body ?? null), token),
      signal,
      redirect: 'manual',
    });
    const { status, bytes } = await boundedAnswer(send(request), {
      signal,
      maxBytes: MAX_FIRST_ANSWER,
      check: (response) => {
        if (!response.ok) throw new Skip('upstream-error');
        if (!isJson(response.headers.get('Content-Type'))) throw new Skip('not-json');
      },
    });
    let value: unknown;
    try {
      value = JSON.parse(textOf(bytes));
    } catch {
      throw new Skip('not-json');
    }
    return { first: { request: line, status, body: value } };
  } catch (error) {
    if (error instanceof Skip) return { skipped: error.reason };
    if (error instanceof AnswerRefused) return { skipped: error.reason };
    return { skipped: signal.aborted ? 'timeout' : 'upstream-error' };
  }
}

/** The named request line, decoded: `[line, method, url, body]`, the body a JSON object (or none). */
function parse(named: string): [string, 'GET' | 'POST', string, string | undefined] {
  try {
    const line = decodeURIComponent(named);
    const [, method, url, text] = /^(GET|POST) (\S+) (.*)$/s.exec(line) ?? [];
    const body = text || undefined;
    if (method && url && (body === undefined || typeof JSON.parse(body) === 'object'))
      return [line, method as 'GET' | 'POST', url, body];
  } catch {
    // not URI-encoded, or a body that is not JSON
  }
  throw new Skip('bad-request-line');
}
