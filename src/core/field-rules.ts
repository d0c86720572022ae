/**
 * The rules a form field's value must meet, without zod: the one statement of them. The element judges answers with
 * them directly (`components/form/validation.ts`, so its first minute carries no zod), a page rendered on a server
 * with them (`forms/answers.ts`), and `schemas/forms.ts` wraps them as the service's zod schema (`fieldValueSchema`,
 * which the sandbox stores submissions by). Each issue is the one zod would report for the same rule, in zod's order
 * and shape (code, path, origin, limits) but without words: the service's English ones are `field-rule-words.ts`'s
 * (so no bundle of the element carries them), the element's are `forms/errors.ts`'. Both read them as before (`test/node/schemas/field-rules.test.ts` checks them against zod's own schemas). Pure: no DOM.
 */
import type { BoundsAt, Field } from '../schemas/forms.js';
import { resolveBound } from './form-logic.js';
import { E164 } from './e164.js';

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
export const COUNTRY_PATTERN = /^[A-Z]{2}$/;
const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;
/** ISO 8601 date and time with seconds and `Z` or an offset (zod's `iso.datetime({ offset: true })`). */
const DATETIME_PATTERN =
  /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$/;

/** A `YYYY-MM-DD` string naming a day of the calendar (not `2023-02-30`). */
export const isRealDate = (value: string): boolean =>
  DATE_PATTERN.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** An absolute `http:` or `https:` URL with a host. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname;
  } catch {
    return false;
  }
}

/** What is wrong with a value, as zod words an issue (`$ZodIssue`'s members that readers use). */
export interface ValueIssue {
  code: 'invalid_type' | 'too_small' | 'too_big' | 'invalid_format' | 'invalid_value' | 'custom';
  /** Where in the value: `[]` for the value itself, `['city']` for an address part, `[2]` for a ticked option. */
  path: (string | number)[];
  /** The value at `path`. */
  input: unknown;
  /** Words: the service's, added by `field-rule-words.ts`; the element words issues itself (`forms/errors.ts`). */
  message?: string;
  /** What was measured by `too_small` / `too_big`. */
  origin?: 'string' | 'number' | 'int' | 'array' | 'unknown';
  minimum?: number;
  maximum?: number;
  inclusive?: true;
  /** The type `invalid_type` wanted. */
  expected?: string;
  /** The format `invalid_format` wanted (`regex`, `datetime`). */
  format?: string;
  /** The values `invalid_value` allows. */
  values?: string[];
  /** Which bound of a date, time or datetime a `custom` issue is about. */
  bound?: 'min' | 'max';
}

type Path = ValueIssue['path'];
/** One rule on a value of the right type: its issue, or nothing. */
type Rule<T> = (value: T) => Omit<ValueIssue, 'path' | 'input'> | undefined;
const codePoints = (value: string) => [...value].length;

/** A length limit; like zod's, it measures anything with a `length` (an array given for text too). */
function lengthIssue(value: unknown, limit: number, side: 'min' | 'max', path: Path) {
  if (value === null || value === undefined || (value as { length?: unknown }).length === undefined) return;
  const units = (value as { length: number }).length;
  const origin = Array.isArray(value) ? 'array' : typeof value === 'string' ? 'string' : 'unknown';
  const input = value;
  if (side === 'max') {
    const length = typeof value === 'string' && units > limit ? codePoints(value) : units;
    if (length > limit) return { origin, code: 'too_big', maximum: limit, inclusive: true, path, input } as const;
  } else {
    const length = typeof value === 'string' && units >= limit && units < limit * 2 ? codePoints(value) : units;
    if (length < limit) return { origin, code: 'too_small', minimum: limit, inclusive: true, path, input } as const;
  }
  return undefined;
}

type Lengths = [limit: number, side: 'min' | 'max'][];

/** A string with its length limits, then its rules (zod runs all: none of their issues stops the next). */
function string(value: unknown, path: Path, lengths: Lengths, rules: Rule<string>[] = []): ValueIssue[] {
  const issues: ValueIssue[] = [];
  if (typeof value !== 'string') issues.push({ expected: 'string', code: 'invalid_type', path, input: value });
  for (const [limit, side] of lengths) {
    const issue = lengthIssue(value, limit, side, path);
    if (issue) issues.push(issue);
  }
  if (typeof value === 'string')
    for (const rule of rules) {
      const issue = rule(value);
      if (issue) issues.push({ ...issue, path, input: value });
    }
  return issues;
}

const pattern =
  (regex: RegExp, format = 'regex'): Rule<string> =>
  (value) =>
    regex.test(value) ? undefined : { origin: 'string', code: 'invalid_format', format };
/** A rule of its own (zod's `refine`); `bound`: the date's, time's or datetime's bound it checks. */
const refine =
  <T>(holds: (value: T) => boolean, bound?: 'min' | 'max'): Rule<T> =>
  (value) =>
    holds(value) ? undefined : { code: 'custom', ...(bound && { bound }) };
const atLeast =
  (minimum: number): Rule<number> =>
  (value) =>
    value >= minimum ? undefined : { origin: 'number', code: 'too_small', minimum, inclusive: true };
const atMost =
  (maximum: number): Rule<number> =>
  (value) =>
    value <= maximum ? undefined : { origin: 'number', code: 'too_big', maximum, inclusive: true };

/** A finite number (`int`: a safe integer, whose failing type stops the rules), then its rules. */
function number(value: unknown, rules: Rule<number>[], int = false): ValueIssue[] {
  const path: Path = [];
  const input = value;
  if (typeof value !== 'number' || !Number.isFinite(value))
    return [{ expected: 'number', code: 'invalid_type', path, input }];
  if (int && !Number.isInteger(value))
    return [{ expected: 'int', format: 'safeint', code: 'invalid_type', path, input }];
  const issues: ValueIssue[] = [];
  if (int && !Number.isSafeInteger(value))
    issues.push(
      value > 0
        ? { code: 'too_big', maximum: Number.MAX_SAFE_INTEGER, origin: 'int', inclusive: true, path, input }
        : { code: 'too_small', minimum: Number.MIN_SAFE_INTEGER, origin: 'int', inclusive: true, path, input },
    );
  for (const rule of rules) {
    const issue = rule(value);
    if (issue) issues.push({ ...issue, path, input });
  }
  return issues;
}

const text = (limit: number): Lengths => [[limit, 'max']];
const country = pattern(COUNTRY_PATTERN);

/** An address's parts: each `[key, required, lengths, rules]`, in the order zod's object reads them. */
const ADDRESS: [string, boolean, Lengths, Rule<string>[]?][] = [
  [
    'line1',
    true,
    [
      [1, 'min'],
      [200, 'max'],
    ],
  ],
  ['line2', false, text(200)],
  [
    'city',
    true,
    [
      [1, 'min'],
      [100, 'max'],
    ],
  ],
  ['region', false, text(100)],
  ['postalCode', false, text(20)],
  ['country', true, [], [country]],
  ['formatted', true, text(500)],
  ['placeId', false, text(200)],
];

/** A postal address: a field's answer, a place the address search found. */
export interface Address {
  line1: string;
  line2?: string | undefined;
  city: string;
  region?: string | undefined;
  postalCode?: string | undefined;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  formatted: string;
  placeId?: string | undefined;
}

/** An address (`schemas/forms.ts` `Address`): an object whose parts meet their rules. */
export function addressIssues(value: unknown): ValueIssue[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return [{ expected: 'object', code: 'invalid_type', path: [], input: value }];
  const parts = value as Record<string, unknown>;
  return ADDRESS.flatMap(([key, required, lengths, rules]) =>
    !required && parts[key] === undefined ? [] : string(parts[key], [key], lengths, rules),
  );
}

/** The address parts a stored address keeps, in their order (what zod's object gives back). */
export function addressParts(value: unknown): Address {
  const out: Record<string, unknown> = {};
  for (const [key] of ADDRESS) if (key in (value as object)) out[key] = (value as Record<string, unknown>)[key];
  return out as unknown as Address;
}

const oneOf = (field: { options: { value: string }[] }, value: unknown) =>
  field.options.some((option) => option.value === value)
    ? undefined
    : { code: 'invalid_value' as const, values: field.options.map((o) => o.value) };

/**
 * What is wrong with `value` as the answer to `field`: nothing (`[]`) when the service would store it. Date bounds
 * (`today`, `now`) are judged at `at` (`resolveBound`): exact in the element, as loose as any zone allows in the
 * service (the default).
 */
export function fieldValueIssues(field: Field, value: unknown, at: BoundsAt = {}): ValueIssue[] {
  const path: Path = [];
  const bound = (type: 'date' | 'time' | 'datetime', given: string | undefined, side: 'min' | 'max') =>
    resolveBound(type, given, side, at.now ?? new Date(), at.zone ?? 'service');
  switch (field.type) {
    case 'text':
    case 'textarea': {
      const max = field.maxLength ?? (field.type === 'text' ? 1000 : 10_000);
      const lengths: Lengths = [[max, 'max']];
      if (field.minLength) lengths.push([field.minLength, 'min']);
      return string(value, path, lengths);
    }
    case 'email':
      return string(value, path, [[254, 'max']], [pattern(EMAIL_PATTERN)]);
    case 'url':
      return string(value, path, [[2048, 'max']], [refine(isHttpUrl)]);
    case 'phone':
      return string(value, path, [], [pattern(E164)]);
    case 'number':
    case 'range': {
      const rules: Rule<number>[] = [];
      if (field.min !== undefined) rules.push(atLeast(field.min));
      if (field.max !== undefined) rules.push(atMost(field.max));
      const step = field.step;
      if (step) {
        const base = field.min ?? 0;
        rules.push(refine((v) => Math.abs((v - base) / step - Math.round((v - base) / step)) < 1e-9));
      }
      return number(value, rules);
    }
    case 'rating': {
      const top = field.max ?? 5;
      return number(value, [atLeast(1), atMost(top)], true);
    }
    case 'date':
    case 'time': {
      const min = bound(field.type, field.min, 'min');
      const max = bound(field.type, field.max, 'max');
      return string(
        value,
        path,
        [],
        [
          field.type === 'date' ? refine(isRealDate) : pattern(TIME_PATTERN),
          refine((v) => !min || v >= min, 'min'),
          refine((v) => !max || v <= max, 'max'),
        ],
      );
    }
    case 'datetime': {
      const min = bound('datetime', field.min, 'min');
      const max = bound('datetime', field.max, 'max');
      return string(
        value,
        path,
        [],
        [
          pattern(DATETIME_PATTERN, 'datetime'),
          refine((v) => !min || Date.parse(v) >= Date.parse(min), 'min'),
          refine((v) => !max || Date.parse(v) <= Date.parse(max), 'max'),
        ],
      );
    }
    case 'color':
      return string(value, path, [], [pattern(HEX_COLOR_PATTERN)]);
    case 'select':
    case 'radio': {
      const issue = oneOf(field, value);
      return issue ? [{ ...issue, path, input: value }] : [];
    }
    case 'checkbox': {
      const issues: ValueIssue[] = [];
      if (!Array.isArray(value)) issues.push({ expected: 'array', code: 'invalid_type', path, input: value });
      else
        value.forEach((item, index) => {
          const issue = oneOf(field, item);
          if (issue) issues.push({ ...issue, path: [index], input: item });
        });
      // The uniqueness rule runs on a list of known options only; the counts on anything with a length (zod's).
      if (!issues.length && new Set(value as string[]).size !== (value as string[]).length)
        issues.push({ code: 'custom', path, input: value });
      const min = field.minSelected ?? (field.required ? 1 : 0);
      const counts: Lengths = [];
      if (min) counts.push([min, 'min']);
      if (field.maxSelected) counts.push([field.maxSelected, 'max']);
      for (const [limit, side] of counts) {
        const issue = lengthIssue(value, limit, side, path);
        if (issue) issues.push(issue);
      }
      return issues;
    }
    case 'address':
      return addressIssues(value);
  }
}
