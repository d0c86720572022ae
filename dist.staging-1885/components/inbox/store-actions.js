export { EventStreamController } from '../../controllers/event-stream.js';
/** Applies a live event to the store; tells what it meant for the open thread. */
export function applyLiveEvent(store, event) {
    const openId = store.state.thread?.id;
    switch (event.event) {
        case 'message.created':
        case 'message.updated': {
            const message = event.data.message;
            // The list row shows its last message's status (a delivery that failed says so there too).
            const row = store.state.threads.find((c) => c.id === message.conversationId);
            if (row?.lastMessage?.id === message.id && row.lastMessage.status !== message.status) {
                store.patchRow(row.id, { lastMessage: { ...row.lastMessage, status: message.status } });
            }
            const thread = store.cached(message.conversationId);
            const merge = store.merge;
            if (!thread || thread.status !== 'ready' || !merge)
                return {};
            const isNew = !thread.messages.some((m) => m.id === message.id);
            store.putThread({ ...thread, messages: merge(thread.messages, [message]) });
            const inbound = openId === message.conversationId &&
                isNew &&
                event.event === 'message.created' &&
                message.direction === 'inbound';
            return inbound ? { inbound: message } : {};
        }
        case 'conversation.updated': {
            const c = event.data.conversation;
            store.upsertRow(c);
            // The open customer's threads (header switcher, contact panel) follow a new or changed thread of theirs.
            const customer = store.state.thread?.conversation?.to === c.to ? { customer: c } : {};
            const thread = store.cached(c.id);
            if (!thread)
                return customer;
            store.putThread({ ...thread, conversation: c });
            return openId === c.id ? { ...customer, conversation: { previous: thread.conversation, next: c } } : customer;
        }
        case 'typing': {
            const d = event.data;
            return d.direction === 'inbound' && d.conversationId === openId ? { typing: true } : {};
        }
        case 'note.created':
        case 'note.updated':
        case 'note.deleted':
            return event.data.note.conversationId === openId
                ? { note: { change: event.event.slice(5), note: event.data.note } }
                : {};
        case 'presence':
            return event.data.conversationId === openId ? { presence: event.data } : {};
    }
    return {};
}
/**
 * Loads a thread the store began to open (`InboxStore.beginOpen`): one request for the conversation and its newest
 * page, in parallel with `view` (what showing it needs besides its messages: the thread pane's chunk). The thread is
 * ready when both are, and fails (with Retry) when either does. Resolves with the ready thread, or undefined (failed,
 * or replaced by another).
 */
export async function loadThread(store, id, start, pair, report, view) {
    const { loading, signal } = start;
    const api = store.api();
    try {
        const [detail, { merge }] = await Promise.all([
            pair ? api.getConversationByPair(pair, { signal }) : api.getConversation(id, { signal }),
            view,
        ]);
        const { messages, ...conversation } = detail;
        // Services that leave the page out get a second request; the sandbox and the service include it.
        const page = messages ?? (await api.listMessages(conversation.id, { pageSize: store.pageSize }, { signal }));
        if (signal.aborted)
            return undefined;
        const ready = {
            ...loading,
            id: conversation.id,
            conversation,
            messages: merge([], page.data),
            nextCursor: page.nextCursor,
            status: 'ready',
        };
        return store.opened(id, ready, merge);
    }
    catch (error) {
        if (!signal.aborted)
            store.openFailed(id, loading, error, report);
        return undefined;
    }
}
