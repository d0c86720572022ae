/**
 * The element's side of the form logic (DESIGN §11): the fields in play and those shown for the answers as typed,
 * judged by `core/form-logic.ts` on the wire values each field type makes of them, the values the service judges
 * on submit. Pure: no DOM.
 */
import { activeKeys } from '../../core/form-logic.js';
import type { Field } from '../../schemas/forms.js';
import type { FieldKind } from './fields/kind.js';
import { own } from './own.js';
import type { RawValues } from './values.js';

export interface InPlay {
  /** Keys of the fields whose conditions hold. */
  active: Set<string>;
  /** The fields a person sees: in play and not `hidden`, in the form's order. */
  shown: Field[];
}

export function fieldsInPlay(fields: readonly Field[], values: RawValues, kindOf: (field: Field) => FieldKind): InPlay {
  let active: Set<string>;
  if (fields.some((f) => f.showWhen)) {
    // Unreadable input counts as unanswered, as the service would never receive it.
    const wire: Record<string, unknown> = Object.create(null);
    for (const field of fields) wire[field.key] = kindOf(field).toWire(field, own(values, field.key)).value;
    active = activeKeys(fields, wire);
  } else {
    active = new Set(fields.map((f) => f.key));
  }
  return { active, shown: fields.filter((f) => !f.hidden && active.has(f.key)) };
}
