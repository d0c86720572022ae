/**
 * How an element shows its kept writes ("Waiting to send", with how many, since when and why, each cancellable; a
 * write the service refused, with the service's reason, dismissable) and the outbox itself: the lazily loaded half of
 * {@link OutboxController}. Its words are `i18n/outbox*.ts`, all three languages in this chunk, since it loads only
 * when a write has waited.
 */
import { css, nothing, type TemplateResult } from 'lit';
import { html, literal, type StaticValue } from 'lit/static-html.js';
import { repeat } from 'lit/directives/repeat.js';
import { interpolate, baseLanguage } from '../i18n/index.js';
import { outboxMessages, type OutboxKey } from '../i18n/outbox.js';
import { adoptStyles } from '../components/shared/adopt-styles.js';
import type { Outbox, OutboxItem } from '../api/outbox.js';
import { keptFor, type KeptFor } from '../api/outbox-reason.js';

export { getOutbox, keepsForLater, sameWriter, writerOf } from '../api/outbox.js';
// Why a write waits is recorded by the outbox after every failed attempt; the element records it when it keeps one.
export { keptReason, keptWrite, type KeptFor } from '../api/outbox-reason.js';

const styles = css`
  .outbox {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    padding: 0.5em 0.75em;
    margin: 0.5em 0;
  }
  .outbox-title {
    font-size: 1em;
    margin: 0 0 0.25em;
  }
  .outbox ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .outbox li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25em 0.75em;
    padding: 0.35em 0;
    border-top: 1px solid var(--_border);
  }
  .outbox li:first-child {
    border-top: 0;
  }
  .outbox-text {
    flex: 1 1 12em;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .outbox-state {
    flex: 1 1 100%;
    order: 3;
    color: var(--_muted);
    font-size: 0.9em;
  }
  li[data-state='failed'] .outbox-state {
    color: var(--_error);
  }
`;

/** The words for a waiting item, by why it waits; one that cannot say promises no cause, only that it is retried. */
const WAITING: Record<KeptFor | 'unknown', OutboxKey> = {
  connection: 'since',
  service: 'sinceFault',
  unknown: 'sinceAny',
};

type Body = {
  text?: unknown;
  rcs?: { text?: unknown; card?: { title?: unknown; description?: unknown } };
  data?: unknown;
} | null;

/** What a kept write says, for its line: its text, else its card's title or description, else its form answers. */
function describe(body: unknown): string {
  const b = body as Body;
  const text = b?.text ?? b?.rcs?.text ?? b?.rcs?.card?.title ?? b?.rcs?.card?.description;
  if (typeof text === 'string') return text;
  if (b?.data && typeof b.data === 'object')
    return Object.values(b.data)
      .filter((v) => typeof v === 'string' || typeof v === 'number')
      .join(' · ');
  return '';
}

/** The heading elements a panel may use, by level (static: a tag cannot be a binding). */
const HEADINGS: Record<number, StaticValue> = {
  1: literal`h1`,
  2: literal`h2`,
  3: literal`h3`,
  4: literal`h4`,
  5: literal`h5`,
  6: literal`h6`,
};

/**
 * The element's kept writes, or nothing when it has none. `node` is a node of the element's shadow root (its
 * styles are added there). `headingLevel`: the level of the panel's heading, which the host picks so that it
 * follows the host's own headings (one below the heading the panel sits under).
 */
export function renderOutbox(
  node: Node,
  outbox: Outbox,
  items: readonly OutboxItem[],
  locale: string,
  headingLevel = 3,
): TemplateResult | typeof nothing {
  if (!items.length) return nothing;
  adoptStyles(node, styles);
  const words = outboxMessages[baseLanguage(locale)] ?? outboxMessages.en;
  const t = (key: OutboxKey, vars?: Record<string, string | number>) =>
    interpolate(words[key] ?? outboxMessages.en[key], vars, locale);
  const time = (at: number) => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(at);
  const waiting = items.filter((i) => i.state !== 'failed');
  const summary = (i: OutboxItem) => i.summary ?? describe(i.body);
  const short = (text: string) => (text.length > 60 ? `${text.slice(0, 59)}…` : text);
  const heading = HEADINGS[Math.min(6, Math.max(1, Math.round(headingLevel)))] ?? HEADINGS[3]!;
  return html`<section class="outbox" part="outbox" aria-labelledby="outbox-heading">
    <${heading} id="outbox-heading" class="outbox-title" part="outbox-title"><span role="status">${waiting.length ? t('heading', { count: waiting.length }) : t('notSent')}</span></${heading}>
    <ul>
      ${repeat(
        items,
        (i) => i.seq,
        (i) => html`<li part="outbox-item" data-state=${i.state}>
          <span class="outbox-text" dir="auto">${summary(i)}</span>
          ${
            i.state === 'failed'
              ? html`<button type="button" class="btn" part="outbox-dismiss" aria-label=${t('dismissLabel', { text: short(summary(i)) })} @click=${() => void outbox.dismiss(i.seq)}>${t('dismiss')}</button>`
              : html`<button type="button" class="btn" part="outbox-cancel" aria-label=${t('cancelLabel', { text: short(summary(i)) })} @click=${() => void outbox.cancel(i.seq)}>${t('cancel')}</button>`
          }
          <span class="outbox-state" role=${i.state === 'failed' ? 'alert' : nothing}>${
            i.state === 'failed'
              ? t('failed', { reason: i.error?.message ?? '' })
              : i.state === 'sending'
                ? t('sending')
                : t(WAITING[keptFor(i) ?? 'unknown'], { time: time(i.createdAt) })
          }</span>
        </li>`,
      )}
    </ul>
  </section>`;
}
