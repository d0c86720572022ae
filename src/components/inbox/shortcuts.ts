/**
 * The inbox's keyboard shortcuts: their default keys, the host's remapping and what each does. A lazy part
 * (`lazy-parts.ts`): the first screen keeps only the cheap check of a keydown outside text fields, which loads this
 * part and hands the key to it.
 */
import './first-screen.js';
import type { InboxContext } from './inbox-context.js';

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

/**
 * The key a shortcut is named by for a key pressed: on a layout that writes no Latin letter there (Arabic, Hebrew,
 * Russian, Greek), the letter or `/` that key has on a US keyboard, by its position (`code`) — the keys the sheet
 * names, printed on such keyboards beside their own — so j and k move on an Arabic keyboard too. A Latin layout
 * (AZERTY, Dvorak) keeps its own letters, as printed.
 */
function latinKey({ key, code, shiftKey }: KeyboardEvent): string {
  if (key.length !== 1 || key <= '\x7f') return key;
  const letter = /^Key([A-Z])$/.exec(code)?.[1];
  if (letter) return shiftKey ? letter : letter.toLowerCase();
  return code === 'Slash' ? (shiftKey ? '?' : '/') : key;
}

/**
 * Runs the shortcut of a key pressed at `target` (read while the event is dispatched: this part may arrive after it):
 * none while typing in a field (or with Ctrl/Alt/Meta); Enter on a control is the control's own. Escape goes back to
 * the list from any control, as the shortcuts sheet says, except where something consumed it first (an open menu,
 * picker or mention list, a dialog, the reply box, which Escape leaves for the log: each prevents it), and from a
 * control inside the message log, where it goes to the log first (`log-keys.ts`) and the next Escape goes back.
 */
export function runShortcut(event: KeyboardEvent, target: EventTarget | undefined, on: InboxContext): void {
  const { el: element, store, wiring } = on;
  const list = on.list.roving;
  if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey || event.isComposing) return;
  if (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.closest('input, textarea, select, dialog, parley-contact-panel'))
  )
    return;
  const keys = shortcutKeys(element.shortcuts);
  // A key the host mapped as its layout writes it (`{next: 'ت'}`) is found by what it writes.
  const latin = latinKey(event);
  const action = (Object.keys(keys) as ShortcutAction[]).find((a) => keys[a] === event.key || keys[a] === latin);
  if (!action) return;
  const s = store.state;
  const threads = s.threads.length;
  const focusIn = (selector: string) =>
    void element.updateComplete.then(() => element.renderRoot.querySelector<HTMLElement>(selector)?.focus());
  const control =
    target instanceof HTMLElement && !!target.closest('button, a[href], summary, [role="option"], [role="menuitem"]');
  if (control && action === 'open') return;
  if (action === 'escape' && target instanceof HTMLElement && insideLog(target, element.renderRoot)) return;
  switch (action) {
    case 'next':
    case 'previous':
      if (!threads) return;
      void list.focus(Math.max(0, Math.min(threads - 1, list.active + (action === 'next' ? 1 : -1))));
      break;
    case 'open':
      if (list.active >= threads) return;
      on.list.openActive();
      break;
    case 'reply':
      if (!s.thread) return;
      focusIn('[part~="reply-input"]');
      break;
    case 'note':
      if (!s.thread || !wiring.pane || !store.can('conversations:notes')) return;
      void wiring.pane.openNotes().then(() => focusIn('#note-new'));
      break;
    case 'search':
      focusIn('[part~="search"]');
      break;
    case 'escape':
      if (!s.selectedId) return;
      // As Back does: focus on the thread's row, or on the one now in its place when it left the list meanwhile.
      on.back();
      break;
    case 'help':
      showSheet(on, true);
      break;
  }
  event.preventDefault();
}

/**
 * Whether `target` is a control inside the message log (not the log itself): up from it to the inbox's own root,
 * across the shadow roots of elements inside the log (a link's click stats), which `closest` does not cross.
 */
function insideLog(target: HTMLElement, root: Node): boolean {
  for (let n: Node | null = target.parentNode; n && n !== root; n = n instanceof ShadowRoot ? n.host : n.parentNode)
    if (n instanceof HTMLElement && n.classList.contains('messages')) return true;
  return false;
}

/** The inboxes whose sheet that lists the shortcuts is open. */
const sheets = new WeakSet<InboxContext>();

/** Opens (once its part is here) or closes the sheet that lists the shortcuts. */
function showSheet(on: InboxContext, open: boolean): void {
  const show = () => {
    if (open) sheets.add(on);
    else sheets.delete(on);
    on.el.requestUpdate();
  };
  if (open) void on.parts.load('shortcutsSheet').then(show);
  else show();
}

/** The sheet that lists the shortcuts (`?`), while open: rendered by the element once this part is here. */
export function renderSheet(on: InboxContext): unknown {
  const { el, parts, t } = on;
  return sheets.has(on)
    ? parts.get('shortcutsSheet')?.renderShortcutsSheet(el.shortcuts, t, () => showSheet(on, false))
    : undefined;
}
