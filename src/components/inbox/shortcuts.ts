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
export const DEFAULT_SHORTCUTS: Readonly<Record<ShortcutAction, string>> = {
  next: 'j',
  previous: 'k',
  open: 'Enter',
  reply: 'r',
  note: 'n',
  search: '/',
  escape: 'Escape',
  help: '?',
};

/** The keys of the shortcuts as the host mapped them. */
export function shortcutKeys(
  remapped: Partial<Record<ShortcutAction, string>> | false | undefined,
): Record<ShortcutAction, string> {
  return { ...DEFAULT_SHORTCUTS, ...(remapped || {}) };
}

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
export function runShortcut(event: KeyboardEvent, on: ShortcutTarget): void {
  const { element, store, list } = on;
  if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey || event.isComposing) return;
  const target = on.origin;
  if (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.closest('input, textarea, select, dialog, parley-contact-panel'))
  )
    return;
  const keys = shortcutKeys(element.shortcuts);
  const action = (Object.keys(keys) as ShortcutAction[]).find((a) => keys[a] === event.key);
  if (!action) return;
  const s = store.state;
  const threads = s.threads.length;
  const focusIn = (selector: string) =>
    void element.updateComplete.then(() => element.renderRoot.querySelector<HTMLElement>(selector)?.focus());
  const control =
    target instanceof HTMLElement && !!target.closest('button, a[href], summary, [role="option"], [role="menuitem"]');
  if (control && (action === 'open' || action === 'escape')) return;
  switch (action) {
    case 'next':
    case 'previous':
      if (!threads) return;
      void list.focus(Math.max(0, Math.min(threads - 1, list.active + (action === 'next' ? 1 : -1))));
      break;
    case 'open':
      if (list.active >= threads) return;
      on.openActive();
      break;
    case 'reply':
      if (!s.thread) return;
      focusIn('[part~="reply-input"]');
      break;
    case 'note':
      if (!s.thread || !on.pane || !store.can('conversations:notes')) return;
      void on.pane.openNotes().then(() => focusIn('#notes-input'));
      break;
    case 'search':
      focusIn('[part~="search"]');
      break;
    case 'escape':
      if (!s.selectedId) return;
      on.back();
      break;
    case 'help':
      on.help();
      break;
  }
  event.preventDefault();
}
