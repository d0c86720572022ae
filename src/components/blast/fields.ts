/**
 * `<parley-blast>`'s audience and sender fields. Each list shows what the element holds: a blank "Choose …" entry
 * while it holds none (or an id not listed), never the first entry as if it were chosen. Who the blast comes from: one of the team's agents or numbers, else a typed id.
 * An RCS blast's SMS/MMS fallback, as the composer has it: one box, "Send as SMS or MMS when the phone cannot receive
 * RCS" (unticked: RCS alone, phones without RCS get nothing), and while it is ticked the number the fallback comes
 * from and its text. The box is there whether or not the team's numbers could be read, so the words that tell the
 * user to untick it always name a control on the screen.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import type { BlastKey } from '../../i18n/blast.js';
import type { Audience } from '../../schemas/contacts.js';
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

/**
 * A list's entries, the one the element holds selected. `live`: what the list shows is compared with the element on
 * every render, not with the last render, so a choice the element did not take never stays shown. While it holds none
 * a blank entry says what to do, and choosing any listed entry is then a change.
 */
function choices<C extends { id: string }>(
  blank: string,
  listed: C[],
  held: string | undefined,
  label: (choice: C) => unknown,
): TemplateResult {
  const holds = listed.some((c) => c.id === held);
  return html`${holds ? nothing : html`<option value="" disabled .selected=${live(true)}>${blank}</option>`}
    ${listed.map((c) => html`<option value=${c.id} .selected=${live(c.id === held)}>${label(c)}</option>`)}`;
}

export interface AudienceView extends FieldKit<'audience'> {
  audiences: Audience[];
  audienceId: string | undefined;
  setAudience: (audienceId: string) => void;
}

/**
 * A name set apart from the words around it (first-strong isolate, U+2068 … U+2069): an option holds text only, no
 * `<bdi>`, and an English name beside Arabic words would otherwise take the count's digits into its own run.
 */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** The audience, with its member count. */
export function audienceField(v: AudienceView): TemplateResult {
  const { t } = v;
  const { invalid, describedby } = v.invalid('audience');
  return html`<div class="field">
    <label class="block" for="audience">${t('audience')}</label>
    <select id="audience" part="audience" aria-invalid=${invalid} aria-describedby=${describedby}
      @change=${(e: Event) => v.setAudience((e.target as HTMLSelectElement).value)}>
      ${choices(t('chooseAudience'), v.audiences, v.audienceId, (a) => `${isolate(a.name)} — ${t('members', { count: a.contactCount })}`)}
    </select>
    ${v.problem('audience')}
  </div>`;
}

export interface SendAsView {
  t: T;
  rcs: boolean;
  /**
   * Why RCS cannot be sent here — no agent to send it: the token may not list the team's agents and the host gave
   * none (`no-scope`), or the team lists none (`none`) — said beside the choice, which is there but off; `undefined`:
   * it can.
   */
  noRcs: 'no-scope' | 'none' | undefined;
  /** RCS with its SMS/MMS fallback (the box ticked). */
  fallback: boolean;
  sendAs: (rcs: boolean) => void;
}

/**
 * "Send as": RCS (said with or without its fallback) or SMS/MMS, in the composer's blast mode words. RCS without an
 * agent to send it is shown off, with what is missing beside it.
 */
export function sendAsField(v: SendAsView): TemplateResult {
  const { t } = v;
  const rcsLabel = v.rcs && !v.fallback ? t('sendAsRcsOnly') : t('sendAsRcs');
  const note = v.noRcs && t(v.noRcs === 'no-scope' ? 'rcsNeedsAgents' : 'rcsNoTeamAgents');
  return html`<fieldset class="send-as">
    <legend>${t('sendAs')}</legend>
    <label><input type="radio" name="send-as" value="rcs" .checked=${v.rcs} ?disabled=${!!note}
      aria-describedby=${note ? 'rcs-note' : nothing} @change=${() => v.sendAs(true)} /> ${rcsLabel}</label>
    <label><input type="radio" name="send-as" value="sms" .checked=${!v.rcs} @change=${() => v.sendAs(false)} /> ${t('sendAsSms')}</label>
    ${note ? html`<p id="rcs-note" class="note muted">${note}</p>` : nothing}
  </fieldset>`;
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
          ${choices(t('chooseSender'), v.offered, v.from.trim(), v.label)}
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
        ${choices(t('fallbackFrom'), v.numbers, v.from, v.label)}
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
