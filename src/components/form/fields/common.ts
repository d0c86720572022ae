/**
 * What every field renderer shares: ids, the label with its required marker, help and error texts, and the
 * `aria-describedby` list. Renderers are plain template functions (no element per field), so a 200-field form is
 * one element; input events are handled once, by delegation, in the form element (`data-k` = field key,
 * `data-p` = address part).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Field } from '../../../schemas/forms.js';
import type { AddressSearch } from '../address-search.js';
import { own, type FieldErrors, type Translate } from '../values.js';

export interface FieldView<F extends Field = Field> {
  field: F;
  /** The raw value (see values.ts). */
  value: unknown;
  errors: FieldErrors;
  t: Translate;
  locale: string;
  /** Shown before the control in its row (a phone field's country picker). */
  prefix?: TemplateResult | undefined;
  /** The address field's combobox state. */
  search?: AddressSearch | undefined;
}

/** Id of a field's control (`path` = `key` or `key.part`) and of its texts; keys are `[A-Za-z0-9_]`. */
export const fid = (path: string, suffix?: string) => `f-${path.replace('.', '-')}${suffix ? `-${suffix}` : ''}`;

/** The ids describing the control at `path`: the field's help (and `extra`), then its error when shown. */
export function describedBy(view: FieldView, path: string = view.field.key, extra: string[] = []): string | typeof nothing {
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

/** The field's help, plus what its type needs said (how many boxes to tick, how address suggestions work). */
export function helpText(view: FieldView): string {
  const { field, t } = view;
  let extra = '';
  if (field.type === 'checkbox') {
    const min = field.minSelected ?? 0;
    const max = field.maxSelected;
    extra = max && min > 0 ? t('pickBetween', { min, max }) : max ? t('pickAtMost', { max }) : min > 1 ? t('pickAtLeast', { min }) : '';
  } else if (field.type === 'address') {
    extra = t('addressHint');
  }
  return [field.help, extra].filter(Boolean).join(' ');
}

export function help(view: FieldView): TemplateResult | typeof nothing {
  const text = helpText(view);
  // Author text: its own direction, whatever the form's (an English hint in an Arabic form ends with its full stop).
  return text ? html`<p class="help" part="help" id=${fid(view.field.key, 'help')}><span dir="auto">${text}</span></p>` : nothing;
}

export function error(view: FieldView, path: string = view.field.key): TemplateResult | typeof nothing {
  const text = own(view.errors, path);
  return text ? html`<p class="error" part="error" id=${fid(path, 'err')}>${text}</p>` : nothing;
}

export const str = (v: unknown) => (typeof v === 'string' ? v : '');
