/**
 * What `<parley-inbox>` hands its controllers (`thread-list.ts`, `list-filters.ts`, `error-surface.ts`,
 * `part-wiring.ts`) and the lazy parts that act for it: one object, made once by the element, through which each
 * reaches the store, the lazy parts, the words and the other controllers. Types only: no module is loaded for it.
 */
import type { ApiTransport } from '../../api/transport.js';
import type { ParleyEvent } from '../../events/index.js';
import type { I18nController } from '../../i18n/index.js';
import type { InboxKey } from '../../i18n/inbox.js';
import type { Conversation } from '../../schemas/conversations.js';
import type { ErrorSurface } from './error-surface.js';
import type { ParleyInbox } from './inbox.component.js';
import type { InboxAction, InboxStore } from './inbox-store.js';
import type { InboxParts } from './lazy-parts.js';
import type { ListFilters } from './list-filters.js';
import type { PartWiring } from './part-wiring.js';
import type { ThreadList } from './thread-list.js';
import type { ListViews } from './views.js';

export type Translate = (key: InboxKey, vars?: Record<string, string | number>) => string;

export interface InboxContext {
  readonly el: ParleyInbox;
  readonly store: InboxStore;
  /** Everything not on the first screen (`lazy-parts.ts`), each fetched on first use. */
  readonly parts: InboxParts;
  readonly i18n: I18nController<InboxKey>;
  /** The translator (a bound function: it words each update in that update's locale). */
  readonly t: Translate;
  /** The locale resolved once per update. */
  locale(): string;
  /** Whether the element has credentials to load with. */
  ready(): boolean;
  /** The client the element is bound to (none before it has credentials). */
  client(): ApiTransport | undefined;
  /** Dispatches one of the element's events; false when a listener cancelled it. */
  emit(event: ParleyEvent): boolean;
  /** The sender as people know it: the host's name for a number, the RCS agent's name, the brand's, else the id. */
  senderName(c: Conversation): string;
  /** Opens a thread (`user`: the user chose it, so `parley-thread-select` fires). */
  open(id: string, user: boolean): Promise<void>;
  /** Loads the list's first page for the filters (`quiet`: the host's doing, no `parley-error`). */
  loadList(quiet?: boolean, signal?: AbortSignal): Promise<void>;
  /** Back to the list, focus on the thread's row, or the row now in its place when it has left the list. */
  back(): void;
  list: ThreadList;
  filters: ListFilters;
  views: ListViews;
  errors: ErrorSurface;
  wiring: PartWiring;
}
