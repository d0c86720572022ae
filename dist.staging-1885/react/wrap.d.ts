/**
 * How every `@parley/embeds/react/<element>` module makes its component: `@lit/react`'s wrapper of the element
 * class, named after the tag, with the element's event list as typed `onParley…` props. Each element keeps a module
 * of its own, whose import of the element class is what registers that element (and no other); this one registers
 * nothing.
 */
import { type ReactWebComponent } from '@lit/react';
import { type EventProps, type ParleyEventClass } from '../events/index.js';
/**
 * The React component of a custom element: properties set as properties, each event of `events` as an `onParley…`
 * prop typed with its event class.
 *
 * @example
 * ```ts
 * export const ParleyInbox = wrap('parley-inbox', ElementClass, INBOX_EVENTS);
 * ```
 */
export declare function wrap<I extends HTMLElement, const C extends readonly ParleyEventClass[]>(tagName: string, elementClass: new () => I, events: C): ReactWebComponent<I, EventProps<C>>;
