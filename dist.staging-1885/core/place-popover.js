/**
 * Where an overlay (a popover in the top layer, `position: fixed`) goes beside the control that opened it: below
 * it, or above when only there it fits, and clamped into the viewport with a margin, so it never opens below the
 * fold nor off a side. When it fits on neither side (a phone, the control mid-screen), it takes the side with more
 * room and scrolls inside that height rather than cover the control. Aligned to the anchor's start edge (its right
 * edge in right-to-left layouts).
 */
export function placePopover(overlay, anchor, gap = 4, margin = 8) {
    const a = anchor.getBoundingClientRect();
    // Measured at its own height: a limit set by an earlier placement must not decide this one.
    overlay.style.maxHeight = '';
    overlay.style.overflowY = '';
    const { width, height } = overlay.getBoundingClientRect();
    const vw = document.documentElement.clientWidth;
    const vh = document.documentElement.clientHeight;
    const below = vh - margin - (a.bottom + gap);
    const above = a.top - gap - margin;
    let top;
    if (height <= below)
        top = a.bottom + gap;
    else if (height <= above)
        top = a.top - gap - height;
    else if (Math.max(below, above) >= MIN_ROOM) {
        const room = Math.max(below, above);
        overlay.style.maxHeight = `${Math.floor(room)}px`;
        overlay.style.overflowY = 'auto';
        top = below >= above ? a.bottom + gap : margin;
    }
    else {
        // The control is (nearly) out of view: the overlay at least stays inside the viewport.
        top = Math.max(margin, Math.min(a.bottom + gap, vh - margin - height));
    }
    const rtl = getComputedStyle(anchor).direction === 'rtl';
    const left = Math.max(margin, Math.min(rtl ? a.right - width : a.left, vw - margin - width));
    // Through the CSSOM, not a `style` attribute: a strict CSP (no 'unsafe-inline' styles) allows this.
    overlay.style.top = `${Math.round(top)}px`;
    overlay.style.left = `${Math.round(left)}px`;
}
/** Less room than this beside the control is no place for an overlay: it is then kept whole inside the viewport. */
const MIN_ROOM = 96;
/**
 * Calls `place` now and whenever the anchor may have moved: anything scrolled or resized between `anchor` and the
 * document (scroll events do not leave a shadow root, so each scrolling ancestor, across shadow roots, is listened
 * to), the viewport resized, and again two frames later, after layouts that follow a resize (a one-pane layout, a
 * log kept at its bottom) have settled. Returns the function that stops following.
 */
export function followAnchor(place, anchor) {
    let frame = 0;
    const soon = () => {
        place();
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(() => (frame = requestAnimationFrame(place)));
    };
    const ancestors = [];
    for (let node = anchor; node; node = node instanceof ShadowRoot ? node.host : node.parentNode) {
        if (node instanceof Element)
            ancestors.push(node);
    }
    // Inside shadow roots only: the document's capturing listener below already hears the light DOM's scrolls.
    const shadowed = ancestors.filter((el) => el.getRootNode() instanceof ShadowRoot);
    // A message re-wrapping at a new width moves the control without any scroll: its boxes resize.
    const resized = new ResizeObserver(soon);
    for (const el of ancestors)
        resized.observe(el);
    for (const el of shadowed)
        el.addEventListener('scroll', soon, { passive: true });
    document.addEventListener('scroll', soon, { capture: true, passive: true });
    addEventListener('resize', soon);
    return () => {
        cancelAnimationFrame(frame);
        resized.disconnect();
        for (const el of shadowed)
            el.removeEventListener('scroll', soon);
        document.removeEventListener('scroll', soon, { capture: true });
        removeEventListener('resize', soon);
    };
}
