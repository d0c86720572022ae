/**
 * The composer's one way of loading code on first use: its lazy modules declared in one place, and one memoizing
 * controller that loads them. A module is fetched once per page (every composer shares it: a second composer renders
 * with it at once), each element that asked renders again when it arrives, and a failed fetch (offline, a deploy
 * removed an old chunk) is forgotten, so the next caller tries again.
 *
 * Modules named here are not imported for their side effects by the first screen; what they bring of words is added
 * by their loader below, their styles by the element once they render (`later.ts`' `adoptLaterStyles`).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
/** Every lazily loaded module of `<parley-composer>`. */
export declare const composerParts: {
    /** Everything beyond the first screen (`later.ts`: editors, extras, result, scheduled list…) and its English words. */
    later: () => Promise<typeof import("./later.js")>;
    /** The service's send rules (zod): fetched beside the first paint; a send and `updateComplete` wait for them. */
    sendRules: () => Promise<typeof import("./send-rules.js")>;
};
type Parts = typeof composerParts;
export type PartName = keyof Parts;
export type Part<K extends PartName> = Awaited<ReturnType<Parts[K]>>;
export declare class ComposerParts implements ReactiveController {
    #private;
    constructor(host: ReactiveControllerHost);
    /** The module, if it has arrived (render with it, or without it while it is on its way). */
    get<K extends PartName>(name: K): Part<K> | undefined;
    /** Fetches the module once per page; this element renders when it arrives. Rejects when it cannot be fetched. */
    load<K extends PartName>(name: K): Promise<Part<K>>;
    /** Like `load`, but undefined (and no throw) when the module cannot be fetched now: the next update tries again. */
    try<K extends PartName>(name: K): Promise<Part<K> | undefined>;
    hostConnected(): void;
}
export {};
