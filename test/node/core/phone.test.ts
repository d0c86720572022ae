import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { loadPhoneSupport, looksLikeE164 } from '../../../src/core/phone.js';

describe('looksLikeE164', () => {
  test('accepts + and 7–15 digits without a leading zero', () => {
    for (const ok of ['+14155550123', '+442079460958', '+1234567', '+123456789012345']) {
      assert.equal(looksLikeE164(ok), true, ok);
    }
    for (const bad of ['14155550123', '+04155550123', '+123456', '+1234567890123456', '+1 415 555 0123', '',
      '+1415555012a', ' +14155550123', '+14155550123\n', 42, null]) {
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
