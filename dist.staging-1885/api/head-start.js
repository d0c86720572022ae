/**
 * An element's first requests, sent before its code has arrived. On a phone the element's first data waited on a
 * chain: its code (fetched, then ~0.4 s of evaluation and first render), then the token, then the data. The head
 * start is a few hundred bytes that run first — inlined at the top of each CDN file, before its chunks are even
 * fetched (vite.config.ts `headStartEntries`), or imported first by an app (`@parley/embeds/head-start`) — and read
 * the page's elements from their attributes: the token request and, with the token, the element's first data
 * request go out at once. The element's transport then adopts those answers (through wire.ts `pageFetch`) instead
 * of asking again, when it sends the very same request (method, URL, headers and body: built by wire.ts for both).
 *
 * What is not adopted costs one request and nothing else: an element given a `client` or a context's, a token that
 * is refreshed before use, an answer older than {@link FRESH_MS}. A failed head start is never reported: the
 * transport then sends its own request, whose failure it reports as usual.
 */
import { DEFAULT_API_BASE_URL, HEAD_STARTS, TOKEN_REQUEST, authorized, serviceRequest, tokenIn, } from './wire.js';
/** An answer this old is not adopted: an element shown later (a route change) asks for data of its own time. */
const FRESH_MS = 10_000;
/** Which request an answer is for: the method, the URL, the headers and the body. */
const requestKey = (url, { method, headers, body }) => `${method} ${url}\n${[...new Headers(headers)].join('\n')}\n${String(body ?? '')}`;
/** The page's one registry (see {@link HeadStarts}): the first head start to run makes it, the others join it. */
const registry = (globalThis[HEAD_STARTS] ??=
    answering(new Map()));
/** A registry whose `fetch` hands over the answers in `sent`. */
function answering(sent) {
    return {
        sent,
        fetch(input, init = {}) {
            // Every request of the page passes here: once nothing waits, it is the page's fetch and nothing more.
            if (!sent.size)
                return fetch(input, init);
            const key = requestKey(String(input), init);
            const found = sent.get(key);
            sent.delete(key);
            if (!found || Date.now() - found[0] >= FRESH_MS)
                return fetch(input, init);
            // A network failure is not the caller's: it is sent again, as the caller's own.
            const answer = found[1].then(([body, reply]) => new Response(body || null, reply), () => fetch(input, init));
            const signal = init.signal;
            return signal
                ? Promise.race([
                    answer,
                    new Promise((_, reject) => {
                        signal.throwIfAborted();
                        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
                    }),
                ])
                : answer;
        },
    };
}
function send(url, init) {
    const key = requestKey(url, init);
    let found = registry.sent.get(key);
    if (!found) {
        const answer = fetch(url, init).then(async (response) => [await response.text(), response]);
        registry.sent.set(key, (found = [Date.now(), answer]));
        answer.catch(() => { }); // the adopting call sends its own then
    }
    return found[1];
}
/**
 * Starts the first requests of the page's `tag` elements: the token (a `token` attribute, else one from
 * `token-url`), then `first(element)`'s request with it; returns the elements it looked at. Once the element is
 * defined, its code is running and asks for itself; elements added later are its own to load.
 */
export function headStart(tag, first) {
    if (globalThis.customElements?.get(tag))
        return [];
    const elements = [...(globalThis.document?.getElementsByTagName(tag) ?? [])];
    for (const element of elements) {
        const request = first(element);
        const token = element.getAttribute('token') ?? element.getAttribute('token-url');
        if (!request || !token)
            continue;
        const url = (element.getAttribute('base-url') ?? DEFAULT_API_BASE_URL).replace(/\/+$/, '') + request.path;
        const body = request.body === undefined ? null : JSON.stringify(request.body);
        const bearer = element.hasAttribute('token')
            ? Promise.resolve(token)
            : send(token, TOKEN_REQUEST).then(([answer, { status = 0 }]) => status < 300 ? tokenIn(JSON.parse(answer)) : undefined);
        void bearer.then((value) => {
            if (!value)
                return;
            send(url, authorized(serviceRequest(request.method, body), value));
        }, () => { });
    }
    return elements;
}
