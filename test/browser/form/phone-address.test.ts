/** Phone numbers (formatted while typing, E.164 on submit) and the address combobox (keyboard, debounce, aborts). */
import { aTimeout, expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import type { Place } from '../../../src/schemas/forms.js';
import { $, $$, clearDrafts, setupForm, submissions, submit, type, watchResources } from './harness.js';

describe('<parley-form> phone', () => {
  beforeEach(clearDrafts);

  it('formats a national number as it is typed and submits E.164', async () => {
    const fetched = watchResources();
    const { el, sb, formId } = await setupForm({
      fields: [
        { key: 'us', label: 'US mobile', type: 'phone', defaultCountry: 'US', required: true },
        { key: 'uk', label: 'UK mobile', type: 'phone', defaultCountry: 'GB' },
      ],
    });
    await type(el, '#f-us', '4155550142');
    await waitUntil(() => $<HTMLInputElement>(el, '#f-us').value === '(415) 555-0142', 'not formatted as typed', {
      timeout: 8000,
    });
    await type(el, '#f-uk', '07400 123456');
    await submit(el);
    expect(el.phase).to.equal('done');
    const [stored] = await submissions(sb, formId);
    expect(stored!.data).to.deep.equal({ us: '+14155550142', uk: '+447400123456' });
    // The library came as its own request (the counterpart of the no-phone test in theme-security).
    await waitUntil(() => fetched.names.some((n) => n.includes('libphonenumber-js')), 'libphonenumber-js not seen');
    fetched.stop();
  });

  it('loads the numbering plans of its country, and those of a calling code typed later (+81 in a New Zealand field)', async () => {
    const fetched = watchResources();
    const plans = () =>
      fetched.names.filter((n) => n.includes('phone-metadata/zone-')).map((n) => n.replace(/.*\//, ''));
    const { el, sb, formId } = await setupForm({
      fields: [{ key: 'tel', label: 'Phone', type: 'phone', defaultCountry: 'NZ', required: true }],
    });
    await type(el, '#f-tel', '2');
    await waitUntil(() => plans().includes('zone-6.ts'), `the +64 zone not fetched (${plans().join()})`);
    expect(plans(), 'no plans of a calling code not typed yet').to.not.include('zone-8.ts');
    $<HTMLInputElement>(el, '#f-tel').select();
    await sendKeys({ press: 'Backspace' });
    await type(el, '#f-tel', '+819012345678');
    await waitUntil(() => $<HTMLInputElement>(el, '#f-tel').value === '+81 90 1234 5678', 'not formatted as +81', {
      timeout: 8000,
    });
    expect(plans()).to.include('zone-8.ts');
    expect(
      fetched.names.filter((n) => n.includes('metadata.max')),
      'never the whole metadata',
    ).to.deep.equal([]);
    await submit(el);
    expect(el.phase).to.equal('done');
    const [stored] = await submissions(sb, formId);
    expect(stored!.data).to.deep.equal({ tel: '+819012345678' });
    fetched.stop();
  });

  it('refuses a number that is not valid for its country', async () => {
    const { el } = await setupForm({ fields: [{ key: 'tel', label: 'Phone', type: 'phone', defaultCountry: 'US' }] });
    await type(el, '#f-tel', '12345');
    await submit(el);
    expect($(el, '#f-tel-err').textContent).to.equal('Enter a valid phone number');
    expect(el.shadowRoot!.activeElement).to.equal($(el, '#f-tel'));
  });
});

describe('<parley-form> address', () => {
  beforeEach(clearDrafts);

  it('is chosen by keyboard from the service suggestions and submitted structured', async () => {
    const { el, sb, formId } = await setupForm({
      fields: [{ key: 'home', label: 'Home', type: 'address', required: true }],
    });
    const input = $<HTMLInputElement>(el, '#f-home-line1');
    expect(input.getAttribute('aria-expanded')).to.equal('false');
    await type(el, '#f-home-line1', 'baker street');
    await waitUntil(() => input.getAttribute('aria-expanded') === 'true', 'no suggestions', { timeout: 3000 });
    await el.updateComplete;
    const options = $$(el, '[role=option]');
    expect(options.length).to.be.greaterThan(1);
    expect(input.getAttribute('aria-controls')).to.equal($(el, '[role=listbox]').id);
    expect($(el, '[role=status]').textContent).to.match(/address suggestions/);
    await expect(el).to.be.accessible();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    expect(input.getAttribute('aria-activedescendant')).to.equal(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).to.equal('true');
    const chosen = options[1]!.textContent!;
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.phase).to.equal('ready'); // Enter chose, it did not submit
    expect(input.getAttribute('aria-expanded')).to.equal('false');
    expect($<HTMLInputElement>(el, '#f-home-city').value).to.equal('London');
    expect($<HTMLInputElement>(el, '#f-home-country').value).to.equal('GB');
    expect(el.shadowRoot!.activeElement).to.equal(input);
    await submit(el);
    const [stored] = await submissions(sb, formId);
    const home = (stored!.data as { home: Record<string, string> }).home;
    expect(home.formatted).to.equal(chosen);
    expect(home.city).to.equal('London');
    expect(home.country).to.equal('GB');
    expect(home.placeId).to.match(/^sbx_gb_/);
    expect(home.line1).to.match(/Baker Street$/);
  });

  it('closes on Escape, waits for 3 characters, and is also filled in by hand', async () => {
    const { el, sb, formId } = await setupForm({
      fields: [{ key: 'home', label: 'Home', type: 'address', country: 'DE' }],
    });
    const input = $<HTMLInputElement>(el, '#f-home-line1');
    await type(el, '#f-home-line1', 'fr');
    await aTimeout(400);
    expect(input.getAttribute('aria-expanded')).to.equal('false');
    await type(el, '#f-home-line1', 'iedrich');
    await waitUntil(() => input.getAttribute('aria-expanded') === 'true', 'no suggestions', { timeout: 3000 });
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(input.getAttribute('aria-expanded')).to.equal('false');
    await type(el, '#f-home-line1', 'weg 1');
    await type(el, '#f-home-city', 'Musterstadt');
    await type(el, '#f-home-postalCode', '12345');
    await submit(el);
    expect(el.phase).to.equal('done');
    const [stored] = await submissions(sb, formId);
    expect(stored!.data).to.deep.equal({
      home: {
        line1: 'friedrichweg 1',
        city: 'Musterstadt',
        postalCode: '12345',
        country: 'DE',
        formatted: 'friedrichweg 1, 12345 Musterstadt, DE',
      },
    });
  });

  it('uses a placesProvider, debounced, with stale lookups aborted', async () => {
    const calls: { query: string; country?: string | undefined; signal: AbortSignal }[] = [];
    const place = (n: number): Place => ({
      placeId: `p${n}`,
      description: `${n} Provider Road, Springfield`,
      address: {
        line1: `${n} Provider Road`,
        city: 'Springfield',
        country: 'US',
        formatted: `${n} Provider Road, Springfield`,
        placeId: `p${n}`,
      },
    });
    const { el } = await setupForm({ fields: [{ key: 'home', label: 'Home', type: 'address', country: 'US' }] });
    el.placesProvider = (query, { country, signal }) => {
      calls.push({ query, country, signal });
      return new Promise((resolve) => setTimeout(() => resolve([place(query.length)]), query === 'abc' ? 600 : 10));
    };
    await type(el, '#f-home-line1', 'abcde');
    await aTimeout(450);
    // One lookup for the whole burst of typing, with the field's country.
    expect(calls.map((c) => c.query)).to.deep.equal(['abcde']);
    expect(calls[0]!.country).to.equal('US');
    // A slow lookup overtaken by a newer one is aborted and its answer ignored.
    const input = $<HTMLInputElement>(el, '#f-home-line1');
    input.value = 'abc';
    input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType: 'deleteContentBackward' }));
    await aTimeout(350);
    input.value = 'abcdefg';
    input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertText' }));
    await waitUntil(() => calls.length === 3, 'third lookup not made');
    expect(calls[1]!.signal.aborted).to.equal(true);
    await aTimeout(700);
    await el.updateComplete;
    expect($$(el, '[role=option]').map((o) => o.textContent)).to.deep.equal(['7 Provider Road, Springfield']);
  });

  it('says so when suggestions fail, and manual entry still works', async () => {
    const { el } = await setupForm({ fields: [{ key: 'home', label: 'Home', type: 'address' }] });
    el.placesProvider = () => Promise.reject(new Error('quota'));
    await type(el, '#f-home-line1', 'somewhere');
    await waitUntil(
      () => el.shadowRoot!.textContent!.includes('Address suggestions are unavailable'),
      'no failure notice',
    );
    expect($(el, '#f-home-line1').getAttribute('aria-expanded')).to.equal('false');
    await expect(el).to.be.accessible();
  });
});
