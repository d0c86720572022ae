/**
 * An element's link to the page's outbox (`api/outbox.ts`): keeps a write whose first attempt could not reach the
 * service, shows the element's kept writes, and tells the element when one went out. Only this small class is on
 * an element's first screen; the outbox and its view (`outbox-view.ts`) load when an earlier page left items (the
 * `parley:outbox` flag), on the first failed write, or otherwise in idle time, so that a write made after the
 * connection dropped does not need a chunk the browser can no longer fetch.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ParleyClient } from '../api/client.js';
import type { OutboxItem, OutboxWrite } from '../api/outbox.js';
type Host = ReactiveControllerHost & HTMLElement & {
    readonly renderRoot: HTMLElement | DocumentFragment;
};
export interface OutboxControllerOptions {
    /** The element's client: it sends the element's kept writes (its token). */
    client(): ParleyClient;
    /** The kept writes this element shows (its conversation, its form). */
    mine(item: OutboxItem): boolean;
    /** One of them went out; `result` is the service's answer. */
    sent?(item: OutboxItem, result: unknown): void;
    /** The element's locale. */
    locale(): string;
    /**
     * The level of the panel's heading: one below the host's heading the panel sits under, so the page's outline
     * stays in order (default 3: below an element's `<h2>`).
     */
    headingLevel?(): number;
}
export declare class OutboxController implements ReactiveController {
    #private;
    private readonly host;
    private readonly options;
    /** Every kept write of the page, oldest first (`mine` picks the element's at render time). */
    all: readonly OutboxItem[];
    constructor(host: Host, options: OutboxControllerOptions);
    hostConnected(): void;
    hostDisconnected(): void;
    /**
     * Keeps `write` in the outbox when `error` says the service could not be reached or could not take it now
     * (offline, network, 5xx, 429); resolves false otherwise (a refusal, a fault of the code: the element shows it as
     * before), when the token does not say who the user is, or when the outbox cannot load.
     */
    keep(error: unknown, write: OutboxWrite): Promise<boolean>;
    /** The kept writes of the user whose token the element holds, or nothing (another user's stay hidden). */
    render(): unknown;
}
export {};
