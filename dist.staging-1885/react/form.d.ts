/**
 * `@parley/embeds/react/form`: `<parley-form>` as a React component.
 * Importing this module registers `<parley-form>` and no other element, so an app that renders only this one
 * bundles only this one. Properties are set as properties, not attributes; every event of the element has an
 * `onParley…` prop typed with its event class.
 *
 * @example
 * ```tsx
 * import { ParleyForm } from '@parley/embeds/react/form';
 *
 * <ParleyForm tokenUrl="/parley-token" onParleyFormSubmitted={(e) => done(e.detail)} />
 * ```
 */
import { ParleyForm as ElementClass, type FormErrorDetail, type FormSubmitDetail } from '../form.js';
export type { FormErrorDetail, FormSubmitDetail };
/** `<parley-form>` as a React component. */
export declare const ParleyForm: import("@lit/react").ReactWebComponent<ElementClass, import("./index.js").EventProps<readonly [typeof import("./index.js").FormSubmitEvent, typeof import("./index.js").FormSubmittedEvent, typeof import("./index.js").ParleyErrorEvent]>>;
