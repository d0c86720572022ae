import type { FieldOf } from '../../../schemas/forms.js';
import type { FieldKind, KindContext } from './kind.js';
type Address = FieldOf<'address'>;
export declare function createKind(context: KindContext): FieldKind<Address>;
export {};
