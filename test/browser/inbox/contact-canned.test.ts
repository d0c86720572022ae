/**
 * The open thread's contact panel, the audience and tag filters, and canned replies in the reply
 * box: used as a person does (click, type, arrows, Enter), axe-checked in light, dark and
 * Arabic, photographed with PARLEY_SHOTS set.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import type { ParleyContactPanel } from '../../../src/components/contact-panel/contact-panel.component.js';
import { ALL_SCOPES } from '../helpers/sandbox.js';
import { inboxState } from './harness.js';
import { accessibleEverywhere, shots } from './looks.js';
import { isLong, LONG_THREAD, listReady, mount, openThread, settle, type Mounted } from './helpers.js';

async function openContact(m: Mounted): Promise<ParleyContactPanel> {
  m.$<HTMLButtonElement>('[part~="contact-toggle"]')!.click();
  await waitUntil(() => m.$('parley-contact-panel'), 'the contact panel', { timeout: 5000 });
  const panel = m.$<ParleyContactPanel>('parley-contact-panel')!;
  await waitUntil(
    () =>
      panel.shadowRoot?.textContent?.includes(LONG_THREAD.contactName) ||
      panel.shadowRoot?.querySelector<HTMLInputElement>('input')?.value === LONG_THREAD.contactName,
    'the contact shown',
  );
  await panel.updateComplete;
  return panel;
}

describe('<parley-inbox> contact panel', () => {
  it('with contacts:write the contact is editable beside the thread; a saved name shows in the row and header', async () => {
    const m = await mount({ scopes: [...ALL_SCOPES, 'contacts:write', 'audiences:read'] });
    await openThread(m, isLong);
    const toggle = m.$('[part~="contact-toggle"]')!;
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    const panel = await openContact(m);
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    const name = panel.shadowRoot!.querySelector<HTMLInputElement>('input[part~="input"]')!;
    expect(name.value).to.equal(LONG_THREAD.contactName);
    await settle(m);
    await shots(m, 'inbox-contact-editable');
    await accessibleEverywhere(m, () => m.$('[part~="contact-toggle"]')!.textContent === 'جهة الاتصال');

    name.focus();
    name.select();
    await sendKeys({ type: 'Jordan A. Avery' });
    await waitUntil(
      () => inboxState(m.el).threads.find(isLong)?.contact?.name === 'Jordan A. Avery',
      'the row has the saved name',
      { timeout: 5000 },
    );
    await m.el.updateComplete;
    expect(m.$('.thread-header h2')!.textContent).to.equal('Jordan A. Avery');
    expect(m.$('[part~="thread-row-selected"] .name')!.textContent).to.equal('Jordan A. Avery');
  });

  it('with contacts:read it is read-only; without either scope there is no toggle', async () => {
    const m = await mount({ scopes: [...ALL_SCOPES, 'contacts:read'] });
    await openThread(m, isLong);
    const panel = await openContact(m);
    expect(panel.shadowRoot!.querySelector('input, textarea'), 'no editable field').to.equal(null);
    expect(panel.shadowRoot!.textContent).to.contain(LONG_THREAD.contactName);
    await settle(m);
    await shots(m, 'inbox-contact-readonly');
    await accessibleEverywhere(m, () => m.$('[part~="contact-toggle"]')!.textContent === 'جهة الاتصال');

    const none = await mount();
    await openThread(none, isLong);
    expect(none.$('[part~="contact-toggle"]')).to.equal(null);
  });

  it('filters threads by audience (names from audiences/list) and by tag', async () => {
    const m = await mount({ scopes: [...ALL_SCOPES, 'contacts:read', 'audiences:read'] });
    await listReady(m);
    m.$<HTMLButtonElement>('[aria-controls="filter-panel"]')!.click();
    // The narrowing filters (sender, brand, campaign, audience, tag); the order select is not one of them.
    const filters = '#filter-panel select:not([part="sort"])';
    await waitUntil(() => m.$$(filters).length === 5, 'audience and tag filters', { timeout: 15_000 });
    const [, , , audience, tag] = m.$$<HTMLSelectElement>(filters);
    const audienceOption = [...audience!.options].find((o) => o.value)!;
    expect(audienceOption.textContent).to.not.match(/^aud_/);
    audience!.value = audienceOption.value;
    audience!.dispatchEvent(new Event('change'));
    const inAudience = () =>
      inboxState(m.el).threads.every((c) => c.contact?.audienceIds.includes(audienceOption.value));
    await waitUntil(() => inboxState(m.el).listStatus === 'ready' && inAudience(), 'only threads of the audience', {
      timeout: 5000,
    });
    expect(inboxState(m.el).threads.length).to.be.greaterThan(0);
    await m.el.updateComplete;
    await shots(m, 'inbox-filters-audience');
    await accessibleEverywhere(m, () => m.$('[aria-controls="filter-panel"]')!.textContent === 'عوامل التصفية');

    const all = inboxState(m.el).threads.length;
    audience!.value = '';
    audience!.dispatchEvent(new Event('change'));
    await waitUntil(
      () => inboxState(m.el).listStatus === 'ready' && inboxState(m.el).threads.length > all,
      'every thread again',
      { timeout: 5000 },
    );
    await m.el.updateComplete;
    const tagValue = [...tag!.options].find((o) => o.value)!.value;
    tag!.value = tagValue;
    tag!.dispatchEvent(new Event('change'));
    const tagged = () => inboxState(m.el).threads.every((c) => c.contact?.tags.includes(tagValue));
    await waitUntil(() => inboxState(m.el).listStatus === 'ready' && tagged(), 'only threads with the tag', {
      timeout: 5000,
    });
    expect(inboxState(m.el).threads.length).to.be.greaterThan(0);
  });
});

describe('<parley-inbox> canned replies', () => {
  // Each test starts from an empty reply box, not the draft another test left behind.
  beforeEach(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('parley:draft:inbox-')) localStorage.removeItem(key);
  });

  const CANNED = [
    { label: 'Order ready', text: 'Your order is ready for pickup at the counter.' },
    { label: 'Opening hours', text: 'We are open 7am–7pm on weekdays.' },
    { label: 'Thanks', text: 'Thank you! Have a lovely day.' },
  ];

  it('"/" at the start of the reply box offers them; typing filters, arrows move, Enter inserts (and does not send)', async () => {
    const m = await mount();
    m.el.cannedReplies = CANNED;
    await openThread(m, isLong);
    const box = m.$<HTMLTextAreaElement>('[part~="reply-input"]')!;
    box.focus();
    await sendKeys({ type: '/' });
    await waitUntil(() => m.$('[part~="canned-replies"]'), 'the canned replies');
    expect(m.$$('[part~="canned-replies"] [role="option"]').length).to.equal(3);
    expect(box.getAttribute('aria-activedescendant')).to.equal('canned-0');
    await settle(m);
    await shots(m, 'inbox-canned-open');
    await accessibleEverywhere(m, () => m.$('[part~="canned-replies"]')?.getAttribute('aria-label') === 'ردود جاهزة');
    box.focus();
    await waitUntil(() => m.$('[part~="canned-replies"]') || box.value === '/', 'box still has /');

    await sendKeys({ type: 'o' }); // "/o": Order ready, Opening hours (and "Thank yOu")
    await m.el.updateComplete;
    const labels = () => m.$$('[part~="canned-replies"] .canned-label').map((l) => l.textContent);
    expect(labels()).to.include('Order ready');
    await sendKeys({ type: 'pen' }); // "/open"
    await m.el.updateComplete;
    expect(labels()).to.deep.equal(['Opening hours']);
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Backspace' }); // "/"
    await m.el.updateComplete;
    await sendKeys({ press: 'ArrowDown' });
    await m.el.updateComplete;
    expect(box.getAttribute('aria-activedescendant')).to.equal('canned-1');
    expect(m.$('#canned-1')!.getAttribute('aria-selected')).to.equal('true');
    const sent = inboxState(m.el).thread!.messages.length;
    await sendKeys({ press: 'Enter' });
    await m.el.updateComplete;
    expect(box.value).to.equal(CANNED[1]!.text);
    expect(m.$('[part~="canned-replies"]')).to.equal(null);
    expect(inboxState(m.el).thread!.pending.length, 'nothing sent').to.equal(0);
    expect(inboxState(m.el).thread!.messages.length).to.equal(sent);
  });

  it('the button offers them too and inserts at the caret; Escape closes; without cannedReplies there is no button', async () => {
    const m = await mount();
    await openThread(m, isLong);
    expect(m.$('[part~="canned-button"]')).to.equal(null);
    m.el.cannedReplies = CANNED;
    await m.el.updateComplete;
    const box = m.$<HTMLTextAreaElement>('[part~="reply-input"]')!;
    box.focus();
    await sendKeys({ type: 'Hi Jordan! ' });
    m.$<HTMLButtonElement>('[part~="canned-button"]')!.click();
    await m.el.updateComplete;
    expect(m.$('[part~="canned-button"]')!.getAttribute('aria-expanded')).to.equal('true');
    expect(m.el.shadowRoot!.activeElement).to.equal(box);
    await sendKeys({ press: 'Escape' });
    await m.el.updateComplete;
    expect(m.$('[part~="canned-replies"]')).to.equal(null);
    m.$<HTMLButtonElement>('[part~="canned-button"]')!.click();
    await m.el.updateComplete;
    m.$<HTMLElement>('#canned-2')!.click();
    await m.el.updateComplete;
    expect(box.value).to.equal(`Hi Jordan! ${CANNED[2]!.text}`);
  });
});
