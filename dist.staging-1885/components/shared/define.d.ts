/**
 * Registers a custom element once. A second copy of the bundle on the same page (two script tags, two versions)
 * must not throw "already defined": it warns and keeps the first definition.
 */
export declare function defineElement(tag: string, ctor: CustomElementConstructor): void;
