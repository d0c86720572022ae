/**
 * The form's answer model. What the inputs hold ("raw": strings as typed, a phone number as displayed, an address
 * as its parts) is kept apart from what goes on the wire (numbers, E.164, ISO 8601 with offset, `Address`), so a
 * draft restores exactly what the person typed and validation runs on the wire value with the service's own
 * schema (`fieldValueSchema`). Pure: no DOM.
 */
import type { FormMessageKey } from '../../i18n/form.js';
import type { Field } from '../../schemas/forms.js';
import { own } from './own.js';
/** Raw values by field key, as each field type's module holds them (`fields/<type>.ts`). */
export type RawValues = Record<string, unknown>;
/** Error messages by path: `key`, or `key.part` for an address part. */
export type FieldErrors = Record<string, string>;
export { own };
export type Translate = (key: FormMessageKey, vars?: Record<string, string | number>) => string;
/** `YYYY-MM-DDTHH:MM` (a datetime-local value, local time) → ISO 8601 with the local offset at that date. */
export declare function localToIso(local: string): string | null;
/** ISO 8601 → a datetime-local value in this browser's time zone ('' if unreadable). */
export declare function isoToLocal(iso: unknown): string;
/**
 * A web address as people type it: `dana.example.com` or `www.example.com/a` is stored as `https://…` (as Google
 * Forms and Typeform do). A written scheme must be http or https; anything else (`javascript:`, `ftp:`, `mailto:`)
 * is refused. A bare host must contain a dot and no spaces. Returns null when it cannot be a web address.
 */
export declare function withScheme(text: string): string | null;
/** An `HH:MM` bound as the field's locale writes times ("9:00 AM" in en-US, "09:00" in es). */
export declare function formatTime(value: string, locale: string): string;
/**
 * Splits a server's field errors (`{"data.email": [...]}` from a 400 ZodError body) into messages on fields this
 * form shows and the rest, which go to the summary at the top. `parts`: a structured field's parts, whose errors
 * show under the part's input (`key.part`).
 */
export declare function mapServerErrors(fields: readonly Field[], fieldErrors: Record<string, string[]>, parts: (field: Field) => readonly string[] | undefined): {
    errors: FieldErrors;
    other: string[];
};
