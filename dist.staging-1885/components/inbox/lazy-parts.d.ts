/**
 * The inbox's lazy parts, declared in one place, and the one controller that loads them. The list is the first
 * screen; everything below is fetched when first used (the thread pane with the first thread's messages, the rest
 * on the press or event that shows it). A part is fetched once (memoized) and the host renders when it arrives; a
 * failed fetch (offline) is remembered as failed, so updates do not wait for it again, until `retry` or the next
 * `load` (a user's action) tries again.
 *
 * Modules named here import nothing of the first screen for their side effects: what they need of the element
 * (its store, translator, these parts) is handed to the controller they export when it is created.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
/** Every lazily loaded part of `<parley-inbox>`. */
export declare const inboxParts: {
    /** The open thread's log, reply box and live-event handling (`ThreadPane`). */
    pane: () => Promise<typeof import("./thread-pane.js")>;
    /** Loading an opened thread, the live event stream and what its events do, fetched beside the list's first page. */
    storeActions: () => Promise<typeof import("./store-actions.js")>;
    /** How failures read, with their English words; fetched with the first failure shown. */
    errorWords: () => Promise<typeof import("./error-words.js")>;
    filterPanel: () => Promise<typeof import("./filter-panel.js")>;
    notesPanel: () => Promise<typeof import("./notes-panel.js")>;
    contactPanel: () => Promise<typeof import("../../contact-panel.js")>;
    rcsNames: () => Promise<typeof import("../../controllers/rcs-names.js")>;
    /** What the keyboard shortcuts do, loaded on the first key pressed outside a field. */
    shortcuts: () => Promise<typeof import("./shortcuts.js")>;
    shortcutsSheet: () => Promise<typeof import("./shortcuts-sheet.js")>;
    /** The list grouped by customer (`group-by="contact"`), fetched when the attribute is set. */
    groups: () => Promise<typeof import("./thread-list-groups.js")>;
};
type Loaders = Record<string, () => Promise<unknown>>;
type Part<L extends Loaders, K extends keyof L> = Awaited<ReturnType<L[K]>>;
export declare class LazyParts<L extends Loaders> implements ReactiveController {
    #private;
    constructor(host: ReactiveControllerHost, loaders: L);
    /** The part, if it has arrived (render with it, or without it while it is on its way). */
    get<K extends keyof L>(name: K): Part<L, K> | undefined;
    /** The last fetch of the part failed (and no `load` or `retry` since). */
    failed(name: keyof L): boolean;
    /** Fetches the part once; the host renders when it arrives or fails. */
    load<K extends keyof L>(name: K): Promise<Part<L, K>>;
    /** The same mechanism for parts declared by a part (the thread pane's own), rendering the same host. */
    also<M extends Loaders>(loaders: M): LazyParts<M>;
    /** Forgets a failure: the next update that needs the part fetches it again. */
    retry(name: keyof L): void;
    hostConnected(): void;
}
export type InboxParts = LazyParts<typeof inboxParts>;
export {};
