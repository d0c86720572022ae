/**
 * What a composer content kind is: one module per kind (`text.ts`, `media.ts`, `card.ts`, `carousel.ts`), listed
 * once in `index.ts`. Everything the composer does differently per kind is a member here, so adding a kind is its
 * module, its registry line, its words (`kind_<id>` in `i18n/composer*.ts`) and the schema's shape of it.
 *
 * A kind module is on the composer's first screen (the chooser lists every kind): what only a non-text kind shows (its
 * editor fields, its preview parts) comes from `later.ts` through `DraftEditor.more` and `PreviewParts`, which the
 * element loads before the update that first shows such a kind.
 */
import type { TemplateResult, nothing } from 'lit';
import type { ComposerKey } from '../../../i18n/composer.js';
import type { DraftEditor } from '../draft-editor.js';
import type { PreviewParts } from '../preview.js';
export type Obj = Record<string, unknown>;
type T = (key: ComposerKey, vars?: Record<string, string | number>) => string;
/** What carries over when the kind changes: the content as one card (title, description, media, suggestions). */
export type Lead = Obj;
export interface ContentKind {
    /** The kind's key in the request's `rcs` object (`rcs.<id>`), and its label `kind_<id>`. */
    readonly id: string;
    /** Whether its editor and preview are on the first screen (no wait for `later.ts`). */
    readonly firstScreen?: boolean;
    /** The `rcs` content of a new, empty message of this kind. */
    empty(): Obj;
    /** The request's `rcs` content from the draft's (optional fields left empty are dropped). */
    request(rcs: Obj): Obj;
    /** What of this kind's content carries over to another kind. */
    lead(rcs: Obj): Lead | undefined;
    /** This kind's `rcs` content made from what another kind carried over (never destructive of the obvious part). */
    fromLead(lead: Lead | undefined): Obj;
    /** The editor of this kind's content. */
    editor(h: DraftEditor): TemplateResult;
    /**
     * The kind's content on the RCS phone; `parts` once `later.ts` is there; `update` renders the composer again when
     * its media settle.
     */
    preview(t: T, rcs: Obj, parts: PreviewParts | undefined, update: () => void): TemplateResult | typeof nothing | undefined;
}
export {};
