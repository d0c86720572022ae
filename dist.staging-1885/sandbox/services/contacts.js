import { canSee, problem } from '../http.js';
const THREAD_DIMENSIONS = ['senders', 'brands', 'campaigns', 'conversations'];
export function createContactService(context, events, messaging) {
    const { store } = context;
    const threadRestricted = (caller) => caller.kind === 'embed' && THREAD_DIMENSIONS.some((key) => caller.resources[key] !== undefined);
    const allowedAudiences = (caller) => (caller.kind === 'embed' ? caller.resources.audiences : undefined);
    function visibleRecipients(caller) {
        if (!threadRestricted(caller))
            return null;
        const out = new Set();
        for (const conversation of Object.values(store.data.conversations)) {
            if (!out.has(conversation.to) && canSee(caller, messaging.scopeOf(conversation)))
                out.add(conversation.to);
        }
        return out;
    }
    function canSeeContact(caller, contact, recipients = visibleRecipients(caller)) {
        if (caller.kind !== 'embed')
            return true;
        const audiences = allowedAudiences(caller);
        if (audiences && !contact.audienceIds.some((id) => audiences.includes(id)))
            return false;
        return recipients === null || recipients.has(contact.phoneNumber);
    }
    function visible(caller, id) {
        const contact = store.contactById(id);
        if (!contact || !canSeeContact(caller, contact))
            throw problem.notFound('Contact');
        return contact;
    }
    function view(caller, contact) {
        const audiences = allowedAudiences(caller);
        const copy = structuredClone(contact);
        if (audiences)
            copy.audienceIds = copy.audienceIds.filter((id) => audiences.includes(id));
        return copy;
    }
    /** Every conversation with this recipient shows the contact: tell the inbox (an edit shows everywhere). */
    function publishConversations(phoneNumber) {
        for (const conversation of store.conversationsWith(phoneNumber)) {
            events.publish('conversation.updated', { conversation: messaging.view(conversation) }, messaging.scopeOf(conversation));
        }
    }
    /** Body audience ids must exist and be visible; the message is the same for both (no leak). */
    function checkAudienceIds(caller, ids) {
        const unknown = ids.filter((id) => !store.data.audiences[id] || !canSee(caller, { audience: id }));
        if (unknown.length)
            throw problem.invalid(`audienceIds: no audience ${unknown.slice(0, 5).join(', ')}`);
    }
    function create(caller, body) {
        const audienceIds = body.audienceIds ?? [];
        checkAudienceIds(caller, audienceIds);
        const audiences = allowedAudiences(caller);
        if (audiences && audienceIds.length === 0) {
            throw problem.invalid('This embed token may only create contacts in its audiences: give audienceIds');
        }
        // Only this number's threads decide (not a scan of every conversation): one the token can see must exist.
        if (threadRestricted(caller) &&
            !store.conversationsWith(body.phoneNumber).some((conversation) => canSee(caller, messaging.scopeOf(conversation)))) {
            throw problem.invalid(`This embed token may not create a contact for ${body.phoneNumber}: it is not the recipient of a conversation the token can see`);
        }
        if (store.data.contacts[body.phoneNumber])
            throw problem.conflict(`A contact with the phone number ${body.phoneNumber} already exists`);
        const now = context.nowIso();
        const contact = {
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
    function update(caller, contact, body) {
        if (body.audienceIds !== undefined) {
            checkAudienceIds(caller, body.audienceIds);
            const audiences = allowedAudiences(caller);
            // Memberships the caller cannot see are kept as they are.
            const hidden = audiences ? contact.audienceIds.filter((id) => !audiences.includes(id)) : [];
            if (audiences && body.audienceIds.length === 0 && hidden.length === 0) {
                throw problem.invalid('This embed token may not remove a contact from all of its audiences');
            }
            const next = [...body.audienceIds, ...hidden];
            if (next.length > 50)
                throw problem.invalid('A contact belongs to at most 50 audiences');
            contact.audienceIds = next;
        }
        if (body.name !== undefined)
            contact.name = body.name;
        if (body.email !== undefined)
            contact.email = body.email;
        if (body.tags !== undefined)
            contact.tags = [...body.tags];
        if (body.description !== undefined)
            contact.description = body.description;
        contact.updatedAt = context.nowIso();
        store.touch('contacts', contact.phoneNumber);
        publishConversations(contact.phoneNumber);
        context.changed();
        return contact;
    }
    function remove(contact) {
        delete store.data.contacts[contact.phoneNumber];
        store.contactPhoneById.delete(contact.id);
        publishConversations(contact.phoneNumber);
        context.changed();
    }
    function visibleAudience(caller, id) {
        const audience = store.data.audiences[id];
        if (!audience || !canSee(caller, { audience: id }))
            throw problem.notFound('Audience');
        return audience;
    }
    function memberCounts() {
        const counts = new Map();
        for (const contact of Object.values(store.data.contacts)) {
            for (const id of contact.audienceIds)
                counts.set(id, (counts.get(id) ?? 0) + 1);
        }
        return counts;
    }
    function audienceView(audience, counts) {
        let contactCount = counts?.get(audience.id);
        if (contactCount === undefined) {
            contactCount = 0;
            if (!counts)
                for (const contact of Object.values(store.data.contacts))
                    if (contact.audienceIds.includes(audience.id))
                        contactCount++;
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
    function members(audienceId) {
        return Object.values(store.data.contacts)
            .filter((contact) => contact.audienceIds.includes(audienceId))
            .sort((a, b) => (a.createdAt !== b.createdAt ? (a.createdAt < b.createdAt ? -1 : 1) : a.id < b.id ? -1 : 1));
    }
    function createAudience(body) {
        const now = context.nowIso();
        const audience = {
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
    function updateAudience(audience, body) {
        if (body.name !== undefined)
            audience.name = body.name;
        if (body.description !== undefined)
            audience.description = body.description;
        audience.updatedAt = context.nowIso();
        store.touch('audiences', audience.id);
        context.changed();
        return audience;
    }
    function removeAudience(audience) {
        delete store.data.audiences[audience.id];
        const now = context.nowIso();
        for (const contact of Object.values(store.data.contacts)) {
            const index = contact.audienceIds.indexOf(audience.id);
            if (index < 0)
                continue;
            contact.audienceIds.splice(index, 1);
            contact.updatedAt = now;
            store.touch('contacts', contact.phoneNumber);
        }
        context.changed();
    }
    function setMembership(audience, contactIds, member) {
        const contacts = contactIds.map((id) => [id, store.contactById(id)]);
        const unknown = contacts.filter(([, contact]) => !contact).map(([id]) => id);
        if (unknown.length)
            throw problem.invalid(`contactIds: no contact ${unknown.slice(0, 5).join(', ')}${unknown.length > 5 ? ` and ${unknown.length - 5} more` : ''}`);
        const full = member
            ? contacts.find(([, c]) => !c.audienceIds.includes(audience.id) && c.audienceIds.length >= 50)
            : undefined;
        if (full)
            throw problem.invalid(`Contact ${full[0]} already belongs to 50 audiences, the most a contact can`);
        const now = context.nowIso();
        for (const [, contact] of contacts) {
            const has = contact.audienceIds.includes(audience.id);
            if (member === has)
                continue;
            if (member)
                contact.audienceIds.push(audience.id);
            else
                contact.audienceIds.splice(contact.audienceIds.indexOf(audience.id), 1);
            contact.updatedAt = now;
            store.touch('contacts', contact.phoneNumber);
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
