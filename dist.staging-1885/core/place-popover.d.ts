/**
 * Where an overlay (a popover in the top layer, `position: fixed`) goes beside the control that opened it: below
 * it, or above when only there it fits, and clamped into the viewport with a margin, so it never opens below the
 * fold nor off a side. When it fits on neither side (a phone, the control mid-screen), it takes the side with more
 * room and scrolls inside that height rather than cover the control. Aligned to the anchor's start edge (its right
 * edge in right-to-left layouts).
 */
export declare function placePopover(overlay: HTMLElement, anchor: Element, gap?: number, margin?: number): void;
/**
 * Calls `place` now and whenever the anchor may have moved: anything scrolled or resized between `anchor` and the
 * document (scroll events do not leave a shadow root, so each scrolling ancestor, across shadow roots, is listened
 * to), the viewport resized, and again two frames later, after layouts that follow a resize (a one-pane layout, a
 * log kept at its bottom) have settled. Returns the function that stops following.
 */
export declare function followAnchor(place: () => void, anchor: Element): () => void;
