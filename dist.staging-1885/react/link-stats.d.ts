/**
 * `@parley/embeds/react/link-stats`: `<parley-link-stats>` as a React component.
 * Importing this module registers `<parley-link-stats>` and no other element, so an app that renders only this one
 * bundles only this one. Properties are set as properties, not attributes; every event of the element has an
 * `onParley…` prop typed with its event class.
 */
import { ParleyLinkStats as ElementClass } from '../link-stats.js';
/** `<parley-link-stats>` as a React component. */
export declare const ParleyLinkStats: import("@lit/react").ReactWebComponent<ElementClass, import("./index.js").EventProps<readonly [typeof import("./index.js").LinkStatsLoadEvent]>>;
