/**
 * `phoneViews`: what Android, an iPhone and a phone without RCS make of a draft, from the composer's one summary and
 * the cost line's checks. Examples for each loss, and a property over generated drafts: the SMS/MMS pane's figures are
 * the summary's (the counter's) and its channel the fallback's, the RCS panes' cost is the RCS check's and the
 * fallback pane's the fallback check's, and what a phone without RCS loses names every suggestion the draft has.
 * The seed is printed (test/setup/fast-check.mjs).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { layoutCard } from '../../../src/core/rbm-layout.js';
import { fallbackChannel } from '../../../src/schemas/constants.js';
import type { SendRequest, ValidationResult } from '../../../src/schemas/messages.js';
import { iosContent, phoneViews, type PaneModel } from '../../../src/components/composer/phone-views.js';
import { smsFigures } from '../../../src/components/composer/summary.js';

const IMG = 'https://cdn.example.com/latte.jpg';
const base = (rcs: SendRequest['rcs'], fallback?: SendRequest['fallback']): SendRequest => ({
  type: 'RCS',
  from: 'agent_acme',
  to: '+14155550123',
  rcs,
  ...(fallback ? { fallback } : {}),
});
const check = (amount: number): ValidationResult => ({
  segments: 1,
  encoding: 'GSM-7',
  characters: 1,
  unsupportedFiles: [],
  estimatedCost: { amount, currency: 'USD' },
});
const views = (
  request: SendRequest,
  checks: (ValidationResult | undefined)[] = [check(0.01), check(0.0158)],
  shortHost?: string,
) => phoneViews({ summary: { shown: request, sms: smsFigures(request.fallback, shortHost) }, checks, layoutCard });
const keys = (pane: PaneModel | undefined) => pane!.losses.map((l) => l.key);

test('a carousel with suggestions and pictures: text on a phone without RCS, menus and one height on iPhone', () => {
  const request = base(
    {
      carousel: {
        cardWidth: 'MEDIUM',
        cards: [
          {
            title: 'Latte',
            description: 'Order at https://acme.example/latte',
            media: { url: IMG, height: 'TALL' },
            suggestions: [
              { type: 'reply', text: 'Order' },
              { type: 'openUrl', text: 'Menu', url: 'https://acme.example/menu' },
            ],
          },
          { title: 'Cold brew' },
        ],
      },
      suggestions: [
        { type: 'reply', text: 'Yes' },
        { type: 'reply', text: 'No' },
        { type: 'reply', text: 'Later' },
      ],
    },
    { from: '+14155550100', text: 'Latte or cold brew? Reply YES' },
  );
  const [android, ios, sms] = views(request);
  // Tall media, a title, a description and two buttons do not fit a medium carousel card's 344 dp.
  assert.deepEqual(keys(android), ['lossLinesCut', 'lossActionsCut']);
  assert.deepEqual(keys(ios), ['iosHeight', 'iosUrl', 'iosCardMenu', 'iosChipMenu']);
  assert.deepEqual(ios!.losses[0], { key: 'iosHeight', about: { key: 'cardN', vars: { n: 1 } }, height: 'TALL' });
  assert.deepEqual(keys(sms), ['smsCarousel', 'smsSuggestions', 'smsLinkMissing', 'smsMediaLost']);
  assert.deepEqual(sms!.losses[1]!.vars, { count: 5 });
  assert.deepEqual(sms!.losses[2]!.vars, { label: 'Menu', url: 'https://acme.example/menu' });
  assert.deepEqual(sms!.figures, { channel: 'SMS', segments: 1, encoding: 'GSM-7', cost: check(0.0158).estimatedCost });
  // What the iPhone pane draws: one menu for the card's two buttons and for the three chips, media at medium.
  const shown = iosContent(request.rcs!, (n) => `${n} options`);
  assert.deepEqual(shown.carousel.cards[0].suggestions, [{ type: 'reply', text: '2 options' }]);
  assert.equal(shown.carousel.cards[0].media.height, 'MEDIUM');
  assert.deepEqual(shown.suggestions, [{ type: 'reply', text: '3 options' }]);
  assert.equal(request.rcs!.carousel!.cards[0]!.media!.height, 'TALL', 'the draft itself is untouched');
});

test('a card with media and a fallback with that media goes as MMS; Android cuts what does not fit', () => {
  const request = base(
    {
      card: {
        title: 'Weekend special: 2-for-1 cold brew at every Acme Coffee store in the city',
        description: 'Saturday and Sunday only. Bring a friend and the second cold brew is on us, all weekend long.',
        media: { url: IMG, height: 'TALL' },
        suggestions: [{ type: 'reply', text: 'Count me in' }],
      },
    },
    { from: '+14155550100', text: 'Weekend special', mediaUrls: [IMG] },
  );
  const [android, , sms] = views(request);
  assert.deepEqual(keys(android), ['lossLinesCut', 'lossActionsCut']);
  assert.deepEqual(android!.losses[1], {
    key: 'lossActionsCut',
    about: { key: 'kind_card' },
    vars: { shown: 0, count: 1 },
  });
  assert.equal(sms!.channel, 'MMS');
  assert.deepEqual(keys(sms), ['smsCard', 'smsSuggestions', 'smsMediaMms']);
  assert.deepEqual(sms!.figures, { channel: 'MMS', encoding: 'GSM-7', cost: check(0.0158).estimatedCost });
});

test('no fallback: a phone without RCS gets nothing, with no figures; plain text loses nothing', () => {
  const [android, ios, sms] = views(base({ text: 'Your order is ready' }), [check(0.0035), undefined]);
  assert.deepEqual([keys(android), keys(ios)], [[], []]);
  assert.equal(sms!.channel, 'none');
  assert.equal(sms!.figures, undefined);
  assert.deepEqual(keys(sms), ['smsNone']);
  assert.deepEqual(android!.figures, { channel: 'RCS', cost: { amount: 0.0035, currency: 'USD' } });
});

test('short links: the fallback pane counts the text as it will go (the summary’s), and a picture linked in it arrives', () => {
  const url = `https://example.com/menu/autumn-specials-with-a-rather-long-path?utm=${'x'.repeat(120)}`;
  const request = base({ media: { url, height: 'MEDIUM' } }, { from: '+14155550100', text: `See ${url}` });
  const long = views(request)[2]!;
  const short = views(request, undefined, 'https://s.example/l')[2]!;
  assert.equal(long.figures?.channel === 'SMS' && long.figures.segments, 2);
  assert.equal(short.figures?.channel === 'SMS' && short.figures.segments, 1);
  assert.deepEqual(keys(long), ['smsMediaLink']);
  assert.deepEqual(keys(short), ['smsMediaLink'], 'its short link leads to the picture');
});

const suggestion = fc.oneof(
  fc.record({ type: fc.constant('reply'), text: fc.string({ minLength: 1, maxLength: 25 }) }),
  fc.record({
    type: fc.constant('openUrl'),
    text: fc.string({ minLength: 1, maxLength: 25 }),
    url: fc.constantFrom('https://acme.example/a', 'https://acme.example/b'),
  }),
);
const card = fc.record(
  {
    title: fc.string({ maxLength: 60 }),
    description: fc.oneof(fc.string({ maxLength: 120 }), fc.constant('See https://acme.example/a')),
    media: fc.record({ url: fc.constant(IMG), height: fc.constantFrom('SHORT', 'MEDIUM', 'TALL') }),
    suggestions: fc.array(suggestion, { maxLength: 4 }),
  },
  { requiredKeys: ['title'] },
);
const rcs = fc.oneof(
  fc.record({ text: fc.string({ minLength: 1 }) }),
  fc.record({ card }),
  fc.record({
    carousel: fc.record({
      cardWidth: fc.constantFrom('SMALL', 'MEDIUM'),
      cards: fc.array(card, { minLength: 2, maxLength: 4 }),
    }),
  }),
);
const fallback = fc.option(
  fc.record(
    {
      from: fc.constant('+14155550100'),
      text: fc.oneof(fc.string({ maxLength: 400 }), fc.constant('Menu https://acme.example/a 😀')),
      mediaUrls: fc.array(fc.constant(IMG), { maxLength: 1 }),
    },
    { requiredKeys: ['from'] },
  ),
  { nil: undefined },
);

test('every pane agrees with the summary and the checks, for generated drafts', () => {
  fc.assert(
    fc.property(
      rcs,
      fallback,
      fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
      (content, f, amount) => {
        const request = base(content as SendRequest['rcs'], f as SendRequest['fallback']);
        const checks = [amount === undefined ? undefined : check(amount), check(0.02)];
        const sms = smsFigures(request.fallback, undefined);
        const [android, ios, none] = phoneViews({ summary: { shown: request, sms }, checks, layoutCard });
        for (const pane of [android!, ios!])
          assert.deepEqual(pane.figures, { channel: 'RCS', cost: checks[0]?.estimatedCost });
        if (!request.fallback) return assert.equal(none!.channel, 'none');
        assert.equal(none!.channel, fallbackChannel(request.fallback));
        const figures = none!.figures!;
        assert.equal(figures.cost, checks[1]!.estimatedCost);
        if (figures.channel === 'SMS')
          assert.deepEqual([figures.segments, figures.encoding], [sms!.segments, sms!.encoding]);
        const all = [
          ...(request.rcs!.suggestions ?? []),
          ...(request.rcs!.card?.suggestions ?? []),
          ...(request.rcs!.carousel?.cards.flatMap((c) => c.suggestions ?? []) ?? []),
        ];
        const dropped = none!.losses.find((l) => l.key === 'smsSuggestions')?.vars?.count ?? 0;
        assert.equal(dropped, all.length, 'every suggestion is named as dropped');
      },
    ),
  );
});
