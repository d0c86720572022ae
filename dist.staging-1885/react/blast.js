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
import { ParleyBlast as ElementClass } from '../blast.js';
import { BLAST_EVENTS } from '../events/index.js';
import { wrap } from './wrap.js';
/** `<parley-blast>` as a React component. */
export const ParleyBlast = wrap('parley-blast', ElementClass, BLAST_EVENTS);
