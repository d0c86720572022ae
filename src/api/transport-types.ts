/**
 * What a client of the transport (`transport.ts`) is given and gives back: its options, a token source's provider,
 * a request's options and what it resolves to. Types only: nothing here reaches a bundle.
 */
import type { ApiError } from './errors.js';
import type { RetryOptions } from './retry-policy.js';
import type { ResponseKey, ResponseTypes } from './route-schemas.js';
import type * as z from '../schemas/zod.js';

/**
 * An async source of embed tokens: the customer's own code (for example a call to its backend). To say the user's
 * session is over, throw an `ApiError` of kind `unauthorized`; any other exception counts as a network failure.
 * Either way the elements get it marked as the token source's (`ApiError.source` `token`), never as the service's.
 */
export type TokenProvider = () => Promise<string | { token: string }>;

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
  /** Automatic retries and their backoff (default `DEFAULT_RETRY` in `retry-policy.ts`, which holds the figures). */
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

/** What a request names as its response's schema: a route's key (`route-schemas.ts`), or a zod schema. */
export type ResponseSchema = ResponseKey | z.core.$ZodType;
/** What a request resolves to: its key's type, or its schema's output. */
export type ResponseOf<S extends ResponseSchema> = S extends ResponseKey
  ? ResponseTypes[S]
  : S extends z.core.$ZodType
    ? z.output<S>
    : never;

export interface RequestOptions<S extends ResponseSchema = z.core.$ZodType> {
  /** JSON body. */
  body?: unknown;
  /**
   * Schema the successful response must match, in development builds (`#response-check`); the call resolves to its
   * type. A route names its schema by its key (`'FormRender'`), which only a development build maps to a schema,
   * loading it with the request (no round trip more): a production build carries the key alone, and no schema.
   * A zod schema may be given as it is (a caller outside the routes). Absent: the body is not checked.
   */
  schema?: S;
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

/** What a call that writes (a send, a form submission) accepts besides the request. */
export interface SendOptions extends CallOptions {
  /**
   * One key per logical send, kept by the caller with the pending message so a manual retry reuses it.
   * Default: a fresh key, reused by this call's automatic retries.
   */
  idempotencyKey?: string | undefined;
}
