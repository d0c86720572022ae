/**
 * What the date, time and datetime types share: their bounds (a value, or `"today"` / `"now"` judged in this
 * browser: `core/form-logic.ts`) on the input (their messages: `forms/errors.ts`).
 */
import { resolveBound } from '../../../core/form-logic.js';

interface Bounded {
  min?: string | undefined;
  max?: string | undefined;
}

/** The field's bounds as values of its format, now, in this browser. */
export function localBounds(type: Parameters<typeof resolveBound>[0], field: Bounded): Bounded {
  const now = new Date();
  return {
    min: resolveBound(type, field.min, 'min', now, 'local'),
    max: resolveBound(type, field.max, 'max', now, 'local'),
  };
}
