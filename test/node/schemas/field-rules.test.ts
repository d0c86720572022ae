/**
 * The field value rules without zod (`core/field-rules.ts`) against zod's statement of the same rules (the oracle
 * below: `fieldValueSchema` as zod schemas, as the service judged answers before the rules had one zod-free owner).
 * Three views must agree on every field and value: the rules' issues (what the element and the no-script page
 * word) with the service's words for them (`core/field-rule-words.ts`), the service's schema built on them
 * (`fieldValueSchema`: verdict, issues with their English words, output) and the oracle. Property runs with the printed seed, plus fixed cases for each rule's edges.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import '../../../src/schemas/english.js';
import { NOW, TODAY, resolveBound } from '../../../src/core/form-logic.js';
import { serviceWords } from '../../../src/core/field-rule-words.js';
import { fieldValueIssues, type ValueIssue } from '../../../src/core/field-rules.js';
import { HttpUrl, PhoneNumber, Timestamp } from '../../../src/schemas/common.js';
import { FIELD_TYPES, fieldValueSchema, type BoundsAt, type Field } from '../../../src/schemas/forms.js';
import * as z from '../../../src/schemas/zod.js';

// ---------------------------------------------------------------- the oracle: the rules as zod schemas

const text = (maxLen: number, what: string) =>
  z.string().check(z.maxLength(maxLen, `${what} must be at most ${maxLen} characters`));
const isRealDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const DateString = z.string().check(z.refine(isRealDate, 'Must be a date as YYYY-MM-DD'));
const TimeString = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Must be a time as HH:MM'));
const Country = z.string().check(z.regex(/^[A-Z]{2}$/, 'Must be an ISO 3166-1 alpha-2 country code such as US'));
const OracleAddress = z.object({
  line1: z
    .string()
    .check(z.minLength(1, 'Address line 1 is required'), z.maxLength(200, 'Address line 1 is at most 200 characters')),
  line2: z.optional(text(200, 'Address line 2')),
  city: z.string().check(z.minLength(1, 'City is required'), z.maxLength(100, 'City is at most 100 characters')),
  region: z.optional(text(100, 'Region')),
  postalCode: z.optional(text(20, 'Postal code')),
  country: Country,
  formatted: text(500, 'Formatted address'),
  placeId: z.optional(text(200, 'placeId')),
});
const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;

function oracle(field: Field, at: BoundsAt): z.ZodMiniType {
  const bound = (type: 'date' | 'time' | 'datetime', value: string | undefined, side: 'min' | 'max') =>
    resolveBound(type, value, side, at.now ?? new Date(), at.zone ?? 'service');
  switch (field.type) {
    case 'text':
    case 'textarea': {
      const max = field.maxLength ?? (field.type === 'text' ? 1000 : 10_000);
      const checks: z.core.$ZodCheck<string>[] = [z.maxLength(max, `At most ${max} characters`)];
      if (field.minLength) checks.push(z.minLength(field.minLength, `At least ${field.minLength} characters`));
      return z.string().check(...checks);
    }
    case 'email':
      return z
        .string()
        .check(
          z.maxLength(254, 'At most 254 characters'),
          z.regex(EMAIL_PATTERN, 'Enter an email address such as name@example.com'),
        );
    case 'url':
      return HttpUrl;
    case 'phone':
      return PhoneNumber;
    case 'number':
    case 'range': {
      const checks: z.core.$ZodCheck<number>[] = [];
      if (field.min !== undefined) checks.push(z.gte(field.min, `Must be at least ${field.min}`));
      if (field.max !== undefined) checks.push(z.lte(field.max, `Must be at most ${field.max}`));
      const step = field.step;
      if (step) {
        const base = field.min ?? 0;
        checks.push(
          z.refine<number>(
            (v) => Math.abs((v - base) / step - Math.round((v - base) / step)) < 1e-9,
            `Must be in steps of ${step}`,
          ),
        );
      }
      return z.number().check(...checks);
    }
    case 'rating': {
      const top = field.max ?? 5;
      return z.int().check(z.gte(1, 'Choose a rating'), z.lte(top, `At most ${top}`));
    }
    case 'date':
    case 'time': {
      const min = bound(field.type, field.min, 'min');
      const max = bound(field.type, field.max, 'max');
      const words = field.type === 'date' ? ['On or after', 'On or before'] : ['At or after', 'At or before'];
      return (field.type === 'date' ? DateString : TimeString).check(
        z.refine<string>((v) => !min || v >= min, `${words[0]} ${min}`),
        z.refine<string>((v) => !max || v <= max, `${words[1]} ${max}`),
      );
    }
    case 'datetime': {
      const min = bound('datetime', field.min, 'min');
      const max = bound('datetime', field.max, 'max');
      return Timestamp.check(
        z.refine<string>((v) => !min || Date.parse(v) >= Date.parse(min), `On or after ${min}`),
        z.refine<string>((v) => !max || Date.parse(v) <= Date.parse(max), `On or before ${max}`),
      );
    }
    case 'color':
      return z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, 'Must be a colour such as #1a2b3c'));
    case 'select':
    case 'radio':
      return z.enum(field.options.map((o) => o.value) as [string, ...string[]], 'Choose one of the options');
    case 'checkbox': {
      const values = field.options.map((o) => o.value) as [string, ...string[]];
      const checks: z.core.$ZodCheck<string[]>[] = [
        z.refine<string[]>((v) => new Set(v).size === v.length, 'Each option at most once'),
      ];
      const min = field.minSelected ?? (field.required ? 1 : 0);
      if (min) checks.push(z.minLength(min, `Choose at least ${min}`));
      if (field.maxSelected) checks.push(z.maxLength(field.maxSelected, `Choose at most ${field.maxSelected}`));
      return z.array(z.enum(values, 'Choose from the options')).check(...checks);
    }
    case 'address':
      return OracleAddress;
  }
}

// ---------------------------------------------------------------- comparing

/** The members of an issue that its readers use (`forms/errors.ts`, the fields' words, the service's 400 body). */
const READ = ['code', 'path', 'origin', 'minimum', 'maximum', 'expected', 'format', 'values'] as const;
const shape = (issue: object) => {
  const out: Record<string, unknown> = {};
  for (const key of READ) if ((issue as Record<string, unknown>)[key] !== undefined) out[key] = (issue as never)[key];
  return out;
};

function agree(field: Field, value: unknown, at: BoundsAt) {
  const expected = z.safeParse(oracle(field, at), value);
  const rules: ValueIssue[] = fieldValueIssues(field, value, at);
  const said = `${JSON.stringify(field)} ${String(JSON.stringify(value))}`;
  const oracleIssues = expected.success ? [] : expected.error.issues;
  assert.deepEqual(rules.map(shape), oracleIssues.map(shape), `rules' issues: ${said}`);
  rules.forEach((issue, i) => {
    const words = serviceWords(field, issue, at);
    if (words !== undefined) assert.equal(words, oracleIssues[i]!.message, `service's words: ${said}`);
  });
  const service = z.safeParse(fieldValueSchema(field, at), value);
  assert.equal(service.success, expected.success, `service's verdict: ${said}`);
  if (service.success && expected.success) assert.deepEqual(service.data, expected.data, `service's output: ${said}`);
  else
    assert.deepEqual(
      service.error!.issues.map((issue) => ({ ...shape(issue), message: issue.message })),
      oracleIssues.map((issue) => ({ ...shape(issue), message: issue.message })),
      `service's issues: ${said}`,
    );
}

// ---------------------------------------------------------------- fields and values

const OPTION_VALUES = ['a', 'b', 'c', 'toString', '__proto__'];
const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const options = fc
  .uniqueArray(fc.constantFrom(...OPTION_VALUES), { minLength: 1, maxLength: 4 })
  .map((values) => values.map((value) => ({ value, label: value })));
const dates = fc.constantFrom('2024-01-01', '2026-11-29', '2031-03-14', '2024-02-29');
const times = fc.constantFrom('00:00', '08:00', '12:30', '20:00', '23:59');
const stamps = fc.constantFrom('2024-01-01T00:00:00Z', '2026-11-29T12:00:00.000Z', '2031-03-14T09:15:00+02:00');
const smallNumber = fc.oneof(fc.integer({ min: -20, max: 20 }), fc.constantFrom(0.5, 0.1, 2.5, -1.25));
const base = { key: fc.constant('k'), label: fc.constant('K'), required: optional(fc.boolean()) };

const fieldOf: { [T in Field['type']]: fc.Arbitrary<Field> } = {
  text: fc.record({
    ...base,
    type: fc.constant('text'),
    minLength: optional(fc.nat(8)),
    maxLength: optional(fc.integer({ min: 1, max: 12 })),
  }),
  textarea: fc.record({
    ...base,
    type: fc.constant('textarea'),
    minLength: optional(fc.nat(8)),
    maxLength: optional(fc.integer({ min: 1, max: 12 })),
  }),
  email: fc.record({ ...base, type: fc.constant('email') }),
  url: fc.record({ ...base, type: fc.constant('url') }),
  phone: fc.record({ ...base, type: fc.constant('phone') }),
  number: fc.record({
    ...base,
    type: fc.constant('number'),
    min: optional(smallNumber),
    max: optional(smallNumber),
    step: optional(fc.constantFrom(1, 2, 0.5, 0.1, 100)),
  }),
  range: fc.record({
    ...base,
    type: fc.constant('range'),
    min: smallNumber,
    max: smallNumber,
    step: optional(fc.constantFrom(1, 5, 0.25)),
  }),
  rating: fc.record({ ...base, type: fc.constant('rating'), max: optional(fc.integer({ min: 3, max: 10 })) }),
  date: fc.record({
    ...base,
    type: fc.constant('date'),
    min: optional(fc.oneof(dates, fc.constant(TODAY))),
    max: optional(fc.oneof(dates, fc.constant(TODAY))),
  }),
  time: fc.record({
    ...base,
    type: fc.constant('time'),
    min: optional(fc.oneof(times, fc.constant(NOW))),
    max: optional(fc.oneof(times, fc.constant(NOW))),
  }),
  datetime: fc.record({
    ...base,
    type: fc.constant('datetime'),
    min: optional(fc.oneof(stamps, fc.constant(NOW))),
    max: optional(fc.oneof(stamps, fc.constant(NOW))),
  }),
  color: fc.record({ ...base, type: fc.constant('color') }),
  select: fc.record({ ...base, type: fc.constant('select'), options }),
  radio: fc.record({ ...base, type: fc.constant('radio'), options }),
  checkbox: fc.record({
    ...base,
    type: fc.constant('checkbox'),
    options,
    minSelected: optional(fc.nat(3)),
    maxSelected: optional(fc.integer({ min: 1, max: 3 })),
  }),
  address: fc.record({ ...base, type: fc.constant('address') }),
} as never;

const strings = fc.oneof(
  fc.string({ maxLength: 14 }),
  fc.string({ unit: 'grapheme', maxLength: 14 }),
  fc.constantFrom(
    '',
    'name@example.com',
    'a@b.c',
    'x@y.zz',
    'https://example.com/x',
    'http://',
    'ftp://example.com',
    'mailto:x@y.z',
    `https://e.com/${'x'.repeat(2040)}`,
    '+14155550123',
    '+0123456789',
    '+1234567890123456',
    '#1a2b3c',
    '#1A2B3',
    '08:00',
    '7:00',
    '24:00',
    '2023-02-30',
    '2024-02-29',
    '2023-02-29',
    '2026-11-29',
    '2024-01-01T00:00:00Z',
    '2024-01-01T00:00:00',
    '2024-01-01T25:00:00Z',
    '2031-03-14T09:15:00.123+02:00',
    '😀😀😀😀😀😀',
    'é'.normalize('NFD').repeat(5),
    'a',
    'b',
    'toString',
    '__proto__',
  ),
  dates,
  times,
  stamps,
);
const numbers = fc.oneof(
  smallNumber,
  fc.double(),
  fc.constantFrom(NaN, Infinity, -Infinity, 2 ** 60, -(2 ** 60), 0, 1, 5, 10, 11, 3.5),
);
const addresses = fc.dictionary(
  fc.constantFrom('line1', 'line2', 'city', 'region', 'postalCode', 'country', 'formatted', 'placeId', 'extra'),
  fc.oneof(
    strings,
    fc.constantFrom('US', 'GB', 'us', 'X'.repeat(30)),
    numbers,
    fc.constant(null),
    fc.constant(undefined),
  ),
);
const values: fc.Arbitrary<unknown> = fc.oneof(
  strings,
  numbers,
  fc.array(fc.oneof(fc.constantFrom(...OPTION_VALUES, 'z'), fc.integer()), { maxLength: 5 }),
  addresses,
  fc.constantFrom(null, undefined, true, false, {}, [], { length: 3 }, { length: 0 }),
);
const ats: fc.Arbitrary<BoundsAt> = fc.record({
  now: fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
  zone: fc.constantFrom('local' as const, 'service' as const),
});

describe('field value rules: one statement, the same verdicts as zod', () => {
  test('every field type has a generator', () => {
    assert.deepEqual(Object.keys(fieldOf).sort(), [...FIELD_TYPES].sort());
  });

  test('property: the rules, the service schema built on them and zod agree on every field and value', () => {
    fc.assert(
      fc.property(fc.oneof(...Object.values(fieldOf)), values, ats, (field, value, at) => agree(field, value, at)),
      { numRuns: 6000 },
    );
  });

  const near: fc.Arbitrary<unknown> = fc.oneof(strings, numbers, fc.array(fc.constantFrom(...OPTION_VALUES)));
  for (const [type, fields] of Object.entries(fieldOf))
    test(`property: ${type} fields on strings, numbers and option lists`, () => {
      fc.assert(
        fc.property(fields, near, ats, (field, value, at) => agree(field, value, at)),
        { numRuns: 300 },
      );
    });

  const at: BoundsAt = { now: new Date('2026-11-29T12:00:00Z'), zone: 'service' };
  const cases: [Partial<Field> & { type: Field['type'] }, unknown][] = [
    [{ type: 'text', minLength: 3, maxLength: 5 }, 'abcdefg'],
    [{ type: 'text', maxLength: 5 }, '😀😀😀😀😀'],
    [{ type: 'text', maxLength: 1 }, ['a', 'b']],
    [{ type: 'text', maxLength: 1 }, { length: 5 }],
    [{ type: 'email' }, 'x'.repeat(300)],
    [{ type: 'url' }, 'ftp://x'],
    [{ type: 'number', min: 1, max: 3, step: 2 }, 4],
    [{ type: 'number' }, NaN],
    [{ type: 'rating' }, 1.5],
    [{ type: 'rating' }, 2 ** 60],
    [{ type: 'rating' }, -(2 ** 60)],
    [{ type: 'date', min: '2024-01-01' }, '2023-02-30'],
    [{ type: 'datetime', min: '2024-01-01T00:00:00Z' }, '2023'],
    [
      {
        type: 'checkbox',
        options: [
          { value: 'x', label: 'x' },
          { value: 'y', label: 'y' },
        ],
        required: true,
        maxSelected: 1,
      },
      ['x', 'x', 'z'],
    ],
    [{ type: 'checkbox', options: [{ value: 'x', label: 'x' }], minSelected: 2 }, 'x'],
    [{ type: 'checkbox', options: [{ value: 'x', label: 'x' }], maxSelected: 1 }, ['x', 'x']],
    [{ type: 'address' }, { line1: '', city: 'c', country: 'us', formatted: 1, extra: 2 }],
    [{ type: 'address' }, { line1: 'a', line2: undefined, city: 'c', country: 'US', formatted: 'f', extra: 2 }],
    [{ type: 'address' }, []],
    [{ type: 'select', options: [{ value: 'x', label: 'x' }] }, 3],
  ];
  for (const [field, value] of cases)
    test(`${field.type} ${JSON.stringify(field)} · ${JSON.stringify(value)?.slice(0, 60)}`, () => {
      agree({ key: 'k', label: 'K', ...field } as Field, value, at);
    });
});
