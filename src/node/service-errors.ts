/**
 * What a failed call of the `ServiceClient` throws: one class per status the spec names (`BadRequestError` with the
 * spec's error tree, `RateLimitError` with `Retry-After`), `UnexpectedResponseError` for a 2xx off the contract
 * (not JSON included), the answers it refuses to read (`RedirectError`, `ResponseTooLargeError`), the calls that got
 * no answer (`NetworkError`, `TimeoutError`), and the mapping from an answer to its error.
 */
import { ErrorBody, ZodErrorBody, type ZodErrorTree } from '../schemas/errors.js';

/**
 * Any non-2xx answer. `body` is the parsed JSON (or the text when it is not JSON); `error` is the spec's
 * `{error}` string when there is one.
 *
 * @example
 * ```ts
 * try { await client.getForm(id) } catch (e) { if (e instanceof ServiceError && e.status === 404) return null; throw e }
 * ```
 */
export class ServiceError extends Error {
  override name = 'ServiceError';
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
    readonly method: string,
    readonly path: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/**
 * 400: a request validation error (`description` and the `errors` tree set) or a service validation error
 * (`error` set).
 *
 * @example
 * ```ts
 * catch (e) { if (e instanceof BadRequestError) showFieldErrors(e.errors) }
 * ```
 */
export class BadRequestError extends ServiceError {
  override name = 'BadRequestError';
  /** The spec's ZodErrorErrors tree, for a request validation error. */
  readonly errors: ZodErrorTree | undefined;
  readonly description: string | undefined;
  constructor(message: string, body: unknown, method: string, path: string) {
    super(400, message, body, method, path);
    const zod = ZodErrorBody.safeParse(body);
    this.errors = zod.success ? zod.data.errors : undefined;
    this.description = zod.success ? zod.data.description : undefined;
  }
}

/**
 * The 400 of `POST /network/silent-auth/{requestId}/check`, named as the spec names it.
 *
 * @example
 * ```ts
 * catch (e) { if (e instanceof CheckSilentAuthenticationRequestBadRequestError) askForANewCode() }
 * ```
 */
export class CheckSilentAuthenticationRequestBadRequestError extends BadRequestError {
  override name = 'CheckSilentAuthenticationRequestBadRequestError';
}

/** 401: missing or invalid API key, or not allowed. @example `catch (e) { if (e instanceof UnauthorizedError) rotateKey() }` */
export class UnauthorizedError extends ServiceError {
  override name = 'UnauthorizedError';
}
/** 403: the subscription lacks the feature. @example `catch (e) { if (e instanceof ForbiddenError) upsell() }` */
export class ForbiddenError extends ServiceError {
  override name = 'ForbiddenError';
}
/** 404: no such resource. @example `catch (e) { if (e instanceof NotFoundError) return null }` */
export class NotFoundError extends ServiceError {
  override name = 'NotFoundError';
}
/** 409: idempotency key reused with another body. @example `catch (e) { if (e instanceof ConflictError) newKey() }` */
export class ConflictError extends ServiceError {
  override name = 'ConflictError';
}
/**
 * 429: slow down; `retryAfter` is the `Retry-After` header in seconds, when given.
 *
 * @example
 * ```ts
 * catch (e) { if (e instanceof RateLimitError) await sleep((e.retryAfter ?? 1) * 1000) }
 * ```
 */
export class RateLimitError extends ServiceError {
  override name = 'RateLimitError';
  constructor(
    message: string,
    body: unknown,
    method: string,
    path: string,
    readonly retryAfter: number | undefined,
  ) {
    super(429, message, body, method, path);
  }
}
/** 5xx: the service failed. @example `catch (e) { if (e instanceof InternalServerError) retryLater() }` */
export class InternalServerError extends ServiceError {
  override name = 'InternalServerError';
}
/**
 * A 2xx whose body does not match the schema: the service and this package disagree on the contract.
 *
 * @example
 * ```ts
 * catch (e) { if (e instanceof UnexpectedResponseError) report(e.issues) }
 * ```
 */
export class UnexpectedResponseError extends ServiceError {
  override name = 'UnexpectedResponseError';
  constructor(
    status: number,
    message: string,
    body: unknown,
    method: string,
    path: string,
    readonly issues: readonly string[] = [],
  ) {
    super(status, message, body, method, path);
  }
}

/**
 * A 3xx: the client follows no redirect. The request carries `SERVICE-API-KEY`, which a followed redirect would
 * take to whatever host `location` names, and the answer must come from `baseUrl` itself. A `baseUrl` that
 * redirects (http to https, a moved host) is fixed by giving the URL the service answers at.
 *
 * @example
 * ```ts
 * catch (e) { if (e instanceof RedirectError) console.error(`baseUrl moved? ${e.location}`) }
 * ```
 */
export class RedirectError extends ServiceError {
  override name = 'RedirectError';
  constructor(
    status: number,
    method: string,
    path: string,
    /** The `Location` the service answered, as given (not followed). */
    readonly location: string | null,
  ) {
    super(
      status,
      `${method} ${path} answered ${status}, a redirect${location ? ` to ${location}` : ''}; not followed (the ` +
        'request carries the API key): set baseUrl to the URL the service answers at',
      undefined,
      method,
      path,
    );
  }
}

/**
 * An answer larger than the client's `maxResponseBytes` (declared by `Content-Length`, or read): the rest is not
 * read, so a runaway answer costs neither memory nor time. `status` is the answer's.
 *
 * @example
 * ```ts
 * catch (e) { if (e instanceof ResponseTooLargeError) console.error(e.limit) }
 * ```
 */
export class ResponseTooLargeError extends ServiceError {
  override name = 'ResponseTooLargeError';
  constructor(
    status: number,
    method: string,
    path: string,
    /** The `maxResponseBytes` it went over. */
    readonly limit: number,
  ) {
    super(
      status,
      `${method} ${path} answered ${status} with a body over ${limit} bytes (maxResponseBytes); not read further`,
      undefined,
      method,
      path,
    );
  }
}

/**
 * No answer: the service could not be reached (refused, DNS, TLS) or the connection failed before the whole answer
 * arrived. `status` is 0; `cause` is the network's own error. The request may or may not have been acted on: send
 * writes again with the same `idempotencyKey`.
 *
 * @example
 * ```ts
 * catch (e) { if (e instanceof NetworkError) retryLater(e.cause) }
 * ```
 */
export class NetworkError extends ServiceError {
  override name = 'NetworkError';
  constructor(message: string, method: string, path: string, options?: ErrorOptions) {
    super(0, message, undefined, method, path, options);
  }
}

/**
 * No whole answer within the client's `timeoutMs` (headers and body together); the request is aborted. A
 * {@link NetworkError}, so code that retries those retries this too.
 *
 * @example
 * ```ts
 * catch (e) { if (e instanceof TimeoutError) console.warn(`no answer in ${e.timeoutMs} ms`) }
 * ```
 */
export class TimeoutError extends NetworkError {
  override name = 'TimeoutError';
  constructor(
    method: string,
    path: string,
    readonly timeoutMs: number,
  ) {
    super(
      `${method} ${path} got no whole answer within ${timeoutMs} ms (timeoutMs); the request was aborted`,
      method,
      path,
    );
  }
}

/** The 400's class: `BadRequestError`, or an operation's own subclass of it. */
export type BadRequestClass = typeof BadRequestError;

/** The error of a non-2xx `response` to `method path`, its `body` parsed (or its text). */
export function errorFor(
  response: Pick<Response, 'status' | 'headers'>,
  body: unknown,
  method: string,
  path: string,
  badRequest: BadRequestClass,
): ServiceError {
  const status = response.status;
  const plain = ErrorBody.safeParse(body);
  const zod = ZodErrorBody.safeParse(body);
  const detail = plain.success ? plain.data.error : zod.success ? zod.data.description : `HTTP ${status}`;
  const message = `${method} ${path} failed with ${status}: ${detail}`;
  switch (status) {
    case 400:
      return new badRequest(message, body, method, path);
    case 401:
      return new UnauthorizedError(status, message, body, method, path);
    case 403:
      return new ForbiddenError(status, message, body, method, path);
    case 404:
      return new NotFoundError(status, message, body, method, path);
    case 409:
      return new ConflictError(status, message, body, method, path);
    case 429: {
      return new RateLimitError(message, body, method, path, retryAfterSeconds(response.headers.get('Retry-After')));
    }
    default:
      return status >= 500
        ? new InternalServerError(status, message, body, method, path)
        : new ServiceError(status, message, body, method, path);
  }
}

/** `Retry-After` is delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
function retryAfterSeconds(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}
