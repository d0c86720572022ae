/**
 * What every field template shares: ids, the label with its required marker, help and error texts, the
 * `aria-describedby` list, the single-input row, a drop-down's options (the groups of radios and checkboxes:
 * `choices.ts`). Templates are plain functions (no element per
 * field), so a 200-field form is one element; input events are handled once, by delegation, in the session
 * (`data-k` = field key, `data-p` = a part of a structured value).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { issueMessage, requiredKey } from '../../../forms/errors.js';
import type { Field, FieldType } from '../../../schemas/forms.js';
import { own } from '../own.js';
import type { FieldKind, FieldView } from './kind.js';

export type { FieldView } from './kind.js';

/**
 * A field type's validation words, from their one owner (`forms/errors.ts`, which a page rendered on a server words
 * its errors with too), judged with this browser's clock and zone.
 */
export const errorWords = (type: FieldType): Pick<FieldKind, 'message' | 'required'> => ({
  message: (field, issue, value, t, locale) => issueMessage(field, issue, value, { t, locale }),
  required: requiredKey(type),
});

/** Id of a field's control (`path` = `key` or `key.part`) and of its texts; keys are `[A-Za-z0-9_]`. */
export const fid = (path: string, suffix?: string) => `f-${path.replace('.', '-')}${suffix ? `-${suffix}` : ''}`;

/** The field's help and what its type adds. */
export const helpText = (view: FieldView): string => [view.field.help, view.hint].filter(Boolean).join(' ');

/** The ids describing the control at `path`: the field's help (and `extra`), then its error when shown. */
export function describedBy(
  view: FieldView,
  path: string = view.field.key,
  extra: string[] = [],
): string | typeof nothing {
  const ids = [...extra];
  if (helpText(view)) ids.unshift(fid(view.field.key, 'help'));
  if (own(view.errors, path)) ids.push(fid(path, 'err'));
  if (path !== view.field.key && own(view.errors, view.field.key)) ids.push(fid(view.field.key, 'err'));
  return ids.length ? ids.join(' ') : nothing;
}

export const invalid = (view: FieldView, path: string = view.field.key) =>
  own(view.errors, path) || (path !== view.field.key && own(view.errors, view.field.key)) ? 'true' : nothing;

/** `*` for sighted users; screen readers get the control's `required` state (or the hidden word, for groups). */
export function marker(view: FieldView, spoken = false): TemplateResult | typeof nothing {
  if (!view.field.required) return nothing;
  return html`<span class="req" aria-hidden="true">*</span>${spoken ? html`<span class="visually-hidden">(${view.t('required')})</span>` : nothing}`;
}

/** Runs that read left to right in every language: phone numbers, web and email addresses. */
const LTR_RUN = /(\+?\d[\d ().-]*\d|https?:\/\/\S+[^\s.,;:!?)]|[^\s@()]+@[^\s@()]+\.[^\s@().,;:!?]+)/;

/**
 * Author text with its left-to-right runs isolated: in a right-to-left sentence "(+14155550123)" keeps its plus
 * before the digits (unisolated, the bidi algorithm moves it to the far end).
 */
export function isolated(text: string): (string | TemplateResult)[] {
  return text.split(LTR_RUN).map((part, i) => (i % 2 ? html`<bdi dir="ltr">${part}</bdi>` : part));
}

/**
 * The author's help and what the type adds, each in its own direction (an English hint in an Arabic form ends
 * with its full stop; the form's Arabic "Choose up to 2." after it keeps its own), with numbers isolated.
 */
export function help(view: FieldView): TemplateResult | typeof nothing {
  if (!helpText(view)) return nothing;
  const { help: author } = view.field;
  return html`<p class="help" part="help" id=${fid(view.field.key, 'help')}>${author ? html`<span dir="auto">${isolated(author)}</span>` : nothing}${author && view.hint ? ' ' : nothing}${view.hint ? html`<span dir="auto">${isolated(view.hint)}</span>` : nothing}</p>`;
}

export function error(view: FieldView, path: string = view.field.key): TemplateResult | typeof nothing {
  const text = own(view.errors, path);
  return text ? html`<p class="error" part="error" id=${fid(path, 'err')}>${text}</p>` : nothing;
}

export const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** The label: author text, in its own direction (an English question in an Arabic form ends with its "?"). */
export const label = (view: FieldView) =>
  html`<label part="label" for=${fid(view.field.key)}><span dir="auto">${view.field.label}</span>${marker(view)}</label>`;

/** How a single-input type sets up its `<input>`. */
export interface InputOptions {
  /** The `<input type>`. */
  type: string;
  /** Values that read left to right in every language (addresses, numbers, dates), whatever the form's direction. */
  ltr?: boolean;
  /** The autofill token implied by the type when the field does not name one. */
  autocomplete?: string | undefined;
  inputmode?: string;
  min?: string | undefined;
  max?: string | undefined;
  step?: string | undefined;
  /** Shown before the control in its row (a phone field's country picker). */
  prefix?: TemplateResult | undefined;
  /** Shown after the control in its row (a colour's value). */
  suffix?: TemplateResult | undefined;
}

/** One native `<input>` with its label, help and error. */
export function renderInput(view: FieldView, options: InputOptions): TemplateResult {
  const { field } = view;
  const f = field as { placeholder?: string; autocomplete?: string; minLength?: number; maxLength?: number };
  return html`${label(view)}${help(view)}
    <div class="row">${options.prefix ?? nothing}
      <input
        part="input"
        id=${fid(field.key)}
        name=${field.key}
        data-k=${field.key}
        type=${options.type}
        dir=${options.ltr ? 'ltr' : 'auto'}
        .value=${str(view.value)}
        placeholder=${ifDefined(f.placeholder)}
        autocomplete=${ifDefined(f.autocomplete ?? options.autocomplete)}
        min=${ifDefined(options.min)}
        max=${ifDefined(options.max)}
        step=${ifDefined(options.step)}
        minlength=${ifDefined(f.minLength)}
        maxlength=${ifDefined(f.maxLength)}
        inputmode=${ifDefined(options.inputmode)}
        ?required=${!!field.required}
        aria-invalid=${invalid(view)}
        aria-describedby=${describedBy(view)}
      />${options.suffix ?? nothing}
    </div>
    ${error(view)}`;
}

/** A field of a choice type: one with options. */
export type ChoiceField = Field & { readonly options: readonly { value: string; label: string }[] };

/** A drop-down's options as `<option>`s; `chosen`: which are selected. */
export function options(view: FieldView<ChoiceField>, chosen: (value: string) => boolean): TemplateResult[] {
  return view.field.options.map(
    (o) => html`<option value=${o.value} ?selected=${chosen(o.value)} dir="auto">${o.label}</option>`,
  );
}

/** A field's options, for choice types: the label of a stored value. */
export const optionLabel = (field: { options: readonly { value: string; label: string }[] }, value: unknown): string =>
  field.options.find((o) => o.value === value)?.label ?? String(value);

/** Whether a stored answer is empty. */
export const blank = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length);

export const isString = (raw: unknown): boolean => typeof raw === 'string';
