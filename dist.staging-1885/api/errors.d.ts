/**
 * What went wrong, for the UI to pick its message and its recovery:
 * `network` (no response), `validation` (400 with per-field errors), `service` (400 `{error}` or another 4xx),
 * `unauthorized` (401 after one refresh, or no token could be obtained), `forbidden` (403, plan lacks the feature),
 * `not-found` (404), `conflict` (409, e.g. an idempotency key reused with another body), `rate-limited` (429),
 * `server` (5xx), `aborted` (the caller's signal), `bad-response` (a success the client cannot read).
 */
export type ApiErrorKind = 'network' | 'validation' | 'service' | 'unauthorized' | 'forbidden' | 'not-found' | 'conflict' | 'rate-limited' | 'server' | 'aborted' | 'bad-response';
export interface ApiErrorInit {
    status: number;
    kind: ApiErrorKind;
    message: string;
    fieldErrors?: Record<string, string[]>;
    retryAfterMs?: number;
    method?: string;
    url?: string;
    cause?: unknown;
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
export declare class ApiError extends Error {
    readonly name = "ApiError";
    /** HTTP status; 0 when no response arrived (network, aborted). */
    readonly status: number;
    readonly kind: ApiErrorKind;
    /** Per-field messages keyed by dotted path (`"rcs.card.title"`, `""` for the body itself); empty if none. */
    readonly fieldErrors: Record<string, string[]>;
    /** The server's `Retry-After`, in milliseconds, when it sent one. */
    readonly retryAfterMs?: number;
    readonly method?: string;
    readonly url?: string;
    constructor(init: ApiErrorInit);
    /** Whether trying the same request again later may succeed (network, 429, 5xx). */
    get transient(): boolean;
}
/**
 * Narrows an unknown rejection to {@link ApiError}.
 *
 * @example
 * ```ts
 * if (isApiError(error) && error.kind === 'aborted') return;
 * ```
 */
export declare function isApiError(error: unknown): error is ApiError;
/**
 * Builds the {@link ApiError} for a non-2xx response, reading the spec's error bodies: `{description, errors}`
 * (request validation, with per-field messages) or `{error}`. Never throws; an unreadable body keeps the status text.
 *
 * @example
 * ```ts
 * if (!response.ok) throw await errorFromResponse(response, 'POST', url);
 * ```
 */
export declare function errorFromResponse(response: Response, method: string, url: string, now?: number): Promise<ApiError>;
