/**
 * The generic HTTP layer every element shares: bearer tokens (static, `token-url` or provider) refreshed ahead of
 * expiry and once on 401, retries with backoff for idempotent requests and keyed sends, abort everywhere, every
 * response checked by its schema, every failure an {@link ApiError}.
 */
import { responseCheck } from '#response-check';
import { DEFAULT_RETRY, backoffDelay, sleep as defaultSleep } from './backoff.js';
import { ApiError, errorFromResponse, isApiError } from './errors.js';
import { planRefresh, readTokenTiming } from './jwt.js';
import { SERVICE_API_VERSION, TOKEN_REQUEST, authorized, pageFetch, serviceRequest, tokenIn } from './wire.js';
export { SERVICE_API_VERSION };
/**
 * Dispatched on the client (type `tokenerror`) when a call finally fails for lack of a valid token, so an element
 * can show "session expired — retry".
 *
 * @example
 * ```ts
 * client.addEventListener('tokenerror', (event) => (this.authError = (event as TokenErrorEvent).error));
 * ```
 */
export class TokenErrorEvent extends Event {
    error;
    constructor(error) {
        super('tokenerror');
        this.error = error;
    }
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
export function newIdempotencyKey() {
    return crypto.randomUUID();
}
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
/** Token sources by who fetches the token (the `tokenProvider`, else the `fetch` given, else the page's) and URL. */
const sources = new WeakMap();
function tokenSource(options) {
    const { tokenProvider, tokenUrl } = options;
    if (!tokenProvider && !tokenUrl)
        return { held: undefined, refreshing: undefined };
    const owner = tokenProvider ?? options.fetch ?? sources;
    let byUrl = sources.get(owner);
    if (!byUrl)
        sources.set(owner, (byUrl = new Map()));
    // Resolved, so "/token" and "https://shop.example/token" on that page are one source; a provider has one.
    const url = tokenProvider ? '' : typeof location === 'undefined' ? tokenUrl : new URL(tokenUrl, location.href).href;
    let source = byUrl.get(url);
    if (!source)
        byUrl.set(url, (source = { held: undefined, refreshing: undefined }));
    return source;
}
function abortError(signal, method, url) {
    return new ApiError({
        status: 0,
        kind: 'aborted',
        message: 'The request was aborted',
        method,
        url,
        cause: signal.reason,
    });
}
/** A caller's `acceptToken` refusing the token in hand: the request stops, unsent, as if the caller aborted it. */
function checkToken(accept, token, method, url) {
    if (accept && !accept(token))
        throw new ApiError({
            status: 0,
            kind: 'aborted',
            message: 'Not sent: the token in hand is not the one this request may use',
            method,
            url,
        });
}
/** Resolves like `promise`, but rejects as soon as `signal` aborts (the shared promise keeps running for others). */
function untilAborted(promise, signal) {
    if (!signal)
        return promise;
    if (signal.aborted)
        return Promise.reject(abortError(signal));
    return new Promise((resolve, reject) => {
        const onAbort = () => reject(abortError(signal));
        signal.addEventListener('abort', onAbort, { once: true });
        promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
}
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
export class ApiTransport extends EventTarget {
    baseUrl;
    #fetch;
    #retry;
    #refreshAheadMs;
    #random;
    #sleep;
    #now;
    #tokenUrl;
    #tokenProvider;
    #onAuthError;
    /** Shared with every client of the page with the same token source (see {@link TokenSource}). */
    #source;
    constructor(options) {
        super();
        if (!options.baseUrl)
            throw new TypeError('ApiTransport: baseUrl is required');
        this.baseUrl = options.baseUrl.replace(/\/+$/, '');
        // The page's: an element's first requests may have been sent already, by the page's head start.
        this.#fetch = options.fetch ?? pageFetch;
        this.#retry = { ...DEFAULT_RETRY, ...options.retry };
        this.#refreshAheadMs = options.refreshAheadMs ?? 60_000;
        this.#random = options.random ?? Math.random;
        this.#sleep = options.sleep ?? defaultSleep;
        this.#now = options.now ?? Date.now;
        this.#tokenUrl = options.tokenUrl;
        this.#tokenProvider = options.tokenProvider;
        this.#onAuthError = options.onAuthError;
        this.#source = tokenSource(options);
        if (options.token)
            this.setToken(options.token);
    }
    /** The token held now (no refresh): whose it is tells the outbox which kept writes this client may send. */
    get heldToken() {
        return this.#source.held?.token;
    }
    /** Whether the client can obtain a new token by itself (`tokenUrl` or `tokenProvider`). */
    get canRefresh() {
        return this.#tokenProvider !== undefined || this.#tokenUrl !== undefined;
    }
    /**
     * Replaces the held token (e.g. the host set a new `token` property); its `exp` schedules the next refresh.
     *
     * @example
     * ```ts
     * client.setToken(await myBackend.embedToken());
     * ```
     */
    setToken(token) {
        const now = this.#now();
        const timing = readTokenTiming(token);
        const exp = timing?.exp === undefined ? undefined : timing.exp * 1000;
        this.#source.held = {
            token,
            refreshAt: planRefresh(timing, now, this.#refreshAheadMs),
            expiresAt: exp !== undefined && exp > now ? exp : undefined,
        };
    }
    /**
     * The token to send now: the held one while it is not due, otherwise a refreshed one (one refresh at a time,
     * shared by all callers). `undefined` when no token source is configured (anonymous calls).
     *
     * @example
     * ```ts
     * const token = await client.getToken();
     * ```
     */
    async getToken(signal) {
        const held = this.#source.held;
        const due = held?.refreshAt !== undefined && this.#now() >= held.refreshAt;
        if (held && (!due || !this.canRefresh))
            return held.token;
        if (!this.canRefresh)
            return undefined;
        try {
            return await untilAborted(this.#refresh(), signal);
        }
        catch (error) {
            // A refresh ahead of expiry that fails (token route briefly down) must not fail a call the held token can
            // still make; the next call tries again.
            if (held?.expiresAt !== undefined && this.#now() < held.expiresAt && !signal?.aborted)
                return held.token;
            throw error;
        }
    }
    /** One refresh at a time: concurrent callers (of every client of this token source) share the same promise. */
    #refresh() {
        const source = this.#source;
        source.refreshing ??= this.#fetchToken()
            .then((token) => {
            this.setToken(token);
            return token;
        })
            .finally(() => {
            source.refreshing = undefined;
        });
        return source.refreshing;
    }
    async #fetchToken() {
        const source = this.#tokenProvider ? 'tokenProvider' : this.#tokenUrl;
        let value;
        try {
            if (this.#tokenProvider) {
                value = await this.#tokenProvider();
            }
            else {
                const response = await this.#fetch(this.#tokenUrl, TOKEN_REQUEST);
                if (!response.ok) {
                    const error = await errorFromResponse(response, 'GET', source, this.#now());
                    // The customer's route refusing (its session is over) means "unauthorized" to the UI whatever it says.
                    throw response.status === 403
                        ? new ApiError({ status: 403, kind: 'unauthorized', message: error.message, method: 'GET', url: source })
                        : error;
                }
                // An unreadable body falls through to the shape check below and is reported as bad-response.
                value = await response.json().catch(() => undefined);
            }
        }
        catch (error) {
            if (isApiError(error))
                throw error;
            throw new ApiError({
                status: 0,
                kind: 'network',
                message: `Could not obtain an embed token from ${source}: ${error?.message ?? error}`,
                method: 'GET',
                url: source,
                cause: error,
            });
        }
        const token = tokenIn(value);
        if (token === undefined) {
            throw new ApiError({
                status: 0,
                kind: 'bad-response',
                message: `${source} did not give a token: expected a string or {token: string}`,
                url: source,
            });
        }
        return token;
    }
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
    async request(method, path, options) {
        const { signal, idempotencyKey } = options;
        const url = this.baseUrl + path;
        const retryable = idempotencyKey !== undefined || (options.idempotent ?? IDEMPOTENT_METHODS.has(method));
        const retries = retryable ? this.#retry.retries : 0;
        const init = serviceRequest(method, options.body === undefined ? null : JSON.stringify(options.body));
        const headers = init.headers;
        if (idempotencyKey !== undefined)
            headers['Idempotency-Key'] = idempotencyKey;
        if (options.keepalive)
            init.keepalive = true;
        // Schemas load only where responses are checked (development builds; see response-check.ts).
        const schema = !responseCheck.enabled
            ? undefined
            : typeof options.schema === 'function'
                ? options.schema()
                : options.schema;
        for (let attempt = 0;; attempt++) {
            try {
                const response = await this.#authorizedFetch(url, init, signal, options.acceptToken);
                return await this.#parse(response, await schema, method, url);
            }
            catch (caught) {
                const error = this.#toApiError(caught, signal, method, url);
                const retryAfterMs = error.retryAfterMs ?? 0;
                // A browser that knows it is offline fails every retry too: the caller (its outbox) hears it at once.
                const offline = error.kind === 'network' && globalThis.navigator?.onLine === false;
                if (!error.transient || attempt >= retries || retryAfterMs > this.#retry.maxDelayMs || offline) {
                    if (error.kind === 'unauthorized')
                        this.#authFailed(error);
                    throw error;
                }
                const delay = Math.max(retryAfterMs, backoffDelay(attempt, this.#retry, this.#random));
                try {
                    await this.#sleep(delay, signal);
                }
                catch (reason) {
                    throw this.#toApiError(reason, signal, method, url);
                }
            }
        }
    }
    /**
     * Fetches `path` with the bearer token and the 401 → refresh → retry-once rule, without reading the body or
     * retrying otherwise; non-2xx answers become {@link ApiError}. For streaming routes (the event stream).
     *
     * @example
     * ```ts
     * const response = await client.openStream('/events/stream', { headers: { Accept: 'text/event-stream' }, signal });
     * ```
     */
    async openStream(path, options = {}) {
        const url = this.baseUrl + path;
        const init = { method: 'GET', headers: options.headers ?? {}, credentials: 'omit', cache: 'no-store' };
        try {
            const response = await this.#authorizedFetch(url, init, options.signal);
            if (!response.ok)
                throw await errorFromResponse(response, 'GET', url, this.#now());
            return response;
        }
        catch (caught) {
            const error = this.#toApiError(caught, options.signal, 'GET', url);
            if (error.kind === 'unauthorized')
                this.#authFailed(error);
            throw error;
        }
    }
    async #authorizedFetch(url, init, signal, accept) {
        const token = await this.getToken(signal);
        checkToken(accept, token, init.method, url);
        const response = await this.#send(url, init, token, signal);
        if (response.status !== 401 || !this.canRefresh)
            return response;
        // Someone may have refreshed while this request was in flight; only refresh if ours is still the held token.
        void response.body?.cancel().catch(() => { });
        const held = this.#source.held;
        const fresh = held && held.token !== token ? held.token : await untilAborted(this.#refresh(), signal);
        checkToken(accept, fresh, init.method, url);
        return this.#send(url, init, fresh, signal);
    }
    #send(url, init, token, signal) {
        return this.#fetch(url, { ...authorized(init, token), signal: signal ?? null });
    }
    async #parse(response, schema, method, url) {
        if (!response.ok)
            throw await errorFromResponse(response, method, url, this.#now());
        const text = await response.text();
        let body;
        try {
            body = text === '' ? undefined : JSON.parse(text);
        }
        catch (cause) {
            throw new ApiError({
                status: response.status,
                kind: 'bad-response',
                message: `${method} ${url} answered invalid JSON`,
                method,
                url,
                cause,
            });
        }
        const checked = responseCheck.response(schema, body);
        if (!checked.ok) {
            throw new ApiError({
                status: response.status,
                kind: 'bad-response',
                message: `${method} ${url} answered an unexpected body (${checked.problems.slice(0, 3).join('; ')})`,
                method,
                url,
                cause: checked.cause,
            });
        }
        return checked.value;
    }
    #toApiError(caught, signal, method, url) {
        if (signal?.aborted)
            return isApiError(caught) && caught.kind === 'aborted' ? caught : abortError(signal, method, url);
        if (isApiError(caught))
            return caught;
        // fetch rejects with a TypeError for DNS, refused connections, CORS and dropped bodies alike.
        return new ApiError({
            status: 0,
            kind: 'network',
            message: `Could not reach ${url}: ${caught?.message ?? String(caught)}`,
            method,
            url,
            cause: caught,
        });
    }
    #authFailed(error) {
        this.#onAuthError?.(error);
        this.dispatchEvent(new TokenErrorEvent(error));
    }
}
