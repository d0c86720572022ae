/** What the number and range types share: a decimal as typed, a number on the wire, steps. */
import type { Field } from '../../../schemas/forms.js';
import type { FieldKind } from './kind.js';
type Numeric = Field & {
    min?: number | undefined;
    max?: number | undefined;
    step?: number | undefined;
};
export declare const numberKind: Omit<FieldKind<Numeric>, 'render' | 'fits'>;
export {};
