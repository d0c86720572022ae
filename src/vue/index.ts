/**
 * `@parley/embeds/vue`: types Vue templates for every `parley-*` element. `import '@parley/embeds/vue'` once (for
 * example in `main.ts` or an `env.d.ts`) and vue-tsc checks each tag's props with their types (`:base-url`,
 * `:tokenProvider.prop`, `:value.prop`) and each `@parley-…` handler against the event it receives
 * (`@parley-thread-select="(e) => open(e.detail.conversationId)"`). A listener of a `parley-…` event the tag does
 * not fire (`@parley-thread-selekt`) is an error under vue-tsc's default settings; unknown props are reported with
 * `strictTemplates` (or `checkUnknownProps`). It registers no element and adds no code: import the elements as usual.
 *
 * The shape follows Vue's guide for non-Vue custom elements ("Web Components and TypeScript"): Vue reads a
 * component's props from `$props` and its events from `$emit`.
 *
 * @example
 * ```ts
 * // main.ts
 * import '@parley/embeds';
 * import '@parley/embeds/vue';
 * ```
 */
import type { EmitFn, HTMLAttributes, PublicProps } from 'vue';
import type { ElementProperties, ParleyTag, TagElement, TagEvents } from '../core/element-types.js';

/** `$emit` in the format Vue reads handler types from: one `(event) => void` per event name. */
type VueEmit<Events> = EmitFn<{ [K in keyof Events]: (event: Events[K]) => void }>;

/** `parley-thread-select` → `ParleyThreadSelect`. */
type Pascal<S extends string> = S extends `${infer H}-${infer T}` ? `${Capitalize<H>}${Pascal<T>}` : Capitalize<S>;

/**
 * The `on…` props Vue compiles `@parley-…` listeners to, typed with each event's class: with them an inline
 * handler (`@parley-error="(e) => report(e.detail.error)"`) gets its parameter's type, not only a named one.
 */
type VueListeners<Events> = { [K in keyof Events & string as `on${Pascal<K>}`]?: (event: Events[K]) => void };

/**
 * Every other `parley…` event name, declared as an emit no handler fits, so a misspelt listener
 * (`@parley-thread-selekt="onSelect"`, even `="reload()"`) is an error under vue-tsc's default settings, not only
 * with `strictTemplates`. By default vue-tsc lets a listener of an undeclared event through, but checks one it finds
 * among the emits against that emit's handler; and it reads an emit typed other than as a list of arguments
 * (`[event: X]`) as `never`, which no handler fits ("… is not assignable to type 'undefined'"). The element's own
 * events are found first in `$props` (`VueListeners`), so they keep their types. On `$emit`, not `$props`: an index
 * signature on `$props` would also refuse the element's own listeners written as props (`:onParleyThreadSelect`,
 * `v-bind="{ onParleyThreadSelect }"`).
 */
type UnknownParleyEvents = { readonly [name: `parley${string}`]: 'not an event of this element' };

/** A custom element as Vue's template checker sees a component. */
export type ParleyVueElement<T extends ParleyTag> = new () => TagElement<T> & {
  /** @deprecated For template type checking only; not a property of the element. */
  $props: HTMLAttributes & ElementProperties<TagElement<T>> & VueListeners<TagEvents<T>> & PublicProps;
  /** @deprecated For template type checking only; not a property of the element. */
  $emit: VueEmit<TagEvents<T>> & UnknownParleyEvents;
};

declare module 'vue' {
  interface GlobalComponents {
    'parley-inbox': ParleyVueElement<'parley-inbox'>;
    'parley-composer': ParleyVueElement<'parley-composer'>;
    'parley-form': ParleyVueElement<'parley-form'>;
    'parley-blast': ParleyVueElement<'parley-blast'>;
    'parley-contact-panel': ParleyVueElement<'parley-contact-panel'>;
    'parley-link-stats': ParleyVueElement<'parley-link-stats'>;
    'parley-agent-identity': ParleyVueElement<'parley-agent-identity'>;
  }
}
