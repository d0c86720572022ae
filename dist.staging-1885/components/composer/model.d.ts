/**
 * The composer's draft: an editable object shaped like the send request (so error paths from the shared
 * `SendRequest` schema point straight at the fields that edit them), and the rules turning it into the request.
 * Pure: no DOM, no Lit.
 */
import { LIMITS } from '../../schemas/constants.js';
import type { SendRequest, SuggestionType } from '../../schemas/messages.js';
export type Path = readonly (string | number)[];
type Obj = Record<string, unknown>;
/** The draft as edited: request-shaped, but fields may be empty or invalid while the user types. */
export interface Draft {
    from?: string;
    to?: string;
    rcs: Obj;
    fallback?: {
        from: string;
        text: string;
        mediaUrls: string[];
    };
    scheduledTime?: string;
}
/** An E.164 phone number (a sender of SMS/MMS, a recipient). */
export declare const isPhoneNumber: (value: string | undefined) => boolean;
export declare const emptyCard: () => Obj;
/** Fields each suggestion type needs besides `text` and `postbackData` (DESIGN §3). */
export declare const SUGGESTION_FIELDS: Record<SuggestionType, readonly string[]>;
/**
 * Any value a host sets (or a stored draft) → a draft the editors can show, or undefined when it is not an object;
 * never throws. Without an `rcs` object the draft has none: the kinds' registry gives it the default kind's.
 */
export declare function readDraft(value: unknown): (Omit<Draft, 'rcs'> & {
    rcs?: Obj;
}) | undefined;
export declare function cleanCard(card: unknown): unknown;
/**
 * The send request a draft stands for (what `value` returns and what is validated and sent); `content` is the draft's
 * kind's own part of `rcs` (the kinds' registry, `kinds/index.ts`).
 */
export declare function buildRequest(draft: Draft, content: (rcs: Obj) => Obj, from?: string, to?: string): SendRequest;
export declare function getAt(root: unknown, path: Path): unknown;
/**
 * A copy of `root` where the value at `path` is `update(old)` (`undefined` deletes the key). Only the objects on
 * the path are copied, so a keystroke in a 10-card carousel does not copy the other cards.
 */
export declare function updateAt<T>(root: T, path: Path, update: (old: unknown) => unknown): T;
/** One problem of a draft: where (dotted path into the request, `''` for the whole) and what. */
export interface Problem {
    path: string;
    /** zod issue code, or `future` / `recipient` for the composer's own checks. */
    code: string;
    message: string;
    /** The limit involved, for messages such as "at most {max} characters". */
    limit?: number;
    origin?: string;
}
/** The fallback channel and its text, per the spec's rule (re-exported for the preview). */
export { fallbackChannel } from '../../schemas/constants.js';
export { LIMITS };
/** `Date` → `YYYY-MM-DDTHH:mm` in local time (what `<input type="datetime-local">` shows). */
export declare function toLocalInput(iso: string | undefined): string;
/** `YYYY-MM-DDTHH:mm` (local) → ISO 8601 with the local offset (`2026-11-21T18:30:00+01:00`), or `''`. */
export declare function fromLocalInput(local: string): string;
