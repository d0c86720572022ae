/**
 * How every `@parley/embeds/react/<element>` module makes its component: `@lit/react`'s wrapper of the element
 * class, named after the tag, with the element's event list as typed `onParley…` props. Each element keeps a module
 * of its own, whose import of the element class is what registers that element (and no other); this one registers
 * nothing.
 */
import { createComponent } from '@lit/react';
import * as React from 'react';
import { eventProps } from '../events/index.js';
/** `parley-contact-panel` → `ParleyContactPanel`, the name React DevTools show. */
const displayName = (tagName) => tagName.replace(/(^|-)(\w)/g, (_, _dash, ch) => ch.toUpperCase());
/**
 * The React component of a custom element: properties set as properties, each event of `events` as an `onParley…`
 * prop typed with its event class.
 *
 * @example
 * ```ts
 * export const ParleyInbox = wrap('parley-inbox', ElementClass, INBOX_EVENTS);
 * ```
 */
export function wrap(tagName, elementClass, events) {
    return createComponent({
        tagName,
        elementClass,
        react: React,
        displayName: displayName(tagName),
        events: eventProps(events),
    });
}
