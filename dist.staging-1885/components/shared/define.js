/**
 * Registers a custom element once. A second copy of the bundle on the same page (two script tags, two versions)
 * must not throw "already defined": it warns and keeps the first definition.
 */
export function defineElement(tag, ctor) {
    if (typeof customElements === 'undefined')
        return; // SSR / plain Node: nothing to register
    const existing = customElements.get(tag);
    if (existing) {
        if (existing !== ctor)
            console.warn(`[parley] <${tag}> is already defined (another copy of @parley/embeds is on this page); keeping the first.`);
        return;
    }
    customElements.define(tag, ctor);
}
