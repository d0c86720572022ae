/**
 * `<parley-blast>`'s sender fields. Who the blast comes from: one of the team's agents or numbers, else a typed id.
 * An RCS blast's SMS/MMS fallback, as the composer has it: one box, "Send as SMS or MMS when the phone cannot receive
 * RCS" (unticked: RCS alone, phones without RCS get nothing), and while it is ticked the number the fallback comes
 * from and its text. The box is there whether or not the team's numbers could be read, so the words that tell the
 * user to untick it always name a control on the screen.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { BlastKey } from '../../i18n/blast.js';
import type { Problems } from './checks.js';
import { senderLabel, type BlastSender } from './senders.js';

type T = (key: BlastKey, vars?: Record<string, string | number>) => string;

/** What every field is drawn with: the words, and a field's problem under it and tied to its control. */
export interface FieldKit<Field extends string> {
  t: T;
  label: (sender: BlastSender) => string;
  problem: (field: Field) => TemplateResult | typeof nothing;
  invalid: (field: Field) => { invalid: string; describedby: unknown };
}

/** The kit for what Review found: each field's problem said under it and tied to its control (`aria-describedby`). */
export function fieldKit(t: T, problems: Problems | undefined): FieldKit<keyof Problems> {
  return {
    t,
    label: (sender) => senderLabel(t, sender),
    problem: (field) => {
      const say = problems?.[field];
      return say ? html`<span id="${field}-error" class="error-text" part="error">${say(t)}</span>` : nothing;
    },
    invalid: (field) => ({
      invalid: problems?.[field] ? 'true' : 'false',
      describedby: problems?.[field] ? `${field}-error` : nothing,
    }),
  };
}

export interface SenderView extends FieldKit<'from'> {
  rcs: boolean;
  from: string;
  /** The team's agents (RCS) or numbers to choose from, or `undefined` when they are not known (the id is typed). */
  offered: BlastSender[] | undefined;
  setFrom: (from: string) => void;
}

/** The sender: a list of the team's agents or numbers, else a typed id. */
export function senderField(v: SenderView): TemplateResult {
  const { t } = v;
  const { invalid, describedby } = v.invalid('from');
  const set = (e: Event) => v.setFrom((e.target as HTMLInputElement | HTMLSelectElement).value);
  return html`<div class="field">
    <label class="block" for="from">${t(v.rcs ? 'fromAgent' : 'fromNumber')}</label>
    ${
      v.offered?.length
        ? html`<select id="from" part="input" aria-invalid=${invalid} aria-describedby=${describedby} @change=${set}>
          ${v.offered.map((s) => html`<option value=${s.id} ?selected=${s.id === v.from.trim()}>${v.label(s)}</option>`)}
        </select>`
        : html`<input id="from" part="input" dir="ltr" autocomplete="off" .value=${v.from} aria-invalid=${invalid} aria-describedby=${describedby}
          placeholder=${v.rcs ? 'agent_…' : '+1…'} @input=${set} />`
    }
    ${v.problem('from')}
  </div>`;
}

export interface FallbackView extends FieldKit<'fallbackFrom' | 'fallbackText'> {
  /** The number the fallback comes from; `undefined`: no fallback (the box unticked). */
  from: string | undefined;
  text: string;
  /** The team's numbers to choose from, or `undefined` when they are not known (the number is typed). */
  numbers: BlastSender[] | undefined;
  toggle: (on: boolean) => void;
  setFrom: (from: string) => void;
  setText: (text: string) => void;
}

/** RCS: the fallback box; while ticked, the number the fallback comes from and its text. */
export function fallbackFields(v: FallbackView): TemplateResult {
  const { t } = v;
  const on = v.from !== undefined;
  const from = v.invalid('fallbackFrom');
  const text = v.invalid('fallbackText');
  const set = (e: Event) => v.setFrom((e.target as HTMLInputElement | HTMLSelectElement).value);
  const picker = v.numbers?.length
    ? html`<select id="fallback-from" part="input" aria-invalid=${from.invalid} aria-describedby=${from.describedby} @change=${set}>
        ${v.from ? nothing : html`<option value="" selected disabled>${t('fallbackFrom')}</option>`}
        ${v.numbers.map((s) => html`<option value=${s.id} ?selected=${s.id === v.from}>${v.label(s)}</option>`)}
      </select>`
    : html`<input id="fallback-from" part="input" dir="ltr" autocomplete="off" placeholder="+1…" .value=${v.from ?? ''}
        aria-invalid=${from.invalid} aria-describedby=${from.describedby} @input=${set} />`;
  return html`<div class="field">
      <label><input id="fallback-on" type="checkbox" .checked=${on}
        @change=${(e: Event) => v.toggle((e.target as HTMLInputElement).checked)} /> ${t('fallbackOn')}</label>
    </div>
    ${
      on
        ? html`<div class="field"><label class="block" for="fallback-from">${t('fallbackFrom')}</label>
            ${picker}${v.problem('fallbackFrom')}</div>
          <div class="field"><label class="block" for="fallback">${t('fallbackText')}</label>
            <textarea id="fallback" part="input" class="short" .value=${v.text} aria-invalid=${text.invalid} aria-describedby=${text.describedby}
              @input=${(e: Event) => v.setText((e.target as HTMLTextAreaElement).value)}></textarea>${v.problem('fallbackText')}</div>`
        : v.problem('fallbackFrom')
    }`;
}
