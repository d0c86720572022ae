/**
 * Adds a lazily loaded part's styles to a shadow root (constructable sheets, as Lit adopts its own), so styles of
 * UI that is not on the first screen travel with that UI's chunk. Without constructable sheets (Firefox < 101) it adds
 * a `<style>` with the page's nonce, as Lit does. Adding the same styles twice to a root does nothing.
 */
import { type CSSResult } from 'lit';
export declare function adoptStyles(node: Node, styles: CSSResult): void;
