/**
 * One conversion from what is typed to what the service stores (DESIGN §15): the element's field types
 * (`components/form/fields/<type>.ts`) and the server's reader of a posted form (`forms/answers.ts`) both convert
 * through `forms/wire.ts`. Checked here on the element's own modules, as the element loads them: for every field of
 * every demo form, the same raw value (any text, list or rating fast-check makes, and the parity harness's posted
 * answers) comes out as the same wire value or the same error both ways, and a stored value shows the same raw
 * value. What a page without scripts cannot know is set alike on both sides: the zone (UTC) and, for a phone, that
 * no country was picked (the field's default, else the locale's region) and that the phone library is loaded.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import fc from 'fast-check';
import type { FieldKind, KindContext, KindModule } from '../../../src/components/form/fields/kind.js';
import { FIELD_KINDS } from '../../../src/components/form/fields/registry.js';
import { rawFromWire, readPosted, wireValue } from '../../../src/forms/answers.js';
import { DEMO_FORMS } from '../../../src/sandbox/demo-forms.js';
import type { Field } from '../../../src/schemas/forms.js';
import { answerFor } from './helpers.js';

const LOCALE = 'en-US';
const fields: Field[] = DEMO_FORMS.flatMap((form) => form.fields as Field[]);
const kinds = new Map<Field['type'], FieldKind>();

/** What a field type may use of its form: nothing happens on screen here. */
const context: KindContext = {
  host: {
    addController() {},
    removeController() {},
    requestUpdate() {},
    updateComplete: Promise.resolve(true),
    renderRoot: undefined as never,
    placesProvider: undefined,
    api: undefined as never,
  },
  t: (key) => key,
  locale: () => LOCALE,
  value: () => undefined,
  change() {},
  validate() {},
  announce() {},
  afterFirstScreen: (callback) => callback(),
};

before(async () => {
  // The element's datetime type reads in the browser's zone; the page's in UTC.
  process.env.TZ = 'UTC';
  for (const type of new Set(fields.map((f) => f.type))) {
    const module = (await FIELD_KINDS[type]()) as KindModule;
    kinds.set(type, module.createKind(context));
  }
  // The phone type reads national numbers once its library is here, as the page's reader always does.
  await Promise.all([...kinds.values()].map((kind) => kind.settled?.()));
});

const element = (field: Field, raw: unknown) => kinds.get(field.type)!.toWire(field, raw);

/** A raw value of a field's shape, from any text: what its inputs can hold. */
function rawOf(field: Field): fc.Arbitrary<unknown> {
  const text = fc.oneof(
    fc.string(),
    fc.constantFrom(' 2 ', '1e3', 'abc', '(415) 555-0123', '+14155550123', 'dana.example.com', 'javascript:x'),
    fc.constantFrom('2031-03-14T09:15', '2031-02-30T25:00', ' dana@example.com ', ''),
  );
  switch (field.type) {
    case 'checkbox':
      return fc.array(fc.oneof(fc.constantFrom(...field.options.map((o) => o.value)), fc.string()), { maxLength: 4 });
    case 'rating':
      return fc.oneof(fc.integer({ min: 0, max: 12 }), fc.constant(null));
    case 'address':
      return fc.record({
        line1: text,
        line2: text,
        city: text,
        region: text,
        postalCode: text,
        country: fc.constantFrom('', 'us', 'GB ', 'x'),
      });
    default:
      return text;
  }
}

describe('the element and the page without scripts convert answers with one implementation', () => {
  it('covers the 16 field types', () => {
    assert.equal(kinds.size, 16);
  });

  it("reads the parity harness's posted answers as the wire values the element sends", async () => {
    for (const field of fields) {
      const answer = answerFor(field);
      const raw = readPosted([field], answer.posted)[field.key];
      const page = await wireValue(field, raw, LOCALE);
      assert.deepEqual(page, { value: answer.wire }, `${field.key} (${field.type}), the page`);
      assert.deepEqual(element(field, raw), page, `${field.key} (${field.type}), the element`);
    }
  });

  it('converts any raw value alike, to a value or an error', async () => {
    for (const field of fields)
      await fc.assert(
        fc.asyncProperty(rawOf(field), async (raw) => {
          assert.deepEqual(element(field, raw), await wireValue(field, raw, LOCALE), `${field.key} (${field.type})`);
        }),
        { numRuns: 60 },
      );
  });

  it('shows a stored, default or prefilled value as the same raw value', () => {
    const stored = fc.oneof(
      fc.string(),
      fc.constantFrom('3', 'a,b', '2031-03-14T09:15:00+02:00', '+14155550123'),
      fc.integer(),
      fc.double(),
      fc.array(fc.string(), { maxLength: 3 }),
      fc.record({ line1: fc.string(), city: fc.string(), country: fc.constantFrom('US', ''), formatted: fc.string() }),
      fc.constant(undefined),
    );
    // A phone number is the one display difference: the element shows a stored E.164 number formatted once its
    // library is here (`formatInternational`), the page as stored.
    for (const field of fields.filter((f) => f.type !== 'phone'))
      fc.assert(
        fc.property(stored, (value) => {
          assert.deepEqual(
            kinds.get(field.type)!.fromWire(field, value),
            rawFromWire(field, value),
            `${field.key} (${field.type})`,
          );
        }),
        { numRuns: 60 },
      );
  });
});
