/**
 * One meaning of "character" (docs/decisions/085-characters-are-code-points.md): the schemas' text limits
 * (`maxCharacters`) and the SMS/MMS rule (`fallbackChannel`) count what `characters()` counts, the code points an
 * element's counter shows. Astral characters (emoji: two UTF-16 units each) and lone surrogates are where a count by
 * `length` would differ.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { characters } from '../../../src/schemas/characters.js';
import { maxCharacters } from '../../../src/schemas/common.js';
import { LIMITS, fallbackChannel } from '../../../src/schemas/constants.js';
import { characters as composerCharacters } from '../../../src/components/composer/model.js';
import * as z from '../../../src/schemas/zod.js';

/** Pieces a text is made of: ASCII, BMP letters, astral emoji, a ZWJ sequence, lone surrogates of both halves. */
const piece = fc.constantFrom('a', ' ', 'é', '☕', 'ع', '😀', '𝒜', '👩‍💻', '\uD83D', '\uDE00', '\n');
const text = fc.array(piece, { maxLength: 40 }).map((parts) => parts.join(''));

describe('characters', () => {
  test('counts code points: an emoji is one, a ZWJ sequence its parts, a lone surrogate one', () => {
    assert.equal(characters('😀'), 1);
    assert.equal('😀'.length, 2);
    assert.equal(characters('👩‍💻'), 3);
    assert.equal(characters('\uD83D'), 1);
    assert.equal(characters('\uDE00\uD83D'), 2, 'a low then a high surrogate are two lone ones');
    assert.equal(characters('Café ☕ 😀'), 8);
    assert.equal(composerCharacters, characters, "the composer's count is the same function");
  });

  test("maxCharacters(n) passes exactly the strings of at most n characters (zod's measure is characters')", () => {
    fc.assert(
      fc.property(text, fc.integer({ min: -1, max: 1 }), (value, offset) => {
        const n = Math.max(0, characters(value) + offset);
        const result = z.safeParse(z.string().check(maxCharacters(n, 'text')), value);
        assert.equal(result.success, characters(value) <= n, JSON.stringify(value));
        if (!result.success)
          assert.deepEqual(
            result.error.issues.map((i) => ({
              code: i.code,
              maximum: (i as { maximum?: number }).maximum,
              message: i.message,
            })),
            [{ code: 'too_big', maximum: n, message: `text must be at most ${n} characters` }],
          );
      }),
      { numRuns: 2000 },
    );
  });

  test('maxCharacters words a limit as its schema does', () => {
    const issue = (check: ReturnType<typeof maxCharacters>) =>
      z.safeParse(z.string().check(check), 'abc').error?.issues[0]?.message;
    assert.equal(issue(maxCharacters(2, 'RCS text')), 'RCS text must be at most 2 characters');
    assert.equal(issue(maxCharacters(2, 'name', 'is')), 'name is at most 2 characters');
  });
});

describe('fallbackChannel counts characters', () => {
  test('3072 emoji go as SMS, 3073 as MMS (the spec: SMS up to 3072 characters)', () => {
    assert.equal(fallbackChannel({ text: '😀'.repeat(LIMITS.smsFallbackText) }), 'SMS');
    assert.equal(fallbackChannel({ text: '😀'.repeat(LIMITS.smsFallbackText + 1) }), 'MMS');
  });

  test('any text: SMS exactly when it has at most 3072 characters and no media', () => {
    const around = fc
      .tuple(fc.integer({ min: LIMITS.smsFallbackText - 2, max: LIMITS.smsFallbackText + 2 }), fc.array(piece))
      .map(([n, mix]) => {
        const head = mix.join('');
        return head + 'x'.repeat(Math.max(0, n - characters(head)));
      });
    fc.assert(
      fc.property(around, fc.boolean(), (value, media) => {
        const expected = media || characters(value) > LIMITS.smsFallbackText ? 'MMS' : 'SMS';
        assert.equal(
          fallbackChannel({ text: value, ...(media ? { mediaUrls: ['https://x.test/a.png'] } : {}) }),
          expected,
        );
      }),
      { numRuns: 500 },
    );
  });
});
