/**
 * Webhook delivery (spec: Events): every event goes to each active webhook attached to its sender whose event
 * filter wants it, as a JSON POST carrying `SERVICE-SIGNING-SECRET` and the webhook's custom headers. A 2xx
 * acknowledges; anything else is retried on the sandbox clock with exponential backoff and full jitter. Each
 * delivery is logged in `store.data.deliveries` (`GET /sandbox/deliveries`).
 */
import { isAgentId } from '../../schemas/common.js';
import { SIGNING_SECRET_HEADER, undeliverableHeaderReason, } from '../../schemas/webhooks.js';
/** Delays before retries 1…5 (ms): roughly ×5 each, the last a 10-minute wait. Full jitter is applied to each. */
export const DEFAULT_RETRY_SCHEDULE = [1_000, 5_000, 30_000, 120_000, 600_000];
/** The delivery log keeps the newest entries; older finished ones are dropped first. */
export const MAX_DELIVERY_LOG = 1_000;
/** A receiver that does not answer within this time counts as a failed attempt. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** Whether `webhook` receives `event` from `sender` (spec: event filter; CAMPAIGN.STATUS only for RCS agents). */
export function wantsEvent(webhook, sender, event) {
    if (webhook.status !== 'active' || !webhook.senders.includes(sender))
        return false;
    if (webhook.event !== null && webhook.event !== event.type)
        return false;
    return event.type !== 'CAMPAIGN.STATUS' || isAgentId(sender);
}
/**
 * The headers of one delivery. Custom headers go first and the service's own are set after them, so a custom
 * header can never replace the signing secret or the content type (spec: Authentication 5). Attach refuses
 * undeliverable headers; one stored before that rule (a loaded data file) is left out by the same rule here
 * rather than failing every delivery.
 */
export function deliveryHeaders(webhook) {
    const headers = Object.create(null);
    for (const [name, value] of Object.entries(webhook.headers)) {
        const upper = name.toUpperCase();
        if (upper === SIGNING_SECRET_HEADER ||
            typeof value !== 'string' ||
            undeliverableHeaderReason(upper, value) !== null)
            continue;
        headers[upper] = value;
    }
    headers['Content-Type'] = 'application/json';
    headers[SIGNING_SECRET_HEADER] = webhook.signingSecret;
    return { ...headers };
}
/** Full jitter (AWS architecture blog): uniformly random in [0, delay], so retries of many receivers spread out. */
function jittered(delay, random) {
    return Math.floor(random() * (delay + 1));
}
export function createWebhookService(context, { random = Math.random } = {}) {
    const schedule = context.options.webhookRetrySchedule ?? DEFAULT_RETRY_SCHEDULE;
    const timers = new Map();
    const inFlight = new Set();
    let closed = false;
    const deliveries = () => context.store.data.deliveries;
    /** The log is one section (a bounded list): a delivery logged or changed rewrites it whole in the journal. */
    const logChanged = () => context.store.touch('deliveries');
    function log(record) {
        const list = deliveries();
        list.push(record);
        logChanged();
        while (list.length > MAX_DELIVERY_LOG) {
            const oldestDone = list.findIndex((d) => d.state !== 'pending');
            list.splice(oldestDone === -1 ? 0 : oldestDone, 1);
        }
    }
    function retryLater(record, delay) {
        if (closed)
            return;
        record.nextAttemptAt = new Date(context.clock.now() + delay).toISOString();
        logChanged();
        const handle = context.clock.setTimeout(() => {
            timers.delete(record);
            track(attempt(record));
        }, delay);
        timers.set(record, handle);
    }
    function track(promise) {
        inFlight.add(promise);
        void promise.finally(() => inFlight.delete(promise));
    }
    async function attempt(record) {
        // A reset store or a removed/disabled webhook ends the delivery instead of posting to a stale target.
        if (!deliveries().includes(record))
            return;
        const webhook = context.store.data.webhooks[record.webhookId];
        if (!webhook || webhook.status !== 'active') {
            finish(record, 'failed', null, webhook ? 'Webhook is disabled' : 'Webhook no longer exists');
            return;
        }
        const fetcher = context.options.fetch ?? globalThis.fetch;
        record.url = webhook.url;
        record.headers = deliveryHeaders(webhook);
        let status = null;
        let error = null;
        try {
            const response = await fetcher(webhook.url, {
                method: 'POST',
                headers: record.headers,
                body: JSON.stringify(record.event),
                redirect: 'manual',
                signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
            });
            status = response.status;
            await response.body?.cancel().catch(() => undefined);
            if (status < 200 || status > 299)
                error = `Receiver answered ${status}`;
        }
        catch (cause) {
            error = `Network error: ${cause instanceof Error ? cause.message : String(cause)}`;
        }
        const failures = record.attempts.length; // attempts before this one
        record.attempts.push({ at: context.nowIso(), status, error });
        if (error === null)
            return finish(record, 'delivered');
        if (failures < schedule.length) {
            context.changed();
            retryLater(record, jittered(schedule[failures], random));
        }
        else {
            finish(record, 'failed');
        }
    }
    function finish(record, state, status, error) {
        if (error !== undefined)
            record.attempts.push({ at: context.nowIso(), status: status ?? null, error });
        record.state = state;
        record.nextAttemptAt = null;
        logChanged();
        context.changed();
    }
    function cancelRetries() {
        for (const handle of timers.values())
            context.clock.clearTimeout(handle);
        timers.clear();
    }
    // Deliveries left pending by an earlier run (persisted with --data) resume at their planned time.
    for (const record of deliveries()) {
        if (record.state === 'pending') {
            const due = record.nextAttemptAt ? Date.parse(record.nextAttemptAt) - context.clock.now() : 0;
            retryLater(record, Math.max(0, due));
        }
    }
    return {
        emit(sender, event) {
            for (const webhook of Object.values(context.store.data.webhooks)) {
                if (!wantsEvent(webhook, sender, event))
                    continue;
                const record = {
                    id: context.newId('dlv'),
                    webhookId: webhook.webhookId,
                    url: webhook.url,
                    event,
                    headers: deliveryHeaders(webhook),
                    attempts: [],
                    state: 'pending',
                    nextAttemptAt: context.nowIso(),
                };
                log(record);
                track(attempt(record));
            }
            context.changed();
        },
        async idle() {
            while (inFlight.size)
                await Promise.allSettled([...inFlight]);
        },
        reset() {
            cancelRetries();
        },
        close() {
            closed = true;
            cancelRetries();
        },
    };
}
