import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import * as core from 'libphonenumber-js/core';
import minMetadata from 'libphonenumber-js/min/metadata';
import { createPhoneSupport, loadPhoneSupport, looksLikeE164, type PhoneSupport } from '../../../src/core/phone.js';
import { DEFAULT_SEED } from '../../setup/fast-check.mjs';

describe('looksLikeE164', () => {
  test('accepts + and 7–15 digits without a leading zero', () => {
    for (const ok of ['+14155550123', '+442079460958', '+1234567', '+123456789012345']) {
      assert.equal(looksLikeE164(ok), true, ok);
    }
    for (const bad of [
      '14155550123',
      '+04155550123',
      '+123456',
      '+1234567890123456',
      '+1 415 555 0123',
      '',
      '+1415555012a',
      ' +14155550123',
      '+14155550123\n',
      42,
      null,
    ]) {
      assert.equal(looksLikeE164(bad), false, String(bad));
    }
  });
});

describe('loadPhoneSupport', async () => {
  const phone = await loadPhoneSupport();

  test('is loaded once', async () => {
    assert.equal(await loadPhoneSupport(), phone);
  });

  test('national formats normalize to E.164', () => {
    const cases: [string, string, string][] = [
      ['(213) 373-4253', 'US', '+12133734253'],
      ['213-373-4253', 'us', '+12133734253'],
      ['020 7946 0958', 'GB', '+442079460958'],
      ['07400 123456', 'GB', '+447400123456'],
      ['612 34 56 78', 'ES', '+34612345678'],
      ['91 123 45 67', 'ES', '+34911234567'],
      ['030 123456', 'DE', '+4930123456'],
      ['01512 3456789', 'DE', '+4915123456789'],
      ['01 23 45 67 89', 'FR', '+33123456789'],
      ['06 12 34 56 78', 'FR', '+33612345678'],
    ];
    for (const [input, country, e164] of cases) {
      assert.equal(phone.toE164(input, country), e164, `${input} (${country})`);
      assert.ok(looksLikeE164(phone.toE164(input, country)));
    }
  });

  test('international input needs no default country and ignores it', () => {
    assert.equal(phone.toE164('+44 20 7946 0958'), '+442079460958');
    assert.equal(phone.toE164('+44 20 7946 0958', 'US'), '+442079460958');
  });

  test('invalid or ambiguous input gives null', () => {
    assert.equal(phone.toE164('020 7946 0958'), null); // national, no country
    assert.equal(phone.toE164('123', 'US'), null);
    assert.equal(phone.toE164('not a number', 'US'), null);
    assert.equal(phone.toE164('(213) 373-4253', 'ZZ'), null); // unknown country ignored
    assert.equal(phone.toE164('', 'US'), null);
  });

  test('formats as you type', () => {
    assert.equal(phone.formatAsYouType('213373', 'US'), '(213) 373');
    assert.equal(phone.formatAsYouType('+442079', 'GB'), '+44 20 79');
    assert.equal(phone.formatAsYouType('', 'US'), '');
  });

  test('formats E.164 for display', () => {
    assert.equal(phone.formatNational('+12133734253'), '(213) 373-4253');
    assert.equal(phone.formatInternational('+12133734253'), '+1 213 373 4253');
    assert.equal(phone.formatInternational('+33612345678'), '+33 6 12 34 56 78');
    assert.equal(phone.formatNational('garbage'), 'garbage');
  });

  test('validates with an optional country', () => {
    assert.equal(phone.isValid('+12133734253'), true);
    assert.equal(phone.isValid('(213) 373-4253', 'US'), true);
    assert.equal(phone.isValid('(213) 373-4253'), false);
    assert.equal(phone.isValid('+1 555 0100'), false);
  });
});

describe('toE164 never returns what looksLikeE164 refuses', async () => {
  const [loaded, { getCountries }] = await Promise.all([loadPhoneSupport(), import('libphonenumber-js/max')]);
  const countries = getCountries();
  // The guard is checked on "min" too: its looser rules produced +8100819012345678 before the guard existed.
  const supports: [string, PhoneSupport][] = [
    ['max (loaded)', loaded],
    ['min', createPhoneSupport(core, minMetadata)],
  ];

  for (const [set, phone] of supports) {
    test(`${set}: fixed cases: international prefixes dialled as national digits`, () => {
      // With the "min" metadata this was +8100819012345678 (16 digits).
      const out = phone.toE164('00819012345678', 'JP');
      assert.ok(out === null || looksLikeE164(out), String(out));
      assert.equal(phone.isValid('00819012345678', 'JP'), out !== null);
      for (const country of countries) {
        for (const input of ['00819012345678', '0114155550123', '00442079460958', '0000000000000000', '9'.repeat(17)]) {
          const e164 = phone.toE164(input, country);
          assert.ok(e164 === null || looksLikeE164(e164), `${input} (${country}) → ${e164}`);
        }
      }
    });

    test(`${set}: property: any digits, prefixes and country give null or an E.164 value (seed printed, replay with PHONE_SEED and PHONE_PATH)`, () => {
      const seed =
        process.env.PHONE_SEED === 'random' ? Date.now() % 2 ** 31 : Number(process.env.PHONE_SEED ?? DEFAULT_SEED);
      console.log(`phone property seed=${seed} (replay: PHONE_SEED=${seed})`);
      fc.assert(
        fc.property(
          fc.constantFrom('', '+', '00', '011', '0', '8 10 ', '(0)'),
          fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 20 }),
          fc.constantFrom(...countries, undefined),
          (prefix, digits, country) => {
            const e164 = phone.toE164(prefix + digits, country);
            assert.ok(e164 === null || looksLikeE164(e164), `${prefix}${digits} (${country}) → ${e164}`);
            assert.equal(phone.isValid(prefix + digits, country), e164 !== null);
          },
        ),
        { numRuns: 3000, seed, ...(process.env.PHONE_PATH ? { path: process.env.PHONE_PATH } : {}) },
      );
    });
  }
});

describe('the phone chunk is the metadata set phone.ts imports', () => {
  test('only src/core/phone-library.ts names libphonenumber-js\'s code, phone-metadata-all.ts its "max" metadata, and phone.ts loads both lazily', async () => {
    const { readFile, readdir } = await import('node:fs/promises');
    const root = new URL('../../../src/', import.meta.url);
    const files = (await readdir(root, { recursive: true })).filter((f) => f.endsWith('.ts'));
    const naming: Record<string, string[]> = {};
    for (const file of files)
      for (const [, name] of (await readFile(new URL(file, root), 'utf8')).matchAll(
        /['"](libphonenumber-js[^'"]*)['"]/g,
      ))
        (naming[file] ??= []).includes(name!) || naming[file]!.push(name!);
    assert.deepEqual(naming, {
      'core/phone-library.ts': ['libphonenumber-js/core'],
      'core/phone-metadata-all.ts': ['libphonenumber-js/max/metadata'],
    });
    const phone = await readFile(new URL('core/phone.ts', root), 'utf8');
    assert.match(phone, /import\('\.\/phone-library\.js'\)/);
    assert.match(phone, /import\('\.\/phone-metadata-all\.js'\)/);
    const code = phone.replace(/import type[^;]+;/g, '');
    assert.doesNotMatch(code, /^import .*phone-(library|metadata)/m, 'no static import');
  });
});
