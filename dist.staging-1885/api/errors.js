import { parseRetryAfter } from './backoff.js';
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
    name = 'ApiError';
    /** HTTP status; 0 when no response arrived (network, aborted). */
    status;
    kind;
    /** Per-field messages keyed by dotted path (`"rcs.card.title"`, `""` for the body itself); empty if none. */
    fieldErrors;
    /** The server's `Retry-After`, in milliseconds, when it sent one. */
    retryAfterMs;
    method;
    url;
    constructor(init) {
        super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
        this.status = init.status;
        this.kind = init.kind;
        this.fieldErrors = init.fieldErrors ?? {};
        if (init.retryAfterMs !== undefined)
            this.retryAfterMs = init.retryAfterMs;
        if (init.method !== undefined)
            this.method = init.method;
        if (init.url !== undefined)
            this.url = init.url;
    }
    /** Whether trying the same request again later may succeed (network, 429, 5xx). */
    get transient() {
        return this.kind === 'network' || this.kind === 'rate-limited' || this.kind === 'server';
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
export function isApiError(error) {
    return error instanceof ApiError;
}
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
function kindOfStatus(status) {
    if (status === 401)
        return 'unauthorized';
    if (status === 403)
        return 'forbidden';
    if (status === 404)
        return 'not-found';
    if (status === 409)
        return 'conflict';
    if (status === 429)
        return 'rate-limited';
    if (status >= 500)
        return 'server';
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
export async function errorFromResponse(response, method, url, now = Date.now()) {
    let body;
    try {
        body = JSON.parse(await response.text());
    }
    catch {
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
                fieldErrors: tree?.flattenErrorTree(body.errors) ?? {},
            });
        }
    }
    const message = isRecord(body) && typeof body.error === 'string'
        ? body.error
        : `${method} ${url} failed with HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
    return new ApiError({ ...base, kind: kindOfStatus(response.status), message });
}
