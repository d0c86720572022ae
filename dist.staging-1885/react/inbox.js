/**
 * `@parley/embeds/react/inbox`: `<parley-inbox>` as a React component.
 * Importing this module registers `<parley-inbox>` and no other element, so an app that renders only this one
 * bundles only this one. Properties are set as properties, not attributes; every event of the element has an
 * `onParley…` prop typed with its event class.
 *
 * @example
 * ```tsx
 * import { ParleyInbox } from '@parley/embeds/react/inbox';
 *
 * <ParleyInbox tokenUrl="/parley-token" onParleyThreadSelect={(e) => setThread(e.detail.conversationId)} />
 * ```
 */
import { ParleyInbox as ElementClass, } from '../inbox.js';
import { INBOX_EVENTS } from '../events/index.js';
import { wrap } from './wrap.js';
/** `<parley-inbox>` as a React component. */
export const ParleyInbox = wrap('parley-inbox', ElementClass, INBOX_EVENTS);
