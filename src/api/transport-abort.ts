/**
 * How a request of the transport (`transport.ts`) stops unsent, as an `aborted` {@link ApiError}: its caller's
 * signal aborted (before it went, while it waited for a token or a retry), or the token in hand is not one the
 * caller may send with (a kept write never goes out under another user's token).
 */
import { ApiError } from './errors.js';

/** The caller's `signal` aborted the request to `url`. */
export function abortError(signal: AbortSignal, method?: string, url?: string): ApiError {
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
export function checkToken(
  accept: ((token: string | undefined) => boolean) | undefined,
  token: string | undefined,
  method?: string,
  url?: string,
): void {
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
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(abortError(signal));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
