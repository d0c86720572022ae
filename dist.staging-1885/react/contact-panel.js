/**
 * `@parley/embeds/react/contact-panel`: `<parley-contact-panel>` as a React component.
 * Importing this module registers `<parley-contact-panel>` and no other element, so an app that renders only this one
 * bundles only this one. Properties are set as properties, not attributes; every event of the element has an
 * `onParley…` prop typed with its event class.
 *
 * @example
 * ```tsx
 * import { ParleyContactPanel } from '@parley/embeds/react/contact-panel';
 *
 * <ParleyContactPanel tokenUrl="/parley-token" onParleyContactUpdated={(e) => save(e.detail)} />
 * ```
 */
import { ParleyContactPanel as ElementClass } from '../contact-panel.js';
import { CONTACT_PANEL_EVENTS } from '../events/index.js';
import { wrap } from './wrap.js';
/** `<parley-contact-panel>` as a React component. */
export const ParleyContactPanel = wrap('parley-contact-panel', ElementClass, CONTACT_PANEL_EVENTS);
