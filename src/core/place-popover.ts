/**
 * Where an overlay (a popover in the top layer, `position: fixed`) goes beside the control that opened it: below
 * it, or above when only there it fits, and clamped into the viewport with a margin, so it never opens below the
 * fold nor off a side. Aligned to the anchor's start edge (its right edge in right-to-left layouts).
 */
export function placePopover(overlay: HTMLElement, anchor: Element, gap = 4, margin = 8): void {
  const a = anchor.getBoundingClientRect();
  const { width, height } = overlay.getBoundingClientRect();
  const vw = document.documentElement.clientWidth;
  const vh = document.documentElement.clientHeight;
  let top = a.bottom + gap;
  if (top + height > vh - margin && a.top - gap - height >= margin) top = a.top - gap - height;
  top = Math.max(margin, Math.min(top, vh - margin - height));
  const rtl = getComputedStyle(anchor).direction === 'rtl';
  const left = Math.max(margin, Math.min(rtl ? a.right - width : a.left, vw - margin - width));
  // Through the CSSOM, not a `style` attribute: a strict CSP (no 'unsafe-inline' styles) allows this.
  overlay.style.top = `${Math.round(top)}px`;
  overlay.style.left = `${Math.round(left)}px`;
}

/**
 * Calls `place` now and whenever the anchor may have moved: anything scrolled (listened capturing: scroll does not
 * bubble) or the viewport resized, and again two frames later, after layouts that follow a resize (a one-pane
 * layout, a log kept at its bottom) have settled. Returns the function that stops following.
 */
export function followAnchor(place: () => void): () => void {
  let frame = 0;
  const soon = (): void => {
    place();
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => (frame = requestAnimationFrame(place)));
  };
  document.addEventListener('scroll', soon, { capture: true, passive: true });
  addEventListener('resize', soon);
  return () => {
    cancelAnimationFrame(frame);
    document.removeEventListener('scroll', soon, { capture: true });
    removeEventListener('resize', soon);
  };
}
