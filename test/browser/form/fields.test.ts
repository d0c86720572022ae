/** Every field type: what the person does (through the harness), and what the sandbox stored. */
import { aTimeout, expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import type { Field } from '../../../src/schemas/forms.js';
import { clearDrafts, setupForm, submissions } from './harness.js';

const ALL_TYPES: Field[] = [
  { key: 'name', label: 'Full name', type: 'text', required: true, autocomplete: 'name' },
  { key: 'bio', label: 'About you', type: 'textarea', rows: 2 },
  { key: 'email', label: 'Email', type: 'email' },
  { key: 'site', label: 'Website', type: 'url' },
  { key: 'mobile', label: 'Mobile', type: 'phone', defaultCountry: 'US' },
  { key: 'guests', label: 'Guests', type: 'number', min: 1, max: 10 },
  { key: 'volume', label: 'Volume', type: 'range', min: 0, max: 10, step: 1 },
  { key: 'stars', label: 'Rating', type: 'rating', max: 5 },
  { key: 'day', label: 'Day', type: 'date' },
  { key: 'at', label: 'Time', type: 'time' },
  { key: 'when', label: 'When', type: 'datetime' },
  { key: 'colour', label: 'Favourite colour', type: 'color' },
  {
    key: 'size',
    label: 'Size',
    type: 'select',
    options: [
      { value: 's', label: 'Small' },
      { value: 'l', label: 'Large' },
    ],
  },
  {
    key: 'plan',
    label: 'Plan',
    type: 'radio',
    options: [
      { value: 'free', label: 'Free' },
      { value: 'pro', label: 'Pro' },
    ],
  },
  {
    key: 'topics',
    label: 'Topics',
    type: 'checkbox',
    options: [
      { value: 'a', label: 'Alpha' },
      { value: 'b', label: 'Beta' },
      { value: 'c', label: 'Gamma' },
    ],
  },
  { key: 'home', label: 'Home address', type: 'address', country: 'US' },
];

describe('<parley-form> field types', () => {
  beforeEach(clearDrafts);

  it('renders all 16 types with native controls and labels, and is axe-clean', async () => {
    const { el, form } = await setupForm({ title: 'Everything', fields: ALL_TYPES });
    expect(el.phase).to.equal('ready');
    expect(form.$('[part=title]').textContent).to.equal('Everything');
    expect(form.control<HTMLInputElement>('name').type).to.equal('text');
    expect(form.control<HTMLInputElement>('name').autocomplete).to.equal('name');
    expect(form.control('bio').localName).to.equal('textarea');
    expect(form.control<HTMLInputElement>('email').type).to.equal('email');
    expect(form.control<HTMLInputElement>('site').type).to.equal('url');
    expect(form.control<HTMLInputElement>('mobile').type).to.equal('tel');
    expect(form.control<HTMLInputElement>('mobile').autocomplete).to.equal('tel');
    expect(form.control<HTMLInputElement>('guests').type).to.equal('number');
    expect(form.control<HTMLInputElement>('volume').type).to.equal('range');
    expect(form.$$('input[name=stars][type=radio]')).to.have.length(5);
    expect(form.control<HTMLInputElement>('day').type).to.equal('date');
    expect(form.control<HTMLInputElement>('at').type).to.equal('time');
    expect(form.control<HTMLInputElement>('when').type).to.equal('datetime-local');
    expect(form.control<HTMLInputElement>('colour').type).to.equal('color');
    expect(form.control('size').localName).to.equal('select');
    expect(form.$$('input[name=plan][type=radio]')).to.have.length(2);
    expect(form.$$('input[name=topics][type=checkbox]')).to.have.length(3);
    expect(form.control('home.line1').getAttribute('role')).to.equal('combobox');
    expect(form.control<HTMLInputElement>('home.postalCode').autocomplete).to.equal('postal-code');
    // Every control has an accessible label.
    for (const id of [
      'name',
      'bio',
      'email',
      'site',
      'mobile',
      'guests',
      'volume',
      'day',
      'at',
      'when',
      'colour',
      'size',
    ]) {
      expect(el.shadowRoot!.querySelector(`label[for=f-${id}]`), id).to.exist;
    }
    expect(form.control('name').hasAttribute('required')).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('submits what was typed and chosen, as the wire wants it', async () => {
    const { el, form, sb, formId } = await setupForm({ fields: ALL_TYPES });
    await form.type('name', 'Ada Lovelace');
    await form.type('bio', 'Line one');
    await form.type('email', 'ada@example.com');
    await form.type('site', 'https://ada.example');
    await form.type('mobile', '4155550142');
    await form.type('guests', '3');
    // Slider: keyboard from its shown middle (5) one step up.
    form.control('volume').focus();
    await sendKeys({ press: 'ArrowRight' });
    await form.element.updateComplete;
    expect(form.$('[part=range-value]').textContent).to.equal('6');
    // Rating: click the third star, then arrow to the fourth.
    form.$$<HTMLInputElement>('input[name=stars]')[2]!.focus();
    form.$$<HTMLInputElement>('input[name=stars]')[2]!.click();
    await form.element.updateComplete;
    await sendKeys({ press: 'ArrowRight' });
    await form.element.updateComplete;
    expect(form.$$('.star.on')).to.have.length(4);
    await form.setValue('day', '2026-12-24');
    await form.setValue('at', '18:30');
    await form.setValue('when', '2026-12-24T18:30');
    await form.setValue('colour', '#1a2b3c');
    const select = form.control<HTMLSelectElement>('size');
    select.value = 'l';
    select.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    form.$$<HTMLInputElement>('input[name=plan]')[1]!.click();
    form.$$<HTMLInputElement>('input[name=topics]')[0]!.click();
    form.$$<HTMLInputElement>('input[name=topics]')[2]!.click();
    await form.element.updateComplete;
    await form.type('home.line1', '1 Infinite');
    await form.type('home.city', 'Cupertino');
    await form.type('home.region', 'CA');
    await form.type('home.postalCode', '95014');

    let submitted: unknown;
    el.addEventListener('parley-form-submitted', (e) => (submitted = (e as CustomEvent).detail));
    await form.submit();
    expect(form.phase, JSON.stringify(form.errors())).to.equal('done');
    expect(submitted).to.have.nested.property('submission.id');

    const [stored] = await submissions(sb, formId);
    const when = new Date(2026, 11, 24, 18, 30);
    const offset = -when.getTimezoneOffset();
    const sign = offset < 0 ? '-' : '+';
    const hhmm = `${String(Math.trunc(Math.abs(offset) / 60)).padStart(2, '0')}:${String(Math.abs(offset) % 60).padStart(2, '0')}`;
    expect(stored!.data).to.deep.equal({
      name: 'Ada Lovelace',
      bio: 'Line one',
      email: 'ada@example.com',
      site: 'https://ada.example',
      mobile: '+14155550142',
      guests: 3,
      volume: 6,
      stars: 4,
      day: '2026-12-24',
      at: '18:30',
      when: `2026-12-24T18:30:00${sign}${hhmm}`,
      colour: '#1a2b3c',
      size: 'l',
      plan: 'pro',
      topics: ['a', 'c'],
      home: {
        line1: '1 Infinite',
        city: 'Cupertino',
        region: 'CA',
        postalCode: '95014',
        country: 'US',
        formatted: '1 Infinite, 95014 Cupertino, CA, US',
      },
    });
    expect(Date.parse((stored!.data as { when: string }).when)).to.equal(when.getTime());
    expect(form.$('[part=success]').textContent).to.contain('Thank you');
  });

  it('leaves untouched optional fields out of the submission', async () => {
    const { el, form, sb, formId } = await setupForm({ fields: ALL_TYPES });
    await form.type('name', 'Only me');
    await form.submit();
    expect(el.phase).to.equal('done');
    const [stored] = await submissions(sb, formId);
    expect(stored!.data).to.deep.equal({ name: 'Only me' });
  });

  it('grows the textarea with its content', async () => {
    const { form } = await setupForm({ fields: [{ key: 'bio', label: 'Bio', type: 'textarea', rows: 2 }] });
    const area = form.control<HTMLTextAreaElement>('bio');
    const before = area.getBoundingClientRect().height;
    await form.type('bio', 'a\nb\nc\nd\ne\nf\ng');
    await aTimeout(0);
    expect(area.getBoundingClientRect().height).to.be.greaterThan(before);
  });

  it('submits with Enter from a text input, but Enter in a textarea adds a line', async () => {
    const { el, form, sb, formId } = await setupForm({
      fields: [
        { key: 'bio', label: 'Bio', type: 'textarea' },
        { key: 'name', label: 'Name', type: 'text' },
      ],
    });
    await form.type('bio', 'one');
    await sendKeys({ press: 'Enter' });
    await form.type('bio', 'two');
    expect(el.phase).to.equal('ready');
    await form.type('name', 'Grace');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => el.phase === 'done', 'Enter did not submit');
    const [stored] = await submissions(sb, formId);
    expect(stored!.data).to.deep.equal({ bio: 'one\ntwo', name: 'Grace' });
  });
});
