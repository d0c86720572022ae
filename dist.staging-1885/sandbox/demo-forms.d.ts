/**
 * Demo forms for `npm start`, stories and manual testing: one form with every one of the 16 field types, a
 * contact form, a `can_update` appointment form, and four themed forms (solid, gradient, pattern and image
 * backgrounds). Called by the demo data seeding; attached to the demo senders when there are any.
 */
import { type FormCreateRequest as FormInput } from '../schemas/forms.js';
import type { SandboxContext } from './context.js';
import { type StoredForm } from './routes/forms.js';
/** Every demo form, in creation order (exported for tests: each must pass the create schema). */
export declare const DEMO_FORMS: readonly FormInput[];
/**
 * Creates the demo forms. RCS-flavoured forms go to the first demo RCS agent, the others to the first demo phone
 * number; with no senders in the store they are created with `sender: null`.
 */
export declare function seedDemoForms(context: SandboxContext): StoredForm[];
