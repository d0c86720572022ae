import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { countSegments, isGsm7 } from '../../../src/core/sms-segments.js';

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXT = '^{}\\[~]|€\f';

const gsmChar = fc.constantFrom(...GSM_BASIC, ...GSM_EXT);
const gsmText = fc.array(gsmChar, { maxLength: 500 }).map((chars) => chars.join(''));
// Characters surely outside GSM-7: Cyrillic, CJK, emoji (astral), and accents the GSM set lacks.
const nonGsmChar = fc.constantFrom('д', '中', '😀', 'ç', 'á', 'ł', '—', '“', '\u200b', '`');
const anyText = fc.string({ unit: 'grapheme', maxLength: 300 });

describe('countSegments: known cases', () => {
  const cases: [string, string, { encoding: string; segments: number; unitsUsed?: number; characters?: number }][] = [
    ['empty', '', { encoding: 'GSM-7', segments: 0, unitsUsed: 0 }],
    ['1 GSM char', 'a', { encoding: 'GSM-7', segments: 1, unitsUsed: 1 }],
    ['160 GSM-7', 'a'.repeat(160), { encoding: 'GSM-7', segments: 1 }],
    ['161 GSM-7', 'a'.repeat(161), { encoding: 'GSM-7', segments: 2 }],
    ['306 GSM-7', 'a'.repeat(306), { encoding: 'GSM-7', segments: 2 }],
    ['307 GSM-7', 'a'.repeat(307), { encoding: 'GSM-7', segments: 3 }],
    ['459 GSM-7', 'a'.repeat(459), { encoding: 'GSM-7', segments: 3 }],
    ['€ counts 2', '€', { encoding: 'GSM-7', segments: 1, unitsUsed: 2, characters: 1 }],
    ['80 € = 160 units', '€'.repeat(80), { encoding: 'GSM-7', segments: 1, unitsUsed: 160 }],
    ['81 € = 162 units', '€'.repeat(81), { encoding: 'GSM-7', segments: 2, unitsUsed: 162 }],
    ['extension chars', '^{}\\[~]|\f', { encoding: 'GSM-7', segments: 1, unitsUsed: 18, characters: 9 }],
    ['GSM accents and Greek', 'Ça va? ΔΩ ñ ü à', { encoding: 'GSM-7', segments: 1 }],
    ['70 UCS-2', 'д'.repeat(70), { encoding: 'UCS-2', segments: 1 }],
    ['71 UCS-2', 'д'.repeat(71), { encoding: 'UCS-2', segments: 2 }],
    ['134 UCS-2', 'д'.repeat(134), { encoding: 'UCS-2', segments: 2 }],
    ['135 UCS-2', 'д'.repeat(135), { encoding: 'UCS-2', segments: 3 }],
    ['one emoji', '😀', { encoding: 'UCS-2', segments: 1, unitsUsed: 2, characters: 1 }],
    ['35 emoji = 70 units', '😀'.repeat(35), { encoding: 'UCS-2', segments: 1, unitsUsed: 70 }],
    ['36 emoji = 72 units', '😀'.repeat(36), { encoding: 'UCS-2', segments: 2, unitsUsed: 72 }],
    ['mixed: GSM text + one emoji', 'Hello 😀', { encoding: 'UCS-2', segments: 1, unitsUsed: 8, characters: 7 }],
    ['mixed: € in UCS-2 is one unit', '€д', { encoding: 'UCS-2', segments: 1, unitsUsed: 2 }],
    ['ZWJ family emoji: code points', '👨‍👩‍👧', { encoding: 'UCS-2', unitsUsed: 8, characters: 5, segments: 1 }],
    ['backtick is not GSM', '`', { encoding: 'UCS-2', segments: 1 }],
  ];
  for (const [name, text, expected] of cases) {
    test(name, () => {
      const info = countSegments(text);
      for (const [key, value] of Object.entries(expected)) {
        assert.equal(info[key as keyof typeof info], value, `${key} of ${name}`);
      }
    });
  }

  test('reports per-segment size and remaining units', () => {
    assert.deepEqual(countSegments('a'.repeat(161)), {
      encoding: 'GSM-7',
      segments: 2,
      characters: 161,
      unitsUsed: 161,
      perSegment: 153,
      remainingInSegment: 145,
    });
    assert.deepEqual(countSegments('hi'), {
      encoding: 'GSM-7',
      segments: 1,
      characters: 2,
      unitsUsed: 2,
      perSegment: 160,
      remainingInSegment: 158,
    });
    assert.deepEqual(countSegments(''), {
      encoding: 'GSM-7',
      segments: 0,
      characters: 0,
      unitsUsed: 0,
      perSegment: 160,
      remainingInSegment: 160,
    });
  });

  test('an extension character never splits across GSM-7 parts', () => {
    // 152 units then € (2 units): 154 > 153, so € opens part 2; total units 306 would fit 2 parts otherwise.
    const text = 'a'.repeat(152) + '€' + 'a'.repeat(152);
    const info = countSegments(text);
    assert.equal(info.unitsUsed, 306);
    assert.equal(info.segments, 3);
    // Without the split rule the same units fit two parts.
    assert.equal(countSegments('a'.repeat(306)).segments, 2);
  });

  test('a surrogate pair never splits across UCS-2 parts', () => {
    const text = 'д'.repeat(66) + '😀' + 'д'.repeat(66);
    const info = countSegments(text);
    assert.equal(info.unitsUsed, 134);
    assert.equal(info.segments, 3);
    assert.equal(countSegments('д'.repeat(134)).segments, 2);
  });
});

describe('isGsm7', () => {
  test('accepts the basic and extension tables, rejects others', () => {
    assert.equal(isGsm7(GSM_BASIC + GSM_EXT), true);
    assert.equal(isGsm7(''), true);
    for (const char of ['д', '😀', 'ç', '\u001b', '\t', '`', '\u00a0']) assert.equal(isGsm7(char), false, char);
  });
});

describe('countSegments: properties', () => {
  test('GSM-only strings are never UCS-2', () => {
    fc.assert(fc.property(gsmText, (text) => countSegments(text).encoding === 'GSM-7'));
  });

  test('any non-GSM character forces UCS-2', () => {
    fc.assert(
      fc.property(
        gsmText,
        nonGsmChar,
        gsmText,
        (before, odd, after) => countSegments(before + odd + after).encoding === 'UCS-2',
      ),
    );
  });

  test('segments are monotone in length for GSM text', () => {
    fc.assert(
      fc.property(
        gsmText,
        gsmChar,
        (text, extra) => countSegments(text + extra).segments >= countSegments(text).segments,
      ),
    );
  });

  test('segments * perSegment covers the units, with no part more than needed', () => {
    fc.assert(
      fc.property(fc.oneof(gsmText, anyText), (text) => {
        const { segments, perSegment, unitsUsed, remainingInSegment } = countSegments(text);
        assert.ok(segments * perSegment >= unitsUsed);
        // Each part wastes at most one unit (a 2-unit character that did not fit).
        assert.ok(unitsUsed > (segments - 1) * (perSegment - 1) || segments === 0);
        assert.ok(remainingInSegment >= 0 && remainingInSegment <= perSegment);
      }),
    );
  });

  test('characters counts code points; units are at least the characters', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const info = countSegments(text);
        assert.equal(info.characters, [...text].length);
        assert.ok(info.unitsUsed >= info.characters && info.unitsUsed <= 2 * info.characters);
        if (info.encoding === 'UCS-2') assert.equal(info.unitsUsed, text.length);
      }),
    );
  });

  test('empty iff zero segments', () => {
    fc.assert(fc.property(anyText, (text) => (countSegments(text).segments === 0) === (text === '')));
  });
});
