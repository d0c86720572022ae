/**
 * A checkbox field's ticked options, raw and on the wire (`wire.ts`, the conversions of the common types), and the
 * words of its rule, which the element and the page without scripts both show.
 */
import type { Wire } from './wire.js';

const strings = (raw: unknown): string[] =>
  Array.isArray(raw) ? raw.filter((v): v is string => typeof v === 'string') : [];

/** The ticked values: a list, or (a page's query, as prefill) comma-separated values of the field's options. */
export function checkboxFromWire(field: { options: readonly { value: string }[] }, value: unknown): string[] {
  return typeof value === 'string'
    ? value.split(',').filter((v) => field.options.some((o) => o.value === v))
    : strings(value);
}

/** As ticked (an unknown value is sent as is, for the schema to refuse). */
export const checkboxToWire = (raw: unknown): Wire => (strings(raw).length ? { value: strings(raw) } : {});

/** How many boxes to tick, said in the field's help ("Choose up to 3."); '' when any number will do. */
export function pickHint(
  field: { minSelected?: number | undefined; maxSelected?: number | undefined },
  t: (key: 'pickBetween' | 'pickAtMost' | 'pickAtLeast', vars: Record<string, number>) => string,
): string {
  const min = field.minSelected ?? 0;
  const max = field.maxSelected;
  return max && min > 0
    ? t('pickBetween', { min, max })
    : max
      ? t('pickAtMost', { max })
      : min > 1
        ? t('pickAtLeast', { min })
        : '';
}
