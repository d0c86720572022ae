/** Every RCS limit at its boundary, through the UI (typing, add buttons) and through `value`, against the sandbox. */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { LIMITS, type SendRequest } from '../../../src/schemas/messages.js';
import { ComposerValidationError } from '../../../src/components/composer/draft-judge.js';
import { $, $$, AGENT, RCS_USER, choose, click, errorOf, fill, input, mount, mountDraft } from './helpers.js';

const s = (n: number) => 'x'.repeat(n);
const emoji = (n: number) => '😀'.repeat(n);

/** Pastes `text` into a field as the browser inserts a paste (the field's whole value replaced, an `input` event). */
async function paste(el: Awaited<ReturnType<typeof mount>>['el'], path: string, text: string): Promise<void> {
  const field = input(el, path);
  field.focus();
  field.select();
  document.execCommand('insertText', false, text);
  await el.updateComplete;
}
const reply = (text = 'Yes') => ({ type: 'reply' as const, text });
const card = (title: string) => ({ title });

async function sendRejects(el: Awaited<ReturnType<typeof mount>>['el'], path: string): Promise<void> {
  let error: unknown;
  await el.send().catch((e) => (error = e));
  expect(error).to.be.instanceOf(ComposerValidationError);
  expect((error as ComposerValidationError).reasons.map((r) => r.path)).to.include(path);
}

describe('<parley-composer> limits', () => {
  it('text: 3072 is fine, 3073 is flagged as you type, counted, and refused by send()', async () => {
    const { el } = await mount({ to: RCS_USER });
    await fill(el, 'rcs.text', s(LIMITS.rcsText));
    expect(errorOf(el, 'rcs.text')).to.equal(null);
    expect(input(el, 'rcs.text').getAttribute('aria-invalid')).to.equal('false');
    expect($(el, '#f-rcs-text-n').textContent).to.contain('3,072 / 3,072');
    await fill(el, 'rcs.text', s(LIMITS.rcsText + 1));
    expect(errorOf(el, 'rcs.text')).to.equal('At most 3,072 characters');
    expect(input(el, 'rcs.text').getAttribute('aria-invalid')).to.equal('true');
    expect(input(el, 'rcs.text').getAttribute('aria-describedby')).to.contain('f-rcs-text-e');
    expect($(el, '#f-rcs-text-n').classList.contains('over')).to.equal(true);
    await sendRejects(el, 'rcs.text');
  });

  it('text in emoji (two UTF-16 units each): 3072 pasted is counted 3,072 / 3,072 and sent; 3073 is too long', async () => {
    const { el } = await mount({ to: RCS_USER });
    await paste(el, 'rcs.text', emoji(LIMITS.rcsText));
    expect(el.value.rcs!.text).to.have.length(2 * LIMITS.rcsText);
    expect($(el, '#f-rcs-text-n').textContent).to.contain('3,072 / 3,072');
    expect(errorOf(el, 'rcs.text')).to.equal(null);
    expect(el.problems).to.deep.equal([]);
    const sent = await el.send();
    expect(sent.rcs!.text, 'the sandbox took it').to.equal(emoji(LIMITS.rcsText));
    await waitUntil(() => el.phase === 'sent', 'sent');

    const { el: next } = await mount({ to: RCS_USER });
    await paste(next, 'rcs.text', emoji(LIMITS.rcsText + 1));
    expect($(next, '#f-rcs-text-n').textContent).to.contain('3,073 / 3,072');
    expect(errorOf(next, 'rcs.text')).to.equal('At most 3,072 characters');
    await sendRejects(next, 'rcs.text');
  });

  it('text through value: 3073 is flagged without any user edit and without parley-change', async () => {
    const { el } = await mount({ to: RCS_USER });
    let changes = 0;
    el.addEventListener('parley-change', () => changes++);
    el.value = { type: 'RCS', from: AGENT, to: RCS_USER, rcs: { text: s(3073) } };
    await el.updateComplete;
    expect(errorOf(el, 'rcs.text')).to.equal('At most 3,072 characters');
    el.value = { type: 'RCS', from: AGENT, to: RCS_USER, rcs: { text: s(3072) } };
    await el.updateComplete;
    expect(errorOf(el, 'rcs.text')).to.equal(null);
    expect(el.problems).to.deep.equal([]);
    expect(changes).to.equal(0);
  });

  it('card title 200/201 and description 2000/2001, typed and set', async () => {
    const { el } = await mount({ to: RCS_USER });
    await choose(el, 'card');
    await fill(el, 'rcs.card.title', s(200));
    await fill(el, 'rcs.card.description', s(2000));
    expect(errorOf(el, 'rcs.card.title')).to.equal(null);
    expect(errorOf(el, 'rcs.card.description')).to.equal(null);
    await fill(el, 'rcs.card.title', s(201));
    await fill(el, 'rcs.card.description', s(2001));
    expect(errorOf(el, 'rcs.card.title')).to.equal('At most 200 characters');
    expect(errorOf(el, 'rcs.card.description')).to.equal('At most 2,000 characters');
    await sendRejects(el, 'rcs.card.title');

    el.value = { type: 'RCS', from: AGENT, to: RCS_USER, rcs: { card: { title: s(201), description: s(2001) } } };
    await el.updateComplete;
    expect(errorOf(el, 'rcs.card.title')).to.equal('At most 200 characters');
    expect(errorOf(el, 'rcs.card.description')).to.equal('At most 2,000 characters');
    el.value = { type: 'RCS', from: AGENT, to: RCS_USER, rcs: { card: { title: s(200), description: s(2000) } } };
    await el.updateComplete;
    expect(el.problems).to.deep.equal([]);
  });

  it('suggestion label 25/26 and postback 2048/2049, typed and set', async () => {
    const { el } = await mount({ to: RCS_USER });
    await fill(el, 'rcs.text', 'Hello');
    await click(el, '[data-add="rcs.suggestions"]');
    await fill(el, 'rcs.suggestions.0.text', s(25));
    await fill(el, 'rcs.suggestions.0.postbackData', s(2048));
    expect(errorOf(el, 'rcs.suggestions.0.text')).to.equal(null);
    expect(errorOf(el, 'rcs.suggestions.0.postbackData')).to.equal(null);
    expect(el.problems).to.deep.equal([]);
    await fill(el, 'rcs.suggestions.0.text', s(26));
    await fill(el, 'rcs.suggestions.0.postbackData', s(2049));
    expect(errorOf(el, 'rcs.suggestions.0.text')).to.equal('At most 25 characters');
    expect(errorOf(el, 'rcs.suggestions.0.postbackData')).to.equal('At most 2,048 characters');
    await sendRejects(el, 'rcs.suggestions.0.postbackData');

    el.value = {
      type: 'RCS',
      from: AGENT,
      to: RCS_USER,
      rcs: { text: 'Hi', suggestions: [{ type: 'reply', text: s(26), postbackData: s(2049) }] },
    };
    await el.updateComplete;
    expect(errorOf(el, 'rcs.suggestions.0.text')).to.equal('At most 25 characters');
    expect(errorOf(el, 'rcs.suggestions.0.postbackData')).to.equal('At most 2,048 characters');
  });

  it('11 suggestions per message: the 11th is the last one the UI adds; 12 through value are flagged', async () => {
    const { el } = await mount({ to: RCS_USER });
    await fill(el, 'rcs.text', 'Pick one');
    for (let i = 0; i < 11; i++) {
      await click(el, '[data-add="rcs.suggestions"]');
      await fill(el, `rcs.suggestions.${i}.text`, `Option ${i + 1}`);
    }
    expect($<HTMLButtonElement>(el, '[data-add="rcs.suggestions"]').disabled).to.equal(true);
    expect(el.problems).to.deep.equal([]);
    expect(el.value.rcs!.suggestions).to.have.length(11);

    el.value = {
      type: 'RCS',
      from: AGENT,
      to: RCS_USER,
      rcs: { text: 'Hi', suggestions: Array.from({ length: 12 }, () => reply()) },
    };
    await el.updateComplete;
    expect(errorOf(el, 'rcs.suggestions')).to.equal('At most 11 suggestions here');
    await sendRejects(el, 'rcs.suggestions');
  });

  it('4 suggestions per card: the UI stops at 4; 5 through value are flagged', async () => {
    const { el } = await mount({ to: RCS_USER });
    await choose(el, 'card');
    await fill(el, 'rcs.card.title', 'Menu');
    for (let i = 0; i < 4; i++) {
      await click(el, '[data-add="rcs.card.suggestions"]');
      await fill(el, `rcs.card.suggestions.${i}.text`, `Item ${i}`);
    }
    expect($<HTMLButtonElement>(el, '[data-add="rcs.card.suggestions"]').disabled).to.equal(true);
    expect(el.problems).to.deep.equal([]);

    el.value = {
      type: 'RCS',
      from: AGENT,
      to: RCS_USER,
      rcs: { card: { title: 'Menu', suggestions: Array.from({ length: 5 }, () => reply()) } },
    };
    await el.updateComplete;
    expect(errorOf(el, 'rcs.card.suggestions')).to.equal('At most 4 suggestions here');
    await sendRejects(el, 'rcs.card.suggestions');
  });

  it('carousel: starts with 2 cards, adds up to 10, flags 1 (after a removal) and 11 (through value)', async () => {
    const { el } = await mount({ to: RCS_USER });
    await choose(el, 'carousel');
    expect($$(el, '.cards > li')).to.have.length(2);
    for (let i = 2; i < 10; i++) await click(el, '[data-add="rcs.carousel.cards"]');
    expect($$(el, '.cards > li')).to.have.length(10);
    expect($<HTMLButtonElement>(el, '[data-add="rcs.carousel.cards"]').disabled).to.equal(true);
    for (let i = 0; i < 10; i++) await fill(el, `rcs.carousel.cards.${i}.title`, `Card ${i + 1}`);
    expect(el.problems).to.deep.equal([]);
    expect(errorOf(el, 'rcs.carousel.cards')).to.equal(null);

    el.value = {
      type: 'RCS',
      from: AGENT,
      to: RCS_USER,
      rcs: { carousel: { cardWidth: 'MEDIUM', cards: [card('A'), card('B')] } },
    };
    await el.updateComplete;
    expect(el.problems).to.deep.equal([]);
    await click(el, '[data-list="rcs.carousel.cards"] > [data-index="1"] .item-head [aria-label^="Remove"]');
    expect($$(el, '.cards > li')).to.have.length(1);
    expect(errorOf(el, 'rcs.carousel.cards')).to.equal('A carousel needs at least 2 cards');
    await sendRejects(el, 'rcs.carousel.cards');

    el.value = {
      type: 'RCS',
      from: AGENT,
      to: RCS_USER,
      rcs: { carousel: { cardWidth: 'SMALL', cards: Array.from({ length: 11 }, (_, i) => card(`C${i}`)) } },
    };
    await el.updateComplete;
    expect(errorOf(el, 'rcs.carousel.cards')).to.equal('A carousel has at most 10 cards');
    await sendRejects(el, 'rcs.carousel.cards');
  });

  it('unsafe URLs are refused in every URL field (javascript:, data:), http and https accepted', async () => {
    const { el } = await mount({ to: RCS_USER });
    await choose(el, 'media');
    for (const bad of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://example.com/a.png', '/relative.png']) {
      await fill(el, 'rcs.media.url', bad);
      expect(errorOf(el, 'rcs.media.url'), bad).to.equal('Only absolute http:// or https:// URLs');
      expect(el.shadowRoot!.querySelector('.previews img'), bad).to.equal(null);
    }
    await sendRejects(el, 'rcs.media.url');
    await fill(el, 'rcs.media.url', 'https://example.com/coffee.jpg');
    expect(errorOf(el, 'rcs.media.url')).to.equal(null);
    // the preview loads a media URL once it has settled (not every prefix while typing)
    await waitUntil(() => el.shadowRoot!.querySelector('.previews img'), 'no preview image', { timeout: 4000 });
    expect($<HTMLImageElement>(el, '.previews img').getAttribute('src')).to.equal('https://example.com/coffee.jpg');

    await choose(el, 'text');
    await fill(el, 'rcs.text', 'See our site');
    await click(el, '[data-add="rcs.suggestions"]');
    const type = $<HTMLSelectElement>(el, '#f-rcs-suggestions-0-type');
    type.value = 'openUrl';
    type.dispatchEvent(new Event('change'));
    await el.updateComplete;
    await fill(el, 'rcs.suggestions.0.text', 'Open');
    await fill(el, 'rcs.suggestions.0.url', 'javascript:alert(document.cookie)');
    expect(errorOf(el, 'rcs.suggestions.0.url')).to.equal('Only absolute http:// or https:// URLs');
    await fill(el, 'rcs.suggestions.0.url', 'http://example.com');
    expect(errorOf(el, 'rcs.suggestions.0.url')).to.equal(null);

    // dial takes tel numbers in E.164 only
    type.value = 'dial';
    type.dispatchEvent(new Event('change'));
    await el.updateComplete;
    await fill(el, 'rcs.suggestions.0.phoneNumber', 'tel:javascript');
    expect(errorOf(el, 'rcs.suggestions.0.phoneNumber')).to.equal('Use the international format, e.g. +14155550123');

    const value: SendRequest = {
      type: 'RCS',
      from: AGENT,
      to: RCS_USER,
      rcs: { card: { title: 'x', media: { url: 'data:image/png;base64,AAAA' } } },
    };
    el.value = value;
    await el.updateComplete;
    expect(errorOf(el, 'rcs.card.media.url')).to.equal('Only absolute http:// or https:// URLs');
  });

  it('the whole payload: 250 kB at most, though every field is within its own limit', async () => {
    const { el } = await mount({ to: RCS_USER });
    // "€" is 3 bytes of UTF-8: 51 postbacks of 2,048 of them and ten 2,000-character descriptions pass 250 kB.
    const heavy = (text: string) => ({ type: 'reply' as const, text, postbackData: '€'.repeat(LIMITS.postbackData) });
    const big = (title: string) => ({
      title,
      description: '€'.repeat(LIMITS.cardDescription),
      suggestions: [1, 2, 3, 4].map((n) => heavy(`${n}`)),
    });
    const value = (cards: number) =>
      ({
        type: 'RCS',
        from: AGENT,
        to: RCS_USER,
        rcs: {
          carousel: { cardWidth: 'MEDIUM', cards: Array.from({ length: cards }, (_, i) => big(`Card ${i + 1}`)) },
          suggestions: Array.from({ length: LIMITS.suggestionsPerMessage }, (_, i) => heavy(`S${i}`)),
        },
      }) as SendRequest;
    el.value = value(10);
    await el.updateComplete;
    await waitUntil(() => el.problems.length, 'the payload judged', { timeout: 5000 });
    expect(errorOf(el, 'rcs'), 'no error before a field is touched').to.equal(null);
    await fill(el, 'rcs.carousel.cards.0.title', 'First card');
    expect(errorOf(el, 'rcs')).to.match(/^The message is 3\d\d kB: RCS takes at most 250 kB\./);
    expect(el.problems.map((p) => p.path)).to.deep.equal(['rcs']);
    await sendRejects(el, 'rcs');
    el.value = value(4);
    await el.updateComplete;
    expect(errorOf(el, 'rcs')).to.equal(null);
    expect(el.problems).to.deep.equal([]);
  });

  it('the maxima together are accepted by the service (UI and service agree)', async () => {
    const { el } = await mountDraft(
      {
        rcs: {
          card: {
            title: s(200),
            description: s(2000),
            suggestions: Array.from({ length: 4 }, () => ({
              type: 'reply' as const,
              text: s(25),
              postbackData: s(2048),
            })),
          },
          suggestions: Array.from({ length: 11 }, () => reply(s(25))),
        },
      },
      { to: RCS_USER },
    );
    expect(el.problems).to.deep.equal([]);
    const message = await el.send();
    expect(message.rcs!.card!.title).to.have.length(200);
    expect(message.rcs!.suggestions).to.have.length(11);
  });

  it('a refused send lists every problem by field name; each entry focuses its field', async () => {
    const { el } = await mount({ locale: 'en' });
    el.value = {
      type: 'RCS',
      from: AGENT,
      to: '',
      rcs: {
        carousel: {
          cardWidth: 'MEDIUM',
          cards: [{ title: 'A' }, { title: 'B', suggestions: [{ type: 'dial', text: 'Call', phoneNumber: '555' }] }],
        },
      },
    };
    await el.send().catch(() => {});
    await el.updateComplete;
    const items = $$(el, '[part~="errors"] li').map((li) => li.textContent!.replace(/\s+/g, ' ').trim());
    expect(items).to.deep.equal([
      'Recipient phone number: Required',
      'Card 2 · Suggestion 1 · Phone number: Use the international format, e.g. +14155550123',
    ]);
    $<HTMLButtonElement>(el, '[part~="errors"] li:nth-child(2) button').click();
    expect(el.shadowRoot!.activeElement?.id).to.equal('f-rcs-carousel-cards-1-suggestions-0-phoneNumber');
  });
});
