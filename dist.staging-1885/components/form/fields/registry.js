import { createKind as checkbox } from './checkbox.js';
import { createKind as email } from './email.js';
import { createKind as phone } from './phone.js';
import { createKind as radio } from './radio.js';
import { createKind as select } from './select.js';
import { createKind as text } from './text.js';
import { createKind as textarea } from './textarea.js';
export const FIELD_KINDS = {
    text: () => Promise.resolve(COMMON_KINDS.text),
    textarea: () => Promise.resolve(COMMON_KINDS.textarea),
    email: () => Promise.resolve(COMMON_KINDS.email),
    url: () => import('./url.js'),
    phone: () => Promise.resolve(COMMON_KINDS.phone),
    number: () => import('./number.js'),
    range: () => import('./range.js'),
    rating: () => import('./rating.js'),
    date: () => import('./date.js'),
    time: () => import('./time.js'),
    datetime: () => import('./datetime.js'),
    color: () => import('./color.js'),
    select: () => Promise.resolve(COMMON_KINDS.select),
    radio: () => Promise.resolve(COMMON_KINDS.radio),
    checkbox: () => Promise.resolve(COMMON_KINDS.checkbox),
    address: () => import('./address.js'),
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
export const COMMON_KINDS = {
    text: { createKind: text },
    email: { createKind: email },
    phone: { createKind: phone },
    textarea: { createKind: textarea },
    select: { createKind: select },
    radio: { createKind: radio },
    checkbox: { createKind: checkbox },
};
