/**
 * What the thread pane's parts share (the log, its actions, the reply box, the notes): the element, its store and
 * translator, the pane's own lazy parts and the locale of the update being rendered. Part of the pane's chunk: only
 * modules of that chunk import it, so the loaders below are no first-screen bytes.
 */
import type { I18nController } from '../../i18n/index.js';
import type { InboxKey } from '../../i18n/inbox.js';
import type { LazyController } from '../../controllers/lazy.js';
import type { ParleyInbox } from './inbox.component.js';
import type { InboxStore } from './inbox-store.js';

export type Translate = (key: InboxKey, vars?: Record<string, string | number>) => string;

/**
 * The pane's own lazy parts (declared here, not on the first screen: their loaders are bytes too), loaded by the
 * elements' one mechanism (`controllers/lazy.ts`), rendering the same element.
 */
export const paneParts = {
  reactionPicker: () => import('./reaction-picker.js'),
  emojiPicker: () => import('./emoji-picker.js'),
  /** The image lightbox: its state and dialog (`log-lightbox-view.ts`, with `lightbox.ts`). */
  lightbox: () => import('./log-lightbox-view.js'),
  linkClicks: () => import('./link-clicks.js'),
  attachments: () => import('./reply-attachments.js'),
  /** The reply box's canned replies, fetched when the host gives some (`cannedReplies`). */
  canned: () => import('./canned-replies.js'),
};

/** What each part of the pane is given when the pane is created. */
export interface PaneContext {
  readonly host: ParleyInbox;
  readonly store: InboxStore;
  readonly i18n: I18nController<InboxKey>;
  readonly lazy: LazyController<typeof paneParts>;
  /** The locale of this update (taken before each render, so a whole render speaks one language). */
  locale(): string;
}
