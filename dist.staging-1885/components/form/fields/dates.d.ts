/**
 * What the date, time and datetime types share: their bounds (a value, or `"today"` / `"now"` judged in this
 * browser: `core/form-logic.ts`) on the input and in "Choose … or later" messages.
 */
import { resolveBound } from '../../../core/form-logic.js';
import type { Translate } from '../values.js';
interface Bounded {
    min?: string | undefined;
    max?: string | undefined;
}
/** The field's bounds as values of its format, now, in this browser. */
export declare function localBounds(type: Parameters<typeof resolveBound>[0], field: Bounded): Bounded;
/**
 * The message for a value outside `bounds` (or unreadable): `before(a, b)` orders two values of the type, `show`
 * writes a bound as the locale does.
 */
export declare function boundMessage(bounds: Bounded, value: unknown, t: Translate, before: (a: string, b: string) => boolean, show: (bound: string) => string, unreadable: string): string;
export {};
