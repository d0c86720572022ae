/**
 * Browser calls for contacts, audiences and blasts (DESIGN §6) over any {@link ApiTransport} — the elements' shared
 * client included — as functions rather than `ParleyClient` methods, so only the elements that use them (the contact
 * panel, the blast element) carry them: class methods cannot be tree-shaken. Schemas load with the first call.
 */
import type { Page } from '../schemas/common.js';
import type { Audience, AudienceListRequest, Contact, ContactCreateRequest, ContactListRequest, ContactUpdateRequest } from '../schemas/contacts.js';
import type { Blast, BlastListRequest, BlastRecipient, BlastRecipientListRequest, BlastMmsRequest, BlastRcsRequest, BlastSmsRequest } from '../schemas/blasts.js';
import type { SendOptions } from './client.js';
import { type ApiTransport, type CallOptions } from './transport.js';
/** `GET /contacts/{id}` (`contacts:read` or `contacts:write`): a contact, the record a conversation shows. */
export declare function getContact(client: ApiTransport, id: string, opts?: CallOptions): Promise<Contact>;
/** `POST /contacts/list {query?, tag?, audienceId?}`: contacts, newest first. */
export declare function listContacts(client: ApiTransport, params?: ContactListRequest, opts?: CallOptions): Promise<Page<Contact>>;
/**
 * `POST /contacts` (`contacts:write`) → the new contact; a number that already is a contact is a 409. Not retried
 * automatically (a repeat after a lost answer would be that 409); the caller retries explicitly.
 */
export declare function createContact(client: ApiTransport, body: ContactCreateRequest, opts?: CallOptions): Promise<Contact>;
/** `PATCH /contacts/{id}` (`contacts:write`): name, email, tags, description, audienceIds (setting values is safe to repeat). */
export declare function updateContact(client: ApiTransport, id: string, patch: ContactUpdateRequest, opts?: CallOptions): Promise<Contact>;
/** `DELETE /contacts/{id}` (`contacts:write`). */
export declare function deleteContact(client: ApiTransport, id: string, opts?: CallOptions): Promise<void>;
/** `GET /audiences/{id}` (`audiences:read`): with its `contactCount`. */
export declare function getAudience(client: ApiTransport, id: string, opts?: CallOptions): Promise<Audience>;
/** `POST /audiences/list {query?}` (`audiences:read`): what a blast can target, with member counts. */
export declare function listAudiences(client: ApiTransport, params?: AudienceListRequest, opts?: CallOptions): Promise<Page<Audience>>;
/**
 * `POST /messages/blast/{sms|mms|rcs}` (`messages:blast`) with an `Idempotency-Key` (reused by retries, and by the
 * caller's own retry when it passes one), so a blast is never sent twice.
 *
 * @example
 * ```ts
 * const blast = await sendBlast(client, 'sms', { audienceId: 'aud_vip', from: '+14155550100', text: 'Hi!' }, { idempotencyKey: key });
 * ```
 */
export declare function sendBlast(client: ApiTransport, kind: 'sms', body: BlastSmsRequest, opts?: SendOptions): Promise<Blast>;
export declare function sendBlast(client: ApiTransport, kind: 'mms', body: BlastMmsRequest, opts?: SendOptions): Promise<Blast>;
export declare function sendBlast(client: ApiTransport, kind: 'rcs', body: BlastRcsRequest, opts?: SendOptions): Promise<Blast>;
/** `POST /messages/blasts/list {status?, audienceId?}` (`messages:blast`): blasts, newest first. */
export declare function listBlasts(client: ApiTransport, params?: BlastListRequest, opts?: CallOptions): Promise<Page<Blast>>;
/** `DELETE /messages/schedule/{blastId}` (`messages:schedule`): cancels a scheduled blast before it starts. */
export declare function cancelBlast(client: ApiTransport, id: string, opts?: CallOptions): Promise<Blast>;
/** `POST /messages/blasts/{id}/recipients/list {status?}` (`messages:blast`): a blast's recipients, e.g. the failed ones. */
export declare function listBlastRecipients(client: ApiTransport, id: string, params?: BlastRecipientListRequest, opts?: CallOptions): Promise<Page<BlastRecipient>>;
