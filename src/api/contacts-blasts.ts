/**
 * Browser calls for contacts, audiences and blasts (DESIGN §6) over any {@link ApiTransport} — the elements' shared
 * client included — as functions rather than `ParleyClient` methods, so only the elements that use them (the contact
 * panel, the blast element) carry them: class methods cannot be tree-shaken.
 */
import type { Page } from '../schemas/common.js';
import type {
  Audience,
  AudienceListRequest,
  Contact,
  ContactCreateRequest,
  ContactListRequest,
  ContactUpdateRequest,
} from '../schemas/contacts.js';
import type {
  Blast,
  BlastListRequest,
  BlastRecipient,
  BlastRecipientListRequest,
  BlastMmsRequest,
  BlastRcsRequest,
  BlastSmsRequest,
} from '../schemas/blasts.js';
import { newIdempotencyKey, type ApiTransport, type CallOptions, type SendOptions } from './transport.js';

// Its own `segment`, not `route-schemas.ts`'s: a module that the contact panel's and the blast's parts both import
// becomes a chunk of its own under esbuild, one request and its wrapper more on the inbox's first minute.
const segment = encodeURIComponent;

/** `GET /contacts/{id}` (`contacts:read` or `contacts:write`): a contact, the record a conversation shows. */
export function getContact(client: ApiTransport, id: string, opts: CallOptions = {}): Promise<Contact> {
  return client.request('GET', `/contacts/${segment(id)}`, {
    schema: 'Contact',
    signal: opts.signal,
  });
}

/** `POST /contacts/list {query?, tag?, audienceId?}`: contacts, newest first. */
export function listContacts(
  client: ApiTransport,
  params: ContactListRequest = {},
  opts: CallOptions = {},
): Promise<Page<Contact>> {
  return client.request('POST', '/contacts/list', {
    body: params,
    schema: 'Page<Contact>',
    idempotent: true,
    signal: opts.signal,
  });
}

/**
 * `POST /contacts` (`contacts:write`) → the new contact; a number that already is a contact is a 409. Not retried
 * automatically (a repeat after a lost answer would be that 409); the caller retries explicitly.
 */
export function createContact(
  client: ApiTransport,
  body: ContactCreateRequest,
  opts: CallOptions = {},
): Promise<Contact> {
  return client.request('POST', '/contacts', {
    body,
    schema: 'Contact',
    idempotent: false,
    signal: opts.signal,
  });
}

/** `PATCH /contacts/{id}` (`contacts:write`): name, email, tags, description, audienceIds (setting values is safe to repeat). */
export function updateContact(
  client: ApiTransport,
  id: string,
  patch: ContactUpdateRequest,
  opts: CallOptions = {},
): Promise<Contact> {
  return client.request('PATCH', `/contacts/${segment(id)}`, {
    body: patch,
    schema: 'Contact',
    idempotent: true,
    signal: opts.signal,
  });
}

/** `DELETE /contacts/{id}` (`contacts:write`). */
export async function deleteContact(client: ApiTransport, id: string, opts: CallOptions = {}): Promise<void> {
  await client.request('DELETE', `/contacts/${segment(id)}`, { signal: opts.signal });
}

/** `GET /audiences/{id}` (`audiences:read`): with its `contactCount`. */
export function getAudience(client: ApiTransport, id: string, opts: CallOptions = {}): Promise<Audience> {
  return client.request('GET', `/audiences/${segment(id)}`, {
    schema: 'Audience',
    signal: opts.signal,
  });
}

/** `POST /audiences/list {query?}` (`audiences:read`): what a blast can target, with member counts. */
export function listAudiences(
  client: ApiTransport,
  params: AudienceListRequest = {},
  opts: CallOptions = {},
): Promise<Page<Audience>> {
  return client.request('POST', '/audiences/list', {
    body: params,
    schema: 'Page<Audience>',
    idempotent: true,
    signal: opts.signal,
  });
}

/**
 * `POST /messages/blast/{sms|mms|rcs}` (`messages:blast`) with an `Idempotency-Key` (reused by retries, and by the
 * caller's own retry when it passes one), so a blast is never sent twice.
 *
 * @example
 * ```ts
 * const blast = await sendBlast(client, 'sms', { audienceId: 'aud_vip', from: '+14155550100', text: 'Hi!' }, { idempotencyKey: key });
 * ```
 */
export function sendBlast(client: ApiTransport, kind: 'sms', body: BlastSmsRequest, opts?: SendOptions): Promise<Blast>;
export function sendBlast(client: ApiTransport, kind: 'mms', body: BlastMmsRequest, opts?: SendOptions): Promise<Blast>;
export function sendBlast(client: ApiTransport, kind: 'rcs', body: BlastRcsRequest, opts?: SendOptions): Promise<Blast>;
export function sendBlast(
  client: ApiTransport,
  kind: 'sms' | 'mms' | 'rcs',
  body: object,
  opts: SendOptions = {},
): Promise<Blast> {
  return client.request('POST', `/messages/blast/${kind}`, {
    body,
    schema: 'Blast',
    idempotencyKey: opts.idempotencyKey ?? newIdempotencyKey(),
    signal: opts.signal,
  });
}

/** `POST /messages/blasts/list {status?, audienceId?}` (`messages:blast`): blasts, newest first. */
export function listBlasts(
  client: ApiTransport,
  params: BlastListRequest = {},
  opts: CallOptions = {},
): Promise<Page<Blast>> {
  return client.request('POST', '/messages/blasts/list', {
    body: params,
    schema: 'Page<Blast>',
    idempotent: true,
    signal: opts.signal,
  });
}

/** `DELETE /messages/schedule/{blastId}` (`messages:schedule`): cancels a scheduled blast before it starts. */
export function cancelBlast(client: ApiTransport, id: string, opts: CallOptions = {}): Promise<Blast> {
  return client.request('DELETE', `/messages/schedule/${segment(id)}`, {
    schema: 'Blast',
    signal: opts.signal,
  });
}

/** `POST /messages/blasts/{id}/recipients/list {status?}` (`messages:blast`): a blast's recipients, e.g. the failed ones. */
export function listBlastRecipients(
  client: ApiTransport,
  id: string,
  params: BlastRecipientListRequest = {},
  opts: CallOptions = {},
): Promise<Page<BlastRecipient>> {
  return client.request('POST', `/messages/blasts/${segment(id)}/recipients/list`, {
    body: params,
    schema: 'Page<BlastRecipient>',
    idempotent: true,
    signal: opts.signal,
  });
}
