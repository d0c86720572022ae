/**
 * A form's phone fields read numbers on the numbering plans in use (src/core/phone-plans.ts), loaded one calling code
 * at a time. Differential: with only the plans `NumberingPlanSet.ensure` loaded for an input (a fresh set each time),
 * every helper answers as on the whole "max" metadata, for every country and for national, international and
 * international-prefix input, mistyped or random (the seed is printed by test/setup/fast-check.mjs). And the
 * committed plan modules are what scripts/phone-metadata.ts makes of the installed libphonenumber-js.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import fc from 'fast-check';
import * as core from 'libphonenumber-js/core';
import full from 'libphonenumber-js/max/metadata';
import examples from 'libphonenumber-js/examples.mobile.json';
import { createPhoneSupport, type PhoneSupport } from '../../../src/core/phone.js';
import { callingCodeOf, loadPhonePlans, NumberingPlanSet, pagePlans } from '../../../src/core/phone-plans.js';
import { CALLING_CODES } from '../../../src/core/phone-metadata/index.js';
import { PLANS_DIR, phoneMetadataFiles } from '../../../scripts/phone-metadata.js';

const whole = createPhoneSupport(core, full);
const countries = Object.values(CALLING_CODES).flat();
const exampleOf = examples as Record<string, string>;

/** What `input` read as a number of `country` gives, on `phone`. */
function reading(phone: PhoneSupport, input: string, country: string | undefined) {
  const e164 = phone.toE164(input, country);
  return { e164, valid: phone.isValid(input, country), typed: phone.formatAsYouType(input, country) };
}

/** The same on a fresh set holding only what `ensure` loaded for it; the display forms of the E.164 result too. */
async function onPlans(input: string, country: string | undefined) {
  const plans = new NumberingPlanSet();
  await plans.ensure(input, country);
  const phone = createPhoneSupport(core, plans.metadata as never);
  const read = reading(phone, input, country);
  if (!read.e164) return { read };
  const shown = new NumberingPlanSet();
  await shown.ensure(read.e164);
  const display = createPhoneSupport(core, shown.metadata as never);
  return {
    read,
    national: display.formatNational(read.e164),
    international: display.formatInternational(read.e164),
  };
}

function onWhole(input: string, country: string | undefined) {
  const read = reading(whole, input, country);
  return read.e164
    ? { read, national: whole.formatNational(read.e164), international: whole.formatInternational(read.e164) }
    : { read };
}

describe('numbering plans by calling code agree with the whole metadata', () => {
  test('every country: its example number, national, international and after its own international prefix', async () => {
    for (const country of countries) {
      const nsn = exampleOf[country];
      if (!nsn) continue;
      const e164 = `+${callingCodeOf(country)}${nsn}`;
      const inputs = [whole.formatNational(e164), whole.formatInternational(e164), nsn, e164, `00${e164.slice(1)}`];
      for (const other of ['US', 'GB', 'JP', 'RU', undefined])
        for (const input of inputs)
          assert.deepEqual(await onPlans(input, other), onWhole(input, other), `${input} in ${other} (${country})`);
      for (const input of inputs)
        assert.deepEqual(await onPlans(input, country), onWhole(input, country), `${input} in ${country}`);
    }
  });

  test('fixed cases: a Canadian number in a US form, the US and Russian international prefixes, non-geographic codes', async () => {
    const cases: [string, string | undefined][] = [
      ['(416) 555-0123', 'US'],
      ['(604) 555-0199', 'US'],
      ['011 44 20 7946 0958', 'US'],
      ['8 10 44 20 7946 0958', 'RU'],
      ['00 33 6 12 34 56 78', 'DE'],
      ['+800 1234 5678', undefined],
      ['+882 1234 5678 90', 'FR'],
      ['\u0660\u0667\u0664\u0660\u0660 \u0661\u0662\u0663\u0664\u0665\u0666', 'GB'],
      ['\uff0b\uff14\uff14 20 7946 0958', 'US'],
    ];
    for (const [input, country] of cases)
      assert.deepEqual(await onPlans(input, country), onWhole(input, country), `${input} in ${country}`);
    const canadian = await onPlans('(416) 555-0123', 'US');
    assert.equal(canadian.read.valid, onWhole('(416) 555-0123', 'US').read.valid);
  });

  test('property: mistyped and random numbers with any prefix, read in any country', async () => {
    const withExamples = countries.filter((c) => exampleOf[c]);
    const digit = fc.constantFrom(...'0123456789');
    const number = fc.oneof(
      // A real number of some country, as written there or abroad, maybe with one digit changed, added or removed.
      fc
        .tuple(
          fc.constantFrom(...withExamples),
          fc.constantFrom('national', 'international', 'e164', 'idd-00', 'idd-011', 'digits'),
          fc.constantFrom('same', 'change', 'add', 'remove'),
          fc.nat(),
          digit,
        )
        .map(([of, style, edit, at, d]) => {
          let nsn = exampleOf[of]!;
          const i = at % nsn.length;
          if (edit === 'change') nsn = nsn.slice(0, i) + d + nsn.slice(i + 1);
          if (edit === 'add') nsn = nsn.slice(0, i) + d + nsn.slice(i);
          if (edit === 'remove') nsn = nsn.slice(0, i) + nsn.slice(i + 1);
          const e164 = `+${callingCodeOf(of)}${nsn}`;
          if (style === 'national') return whole.formatNational(e164);
          if (style === 'international') return whole.formatInternational(e164);
          if (style === 'idd-00') return `00 ${e164.slice(1)}`;
          if (style === 'idd-011') return `011 ${e164.slice(1)}`;
          return style === 'e164' ? e164 : nsn;
        }),
      // Anything: digits after a prefix people type.
      fc
        .tuple(
          fc.constantFrom('', '+', '00', '011', '0', '8 10 ', '(0)', '+1 ', '+44', '810'),
          fc.string({ unit: digit, minLength: 1, maxLength: 16 }),
        )
        .map(([prefix, digits]) => prefix + digits),
    );
    await fc.assert(
      fc.asyncProperty(number, fc.constantFrom(...countries, undefined), async (input, country) => {
        assert.deepEqual(await onPlans(input, country), onWhole(input, country), `${input} in ${country}`);
      }),
      { numRuns: 2500 },
    );
  });
});

describe('the page set', () => {
  test('loads the plans of the countries asked for, and of a calling code typed later', async () => {
    const phone = await loadPhonePlans(['GB', undefined, 'zz']);
    assert.equal(pagePlans.has('44'), true);
    assert.equal(pagePlans.has('1'), false);
    assert.equal(phone.toE164('020 7946 0958', 'GB'), '+442079460958');
    assert.equal(phone.toE164('+1 213 373 4253', 'GB'), null, 'no +1 plans yet');
    assert.equal(await pagePlans.ensure('+1 213 373 4253', 'GB'), true);
    assert.equal(phone.toE164('+1 213 373 4253', 'GB'), '+12133734253');
    assert.equal(await pagePlans.ensure('+1 213 373 4253', 'GB'), false, 'nothing more to load');
    assert.equal(await loadPhonePlans(['US']), phone, 'one support per page');
  });
});

describe('the committed plan modules', () => {
  test('are what scripts/phone-metadata.ts makes of the installed libphonenumber-js (after an upgrade: npx tsx scripts/phone-metadata.ts)', async () => {
    const expected = await phoneMetadataFiles();
    const present = (await readdir(PLANS_DIR)).sort();
    assert.deepEqual(present, [...expected.keys()].sort());
    for (const [name, text] of expected)
      assert.equal(await readFile(`${PLANS_DIR}/${name}`, 'utf8'), text, `src/core/phone-metadata/${name}`);
  });
});
