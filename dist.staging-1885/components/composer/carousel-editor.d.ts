/**
 * The composer's carousel editor (with `later.ts`, not on the first screen): most messages are text, media or one card.
 * Built from the shared field editors of `editors.ts` (handed over as `h.kit`) and `more-editors.ts`.
 */
import { type TemplateResult } from 'lit';
import type { DraftEditor } from './draft-editor.js';
import type { Path } from './model.js';
/**
 * The carousel's cards (2–10): width, per-card fields and suggestions, reorder by buttons or by dragging. Cards fold:
 * a folded card is one line (its title and how many problems it has); the card being edited is open.
 */
export declare function carouselEditor(h: DraftEditor, carousel: Path): TemplateResult;
/** Folded cards' lines, added to the composer's shadow root with this module. */
export declare const carouselStyles: import("lit").CSSResult;
