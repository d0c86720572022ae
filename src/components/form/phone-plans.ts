/**
 * The numbering plans of phone fields as a part of the form: `core/phone-plans.ts` with its index of calling codes
 * (the country list and a loader per numbering zone, 2.6 kB gzip). The phone type travels with `ready` (a common
 * type), so this is loaded apart, beside the phone library, when the field first needs it: forms without a phone
 * field, and every form's first screen, carry none of it.
 */
import './first-screen.js';

export { loadPhonePlans, pagePlans } from '../../core/phone-plans.js';
export { CALLING_CODES } from '../../core/phone-metadata/index.js';
