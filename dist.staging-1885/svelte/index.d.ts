/**
 * `@parley/embeds/svelte`: types Svelte 5 markup for every `parley-*` element, through `svelte/elements`
 * (`SvelteHTMLElements`). `import '@parley/embeds/svelte'` once (for example in `src/app.d.ts`) and svelte-check
 * checks each tag's properties with their types (`baseUrl={…}`, `tokenProvider={fn}`, `value={draft}`), its
 * attributes (`base-url="…"`, text), and each event handler against the event it receives
 * (`onparley-thread-select={(e) => open(e.detail.conversationId)}`). Unknown attributes are errors. It registers no
 * element and adds no code: import the elements as usual.
 *
 * @example
 * ```ts
 * // src/app.d.ts
 * import '@parley/embeds/svelte';
 * ```
 */
import type { HTMLAttributes } from 'svelte/elements';
import type { ElementAttributes, ElementProperties, ParleyTag, TagElement, TagEvents } from '../core/element-types.js';
/** Svelte 5 event attributes (`onparley-error`) and the legacy `on:parley-error` directive, typed with each event's class. */
type SvelteEvents<T extends ParleyTag> = {
    [K in keyof TagEvents<T> & string as `on${K}`]?: (event: TagEvents<T>[K] & {
        currentTarget: EventTarget & TagElement<T>;
    }) => unknown;
} & {
    [K in keyof TagEvents<T> & string as `on:${K}`]?: (event: TagEvents<T>[K] & {
        currentTarget: EventTarget & TagElement<T>;
    }) => unknown;
};
/** What a `parley-*` tag accepts in Svelte markup: HTML attributes, its properties, its attributes and its events. */
export type ParleySvelteAttributes<T extends ParleyTag> = HTMLAttributes<TagElement<T>> & ElementProperties<TagElement<T>> & ElementAttributes<TagElement<T>> & SvelteEvents<T>;
declare module 'svelte/elements' {
    interface SvelteHTMLElements {
        'parley-inbox': ParleySvelteAttributes<'parley-inbox'>;
        'parley-composer': ParleySvelteAttributes<'parley-composer'>;
        'parley-form': ParleySvelteAttributes<'parley-form'>;
        'parley-blast': ParleySvelteAttributes<'parley-blast'>;
        'parley-contact-panel': ParleySvelteAttributes<'parley-contact-panel'>;
        'parley-link-stats': ParleySvelteAttributes<'parley-link-stats'>;
        'parley-agent-identity': ParleySvelteAttributes<'parley-agent-identity'>;
    }
}
export {};
