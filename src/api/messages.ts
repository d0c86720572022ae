/**
 * Browser calls for sending and managing messages (DESIGN §3) over any {@link ApiTransport}: functions rather than
 * `ParleyClient` methods, so an element's bundle carries only the routes its parts call. `ParleyClient` offers the
 * same calls as methods.
 */
import type { Page } from '../schemas/common.js';
import type {
  Message,
  ReactRequest,
  ScheduleListRequest,
  SendRequest,
  TypingRequest,
  ValidateMmsRequest,
  ValidateRcsRequest,
  ValidateSmsRequest,
  ValidationResult,
} from '../schemas/messages.js';
import { segment } from './route-schemas.js';
import { newIdempotencyKey, type ApiTransport, type CallOptions, type SendOptions } from './transport.js';

export type ValidationKind = 'sms' | 'mms' | 'rcs';

/**
 * `POST /send` with an `Idempotency-Key` (the same on every retry, automatic or manual), so a send is never
 * duplicated. Retried on network errors, 429 and 5xx.
 *
 * @example
 * ```ts
 * pending.key ??= newIdempotencyKey();
 * const sent = await sendMessage(client, pending.request, { idempotencyKey: pending.key });
 * ```
 */
export function sendMessage(api: ApiTransport, request: SendRequest, opts: SendOptions = {}): Promise<Message> {
  return api.request('POST', '/send', {
    body: request,
    schema: 'Message',
    idempotencyKey: opts.idempotencyKey ?? newIdempotencyKey(),
    signal: opts.signal,
  });
}

/** `POST /send/typing`: a typing indicator; not retried (a late one is worse than none). */
export async function sendTyping(api: ApiTransport, pair: TypingRequest, opts: CallOptions = {}): Promise<void> {
  await api.request('POST', '/send/typing', { body: pair, idempotent: false, signal: opts.signal });
}

/** `POST /messages/validate/{kind}`: segments, encoding and cost of a draft, without sending or spending credits. */
export function validateMessage(
  api: ApiTransport,
  kind: 'sms',
  body: ValidateSmsRequest,
  opts?: CallOptions,
): Promise<ValidationResult>;
export function validateMessage(
  api: ApiTransport,
  kind: 'mms',
  body: ValidateMmsRequest,
  opts?: CallOptions,
): Promise<ValidationResult>;
export function validateMessage(
  api: ApiTransport,
  kind: 'rcs',
  body: ValidateRcsRequest,
  opts?: CallOptions,
): Promise<ValidationResult>;
export function validateMessage(
  api: ApiTransport,
  kind: ValidationKind,
  body: object,
  opts: CallOptions = {},
): Promise<ValidationResult> {
  return api.request('POST', `/messages/validate/${kind}`, {
    body,
    schema: 'ValidationResult',
    idempotent: true,
    signal: opts.signal,
  });
}

/** `POST /messages/react`: toggles the caller's emoji on a message (not retried: a repeat would undo it). */
export function reactToMessage(api: ApiTransport, reaction: ReactRequest, opts: CallOptions = {}): Promise<Message> {
  return api.request('POST', '/messages/react', {
    body: reaction,
    schema: 'Message',
    idempotent: false,
    signal: opts.signal,
  });
}

/** `POST /messages/schedules/list`: scheduled messages. */
export function listSchedules(
  api: ApiTransport,
  params: ScheduleListRequest = {},
  opts: CallOptions = {},
): Promise<Page<Message>> {
  return api.request('POST', '/messages/schedules/list', {
    body: params,
    schema: 'Page<Message>',
    idempotent: true,
    signal: opts.signal,
  });
}

/** `DELETE /messages/schedule/{id}`: cancels a scheduled message; resolves to it, `CANCELLED`. */
export function cancelSchedule(api: ApiTransport, id: string, opts: CallOptions = {}): Promise<Message> {
  return api.request('DELETE', `/messages/schedule/${segment(id)}`, {
    schema: 'Message',
    signal: opts.signal,
  });
}
