/**
 * The browser client of the Parley embed API as one object: a typed method per embed route of DESIGN §3, over the
 * generic {@link ApiTransport}. Each method is the route function of its resource module (`conversations.ts`,
 * `messages.ts`, `forms.ts`, `events.ts`), which the elements call directly so that a bundle carries only the routes
 * it uses; this class is for apps that want them all on one object.
 */
import type { BlastListRequest, BlastMmsRequest, BlastRcsRequest, BlastSmsRequest, Blast } from '../schemas/blasts.js';
import type { Page } from '../schemas/common.js';
import type {
  Audience,
  AudienceListRequest,
  Contact,
  ContactCreateRequest,
  ContactListRequest,
  ContactUpdateRequest,
} from '../schemas/contacts.js';
import type { Conversation, ConversationListRequest } from '../schemas/conversations.js';
import type { FormRender, FormSubmitResult, PlacesRequest } from '../schemas/forms.js';
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
import * as contacts from './contacts-blasts.js';
import * as conversations from './conversations.js';
import { subscribeEvents } from './events.js';
import * as forms from './forms.js';
import * as messages from './messages.js';
import type { EventSubscription, SubscribeOptions } from './sse.js';
import { ApiTransport, type ApiClientOptions, type CallOptions, type SendOptions } from './transport.js';

export type { ConversationDetail } from './conversations.js';
export type { PlacesResult } from './forms.js';
export type { ValidationKind } from './messages.js';
export type { SendOptions } from './transport.js';
export { subscribeEvents };

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
    return conversations.listConversations(this, params, opts);
  }

  /** `GET /conversations/{id}`: the thread, with its newest page of messages when the service includes it. */
  getConversation(id: string, opts: CallOptions = {}): Promise<conversations.ConversationDetail> {
    return conversations.getConversation(this, id, opts);
  }

  /** `POST /conversations/get`: the thread between a sender and a recipient. */
  getConversationByPair(
    pair: { from: string; to: string },
    opts: CallOptions = {},
  ): Promise<conversations.ConversationDetail> {
    return conversations.getConversationByPair(this, pair, opts);
  }

  /** `PATCH /conversations/{id}`: replaces the notes (setting a value is safe to repeat). */
  updateConversation(id: string, patch: { notes: string }, opts: CallOptions = {}): Promise<Conversation> {
    return conversations.updateConversation(this, id, patch, opts);
  }

  /** `POST /conversations/{id}/read`: marks the thread read; resolves to the updated conversation. */
  markConversationRead(id: string, opts: CallOptions = {}): Promise<Conversation> {
    return conversations.markConversationRead(this, id, opts);
  }

  /** `POST /conversations/{id}/messages/list`: messages, newest first; pass `nextCursor` back for older ones. */
  listMessages(
    conversationId: string,
    params: MessageListRequest = {},
    opts: CallOptions = {},
  ): Promise<Page<Message>> {
    return conversations.listMessages(this, conversationId, params, opts);
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
    return messages.sendMessage(this, request, opts);
  }

  /** `POST /send/typing`: a typing indicator; not retried (a late one is worse than none). */
  sendTyping(pair: TypingRequest, opts: CallOptions = {}): Promise<void> {
    return messages.sendTyping(this, pair, opts);
  }

  /** `POST /messages/validate/{kind}`: segments, encoding and cost of a draft, without sending or spending credits. */
  validateMessage(kind: 'sms', body: ValidateSmsRequest, opts?: CallOptions): Promise<ValidationResult>;
  validateMessage(kind: 'mms', body: ValidateMmsRequest, opts?: CallOptions): Promise<ValidationResult>;
  validateMessage(kind: 'rcs', body: ValidateRcsRequest, opts?: CallOptions): Promise<ValidationResult>;
  validateMessage(kind: messages.ValidationKind, body: object, opts: CallOptions = {}): Promise<ValidationResult> {
    return messages.validateMessage(this, kind as 'sms', body as ValidateSmsRequest, opts);
  }

  /** `POST /messages/react`: toggles the caller's emoji on a message (not retried: a repeat would undo it). */
  react(reaction: ReactRequest, opts: CallOptions = {}): Promise<Message> {
    return messages.reactToMessage(this, reaction, opts);
  }

  /** `POST /messages/schedules/list`: scheduled messages. */
  listSchedules(params: ScheduleListRequest = {}, opts: CallOptions = {}): Promise<Page<Message>> {
    return messages.listSchedules(this, params, opts);
  }

  /** `DELETE /messages/schedule/{id}`: cancels a scheduled message; resolves to it, `CANCELLED`. */
  cancelSchedule(id: string, opts: CallOptions = {}): Promise<Message> {
    return messages.cancelSchedule(this, id, opts);
  }

  /** `GET /forms/{id}/render`: definition, resolved theme and (with a recipient token) prior answers. */
  renderForm(id: string, opts: CallOptions = {}): Promise<FormRender> {
    return forms.renderForm(this, id, opts);
  }

  /**
   * `POST /forms/{id}/submit`. A submission is not idempotent: without `idempotencyKey` it is never retried. With
   * one (kept by the caller for one logical submission and reused by its own Retry) it is retried like a send, and
   * a retry after a lost answer replays the stored submission instead of storing a second one.
   */
  submitForm(id: string, body: { data: Record<string, unknown> }, opts: SendOptions = {}): Promise<FormSubmitResult> {
    return forms.submitForm(this, id, body, opts);
  }

  /** `POST /forms/places/autocomplete`: address suggestions. */
  autocompletePlaces(params: PlacesRequest, opts: CallOptions = {}): Promise<forms.PlacesResult> {
    return forms.autocompletePlaces(this, params, opts);
  }

  /** `GET /contacts/{id}`. */
  getContact(id: string, opts: CallOptions = {}): Promise<Contact> {
    return contacts.getContact(this, id, opts);
  }

  /** `POST /contacts/list`: contacts, by name, phone, tag or audience. */
  listContacts(params: ContactListRequest = {}, opts: CallOptions = {}): Promise<Page<Contact>> {
    return contacts.listContacts(this, params, opts);
  }

  /** `POST /contacts`: a new contact (a second one with the same number is a 409). */
  createContact(body: ContactCreateRequest, opts: CallOptions = {}): Promise<Contact> {
    return contacts.createContact(this, body, opts);
  }

  /** `PATCH /contacts/{id}`. */
  updateContact(id: string, patch: ContactUpdateRequest, opts: CallOptions = {}): Promise<Contact> {
    return contacts.updateContact(this, id, patch, opts);
  }

  /** `DELETE /contacts/{id}`. */
  deleteContact(id: string, opts: CallOptions = {}): Promise<void> {
    return contacts.deleteContact(this, id, opts);
  }

  /** `GET /audiences/{id}`. */
  getAudience(id: string, opts: CallOptions = {}): Promise<Audience> {
    return contacts.getAudience(this, id, opts);
  }

  /** `POST /audiences/list`. */
  listAudiences(params: AudienceListRequest = {}, opts: CallOptions = {}): Promise<Page<Audience>> {
    return contacts.listAudiences(this, params, opts);
  }

  /** `POST /messages/blast/{kind}`: one message to every contact of an audience, with an `Idempotency-Key`. */
  sendBlast(kind: 'sms', body: BlastSmsRequest, opts?: SendOptions): Promise<Blast>;
  sendBlast(kind: 'mms', body: BlastMmsRequest, opts?: SendOptions): Promise<Blast>;
  sendBlast(kind: 'rcs', body: BlastRcsRequest, opts?: SendOptions): Promise<Blast>;
  sendBlast(kind: 'sms' | 'mms' | 'rcs', body: object, opts: SendOptions = {}): Promise<Blast> {
    return contacts.sendBlast(this, kind as 'sms', body as BlastSmsRequest, opts);
  }

  /** `POST /messages/blasts/list`. */
  listBlasts(params: BlastListRequest = {}, opts: CallOptions = {}): Promise<Page<Blast>> {
    return contacts.listBlasts(this, params, opts);
  }

  /** `DELETE /messages/schedule/{id}` for a blast: cancels it while scheduled. */
  cancelBlast(id: string, opts: CallOptions = {}): Promise<Blast> {
    return contacts.cancelBlast(this, id, opts);
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
