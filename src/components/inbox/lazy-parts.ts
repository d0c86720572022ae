/**
 * The inbox's lazy parts, declared in one place for the elements' one lazy-loading controller
 * (`controllers/lazy.ts`). The list is the first screen; everything below is fetched when first used (the thread pane
 * when wanted once the list has shown, or with the first thread's messages if that comes first; the rest on the press
 * or event that shows it), once per page; a failed fetch
 * (offline) stays failed, so updates do not wait for it again, until one of the element's Retry buttons.
 *
 * What modules named here need of the element (its store, translator, these parts) is handed to the controller they
 * export when it is created. Each imports `first-screen.ts` first, so that esbuild ships the first screen as one
 * file; a shared module loaded as a part goes through a module of the inbox that does (`contact-panel.ts`).
 */
import type { LazyController } from '../../controllers/lazy.js';

/** Every lazily loaded part of `<parley-inbox>`. */
export const inboxParts = {
  /**
   * The open thread's log, reply box and live-event handling (`ThreadPane`): asked for when wanted after the list's
   * first rows (`PartWiring.paneWhenWanted`), so the first thread opened need not wait for it.
   */
  pane: () => import('./thread-pane.js'),
  /** Loading an opened thread, the live event stream and what its events do, fetched beside the list's first page. */
  storeActions: () => import('./store-actions.js'),
  /** How failures read, with their English words; fetched with the first failure shown. */
  errorWords: () => import('./error-words.js'),
  /** What a search shows (its matches marked, or that nothing matches), fetched with the first letter typed. */
  search: () => import('./search-results.js'),
  filterPanel: () => import('./filter-panel.js'),
  notesPanel: () => import('./notes-panel.js'),
  contactPanel: () => import('./contact-panel.js'),
  rcsNames: () => import('../../controllers/rcs-names.js'),
  /** What the keyboard shortcuts do, loaded on the first key pressed outside a field. */
  shortcuts: () => import('./shortcuts.js'),
  shortcutsSheet: () => import('./shortcuts-sheet.js'),
  /** The team's work on a thread (status, snooze, assignee, unread) and its menu, loaded on the first press. */
  work: () => import('./work-menu.js'),
  /** The list grouped by customer (`group-by="contact"`), fetched when the attribute is set. */
  groups: () => import('./thread-list-groups.js'),
};

export type InboxParts = LazyController<typeof inboxParts>;
