/**
 * Field validation with the service's own value schema (`fieldValueSchema`, zod): the same rules the service applies,
 * with friendly localized messages. Its own chunk: the element loads it with the form definition and waits for it
 * only where it validates (leaving an edited field, submitting), so zod is not on the form's first screen.
 */
import type { PhoneSupport } from '../../core/phone.js';
import { fieldValueSchema, type Field } from '../../schemas/forms.js';
import * as z from '../../schemas/zod.js';
import { formatTime, own, toWire, type FieldErrors, type RawValues, type Translate } from './values.js';
// Loaded only after the element: reaching it makes esbuild give the element's modules one chunk (docs/decisions.md
// "Size budgets"; the inbox's lazy chunks do the same).
import './form.component.js';

type Issue = z.core.$ZodIssue;

/** A friendly, localized message for one schema issue of `field`. */
function message(field: Field, issue: Issue, value: unknown, t: Translate, locale: string): string {
  const type = field.type;
  const bound = (v: unknown) => {
    if (typeof v !== 'string') return String(v);
    if (type === 'time') return formatTime(v, locale);
    const date = new Date(type === 'date' ? `${v}T00:00` : v);
    if (Number.isNaN(date.getTime())) return v;
    return type === 'date' ? date.toLocaleDateString(locale, { dateStyle: 'medium' } as Intl.DateTimeFormatOptions)
      : date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' } as Intl.DateTimeFormatOptions);
  };
  switch (issue.code) {
    case 'too_small': {
      const n = Number(issue.minimum);
      if (issue.origin === 'string') return n <= 1 ? t('errRequired') : t('errTooShort', { count: n });
      if (issue.origin === 'array') return t('errAtLeast', { count: n });
      return type === 'rating' ? t('errRating') : t('errMin', { min: n.toLocaleString(locale) });
    }
    case 'too_big': {
      const n = Number(issue.maximum);
      if (issue.origin === 'string') return t('errTooLong', { count: n });
      if (issue.origin === 'array') return t('errAtMost', { count: n });
      return t('errMax', { max: n.toLocaleString(locale) });
    }
    case 'invalid_value':
      return t('errChoice');
    case 'invalid_type':
      return type === 'number' || type === 'range' ? t('errNumber') : t('errInvalid');
    default: {
      // Formats (regex, iso) and refinements: the field type says which rule it was.
      const f = field as { min?: unknown; max?: unknown; step?: number };
      if (type === 'email') return t('errEmail');
      if (type === 'url') return t('errUrl');
      if (type === 'phone') return t('errPhone');
      if (type === 'color') return t('errColor');
      if (type === 'number' || type === 'range') return f.step ? t('errStep', { step: f.step }) : t('errNumber');
      if (type === 'date' || type === 'time' || type === 'datetime') {
        const lt = (a: unknown, b: unknown) => (type === 'datetime' ? Date.parse(String(a)) < Date.parse(String(b)) : String(a) < String(b));
        if (f.min !== undefined && typeof value === 'string' && lt(value, f.min)) return t('errAfter', { min: bound(f.min) });
        if (f.max !== undefined && typeof value === 'string' && lt(f.max, value)) return t('errBefore', { max: bound(f.max) });
        return type === 'time' ? t('errTime') : t('errDate');
      }
      return t('errInvalid');
    }
  }
}

export interface Validation {
  data: Record<string, unknown>;
  errors: FieldErrors;
}

/**
 * Validates every field (or only `only`) with the service's schemas and returns the wire data and the errors by
 * path. Address part errors land on `key.part`, so they show under the part's input.
 */
export function validate(
  fields: readonly Field[],
  values: RawValues,
  t: Translate,
  locale: string,
  phone?: PhoneSupport,
  phoneCountry?: (field: Field) => string | undefined,
  only?: string,
): Validation {
  // Keyed by field keys (user data): no prototype, so `errors[key] ??=` never finds an inherited member.
  const data: Record<string, unknown> = Object.create(null);
  const errors: FieldErrors = Object.create(null);
  for (const field of fields) {
    if (only !== undefined && field.key !== only) continue;
    const wire = toWire(field, own(values, field.key), phone, phoneCountry?.(field));
    if (wire.error) {
      errors[field.key] = t(wire.error);
      continue;
    }
    if (wire.value === undefined) {
      if (field.required) errors[field.key] = field.type === 'rating' ? t('errRating') : t('errRequired');
      continue;
    }
    const result = z.safeParse(fieldValueSchema(field), wire.value);
    if (result.success) {
      data[field.key] = wire.value;
      continue;
    }
    for (const issue of result.error.issues) {
      if (field.type === 'address' && issue.path.length) {
        const part = String(issue.path[0]);
        const path = `${field.key}.${part}`;
        if (errors[path]) continue;
        errors[path] = part === 'country' ? t('errCountry')
          : issue.code === 'too_small' ? t('errRequired') : issue.code === 'too_big' ? t('errTooLong', { count: Number(issue.maximum) }) : t('errInvalid');
      } else {
        errors[field.key] ??= message(field, issue, wire.value, t, locale);
      }
    }
  }
  return { data, errors };
}

