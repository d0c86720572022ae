/** The one error type the API client throws, and how HTTP responses map onto it. */
import type { ZodErrorTree } from '../schemas/error-tree.js';
import { parseRetryAfter } from './backoff.js';
import { retried } from './retry-policy.js';

/**
 * What went wrong, for the UI to pick its message and its recovery:
 * `network` (no response), `validation` (400 with per-field errors), `service` (400 `{error}` or another 4xx),
 * `unauthorized` (401 after one refresh, or no token could be obtained), `forbidden` (403, plan lacks the feature),
 * `not-found` (404), `conflict` (409, e.g. an idempotency key reused with another body), `rate-limited` (429),
 * `server` (5xx), `aborted` (the caller's signal), `bad-response` (a success the client cannot read).
 */
export type ApiErrorKind =
  | 'network'
  | 'validation'
  | 'service'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'rate-limited'
  | 'server'
  | 'aborted'
  | 'bad-response';

/**
 * Who failed: `service`, the messaging service (it answered so, or could not be reached), or `token`, the token
 * source the element was given (the page's `token-url` route, or its `tokenProvider`), before the service was asked.
 */
export type ApiErrorSource = 'service' | 'token';

export interface ApiErrorInit {
  status: number;
  kind: ApiErrorKind;
  message: string;
  fieldErrors?: Record<string, string[]>;
  retryAfterMs?: number;
  method?: string;
  url?: string;
  cause?: unknown;
  /** Default `service`. */
  source?: ApiErrorSource;
}

/**
 * A failed API call. `message` is the server's own text (`error` or `description`) when it sent one.
 *
 * @example
 * ```ts
 * try {
 *   await client.send(draft, { idempotencyKey });
 * } catch (error) {
 *   if (error instanceof ApiError && error.kind === 'validation') showErrors(error.fieldErrors); // {"rcs.text": [...]}
 * }
 * ```
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no response arrived (network, aborted). */
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** Per-field messages keyed by dotted path (`"rcs.card.title"`, `""` for the body itself); empty if none. */
  readonly fieldErrors: Record<string, string[]>;
  /** The server's `Retry-After`, in milliseconds, when it sent one. */
  readonly retryAfterMs?: number;
  readonly method?: string;
  readonly url?: string;
  /**
   * Who failed. `token`: no token could be had from the element's token source — the page's `token-url` route
   * answered an error or no token, could not be reached, or its `tokenProvider` threw or gave none — whether for the
   * first call or for a refresh later (the held token due, or a 401 from the service). The page's own route, then,
   * not the service: the elements say it as the token route's failure. `kind` still says how it failed, as for the
   * service (`server` for a route answering 5xx, `network` unreachable, `unauthorized` for a route refusing with
   * 401/403, `bad-response` for an answer without a token), so retries treat both alike. `service` otherwise.
   *
   * @example
   * ```ts
   * inbox.addEventListener('parley-error', ({ detail: { error } }) => {
   *   // Our own /parley-token route failed (kind 'server': it answered 500), not the messaging service.
   *   if (isApiError(error) && error.source === 'token') reportTokenRoute(error.status, error.message);
   * });
   * ```
   */
  readonly source: ApiErrorSource;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.kind = init.kind;
    this.fieldErrors = init.fieldErrors ?? {};
    this.source = init.source ?? 'service';
    if (init.retryAfterMs !== undefined) this.retryAfterMs = init.retryAfterMs;
    if (init.method !== undefined) this.method = init.method;
    if (init.url !== undefined) this.url = init.url;
  }

  /** Whether trying the same request again later may succeed: the retry policy's retried kinds (network, 429, 5xx). */
  get transient(): boolean {
    return retried(this);
  }
}

/**
 * Narrows an unknown rejection to {@link ApiError}.
 *
 * @example
 * ```ts
 * if (isApiError(error) && error.kind === 'aborted') return;
 * ```
 */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function kindOfStatus(status: number): ApiErrorKind {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'server';
  return 'service';
}

/**
 * Builds the {@link ApiError} for a non-2xx response, reading the spec's error bodies: `{description, errors}`
 * (request validation, with per-field messages) or `{error}`. Never throws; an unreadable body keeps the status text.
 *
 * @example
 * ```ts
 * if (!response.ok) throw await errorFromResponse(response, 'POST', url);
 * ```
 */
export async function errorFromResponse(
  response: Response,
  method: string,
  url: string,
  now = Date.now(),
): Promise<ApiError> {
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    body = undefined;
  }
  const base = {
    status: response.status,
    method,
    url,
    retryAfterMs: parseRetryAfter(response.headers.get('Retry-After'), now),
  };
  // A request-validation body (`description` + an error tree) is read by a chunk loaded then: most screens never
  // get one. Should that chunk not load, the description still reaches the UI, without per-field messages.
  if (isRecord(body) && typeof body.description === 'string' && 'errors' in body) {
    const tree = await import('../schemas/error-tree.js').catch(() => undefined);
    if (!tree || tree.isZodErrorBody(body)) {
      return new ApiError({
        ...base,
        kind: response.status === 400 ? 'validation' : kindOfStatus(response.status),
        message: body.description,
        fieldErrors: tree?.flattenErrorTree(body.errors as ZodErrorTree) ?? {},
      });
    }
  }
  const message =
    isRecord(body) && typeof body.error === 'string'
      ? body.error
      : `${method} ${url} failed with HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  return new ApiError({ ...base, kind: kindOfStatus(response.status), message });
}
