/**
 * What the date, time and datetime types share: their bounds (a value, or `"today"` / `"now"` judged in this
 * browser: `core/form-logic.ts`) on the input and in "Choose … or later" messages.
 */
import { resolveBound } from '../../../core/form-logic.js';
/** The field's bounds as values of its format, now, in this browser. */
export function localBounds(type, field) {
    const now = new Date();
    return {
        min: resolveBound(type, field.min, 'min', now, 'local'),
        max: resolveBound(type, field.max, 'max', now, 'local'),
    };
}
/**
 * The message for a value outside `bounds` (or unreadable): `before(a, b)` orders two values of the type, `show`
 * writes a bound as the locale does.
 */
export function boundMessage(bounds, value, t, before, show, unreadable) {
    if (bounds.min !== undefined && typeof value === 'string' && before(value, bounds.min))
        return t('errAfter', { min: show(bounds.min) });
    if (bounds.max !== undefined && typeof value === 'string' && before(bounds.max, value))
        return t('errBefore', { max: show(bounds.max) });
    return unreadable;
}
