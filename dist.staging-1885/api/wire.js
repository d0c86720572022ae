/**
 * What the browser client puts on the wire, in one place for the two senders of a request: the transport, and the
 * page's head start (head-start.ts), which sends an element's first requests before the element's code has arrived.
 * The transport adopts the head start's answer only for the very request it would have sent itself.
 */
/** The API version every request of the browser client pins (header `SERVICE-API-VERSION`, DESIGN §9). */
export const SERVICE_API_VERSION = 'v2';
/** The sandbox's default API root (docs/decisions.md), so an element works against `npx parley sandbox` as is. */
export const DEFAULT_API_BASE_URL = 'http://127.0.0.1:4010/api';
/** The request to the customer's token route (same-origin cookies: its session says whose token it is). */
export const TOKEN_REQUEST = {
    method: 'GET',
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
    cache: 'no-store',
};
/** What the token route answered, as a token: a string or `{token}`; anything else is `undefined`. */
export function tokenIn(value) {
    const token = typeof value === 'string' ? value : value?.token;
    return typeof token === 'string' && token !== '' ? token : undefined;
}
/** A JSON request to the service; its body already serialized. */
export function serviceRequest(method, body) {
    const headers = { Accept: 'application/json' };
    if (body !== null)
        headers['Content-Type'] = 'application/json';
    return { method, headers, body, credentials: 'omit', cache: 'no-store' };
}
/** One attempt of `request`: its headers with the pinned version and the bearer token. */
export function authorized(request, token) {
    const headers = new Headers(request.headers);
    // Pinned (DESIGN §9): a future default version of the service cannot change what a deployed embed receives.
    headers.set('SERVICE-API-VERSION', SERVICE_API_VERSION);
    if (token)
        headers.set('Authorization', `Bearer ${token}`);
    return { ...request, headers };
}
export const HEAD_STARTS = Symbol.for('parley.head-start');
/** The page's `fetch`, through its head start when one ran. */
export const pageFetch = (input, init) => (globalThis[HEAD_STARTS]?.fetch ?? globalThis.fetch)(input, init);
