/**
 * Every field type, one line each: the loader of its module (`fields/<type>.ts`). A form loads the modules of the
 * types it has when its definition arrives, so no form carries the code of rarer types it does not use; the common
 * ones (`COMMON_KINDS`) come with the form's `ready` chunk instead, and their loaders have them at once.
 */
import type { FieldOf, FieldType } from '../../../schemas/forms.js';
import { createKind as email } from './email.js';
import type { KindModule } from './kind.js';
import { createKind as phone } from './phone.js';
import { createKind as select } from './select.js';
import { createKind as text } from './text.js';
import { createKind as textarea } from './textarea.js';

export const FIELD_KINDS: { readonly [T in FieldType]: () => Promise<KindModule<FieldOf<T>>> } = {
  text: () => Promise.resolve(COMMON_KINDS.text!),
  textarea: () => Promise.resolve(COMMON_KINDS.textarea!),
  email: () => Promise.resolve(COMMON_KINDS.email!),
  url: () => import('./url.js'),
  phone: () => Promise.resolve(COMMON_KINDS.phone!),
  number: () => import('./number.js'),
  range: () => import('./range.js'),
  rating: () => import('./rating.js'),
  date: () => import('./date.js'),
  time: () => import('./time.js'),
  datetime: () => import('./datetime.js'),
  color: () => import('./color.js'),
  select: () => Promise.resolve(COMMON_KINDS.select!),
  radio: () => import('./radio.js'),
  checkbox: () => import('./checkbox.js'),
  address: () => import('./address.js'),
};

/**
 * The field types most forms are made of (contact, sign-up: text, email, phone, a message, a choice from a list),
 * imported statically so that their code travels with the session's chunk (`ready.ts`, the only importer of this
 * registry): it is requested when the element connects, beside the token, while the definition still needs the
 * token, a preflight and its own round trip. Which types a form has is known only from the definition, so through
 * the loaders alone their code came one round trip after it. Costs ~3.5 kB gzip on `ready`'s fetch for a form that
 * uses none of them, never bytes on the first screen. Radios and checkboxes (surveys, bookings) are loaded types:
 * 0.4 kB off every form's first minute (docs/decisions/061-field-rules-without-zod.md). Named imports, and no `import()` of them in `FIELD_KINDS`: a module namespace used as a
 * value makes the bundler add its runtime helper, one more file before a form's first input.
 */
export const COMMON_KINDS: { readonly [T in FieldType]?: KindModule<FieldOf<T>> } = {
  text: { createKind: text },
  email: { createKind: email },
  phone: { createKind: phone },
  textarea: { createKind: textarea },
  select: { createKind: select },
};
