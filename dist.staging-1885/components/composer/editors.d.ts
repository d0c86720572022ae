/**
 * The composer's editors as render functions over the draft's one owner, {@link DraftEditor} (`draft-editor.ts`): they live in the element's shadow root,
 * so every label, counter and error is tied to its input by id (`for`, `aria-describedby`).
 */
import { nothing, type TemplateResult } from 'lit';
import type { DraftEditor } from './draft-editor.js';
import { fromLocalInput, getAt, toLocalInput, type Path } from './model.js';
export declare const idOf: (path: Path) => string;
/** Where a lazily loaded editor will be (shown only if its chunk could not be fetched: it is retried on the next update). */
export declare const loadingEditor: (h: DraftEditor) => TemplateResult<1>;
/** Which media limits a field's files are checked against. */
export type MediaKind = 'rcs' | 'mms';
export declare const valueOf: (event: Event) => string;
interface FieldOptions {
    max?: number;
    multiline?: boolean;
    type?: string;
    phone?: boolean;
    hint?: string;
    /** How the counter counts (default: UTF-16 length); the fallback counts characters as the service does. */
    count?: (value: string) => number;
    /** The id of a `<datalist>` of suggested values (a combobox that still takes typed values). */
    list?: string;
    /** Maps the stored value to what the input shows and back (dates). */
    show?: (value: string) => string;
    read?: (value: string) => unknown;
    /** A media URL field: with an `uploadHandler`, it also takes a file (picker, drop, paste), checked as `upload`. */
    upload?: MediaKind;
}
/** A labelled input with its counter and error, described by both. */
export declare function field(h: DraftEditor, path: Path, label: string, o?: FieldOptions): TemplateResult;
/** An error that belongs to a whole list or object (too many cards, a card with nothing in it). */
export declare const groupError: (h: DraftEditor, path: Path) => TemplateResult<1> | typeof nothing;
export declare const list: (h: DraftEditor, path: Path) => Record<string, unknown>[];
/** Suggestions of the message (≤ 11) or of a card (≤ 4), each with the fields its type needs. */
export declare function suggestionsEditor(h: DraftEditor, path: Path, max: number, owner: string): TemplateResult;
/**
 * SMS/MMS fallback: the box on the first screen; its fields (`more-editors.ts`) are a chunk the element loads
 * before the update that first shows them (`ParleyComposer`'s update hold), so ticking the box shows them at once.
 * `only` (an SMS/MMS blast): the part is the message itself, so there is no box to untick.
 */
export declare function fallbackEditor(h: DraftEditor, only?: boolean): TemplateResult;
/** Send later: a future local date and time, with its time zone named. */
export declare function scheduleEditor(h: DraftEditor): TemplateResult;
/**
 * What the editors of `later.ts` (`more-editors.ts`, `carousel-editor.ts`) build with, handed to them as
 * `DraftEditor.kit` rather than imported: a lazy chunk that imports this module would make a bundler that splits by
 * file (esbuild) cut it, and the model, out of the first screen's file into a separately compressed chunk.
 */
export declare const editorKit: {
    field: typeof field;
    groupError: (h: DraftEditor, path: Path) => TemplateResult<1> | typeof nothing;
    idOf: (path: Path) => string;
    list: (h: DraftEditor, path: Path) => Record<string, unknown>[];
    suggestionsEditor: typeof suggestionsEditor;
    valueOf: (event: Event) => string;
    getAt: typeof getAt;
    fromLocalInput: typeof fromLocalInput;
    toLocalInput: typeof toLocalInput;
    emptyCard: () => {
        [x: string]: unknown;
    };
    SUGGESTION_FIELDS: Record<"reply" | "openUrl" | "dial" | "viewLocation" | "shareLocation" | "createCalendarEvent", readonly string[]>;
};
export {};
