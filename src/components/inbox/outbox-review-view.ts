/**
 * The outbox's view (`outbox-view.ts`) with what the reply box shows of it: replies held for review, with Send
 * anyway and Edit, and their styles. The pane's outbox loads this module (in idle time, or at once when an earlier
 * page left items), and a held reply is only known once it is here: the review's template and styles are no bytes
 * of an opened thread that has nothing kept, and never a chunk still to fetch when a reply is held.
 */
import './first-screen.js';
import { css, html, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import type { OutboxItem } from '../../api/outbox.js';
import type { Translate } from './pane-context.js';

export * from './outbox-view.js';

/** A held reply's words (its body is the `/send` request the reply box made). */
export function textOf(item: OutboxItem): string {
  const body = item.body as { text?: unknown; rcs?: { text?: unknown; card?: { description?: unknown } } } | null;
  const text = body?.text ?? body?.rcs?.text ?? body?.rcs?.card?.description;
  return typeof text === 'string' ? text : '';
}

/** The held replies (never empty), each with Send anyway and Edit. */
export function renderReview(
  items: readonly OutboxItem[],
  t: Translate,
  send: (item: OutboxItem) => void,
  edit: (item: OutboxItem) => void,
): TemplateResult {
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
            aria-label=${t('reviewSendLabel', { text: short(textOf(i)) })} @click=${() => send(i)}>${t('sendAnyway')}</button>
          <button type="button" class="btn small" part="outbox-review-edit"
            aria-label=${t('reviewEditLabel', { text: short(textOf(i)) })} @click=${() => edit(i)}>${t('reviewEdit')}</button>
        </li>`,
      )}
    </ul>
  </section>`;
}

/** A reply held for review: as the question before sending over a teammate's reply, in the warning colour. */
export const reviewStyles = css`
  .outbox-review {
    margin: 4px 12px;
    padding: 8px 10px;
    border: 1px solid var(--_error);
    border-radius: calc(var(--_radius) * 0.6);
    background: var(--_surface);
    font-size: 13px;
  }
  .review-title {
    margin: 0;
    font-size: 13px;
  }
  .review-why {
    margin: 2px 0 6px;
  }
  .outbox-review ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .outbox-review li {
    display: flex;
    flex-wrap: wrap;
    gap: 6px 8px;
    align-items: center;
  }
  .review-text {
    flex: 1 1 12em;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;
