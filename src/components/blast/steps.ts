/**
 * A blast's progress view, for `<parley-blast>` and the composer's blast mode alike: the blast's counters, what each
 * recipient got, who did not get it, and the actions that still apply (cancel while scheduled, a new blast once
 * final); and `<parley-blast>`'s edit step's place when there is nothing to choose from, saying why. (The confirm view
 * is `confirm.ts`.) Each step's heading takes the focus when the step is shown (`tabindex="-1"`). Its buttons are
 * `type="button"`: the composer draws the view inside its form, where a button without a type would also submit it
 * (review the draft again) when pressed.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { SourcesFailure } from './sources.js';
import type { BlastKey } from '../../i18n/blast.js';
import type { Blast, BlastRecipient } from '../../schemas/blasts.js';
import { blastProgress, failedList, FINAL_BLAST } from './progress.js';
import { gotList, type Split } from './split.js';

type T = (key: BlastKey, vars?: Record<string, string | number>) => string;

/**
 * `aria-disabled` of a button that is busy: it keeps the focus (a disabled button drops it to the page), says so in
 * its words, and does nothing when pressed.
 */
export const busy = (on: boolean) => (on ? 'true' : nothing);

/** Why there is nothing to choose from, and Retry where trying again may help (busy while it tries). */
export function loadFailed(t: T, failure: SourcesFailure, retrying: boolean, retry: () => void): TemplateResult {
  return html`<p role="alert" class="error-text" part="error">${failure.say(t)}</p>
    ${
      failure.retry
        ? html`<div class="actions"><button type="button" id="load-retry" class="btn" part="button" aria-disabled=${busy(retrying)}
            @click=${retrying ? null : retry}>${retrying ? t('retrying') : t('retry')}</button></div>`
        : nothing
    }`;
}

export interface ProgressView {
  t: T;
  locale: string;
  blast: Blast;
  split: Split | undefined;
  failures: { data: BlastRecipient[]; more: boolean } | undefined;
  /** The address of a recipient's thread, `{conversationId}` replaced; without it `open` is called instead. */
  threadHref: string | undefined;
  open: (recipient: BlastRecipient) => void;
  canCancel: boolean;
  /**
   * A new blast may start while this one waits for its time: where the host lists scheduled blasts to cancel them
   * (the composer's scheduled list); else only once it is final, so Cancel stays within reach.
   */
  leaveScheduled: boolean;
  errorLine: TemplateResult | typeof nothing;
  cancel: () => void;
  reset: () => void;
}

export function progressStep(v: ProgressView): TemplateResult {
  const { t, blast } = v;
  return html`<section part="progress" aria-labelledby="progress-title">
      <h3 id="progress-title" tabindex="-1">${t('progress')}</h3>
      ${blastProgress(t, v.locale, blast)}
      ${blast.status === 'SCHEDULED' || blast.status === 'CANCELLED' ? nothing : gotList(t, blast, v.split)}
      ${failedList(t, v.failures, {
        href: (r) =>
          v.threadHref ? v.threadHref.replaceAll('{conversationId}', encodeURIComponent(r.conversationId)) : null,
        open: v.open,
      })}
      ${v.errorLine}
      <div class="actions">
        ${
          blast.status === 'SCHEDULED' && v.canCancel
            ? html`<button type="button" class="btn" part="button" @click=${v.cancel}>${t('cancel')}</button>`
            : nothing
        }
        ${
          FINAL_BLAST.has(blast.status) || (v.leaveScheduled && blast.status === 'SCHEDULED')
            ? html`<button type="button" class="btn" part="button" @click=${v.reset}>${t('newBlast')}</button>`
            : nothing
        }
      </div>
    </section>`;
}
