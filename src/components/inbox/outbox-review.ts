/**
 * Replies held for review above the reply box: written offline, kept by the outbox, and held before going out
 * because the customer or a teammate wrote in the thread meanwhile (the rule is `KEEP_POLICY.holdsForReview`, in
 * `api/keep-policy.ts`). The writer sends one anyway (`Outbox.release`) or takes it back into the reply box to edit
 * (`Outbox.cancel`, its text joining the draft). Part of the thread pane's chunk; the outbox itself comes with its
 * view (`outbox-view.ts`), which is here whenever an item is.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import type { OutboxItem } from '../../api/outbox.js';
import type { OutboxController } from '../../controllers/outbox-controller.js';
import type { PaneContext } from './pane-context.js';

/** A held reply's words (its body is the `/send` request the reply box made). */
function textOf(item: OutboxItem): string {
  const body = item.body as { text?: unknown; rcs?: { text?: unknown; card?: { description?: unknown } } } | null;
  const text = body?.text ?? body?.rcs?.text ?? body?.rcs?.card?.description;
  return typeof text === 'string' ? text : '';
}

/**
 * @csspart outbox-review - Above the reply box: a reply written offline, held because the thread moved on, with Send
 * anyway (`outbox-review-send`) and Edit (`outbox-review-edit`).
 */
export class OutboxReview {
  readonly #p: PaneContext;
  readonly #outbox: OutboxController;
  /** Puts a held reply's text into the reply box (after what is there). */
  readonly #edit: (text: string) => void;

  constructor(p: PaneContext, outbox: OutboxController, edit: (text: string) => void) {
    this.#p = p;
    this.#outbox = outbox;
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
    if (!items.length) return nothing;
    const t = this.#p.i18n.t;
    const short = (text: string) => (text.length > 60 ? `${text.slice(0, 59)}…` : text);
    return html`<section class="outbox-review" part="outbox-review" aria-labelledby="review-heading">
      <h3 id="review-heading" class="review-title">${t('reviewHeading')}</h3>
      <p class="review-why" role="alert">${t('reviewWhy')}</p>
      <ul>
        ${repeat(
          items,
          (i) => i.seq,
          (i) => html`<li>
            <span class="review-text" dir="auto">${textOf(i)}</span>
            <button type="button" class="btn small btn-primary" part="outbox-review-send"
              aria-label=${t('reviewSendLabel', { text: short(textOf(i)) })} @click=${() => void this.#send(i)}>${t('sendAnyway')}</button>
            <button type="button" class="btn small" part="outbox-review-edit"
              aria-label=${t('reviewEditLabel', { text: short(textOf(i)) })} @click=${() => void this.#takeBack(i)}>${t('reviewEdit')}</button>
          </li>`,
        )}
      </ul>
    </section>`;
  }

  async #send(item: OutboxItem): Promise<void> {
    const { getOutbox } = await import('./outbox-view.js');
    await getOutbox().release(item.seq);
  }

  /** Back into the reply box: the held reply leaves the outbox first, so it can never go out twice. */
  async #takeBack(item: OutboxItem): Promise<void> {
    const { getOutbox } = await import('./outbox-view.js');
    if (await getOutbox().cancel(item.seq)) this.#edit(textOf(item));
    await this.#p.host.updateComplete;
    this.#p.host.renderRoot.querySelector<HTMLTextAreaElement>('[part~="reply-input"]')?.focus();
  }
}
