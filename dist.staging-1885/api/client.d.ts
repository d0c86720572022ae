/** Typed methods, one per embed route of DESIGN §3, over the generic {@link ApiTransport}. */
import type { Page } from '../schemas/common.js';
import type { Conversation, ConversationListRequest, ConversationWithMessages } from '../schemas/conversations.js';
import type { FormRender, FormSubmitResult, PlacesRequest, PlacesResponse } from '../schemas/forms.js';
import type { Message, MessageListRequest, ReactRequest, ScheduleListRequest, SendRequest, TypingRequest, ValidateMmsRequest, ValidateRcsRequest, ValidateSmsRequest, ValidationResult } from '../schemas/messages.js';
import type * as z from '../schemas/zod.js';
import type { EventSubscription, SubscribeOptions } from './sse.js';
import { ApiTransport, type ApiClientOptions, type CallOptions } from './transport.js';
/** Routes whose answer the caller does not use (typing); any body, or none, is fine. */
export type ConversationDetail = z.infer<typeof ConversationWithMessages>;
export type PlacesResult = z.infer<typeof PlacesResponse>;
export type ValidationKind = 'sms' | 'mms' | 'rcs';
/** What {@link ParleyClient.send} accepts besides the request. */
export interface SendOptions extends CallOptions {
    /**
     * One key per logical send, kept by the caller with the pending message so a manual retry reuses it.
     * Default: a fresh key, reused by this call's automatic retries.
     */
    idempotencyKey?: string | undefined;
}
/**
 * The browser client of the Parley embed API. Create one per page and share it (see `apiClientContext`).
 *
 * @example
 * ```ts
 * const client = createApiClient({ baseUrl: 'http://127.0.0.1:4010/api', tokenUrl: '/parley-token' });
 * const { data } = await client.listConversations({ unreadOnly: true });
 * const message = await client.send({ type: 'SMS', from: '+14155550100', to: '+14155550123', text: 'Hi' });
 * ```
 */
export declare class ParleyClient extends ApiTransport {
    /** `POST /conversations/list`: threads, newest activity first. */
    listConversations(params?: ConversationListRequest, opts?: CallOptions): Promise<Page<Conversation>>;
    /** `GET /conversations/{id}`: the thread, with its newest page of messages when the service includes it. */
    getConversation(id: string, opts?: CallOptions): Promise<ConversationDetail>;
    /** `POST /conversations/get`: the thread between a sender and a recipient. */
    getConversationByPair(pair: {
        from: string;
        to: string;
    }, opts?: CallOptions): Promise<ConversationDetail>;
    /** `PATCH /conversations/{id}`: replaces the notes (setting a value is safe to repeat). */
    updateConversation(id: string, patch: {
        notes: string;
    }, opts?: CallOptions): Promise<Conversation>;
    /** `POST /conversations/{id}/read`: marks the thread read; resolves to the updated conversation. */
    markConversationRead(id: string, opts?: CallOptions): Promise<Conversation>;
    /** `POST /conversations/{id}/messages/list`: messages, newest first; pass `nextCursor` back for older ones. */
    listMessages(conversationId: string, params?: MessageListRequest, opts?: CallOptions): Promise<Page<Message>>;
    /**
     * `POST /send` with an `Idempotency-Key` (the same on every retry, automatic or manual), so a send is never
     * duplicated. Retried on network errors, 429 and 5xx.
     *
     * @example
     * ```ts
     * pending.key ??= newIdempotencyKey();
     * const sent = await client.send(pending.request, { idempotencyKey: pending.key });
     * ```
     */
    send(request: SendRequest, opts?: SendOptions): Promise<Message>;
    /** `POST /send/typing`: a typing indicator; not retried (a late one is worse than none). */
    sendTyping(pair: TypingRequest, opts?: CallOptions): Promise<void>;
    /** `POST /messages/validate/{kind}`: segments, encoding and cost of a draft, without sending or spending credits. */
    validateMessage(kind: 'sms', body: ValidateSmsRequest, opts?: CallOptions): Promise<ValidationResult>;
    validateMessage(kind: 'mms', body: ValidateMmsRequest, opts?: CallOptions): Promise<ValidationResult>;
    validateMessage(kind: 'rcs', body: ValidateRcsRequest, opts?: CallOptions): Promise<ValidationResult>;
    /** `POST /messages/react`: toggles the caller's emoji on a message (not retried: a repeat would undo it). */
    react(reaction: ReactRequest, opts?: CallOptions): Promise<Message>;
    /** `POST /messages/schedules/list`: scheduled messages. */
    listSchedules(params?: ScheduleListRequest, opts?: CallOptions): Promise<Page<Message>>;
    /** `DELETE /messages/schedule/{id}`: cancels a scheduled message; resolves to it, `CANCELLED`. */
    cancelSchedule(id: string, opts?: CallOptions): Promise<Message>;
    /** `GET /forms/{id}/render`: definition, resolved theme and (with a recipient token) prior answers. */
    renderForm(id: string, opts?: CallOptions): Promise<FormRender>;
    /**
     * `POST /forms/{id}/submit`. A submission is not idempotent: without `idempotencyKey` it is never retried. With
     * one (kept by the caller for one logical submission and reused by its own Retry) it is retried like a send, and
     * a retry after a lost answer replays the stored submission instead of storing a second one.
     */
    submitForm(id: string, body: {
        data: Record<string, unknown>;
    }, opts?: SendOptions): Promise<FormSubmitResult>;
    /** `POST /forms/places/autocomplete`: address suggestions. */
    autocompletePlaces(params: PlacesRequest, opts?: CallOptions): Promise<PlacesResult>;
    /**
     * `GET /events/stream`: live events (see {@link subscribeEvents}).
     *
     * @example
     * ```ts
     * const sub = client.events({ onEvent: (e) => console.log(e.event), onReset: () => reload(), signal });
     * ```
     */
    events(options: SubscribeOptions): EventSubscription;
}
/**
 * `GET /events/stream` on a client: live events, reconnecting with backoff and resuming with `Last-Event-ID`. The
 * SSE reader (`sse.ts`, eventsource-parser and the stream event schemas) loads on first use, so no entry carries it
 * on its first screen; until it has loaded the handle reports `connecting`.
 *
 * @example
 * ```ts
 * const sub = subscribeEvents(client, { onEvent: (e) => console.log(e.event), signal });
 * ```
 */
export declare function subscribeEvents(client: ApiTransport, options: SubscribeOptions): EventSubscription;
/**
 * Creates a {@link ParleyClient}.
 *
 * @example
 * ```ts
 * const client = createApiClient({ baseUrl: 'http://127.0.0.1:4010/api', tokenProvider: () => fetchMyToken() });
 * ```
 */
export declare function createApiClient(options: ApiClientOptions): ParleyClient;
