/**
 * The inbox's keyboard shortcuts: their default keys, the host's remapping and what each does. A lazy part
 * (`lazy-parts.ts`): the first screen keeps only the cheap check of a keydown outside text fields, which loads this
 * part and hands the key to it.
 */
import type { RovingTabindexController } from '../../controllers/roving-tabindex.js';
import type { ParleyInbox } from './inbox.component.js';
import type { InboxStore } from './inbox-store.js';
import type { ThreadPane } from './thread-pane.js';
/** What a keyboard shortcut does; `shortcuts` maps them to keys. */
export type ShortcutAction = 'next' | 'previous' | 'open' | 'reply' | 'note' | 'search' | 'escape' | 'help';
/** The shortcuts' keys unless the host remaps them. */
export declare const DEFAULT_SHORTCUTS: Readonly<Record<ShortcutAction, string>>;
/** The keys of the shortcuts as the host mapped them. */
export declare function shortcutKeys(remapped: Partial<Record<ShortcutAction, string>> | false | undefined): Record<ShortcutAction, string>;
/** What the shortcuts act on, handed over by the element when a key is pressed (the rest is read from these). */
export interface ShortcutTarget {
    /** Where the key was pressed (read while the event is dispatched: the part may arrive after it). */
    origin: EventTarget | undefined;
    element: ParleyInbox;
    store: InboxStore;
    /** The thread list's keyboard focus. */
    list: RovingTabindexController;
    /** The open thread's pane, once its chunk has arrived. */
    pane: ThreadPane | undefined;
    /** Opens the list's active thread and moves focus into it. */
    openActive(): void;
    back(): void;
    help(): void;
}
/**
 * Runs the shortcut of a key: none while typing in a field (or with Ctrl/Alt/Meta); keys the focused control handles
 * itself (Enter on a button, Escape) are left to it.
 */
export declare function runShortcut(event: KeyboardEvent, on: ShortcutTarget): void;
