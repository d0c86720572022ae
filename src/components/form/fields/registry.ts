/**
 * Every field type, one line each: the loader of its module (`fields/<type>.ts`). A form loads the modules of the
 * types it has when its definition arrives, so no form carries the code of rarer types it does not use; the common
 * ones (`COMMON_KINDS`) come with the form's `ready` chunk instead.
 */
import type { FieldOf, FieldType } from '../../../schemas/forms.js';
import * as checkbox from './checkbox.js';
import * as email from './email.js';
import type { KindModule } from './kind.js';
import * as phone from './phone.js';
import * as radio from './radio.js';
import * as select from './select.js';
import * as text from './text.js';
import * as textarea from './textarea.js';

export const FIELD_KINDS: { readonly [T in FieldType]: () => Promise<KindModule<FieldOf<T>>> } = {
  text: () => import('./text.js'),
  textarea: () => import('./textarea.js'),
  email: () => import('./email.js'),
  url: () => import('./url.js'),
  phone: () => import('./phone.js'),
  number: () => import('./number.js'),
  range: () => import('./range.js'),
  rating: () => import('./rating.js'),
  date: () => import('./date.js'),
  time: () => import('./time.js'),
  datetime: () => import('./datetime.js'),
  color: () => import('./color.js'),
  select: () => import('./select.js'),
  radio: () => import('./radio.js'),
  checkbox: () => import('./checkbox.js'),
  address: () => import('./address.js'),
};

/**
 * The field types most forms are made of (contact, sign-up, booking, survey), imported statically so that their
 * code travels with the session's chunk (`ready.ts`, the only importer of this registry): it is requested when the
 * element connects, beside the token, while the definition still needs the token, a preflight and its own round
 * trip. Which types a form has is known only from the definition, so through the loaders alone their code came one
 * round trip after it. Used instead of the loader (a bundler may merge these modules into that chunk and leave the
 * `import()` a stub chunk of its own to fetch). Costs ~4 kB gzip on `ready`'s fetch for a form that uses none of
 * them, never bytes on the first screen.
 */
export const COMMON_KINDS: { readonly [T in FieldType]?: KindModule<FieldOf<T>> } = {
  text,
  email,
  phone,
  textarea,
  select,
  radio,
  checkbox,
};
