/**
 * What a form's phone fields load, as the rest of the form may use it: the numbering plans' part (`phone-plans.ts`,
 * fetched by the phone type: `fields/phone.ts`), known to the page's record of lazy code by the loader here, and a
 * number formatted by the phone library only once a phone field has loaded it: nothing here fetches it.
 */
import { loadedModules } from '../../core/lazy.js';
import { createPhoneSupport, phoneLibrary } from '../../core/phone.js';
import type { MetadataJson } from '../../core/phone-library.js';

/** The plans' part: the page's record of lazy code knows it by this function. */
export const plansPart = () => import('./phone-plans.js');

/**
 * A number as people read it in a sentence ("+1 415 555 0795": the library's international form, as a server's page
 * says it: `forms/messages.ts` `readablePhone`), with the plans loaded so far (a number of another plan, or any
 * number before a phone field loaded the library, stays as stored). Isolated left to right, so a right-to-left
 * sentence keeps its `+` before the digits.
 */
export function readableIfLoaded(e164: string): string {
  const lib = loadedModules.get(phoneLibrary) as Parameters<typeof createPhoneSupport>[0] | undefined;
  const plans = loadedModules.get(plansPart) as Awaited<ReturnType<typeof plansPart>> | undefined;
  const shown =
    lib && plans ? createPhoneSupport(lib, plans.pagePlans.metadata as MetadataJson).formatInternational(e164) : e164;
  return `\u2066${shown}\u2069`;
}
