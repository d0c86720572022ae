/**
 * The reach warning describes the recipient's field: a person types a number that cannot get RCS in "Recipient phone
 * number" and leaves the field; once the service's capability check answers, the warning (`f-to-reach`) is among
 * the ids of the field's `aria-describedby`, after its format hint. Real sandbox (`…0000` cannot get RCS). (That
 * the warning is announced: `reach-announced.test.ts`.)
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import { waitUntil } from '../helpers/wait.js';
import { mountExtras } from './extras-harness.js';
import { $, NO_RCS, words } from './helpers.js';

const NONE =
  'This phone can’t get RCS from this agent, and this message has no fallback, so it will not arrive. Tick “Send as SMS or MMS when the phone cannot receive RCS”.';

const warning = (el: ParleyComposer) => words(el.shadowRoot!.querySelector('[part~="launch-warning"]')) || null;
const recipient = (el: ParleyComposer) => $<HTMLInputElement>(el, 'input[type="tel"]#f-to');

describe('<parley-composer> the reach warning describes the recipient field', () => {
  it('typed recipient, Tab: the warning is part of the field’s accessible description', async () => {
    const { el } = await mountExtras({ scopes: ['messages:send', 'agents:read'] });
    recipient(el).focus();
    await sendKeys({ type: NO_RCS });
    await sendKeys({ press: 'Tab' });
    await waitUntil(() => warning(el) === NONE, `the reach warning (${warning(el)})`, { timeout: 5000 });
    await el.updateComplete;
    const ids = (recipient(el).getAttribute('aria-describedby') ?? '').split(/\s+/);
    const described = ids.map((id) => words(el.shadowRoot!.getElementById(id))).join(' ');
    expect(described, `described by ${ids.join(', ')}`).to.contain(NONE);
    // Its accessible description: the texts of those ids, in order (the format hint first, then the warning).
    expect(described).to.equal(`International format, e.g. +14155550123 ${NONE}`);
  });
});
