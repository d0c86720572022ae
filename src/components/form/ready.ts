/**
 * What `<parley-form>` needs once its definition has arrived: the session (answers, drafts, validation, submitting,
 * the thank-you panel), the field templates, the value mapping, the theme and its contrast fix. One chunk, fetched in
 * parallel with `GET /forms/{id}/render` (so it adds no round trip) and kept out of the first screen, which is the
 * loading state (docs/decisions.md "Size budgets").
 */
export { FormSession } from './session.js';
// Loaded only after the element: reaching it makes esbuild give the element's modules one chunk (docs/decisions.md
// "Size budgets"; the inbox's lazy chunks do the same).
import './form.component.js';
