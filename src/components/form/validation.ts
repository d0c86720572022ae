/**
 * Field validation with the service's own value schema (`fieldValueSchema`, zod): the same rules the service applies,
 * with friendly localized messages (each field type words its own formats: `FieldKind.message`). Its own chunk:
 * the session loads it once the form's first screen is painted (with the definition for the `steps` layout) and
 * waits for it only where it validates (leaving an edited field, submitting), so zod is not on the first screen.
 */
import './first-screen.js';
import { fieldValueSchema, type Field } from '../../schemas/forms.js';
import * as z from '../../schemas/zod.js';
import { issueMessage } from '../../forms/errors.js';
import type { FieldKind } from './fields/kind.js';
import { own, type FieldErrors, type RawValues, type Translate } from './values.js';

export interface Validation {
  data: Record<string, unknown>;
  errors: FieldErrors;
}

/**
 * Validates every field in play (or only `only`) with the service's schemas and returns the wire data and the
 * errors by path. Errors on a part of a structured value land on `key.part`, so they show under the part's input.
 * `active`: the fields whose conditions hold (`activeKeys`); the others are neither judged nor sent. A `hidden`
 * field (filled by prefill, never seen) is sent when its value is valid and otherwise left out: the person could
 * not fix it.
 */
export function validate(
  fields: readonly Field[],
  values: RawValues,
  kindOf: (field: Field) => FieldKind,
  t: Translate,
  locale: string,
  only?: string,
  active?: ReadonlySet<string>,
): Validation {
  // Keyed by field keys (user data): no prototype, so `errors[key] ??=` never finds an inherited member.
  const data: Record<string, unknown> = Object.create(null);
  const errors: FieldErrors = Object.create(null);
  for (const field of fields) {
    if ((only !== undefined && field.key !== only) || (active && !active.has(field.key))) continue;
    const kind = kindOf(field);
    const wire = kind.toWire(field, own(values, field.key));
    if (field.hidden) {
      if (wire.value !== undefined && z.safeParse(fieldValueSchema(field, { zone: 'local' }), wire.value).success)
        data[field.key] = wire.value;
      continue;
    }
    if (wire.error) {
      errors[field.key] = t(wire.error);
      continue;
    }
    if (wire.value === undefined) {
      if (field.required) errors[field.key] = t(kind.required ?? 'errRequired');
      continue;
    }
    const result = z.safeParse(fieldValueSchema(field, { zone: 'local' }), wire.value);
    if (result.success) {
      data[field.key] = wire.value;
      continue;
    }
    for (const issue of result.error.issues) {
      const part = kind.parts && issue.path.length ? String(issue.path[0]) : undefined;
      const path = part ? `${field.key}.${part}` : field.key;
      errors[path] ??=
        kind.message?.(field, issue, wire.value, t, locale) ?? issueMessage(field, issue, wire.value, { t, locale });
    }
  }
  return { data, errors };
}
