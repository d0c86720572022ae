/**
 * Every field type, one line each: the loader of its module (`fields/<type>.ts`). A form loads the modules of the
 * types it has when its definition arrives, so no form carries the code of rarer types it does not use; the common
 * ones (`COMMON_KINDS`) come with the form's `ready` chunk instead, and their loaders have them at once.
 */
import type { FieldOf, FieldType } from '../../../schemas/forms.js';
import type { KindModule } from './kind.js';
export declare const FIELD_KINDS: {
    readonly [T in FieldType]: () => Promise<KindModule<FieldOf<T>>>;
};
/**
 * The field types most forms are made of (contact, sign-up, booking, survey), imported statically so that their
 * code travels with the session's chunk (`ready.ts`, the only importer of this registry): it is requested when the
 * element connects, beside the token, while the definition still needs the token, a preflight and its own round
 * trip. Which types a form has is known only from the definition, so through the loaders alone their code came one
 * round trip after it. Costs ~4 kB gzip on `ready`'s fetch for a form that uses none of them, never bytes on the
 * first screen. Named imports, and no `import()` of them in `FIELD_KINDS`: a module namespace used as a
 * value makes the bundler add its runtime helper, one more file before a form's first input.
 */
export declare const COMMON_KINDS: {
    readonly [T in FieldType]?: KindModule<FieldOf<T>>;
};
