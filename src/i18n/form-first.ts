/**
 * `<parley-form>` words in English that its first screen says: loading, and why a form cannot show (missing id, not
 * found, an expired link, the plan, a failed load with its Retry). They are the element's English until the session
 * arrives (`components/form/ready.ts`), which adds the rest of `form.ts` (`addEnglishWords`) before the form first
 * shows (size budgets: the shown form's ~70 words travel with the code that shows them). Spanish and Arabic load
 * whole on first use.
 */
import type { FormMessageKey } from './form.js';
import type { LazyCatalogs } from './words.js';

export const firstEn = {
  loading: 'Loading the form…',
  missingId: 'No form to show: the form-id attribute is missing.',
  notFound: 'This form could not be found. The link may be incomplete, or the form was removed.',
  noAccess: 'This link has expired or is not valid. Ask the sender for a new one.',
  planUnavailable: "This form is not available: the sender's plan does not include hosted forms.",
  loadError: 'The form could not be loaded: {reason}',
  retry: 'Try again',
  offline: 'you seem to be offline',
} as const;

/** The element's catalogs: English holds `firstEn` until the session adds the rest. */
export const formFirstMessages: LazyCatalogs<FormMessageKey> = {
  en: firstEn as Record<FormMessageKey, string>,
  es: () => import('./form.es.js'),
  ar: () => import('./form.ar.js'),
};
