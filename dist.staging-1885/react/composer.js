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
import { ParleyComposer as ElementClass, } from '../composer.js';
import { COMPOSER_EVENTS } from '../events/index.js';
import { wrap } from './wrap.js';
/** `<parley-composer>` as a React component. Use a ref for `send()`. */
export const ParleyComposer = wrap('parley-composer', ElementClass, COMPOSER_EVENTS);
