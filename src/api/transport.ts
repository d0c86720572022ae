/**
 * The generic HTTP layer every element shares: bearer tokens (static, `token-url` or provider) refreshed ahead of
 * expiry and once on 401, retries with backoff for idempotent requests and keyed sends, abort everywhere, every
 * response checked by its schema, every failure an {@link ApiError}. Beside it: what the clients of one token source
 * share and what a failure of it is (`token-source.ts`), how a request stops unsent (`transport-abort.ts`), what a
 * client is given and gives back (`transport-types.ts`). The token's methods stay in the class: made functions of
 * their own they cost every element's first screen bytes (compressed, `this.#…` is cheaper than arguments).
 */
import { responseCheck } from '#response-check';
import type { StreamEvent } from '../schemas/events.js';
import type * as z from '../schemas/zod.js';
import { sleep as defaultSleep } from './backoff.js';
import { ApiError, errorFromResponse, isApiError } from './errors.js';
import { planRefresh, readTokenTiming } from './jwt.js';
import type { CheckResult, StreamCandidate } from './response-check.types.js';
import { RETRY_POLICY, retryPolicy, type RetryPolicy } from './retry-policy.js';
import { abortError, checkToken, untilAborted } from './transport-abort.js';
import { fromTokenSource, tokenSource, type TokenSource } from './token-source.js';
import type { ApiClientOptions, RequestOptions, ResponseOf, ResponseSchema, TokenProvider } from './transport-types.js';
import {
  SERVICE_API_VERSION,
  authorized,
  firstAnswersIn,
  pageFetch,
  readAnswer,
  requestLine,
  serviceRequest,
  textOf,
  tokenIn,
  tokenRequest,
  type FirstAnswer,
  type FirstRequest,
} from './wire.js';

export { SERVICE_API_VERSION };
export type {
  ApiClientOptions,
  CallOptions,
  RequestOptions,
  ResponseOf,
  ResponseSchema,
  SendOptions,
  TokenProvider,
} from './transport-types.js';

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
  constructor(readonly error: ApiError) {
    super('tokenerror');
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
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * Authenticated, retrying JSON requests against one API root. Usually used through {@link ParleyClient}'s typed
 * methods; `request` is public for routes without one.
 *
 * @example
 * ```ts
 * const api = new ApiTransport({ baseUrl: 'http://127.0.0.1:4010/api', tokenUrl: '/parley-token' });
 * const form = await api.request('GET', '/forms/f_1/render', { schema: 'FormRender' });
 * ```
 */
export class ApiTransport extends EventTarget {
  readonly baseUrl: string;
  readonly #fetch: typeof fetch;
  /** What is retried, how often, how far apart (retry-policy.ts). */
  readonly #policy: RetryPolicy;
  readonly #refreshAheadMs: number;
  readonly #random: () => number;
  readonly #sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  readonly #now: () => number;
  readonly #tokenUrl: string | undefined;
  readonly #tokenProvider: TokenProvider | undefined;
  readonly #onAuthError: ((error: ApiError) => void) | undefined;
  /** Shared with every client of the page with the same token source (see {@link TokenSource}). */
  readonly #source: TokenSource;

  constructor(options: ApiClientOptions) {
    super();
    if (!options.baseUrl) throw new TypeError('ApiTransport: baseUrl is required');
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    // The page's: an element's first requests may have been sent already, by the page's head start.
    this.#fetch = options.fetch ?? pageFetch;
    this.#policy = options.retry ? retryPolicy(options.retry) : RETRY_POLICY;
    this.#refreshAheadMs = options.refreshAheadMs ?? 60_000;
    this.#random = options.random ?? Math.random;
    this.#sleep = options.sleep ?? defaultSleep;
    this.#now = options.now ?? Date.now;
    this.#tokenUrl = options.tokenUrl;
    this.#tokenProvider = options.tokenProvider;
    this.#onAuthError = options.onAuthError;
    this.#source = tokenSource(options);
    if (options.token) this.setToken(options.token);
  }

  /** The token held now (no refresh): whose it is tells the outbox which kept writes this client may send. */
  get heldToken(): string | undefined {
    return this.#source.held?.token;
  }

  /**
   * @internal A stream event, checked by its schema where responses are (development builds; `undefined` in
   * production ones). The stream's reader (sse.ts) asks here: importing the check itself made it a file of its own
   * on every element's first load (a bundler splits off what a lazy part shares with the first one).
   */
  checkStreamEvent(candidate: StreamCandidate): CheckResult<StreamEvent> | undefined {
    return responseCheck.streamEvent?.(candidate);
  }

  /**
   * @internal `promise`, but this caller's `aborted` error as soon as `signal` aborts (the promise keeps running
   * for others). Shared reads (shared-reads.ts) ask here, for the same reason as {@link checkStreamEvent}.
   */
  untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
    return untilAborted(promise, signal);
  }

  /** Whether the client can obtain a new token by itself (`tokenUrl` or `tokenProvider`). */
  get canRefresh(): boolean {
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
  setToken(token: string): void {
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
   * shared by all callers). `undefined` when no token source is configured (anonymous calls). `first`: the request
   * the caller will send first with it, which the page's token route may answer beside the first token (wire.ts
   * `FIRST_REQUEST_HEADER`); that request then takes the answer instead of going out. A token that cannot be had
   * rejects with an {@link ApiError} whose `source` is `token` (so does every call that needed it).
   *
   * @example
   * ```ts
   * const token = await client.getToken();
   * ```
   */
  async getToken(signal?: AbortSignal, first?: FirstRequest): Promise<string | undefined> {
    const ready = this.#tokenNow();
    if (ready !== undefined) return ready;
    const held = this.#source.held;
    if (!this.canRefresh) return undefined;
    try {
      const line = !held && first && [requestLine(first.method, this.baseUrl + first.path, JSON.stringify(first.body))];
      return await untilAborted(this.#refresh(line), signal);
    } catch (error) {
      // A refresh ahead of expiry that fails (token route briefly down) must not fail a call the held token can
      // still make; the next call tries again.
      if (held?.expiresAt !== undefined && this.#now() < held.expiresAt && !signal?.aborted) return held.token;
      throw error;
    }
  }

  /** One refresh at a time: concurrent callers (of every client of this token source) share the same promise. */
  #refresh(first?: string[] | false): Promise<string> {
    const source = this.#source;
    source.refreshing ??= this.#fetchToken(first)
      .then((token) => {
        this.setToken(token);
        return token;
      })
      .finally(() => {
        source.refreshing = undefined;
      });
    return source.refreshing;
  }

  /**
   * A new token. What fails here is the token source's failure, not the service's, and is marked so where it is made
   * (`ApiError.source` `token`): for the first token as for a refresh long after (held token due, or a 401).
   */
  async #fetchToken(first: string[] | false | undefined): Promise<string> {
    const source = this.#tokenProvider ? 'tokenProvider' : (this.#tokenUrl as string);
    let value: unknown;
    try {
      if (this.#tokenProvider) {
        value = await this.#tokenProvider();
      } else {
        const response = await this.#fetch(this.#tokenUrl as string, tokenRequest(this.#tokenUrl as string, first));
        if (!response.ok) {
          const error = await errorFromResponse(response, 'GET', source, this.#now());
          // The customer's route refusing (its session is over) means "unauthorized" to the UI whatever it says.
          throw response.status === 403
            ? new ApiError({ status: 403, kind: 'unauthorized', message: error.message, method: 'GET', url: source })
            : error;
        }
        // Development builds say when the route skipped the first answer for a misconfiguration (its firstAnswers
        // baseUrl is not this base-url); the production module has no such method, so no bytes beyond this call.
        responseCheck.firstAnswer?.(this.#source, response, this.baseUrl, source);
        // An unreadable body falls through to the shape check below and is reported as bad-response.
        value = await response.json().catch(() => undefined);
      }
    } catch (error) {
      throw fromTokenSource(error, source);
    }
    const token = tokenIn(value);
    if (token === undefined) {
      throw new ApiError({
        status: 0,
        kind: 'bad-response',
        message: `${source} did not give a token: expected a string or {token: string}`,
        url: source,
        source: 'token',
      });
    }
    // (An impossible status fails that request's first attempt, as a network error would; the next one asks itself.)
    this.#source.first = [token, this.#now(), firstAnswersIn(value)];
    return token;
  }

  /**
   * Sends one JSON request and resolves to the response, parsed by `schema` in development builds. Retries as the
   * retry policy says (`retry-policy.ts`: network errors, 429 waiting at least `Retry-After`, and 5xx, with backoff
   * and full jitter) when the request is idempotent or carries an `idempotencyKey` (the same key on every attempt).
   * A 401 triggers one token refresh and one retry.
   *
   * @example
   * ```ts
   * const page = await client.request('POST', '/conversations/list', {
   *   body: { pageSize: 20 }, schema: 'Page<Conversation>', idempotent: true, signal,
   * });
   * ```
   */
  async request<S extends ResponseSchema = z.core.$ZodType>(
    method: string,
    path: string,
    options: RequestOptions<S>,
  ): Promise<ResponseOf<S>> {
    const { signal, idempotencyKey } = options;
    const url = this.baseUrl + path;
    const policy = this.#policy;
    const repeatable = policy.repeatable(method, options.idempotent, idempotencyKey !== undefined);
    const init = serviceRequest(method, options.body === undefined ? null : JSON.stringify(options.body));
    const headers = init.headers as Record<string, string>;
    if (idempotencyKey !== undefined) headers['Idempotency-Key'] = idempotencyKey;
    if (options.keepalive) init.keepalive = true;
    // Schemas load only where responses are checked (development builds; see response-check.ts), with the request.
    const schema = options.schema === undefined ? undefined : responseCheck.schema?.(options.schema);
    for (let attempt = 0; ; attempt++) {
      try {
        const response = await this.#authorizedFetch(url, init, signal, options.acceptToken);
        return (await this.#parse(response, await schema, method, url)) as ResponseOf<S>;
      } catch (caught) {
        const error = this.#toApiError(caught, signal, method, url);
        const delay = repeatable ? policy.retryDelay(error, attempt, this.#random) : undefined;
        if (delay === undefined) {
          if (error.kind === 'unauthorized') this.#authFailed(error);
          throw error;
        }
        try {
          await this.#sleep(delay, signal);
        } catch (reason) {
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
  async openStream(
    path: string,
    options: { headers?: Record<string, string>; signal?: AbortSignal } = {},
  ): Promise<Response> {
    const url = this.baseUrl + path;
    const init: RequestInit = { method: 'GET', headers: options.headers ?? {}, credentials: 'omit', cache: 'no-store' };
    try {
      const response = await this.#authorizedFetch(url, init, options.signal);
      if (!response.ok) throw await errorFromResponse(response, 'GET', url, this.#now());
      return response;
    } catch (caught) {
      const error = this.#toApiError(caught, options.signal, 'GET', url);
      if (error.kind === 'unauthorized') this.#authFailed(error);
      throw error;
    }
  }

  /** The held token while it is not due for a refresh (or cannot be refreshed): usable without waiting. */
  #tokenNow(): string | undefined {
    const held = this.#source.held;
    const due = held?.refreshAt !== undefined && this.#now() >= held.refreshAt;
    return !due || !this.canRefresh ? held?.token : undefined;
  }

  async #authorizedFetch(
    url: string,
    init: RequestInit,
    signal: AbortSignal | undefined,
    accept?: (token: string | undefined) => boolean,
  ): Promise<Response> {
    // With a token in hand the request leaves in the caller's task, not after the microtasks queued before it (an
    // element's update that the same call scheduled: a thread opened by a tap renders its skeleton after this).
    const token = this.#tokenNow() ?? (await this.getToken(signal));
    checkToken(accept, token, init.method, url);
    const response = await this.#send(url, init, token, signal);
    if (response.status !== 401 || !this.canRefresh) return response;
    // Someone may have refreshed while this request was in flight; only refresh if ours is still the held token.
    void response.body?.cancel().catch(() => {});
    const held = this.#source.held;
    const fresh = held && held.token !== token ? held.token : await untilAborted(this.#refresh(), signal);
    checkToken(accept, fresh, init.method, url);
    return this.#send(url, init, fresh, signal);
  }

  async #send(
    url: string,
    init: RequestInit,
    token: string | undefined,
    signal: AbortSignal | undefined,
  ): Promise<Response> {
    const first = this.#source.first;
    // Its token's first answer, once, to the very request it answers, while it is fresh (a request sent later asks).
    const answers = first && first[0] === token && this.#now() - first[1] < 1e4 ? first[2] : [];
    const line = answers.length ? requestLine(init.method, url, init.body) : undefined;
    const at = answers.findIndex((answer) => answer?.request === line);
    if (at >= 0) {
      const [{ body, status }] = answers.splice(at, 1) as [FirstAnswer];
      return readAnswer(JSON.stringify(body), { status });
    }
    return this.#fetch(url, { ...authorized(init, token), signal: signal ?? null });
  }

  async #parse(response: Response, schema: z.core.$ZodType | undefined, method: string, url: string): Promise<unknown> {
    if (!response.ok) throw await errorFromResponse(response, method, url, this.#now());
    const text = await textOf(response);
    let body: unknown;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch (cause) {
      throw new ApiError({
        status: response.status,
        kind: 'bad-response',
        message: `${method} ${url} answered invalid JSON`,
        method,
        url,
        cause,
      });
    }
    // Checked where checks are on (development builds): a body that fails its schema throws there.
    return responseCheck.response(schema, body, response.status, method, url);
  }

  #toApiError(caught: unknown, signal: AbortSignal | undefined, method: string, url: string): ApiError {
    if (signal?.aborted)
      return isApiError(caught) && caught.kind === 'aborted' ? caught : abortError(signal, method, url);
    if (isApiError(caught)) return caught;
    // fetch rejects with a TypeError for DNS, refused connections, CORS and dropped bodies alike.
    return new ApiError({
      status: 0,
      kind: 'network',
      message: `Could not reach ${url}: ${(caught as Error)?.message ?? String(caught)}`,
      method,
      url,
      cause: caught,
    });
  }

  #authFailed(error: ApiError): void {
    this.#onAuthError?.(error);
    this.dispatchEvent(new TokenErrorEvent(error));
  }
}
