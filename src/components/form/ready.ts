/**
 * What `<parley-form>` needs once its definition has arrived: the session controller (answers, drafts, validation,
 * submitting, the thank-you panel, the theme and its contrast fix). The takeover of a server-rendered form
 * (`takeover.ts`) is a part of its own, fetched beside this one by an element holding such a form. One chunk, fetched in parallel with
 * `GET /forms/{id}/render` (so it adds no round trip) and kept out of the first screen, which is the loading state
 * (docs/decisions/016-lazy-parts.md). The field types' code loads after, for the types the form has.
 */
import './first-screen.js';

export { FormSession } from './session.js';
