/**
 * The composer's "Scheduled" section, with `later.ts`: the upcoming messages of the pair it sends to (listed by
 * `scheduled-loader.ts`), each in a few words with Cancel, and "Show more". What the pair is follows the composer
 * (its sender, its recipient or blast mode's audience); cancelling is the extras' job.
 *
 * @csspart scheduled - The list of scheduled messages with Cancel.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import type { ApiTransport } from '../../api/transport.js';
import type { ComposerKey } from '../../i18n/composer.js';
import type { Message } from '../../schemas/messages.js';
import type { ParleyComposer } from './composer.component.js';
import type { ComposerVoice } from './extras-host.js';
import type { Extras } from './extras.js';
import { kindOf } from './first-screen.js';
import { ScheduledLoader } from './scheduled-loader.js';
import type { SendLifecycle } from './send-lifecycle.js';
import { whenText } from './summary.js';

/** What the section asks the composer: its client (with credentials), the recipient typed, the extras, the lifecycle. */
export interface ScheduledHost {
  readonly voice: ComposerVoice;
  /** The element's client, while it has credentials. */
  client(): ApiTransport | undefined;
  /** The recipient typed when there is no `to` attribute, once committed. */
  recipient(): string;
  extras(): Extras | undefined;
  lifecycle(): SendLifecycle | undefined;
}

/** A message's content in a few words: what its kind carries over on a switch (a title, else its text). */
const excerpt = ({ rcs }: Message): string => {
  const lead = rcs && kindOf(rcs).lead(rcs);
  return String(lead?.title || lead?.description || '');
};

export class ScheduledSection {
  readonly #list: ScheduledLoader;

  constructor(
    element: ParleyComposer,
    private readonly host: ScheduledHost,
  ) {
    this.#list = new ScheduledLoader(element, {
      source: () => {
        const { from, to } = element;
        const client = host.client();
        if (!from || !client) return undefined;
        const extras = host.extras();
        const blast = extras?.blasting ? extras.blast : undefined;
        if (blast)
          return {
            from,
            // What the blast sends is in the pair too: its SMS/MMS number's blasts are listed with SMS/MMS.
            to: `audience:${blast.audienceId}:${blast.as}`,
            client,
            list: (signal) => blast.listScheduled(from, signal),
          };
        return { from, to: to || host.recipient(), client };
      },
    });
  }

  render(): TemplateResult | typeof nothing {
    const extras = this.host.extras();
    if (!extras) return nothing;
    const list = this.#list;
    return renderScheduledList({
      t: this.host.voice.t,
      locale: this.host.voice.locale(),
      list,
      cancel: (m) => void extras.cancelScheduled(m, list, (done) => this.host.lifecycle()?.unscheduled(done)),
      excerpt,
    });
  }
}

export const scheduledStyles = css`
  .scheduled ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    gap: 0.4rem;
  }
  .scheduled li {
    display: flex;
    gap: 0.5rem;
    align-items: center;
    justify-content: space-between;
    border-bottom: 1px solid var(--_border);
    padding-bottom: 0.4rem;
  }
  .sch-main {
    display: grid;
    min-width: 0;
  }
  .sch-what {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .sch-confirm {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    align-items: center;
    justify-content: flex-end;
  }
  .scheduled h3 {
    margin: 0 0 0.4rem;
    font-size: 1em;
  }
`;

export interface ScheduledListView {
  t(key: ComposerKey, vars?: Record<string, string | number>): string;
  locale: string;
  list: ScheduledLoader;
  cancel(message: Message): void;
  /** A message's content in a few words (its kind's title or text), or empty. */
  excerpt(message: Message): string;
}

const row = (e: Event) => (e.currentTarget as Element).closest('li');

/** Escape in "Cancel this message?" answers "Keep it", as a dialog's Escape would (focus back on Cancel). */
const keepOnEscape = (list: ScheduledLoader) => (e: KeyboardEvent) => {
  if (e.key !== 'Escape') return;
  e.preventDefault();
  void list.confirm('', row(e), '[data-cancel]');
};

function renderScheduledList({ t, locale, list, cancel, excerpt }: ScheduledListView): TemplateResult | typeof nothing {
  const items = list.items;
  const error = list.cancelError?.(t) || (list.error ? t('listFailed', { reason: list.error }) : '');
  if (!items && !error) return nothing;
  return html`<section part="scheduled" class="scheduled" aria-labelledby="scheduled-h">
    <h3 id="scheduled-h">${t('scheduled')}</h3>
    ${error ? html`<p class="error-text">${error}</p>` : nothing}
    ${
      items?.length
        ? html`<ul>
          ${items.map((m) => {
            const when = m.scheduledTime ? whenText(m.scheduledTime, locale) : '';
            const what = excerpt(m) || m.text || t('sch_empty');
            return html`<li data-id=${m.id}>
              <div class="sch-main">
                <span class="sch-what" dir="auto">${what}</span>
                <span class="muted"><time datetime=${m.scheduledTime ?? ''}>${when}</time> · ${m.type} · ${t('sch_to', { to: '' })}<bdi dir="ltr">${m.to}</bdi></span>
              </div>
              ${
                list.confirming === m.id
                  ? html`<span class="sch-confirm" role="group" aria-label=${t('cancelConfirm')} @keydown=${keepOnEscape(list)}>
                    <span>${t('cancelConfirm')}</span>
                    <button type="button" class="btn" data-confirm @click=${() => {
                      list.confirming = '';
                      cancel(m);
                    }}>${t('cancelYes')}</button>
                    <button type="button" class="btn" data-keep @click=${(e: Event) => void list.confirm('', row(e), '[data-cancel]')}>${t('cancelKeep')}</button>
                  </span>`
                  : html`<button type="button" class="btn" data-cancel aria-label=${t('sch_cancel', { time: when })}
                    @click=${(e: Event) => void list.confirm(m.id, row(e), '[data-keep]')}>${t('cancel')}</button>`
              }
            </li>`;
          })}
        </ul>`
        : items
          ? html`<p class="muted">${t('noScheduled')}</p>`
          : nothing
    }
    ${list.hasMore ? html`<button type="button" class="btn" @click=${() => void list.more()}>${t('showMore')}</button>` : nothing}
  </section>`;
}
