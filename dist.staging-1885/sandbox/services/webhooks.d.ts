import { type Webhook, type WebhookEvent } from '../../schemas/webhooks.js';
import type { SandboxContext, WebhookService } from '../context.js';
/** Delays before retries 1…5 (ms): roughly ×5 each, the last a 10-minute wait. Full jitter is applied to each. */
export declare const DEFAULT_RETRY_SCHEDULE: readonly number[];
/** The delivery log keeps the newest entries; older finished ones are dropped first. */
export declare const MAX_DELIVERY_LOG = 1000;
/** A receiver that does not answer within this time counts as a failed attempt. */
export declare const DELIVERY_TIMEOUT_MS = 10000;
export interface WebhookDeliveryService extends WebhookService {
    /** Resolves once no delivery attempt is in flight (tests await it after emitting or advancing the clock). */
    idle(): Promise<void>;
    /** Drops scheduled retries after `POST /sandbox/reset` replaced the store's data. */
    reset(): void;
    /** Cancels scheduled retries for good (they stay `pending` in the log, and resume when a sandbox loads that state). */
    close(): void;
}
/** Whether `webhook` receives `event` from `sender` (spec: event filter; CAMPAIGN.STATUS only for RCS agents). */
export declare function wantsEvent(webhook: Webhook, sender: string, event: WebhookEvent): boolean;
/**
 * The headers of one delivery. Custom headers go first and the service's own are set after them, so a custom
 * header can never replace the signing secret or the content type (spec: Authentication 5). Attach refuses
 * undeliverable headers; one stored before that rule (a loaded data file) is left out by the same rule here
 * rather than failing every delivery.
 */
export declare function deliveryHeaders(webhook: Webhook): Record<string, string>;
export declare function createWebhookService(context: SandboxContext, { random }?: {
    random?: () => number;
}): WebhookDeliveryService;
