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
import { canonicalJson, canSee, problem, type Caller } from '../http.js';
import type { AudienceRecord } from '../store.js';
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
  createAudience(body: { name: string; description?: string | null | undefined }): AudienceRecord;
  updateAudience(
    audience: AudienceRecord,
    body: { name?: string | undefined; description?: string | null | undefined },
  ): AudienceRecord;
  removeAudience(audience: AudienceRecord): void;
  /** Adds or removes contacts (by id) to or from an audience; unknown ids are a 400 naming them. */
  setMembership(audience: AudienceRecord, contactIds: string[], member: boolean): AudienceRecord;
}

const THREAD_DIMENSIONS = ['senders', 'brands', 'campaigns', 'conversations'] as const;

export function createContactService(context: SandboxContext, messaging: Messaging): Contacts {
  const { store } = context;

  const threadRestricted = (caller: Caller) =>
    caller.kind === 'embed' && THREAD_DIMENSIONS.some((key) => caller.resources[key] !== undefined);
  const allowedAudiences = (caller: Caller) => (caller.kind === 'embed' ? caller.resources.audiences : undefined);

  function visibleRecipients(caller: Caller): Set<string> | null {
    if (!threadRestricted(caller)) return null;
    const out = new Set<string>();
    for (const conversation of Object.values(store.data.conversations)) {
      if (!out.has(conversation.to) && canSee(caller, messaging.scopeOf(conversation))) out.add(conversation.to);
    }
    return out;
  }

  function canSeeContact(
    caller: Caller,
    contact: Contact,
    recipients: Set<string> | null = visibleRecipients(caller),
  ): boolean {
    if (caller.kind !== 'embed') return true;
    const audiences = allowedAudiences(caller);
    if (audiences && !contact.audienceIds.some((id) => audiences.includes(id))) return false;
    return recipients === null || recipients.has(contact.phoneNumber);
  }

  function visible(caller: Caller, id: string): Contact {
    const contact = store.contactById(id);
    if (!contact || !canSeeContact(caller, contact)) throw problem.notFound('Contact');
    return contact;
  }

  function view(caller: Caller, contact: Contact): Contact {
    const audiences = allowedAudiences(caller);
    const copy = structuredClone(contact);
    if (audiences) copy.audienceIds = copy.audienceIds.filter((id) => audiences.includes(id));
    return copy;
  }

  /** Every conversation with this recipient shows the contact: tell the inbox (an edit shows everywhere). */
  function publishConversations(phoneNumber: string): void {
    // Each subscriber gets the thread as they see it (their own unread count and read position).
    for (const conversation of store.conversationsWith(phoneNumber)) messaging.publishConversation(conversation);
  }

  /** Body audience ids must exist and be visible; the message is the same for both (no leak). */
  function checkAudienceIds(caller: Caller, ids: readonly string[]): void {
    const unknown = ids.filter((id) => !store.data.audiences[id] || !canSee(caller, { audience: id }));
    if (unknown.length) throw problem.invalid(`audienceIds: no audience ${unknown.slice(0, 5).join(', ')}`);
  }

  function create(caller: Caller, body: ContactCreateRequest): Contact {
    const audienceIds = body.audienceIds ?? [];
    checkAudienceIds(caller, audienceIds);
    const audiences = allowedAudiences(caller);
    if (audiences && audienceIds.length === 0) {
      throw problem.invalid('This embed token may only create contacts in its audiences: give audienceIds');
    }
    // Only this number's threads decide (not a scan of every conversation): one the token can see must exist.
    if (
      threadRestricted(caller) &&
      !store.conversationsWith(body.phoneNumber).some((conversation) => canSee(caller, messaging.scopeOf(conversation)))
    ) {
      throw problem.invalid(
        `This embed token may not create a contact for ${body.phoneNumber}: it is not the recipient of a conversation the token can see`,
      );
    }
    if (store.data.contacts[body.phoneNumber])
      throw problem.conflict(`A contact with the phone number ${body.phoneNumber} already exists`);
    const now = context.nowIso();
    const contact: Contact = {
      id: context.newId('ct'),
      phoneNumber: body.phoneNumber,
      name: body.name ?? null,
      email: body.email ?? null,
      tags: body.tags ?? [],
      description: body.description ?? null,
      audienceIds: [...audienceIds],
      createdAt: now,
      updatedAt: now,
    };
    store.data.contacts[contact.phoneNumber] = contact;
    store.contactPhoneById.set(contact.id, contact.phoneNumber);
    publishConversations(contact.phoneNumber);
    context.changed();
    return contact;
  }

  function update(caller: Caller, contact: Contact, body: ContactUpdateRequest): Contact {
    const before = canonicalJson(contact);
    if (body.audienceIds !== undefined) {
      checkAudienceIds(caller, body.audienceIds);
      const audiences = allowedAudiences(caller);
      // Memberships the caller cannot see are kept as they are.
      const hidden = audiences ? contact.audienceIds.filter((id) => !audiences.includes(id)) : [];
      if (audiences && body.audienceIds.length === 0 && hidden.length === 0) {
        throw problem.invalid('This embed token may not remove a contact from all of its audiences');
      }
      const next = [...body.audienceIds, ...hidden];
      if (next.length > 50) throw problem.invalid('A contact belongs to at most 50 audiences');
      contact.audienceIds = next;
    }
    if (body.name !== undefined) contact.name = body.name;
    if (body.email !== undefined) contact.email = body.email;
    if (body.tags !== undefined) contact.tags = [...body.tags];
    if (body.description !== undefined) contact.description = body.description;
    // A PATCH that changes nothing (`{}`, or only values the contact has) is no update: no updatedAt, no event.
    if (canonicalJson(contact) === before) return contact;
    contact.updatedAt = context.nowIso();
    store.touch('contacts', contact.phoneNumber);
    publishConversations(contact.phoneNumber);
    context.changed();
    return contact;
  }

  function remove(contact: Contact): void {
    delete store.data.contacts[contact.phoneNumber];
    store.contactPhoneById.delete(contact.id);
    publishConversations(contact.phoneNumber);
    context.changed();
  }

  function visibleAudience(caller: Caller, id: string): AudienceRecord {
    const audience = store.data.audiences[id];
    if (!audience || !canSee(caller, { audience: id })) throw problem.notFound('Audience');
    return audience;
  }

  function memberCounts(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const contact of Object.values(store.data.contacts)) {
      for (const id of contact.audienceIds) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    return counts;
  }

  function audienceView(audience: AudienceRecord, counts?: Map<string, number>): Audience {
    let contactCount = counts?.get(audience.id);
    if (contactCount === undefined) {
      contactCount = 0;
      if (!counts)
        for (const contact of Object.values(store.data.contacts))
          if (contact.audienceIds.includes(audience.id)) contactCount++;
    }
    return {
      id: audience.id,
      name: audience.name,
      description: audience.description,
      contactCount,
      createdAt: audience.createdAt,
      updatedAt: audience.updatedAt,
    };
  }

  function members(audienceId: string): Contact[] {
    return Object.values(store.data.contacts)
      .filter((contact) => contact.audienceIds.includes(audienceId))
      .sort((a, b) => (a.createdAt !== b.createdAt ? (a.createdAt < b.createdAt ? -1 : 1) : a.id < b.id ? -1 : 1));
  }

  function createAudience(body: { name: string; description?: string | null | undefined }): AudienceRecord {
    const now = context.nowIso();
    const audience: AudienceRecord = {
      id: context.newId('aud'),
      name: body.name,
      description: body.description ?? null,
      createdAt: now,
      updatedAt: now,
    };
    store.data.audiences[audience.id] = audience;
    context.changed();
    return audience;
  }

  function updateAudience(
    audience: AudienceRecord,
    body: { name?: string | undefined; description?: string | null | undefined },
  ): AudienceRecord {
    const before = canonicalJson(audience);
    if (body.name !== undefined) audience.name = body.name;
    if (body.description !== undefined) audience.description = body.description;
    // A PATCH that changes nothing (`{}`, or only values the audience has) is no update: updatedAt stays.
    if (canonicalJson(audience) === before) return audience;
    audience.updatedAt = context.nowIso();
    store.touch('audiences', audience.id);
    context.changed();
    return audience;
  }

  function removeAudience(audience: AudienceRecord): void {
    delete store.data.audiences[audience.id];
    const now = context.nowIso();
    for (const contact of Object.values(store.data.contacts)) {
      const index = contact.audienceIds.indexOf(audience.id);
      if (index < 0) continue;
      contact.audienceIds.splice(index, 1);
      contact.updatedAt = now;
      store.touch('contacts', contact.phoneNumber);
    }
    context.changed();
  }

  function setMembership(audience: AudienceRecord, contactIds: string[], member: boolean): AudienceRecord {
    const contacts = contactIds.map((id) => [id, store.contactById(id)] as const);
    const unknown = contacts.filter(([, contact]) => !contact).map(([id]) => id);
    if (unknown.length)
      throw problem.invalid(
        `contactIds: no contact ${unknown.slice(0, 5).join(', ')}${unknown.length > 5 ? ` and ${unknown.length - 5} more` : ''}`,
      );
    const full = member
      ? contacts.find(([, c]) => !c!.audienceIds.includes(audience.id) && c!.audienceIds.length >= 50)
      : undefined;
    if (full) throw problem.invalid(`Contact ${full[0]} already belongs to 50 audiences, the most a contact can`);
    const now = context.nowIso();
    for (const [, contact] of contacts) {
      const has = contact!.audienceIds.includes(audience.id);
      if (member === has) continue;
      if (member) contact!.audienceIds.push(audience.id);
      else contact!.audienceIds.splice(contact!.audienceIds.indexOf(audience.id), 1);
      contact!.updatedAt = now;
      store.touch('contacts', contact!.phoneNumber);
    }
    audience.updatedAt = now;
    store.touch('audiences', audience.id);
    context.changed();
    return audience;
  }

  return {
    visible,
    canSeeContact,
    visibleRecipients,
    view,
    create,
    update,
    remove,
    visibleAudience,
    audienceView,
    memberCounts,
    members,
    createAudience,
    updateAudience,
    removeAudience,
    setMembership,
  };
}
