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
import { createComponent } from '@lit/react';
import * as React from 'react';
import { ParleyContactPanel as ElementClass, type ContactUpdatedDetail } from '../contact-panel.js';
import { CONTACT_PANEL_EVENTS, eventProps } from '../events/index.js';

export type { ContactUpdatedDetail };

/** `<parley-contact-panel>` as a React component. */
export const ParleyContactPanel = createComponent({
  tagName: 'parley-contact-panel',
  elementClass: ElementClass,
  react: React,
  displayName: 'ParleyContactPanel',
  events: eventProps(CONTACT_PANEL_EVENTS),
});
