/**
 * Replies held for review above the reply box: written offline, kept by the outbox, and held before going out
 * because the customer or a teammate wrote in the thread meanwhile (the rule is `KEEP_POLICY.holdsForReview`, in
 * `api/keep-policy.ts`). The writer sends one anyway (`Outbox.release`) or takes it back into the reply box to edit
 * (`Outbox.cancel`, its text joining the draft). Which replies are held is decided here, in the thread pane's chunk;
 * their template and styles come with the outbox's view (`outbox-review-view.ts`), which the pane's outbox loads and
 * which is here whenever an item is.
 */
import { nothing, type TemplateResult } from 'lit';
import type { OutboxItem } from '../../api/outbox.js';
import type { LazyController } from '../../controllers/lazy.js';
import type { OutboxController } from '../../controllers/outbox-controller.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import type { PaneContext } from './pane-context.js';

/** The outbox's view as the pane loads it (`OutboxController`'s `view`): with the review's template and styles. */
export const outboxParts = { view: () => import('./outbox-review-view.js') };
export type OutboxParts = LazyController<typeof outboxParts>;

/**
 * @csspart outbox-review - Above the reply box: a reply written offline, held because the thread moved on, with Send
 * anyway (`outbox-review-send`) and Edit (`outbox-review-edit`).
 */
export class OutboxReview {
  readonly #p: PaneContext;
  readonly #outbox: OutboxController;
  readonly #parts: OutboxParts;
  /** Puts a held reply's text into the reply box (after what is there). */
  readonly #edit: (text: string) => void;

  constructor(p: PaneContext, outbox: OutboxController, parts: OutboxParts, edit: (text: string) => void) {
    this.#p = p;
    this.#outbox = outbox;
    this.#parts = parts;
    this.#edit = edit;
  }

  /** This user's replies of `threadId` held for review. */
  held(threadId: string): OutboxItem[] {
    const me = this.#p.store.state.claims.sub;
    return this.#outbox.all.filter(
      (i) => i.state === 'review' && i.kind === 'reply' && i.meta?.conversationId === threadId && i.writer?.sub === me,
    );
  }

  render(threadId: string): TemplateResult | typeof nothing {
    const items = this.held(threadId);
    // The outbox's items come from its view: with items, it is here.
    const view = this.#parts.get('view');
    if (!items.length || !view) return nothing;
    adoptStyles(this.#p.host.renderRoot, view.reviewStyles);
    return view.renderReview(
      items,
      this.#p.i18n.t,
      (i) => void view.getOutbox().release(i.seq),
      (i) => void this.#takeBack(i),
    );
  }

  /** Back into the reply box: the held reply leaves the outbox first, so it can never go out twice. */
  async #takeBack(item: OutboxItem): Promise<void> {
    const view = this.#parts.get('view')!;
    if (await view.getOutbox().cancel(item.seq)) this.#edit(view.textOf(item));
    await this.#p.host.updateComplete;
    this.#p.host.renderRoot.querySelector<HTMLTextAreaElement>('[part~="reply-input"]')?.focus();
  }
}
