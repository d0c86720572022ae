import { problem } from '../http.js';
const TYPES = { sms: 'SMS', mms: 'MMS', rcs: 'RCS' };
/** Bits of what a message has reached, for counting each message once per counter. */
const SENT = 1;
const DELIVERED = 2;
const FAILED = 4;
const FALLBACK = 8;
const FINAL = 16;
function classify(message) {
    const leg = message.fallbackMessage;
    switch (message.status) {
        case 'SENT':
            return SENT;
        case 'DELIVERED':
        case 'READ':
            return SENT | DELIVERED | FINAL;
        case 'FALLBACK_SENT':
            return SENT | FALLBACK | (leg?.status === 'DELIVERED' ? DELIVERED | FINAL : 0);
        case 'FAILED':
            // Sent, then undeliverable (sentAt is set once the carrier took it, or a fallback leg left): counted as sent too.
            return FAILED | FINAL | (message.sentAt ? SENT : 0) | (leg ? FALLBACK : 0);
        case 'CANCELLED':
            return FINAL;
        default:
            return 0;
    }
}
export function createBlastService(context, events, messaging, contacts) {
    const { store } = context;
    /** What each message was last counted as, and how many of a blast's messages are final (derived, not persisted). */
    const counted = new WeakMap();
    const finals = new WeakMap();
    function scopeOf(blast) {
        const sender = messaging.sender(blast.from);
        return {
            sender: blast.from,
            brand: sender?.brandId ?? null,
            campaign: sender?.campaignId ?? null,
            audience: blast.audienceId,
            conversation: null,
        };
    }
    function view(blast) {
        const { messageIds: _ids, ...rest } = blast;
        return { ...rest };
    }
    function publish(blast) {
        events.publish('blast.updated', { blast: view(blast) }, scopeOf(blast));
    }
    function setStatus(blast, status) {
        blast.status = status;
        if (status === 'COMPLETED')
            blast.completedAt = context.nowIso();
    }
    /** Applies the change between what a message was counted as and what it is now. */
    function count(blast, message) {
        const before = counted.get(message) ?? 0;
        const now = classify(message);
        if (before === now)
            return false;
        counted.set(message, now);
        const delta = (bit) => (now & bit ? 1 : 0) - (before & bit ? 1 : 0);
        blast.sent += delta(SENT);
        blast.delivered += delta(DELIVERED);
        blast.failed += delta(FAILED);
        blast.fallbackSent += delta(FALLBACK);
        finals.set(blast, (finals.get(blast) ?? 0) + delta(FINAL));
        return true;
    }
    function settle(blast) {
        if (blast.status === 'CANCELLED' || blast.status === 'COMPLETED')
            return;
        if (finals.get(blast) === blast.recipients)
            setStatus(blast, 'COMPLETED');
    }
    messaging.onStatus((message) => {
        const blast = message.blastId ? store.data.blasts[message.blastId] : undefined;
        if (!blast)
            return;
        let changed = count(blast, message);
        if (blast.status === 'SCHEDULED' && message.status !== 'SCHEDULED' && message.status !== 'CANCELLED') {
            setStatus(blast, 'SENDING');
            changed = true;
        }
        const status = blast.status;
        settle(blast);
        if (changed || status !== blast.status) {
            store.touch('blasts', blast.id);
            publish(blast);
            context.changed();
        }
    });
    function create(kind, request) {
        const audience = store.data.audiences[request.audienceId];
        if (!audience)
            throw problem.invalid(`audienceId: no audience ${request.audienceId}`);
        const members = contacts.members(audience.id);
        if (members.length === 0)
            throw problem.invalid(`Audience ${audience.id} (${audience.name}) has no contacts; add contacts before sending a blast to it`);
        // Contacts who replied STOP to this sender (or to the fallback's) are not sent to: carriers would refuse them.
        const fallbackFrom = request.fallback?.from;
        const recipients = members.filter((c) => !messaging.optOutOf(request.from, c.phoneNumber) &&
            !(fallbackFrom && messaging.optOutOf(fallbackFrom, c.phoneNumber)));
        if (recipients.length === 0)
            throw problem.invalid(`Every contact of audience ${audience.id} (${audience.name}) has opted out of messages from ${request.from}`);
        const type = TYPES[kind];
        const { audienceId: _audience, ...rest } = request;
        const blast = {
            id: context.newId('blast'),
            audienceId: audience.id,
            type,
            from: request.from,
            status: request.scheduledTime ? 'SCHEDULED' : 'SENDING',
            recipients: recipients.length,
            sent: 0,
            delivered: 0,
            failed: 0,
            fallbackSent: 0,
            scheduledTime: null,
            createdAt: context.nowIso(),
            completedAt: null,
            messageIds: [],
        };
        finals.set(blast, 0);
        const messages = [];
        for (const contact of recipients) {
            const send = { ...rest, type, to: contact.phoneNumber };
            // The first send checks the sender and the schedule (a 400 before anything is stored); the others cannot fail
            // on them, since only `to` differs. The blast is stored first so status changes find it.
            const message = messaging.send(send, { blastId: blast.id });
            if (messages.length === 0) {
                store.data.blasts[blast.id] = blast;
                blast.scheduledTime = message.scheduledTime;
            }
            messages.push(message);
            blast.messageIds.push(message.id);
        }
        // Status changes so far happened synchronously inside send (none, with the carrier on timers); count anyway.
        for (const message of messages)
            count(blast, message);
        settle(blast);
        store.touch('blasts', blast.id);
        publish(blast);
        context.changed();
        return view(blast);
    }
    function cancel(blast) {
        if (blast.status !== 'SCHEDULED') {
            throw problem.conflict(`Blast ${blast.id} is ${blast.status}, no longer scheduled; it cannot be cancelled`);
        }
        setStatus(blast, 'CANCELLED');
        for (const id of blast.messageIds) {
            const message = store.data.messages[id];
            if (message?.status === 'SCHEDULED')
                messaging.cancelScheduled(message);
        }
        store.touch('blasts', blast.id);
        publish(blast);
        context.changed();
        return view(blast);
    }
    function resume() {
        for (const blast of Object.values(store.data.blasts)) {
            blast.sent = blast.delivered = blast.failed = blast.fallbackSent = 0;
            finals.set(blast, 0);
            for (const id of blast.messageIds) {
                const message = store.data.messages[id];
                if (message)
                    count(blast, message);
            }
        }
    }
    resume();
    return { create, cancel, view, scopeOf, resume };
}
