/**
 * Adds a lazily loaded part's styles to a shadow root (constructable sheets, as Lit adopts its own), so styles of
 * UI that is not on the first screen travel with that UI's chunk. Without constructable sheets (Firefox < 101) it adds
 * a `<style>` with the page's nonce, as Lit does. Adding the same styles twice to a root does nothing.
 */
import { supportsAdoptingStyleSheets } from 'lit';
const added = new WeakMap();
export function adoptStyles(node, styles) {
    const root = node instanceof ShadowRoot ? node : node.getRootNode();
    if (!(root instanceof ShadowRoot))
        return;
    const done = added.get(root) ?? new Set();
    added.set(root, done);
    if (done.has(styles))
        return;
    done.add(styles);
    const sheet = styles.styleSheet;
    if (supportsAdoptingStyleSheets && sheet) {
        root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
        return;
    }
    const style = document.createElement('style');
    const nonce = globalThis.litNonce;
    if (nonce)
        style.setAttribute('nonce', nonce);
    style.textContent = styles.cssText;
    root.appendChild(style);
}
