/**
 * What the browser client puts on the wire, in one place for the two senders of a request: the transport, and the
 * page's head start (head-start.ts), which sends an element's first requests before the element's code has arrived.
 * The transport adopts the head start's answer only for the very request it would have sent itself.
 */
/** The API version every request of the browser client pins (header `SERVICE-API-VERSION`, DESIGN §9). */
export declare const SERVICE_API_VERSION = "v2";
/** The sandbox's default API root (docs/decisions.md), so an element works against `npx parley sandbox` as is. */
export declare const DEFAULT_API_BASE_URL = "http://127.0.0.1:4010/api";
/** The request to the customer's token route (same-origin cookies: its session says whose token it is). */
export declare const TOKEN_REQUEST: RequestInit;
/** What the token route answered, as a token: a string or `{token}`; anything else is `undefined`. */
export declare function tokenIn(value: unknown): string | undefined;
/** A JSON request to the service; its body already serialized. */
export declare function serviceRequest(method: string, body: string | null): RequestInit;
/** One attempt of `request`: its headers with the pinned version and the bearer token. */
export declare function authorized(request: RequestInit, token: string | undefined): RequestInit;
/**
 * The page's head start (head-start.ts), when one ran: it keeps the answers to the requests it sent, and its `fetch`
 * hands one over when asked for the very same request (else it fetches). On `globalThis` under a registered symbol,
 * so every copy of the code on a page shares it (each CDN file inlines a head start; an app's bundle may hold
 * another), and so the transport reaches it without carrying the head start's code.
 */
export interface HeadStarts {
    fetch: typeof fetch;
}
export declare const HEAD_STARTS: unique symbol;
/** The page's `fetch`, through its head start when one ran. */
export declare const pageFetch: typeof fetch;
