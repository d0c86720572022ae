/**
 * The composer's draft as the editors edit it: one controller owning the draft and everything about editing it —
 * which fields were touched, whether every problem shows (after a refused send), the problems shown per field (the
 * shared rules' and the service's last 400), the carousel card being edited, the card being dragged, the fallback
 * sender last used and the media uploads. Every editor (`editors.ts`, `more-editors.ts`, `carousel-editor.ts`, the
 * kinds' `editor`) renders from it and edits through it; it renders its element again itself.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { UploadHandler } from '../../controllers/upload.js';
import type { ComposerKey } from '../../i18n/composer.js';
import type { ComposerVoice } from './extras-host.js';
import type { SendRequest, ValidationResult } from '../../schemas/messages.js';
import { type MediaKind } from './editors.js';
import type { ComposerParts, Part } from './lazy.js';
import { getAt, type Draft, type Path, type Problem } from './model.js';
import type { Summary } from './summary.js';
type T = (key: ComposerKey, vars?: Record<string, string | number>) => string;
type Later = Part<'later'>;
/** What the editor is given by its element: its voice (words, locale, live region), the lazy modules, and where a user's edit goes next. */
export interface DraftEditorOptions extends ComposerVoice {
    parts: ComposerParts;
    /** The user changed the draft: keep it (this browser) and tell the host (`parley-change`). */
    changed: () => void;
    uploadHandler: () => UploadHandler | undefined;
}
/** What the element derives once per update and the editors show: the summary, the team's numbers, the service's checks. */
export interface EditorView {
    /** The phone number an SMS/MMS message to one recipient is sent from (its part has no sender field then). */
    smsSender?: string | undefined;
    summary?: Summary | undefined;
    senders?: readonly string[] | undefined;
    checks?: readonly (ValidationResult | undefined)[];
}
export declare class DraftEditor implements ReactiveController {
    #private;
    readonly kit: {
        field: typeof import("./editors.js").field;
        groupError: (h: DraftEditor, path: Path) => import("lit-html").TemplateResult<1> | typeof import("lit-html").nothing;
        idOf: (path: Path) => string;
        list: (h: DraftEditor, path: Path) => Record<string, unknown>[];
        suggestionsEditor: typeof import("./editors.js").suggestionsEditor;
        valueOf: (event: Event) => string;
        getAt: typeof getAt;
        fromLocalInput: typeof import("./model.js").fromLocalInput;
        toLocalInput: typeof import("./model.js").toLocalInput;
        emptyCard: () => {
            [x: string]: unknown;
        };
        SUGGESTION_FIELDS: Record<"reply" | "openUrl" | "dial" | "viewLocation" | "shareLocation" | "createCalendarEvent", readonly string[]>;
    };
    readonly t: T;
    /** The card being dragged (read at drop time). */
    dragging: {
        path: string;
        index: number;
    } | undefined;
    /** The fallback sender last used: ticking the fallback box again offers it. */
    fallbackFrom: string;
    view: EditorView;
    constructor(host: ReactiveControllerHost & HTMLElement, draft: Draft, options: DraftEditorOptions);
    hostConnected(): void;
    get draft(): Draft;
    /** Replaces the draft (a host's value, a stored draft, a template): nothing is touched yet. */
    set draft(draft: Draft);
    /** Forgets which fields were touched: another draft (a host's, a template, another kind) starts quiet. */
    untouch(): void;
    get showAll(): boolean;
    set showAll(on: boolean);
    /** What the service refused that the shared schema let through (kept until the next edit). */
    set serverErrors(errors: Record<string, string[]>);
    get problems(): readonly Problem[];
    /**
     * Decides what each field shows: what is merely missing waits until the field is touched or a send is tried; what
     * is wrong shows at once; then what the service refused.
     */
    judge(problems: Problem[], message: ((p: Problem) => string) | undefined, request: unknown): void;
    /** The message to show for exactly this path, if any. */
    error(path: Path): string | undefined;
    /** How many problems are shown inside `path`. */
    problemCount(path: Path): number;
    /** Whether the foldable item at `path` (a carousel card) is open. */
    isOpen(path: Path): boolean;
    /** Opens (and makes the one being edited) or folds the item at `path`. */
    setOpen(path: Path, open: boolean): void;
    get more(): Later | undefined;
    get summary(): Summary | undefined;
    /** The team's phone numbers, offered as fallback senders. */
    get senders(): readonly string[];
    /** The fallback sender to offer when the fallback is ticked (the last one used, else the team's first). */
    get lastFallbackFrom(): string;
    get timeZone(): string;
    /** Why the service would refuse the file at `url` (unsupported type), worded; shown next to its field. */
    unsupported(url: string): string | undefined;
    /** The user's draft: kept and announced to the host; the service's old field errors no longer apply. */
    commit(draft: Draft): void;
    /** Replaces the draft's content with a template's (its sender and recipient stay). */
    fill(request: Partial<SendRequest>): void;
    /** Whether the draft holds nothing but its recipient. */
    isEmpty(): boolean;
    /** A user edit at `path`; a `quiet` edit (ticking a box) does not count as touching the fields below. */
    edit(path: Path, value: unknown, quiet?: boolean): void;
    /** Moves item `from` of the list at `path` to `to`, keeping focus on the moved item's `focus` control. */
    move(path: Path, from: number, to: number, focus?: string): void;
    /** Removes item `index` of the list at `path` and focuses the list's add button. */
    remove(path: Path, index: number): void;
    /** The element's rendered DOM (its shadow root). */
    get root(): ShadowRoot | HTMLElement;
    /** `then` on the element's rendered DOM, once the pending update is done. */
    afterRender<R>(then: (root: ShadowRoot | HTMLElement) => R): Promise<R>;
    /** Normalizes a phone number typed at `path` to E.164 (lazy libphonenumber). */
    normalizePhone(path: Path): Promise<void>;
    /** Whether the host gave an `uploadHandler`: media fields then also take files (picker, drop, paste). */
    get canUpload(): boolean;
    /** Checks and uploads `file` for the media field at `path`; the URL fills the field when done. */
    upload(path: Path, file: File, kind: MediaKind): Promise<void>;
    cancelUpload(path: Path): void;
    /** The field's upload in progress (`fraction` when the handler reports it), or what went wrong, worded. */
    uploadState(path: Path): {
        name: string;
        fraction?: number | undefined;
        error?: string;
    } | undefined;
}
export {};
