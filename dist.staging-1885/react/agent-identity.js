/**
 * `@parley/embeds/react/agent-identity`: `<parley-agent-identity>` as a React component.
 * Importing this module registers `<parley-agent-identity>` and no other element, so an app that renders only this one
 * bundles only this one. Properties are set as properties, not attributes; every event of the element has an
 * `onParley…` prop typed with its event class.
 */
import { ParleyAgentIdentity as ElementClass } from '../agent-identity.js';
import { AGENT_IDENTITY_EVENTS } from '../events/index.js';
import { wrap } from './wrap.js';
/** `<parley-agent-identity>` as a React component. */
export const ParleyAgentIdentity = wrap('parley-agent-identity', ElementClass, AGENT_IDENTITY_EVENTS);
