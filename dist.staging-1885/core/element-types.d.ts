/**
 * The elements as framework typings see them (`@parley/embeds/vue`, `@parley/embeds/svelte`): each tag's class, its
 * settable properties with their types, and its events with their classes. Derived from the classes and the
 * per-element event lists of src/events/, so a new property or event is typed in every framework without a second list.
 * Types only: nothing here exists at run time.
 */
import type { LitElement } from 'lit';
import type { ParleyAgentIdentity } from '../components/agent-identity/agent-identity.component.js';
import type { ParleyBlast } from '../components/blast/blast.component.js';
import type { ParleyComposer } from '../components/composer/composer.component.js';
import type { ParleyContactPanel } from '../components/contact-panel/contact-panel.component.js';
import type { ParleyForm } from '../components/form/form.component.js';
import type { ParleyInbox } from '../components/inbox/inbox.component.js';
import type { ParleyLinkStats } from '../components/link-stats/link-stats.component.js';
import type { AGENT_IDENTITY_EVENTS, BLAST_EVENTS, COMPOSER_EVENTS, CONTACT_PANEL_EVENTS, FORM_EVENTS, INBOX_EVENTS, LINK_STATS_EVENTS, ParleyEventClass } from '../events/index.js';
/** Every tag: its element class and its event list. */
export interface ParleyElements {
    'parley-inbox': {
        element: ParleyInbox;
        events: typeof INBOX_EVENTS;
    };
    'parley-composer': {
        element: ParleyComposer;
        events: typeof COMPOSER_EVENTS;
    };
    'parley-form': {
        element: ParleyForm;
        events: typeof FORM_EVENTS;
    };
    'parley-blast': {
        element: ParleyBlast;
        events: typeof BLAST_EVENTS;
    };
    'parley-contact-panel': {
        element: ParleyContactPanel;
        events: typeof CONTACT_PANEL_EVENTS;
    };
    'parley-link-stats': {
        element: ParleyLinkStats;
        events: typeof LINK_STATS_EVENTS;
    };
    'parley-agent-identity': {
        element: ParleyAgentIdentity;
        events: typeof AGENT_IDENTITY_EVENTS;
    };
}
export type ParleyTag = keyof ParleyElements;
type IfEquals<X, Y, A, B> = (<T>() => T extends X ? 1 : 2) extends <T>() => T extends Y ? 1 : 2 ? A : B;
/** Keys of `T` that can be assigned (not `readonly`, not getter-only). */
type WritableKeys<T> = {
    [K in keyof T]-?: IfEquals<{
        [Q in K]: T[K];
    }, {
        -readonly [Q in K]: T[K];
    }, K, never>;
}[keyof T];
/** Members the element's base classes own (Lit's, the DOM's) and the context consumer's slot the page never sets. */
type Inherited = keyof LitElement | 'contextClient';
/**
 * The properties that hold a function the page provides. A method has the same type shape as a function-valued
 * property, so these are named; an optional function-valued property (`undefined` in its type) needs no entry.
 */
type FunctionProperties = 'uploadHandler' | 'navigate';
/** Property names a page sets: writable, not methods, not inherited from Lit or `HTMLElement`. */
export type ElementPropertyName<E> = {
    [K in Exclude<WritableKeys<E>, Inherited>]: E[K] extends (...args: never[]) => unknown ? undefined extends E[K] ? K : K extends FunctionProperties ? K : never : K;
}[Exclude<WritableKeys<E>, Inherited>] & string;
/** The settable properties of an element, with their types (all optional). */
export type ElementProperties<E> = {
    [K in ElementPropertyName<E>]?: E[K];
};
/** `baseUrl` → `base-url`: the attribute a Lit property reflects by the project's naming. */
export type Kebab<S extends string> = S extends `${infer H}${infer T}` ? `${H extends Lowercase<H> ? H : `-${Lowercase<H>}`}${Kebab<T>}` : S;
/** Properties that have an attribute (strings, numbers, booleans), under their attribute names; attribute values are text. */
export type ElementAttributes<E> = {
    [K in ElementPropertyName<E> as NonNullable<E[K]> extends string | number | boolean ? Kebab<K> : never]?: string | (NonNullable<E[K]> extends boolean ? boolean : never) | null;
};
/** The events of a tag: DOM event name → its event class. */
export type ElementEvents<C extends readonly ParleyEventClass[]> = {
    [K in C[number] as K['eventName']]: InstanceType<K>;
};
/** The events of a tag by name. */
export type TagEvents<T extends ParleyTag> = ElementEvents<ParleyElements[T]['events']>;
/** The element class of a tag. */
export type TagElement<T extends ParleyTag> = ParleyElements[T]['element'];
export {};
