/**
 * Receiving the service's webhooks: check `SERVICE-SIGNING-SECRET` (spec: Authentication 4), parse the event into
 * a typed union, and a ready receiver that answers the way the service's retry logic expects.
 */
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { safeEqual } from '#hs256';
import {
  SIGNING_SECRET_HEADER,
  WEBHOOK_EVENTS,
  WebhookEvent,
  type CampaignStatusEvent,
  type FormSubmissionEvent,
  type MessageStatusEvent,
  type WebhookEventType,
} from '../schemas/webhooks.js';
import {
  BODY_CONSUMED_HEADER,
  MAX_BODY_BYTES,
  type ExpressHandler,
  type HandlerContext,
  type NodeContext,
} from './context.js';
import { AnswerRefused, readCapped } from './bounded-answer.js';
import { createDeduper, webhookBodyKey, type WebhookDedupeOptions } from './webhook-dedupe.js';

export { normalizeWebhookHeaders, WebhookHeadersError } from '../schemas/webhooks.js';
export type { WebhookEvent, FormSubmissionEvent, CampaignStatusEvent, MessageStatusEvent, WebhookEventType };

/** Headers in any of the shapes Node code holds them. */
export type HeadersInput =
  | Headers
  | IncomingHttpHeaders
  | Record<string, string | readonly string[] | undefined>
  | Iterable<readonly [string, string]>;

export type WebhookErrorCode = 'ERR_WEBHOOK_MALFORMED' | 'ERR_WEBHOOK_UNKNOWN_EVENT' | 'ERR_WEBHOOK_INVALID_EVENT';

/**
 * Why a webhook body was refused. `issues` lists the schema problems for `ERR_WEBHOOK_INVALID_EVENT`.
 *
 * @example
 * ```ts
 * try { parseWebhookEvent(body) } catch (e) { if (e instanceof WebhookEventError) console.warn(e.code, e.message) }
 * ```
 */
export class WebhookEventError extends Error {
  override name = 'WebhookEventError';
  constructor(
    readonly code: WebhookErrorCode,
    message: string,
    readonly issues: readonly { path: readonly PropertyKey[]; message: string }[] = [],
  ) {
    super(message);
  }
}

/** Every value of a header, looked up case-insensitively. */
function headerValues(headers: HeadersInput, name: string): string[] {
  const wanted = name.toLowerCase();
  if (typeof (headers as Headers).get === 'function' && typeof (headers as Headers).has === 'function') {
    const value = (headers as Headers).get(wanted);
    return value === null ? [] : [value];
  }
  const entries: Iterable<readonly [string, unknown]> =
    Symbol.iterator in Object(headers) ? (headers as Iterable<readonly [string, string]>) : Object.entries(headers);
  const out: string[] = [];
  for (const [key, value] of entries) {
    if (key.toLowerCase() !== wanted || value === undefined) continue;
    if (Array.isArray(value)) out.push(...value.map(String));
    else out.push(String(value));
  }
  return out;
}

/**
 * True when the delivery's `SERVICE-SIGNING-SECRET` header (any case) equals the webhook's signing secret,
 * compared in constant time. A missing, empty or repeated header is false.
 *
 * @example
 * ```ts
 * if (!verifyWebhook({ headers: request.headers, secret: process.env.PARLEY_WEBHOOK_SECRET! })) {
 *   return new Response(JSON.stringify({ error: 'Bad signing secret' }), { status: 401 });
 * }
 * ```
 */
export function verifyWebhook({ headers, secret }: { headers: HeadersInput; secret: string }): boolean {
  if (typeof secret !== 'string' || secret.length === 0) {
    throw new TypeError('verifyWebhook: secret must be the webhook signing secret (a non-empty string)');
  }
  if (headers === null || typeof headers !== 'object') return false;
  const values = headerValues(headers, SIGNING_SECRET_HEADER);
  // Headers(…).get joins repeats with ", ", which can never equal a secret that has no ", " in it; arrays are refused.
  if (values.length !== 1 || values[0] === '') return false;
  // Constant time in the secret (its length included): HMACs under a per-process key compared with
  // timingSafeEqual on Node, a loop over the received value only elsewhere.
  return safeEqual(values[0]!, secret);
}

/** A webhook body (raw text, bytes or already-parsed JSON) as the JSON object it must be, or `ERR_WEBHOOK_MALFORMED`. */
function webhookObject(body: string | Uint8Array | unknown): Record<string, unknown> {
  let value = body;
  if (typeof body === 'string' || body instanceof Uint8Array) {
    const text = typeof body === 'string' ? body : new TextDecoder().decode(body);
    try {
      value = JSON.parse(text);
    } catch {
      throw new WebhookEventError(
        'ERR_WEBHOOK_MALFORMED',
        text.startsWith('[object ')
          ? `Webhook body is ${JSON.stringify(text.slice(0, 20))}: an already-parsed body was turned into a string; pass the raw body or the parsed object itself`
          : 'Webhook body is not valid JSON',
      );
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new WebhookEventError('ERR_WEBHOOK_MALFORMED', 'Webhook body is not a JSON object');
  }
  return value as Record<string, unknown>;
}

/**
 * Parses a webhook body (raw text, bytes or already-parsed JSON) into the typed event union. Throws a
 * {@link WebhookEventError}: `ERR_WEBHOOK_MALFORMED` (not a JSON object), `ERR_WEBHOOK_UNKNOWN_EVENT` (a `type`
 * this version does not know) or `ERR_WEBHOOK_INVALID_EVENT` (a known type with a wrong shape).
 *
 * @example
 * ```ts
 * const event = parseWebhookEvent(await request.text());
 * switch (event.type) {
 *   case 'FORM.SUBMISSION': await saveAnswers(event.form.id, event.submission.data); break;
 *   case 'CAMPAIGN.STATUS': await updateLaunch(event.campaign.publicId, event.carrierLaunches); break;
 *   case 'MESSAGE.STATUS': await trackMessage(event.message.id, event.message.status, event.fallbackMessage); break;
 * }
 * ```
 */
export function parseWebhookEvent(body: string | Uint8Array | unknown): WebhookEvent {
  const value = webhookObject(body);
  const type = value.type;
  if (typeof type !== 'string' || !(WEBHOOK_EVENTS as readonly string[]).includes(type)) {
    throw new WebhookEventError(
      'ERR_WEBHOOK_UNKNOWN_EVENT',
      `Unknown webhook event type ${JSON.stringify(type)}; expected one of ${WEBHOOK_EVENTS.join(', ')}`,
    );
  }
  const parsed = WebhookEvent.safeParse(value);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
    const shown = issues
      .slice(0, 3)
      .map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`)
      .join('; ');
    throw new WebhookEventError('ERR_WEBHOOK_INVALID_EVENT', `Invalid ${type} event: ${shown}`, issues);
  }
  return parsed.data;
}

type EventOf<T extends WebhookEventType> = Extract<WebhookEvent, { type: T }>;

/** One function for every event, or one per event type (types without a function are acknowledged and ignored). */
export type WebhookListeners<Req = IncomingMessage> =
  | ((event: WebhookEvent, context: { request: Request } & NodeContext<Req>) => unknown)
  | { [T in WebhookEventType]?: (event: EventOf<T>, context: { request: Request } & NodeContext<Req>) => unknown };

/**
 * An event of a type this version does not know: the service sends more types than the spec lists ("the full list of
 * other event types: not shown"), and adds new ones.
 */
export interface UnknownWebhookEvent {
  type: string;
  [field: string]: unknown;
}

export interface WebhookHandlerOptions<Req = IncomingMessage> {
  /** The webhook's signing secret (returned by `/webhooks/attach` as `signingSecret`). */
  secret: string;
  on: WebhookListeners<Req>;
  /**
   * Sees each event of a type this version does not know, as parsed JSON (default: none). Such a delivery is answered
   * 200 like any other: a 400 would have the service retry it for ever. A throw is a 500, as `on`'s.
   */
  onUnknown?: (event: UnknownWebhookEvent, context: { request: Request } & NodeContext<Req>) => unknown;
  /** Sees a listener's error before the 500 (default: `console.error`), so failures reach your logs. */
  onError?: (error: unknown, event: WebhookEvent | UnknownWebhookEvent) => void;
  /**
   * Re-deliveries of one event (the same raw body, by SHA-256) within `windowMs` (default 24 h) are answered 200
   * without calling `on` again: the signing secret authenticates the sender but not the body or its freshness, so a
   * retried or replayed delivery would otherwise be acted on every time. A listener that throws releases the body, so
   * the service's retry acts. `store` shares what was seen between servers (default: this process's memory); `false`
   * turns this off.
   */
  dedupe?: WebhookDedupeOptions | false;
}

/** A fetch-style webhook receiver: `export const POST = receive` in Next.js, `(c) => receive(c.req.raw)` in Hono. */
export type FetchWebhookHandler<Req = IncomingMessage> = (
  request: Request,
  context?: HandlerContext<Req>,
) => Promise<Response>;

export interface WebhookHandler<Req = IncomingMessage> extends FetchWebhookHandler<Req> {
  /** The same receiver as Express/Connect middleware (works with or without `express.json()` before it). Node only. */
  express: ExpressHandler<Req>;
}

const MISSING_SECRET =
  'webhookHandler has no secret: set it to the signing secret /webhooks/attach returned (is the environment variable set?)';

/** What a receiver answers when a body parser emptied the request before it: the setup that keeps the body. */
export const CONSUMED_BODY_MESSAGE =
  'Webhook body is empty because a body parser read the request before the receiver did. Give the receiver the ' +
  "body: Fastify, register the route in a scope with addContentTypeParser('application/json', { parseAs: 'buffer' }, " +
  '(_req, body, done) => done(null, body)) or call toFetchRequest(request.raw, { body: request.body }); Koa, mount ' +
  'the receiver before the body parser or call toFetchRequest(ctx.req, { body: ctx.request.rawBody ?? ctx.request.body }); ' +
  'Express, use receive.express (it reads req.body). See "Receiving webhooks" in the README.';

const reply = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/**
 * A webhook receiver: 401 on a wrong or missing signing secret, 400 on a body that is not a well-formed event (an
 * event of a type this version does not know is `onUnknown`'s), 200 once the listener has resolved, and 500 when it
 * throws (any non-2xx makes the service retry with
 * backoff, so a failed delivery is not lost). A body a framework's parser consumed before the receiver read it is
 * a 500 naming the raw-body setup (logged once), so the deliveries retried after the fix still arrive. A body
 * already acted on is answered 200 without calling the listener again (see `dedupe`).
 * Runtime-agnostic: `@parley/embeds/node`'s `webhookHandler` adds `.express` to it on Node.
 *
 * @example
 * ```ts
 * export const POST = fetchWebhookHandler({ secret: process.env.PARLEY_WEBHOOK_SECRET!, on: (event) => console.log(event.type) });
 * ```
 */
export function fetchWebhookHandler<Req = IncomingMessage>(
  options: WebhookHandlerOptions<Req>,
): FetchWebhookHandler<Req> {
  const {
    secret,
    on,
    onError = (error: unknown) => console.error('[parley] webhook listener failed:', error),
  } = options ?? ({} as WebhookHandlerOptions<Req>);
  // A missing secret is reported per request, not thrown here: frameworks evaluate route modules at build time
  // (Next.js collects route config), where deployment secrets are often not set yet.
  if (secret !== undefined && typeof secret !== 'string')
    throw new TypeError('webhookHandler: secret must be a string');
  if (typeof on !== 'function' && (typeof on !== 'object' || on === null)) {
    throw new TypeError('webhookHandler: on must be a function or an object of listeners by event type');
  }
  const dedupe = options.dedupe === false ? undefined : createDeduper(options.dedupe);
  let toldConsumed = false;

  return async (request: Request, context: HandlerContext<Req> = {}): Promise<Response> => {
    if (request.method !== 'POST') return reply(405, { error: 'Webhooks are delivered with POST' }, { Allow: 'POST' });
    if (!secret) {
      console.error(`[parley] ${MISSING_SECRET}`);
      return reply(500, { error: MISSING_SECRET });
    }
    if (!verifyWebhook({ headers: request.headers, secret }))
      return reply(401, { error: 'Missing or wrong SERVICE-SIGNING-SECRET' });
    // Read no further than the limit (a declared larger Content-Length not at all): a sender that passes the secret
    // check still cannot make this server buffer an unbounded body.
    let bytes: Uint8Array<ArrayBuffer>;
    try {
      bytes = await readCapped(request.body, MAX_BODY_BYTES, undefined, request.headers.get('Content-Length'));
    } catch (error) {
      if (!(error instanceof AnswerRefused)) throw error;
      return reply(413, { error: `Body is larger than ${MAX_BODY_BYTES} bytes` });
    }
    if (bytes.byteLength === 0) {
      if (request.headers.get(BODY_CONSUMED_HEADER) === '1') {
        if (!toldConsumed) console.error(`[parley] ${CONSUMED_BODY_MESSAGE}`);
        toldConsumed = true;
        return reply(500, { error: CONSUMED_BODY_MESSAGE });
      }
      return reply(400, { error: 'Webhook body is empty; deliveries are POST with a JSON event' });
    }
    let event: WebhookEvent | UnknownWebhookEvent;
    let listener: ((e: never, c: never) => unknown) | undefined;
    try {
      const value = webhookObject(bytes);
      // A non-empty `type` this version does not know is `onUnknown`'s; no `type` at all is a malformed body.
      if (typeof value.type === 'string' && value.type && !(WEBHOOK_EVENTS as readonly string[]).includes(value.type)) {
        event = value as UnknownWebhookEvent;
        listener = options.onUnknown;
      } else {
        const known = parseWebhookEvent(value);
        event = known;
        listener = typeof on === 'function' ? on : on[known.type];
      }
    } catch (error) {
      if (error instanceof WebhookEventError) return reply(400, { error: error.message });
      throw error;
    }
    const act = async (): Promise<boolean> => {
      try {
        await (listener as ((e: unknown, c: unknown) => unknown) | undefined)?.(event, { request, ...context });
        return true;
      } catch (error) {
        // The details go to the customer's logs only; the service just needs "not delivered, retry".
        onError(error, event);
        return false;
      }
    };
    let acted: boolean | 'repeat';
    try {
      acted = dedupe ? await dedupe(await webhookBodyKey(bytes), act) : await act();
    } catch (error) {
      // The store could not say whether this body was acted on: not acting (and a retry later) is the safe answer.
      onError(error, event);
      return reply(500, { error: 'Webhook dedupe store failed' });
    }
    if (acted === 'repeat') return reply(200, { received: true, duplicate: true });
    if (!acted) return reply(500, { error: 'Webhook listener failed' });
    return reply(200, { received: true });
  };
}
