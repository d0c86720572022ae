/**
 * `<parley-blast>`'s counts in Arabic and Spanish: every message that counts something by a noun (`{count}` beside
 * the noun) gives each of the language's plural categories — Arabic's six (none, one, the dual, 3–10 with the plural
 * noun, 11–99 with the singular accusative, 100+ with the singular) — and says the right words for each.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import ar from '../../../src/i18n/blast.ar.js';
import es from '../../../src/i18n/blast.es.js';
import { blastMessages, type BlastKey } from '../../../src/i18n/blast.js';
import { interpolate } from '../../../src/i18n/words.js';

/** `{count}` with no noun beside it: a figure alone, "reason: N", "N of M". */
const BARE: BlastKey[] = ['figure', 'whyCount', 'barLabel'];
const counted = (Object.keys(blastMessages.en) as BlastKey[]).filter(
  (key) => blastMessages.en[key].includes('{count}') && !BARE.includes(key),
);
const forms = (message: string) => new Set(message.split('|').map((part) => /^(\w+|=\d+):/.exec(part)?.[1]));
const say = (message: string, count: number, locale: string) => interpolate(message, { count, cost: '$1' }, locale);

describe('blast counts', () => {
  it('names the keys that count by a noun', () => {
    assert.deepEqual(counted.sort(), ['confirmTitle', 'failedTitle', 'legCount', 'legPrice', 'members', 'tooLong']);
  });

  for (const key of counted) {
    it(`ar ${key}: zero, one, two, few, many and other`, () => {
      assert.deepEqual([...forms(ar[key])].sort(), ['few', 'many', 'one', 'other', 'two', 'zero']);
    });
  }

  it('Arabic: 0 none, 1 singular, 2 dual, 3–10 plural, 11–99 singular accusative, 100+ singular', () => {
    const members = [0, 1, 2, 3, 10, 11, 99, 100, 102].map((n) => say(ar.members, n, 'ar'));
    assert.deepEqual(members, [
      'لا جهات اتصال',
      'جهة اتصال واحدة',
      'جهتا اتصال',
      '3 جهات اتصال',
      '10 جهات اتصال',
      '11 جهة اتصال',
      '99 جهة اتصال',
      '100 جهة اتصال',
      '102 جهة اتصال',
    ]);
    const recipients = [0, 1, 2, 3, 11, 100].map((n) => say(ar.legCount, n, 'ar'));
    assert.deepEqual(recipients, ['لا مستلمين', 'مستلم واحد', 'مستلمان', '3 مستلمين', '11 مستلمًا', '100 مستلم']);
    assert.equal(say(ar.confirmTitle, 2, 'ar'), 'الإرسال إلى جهتَي اتصال؟');
    assert.equal(say(ar.confirmTitle, 52, 'ar'), 'الإرسال إلى 52 جهة اتصال؟');
    assert.equal(say(ar.failedTitle, 2, 'ar'), 'لم يتلقَّها مستلمان');
    assert.equal(say(ar.failedTitle, 200, 'ar'), 'لم يتلقَّها 200 مستلم');
    assert.equal(say(ar.legPrice, 2, 'ar'), 'جزءان لكلٍّ · $1 إجمالًا');
    assert.equal(say(ar.tooLong, 72, 'ar'), '72 حرفًا على الأكثر.');
    assert.equal(say(ar.tooLong, 500, 'ar'), '500 حرف على الأكثر.');
  });

  it('Spanish and English: one and other', () => {
    for (const key of counted) assert.equal(es[key].split('|').length, 2, `es ${key}: singular|plural`);
    assert.equal(say(es.members, 0, 'es'), '0 contactos');
    assert.equal(say(es.members, 1, 'es'), '1 contacto');
    assert.equal(say(es.failedTitle, 1, 'es'), '1 destinatario no lo recibió');
    assert.equal(say(es.tooLong, 160, 'es'), 'Como máximo 160 caracteres.');
    assert.equal(say(blastMessages.en.tooLong, 160, 'en'), 'At most 160 characters.');
  });
});
