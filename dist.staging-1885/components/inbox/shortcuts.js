/** The shortcuts' keys unless the host remaps them. */
export const DEFAULT_SHORTCUTS = {
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
export function shortcutKeys(remapped) {
    return { ...DEFAULT_SHORTCUTS, ...(remapped || {}) };
}
/**
 * Runs the shortcut of a key: none while typing in a field (or with Ctrl/Alt/Meta); keys the focused control handles
 * itself (Enter on a button, Escape) are left to it.
 */
export function runShortcut(event, on) {
    const { element, store, list } = on;
    if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey || event.isComposing)
        return;
    const target = on.origin;
    if (target instanceof HTMLElement &&
        (target.isContentEditable || target.closest('input, textarea, select, dialog, parley-contact-panel')))
        return;
    const keys = shortcutKeys(element.shortcuts);
    const action = Object.keys(keys).find((a) => keys[a] === event.key);
    if (!action)
        return;
    const s = store.state;
    const threads = s.threads.length;
    const focusIn = (selector) => void element.updateComplete.then(() => element.renderRoot.querySelector(selector)?.focus());
    const control = target instanceof HTMLElement && !!target.closest('button, a[href], summary, [role="option"], [role="menuitem"]');
    if (control && (action === 'open' || action === 'escape'))
        return;
    switch (action) {
        case 'next':
        case 'previous':
            if (!threads)
                return;
            void list.focus(Math.max(0, Math.min(threads - 1, list.active + (action === 'next' ? 1 : -1))));
            break;
        case 'open':
            if (list.active >= threads)
                return;
            on.openActive();
            break;
        case 'reply':
            if (!s.thread)
                return;
            focusIn('[part~="reply-input"]');
            break;
        case 'note':
            if (!s.thread || !on.pane || !store.can('conversations:notes'))
                return;
            void on.pane.openNotes().then(() => focusIn('#notes-input'));
            break;
        case 'search':
            focusIn('[part~="search"]');
            break;
        case 'escape':
            if (!s.selectedId)
                return;
            on.back();
            break;
        case 'help':
            on.help();
            break;
    }
    event.preventDefault();
}
