import type { ApiTransport } from './transport.js';
/** localStorage key holding how many items wait (any tab), read synchronously by elements to load the outbox early. */
export declare const OUTBOX_FLAG = "parley:outbox";
/** Which element's write an item is: how the element shows it and how the outbox groups it. */
export type OutboxKind = 'reply' | 'note' | 'send' | 'submit';
/** What an element hands to the outbox. */
export interface OutboxWrite {
    kind: OutboxKind;
    /** Items of one queue are sent one after another, in the order they were kept (a conversation, a form). */
    queue: string;
    method: 'POST' | 'PATCH';
    /** Path under the client's API root, e.g. `/send`. */
    path: string;
    body: unknown;
    /** The key of the first attempt: kept, so a send the service took whose answer was lost is not repeated. */
    idempotencyKey: string;
    /** A short text to show beside "Waiting to send"; default: the body's text (or card title). */
    summary?: string | undefined;
    /** Element-specific data (the conversation id of a reply). */
    meta?: Record<string, string> | undefined;
}
/**
 * Who made a kept write: the claims of the token its first attempt used (`iss` the team, `sub` the user, `name` the
 * user's display name, `scope` sorted). `null`: made without a token (an anonymous form submission).
 */
export interface OutboxWriter {
    iss?: string | undefined;
    sub: string;
    name?: string | undefined;
    scope: string;
}
/**
 * The writer a token speaks for: `null` for no token; `undefined` when the token does not say who (opaque, or no
 * `sub`): a write made with it is not kept, since nothing could tell later whether a token is that user's.
 */
export declare function writerOf(token: string | undefined): OutboxWriter | null | undefined;
/** Whether a token of `now` may send, and show, a write of `writer`: the same team, user and scopes. */
export declare function sameWriter(writer: OutboxWriter | null | undefined, now: OutboxWriter | null | undefined): boolean;
/** A kept write. `failed`: the service refused it (4xx); it stays, with its message, until dismissed. */
export interface OutboxItem extends OutboxWrite {
    seq: number;
    baseUrl: string;
    /** Who made it: only a token of this writer sends it, and only an element holding one shows it. */
    writer: OutboxWriter | null;
    createdAt: number;
    state: 'waiting' | 'sending' | 'failed';
    attempts: number;
    error?: {
        status: number;
        kind: string;
        message: string;
    } | undefined;
}
/** A change of the outbox: its items now, and the item just delivered with the service's answer, if one was. */
export interface OutboxChange {
    items: readonly OutboxItem[];
    sent?: {
        item: OutboxItem;
        result: unknown;
    } | undefined;
}
/**
 * Whether a first attempt's failure means "the service could not be reached" (offline, a dropped connection): keep
 * it. Only the transport's own failures count (it turns `fetch`'s rejections into kind `network`): any other
 * exception is a fault of the code, shown as an error, never kept and sent again.
 */
export declare function isUnreachable(error: unknown): boolean;
/**
 * Whether a first attempt's failure is kept for later: the service unreachable, or answering 5xx or 429 after the
 * client's own retries (a keyed write the user was told is safe: the outbox tries it again with backoff, under the
 * same key). A refusal (4xx) or a fault of the code stays the element's failure.
 */
export declare function keepsForLater(error: unknown): boolean;
export declare class Outbox {
    #private;
    constructor();
    /** The items now, oldest first. */
    get items(): readonly OutboxItem[];
    /** Calls `listener` on every change (this tab's or another's); returns the unsubscribe function. */
    subscribe(listener: (change: OutboxChange) => void): () => void;
    /**
     * Lets the outbox send the items of `client.baseUrl` that its token's writer made through this client. Starts a
     * drain: items an earlier page left go out as soon as an element holds a token of their writer.
     */
    attach(client: ApiTransport): void;
    /** Forgets a client (its element left the page). */
    detach(client: ApiTransport): void;
    /**
     * Keeps a write (its first attempt failed for want of the service) and schedules its sending. Rejects, keeping
     * nothing, when the client's token does not say who the writer is (see {@link writerOf}).
     */
    keep(client: ApiTransport, write: OutboxWrite): Promise<OutboxItem>;
    /** Removes a waiting item (never one being sent); resolves false when it had already gone (sent, or cancelled). */
    cancel(seq: number): Promise<boolean>;
    /** Forgets a failed item once the user has read why. */
    dismiss(seq: number): Promise<boolean>;
    /** Tries to send every due item now (one drain at a time; a request during one runs another after it). */
    drain(): void;
    /** Resolves when the current drain (if any) has finished: for tests and for pages about to close. */
    settled(): Promise<void>;
    /** Stops timers and listeners and closes the database (a page going away; tests simulating a reload). */
    close(): Promise<void>;
}
/**
 * The page's outbox (created on first use).
 *
 * @example
 * ```ts
 * const outbox = getOutbox();
 * outbox.attach(client);
 * const stop = outbox.subscribe(({ items }) => render(items));
 * ```
 */
export declare function getOutbox(): Outbox;
/** Closes the page's outbox and forgets it, as a page unload would: the next `getOutbox()` reads the database anew. */
export declare function closeOutbox(): Promise<void>;
