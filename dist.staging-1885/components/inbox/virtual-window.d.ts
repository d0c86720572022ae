/**
 * A small windowing controller for the inbox's two scrolling lists (threads, messages): renders only the items
 * near the viewport between two spacers, measures each rendered item, and keeps a chosen item exactly where it
 * was whenever anything above it changes (older pages prepended, estimates replaced by measurements, images
 * loading). Hand-written rather than `@lit-labs/virtualizer` because prepending with zero anchor jump needs the
 * correction to run in the same frame as the DOM change, and it costs about 1 kB instead of about 6 kB.
 *
 * Usage: call `keys(list)` before rendering, render `items(start, end)` each inside an element carrying
 * `data-vkey` (no vertical margins; add `data-vfloat` to rows that must not serve as anchors), between `<div data-vpad="top"></div>` and `<div data-vpad="bottom"></div>`,
 * all inside the scroller.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
export interface VirtualWindowOptions {
    /** The scrolling element (with `overflow-anchor: none`). */
    scroller(): HTMLElement | null | undefined;
    /** Height assumed for an item not measured yet, in px. */
    estimate: number;
    /** Extra px rendered above and below the viewport (default 600). */
    overscan?: number;
    /** `end`: a chat log, starting at the bottom and staying pinned there while the reader is. */
    stick?: 'start' | 'end';
    /** Scrolled within `threshold` px of the first item (load older messages). */
    onNearStart?(): void;
    /** Scrolled within `threshold` px of the last item (load the next page). */
    onNearEnd?(): void;
    /** Distance that counts as "near", in px (default 400). */
    threshold?: number;
    /** For `stick: 'end'`: the reader left the bottom (false) or reached it (true) — "Jump to latest", mark read. */
    onPinnedChange?(pinned: boolean): void;
}
export declare class VirtualWindow implements ReactiveController {
    #private;
    private readonly host;
    private readonly options;
    start: number;
    end: number;
    /** For `stick: 'end'`: the reader is at the bottom, so new items keep the view at the bottom. */
    get pinned(): boolean;
    set pinned(value: boolean);
    constructor(host: ReactiveControllerHost, options: VirtualWindowOptions);
    /** Sets the item keys, in display order. Call in `willUpdate` or `render`, with the same array until it changes. */
    keys(keys: readonly string[]): void;
    get count(): number;
    /** Whether item `i` is currently rendered. */
    isRendered(i: number): boolean;
    /** Scrolls so that item `i` is in view (rendering it on the next update). */
    reveal(i: number, block?: 'nearest' | 'end'): void;
    /** Jumps to the last item and pins there (the "new messages" button). */
    scrollToEnd(): void;
    /** Jumps to the first item (a new list). */
    scrollToStart(): void;
    hostConnected(): void;
    hostDisconnected(): void;
    hostUpdated(): void;
}
