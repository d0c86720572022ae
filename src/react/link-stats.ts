/**
 * `@parley/embeds/react/link-stats`: `<parley-link-stats>` as a React component.
 * Importing this module registers `<parley-link-stats>` and no other element, so an app that renders only this one
 * bundles only this one. Properties are set as properties, not attributes; every event of the element has an
 * `onParley…` prop typed with its event class.
 */
import { createComponent } from '@lit/react';
import * as React from 'react';
import { ParleyLinkStats as ElementClass } from '../link-stats.js';
import { LINK_STATS_EVENTS, eventProps } from '../events/index.js';

/** `<parley-link-stats>` as a React component. */
export const ParleyLinkStats = createComponent({
  tagName: 'parley-link-stats',
  elementClass: ElementClass,
  react: React,
  displayName: 'ParleyLinkStats',
  events: eventProps(LINK_STATS_EVENTS),
});
