/**
 * `@parley/embeds/react/blast`: `<parley-blast>` as a React component.
 * Importing this module registers `<parley-blast>` and no other element, so an app that renders only this one
 * bundles only this one. Properties are set as properties, not attributes; every event of the element has an
 * `onParley…` prop typed with its event class.
 *
 * @example
 * ```tsx
 * import { ParleyBlast } from '@parley/embeds/react/blast';
 *
 * <ParleyBlast tokenUrl="/parley-token" onParleyBlastSent={(e) => show(e.detail)} />
 * ```
 */
import { ParleyBlast as ElementClass, type BlastDetail, type BlastSendDetail } from '../blast.js';
export type { BlastDetail, BlastSendDetail };
/** `<parley-blast>` as a React component. */
export declare const ParleyBlast: import("@lit/react").ReactWebComponent<ElementClass, import("./index.js").EventProps<readonly [typeof import("./index.js").BlastSendEvent, typeof import("./index.js").BlastSentEvent, typeof import("./index.js").BlastUpdatedEvent, typeof import("./index.js").ParleyErrorEvent, typeof import("./index.js").ThreadSelectEvent]>>;
