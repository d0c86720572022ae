/**
 * What `<parley-form>` needs once its definition has arrived: the session controller (answers, drafts, validation,
 * submitting, the thank-you panel, the theme and its contrast fix). One chunk, fetched in parallel with
 * `GET /forms/{id}/render` (so it adds no round trip) and kept out of the first screen, which is the loading state
 * (docs/decisions.md "Size budgets"). The field types' code loads after, for the types the form has.
 */
import * as checkbox from './fields/checkbox.js';
import * as email from './fields/email.js';
import * as phone from './fields/phone.js';
import * as radio from './fields/radio.js';
import * as select from './fields/select.js';
import * as text from './fields/text.js';
import * as textarea from './fields/textarea.js';

export { FormSession } from './session.js';

/**
 * The field types most forms are made of (contact, sign-up, booking, survey), imported here so that they travel with
 * this chunk: it is requested when the element connects, beside the token, while the definition still needs the
 * token, a preflight and its own round trip. Which types a form has is known only from the definition, so without
 * this their code was fetched one round trip after it. The registry's `import()` of these modules then resolves
 * from what is already loaded; other types still load after the definition. Costs ~4 kB gzip on this chunk for a
 * form that uses none of them, never bytes on the first screen.
 */
export const commonKinds = [text, email, phone, textarea, select, radio, checkbox] as const;
