/**
 * Enter in a one-line field of the editor never sends the message (the browser's implicit submission): a suggestion's
 * Label, the recipient, a card's title. Sending is the Send button (Enter or Space on it, or a click). Real keys.
 */
import { aTimeout, expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { waitUntil } from '../helpers/wait.js';
import { $, RCS_USER, choose, click, fill, input, mount } from './helpers.js';

describe('<parley-composer> Enter in a field', () => {
  it('Enter in a suggestion label, the recipient or a card title does not send; Enter on Send does', async () => {
    const { el } = await mount();
    const sends: unknown[] = [];
    el.addEventListener('parley-message-send', (e) => sends.push(e));
    await fill(el, 'to', RCS_USER);
    await fill(el, 'rcs.text', 'Shall we book you a seat?');
    await click(el, '[data-add="rcs.suggestions"]');
    input(el, 'rcs.suggestions.0.text').focus();
    await sendKeys({ type: 'Yes please' });
    await sendKeys({ press: 'Enter' });
    await aTimeout(100);
    await el.updateComplete;
    expect(sends, 'Enter in the Label').to.have.length(0);
    expect(el.phase).to.equal('idle');
    expect(el.value.rcs!.suggestions![0]!.text).to.equal('Yes please');
    input(el, 'to').focus();
    await sendKeys({ press: 'Enter' });
    await aTimeout(100);
    expect(sends, 'Enter in the recipient').to.have.length(0);

    await choose(el, 'card');
    input(el, 'rcs.card.title').focus();
    await sendKeys({ type: 'Flat white' });
    await sendKeys({ press: 'Enter' });
    await aTimeout(100);
    expect(sends, 'Enter in a card title').to.have.length(0);

    $<HTMLButtonElement>(el, '[part~="send-button"]').focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => sends.length === 1, 'Enter on Send sends');
    await waitUntil(() => el.phase === 'sent', 'sent');
  });
});
