/**
 * `@parley/embeds/react/agent-identity`: `<parley-agent-identity>` as a React component.
 * Importing this module registers `<parley-agent-identity>` and no other element, so an app that renders only this one
 * bundles only this one. Properties are set as properties, not attributes; every event of the element has an
 * `onParley…` prop typed with its event class.
 */
import { createComponent } from '@lit/react';
import * as React from 'react';
import { ParleyAgentIdentity as ElementClass } from '../agent-identity.js';
import { AGENT_IDENTITY_EVENTS, eventProps } from '../events/index.js';

/** `<parley-agent-identity>` as a React component. */
export const ParleyAgentIdentity = createComponent({
  tagName: 'parley-agent-identity',
  elementClass: ElementClass,
  react: React,
  displayName: 'ParleyAgentIdentity',
  events: eventProps(AGENT_IDENTITY_EVENTS),
});
