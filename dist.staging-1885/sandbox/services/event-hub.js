import { canSee } from '../http.js';
/** A subscriber this far behind (queued frames) is disconnected; it resumes from the backlog on reconnect. */
const MAX_QUEUED_FRAMES = 5000;
/** Tells browsers' EventSource (and our reader) how long to wait before reconnecting. */
const RETRY_MS = 2000;
const encoder = new TextEncoder();
export function createEventHub(context) {
    const limit = Math.max(1, context.options.eventBacklog);
    const heartbeatMs = context.options.heartbeatMs;
    const subscribers = new Set();
    // A ring of the newest `limit` events; ids are consecutive, so an id maps to an index by subtraction.
    let backlog = [];
    let head = 0;
    let lastId = context.store.data.seq['event'] ?? 0;
    let heartbeat = null;
    const heartbeatFrame = encoder.encode(': heartbeat\n\n');
    const receives = (caller, entry) => canSee(caller, entry.scope) &&
        !(entry.exceptUser !== undefined && caller.kind === 'embed' && caller.user === entry.exceptUser);
    const oldestId = () => (head < backlog.length ? backlog[head].id : lastId + 1);
    function send(subscriber, frame) {
        if (subscriber.closed)
            return;
        const desired = subscriber.controller.desiredSize;
        if (desired !== null && desired < -MAX_QUEUED_FRAMES) {
            drop(subscriber, true);
            return;
        }
        try {
            subscriber.controller.enqueue(frame);
        }
        catch {
            drop(subscriber, false);
        }
    }
    function drop(subscriber, closeStream) {
        if (subscriber.closed)
            return;
        subscriber.closed = true;
        subscribers.delete(subscriber);
        if (subscriber.expiry !== null)
            context.clock.clearTimeout(subscriber.expiry);
        if (closeStream) {
            try {
                subscriber.controller.close();
            }
            catch {
                // already closed or errored by the consumer
            }
        }
        if (subscribers.size === 0)
            stopHeartbeat();
    }
    function scheduleHeartbeat() {
        if (heartbeat !== null || heartbeatMs <= 0 || subscribers.size === 0)
            return;
        heartbeat = context.clock.setTimeout(() => {
            heartbeat = null;
            for (const subscriber of [...subscribers])
                send(subscriber, heartbeatFrame);
            scheduleHeartbeat();
        }, heartbeatMs);
    }
    function stopHeartbeat() {
        if (heartbeat === null)
            return;
        context.clock.clearTimeout(heartbeat);
        heartbeat = null;
    }
    function resetFrame(reason) {
        return encoder.encode(`id: ${lastId}\nevent: reset\ndata: ${JSON.stringify({ reason })}\n\n`);
    }
    return {
        get subscriberCount() {
            return subscribers.size;
        },
        get lastId() {
            return lastId;
        },
        publish(type, data, scope, options) {
            const id = ++lastId;
            context.store.data.seq['event'] = id;
            const entry = {
                id,
                scope,
                frame: encoder.encode(`id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`),
            };
            if (options?.exceptUser !== undefined)
                entry.exceptUser = options.exceptUser;
            backlog.push(entry);
            if (backlog.length - head > limit)
                head++;
            if (head > limit) {
                backlog = backlog.slice(head);
                head = 0;
            }
            for (const subscriber of [...subscribers]) {
                if (receives(subscriber.caller, entry))
                    send(subscriber, entry.frame);
            }
        },
        open(caller, lastEventId, { signal, endAt } = {}) {
            let subscriber = null;
            return new ReadableStream({
                start(controller) {
                    subscriber = { caller, controller, closed: false, expiry: null };
                    controller.enqueue(encoder.encode(`retry: ${RETRY_MS}\n: connected\n\n`));
                    if (lastEventId === null) {
                        // A fresh subscription learns the cursor at once, so a cut before its first event still resumes exactly.
                        controller.enqueue(encoder.encode(`id: ${lastId}\nevent: ready\ndata: {}\n\n`));
                    }
                    else {
                        const n = /^\d{1,15}$/.test(lastEventId) ? Number(lastEventId) : NaN;
                        if (!(n <= lastId && n >= oldestId() - 1)) {
                            // Unknown, newer than ours (another sandbox run) or older than the backlog: the client must re-sync.
                            const why = Number.isNaN(n)
                                ? 'Last-Event-ID is not a cursor of this stream'
                                : 'Last-Event-ID is older than the backlog or unknown';
                            controller.enqueue(resetFrame(why));
                        }
                        else {
                            for (let i = head + (n + 1 - oldestId()); i < backlog.length; i++) {
                                const entry = backlog[i];
                                if (receives(caller, entry))
                                    controller.enqueue(entry.frame);
                            }
                        }
                    }
                    if (signal?.aborted) {
                        controller.close();
                        return;
                    }
                    subscribers.add(subscriber);
                    scheduleHeartbeat();
                    const current = subscriber;
                    signal?.addEventListener('abort', () => drop(current, true), { once: true });
                    if (endAt !== undefined)
                        current.expiry = context.clock.setTimeout(() => drop(current, true), endAt - context.clock.now());
                },
                cancel() {
                    if (subscriber)
                        drop(subscriber, false);
                },
            }, new CountQueuingStrategy({ highWaterMark: 64 }));
        },
        reset(reason) {
            backlog = [];
            head = 0;
            context.store.data.seq['event'] = lastId;
            const frame = resetFrame(reason);
            for (const subscriber of [...subscribers])
                send(subscriber, frame);
        },
        close() {
            stopHeartbeat();
            for (const subscriber of [...subscribers])
                drop(subscriber, true);
        },
    };
}
