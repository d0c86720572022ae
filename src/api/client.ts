/** Typed methods, one per embed route of DESIGN §3, over the generic {@link ApiTransport}. */
import type { Page } from '../schemas/common.js';
import type { Conversation, ConversationListRequest, ConversationWithMessages } from '../schemas/conversations.js';
import type { FormRender, FormSubmitResult, PlacesRequest, PlacesResponse } from '../schemas/forms.js';
import type {
  Message,
  MessageListRequest,
  ReactRequest,
  ScheduleListRequest,
  SendRequest,
  TypingRequest,
  ValidateMmsRequest,
  ValidateRcsRequest,
  ValidateSmsRequest,
  ValidationResult,
} from '../schemas/messages.js';
import type * as z from '../schemas/zod.js';
import type { EventSubscription, StreamState, SubscribeOptions } from './sse.js';
import { ApiError } from './errors.js';
import { ApiTransport, newIdempotencyKey, type ApiClientOptions, type CallOptions } from './transport.js';

/**
 * Response schemas load with the first call that needs them (in parallel with its request), so each element's
 * bundle carries only the schemas of the routes it calls: the form never ships the message schemas, the inbox
 * never ships the form schemas. A module the element imports anyway adds no chunk.
 */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}
const messageSchemas = once(async () => {
  const [{ Page }, m] = await Promise.all([import('../schemas/common.js'), import('../schemas/messages.js')]);
  return { Message: m.Message, MessagePage: Page(m.Message), ValidationResult: m.ValidationResult };
});
const conversationSchemas = once(async () => {
  const [{ Page }, c] = await Promise.all([import('../schemas/common.js'), import('../schemas/conversations.js')]);
  return {
    Conversation: c.Conversation,
    ConversationPage: Page(c.Conversation),
    ConversationWithMessages: c.ConversationWithMessages,
  };
});
const formSchemas = once(() => import('../schemas/forms.js'));

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

const segment = (id: string) => encodeURIComponent(id);

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
export class ParleyClient extends ApiTransport {
  /** `POST /conversations/list`: threads, newest activity first. */
  listConversations(params: ConversationListRequest = {}, opts: CallOptions = {}): Promise<Page<Conversation>> {
    return this.request('POST', '/conversations/list', {
      body: params,
      schema: () => conversationSchemas().then((s) => s.ConversationPage),
      idempotent: true,
      signal: opts.signal,
    });
  }

  /** `GET /conversations/{id}`: the thread, with its newest page of messages when the service includes it. */
  getConversation(id: string, opts: CallOptions = {}): Promise<ConversationDetail> {
    return this.request('GET', `/conversations/${segment(id)}`, {
      schema: () => conversationSchemas().then((s) => s.ConversationWithMessages),
      signal: opts.signal,
    });
  }

  /** `POST /conversations/get`: the thread between a sender and a recipient. */
  getConversationByPair(pair: { from: string; to: string }, opts: CallOptions = {}): Promise<ConversationDetail> {
    return this.request('POST', '/conversations/get', {
      body: pair,
      schema: () => conversationSchemas().then((s) => s.ConversationWithMessages),
      idempotent: true,
      signal: opts.signal,
    });
  }

  /** `PATCH /conversations/{id}`: replaces the notes (setting a value is safe to repeat). */
  updateConversation(id: string, patch: { notes: string }, opts: CallOptions = {}): Promise<Conversation> {
    return this.request('PATCH', `/conversations/${segment(id)}`, {
      body: patch,
      schema: () => conversationSchemas().then((s) => s.Conversation),
      idempotent: true,
      signal: opts.signal,
    });
  }

  /** `POST /conversations/{id}/read`: marks the thread read; resolves to the updated conversation. */
  markConversationRead(id: string, opts: CallOptions = {}): Promise<Conversation> {
    return this.request('POST', `/conversations/${segment(id)}/read`, {
      schema: () => conversationSchemas().then((s) => s.Conversation),
      idempotent: true,
      signal: opts.signal,
    });
  }

  /** `POST /conversations/{id}/messages/list`: messages, newest first; pass `nextCursor` back for older ones. */
  listMessages(
    conversationId: string,
    params: MessageListRequest = {},
    opts: CallOptions = {},
  ): Promise<Page<Message>> {
    return this.request('POST', `/conversations/${segment(conversationId)}/messages/list`, {
      body: params,
      schema: () => messageSchemas().then((s) => s.MessagePage),
      idempotent: true,
      signal: opts.signal,
    });
  }

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
  send(request: SendRequest, opts: SendOptions = {}): Promise<Message> {
    return this.request('POST', '/send', {
      body: request,
      schema: () => messageSchemas().then((s) => s.Message),
      idempotencyKey: opts.idempotencyKey ?? newIdempotencyKey(),
      signal: opts.signal,
    });
  }

  /** `POST /send/typing`: a typing indicator; not retried (a late one is worse than none). */
  async sendTyping(pair: TypingRequest, opts: CallOptions = {}): Promise<void> {
    await this.request('POST', '/send/typing', { body: pair, idempotent: false, signal: opts.signal });
  }

  /** `POST /messages/validate/{kind}`: segments, encoding and cost of a draft, without sending or spending credits. */
  validateMessage(kind: 'sms', body: ValidateSmsRequest, opts?: CallOptions): Promise<ValidationResult>;
  validateMessage(kind: 'mms', body: ValidateMmsRequest, opts?: CallOptions): Promise<ValidationResult>;
  validateMessage(kind: 'rcs', body: ValidateRcsRequest, opts?: CallOptions): Promise<ValidationResult>;
  validateMessage(kind: ValidationKind, body: object, opts: CallOptions = {}): Promise<ValidationResult> {
    return this.request('POST', `/messages/validate/${kind}`, {
      body,
      schema: () => messageSchemas().then((s) => s.ValidationResult),
      idempotent: true,
      signal: opts.signal,
    });
  }

  /** `POST /messages/react`: toggles the caller's emoji on a message (not retried: a repeat would undo it). */
  react(reaction: ReactRequest, opts: CallOptions = {}): Promise<Message> {
    return this.request('POST', '/messages/react', {
      body: reaction,
      schema: () => messageSchemas().then((s) => s.Message),
      idempotent: false,
      signal: opts.signal,
    });
  }

  /** `POST /messages/schedules/list`: scheduled messages. */
  listSchedules(params: ScheduleListRequest = {}, opts: CallOptions = {}): Promise<Page<Message>> {
    return this.request('POST', '/messages/schedules/list', {
      body: params,
      schema: () => messageSchemas().then((s) => s.MessagePage),
      idempotent: true,
      signal: opts.signal,
    });
  }

  /** `DELETE /messages/schedule/{id}`: cancels a scheduled message; resolves to it, `CANCELLED`. */
  cancelSchedule(id: string, opts: CallOptions = {}): Promise<Message> {
    return this.request('DELETE', `/messages/schedule/${segment(id)}`, {
      schema: () => messageSchemas().then((s) => s.Message),
      signal: opts.signal,
    });
  }

  /** `GET /forms/{id}/render`: definition, resolved theme and (with a recipient token) prior answers. */
  renderForm(id: string, opts: CallOptions = {}): Promise<FormRender> {
    // The form's first request (wire.ts `formRender`, which the element names to its token route).
    return this.request('GET', `/forms/${segment(id)}/render`, {
      schema: () => formSchemas().then((s) => s.FormRender),
      signal: opts.signal,
    });
  }

  /**
   * `POST /forms/{id}/submit`. A submission is not idempotent: without `idempotencyKey` it is never retried. With
   * one (kept by the caller for one logical submission and reused by its own Retry) it is retried like a send, and
   * a retry after a lost answer replays the stored submission instead of storing a second one.
   */
  submitForm(id: string, body: { data: Record<string, unknown> }, opts: SendOptions = {}): Promise<FormSubmitResult> {
    return this.request('POST', `/forms/${segment(id)}/submit`, {
      body,
      schema: () => formSchemas().then((s) => s.FormSubmitResult),
      idempotent: false,
      idempotencyKey: opts.idempotencyKey,
      signal: opts.signal,
    });
  }

  /** `POST /forms/places/autocomplete`: address suggestions. */
  autocompletePlaces(params: PlacesRequest, opts: CallOptions = {}): Promise<PlacesResult> {
    return this.request('POST', '/forms/places/autocomplete', {
      body: params,
      schema: () => formSchemas().then((s) => s.PlacesResponse),
      idempotent: true,
      signal: opts.signal,
    });
  }

  /**
   * `GET /events/stream`: live events (see {@link subscribeEvents}).
   *
   * @example
   * ```ts
   * const sub = client.events({ onEvent: (e) => console.log(e.event), onReset: () => reload(), signal });
   * ```
   */
  events(options: SubscribeOptions): EventSubscription {
    return subscribeEvents(this, options);
  }
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
export function subscribeEvents(client: ApiTransport, options: SubscribeOptions): EventSubscription {
  let subscription: EventSubscription | undefined;
  let closed = false;
  import('./sse.js').then(
    (sse) => {
      if (!closed) subscription = sse.subscribeEvents(client, options);
    },
    (cause) =>
      options.onError?.(
        new ApiError({ status: 0, kind: 'network', message: 'Could not load the event stream reader', cause }),
      ),
  );
  return {
    close() {
      closed = true;
      subscription?.close();
    },
    get lastEventId() {
      return subscription ? subscription.lastEventId : options.lastEventId;
    },
    get state(): StreamState {
      return subscription?.state ?? (closed ? 'closed' : 'connecting');
    },
  };
}

/**
 * Creates a {@link ParleyClient}.
 *
 * @example
 * ```ts
 * const client = createApiClient({ baseUrl: 'http://127.0.0.1:4010/api', tokenProvider: () => fetchMyToken() });
 * ```
 */
export function createApiClient(options: ApiClientOptions): ParleyClient {
  return new ParleyClient(options);
}
