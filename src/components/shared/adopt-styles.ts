/**
 * Adds a lazily loaded part's styles to a shadow root (constructable sheets, as Lit adopts its own), so styles of
 * UI that is not on the first screen travel with that UI's chunk.
 */
import type { CSSResult } from 'lit';

export function adoptStyles(node: Node, styles: CSSResult): void {
  const root = node instanceof ShadowRoot ? node : node.getRootNode();
  if (!(root instanceof ShadowRoot)) return;
  const sheet = styles.styleSheet;
  if (!sheet || !root.adoptedStyleSheets || root.adoptedStyleSheets.includes(sheet)) return;
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
