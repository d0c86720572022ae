import type { Field } from '../../schemas/forms.js';
import type { FieldKind } from './fields/kind.js';
import type { RawValues } from './values.js';
export interface InPlay {
    /** Keys of the fields whose conditions hold. */
    active: Set<string>;
    /** The fields a person sees: in play and not `hidden`, in the form's order. */
    shown: Field[];
}
export declare function fieldsInPlay(fields: readonly Field[], values: RawValues, kindOf: (field: Field) => FieldKind): InPlay;
