import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  CHIP_CHARS,
  RBM_DP,
  chipLabel,
  fitText,
  layoutCard,
  layoutCarousel,
  linesOf,
  type CardWidth,
  type MediaHeight,
} from '../../../src/core/rbm-layout.js';

const reply = (text = 'Yes') => ({ type: 'reply', text });
const replies = (n: number) => Array.from({ length: n }, (_, i) => reply(`Option ${i + 1}`));
const long = (words: number) => Array.from({ length: words }, (_, i) => `word${i}`).join(' ');

const cardArb = fc.record(
  {
    title: fc.string({ maxLength: 200 }),
    description: fc.oneof(fc.string({ maxLength: 400 }), fc.lorem({ maxCount: 80 })),
    media: fc.option(
      fc.record({
        url: fc.constant('https://x.example/a.png'),
        height: fc.constantFrom<MediaHeight>('SHORT', 'MEDIUM', 'TALL'),
      }),
      { nil: undefined },
    ),
    suggestions: fc.integer({ min: 0, max: 4 }).map(replies),
  },
  { requiredKeys: [] },
);
const widthArb = fc.constantFrom<CardWidth>('SMALL', 'MEDIUM', 'STANDALONE');

describe('Google’s published budgets (one dp model)', () => {
  test('tall media: title and description, or one suggestion', () => {
    const tall = { url: 'https://x.example/a.png', height: 'TALL' };
    const textOnly = layoutCard({ title: 'Cold brew', description: 'Two for one', media: tall, suggestions: [] });
    assert.deepEqual([textOnly.title.lines, textOnly.description.lines, textOnly.cut], [1, 1, false]);
    const oneChip = layoutCard({ media: tall, suggestions: replies(1) });
    assert.equal(oneChip.suggestions.shown, 1);
    assert.equal(layoutCard({ media: tall, suggestions: replies(2) }).suggestions.shown, 1);
    const both = layoutCard({ title: 'Cold brew', description: 'Two for one', media: tall, suggestions: replies(1) });
    assert.deepEqual(
      [both.title.lines, both.description.lines, both.suggestions.shown, both.suggestions.cut],
      [1, 1, 0, true],
    );
  });

  test('medium media: at most 2 suggestions; short: at most 3; 4 only without media', () => {
    const with4 = (height?: MediaHeight) =>
      layoutCard({
        title: 'T',
        description: 'D',
        ...(height ? { media: { url: 'https://x.example/a.png', height } } : {}),
        suggestions: replies(4),
      });
    assert.equal(with4('MEDIUM').suggestions.shown, 2);
    assert.equal(with4('SHORT').suggestions.shown, 3);
    assert.equal(with4().suggestions.shown, 4);
    assert.equal(with4().cut, false);
    // Without any text the budgets are the same.
    assert.equal(layoutCard({ media: { height: 'MEDIUM' }, suggestions: replies(4) }).suggestions.shown, 2);
    assert.equal(layoutCard({ media: { height: 'SHORT' }, suggestions: replies(4) }).suggestions.shown, 3);
  });

  test('media heights and card widths are Google’s figures', () => {
    assert.deepEqual(RBM_DP.media, { SHORT: 112, MEDIUM: 168, TALL: 264 });
    assert.equal(RBM_DP.width.SMALL, 120);
    assert.equal(RBM_DP.width.MEDIUM, 232);
    assert.equal(layoutCard({ media: { height: 'SHORT' } }).heightDp, 112);
    // A media object without a height is MEDIUM (the API's default for a vertical card).
    assert.equal(layoutCard({ media: { url: 'https://x.example/a.png' } }).mediaDp, 168);
  });

  test('TALL media is shown MEDIUM in a SMALL carousel card, and flagged', () => {
    const small = layoutCard({ media: { height: 'TALL' }, title: 'T' }, 'SMALL');
    assert.deepEqual([small.media, small.tallNarrowed, small.cut], ['MEDIUM', true, true]);
    assert.equal(layoutCard({ media: { height: 'TALL' } }, 'MEDIUM').media, 'TALL');
  });

  test('the truncation order: description to one line, then the title, then trailing suggestions', () => {
    const card = { title: long(30), description: long(200), media: { height: 'MEDIUM' }, suggestions: replies(2) };
    const l = layoutCard(card);
    assert.ok(l.title.of > 1 && l.description.of > 5);
    // Medium media + 2 suggestions leaves room for one title line and one description line only.
    assert.deepEqual([l.description.lines, l.title.lines, l.suggestions.shown], [1, 1, 2]);
    const roomy = layoutCard({ title: long(8), description: long(20), suggestions: replies(1) });
    assert.equal(roomy.cut, false, 'a card that fits is not cut');
    assert.ok(roomy.title.lines > 1, 'a title may wrap when there is room');
  });

  test('the 4-line carousel title of the report is cut to what a MEDIUM card shows', () => {
    const title = 'Maple oat latte is back for the autumn season at every Acme Coffee store near you';
    const c = layoutCarousel({
      cardWidth: 'MEDIUM',
      cards: [
        { title, description: long(40), media: { height: 'MEDIUM' }, suggestions: replies(2) },
        { title: 'Short', media: { height: 'MEDIUM' } },
      ],
    });
    assert.equal(c.cards[0]!.title.lines, 1);
    assert.equal(c.cards[0]!.title.cut, true);
    assert.equal(c.heightDp, c.cards[0]!.heightDp, 'the carousel is as tall as its tallest card');
    assert.ok(c.cards[1]!.heightDp < c.heightDp, 'a shorter card keeps its own height');
  });
});

describe('properties (seeded)', () => {
  test('every card fits 112–344 dp and respects the budgets', () => {
    fc.assert(
      fc.property(cardArb, widthArb, (card, width) => {
        const l = layoutCard(card, width);
        assert.ok(l.heightDp >= RBM_DP.cardMin && l.heightDp <= RBM_DP.cardMax, `height ${l.heightDp}`);
        const max = { none: 4, SHORT: 3, MEDIUM: 2, TALL: 1 }[l.media ?? 'none'];
        assert.ok(l.suggestions.shown <= max);
        if (l.media === 'TALL' && (l.title.lines || l.description.lines)) assert.equal(l.suggestions.shown, 0);
      }),
    );
  });

  test('cuts follow the order, and only when needed', () => {
    fc.assert(
      fc.property(cardArb, widthArb, (card, width) => {
        const l = layoutCard(card, width);
        if (l.title.cut) assert.ok(l.description.lines <= 1, 'the title is cut only after the description is one line');
        if (l.suggestions.cut)
          assert.ok(
            l.description.lines <= 1 && l.title.lines <= 1,
            'suggestions go only after both texts are one line',
          );
        // Text is never cut away entirely, and a text that is there shows at least one line.
        assert.equal(l.title.lines > 0, l.title.of > 0);
        assert.equal(l.description.lines > 0, l.description.of > 0);
        // Maximal: one more line or suggestion back would not fit.
        if (l.suggestions.cut) {
          const back = layoutCard(
            { ...card, suggestions: replies(l.suggestions.shown + 1), title: '', description: '' },
            width,
          );
          assert.ok(back.heightDp <= RBM_DP.cardMax);
        }
        if (!l.cut) assert.equal(l.suggestions.shown, l.suggestions.of);
      }),
    );
  });

  test('chips are cut at 25 characters, never longer, unchanged when short', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => {
        const chip = chipLabel(text);
        const n = [...text].length;
        assert.ok([...chip.text].length <= CHIP_CHARS);
        assert.equal(chip.cut, n > CHIP_CHARS);
        if (!chip.cut) assert.equal(chip.text, text);
        else assert.ok(chip.text.endsWith('…') && text.startsWith(chip.text.slice(0, -1)));
      }),
    );
  });
});

describe('lines and chips', () => {
  test('paragraphs wrap on their own', () => {
    assert.equal(linesOf('', 10), 0);
    assert.equal(linesOf('abc', 10), 1);
    assert.equal(linesOf('a'.repeat(21), 10), 3);
    assert.equal(linesOf('a\n\nb', 10), 3);
  });
  test('lines break at spaces as a phone wraps words; a word longer than a line breaks inside it', () => {
    // The SMALL card's 12 characters a line: six lines, where counting characters alone made five.
    assert.equal(linesOf('Single origin roast number 1, notes of cocoa and cherry.', 12), 6);
    assert.equal(linesOf('abcdefghij klm', 10), 2, 'a space just after a full line ends it');
    assert.equal(linesOf('abc\n', 10), 2, 'a trailing line break starts an empty line');
  });
  test('a text the card has room for is shown whole; a cut one ends its last line with an ellipsis', () => {
    const roast = 'Single origin roast number 1, notes of cocoa and cherry.';
    const lines = ['Single', 'origin roast', 'number 1,', 'notes of', 'cocoa and', 'cherry.'];
    assert.deepEqual(fitText(roast, 12, 6), { lines: 6, of: 6, cut: false, text: lines.join('\n') });
    assert.deepEqual(fitText(roast, 12, 3), { lines: 3, of: 6, cut: true, text: 'Single\norigin roast\nnumber 1, n…' });
    // A title that fits its one line (24 characters of 25) is not cut.
    assert.deepEqual(fitText('Autumn specials are here', 25, 1).text, 'Autumn specials are here');
    assert.equal(fitText('Autumn specials are here!!', 25, 1).text, 'Autumn specials are here…');
    // The ellipsis ends the paragraph the last shown line is in; no space before it.
    assert.equal(fitText('First line\nSecond paragraph', 20, 1).text, 'First line…');
    assert.equal(fitText('a\n\nb', 10, 2).text, 'a\n…');
    assert.equal(fitText('a\n\nb', 10, 3).text, 'a\n\nb');
    assert.equal(fitText('', 10, 1).text, '');
    assert.deepEqual(fitText('   ', 10, 1), { lines: 1, of: 1, cut: false, text: '' });
  });
  test('what is shown is the model’s decision: its lines, cut exactly when an ellipsis ends them', () => {
    const flat = (s: string) => s.replace(/\s+/gu, ' ').trim();
    fc.assert(
      fc.property(cardArb, widthArb, (card, width) => {
        const l = layoutCard(card, width);
        for (const [fit, whole] of [
          [l.title, card.title],
          [l.description, card.description],
        ] as const) {
          const text = typeof whole === 'string' ? whole : '';
          if (fit.lines) assert.equal(fit.text.split('\n').length, fit.lines, 'one line of text a line shown');
          else assert.equal(fit.text, '');
          if (!fit.cut) assert.equal(flat(fit.text), flat(text), 'all of the text');
          else {
            assert.ok(fit.text.endsWith('…'));
            assert.ok(flat(text).startsWith(flat(fit.text.slice(0, -1))), 'the start of the text');
          }
        }
      }),
    );
  });
  test('the 57-character chip of the report is one line of 25', () => {
    const chip = chipLabel('Reserve a table for this weekend at our downtown location');
    assert.equal([...chip.text].length, 25);
    assert.equal(chip.cut, true);
  });
  test('loose input never throws', () => {
    assert.equal(layoutCard({ title: 5, description: null, media: 'x', suggestions: 'no' }).heightDp, RBM_DP.cardMin);
    assert.deepEqual(layoutCarousel(undefined), { cards: [], heightDp: 0 });
  });
});
