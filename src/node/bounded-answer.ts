/**
 * A bounded answer from the service: what this server reads when it asks the service something (`ServiceClient`,
 * the token route's first answers, `pageFirstAnswers`) and what the webhook receiver reads of a delivery. The other
 * side may be misconfigured, compromised or impersonated, so nothing it sends may cost this server more than the
 * caller allowed: no redirect is followed (the request carries a credential, and the answer must come from where it
 * was sent), no wait outlasts the caller's deadline (headers and body alike, even with a `fetch` that drops the
 * request's signal), and no body is read past a byte limit (a declared `Content-Length` is refused before reading).
 * A body not read to its end is cancelled, so its connection closes instead of streaming on into nothing.
 *
 * Callers send their request with `redirect: 'manual'` and the deadline's `signal`, and hand the pending answer here.
 */

/** `application/json` or `application/<x>+json`, with parameters (`; charset=utf-8`) or without. */
const JSON_TYPE = /^application\/(?:[a-z0-9!#$&^_.-]+\+)?json$/;

/** Whether a `Content-Type` names JSON: `application/json` or `application/<x>+json`, parameters allowed. */
export const isJson = (type: string | null): boolean => JSON_TYPE.test(type?.split(';')[0]!.trim().toLowerCase() ?? '');

/** Why an answer was refused before or while its body was read. */
export type Refusal = 'redirect' | 'too-large';

/**
 * An answer refused for what it is rather than for failing: a redirect (never followed), or a body larger than the
 * limit. `status` and `location` are the answer's, for the caller's message.
 */
export class AnswerRefused extends Error {
  constructor(
    readonly reason: Refusal,
    readonly status: number,
    readonly location: string | null = null,
  ) {
    super(reason);
  }
}

export interface AnswerLimits {
  /** The caller's deadline: once it fires, the wait ends with its reason, whatever the `fetch` does. */
  signal: AbortSignal;
  /** The most bytes of body read; a larger body (declared or streamed) is refused as `too-large`. */
  maxBytes: number;
  /**
   * Sees the answer once its headers are in, before its body is read: a throw refuses it (the body is cancelled
   * unread), e.g. a status or a content type the caller does not read.
   */
  check?: (response: Response) => void;
}

export interface BoundedAnswer {
  status: number;
  headers: Headers;
  /** The whole body, bytes as sent. */
  bytes: Uint8Array<ArrayBuffer>;
}

/**
 * The answer `pending` (a `fetch` sent with `redirect: 'manual'` and `limits.signal`), its body read whole within
 * the limits. Rejects with {@link AnswerRefused} for a redirect or a body over `maxBytes`, with the signal's reason
 * once it fires, with what `check` throws, or with the network's error.
 */
export async function boundedAnswer(pending: Promise<Response>, limits: AnswerLimits): Promise<BoundedAnswer> {
  const { signal, maxBytes, check } = limits;
  let response: Response | undefined;
  try {
    response = await beforeDeadline(pending, signal);
    const { status, headers } = response;
    // `manual` answers a 3xx as it is (Node, Workers) or as an opaque redirect (browsers); a `fetch` that followed
    // anyway says so with `redirected`. Either way its answer is not the one asked for.
    if (response.redirected || response.type === 'opaqueredirect' || (status >= 300 && status < 400))
      throw new AnswerRefused('redirect', status, headers.get('Location'));
    check?.(response);
    const bytes = await readCapped(response.body, maxBytes, signal, headers.get('Content-Length'), status);
    response = undefined; // read whole: nothing left to cancel
    return { status, headers, bytes };
  } finally {
    void response?.body?.cancel().catch(() => {});
  }
}

/**
 * `answer`, or the signal's reason once `signal` fires first: a `fetch` that drops the request's signal cannot
 * stretch the deadline while it waits for headers ({@link readCapped} does the same for the body). An answer that
 * comes after is cancelled, so its connection closes.
 */
export function beforeDeadline(answer: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    const stop = (): void => {
      reject(signal.reason);
      answer.then(
        (late) => void late.body?.cancel().catch(() => {}),
        () => {},
      );
    };
    if (signal.aborted) return stop();
    signal.addEventListener('abort', stop, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}

/**
 * The body's bytes, read while they stay within `maxBytes` and `signal` (when given) has not fired; past either the
 * stream is cancelled. A `declared` length (the `Content-Length`) over the limit is refused before anything is read.
 * Refusals carry `status` (the answer's, or 0 for a request's body).
 */
export async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  signal?: AbortSignal,
  declared: string | null = null,
  status = 0,
): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(declared) > maxBytes) throw new AnswerRefused('too-large', status);
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const stop = () => void reader.cancel(signal?.reason).catch(() => {});
  signal?.addEventListener('abort', stop, { once: true });
  try {
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      signal?.throwIfAborted();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        void reader.cancel().catch(() => {});
        throw new AnswerRefused('too-large', status);
      }
      chunks.push(value);
    }
    const whole = new Uint8Array(size);
    let at = 0;
    for (const chunk of chunks) whole.set(chunk, (at += chunk.byteLength) - chunk.byteLength);
    return whole;
  } catch (error) {
    // A stream that failed mid-way (the connection dropped) is released too.
    void reader.cancel().catch(() => {});
    throw error;
  } finally {
    signal?.removeEventListener('abort', stop);
  }
}

/** The bytes as UTF-8 text (a byte-order mark dropped, invalid sequences replaced), as `Response.text()` reads. */
export const textOf = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);
