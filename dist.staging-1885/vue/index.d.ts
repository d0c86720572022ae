/**
 * `@parley/embeds/vue`: types Vue templates for every `parley-*` element. `import '@parley/embeds/vue'` once (for
 * example in `main.ts` or an `env.d.ts`) and vue-tsc checks each tag's props with their types (`:base-url`,
 * `:tokenProvider.prop`, `:value.prop`) and each `@parley-…` handler against the event it receives
 * (`@parley-thread-select="(e) => open(e.detail.conversationId)"`). Unknown props are reported with vue-tsc's
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
type VueEmit<Events> = EmitFn<{
    [K in keyof Events]: (event: Events[K]) => void;
}>;
/** `parley-thread-select` → `ParleyThreadSelect`. */
type Pascal<S extends string> = S extends `${infer H}-${infer T}` ? `${Capitalize<H>}${Pascal<T>}` : Capitalize<S>;
/**
 * The `on…` props Vue compiles `@parley-…` listeners to, typed with each event's class: with them an inline
 * handler (`@parley-error="(e) => report(e.detail.error)"`) gets its parameter's type, not only a named one.
 */
type VueListeners<Events> = {
    [K in keyof Events & string as `on${Pascal<K>}`]?: (event: Events[K]) => void;
};
/** A custom element as Vue's template checker sees a component. */
export type ParleyVueElement<T extends ParleyTag> = new () => TagElement<T> & {
    /** @deprecated For template type checking only; not a property of the element. */
    $props: HTMLAttributes & ElementProperties<TagElement<T>> & VueListeners<TagEvents<T>> & PublicProps;
    /** @deprecated For template type checking only; not a property of the element. */
    $emit: VueEmit<TagEvents<T>>;
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
export {};
