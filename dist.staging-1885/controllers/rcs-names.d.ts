/**
 * Names instead of raw ids (issue 14): loads the team's RCS agents and campaigns once (`agents:read`) and answers
 * `senderName(id)`, `brandName(id)`, `campaignName(id)` for headers and filter drop-downs; an id it does not know
 * falls back to the id itself, so nothing breaks. Self-contained: an element adds it only when its token holds
 * `agents:read` (without it the service answers 401, which the shared client reports as a lost session), and
 * re-renders when the names arrive.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ApiTransport } from '../api/transport.js';
export declare class RcsNamesController implements ReactiveController {
    #private;
    private readonly host;
    private readonly client;
    /** Set when loading failed (kept for diagnostics; the ids are shown instead). */
    error: unknown;
    constructor(host: ReactiveControllerHost, client: () => ApiTransport | undefined);
    /** Loads the names once (every page); resolves when done, never rejects. */
    load(): Promise<void>;
    senderName: (id: string) => string;
    brandName: (id: string) => string;
    campaignName: (id: string) => string;
    hostConnected(): void;
    hostDisconnected(): void;
}
