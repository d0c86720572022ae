/**
 * `@parley/embeds/react/form`: `<parley-form>` as a React component.
 * Importing this module registers `<parley-form>` and no other element, so an app that renders only this one
 * bundles only this one. Properties are set as properties, not attributes; every event of the element has an
 * `onParley…` prop typed with its event class.
 *
 * @example
 * ```tsx
 * import { ParleyForm } from '@parley/embeds/react/form';
 *
 * <ParleyForm tokenUrl="/parley-token" onParleyFormSubmitted={(e) => done(e.detail)} />
 * ```
 */
import { ParleyForm as ElementClass } from '../form.js';
import { FORM_EVENTS } from '../events/index.js';
import { wrap } from './wrap.js';
/** `<parley-form>` as a React component. */
export const ParleyForm = wrap('parley-form', ElementClass, FORM_EVENTS);
