/**
 * Editors not on the composer's first screen (a chunk: size budgets): the fallback's, suggestions', media and card fields,
 * list item tools and uploads. Fetched beside the first paint (with `later.ts`), and awaited by the update that first
 * shows one (`ParleyComposer`'s update hold), so they appear with the tick or click that asks.
 */
import { type TemplateResult } from 'lit';
import { type CardWidth } from '../../core/rbm-layout.js';
import type { DraftEditor } from './draft-editor.js';
import type { MediaKind } from './editors.js';
import type { Path } from './model.js';
/** A media field's file controls: the picker button, the drop/paste hint, progress with Cancel. */
export declare function uploadControls(h: DraftEditor, path: Path, id: string, kind: MediaKind, state: ReturnType<DraftEditor['uploadState']>): TemplateResult<1>;
export declare function select(h: DraftEditor, path: Path, label: string, options: readonly string[], names: (v: string) => string, onChange?: (v: string) => void): TemplateResult<1>;
/** Up/down/remove buttons of one list item; `data-move` lets focus follow the item after a move. */
export declare function itemTools(h: DraftEditor, path: Path, index: number, count: number, name: string): TemplateResult<1>;
export declare function mediaFields(h: DraftEditor, path: Path): TemplateResult<1>;
/**
 * A card's fields, each saying what phones cut of it (`core/rbm-layout.ts`: the card's height budget at its `width`,
 * a carousel's card width or a standalone card's): "Shown as 1 line on phones", suggestions that do not fit.
 */
export declare function cardFields(h: DraftEditor, path: Path, name: string, width?: CardWidth): TemplateResult<1>;
/**
 * The SMS/MMS fallback's fields, shown once its box is ticked: sender phone (the team's numbers offered), text and
 * media; the channel by the spec's rule with one segments line. Ticking the box shows no error yet: the fields' errors
 * wait until they are touched or a send is tried. The cost is one line near the Send button, not here.
 */
export declare function fallbackFields(h: DraftEditor): TemplateResult;
/** One suggestion of the message or a card: its type, label, the fields its type needs, and postback data. */
export declare function suggestionItem(h: DraftEditor, path: Path, s: Record<string, unknown>, i: number, count: number): TemplateResult;
