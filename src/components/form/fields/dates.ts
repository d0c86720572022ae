/** What the date, time and datetime types share: their bounds on the input and "Choose … or later" messages. */
import type { Translate } from '../values.js';

interface Bounded {
  min?: string | undefined;
  max?: string | undefined;
}

/**
 * The message for a value outside `field`'s bounds (or unreadable): `before(a, b)` orders two values of the type,
 * `show` writes a bound as the locale does.
 */
export function boundMessage(
  field: Bounded,
  value: unknown,
  t: Translate,
  before: (a: string, b: string) => boolean,
  show: (bound: string) => string,
  unreadable: string,
): string {
  if (field.min !== undefined && typeof value === 'string' && before(value, field.min)) return t('errAfter', { min: show(field.min) });
  if (field.max !== undefined && typeof value === 'string' && before(field.max, value)) return t('errBefore', { max: show(field.max) });
  return unreadable;
}
