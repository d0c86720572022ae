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
import { ParleyContactPanel as ElementClass, type ContactUpdatedDetail } from '../contact-panel.js';
export type { ContactUpdatedDetail };
/** `<parley-contact-panel>` as a React component. */
export declare const ParleyContactPanel: import("@lit/react").ReactWebComponent<ElementClass, import("./index.js").EventProps<readonly [typeof import("./index.js").ContactUpdatedEvent, typeof import("./index.js").ParleyErrorEvent, typeof import("./index.js").ThreadSelectEvent]>>;
