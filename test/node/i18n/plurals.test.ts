/** Plural forms: every `Intl.PluralRules` category a catalog gives is used (Arabic has six), and hosts can add a language. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import ar from '../../../src/i18n/inbox.ar.js';
import composerAr from '../../../src/i18n/composer.ar.js';
import { inboxMessages } from '../../../src/i18n/inbox.js';
import { interpolate, registerLanguage } from '../../../src/i18n/index.js';

describe('interpolate: plural categories', () => {
  it('Arabic uses zero, one, two, few (3–10), many (11–99) and other (100+)', () => {
    const unread = ar.unread!;
    const forms = [0, 1, 2, 3, 10, 11, 99, 100].map((count) => interpolate(unread, { count }, 'ar'));
    assert.equal(forms[0], 'لا رسائل غير مقروءة');
    assert.equal(forms[1], 'رسالة واحدة غير مقروءة');
    assert.equal(forms[2], 'رسالتان غير مقروءتين');
    assert.equal(forms[3], '3 رسائل غير مقروءة');
    assert.equal(forms[4], '10 رسائل غير مقروءة');
    assert.equal(forms[5], '11 رسالة غير مقروءة');
    assert.equal(forms[6], '99 رسالة غير مقروءة');
    assert.equal(forms[7], '100 رسالة غير مقروءة');
    assert.equal(interpolate(composerAr.cannotSend!, { count: 2 }, 'ar'), 'تعذّر الإرسال: مشكلتان');
    assert.equal(interpolate(composerAr.segmentsShort!, { count: 12 }, 'ar'), '12 جزءًا');
  });

  it('untagged `one|other` still works, and a missing category falls back to other', () => {
    assert.equal(interpolate('{count} file|{count} files', { count: 1 }, 'en'), '1 file');
    assert.equal(interpolate('{count} file|{count} files', { count: 2 }, 'en'), '2 files');
    assert.equal(interpolate('one: {count} x|other: {count} xs', { count: 2 }, 'ar'), '2 xs');
    assert.equal(interpolate('one: {count} x|other: {count} xs', { count: 1 }, 'ar'), '1 x');
  });
});

describe('interpolate: numbers', () => {
  it('groups a number of four digits or more as the locale writes it, and leaves smaller ones and strings as they are', () => {
    const clicks = '{count} click|{count} clicks';
    assert.equal(interpolate(clicks, { count: 12345 }, 'en'), '12,345 clicks');
    assert.equal(interpolate(clicks, { count: 1000 }, 'en'), '1,000 clicks');
    assert.equal(interpolate(clicks, { count: 999 }, 'en'), '999 clicks');
    assert.equal(interpolate('{count} clics', { count: 12345 }, 'es'), '12.345 clics');
    assert.equal(interpolate('{count} clics', { count: 1234 }, 'es'), '1234 clics'); // Spanish groups from five digits
    assert.equal(interpolate('{n} of {max}', { n: '12345', max: 1600 }, 'en'), '12345 of 1,600');
    assert.equal(interpolate('{missing} stays', {}, 'en'), '{missing} stays');
    // The plural form is chosen by the number, not by its grouped words.
    assert.equal(interpolate(ar.unread!, { count: 1000 }, 'ar'), `${(1000).toLocaleString('ar')} رسالة غير مقروءة`);
  });
});

describe('registerLanguage', () => {
  it("adds a language to an element's catalogs (by base language)", () => {
    registerLanguage(inboxMessages, 'fr-CA', { inbox: 'Boîte de réception' });
    assert.deepEqual((inboxMessages as Record<string, unknown>).fr, { inbox: 'Boîte de réception' });
    delete (inboxMessages as Record<string, unknown>).fr;
  });
});
