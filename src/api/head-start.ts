/**
 * An element's first requests, sent before its code has arrived. On a phone the element's first data waited on a
 * chain: its code (fetched, then ~0.4 s of evaluation and first render), then the token, then the data. The head
 * start is a few hundred bytes that run first — inlined at the top of each CDN file, before the rest of its code is
 * evaluated (vite.config.ts `headStartEntries`), or imported first by an app (`@parley/embeds/head-start`) — and read
 * the page's elements from their attributes: the token request and, with the token, the element's first data
 * request go out at once — or none, when the token route answered that request beside the token (wire.ts
 * `FIRST_REQUEST_HEADER`). The element's transport then adopts those answers (through wire.ts `pageFetch`) instead
 * of asking again, when it sends the very same request (method, URL, headers and body: built by wire.ts for both).
 *
 * A page rendered by the customer's server with a `token` may also carry the answers themselves (the Node helper's
 * `pageFirstAnswers`, in a `<script type="application/json" data-parley-first-answers>`): the element's first request
 * is then not sent at all, and its first data is there as soon as its code is.
 *
 * What is not adopted costs one request and nothing else: an element given a `client` or a context's, a token that
 * is refreshed before use, an answer older than {@link FRESH_MS}. A failed head start is never reported: the
 * transport then sends its own request, whose failure it reports as usual.
 */
import {
  DEFAULT_API_BASE_URL,
  FIRST_REQUEST_HEADER,
  HEAD_STARTS,
  MAX_FIRST_REQUESTS,
  authorized,
  firstAnswersIn,
  firstRequestAt,
  readAnswer,
  serviceRequest,
  tokenIn,
  tokenRequest,
  type Attributed,
  type FirstAnswer,
  type FirstRequest,
  type HeadStarts,
} from './wire.js';

export type { FirstRequest };

/** An answer read whole: each taker gets a `Response` of its own (the head start reads the token's too). */
type Answer = [body: string, init: ResponseInit];

/** When a request was sent, and its answer. */
type Sent = [at: number, answer: Promise<Answer>];

/** An answer this old is not adopted: an element shown later (a route change) asks for data of its own time. */
const FRESH_MS = 10_000;

/**
 * Which request an answer is for: the method, the URL, the headers and the body — but not the first requests a token
 * request names (`FIRST_REQUEST_HEADER`). The page's elements share one token per route: the head start names all
 * their first requests in it ({@link headStarts}), and an element's own token request (naming its own first
 * request, whichever element connects first) adopts that one answer, which holds every element's.
 */
const requestKey = (url: string, { method, headers, body }: RequestInit): string => {
  const named = new Headers(headers);
  named.delete(FIRST_REQUEST_HEADER);
  return `${method} ${url}\n${[...named].join('\n')}\n${String(body ?? '')}`;
};

/**
 * The page's one registry (see {@link HeadStarts}): the first head start to run makes it, the others join it. `read`
 * reads the answers the page carries, set by the head starts of elements with a first read ({@link headStarts}).
 */
type Registry = HeadStarts & { sent: Map<string, Sent>; read?: () => unknown };
const registry = ((globalThis as { [HEAD_STARTS]?: Registry })[HEAD_STARTS] ??= answering(new Map()));

/** A registry whose `fetch` hands over the answers in `sent`. */
function answering(sent: Map<string, Sent>): Registry {
  const made: Registry = {
    sent,
    fetch(input, init = {}) {
      // An answers script may be parsed after the head start ran (a cached `async` file runs before the body is
      // parsed): in the page's first seconds it is read before the request of the element that follows it.
      if (performance.now() < FRESH_MS) made.read?.();
      // Every request of the page passes here: once nothing waits, it is the page's fetch and nothing more.
      if (!sent.size) return fetch(input, init);
      const key = requestKey(String(input), init);
      const found = sent.get(key);
      sent.delete(key);
      if (!found || Date.now() - found[0] >= FRESH_MS) return fetch(input, init);
      // A network failure is not the caller's: it is sent again, as the caller's own.
      const answer = found[1].then(
        ([body, reply]) => readAnswer(body, reply),
        () => fetch(input, init),
      );
      const signal = init.signal;
      return signal
        ? Promise.race([
            answer,
            new Promise<never>((_, reject) => {
              signal.throwIfAborted();
              signal.addEventListener('abort', () => reject(signal.reason), { once: true });
            }),
          ])
        : answer;
    },
  };
  return made;
}

/** Sends the request, or hands over `inPage`, its answer the page carries (read as the service's would be). */
function send(url: string, init: RequestInit, inPage?: FirstAnswer): Promise<Answer> {
  const key = requestKey(url, init);
  let found = registry.sent.get(key);
  if (!found) {
    const answer = inPage
      ? Promise.resolve<Answer>([
          JSON.stringify(inPage.body),
          { status: inPage.status, headers: { 'Content-Type': 'application/json' } },
        ])
      : fetch(url, init).then(async (response): Promise<Answer> => [await response.text(), response]);
    registry.sent.set(key, (found = [Date.now(), answer]));
    answer.catch(() => {}); // the adopting call sends its own then
  }
  return found[1];
}

/**
 * Hands over the first answers the page's HTML carries (`pageFirstAnswers` of the Node helper): the token route's
 * answer, `{token, first: [...]}`, plus `skipped` (`[{request, reason}]`, what its server could not read). Each
 * success is registered as the answer to its request sent with THAT token, whichever element sends it and whenever
 * it is parsed; a script that does not parse carries none. Returns `token line` of each answer carried and why a
 * line was skipped, or `undefined` when the page carries no answers not read before.
 */
function carriedAnswers(): [carried: Set<string>, skipped: Map<string, string>] | undefined {
  let found: [Set<string>, Map<string, string>] | undefined;
  for (const script of globalThis.document?.getElementsByTagName('script') ?? [])
    if (script.hasAttribute('data-parley-first-answers') && !(script as { [HEAD_STARTS]?: 1 })[HEAD_STARTS])
      try {
        // Read once by any copy of this code: an answer adopted is never handed over again.
        (script as { [HEAD_STARTS]?: 1 })[HEAD_STARTS] = 1;
        const [carried, skipped] = (found ??= [new Set(), new Map()]);
        const value = JSON.parse(script.textContent!) as { skipped?: { request: string; reason: string }[] };
        const token = tokenIn(value);
        for (const first of firstAnswersIn(value)) {
          const [, method, url, body] = /^(\S+) (\S+) (.*)$/s.exec(first?.request!) ?? [];
          if (!token || !url || !(first!.status >= 200 && first!.status < 300)) continue;
          void send(url, authorized(serviceRequest(method!, body || null), token), first);
          carried.add(`${token} ${first!.request}`);
        }
        for (const { request, reason } of value.skipped ?? []) skipped.set(request, reason);
      } catch {
        // not JSON: the elements ask for themselves
      }
  return found;
}

/** An element's head start: its tag, and the request it sends first (none: it waits for the user, or lacks an id). */
export type HeadStart = readonly [tag: string, first: (element: Attributed) => FirstRequest | undefined];

/** The page's elements of each of `starts` whose code is not running yet (once it is, it asks for itself). */
const pageElements = (starts: readonly HeadStart[]): [tag: string, element: Attributed][] =>
  starts.flatMap(([tag]) =>
    globalThis.customElements?.get(tag)
      ? []
      : [...(globalThis.document?.getElementsByTagName(tag) ?? [])].map((element): [string, Attributed] => [
          tag,
          element,
        ]),
  );

/**
 * Starts the first requests of the page's elements of each {@link HeadStart} (or of `elements`, as an app describes
 * the elements it is about to render): the token (a `token` attribute, else one from `token-url`), then each
 * element's first request with it. Batched, so that the elements sharing a `token-url` (one token per route: the
 * transport shares their token source) send ONE token request naming all their first requests (up to
 * `MAX_FIRST_REQUESTS`), which a route with first answers answers beside the token; what it did not answer goes out
 * once the token is here. An element of a tag without a first read (the composer) has its token asked for. Once an
 * element is defined, its code is running and asks for itself; elements added later are its own to load.
 */
export function headStarts(
  starts: readonly HeadStart[],
  elements: readonly (readonly [tag: string, element: Attributed])[] = pageElements(starts),
): void {
  /** By token route: the request lines named to it, and each element's line with the sending of its request. */
  const routes = new Map<string, [named: string[], waiting: [line: string, send: (token?: string) => unknown][]]>();
  registry.read ??= carriedAnswers;
  const inPage = carriedAnswers();
  for (const [tag, element] of elements) {
    const read = starts.find(([readTag]) => readTag === tag)?.[1];
    const request = read?.(element);
    const token = element.getAttribute('token') ?? element.getAttribute('token-url');
    // A form without its id has nothing to read (and says so itself once its code runs).
    if (!token || (read && !request)) continue;
    if (!request) {
      // A tag without a first read (the composer): its token only, in its route's one token request.
      if (!element.hasAttribute('token') && !routes.has(token)) routes.set(token, [[], []]);
      continue;
    }
    const [url, body, line] = firstRequestAt(element.getAttribute('base-url') ?? DEFAULT_API_BASE_URL, request);
    const sendFirst = (value?: string) => value && send(url, authorized(serviceRequest(request.method, body), value));
    // A token in the page: the request goes out now, unless the page carries its answer (then it is registered
    // already). Sent from a promise's reaction, it waited for the microtasks after the whole file's evaluation
    // (its elements defined, connected and bound: ~130 ms on a phone's CPU).
    if (element.hasAttribute('token')) {
      // A page that meant to carry it but does not (its server's read failed, or was made for other attributes or
      // another token): the element's first data costs the round trip the page meant to save, unseen otherwise.
      if (inPage && !inPage[0].has(`${token} ${line}`))
        console.warn(
          `<${tag}>: the page's first answers hold none for ${line} with its token (${inPage[1].get(line) ?? 'given for other attributes or another token'}); it asks for itself`,
        );
      sendFirst(token);
      continue;
    }
    let route = routes.get(token);
    if (!route) routes.set(token, (route = [[], []]));
    if (!route[0].includes(line) && route[0].length < MAX_FIRST_REQUESTS) route[0].push(line);
    route[1].push([line, sendFirst]);
  }
  // From each token route, in this same call: with its answer, each request it did not answer beside the token.
  for (const [url, [named, waiting]] of routes)
    void send(url, tokenRequest(url, named)).then(
      ([answer, { status = 0 }]) => {
        const value: unknown = status < 300 ? JSON.parse(answer) : undefined;
        const answered = firstAnswersIn(value).map((first) => first?.request);
        const token = tokenIn(value);
        for (const [line, sendFirst] of waiting) if (!answered.includes(line)) sendFirst(token);
      },
      () => {},
    );
}

/**
 * Starts the token request of the page's `tag` elements that have a `token-url` (and no `token`), for an element
 * whose first data requests wait for the user (the composer's, for what is typed) but whose first screen still waits
 * for its token. The element's transport adopts the answer as it asks for its token (within {@link FRESH_MS}; later,
 * it asks again); one request per route, as the page's elements share their token source.
 */
export function tokenHeadStart(tag: string): void {
  if (globalThis.customElements?.get(tag)) return;
  for (const element of globalThis.document?.querySelectorAll(`${tag}[token-url]:not([token])`) ?? []) {
    const url = element.getAttribute('token-url')!;
    void send(url, tokenRequest(url, false));
  }
}
