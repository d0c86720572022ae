/**
 * Field validation with the service's own value rules (`fieldValueIssues`, `core/field-rules.ts`, the rules the
 * service's `fieldValueSchema` is built on), with friendly localized messages (each field type words its own
 * formats: `FieldKind.message`). No zod: the rules are plain functions, so a form's first minute carries no schema
 * library. Its own chunk: the session loads it once the form's first screen is painted (with the definition for the
 * `steps` layout) and waits for it only where it validates (leaving an edited field, submitting).
 */
import './first-screen.js';
import { fieldValueIssues } from '../../core/field-rules.js';
import { issueMessage } from '../../forms/errors.js';
import type { Field } from '../../schemas/forms.js';
import type { FieldKind } from './fields/kind.js';
import { own, type FieldErrors, type RawValues, type Translate } from './values.js';

export interface Validation {
  data: Record<string, unknown>;
  errors: FieldErrors;
}

/**
 * Validates every field in play (or only `only`) with the service's rules and returns the wire data and the
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
      if (wire.value !== undefined && !fieldValueIssues(field, wire.value, { zone: 'local' }).length)
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
    const issues = fieldValueIssues(field, wire.value, { zone: 'local' });
    if (!issues.length) {
      data[field.key] = wire.value;
      continue;
    }
    for (const issue of issues) {
      const part = kind.parts && issue.path.length ? String(issue.path[0]) : undefined;
      const path = part ? `${field.key}.${part}` : field.key;
      errors[path] ??=
        kind.message?.(field, issue, wire.value, t, locale) ?? issueMessage(field, issue, wire.value, { t, locale });
    }
  }
  return { data, errors };
}
