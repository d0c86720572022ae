/**
 * Scrolls `item` into view inside `scroller` only. `Element.scrollIntoView` scrolls every scrollable ancestor too,
 * the host page included: an embedded widget must never move the page it is embedded in.
 */
export function scrollWithin(scroller, item, block) {
    if (!scroller || !item)
        return;
    const box = scroller.getBoundingClientRect();
    const rect = item.getBoundingClientRect();
    const top = rect.top - box.top; // the item's offset from the scroller's visible top
    let delta = 0;
    if (block === 'center')
        delta = top + rect.height / 2 - scroller.clientHeight / 2;
    else if (top < 0)
        delta = top;
    else if (top + rect.height > scroller.clientHeight)
        delta = Math.min(top, top + rect.height - scroller.clientHeight);
    if (delta)
        scroller.scrollTop += delta;
}
