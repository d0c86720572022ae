/**
 * Every field type, one line each: the loader of its module (`fields/<type>.ts`). A form loads the modules of the
 * types it has when its definition arrives, so no form carries the code of types it does not use.
 */
import type { FieldOf, FieldType } from '../../../schemas/forms.js';
import type { KindModule } from './kind.js';

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
