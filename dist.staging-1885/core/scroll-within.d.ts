/**
 * Scrolls `item` into view inside `scroller` only. `Element.scrollIntoView` scrolls every scrollable ancestor too,
 * the host page included: an embedded widget must never move the page it is embedded in.
 */
export declare function scrollWithin(scroller: HTMLElement | null | undefined, item: HTMLElement | null | undefined, block: 'center' | 'nearest'): void;
