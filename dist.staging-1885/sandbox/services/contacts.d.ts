/**
 * Contacts and audiences (DESIGN §6): the records, their `res` visibility, and keeping the conversations that show
 * a contact current. Contacts are stored by phone number (unique per team) so a conversation finds its recipient's
 * contact directly; `Store.contactById` maps ids.
 *
 * Visibility for an embed token (fail closed):
 * - `res.audiences`: a contact must belong to one of the listed audiences; an audience must be listed.
 * - `res.senders` / `brands` / `campaigns` / `conversations`: a contact must be the recipient of a conversation the
 *   token can see (the inbox's contact panel for that thread).
 * An audience's `contactCount` counts every member (it is the audience's size, not the caller's share of it).
 */
import type { Audience, Contact, ContactCreateRequest, ContactUpdateRequest } from '../../schemas/contacts.js';
import type { SandboxContext } from '../context.js';
import { type Caller } from '../http.js';
import type { AudienceRecord } from '../store.js';
import type { EventHub } from './event-hub.js';
import type { Messaging } from './messaging.js';
export interface Contacts {
    /** The contact with this id if the caller may see it; otherwise a 404 (the same as a missing one). */
    visible(caller: Caller, id: string): Contact;
    /** Whether the caller may see the contact; `recipients` is {@link visibleRecipients} when called in a loop. */
    canSeeContact(caller: Caller, contact: Contact, recipients?: Set<string> | null): boolean;
    /** Phone numbers of the recipients of every conversation the caller can see, or null when unrestricted. */
    visibleRecipients(caller: Caller): Set<string> | null;
    /** The contact as the caller sees it (memberships of hidden audiences left out). */
    view(caller: Caller, contact: Contact): Contact;
    create(caller: Caller, body: ContactCreateRequest): Contact;
    update(caller: Caller, contact: Contact, body: ContactUpdateRequest): Contact;
    remove(contact: Contact): void;
    visibleAudience(caller: Caller, id: string): AudienceRecord;
    audienceView(audience: AudienceRecord, counts?: Map<string, number>): Audience;
    /** Members of every audience, counted once (for list pages). */
    memberCounts(): Map<string, number>;
    /** Members of an audience, oldest contact first (the order a blast sends in). */
    members(audienceId: string): Contact[];
    createAudience(body: {
        name: string;
        description?: string | null | undefined;
    }): AudienceRecord;
    updateAudience(audience: AudienceRecord, body: {
        name?: string | undefined;
        description?: string | null | undefined;
    }): AudienceRecord;
    removeAudience(audience: AudienceRecord): void;
    /** Adds or removes contacts (by id) to or from an audience; unknown ids are a 400 naming them. */
    setMembership(audience: AudienceRecord, contactIds: string[], member: boolean): AudienceRecord;
}
export declare function createContactService(context: SandboxContext, events: EventHub, messaging: Messaging): Contacts;
