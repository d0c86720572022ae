/**
 * What error a field's value gets, and its words: the one place that says it. The element (each field type's
 * `message` and `required`, through `fields/common.ts` `errorWords`) and a page rendered on a server (`judge` in
 * `answers.ts`, behind `readFormPost`) both judge a value with `fieldValueIssues` and word each issue here, so the
 * same bad value reads the same with scripts and without. Runtime-agnostic: the words are the element's catalogs
 * (`i18n/form*.ts`), passed in as a translator.
 */
import type { ValueIssue } from '../core/field-rules.js';
import { resolveBound } from '../core/form-logic.js';
import { formatTime } from '../components/form/values.js';
import type { FormMessageKey } from '../i18n/form.js';
import type { BoundsAt, Field, FieldType } from '../schemas/forms.js';

/** A translator of the form's words (the element's `Translate`, a server's `ServerTranslate`). */
export type Words = (key: FormMessageKey, vars?: Record<string, string | number>) => string;

export interface Wording {
  t: Words;
  locale: string;
  /**
   * The clock and zone the value was judged with (`fieldValueIssues`'): the element's browser (`local`, the
   * default) or the service (`service`: a page without scripts, whose datetimes are read and shown in UTC).
   */
  at?: BoundsAt;
}

/** The message key of a required field left empty: stars ask for a rating, everything else says it is required. */
export const requiredKey = (type: FieldType): FormMessageKey => (type === 'rating' ? 'errRating' : 'errRequired');

/** The message for one issue `fieldValueIssues` (`core/field-rules.ts`) found in a field's wire value `value`. */
export function issueMessage(field: Field, issue: ValueIssue, value: unknown, wording: Wording): string {
  const { t, locale } = wording;
  switch (field.type) {
    case 'email':
      if (issue.code !== 'too_big') return t('errEmail');
      break;
    case 'url':
      return t('errUrl');
    case 'phone':
      return t('errPhone');
    case 'color':
      return t('errColor');
    case 'rating':
      if (issue.code === 'too_small') return t('errRating');
      break;
    case 'number':
    case 'range':
      if (issue.code === 'invalid_type') return t('errNumber');
      if (issue.code === 'custom') return field.step ? t('errStep', { step: field.step }) : t('errNumber');
      break;
    case 'date':
    case 'time':
    case 'datetime':
      return boundMessage(field, value, wording);
    case 'address':
      if (issue.path[0] === 'country') return t('errCountry');
      break;
  }
  return generic(issue, t, locale);
}

/** What every type shares: lengths, counts, limits, choices. */
function generic(issue: ValueIssue, t: Words, locale: string): string {
  switch (issue.code) {
    case 'too_small': {
      const n = Number(issue.minimum);
      if (issue.origin === 'string') return n <= 1 ? t('errRequired') : t('errTooShort', { count: n });
      if (issue.origin === 'array') return t('errAtLeast', { count: n });
      return t('errMin', { min: n.toLocaleString(locale) });
    }
    case 'too_big': {
      const n = Number(issue.maximum);
      if (issue.origin === 'string') return t('errTooLong', { count: n });
      if (issue.origin === 'array') return t('errAtMost', { count: n });
      return t('errMax', { max: n.toLocaleString(locale) });
    }
    case 'invalid_value':
      return t('errChoice');
    default:
      return t('errInvalid');
  }
}

type Dated = Field & { type: 'date' | 'time' | 'datetime'; min?: string | undefined; max?: string | undefined };

/**
 * "Choose … or later / earlier" for a value outside the field's bounds (resolved as the schema resolved them), the
 * bound written as the locale writes dates and times; the type's own "Enter a date/time" when it cannot be read.
 */
function boundMessage(field: Dated, value: unknown, { t, locale, at = {} }: Wording): string {
  const now = at.now ?? new Date();
  const zone = at.zone ?? 'local';
  const min = resolveBound(field.type, field.min, 'min', now, zone);
  const max = resolveBound(field.type, field.max, 'max', now, zone);
  const before = (a: string, b: string) => (field.type === 'datetime' ? Date.parse(a) < Date.parse(b) : a < b);
  const show = (bound: string) => showBound(field.type, bound, locale, zone === 'local' ? undefined : 'UTC');
  if (min !== undefined && typeof value === 'string' && before(value, min)) return t('errAfter', { min: show(min) });
  if (max !== undefined && typeof value === 'string' && before(max, value)) return t('errBefore', { max: show(max) });
  return t(field.type === 'time' ? 'errTime' : 'errDate');
}

/** A bound as people read it: "Mar 14, 2031", "5:00 PM", "Mar 14, 2031, 9:15 AM" (in `timeZone`, else the browser's). */
export function showBound(type: Dated['type'], bound: string, locale: string, timeZone?: string): string {
  try {
    if (type === 'time') return formatTime(bound, locale);
    const date = new Date(type === 'date' ? `${bound}T00:00` : bound);
    if (Number.isNaN(date.getTime())) return bound;
    return type === 'date'
      ? date.toLocaleDateString(locale, { dateStyle: 'medium' })
      : date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  } catch {
    return bound;
  }
}
