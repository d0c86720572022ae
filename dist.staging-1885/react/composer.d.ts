/**
 * `@parley/embeds/react/composer`: `<parley-composer>` as a React component. Use a ref for `send()`.
 * Importing this module registers `<parley-composer>` and no other element, so an app that renders only this one
 * bundles only this one. Properties are set as properties, not attributes; every event of the element has an
 * `onParley…` prop typed with its event class.
 *
 * @example
 * ```tsx
 * import { ParleyComposer } from '@parley/embeds/react/composer';
 *
 * <ParleyComposer tokenUrl="/parley-token" onParleyMessageSent={() => toast('Sent')} />
 * ```
 */
import { ParleyComposer as ElementClass, type ComposerChangeDetail, type ComposerErrorDetail, type ComposerSentDetail } from '../composer.js';
export type { ComposerChangeDetail, ComposerErrorDetail, ComposerSentDetail };
/** `<parley-composer>` as a React component. Use a ref for `send()`. */
export declare const ParleyComposer: import("@lit/react").ReactWebComponent<ElementClass, import("./index.js").EventProps<readonly [typeof import("./index.js").ParleyChangeEvent, typeof import("./index.js").MessageSendEvent, typeof import("./index.js").MessageSentEvent, typeof import("./index.js").ParleyErrorEvent, typeof import("./index.js").TemplateSaveEvent, typeof import("./index.js").BlastSentEvent, typeof import("./index.js").BlastUpdatedEvent, typeof import("./index.js").ThreadSelectEvent]>>;
