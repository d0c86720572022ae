/**
 * A check the service makes of a draft (the composer's validate endpoints: segments, encoding, cost, unsupported
 * files), keyed by the draft's content: debounced, one call per key, and a newer key aborts the call still running
 * for an older one, so a stale answer is never shown.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
export type ValidateCall<R> = (signal: AbortSignal) => Promise<R>;
export declare class ServiceValidation<R> implements ReactiveController {
    #private;
    private readonly host;
    result: R | undefined;
    pending: boolean;
    failed: boolean;
    constructor(host: ReactiveControllerHost, delayMs?: number);
    /** Asks for a check of the body identified by `key` (no call when `call` is undefined: nothing to check). */
    request(key: string, call: ValidateCall<R> | undefined): void;
    hostDisconnected(): void;
}
