/**
 * The form's contrast fix reads the resolved colours back from computed custom properties. `#rrggbb` (every token
 * and most themes) is read without a canvas: Node has none, so these fail if the canvas is still asked.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { ensureContrast, hex, toRgb, type Rgb } from '../../../src/components/form/contrast.js';

const channel = fc.integer({ min: 0, max: 255 });
const rgb = fc.tuple(channel, channel, channel) as fc.Arbitrary<Rgb>;

describe('form contrast: colours read without a canvas', () => {
  it('reads any #rrggbb, in either case and with surrounding spaces, as its channels', () => {
    fc.assert(
      fc.property(rgb, fc.boolean(), (color, upper) => {
        const text = ` ${upper ? hex(color).toUpperCase() : hex(color)} `;
        assert.deepEqual(toRgb(text), color, text);
      }),
    );
  });

  it('the light tokens: a #d0d7de border on white is raised to 3:1 toward the #1b1f24 text', () => {
    const [border, field, text] = ['#d0d7de', '#ffffff', '#1b1f24'].map((c) => toRgb(c));
    assert.ok(border && field && text, 'hex tokens must be read without a canvas');
    const fixed = ensureContrast(border, field, text);
    assert.notDeepEqual(fixed, border);
  });

  it('other colour syntaxes still need the canvas (none in Node): unreadable, not guessed', () => {
    for (const color of ['rgb(1, 2, 3)', 'red', '#abc', '#12345', '#1234567', 'light-dark(#fff, #000)', ''])
      assert.equal(toRgb(color), undefined, color);
  });
});
