/**
 * "Send a test" to your own number (remembered, the draft kept, the result in words) and
 * templates (a menu that fills the editor, one confirmation before replacing a draft with content, "Save as
 * template" emitting `parley-template-save`). Driven with real key presses.
 */
import { expect, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import type { ComposerTemplate } from '../../../src/components/composer/public-types.js';
import type { TemplateSaveEvent } from '../../../src/events/template-save.js';
import { shootAll } from '../helpers/screenshot.js';
import { accessibleEverywhere, buttonOf, mountExtras } from './extras-harness.js';
import { $, AGENT, fill, PHONE, text } from './helpers.js';

/** This file's own recipient: stored drafts are per (from, to) in localStorage, shared by test files running in parallel. */
const RCS_USER = '+14155550131';

const MINE = '+14155550177';
const TEMPLATES: ComposerTemplate[] = [
  {
    id: 'tpl_ready',
    name: 'Order ready',
    request: {
      rcs: { text: 'Your order is ready at Acme Coffee ☕', suggestions: [{ type: 'reply', text: 'On my way' }] },
    },
  },
  {
    id: 'tpl_promo',
    name: 'Autumn promo',
    request: {
      rcs: { card: { title: 'Autumn roast', description: 'Half price today' } },
      fallback: { from: PHONE, text: 'Autumn roast: half price today' },
    },
  },
];

async function typeInto(el: ParleyComposer, selector: string, value: string) {
  const field = $<HTMLInputElement>(el, selector);
  field.focus();
  field.select();
  await sendKeys({ type: value });
  await el.updateComplete;
}

describe('<parley-composer> Send a test', () => {
  beforeEach(() => localStorage.removeItem('parley-composer-test-number'));

  it('sends the draft to my number, says so in words, keeps the draft, and remembers the number', async () => {
    const { el, box } = await mountExtras({ to: RCS_USER, scopes: ['messages:send'] });
    await fill(el, 'rcs.text', 'Tasting tonight at 7');
    const before = JSON.stringify(el.value);
    $(el, '[part="test-send"] summary').click();
    await el.updateComplete;
    await typeInto(el, '#test-to', MINE);
    await sendKeys({ press: 'Enter' }); // Enter in the number field sends the test, not the message
    await waitUntil(() => el.shadowRoot!.querySelector('[part="test-result"]'), 'the result', { timeout: 5000 });
    expect(text(el, '[part="test-result"]')).to.equal(
      `Test sent to ${MINE}: check your phone. Your draft is unchanged.`,
    );
    expect(JSON.stringify(el.value)).to.equal(before);
    expect(el.phase).to.equal('idle', 'the real send state is untouched');
    const sent = Object.values(box.sandbox.store.data.messages).filter((m) => m.to === MINE);
    expect(sent.map((m) => m.rcs?.text)).to.deep.equal(['Tasting tonight at 7']);
    expect(
      Object.values(box.sandbox.store.data.messages).some(
        (m) => m.to === RCS_USER && m.rcs?.text === 'Tasting tonight at 7',
      ),
    ).to.equal(false);
    await accessibleEverywhere(el);
    await shootAll('composer-test-send-result', { settle: () => el.updateComplete, fullPage: true });

    const again = await mountExtras({ to: RCS_USER, scopes: ['messages:send'] });
    expect($<HTMLInputElement>(again.el, '#test-to').value).to.equal(MINE);
  });

  it('by keyboard alone: Enter opens "Send a test", one Tab to the number, one Tab to "Send test", Enter sends', async () => {
    const { el } = await mountExtras({ to: RCS_USER, scopes: ['messages:send'] });
    await fill(el, 'rcs.text', 'Keyboard test');
    $(el, '[part="test-send"] summary').focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect($<HTMLDetailsElement>(el, '[part="test-send"]').open).to.equal(true);
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement?.id).to.equal('test-to');
    await sendKeys({ type: MINE });
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement?.getAttribute('part')).to.equal('test-send-button');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => el.shadowRoot!.querySelector('[part="test-result"]'), 'the result', { timeout: 5000 });
    expect(text(el, '[part="test-result"]')).to.contain(`Test sent to ${MINE}`);
  });

  it('refuses a number that is not E.164 and an unsendable draft, in words', async () => {
    const { el } = await mountExtras({ to: RCS_USER, scopes: ['messages:send'] });
    $(el, '[part="test-send"] summary').click();
    await typeInto(el, '#test-to', '555');
    buttonOf(el, /^Send test$/).click();
    await waitUntil(() => el.shadowRoot!.querySelector('[part="test-result"]'), 'the refusal');
    expect(text(el, '[part="test-result"]')).to.equal(
      'The test was not sent: Use the international format, e.g. +14155550123',
    );
    await typeInto(el, '#test-to', MINE);
    buttonOf(el, /^Send test$/).click();
    await waitUntil(() => /problem/.test(text(el, '[part="test-result"]')), 'the draft refused');
    expect(text(el, '[part="test-result"]')).to.equal('Cannot send: 1 problem to fix');
  });
});

describe('<parley-composer> templates', () => {
  it('fills an empty editor at once; asks before replacing a draft; Keep keeps it, Replace replaces it', async () => {
    const { el } = await mountExtras({ to: RCS_USER, scopes: ['messages:send'], templates: TEMPLATES });
    const menu = $<HTMLSelectElement>(el, '#template');
    expect([...menu.options].map((o) => o.textContent)).to.deep.equal(['Templates', 'Order ready', 'Autumn promo']);
    menu.focus();
    menu.value = 'tpl_ready';
    menu.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(el.value.rcs).to.deep.equal(TEMPLATES[0]!.request.rcs);
    expect(el.value.from).to.equal(AGENT);
    expect(el.value.to).to.equal(RCS_USER);

    menu.value = 'tpl_promo';
    menu.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(text(el, '[part="template-confirm"] p')).to.equal('Replace your draft with “Autumn promo”?');
    expect(el.shadowRoot!.activeElement?.textContent).to.equal('Replace draft');
    await accessibleEverywhere(el);
    await shootAll('composer-templates-confirm', { settle: () => el.updateComplete, fullPage: true });
    buttonOf(el, /Keep my draft/).click();
    await el.updateComplete;
    expect(el.value.rcs!.text).to.equal('Your order is ready at Acme Coffee ☕');

    menu.value = 'tpl_promo';
    menu.dispatchEvent(new Event('change'));
    await el.updateComplete;
    await sendKeys({ press: 'Enter' }); // the focused "Replace draft"
    await el.updateComplete;
    expect(el.value.rcs!.card).to.deep.equal({ title: 'Autumn roast', description: 'Half price today' });
    expect(el.value.fallback).to.deep.equal({ from: PHONE, text: 'Autumn roast: half price today' });
    expect(el.shadowRoot!.querySelector('[part="template-confirm"]')).to.equal(null);
  });

  it('"Save as template" names the draft and emits parley-template-save without sender or recipient', async () => {
    const { el } = await mountExtras({ to: RCS_USER, scopes: ['messages:send'] });
    expect(el.shadowRoot!.querySelector('#template')).to.equal(null, 'no menu without templates');
    await fill(el, 'rcs.text', 'Weekly beans drop');
    buttonOf(el, /Save as template/).click();
    await el.updateComplete;
    await waitUntil(() => el.shadowRoot!.activeElement?.id === 'template-name', 'the name field is focused');
    await sendKeys({ type: 'Weekly drop' });
    const saved = oneEvent(el, 'parley-template-save') as Promise<TemplateSaveEvent>;
    await sendKeys({ press: 'Enter' });
    const event = await saved;
    expect(event.detail).to.deep.equal({
      name: 'Weekly drop',
      request: { type: 'RCS', rcs: { text: 'Weekly beans drop' } },
    });
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement?.textContent?.trim()).to.equal('Save as template');
    await accessibleEverywhere(el);
  });
});
