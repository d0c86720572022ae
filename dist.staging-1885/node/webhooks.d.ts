/**
 * Receiving the service's webhooks: check `SERVICE-SIGNING-SECRET` (spec: Authentication 4), parse the event into
 * a typed union, and a ready receiver that answers the way the service's retry logic expects.
 */
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { WebhookEvent, type CampaignStatusEvent, type FormSubmissionEvent, type MessageStatusEvent, type WebhookEventType } from '../schemas/webhooks.js';
import { type ExpressHandler, type HandlerContext, type NodeContext } from './context.js';
export { normalizeWebhookHeaders, WebhookHeadersError } from '../schemas/webhooks.js';
export type { WebhookEvent, FormSubmissionEvent, CampaignStatusEvent, MessageStatusEvent, WebhookEventType };
/** Headers in any of the shapes Node code holds them. */
export type HeadersInput = Headers | IncomingHttpHeaders | Record<string, string | readonly string[] | undefined> | Iterable<readonly [string, string]>;
export type WebhookErrorCode = 'ERR_WEBHOOK_MALFORMED' | 'ERR_WEBHOOK_UNKNOWN_EVENT' | 'ERR_WEBHOOK_INVALID_EVENT';
/**
 * Why a webhook body was refused. `issues` lists the schema problems for `ERR_WEBHOOK_INVALID_EVENT`.
 *
 * @example
 * ```ts
 * try { parseWebhookEvent(body) } catch (e) { if (e instanceof WebhookEventError) console.warn(e.code, e.message) }
 * ```
 */
export declare class WebhookEventError extends Error {
    readonly code: WebhookErrorCode;
    readonly issues: readonly {
        path: readonly PropertyKey[];
        message: string;
    }[];
    name: string;
    constructor(code: WebhookErrorCode, message: string, issues?: readonly {
        path: readonly PropertyKey[];
        message: string;
    }[]);
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
export declare function verifyWebhook({ headers, secret }: {
    headers: HeadersInput;
    secret: string;
}): boolean;
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
export declare function parseWebhookEvent(body: string | Uint8Array | unknown): WebhookEvent;
type EventOf<T extends WebhookEventType> = Extract<WebhookEvent, {
    type: T;
}>;
/** One function for every event, or one per event type (types without a function are acknowledged and ignored). */
export type WebhookListeners<Req = IncomingMessage> = ((event: WebhookEvent, context: {
    request: Request;
} & NodeContext<Req>) => unknown) | {
    [T in WebhookEventType]?: (event: EventOf<T>, context: {
        request: Request;
    } & NodeContext<Req>) => unknown;
};
export interface WebhookHandlerOptions<Req = IncomingMessage> {
    /** The webhook's signing secret (returned by `/webhooks/attach` as `signingSecret`). */
    secret: string;
    on: WebhookListeners<Req>;
    /** Sees a listener's error before the 500 (default: `console.error`), so failures reach your logs. */
    onError?: (error: unknown, event: WebhookEvent) => void;
}
/** A fetch-style webhook receiver: `export const POST = receive` in Next.js, `(c) => receive(c.req.raw)` in Hono. */
export type FetchWebhookHandler<Req = IncomingMessage> = (request: Request, context?: HandlerContext<Req>) => Promise<Response>;
export interface WebhookHandler<Req = IncomingMessage> extends FetchWebhookHandler<Req> {
    /** The same receiver as Express/Connect middleware (works with or without `express.json()` before it). Node only. */
    express: ExpressHandler<Req>;
}
/** What a receiver answers when a body parser emptied the request before it: the setup that keeps the body. */
export declare const CONSUMED_BODY_MESSAGE: string;
/**
 * A webhook receiver: 401 on a wrong or missing signing secret, 400 on a body that is not a known, well-formed
 * event, 200 once the listener has resolved, and 500 when it throws (any non-2xx makes the service retry with
 * backoff, so a failed delivery is not lost). A body a framework's parser consumed before the receiver read it is
 * a 500 naming the raw-body setup (logged once), so the deliveries retried after the fix still arrive.
 * Runtime-agnostic: `@parley/embeds/node`'s `webhookHandler` adds `.express` to it on Node.
 *
 * @example
 * ```ts
 * export const POST = fetchWebhookHandler({ secret: process.env.PARLEY_WEBHOOK_SECRET!, on: (event) => console.log(event.type) });
 * ```
 */
export declare function fetchWebhookHandler<Req = IncomingMessage>(options: WebhookHandlerOptions<Req>): FetchWebhookHandler<Req>;
