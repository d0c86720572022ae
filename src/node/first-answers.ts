/**
 * The token route's first answers (`TokenHandlerOptions.firstAnswers`): the first reads of the page's elements (at
 * most `MAX_FIRST_REQUESTS`), sent concurrently by the route with the token it just made. The route holds a user's
 * fresh token and sends it on at a browser's word, so what it sends and relays is narrowed to what the elements'
 * first reads need: the two reads, under `baseUrl`, no redirect followed, each a JSON answer of bounded size, all
 * within one `timeoutMs`. Anything else is not answered (the element asks for itself), and the header
 * {@link FIRST_ANSWER_HEADER} says why, per named request.
 */
import { MAX_FIRST_REQUESTS, authorized, serviceRequest, type FirstAnswer } from '../api/wire.js';

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
  /** The longest the token waits for the service's answers, all of them, bodies included (default 1000 ms). */
  timeoutMs?: number;
}

/**
 * The header of the token answer that says what became of each named first request, in the order named, separated
 * by `, `: `answered`, or `skipped; reason=<reason>` (for `base-url-mismatch` also `base-url="<the route's
 * baseUrl>"`, so the element can say which two roots differ). More than `MAX_FIRST_REQUESTS` named: one
 * `skipped; reason=too-many` for them all (none is sent).
 */
export const FIRST_ANSWER_HEADER = 'Parley-First-Answer';

/** Why the route sent the token alone. */
export type FirstAnswerSkip =
  /** The named request is not under `firstAnswers.baseUrl` (or that is not a URL): the page and route disagree. */
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

/** `application/json` or `application/<x>+json`, with parameters (`; charset=utf-8`) or without. */
const JSON_TYPE = /^application\/(?:[a-z0-9!#$&^_.-]+\+)?json$/;
const isJson = (type: string | null): boolean => JSON_TYPE.test(type?.split(';')[0]!.trim().toLowerCase() ?? '');

/** `firstAnswers` read once: the API root's origin and path (`undefined` for a root that is not a URL: no answers). */
export interface Answerer {
  root: { origin: string; path: string } | undefined;
  send: (request: Request) => Promise<Response>;
  timeoutMs: number;
}

export function answerer({ baseUrl, fetch: send = fetch, timeoutMs = 1000 }: FirstAnswersOptions): Answerer {
  let root: Answerer['root'];
  try {
    const url = new URL(baseUrl);
    root = { origin: url.origin, path: url.pathname.replace(/\/+$/, '') };
  } catch {
    root = undefined;
  }
  return { root, send, timeoutMs };
}

/** The {@link FIRST_ANSWER_HEADER} value saying what became of the named request. */
export function firstAnswerHeader(outcome: FirstAnswerOutcome, { root }: Answerer): string {
  if ('first' in outcome) return 'answered';
  const skipped = `skipped; reason=${outcome.skipped}`;
  // The root as parsed (URL serialization: ASCII, no quotes), so the element can name both roots in its warning.
  return outcome.skipped === 'base-url-mismatch' && root
    ? `${skipped}; base-url="${root.origin}${root.path}"`
    : skipped;
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
  let response: Response | undefined;
  try {
    const [line, method, url, body] = parse(named);
    if (!root) throw new Skip('base-url-mismatch');
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
    response = await beforeDeadline(
      send(
        new Request(url, { ...authorized(serviceRequest(method, body ?? null), token), signal, redirect: 'manual' }),
      ),
      signal,
    );
    if (response.redirected || response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400))
      throw new Skip('redirect');
    if (!response.ok) throw new Skip('upstream-error');
    if (!isJson(response.headers.get('Content-Type'))) throw new Skip('not-json');
    if (Number(response.headers.get('Content-Length')) > MAX_FIRST_ANSWER) throw new Skip('too-large');
    const { status } = response;
    const text = await readCapped(response.body, signal);
    response = undefined; // read whole: nothing left to cancel
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw new Skip('not-json');
    }
    return { first: { request: line, status, body: value } };
  } catch (error) {
    // A body not read to its end is cancelled: its connection closes instead of streaming on into nothing.
    void response?.body?.cancel().catch(() => {});
    if (error instanceof Skip) return { skipped: error.reason };
    return { skipped: signal.aborted ? 'timeout' : 'upstream-error' };
  }
}

/**
 * `answer`, or the signal's reason once `signal` fires first: a `fetch` that drops the request's signal cannot stretch
 * the route's one deadline while it waits for headers ({@link readCapped} does the same for the body). An answer that
 * comes after is cancelled, so its connection closes.
 */
function beforeDeadline(answer: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    const stop = (): void => {
      reject(signal.reason);
      answer.then(
        (late) => void late.body?.cancel().catch(() => {}),
        () => {},
      );
    };
    if (signal.aborted) return stop();
    signal.addEventListener('abort', stop, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
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

/**
 * The body as text, read while it stays within {@link MAX_FIRST_ANSWER} bytes and `signal` has not fired (a `fetch`
 * that ignores the request's signal cannot stretch the wait either); past either the stream is cancelled.
 */
async function readCapped(body: ReadableStream<Uint8Array> | null, signal: AbortSignal): Promise<string> {
  if (!body) return '';
  const reader = body.getReader();
  const stop = () => void reader.cancel(signal.reason).catch(() => {});
  signal.addEventListener('abort', stop, { once: true });
  try {
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      signal.throwIfAborted();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_FIRST_ANSWER) {
        void reader.cancel().catch(() => {});
        throw new Skip('too-large');
      }
      chunks.push(value);
    }
    const whole = new Uint8Array(size);
    let at = 0;
    for (const chunk of chunks) whole.set(chunk, (at += chunk.byteLength) - chunk.byteLength);
    return new TextDecoder().decode(whole);
  } finally {
    signal.removeEventListener('abort', stop);
  }
}
