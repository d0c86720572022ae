/** Focuses `selector` in the composer once it has rendered. */
export async function focusIn(element, selector) {
    await element.updateComplete;
    element.renderRoot.querySelector(selector)?.focus();
}
