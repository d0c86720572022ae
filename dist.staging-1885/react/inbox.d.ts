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
import { ParleyInbox as ElementClass, type InboxErrorDetail, type MessageSentDetail, type ThreadSelectDetail } from '../inbox.js';
export type { InboxErrorDetail, MessageSentDetail, ThreadSelectDetail };
/** `<parley-inbox>` as a React component. */
export declare const ParleyInbox: import("@lit/react").ReactWebComponent<ElementClass, import("./index.js").EventProps<readonly [typeof import("./index.js").ThreadSelectEvent, typeof import("./index.js").MessageSendEvent, typeof import("./index.js").MessageSentEvent, typeof import("./index.js").ParleyErrorEvent]>>;
