/**
 * The inbox's keyboard shortcuts: their default keys, the host's remapping and what each does. A lazy part
 * (`lazy-parts.ts`): the first screen keeps only the cheap check of a keydown outside text fields, which loads this
 * part and hands the key to it.
 */

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
export function shortcutKeys(remapped: Partial<Record<ShortcutAction, string>> | false | undefined): Record<ShortcutAction, string> {
  return { ...DEFAULT_SHORTCUTS, ...(remapped || {}) };
}

/** What the shortcuts act on, handed over by the element when a key is pressed. */
export interface ShortcutTarget {
  shortcuts: Partial<Record<ShortcutAction, string>> | false | undefined;
  /** Number of threads in the list. */
  threads: number;
  /** The list's active row. */
  active: number;
  /** A thread is open (its messages are shown). */
  hasThread: boolean;
  /** A thread is selected (one-pane layout shows it). */
  selected: boolean;
  canNote: boolean;
  focusRow(index: number): void;
  /** Opens the active row's thread. */
  openActive(): void;
  /** Opens the notes (if closed) and focuses their box. */
  note(): void;
  /** Focuses the first element matching the selector after the next render. */
  focusIn(selector: string): void;
  back(): void;
  help(): void;
}

/**
 * Runs the shortcut of a key (the element has already left out keys typed in fields and with Ctrl/Alt/Meta); keys the
 * focused control handles itself (Enter on a button, Escape) are left to it.
 */
export function runShortcut(event: KeyboardEvent, on: ShortcutTarget): void {
  const keys = shortcutKeys(on.shortcuts);
  const action = (Object.keys(keys) as ShortcutAction[]).find((a) => keys[a] === event.key);
  if (!action) return;
  const target = event.composedPath()[0];
  const control = target instanceof HTMLElement && !!target.closest('button, a[href], summary, [role="option"], [role="menuitem"]');
  if (control && (action === 'open' || action === 'escape')) return;
  switch (action) {
    case 'next':
    case 'previous':
      if (!on.threads) return;
      on.focusRow(Math.max(0, Math.min(on.threads - 1, on.active + (action === 'next' ? 1 : -1))));
      break;
    case 'open':
      if (on.active >= on.threads) return;
      on.openActive();
      break;
    case 'reply':
      if (!on.hasThread) return;
      on.focusIn('[part~="reply-input"]');
      break;
    case 'note':
      if (!on.hasThread || !on.canNote) return;
      on.note();
      break;
    case 'search':
      on.focusIn('[part~="search"]');
      break;
    case 'escape':
      if (!on.selected) return;
      on.back();
      break;
    case 'help':
      on.help();
      break;
  }
  event.preventDefault();
}
