import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ParleyClient } from '../../api/client.js';
import type { Message } from '../../schemas/messages.js';
import type { ComposerKey } from '../../i18n/composer.js';
/** Words given the composer's `t`. */
export type CancelWording = (t: (key: ComposerKey, vars?: Record<string, string | number>) => string) => string;
export interface ScheduleListOptions {
    /**
     * The pair and client to list for; `undefined` when there is nothing to list (no credentials, no sender). `list`
     * replaces the listing (blast mode: the audience's scheduled blasts; `to` then names the audience).
     */
    source(): {
        from: string;
        to: string;
        client: ParleyClient;
        list?: (signal: AbortSignal) => Promise<{
            items: Message[];
            cursor: string | null;
        }>;
    } | undefined;
}
export declare class ScheduleList implements ReactiveController {
    #private;
    private readonly host;
    private readonly options;
    /**
     * A cancellation that failed, as words in the composer's locale at render time (so a locale change rewords it),
     * shown above the list until the next one succeeds.
     */
    get cancelError(): CancelWording | undefined;
    set cancelError(wording: CancelWording | undefined);
    /** The message whose Cancel was pressed, asking "Cancel this message?" before anything is cancelled. */
    get confirming(): string;
    set confirming(id: string);
    /** Asks or stops asking about `id`, then focuses `selector` inside `row` (the question's "Keep it", or Cancel again). */
    confirm(id: string, row: Element | null, selector: string): Promise<void>;
    constructor(host: ReactiveControllerHost & HTMLElement, options: ScheduleListOptions);
    /** The upcoming messages; `undefined` while nothing is listed (loading, no scope, no pair). */
    get items(): Message[] | undefined;
    /** Whether more pages exist. */
    get hasMore(): boolean;
    /** Why listing failed (the reason only); empty when it did not. */
    get error(): string;
    /** Lists the same pair again. */
    reload(): void;
    /** Appends the next page of the pair listed now. */
    more(): Promise<void>;
    /** Removes a cancelled message from the list. */
    removed(id: string): void;
    hostDisconnected(): void;
}
