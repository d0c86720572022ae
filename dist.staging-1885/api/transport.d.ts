import type * as z from '../schemas/zod.js';
import { type RetryOptions } from './backoff.js';
import { ApiError } from './errors.js';
import { SERVICE_API_VERSION } from './wire.js';
export { SERVICE_API_VERSION };
/**
 * An async source of embed tokens: the customer's own code (for example a call to its backend). To say the user's
 * session is over, throw an `ApiError` of kind `unauthorized`; any other exception counts as a network failure.
 */
export type TokenProvider = () => Promise<string | {
    token: string;
}>;
export interface ApiClientOptions {
    /** The API root, e.g. `http://127.0.0.1:4010/api`; request paths are appended to it. */
    baseUrl: string;
    /** A token to start with. Alone, it is final: a 401 is not retried. With `tokenUrl`/`tokenProvider` it is refreshed. */
    token?: string;
    /** The customer's route answering `GET` with `{token}` (sent with same-origin cookies). */
    tokenUrl?: string;
    /** Returns a fresh token; takes precedence over `tokenUrl`. */
    tokenProvider?: TokenProvider;
    /** The fetch to use, e.g. an in-browser sandbox's `fetch`. Default: the global one. */
    fetch?: typeof fetch;
    retry?: RetryOptions;
    /** Refresh this long before the token's `exp` (default 60 000 ms, at most half the lifetime). */
    refreshAheadMs?: number;
    /** Called when authentication finally fails; the client also dispatches a {@link TokenErrorEvent}. */
    onAuthError?: (error: ApiError) => void;
    /** Jitter source in [0, 1) (tests pass `() => 0`). */
    random?: () => number;
    /** Abortable wait (tests may shorten it). */
    sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
    /** Clock in ms since the epoch (tests). */
    now?: () => number;
}
export interface RequestOptions<S extends z.core.$ZodType> {
    /** JSON body. */
    body?: unknown;
    /**
     * Schema the successful response must match, in development builds (`#response-check`); its output type is what
     * the call resolves to. May be a loader (`() => import(…).then(…)`): it starts with the request, so a lazily
     * loaded schema adds no round trip, and production builds never call it. Absent: the body is not checked.
     */
    schema?: S | (() => Promise<S>);
    signal?: AbortSignal | undefined;
    /** Safe to repeat, so retried on network errors, 429 and 5xx. Default: true for GET, HEAD, PUT, DELETE. */
    idempotent?: boolean | undefined;
    /** Sent as `Idempotency-Key` on every attempt; makes the request retryable. */
    idempotencyKey?: string | undefined;
    /** `fetch`'s `keepalive`: the request outlives the page or element that sent it (small bodies only). */
    keepalive?: boolean | undefined;
    /**
     * Checked before every attempt with the token about to be sent (also after a refresh): false stops the request
     * with an `aborted` {@link ApiError}, so a kept write never goes out under another user's token.
     */
    acceptToken?: ((token: string | undefined) => boolean) | undefined;
}
/** Options accepted by every typed method. */
export interface CallOptions {
    signal?: AbortSignal | undefined;
}
/**
 * Dispatched on the client (type `tokenerror`) when a call finally fails for lack of a valid token, so an element
 * can show "session expired — retry".
 *
 * @example
 * ```ts
 * client.addEventListener('tokenerror', (event) => (this.authError = (event as TokenErrorEvent).error));
 * ```
 */
export declare class TokenErrorEvent extends Event {
    readonly error: ApiError;
    constructor(error: ApiError);
}
/**
 * A fresh random `Idempotency-Key` for one logical send. Keep it with the pending message so that a manual retry
 * reuses it (the service then replays the first result instead of sending twice).
 *
 * @example
 * ```ts
 * const key = newIdempotencyKey(); // "3b241101-e2bb-4255-8caf-4136c566a962"
 * await client.send(draft, { idempotencyKey: key });
 * ```
 */
export declare function newIdempotencyKey(): string;
/**
 * Authenticated, retrying JSON requests against one API root. Usually used through {@link ParleyClient}'s typed
 * methods; `request` is public for routes without one.
 *
 * @example
 * ```ts
 * const api = new ApiTransport({ baseUrl: 'http://127.0.0.1:4010/api', tokenUrl: '/parley-token' });
 * const form = await api.request('GET', '/forms/f_1/render', { schema: FormRender });
 * ```
 */
export declare class ApiTransport extends EventTarget {
    #private;
    readonly baseUrl: string;
    constructor(options: ApiClientOptions);
    /** The token held now (no refresh): whose it is tells the outbox which kept writes this client may send. */
    get heldToken(): string | undefined;
    /** Whether the client can obtain a new token by itself (`tokenUrl` or `tokenProvider`). */
    get canRefresh(): boolean;
    /**
     * Replaces the held token (e.g. the host set a new `token` property); its `exp` schedules the next refresh.
     *
     * @example
     * ```ts
     * client.setToken(await myBackend.embedToken());
     * ```
     */
    setToken(token: string): void;
    /**
     * The token to send now: the held one while it is not due, otherwise a refreshed one (one refresh at a time,
     * shared by all callers). `undefined` when no token source is configured (anonymous calls).
     *
     * @example
     * ```ts
     * const token = await client.getToken();
     * ```
     */
    getToken(signal?: AbortSignal): Promise<string | undefined>;
    /**
     * Sends one JSON request and resolves to the response parsed by `schema`. Retries network errors, 429 (waiting
     * at least `Retry-After`) and 5xx with exponential backoff and full jitter when the request is idempotent or
     * carries an `idempotencyKey` (the same key on every attempt). A 401 triggers one token refresh and one retry.
     *
     * @example
     * ```ts
     * const page = await client.request('POST', '/conversations/list', {
     *   body: { pageSize: 20 }, schema: ConversationPage, idempotent: true, signal,
     * });
     * ```
     */
    request<S extends z.core.$ZodType>(method: string, path: string, options: RequestOptions<S>): Promise<z.output<S>>;
    /**
     * Fetches `path` with the bearer token and the 401 → refresh → retry-once rule, without reading the body or
     * retrying otherwise; non-2xx answers become {@link ApiError}. For streaming routes (the event stream).
     *
     * @example
     * ```ts
     * const response = await client.openStream('/events/stream', { headers: { Accept: 'text/event-stream' }, signal });
     * ```
     */
    openStream(path: string, options?: {
        headers?: Record<string, string>;
        signal?: AbortSignal;
    }): Promise<Response>;
}
