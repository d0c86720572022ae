/**
 * Field validation with the service's own value schema (`fieldValueSchema`, zod): the same rules the service applies,
 * with friendly localized messages (each field type words its own formats: `FieldKind.message`). Its own chunk:
 * the session loads it once the form's first screen is painted (with the definition for the `steps` layout) and
 * waits for it only where it validates (leaving an edited field, submitting), so zod is not on the first screen.
 */
import { type Field } from '../../schemas/forms.js';
import type { FieldKind } from './fields/kind.js';
import { type FieldErrors, type RawValues, type Translate } from './values.js';
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
export declare function validate(fields: readonly Field[], values: RawValues, kindOf: (field: Field) => FieldKind, t: Translate, locale: string, only?: string, active?: ReadonlySet<string>): Validation;
