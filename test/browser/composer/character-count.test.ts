/**
 * One way of counting a text's length across the composer: characters as the service measures its limits and reports
 * them (Unicode code points, so "😀" is one). The same text in the message and in the fallback gets the same count,
 * and the short-link note's lengths are counted the same way. Real sandbox.
 */
import { expect } from '@open-wc/testing';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import { shootAll } from '../helpers/screenshot.js';
import { mountExtras } from './extras-harness.js';
import { AGENT, PHONE, text } from './helpers.js';

/** This file's own recipient (stored drafts are per sender and recipient). */
const RCS_USER = '+14155550138';
const TEXT = 'Café ☕ and 😀 cookies, order at https://acme-coffee.example/menu before 5 pm!';
const counter = (el: ParleyComposer, path: string) => text(el, `#f-${path.replaceAll('.', '-')}-n`);

describe('<parley-composer> character counts', () => {
  it('the same text has the same count in the message and in the fallback, and in the short-link note', async () => {
    const { el } = await mountExtras({
      to: RCS_USER,
      scopes: ['messages:send', 'links:write', 'conversations:read'],
      value: { type: 'RCS', from: AGENT, to: RCS_USER, rcs: { text: TEXT }, fallback: { from: PHONE, text: TEXT } },
    });
    const characters = [...TEXT].length;
    expect(TEXT.length, 'the text has an astral character').to.equal(characters + 1);
    expect(counter(el, 'rcs.text')).to.equal(`${characters} / 3,072`);
    expect(counter(el, 'fallback.text')).to.equal(`${characters} / 3,072`);
    // With short links on, the note gives both lengths: equal, as the texts are.
    const note = text(el, '[part="shortened"]');
    const [, message, fallback] = /message has (\d+) characters.*fallback has (\d+) characters/.exec(note) ?? [];
    expect(message, note).to.be.a('string');
    expect(message).to.equal(fallback);
    await shootAll('composer-character-count', { settle: () => el.updateComplete, fullPage: true });
    await expect(el).to.be.accessible();
  });
});
