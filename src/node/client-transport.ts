/**
 * How `ServiceClient` sends one call and reads its answer. The call carries the account's `SERVICE-API-KEY`, and
 * whatever answers may be misconfigured, compromised or impersonated, so the answer is a bounded one
 * (bounded-answer.ts): no redirect followed (it would take the key to another host), no wait past `timeoutMs`
 * (headers and body together), no body read past `maxResponseBytes`. Every way a call can fail is a `ServiceError`
 * naming the method and path: a status, a refused answer, a body that is not JSON, or no answer at all.
 */
import { unknownOption } from '../tokens/unknown-options.js';
import type * as z from '../schemas/zod.js';
import { AnswerRefused, boundedAnswer, isJson, textOf } from './bounded-answer.js';
import {
  BadRequestError,
  NetworkError,
  RedirectError,
  ResponseTooLargeError,
  TimeoutError,
  UnexpectedResponseError,
  errorFor,
  type BadRequestClass,
} from './service-errors.js';

/**
 * The API version every request pins (header `SERVICE-API-VERSION`, DESIGN §9): a future change of the service's
 * default cannot change what this client receives.
 */
export const SERVICE_API_VERSION = 'v2';

/** The sandbox's API base URL (docs/decisions/001-sandbox-defaults.md), the default `baseUrl`. */
export const SANDBOX_BASE_URL = 'http://127.0.0.1:4010/api';

/** The default `timeoutMs`: longer than any answer of the service's takes, short enough that a hung one is seen. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** The default `maxResponseBytes`: 10 MB, many times the largest page (100 items) or capability check (10,000). */
export const DEFAULT_MAX_RESPONSE_BYTES = 10 * 1024 * 1024;

/** The longest `timeoutMs` a timer can hold (2³¹ − 1 ms, about 24.8 days). */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

export interface ServiceClientOptions {
  /** The `SERVICE-API-KEY`. */
  apiKey: string;
  /** The API base URL (http or https); defaults to the sandbox's `http://127.0.0.1:4010/api`. */
  baseUrl?: string;
  /**
   * A fetch implementation (tests, proxies); defaults to the global one. It must honour `redirect: 'manual'`, as
   * `fetch` does: an answer it reached by following a redirect is refused, but the API key has gone there by then.
   */
  fetch?: typeof fetch;
  /**
   * The longest a call waits for its whole answer, headers and body, in milliseconds (default 30000); then it
   * rejects with a `TimeoutError` and the request is aborted. A call's own `signal` can end it sooner.
   */
  timeoutMs?: number;
  /**
   * The largest answer read, in bytes (default 10 MB): a larger one (by `Content-Length`, or while reading) rejects
   * with a `ResponseTooLargeError` and the rest is not read.
   */
  maxResponseBytes?: number;
}

/** The options `ServiceClient` reads; any other key is refused (`baseURL` must not fall back to the sandbox). */
const CLIENT_OPTIONS = ['apiKey', 'baseUrl', 'fetch', 'timeoutMs', 'maxResponseBytes'] as const;

export interface CallOptions {
  /** Ends the call early: it rejects with the signal's reason, as `fetch` does. */
  signal?: AbortSignal;
}
export interface SendOptions extends CallOptions {
  /** `Idempotency-Key` (≤ 255 chars): a retry with the same key and body replays the first answer. */
  idempotencyKey?: string;
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A client's options, checked once. */
export interface Transport {
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly fetch: typeof fetch;
  readonly timeoutMs: number;
  readonly maxResponseBytes: number;
}

const said = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value) : String(value));

/** `options` checked: a `TypeError` naming the option for anything missing, wrong or unknown. */
export function transport(options: ServiceClientOptions): Transport {
  if (typeof options !== 'object' || options === null)
    throw new TypeError('ServiceClient: options are required ({apiKey, baseUrl?})');
  const unknown = unknownOption(options, CLIENT_OPTIONS);
  if (unknown) throw new TypeError(`ServiceClient: ${unknown}`);
  if (typeof options.apiKey !== 'string' || options.apiKey === '') {
    throw new TypeError('ServiceClient: apiKey is required (the SERVICE-API-KEY of your account)');
  }
  const base = options.baseUrl ?? SANDBOX_BASE_URL;
  let url: URL | undefined;
  try {
    url = new URL(base);
  } catch {
    throw new TypeError(`ServiceClient: baseUrl ${JSON.stringify(base)} is not an absolute URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new TypeError(`ServiceClient: baseUrl ${JSON.stringify(base)} is not an http(s) URL`);
  const { fetch: send = globalThis.fetch, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  if (typeof send !== 'function') throw new TypeError('ServiceClient: fetch must be a function, as the global fetch');
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1 || timeoutMs > MAX_TIMEOUT_MS)
    throw new TypeError(
      `ServiceClient: timeoutMs must be a whole number of milliseconds in 1…${MAX_TIMEOUT_MS}; got ${said(timeoutMs)}`,
    );
  const { maxResponseBytes = DEFAULT_MAX_RESPONSE_BYTES } = options;
  if (!Number.isSafeInteger(maxResponseBytes) || maxResponseBytes < 1)
    throw new TypeError(
      `ServiceClient: maxResponseBytes must be a whole number of bytes, 1 or more; got ${said(maxResponseBytes)}`,
    );
  return { baseUrl: base.replace(/\/+$/, ''), apiKey: options.apiKey, fetch: send, timeoutMs, maxResponseBytes };
}

/**
 * Sends `method path` with `body` (JSON) and returns its answer parsed by `schema`. Rejects with the status's
 * `ServiceError`, a `RedirectError`, a `ResponseTooLargeError`, an `UnexpectedResponseError` (a 2xx that is not
 * JSON, or off the contract), a `TimeoutError` or a `NetworkError`; with the call's own `signal`'s reason when that
 * ends it.
 */
export async function callService<S extends z.ZodMiniType>(
  t: Transport,
  method: Method,
  path: string,
  schema: S,
  body: unknown,
  options: SendOptions = {},
  badRequest: BadRequestClass = BadRequestError,
): Promise<z.output<S>> {
  const headers: Record<string, string> = {
    'SERVICE-API-KEY': t.apiKey,
    'SERVICE-API-VERSION': SERVICE_API_VERSION,
    Accept: 'application/json',
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey !== undefined) headers['Idempotency-Key'] = options.idempotencyKey;
  const timeout = AbortSignal.timeout(t.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let answer;
  try {
    answer = await boundedAnswer(
      t.fetch(`${t.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
        // Never followed: a redirect would carry SERVICE-API-KEY to the host it names (fetch keeps custom headers
        // across origins), turn a POST into a GET, and hand back that host's answer as the service's.
        redirect: 'manual',
      }),
      { signal, maxBytes: t.maxResponseBytes },
    );
  } catch (error) {
    // The caller's own abort is theirs to recognise, as fetch reports it.
    if (options.signal?.aborted) throw options.signal.reason;
    if (error instanceof AnswerRefused)
      throw error.reason === 'redirect'
        ? new RedirectError(error.status, method, path, error.location)
        : new ResponseTooLargeError(error.status, method, path, t.maxResponseBytes);
    if (timeout.aborted) throw new TimeoutError(method, path, t.timeoutMs);
    throw new NetworkError(
      `${method} ${path} got no answer from ${new URL(t.baseUrl).origin}: ${reason(error)}`,
      method,
      path,
      { cause: error },
    );
  }
  const { status, headers: answered, bytes } = answer;
  const text = textOf(bytes);
  if (status < 200 || status > 299) {
    let json: unknown = text;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      // Not JSON (a proxy's HTML page): kept as text for the error.
    }
    throw errorFor(answer, json, method, path, badRequest);
  }
  let json: unknown;
  if (text !== '') {
    const type = answered.get('Content-Type');
    if (!isJson(type))
      throw new UnexpectedResponseError(
        status,
        `${method} ${path} answered ${status} with Content-Type ${type === null ? '(none)' : JSON.stringify(type)}, not JSON`,
        text,
        method,
        path,
      );
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new UnexpectedResponseError(
        status,
        `${method} ${path} answered ${status} with a body that is not JSON (${(error as Error).message})`,
        text,
        method,
        path,
      );
    }
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`);
    throw new UnexpectedResponseError(
      status,
      `${method} ${path} answered a body that does not match the contract: ${issues.slice(0, 3).join('; ')}`,
      json,
      method,
      path,
      issues,
    );
  }
  return parsed.data as z.output<S>;
}

/** The network error as undici words it: `fetch failed` says little, its cause (`ECONNREFUSED …`) says what. */
function reason(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | undefined)?.cause;
  const detail = cause && (typeof cause.message === 'string' ? cause.message : cause.code);
  const message = error instanceof Error ? error.message : String(error);
  return detail ? `${message} (${String(detail)})` : message;
}
