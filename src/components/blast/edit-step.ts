/**
 * `<parley-blast>`'s edit step: the audience, "Send as", the sender (the agent picker for RCS, the team's numbers
 * for SMS/MMS), the message, the fallback or the media URL, the schedule, what Review found (each problem under its
 * field, a price or split that could not be had above Review) and Review itself; or, when there is nothing to choose
 * from, why (with Retry where it may help). The element keeps the values, the checks and where the focus goes; the
 * fields and their order are this module's, as the confirm view is `confirm.ts` and the progress view `steps.ts`.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { BlastKey } from '../../i18n/blast.js';
import { agentPicker } from './agent-picker.js';
import type { Problems } from './checks.js';
import type { BlastFields } from './estimate.js';
import { audienceField, fallbackFields, fieldKit, sendAsField, senderField, type FieldKit } from './fields.js';
import { offeredSenders, type agentChoices } from './senders.js';
import type { BlastSources } from './sources.js';
import { busy, loadFailed } from './steps.js';

type T = (key: BlastKey, vars?: Record<string, string | number>) => string;

/** What is typed and chosen, as the element holds it (`rcs` and the audience included). */
export type EditFields = Omit<BlastFields, 'audienceId'> & { audienceId: string | undefined };

export interface EditView {
  t: T;
  locale: string;
  theme: string | undefined;
  sources: Pick<BlastSources, 'failure' | 'audiences' | 'senders' | 'retrying'>;
  fields: EditFields;
  /** The RCS agents to choose from, or why there is none (`agentChoices`). */
  agents: ReturnType<typeof agentChoices>;
  problems: Problems | undefined;
  reviewing: boolean;
  errorLine: TemplateResult | typeof nothing;
  /** A field was changed by the user: the element takes its new value. */
  set: (changed: Partial<Omit<EditFields, 'rcs'>>) => void;
  sendAs: (rcs: boolean) => void;
  /** The fallback box was ticked or unticked. */
  toggleFallback: (on: boolean) => void;
  review: () => void;
  retryLoad: () => void;
}

/** The sender: the agent picker for RCS, else the team's numbers (or a typed number when they are not known). */
function senderFields(v: EditView, kit: FieldKit<keyof Problems>) {
  const { from, rcs } = v.fields;
  const setFrom = (f: string) => v.set({ from: f });
  if (rcs) return agentPicker({ ...kit, ...v.agents, from, locale: v.locale, theme: v.theme, setFrom });
  const { senders } = v.sources;
  const offered = senders ? offeredSenders(senders, false, from.trim()) : undefined;
  return senderField({ ...kit, rcs: false, from, offered, setFrom });
}

/** RCS: the fallback box, as the composer's; while ticked, the number the fallback comes from and its text. */
function fallback(v: EditView, kit: FieldKit<keyof Problems>) {
  const { senders } = v.sources;
  return fallbackFields({
    ...kit,
    from: v.fields.fallbackFrom,
    text: v.fields.fallbackText,
    numbers: senders ? offeredSenders(senders, false, v.fields.fallbackFrom) : undefined,
    toggle: v.toggleFallback,
    setFrom: (from) => v.set({ fallbackFrom: from }),
    setText: (text) => v.set({ fallbackText: text }),
  });
}

/** SMS/MMS: the media URL that makes it an MMS. */
function mediaField(v: EditView, kit: FieldKit<keyof Problems>) {
  const { invalid, describedby } = kit.invalid('media');
  return html`<div class="field"><label class="block" for="media">${v.t('mediaUrl')}</label>
    <input id="media" part="input" type="url" dir="ltr" .value=${v.fields.mediaUrl} aria-invalid=${invalid} aria-describedby=${describedby}
      @input=${(e: Event) => v.set({ mediaUrl: (e.target as HTMLInputElement).value })} />${kit.problem('media')}</div>`;
}

export function editStep(v: EditView): TemplateResult {
  const { t, problems, fields } = v;
  const { failure, audiences } = v.sources;
  if (failure) return loadFailed(t, failure, v.sources.retrying, v.retryLoad);
  if (!audiences) return html`<p role="status">${t('loading')}</p>`;
  if (audiences.length === 0) return html`<p class="muted">${t('noAudiences')}</p>`;
  const kit = fieldKit(t, problems);
  const text = kit.invalid('text');
  const unsaid = problems && Object.keys(problems).length && !problems.cost;
  return html`<form part="form" novalidate @submit=${(e: Event) => (e.preventDefault(), v.review())}>
      ${audienceField({ ...kit, audiences, audienceId: fields.audienceId, setAudience: (id) => v.set({ audienceId: id }) })}
      ${sendAsField({ t, rcs: fields.rcs, noRcs: v.agents.missing, fallback: fields.fallbackFrom !== undefined, sendAs: v.sendAs })}
      ${senderFields(v, kit)}
      <div class="field">
        <label class="block" for="text">${t('message')}</label>
        <textarea id="text" part="input" .value=${fields.text} aria-invalid=${text.invalid} aria-describedby=${text.describedby}
          @input=${(e: Event) => v.set({ text: (e.target as HTMLTextAreaElement).value })}></textarea>
        ${kit.problem('text')}
      </div>
      ${fields.rcs ? fallback(v, kit) : mediaField(v, kit)}
      <div class="field">
        <label class="block" for="at">${t('schedule')}</label>
        <input id="at" part="input" type="datetime-local" .value=${fields.scheduleAt}
          @input=${(e: Event) => v.set({ scheduleAt: (e.target as HTMLInputElement).value })} />
      </div>
      ${problems?.cost ? html`<p role="alert" class="error-text" part="error" id="cost-error">${problems.cost(t)}</p>` : nothing}
      ${unsaid ? html`<p role="alert" class="error-text" part="error" id="review-error">${t('fixFirst')}</p>` : nothing}
      ${v.errorLine}
      <div class="actions"><button class="btn btn-primary" part="button" type="submit" aria-disabled=${busy(v.reviewing)}
        aria-busy=${busy(v.reviewing)}>${v.reviewing ? t('reviewing') : t('review')}</button></div>
    </form>`;
}
