/**
 * Form logic in the element (DESIGN §11): fields shown as earlier answers make their conditions hold, steps that
 * skip hidden questions with a progress counting only what is shown, hidden fields and prefill, "from today"
 * dates, a one-time link reopened, and a form on a dark page or in Arabic.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import type { ParleyForm } from '../../../src/components/form/form.component.js';
import { shoot, shootAll } from '../helpers/screenshot.js';
import { $, $$, clearDrafts, harness, open, setupForm, submissions, submit, type } from './harness.js';

const ORDER = [
  {
    key: 'kind',
    label: 'Delivery or pickup?',
    type: 'radio',
    required: true,
    options: [
      { value: 'delivery', label: 'Delivery' },
      { value: 'pickup', label: 'Pickup' },
    ],
  },
  {
    key: 'street',
    label: 'Street',
    type: 'text',
    required: true,
    showWhen: { all: [{ field: 'kind', op: 'eq', value: 'delivery' }] },
  },
  { key: 'guests', label: 'Guests', type: 'number' },
  {
    key: 'note',
    label: 'Anything for a large party?',
    type: 'textarea',
    showWhen: { any: [{ field: 'guests', op: 'gte', value: 8 }] },
  },
  { key: 'source', label: 'Source', type: 'text', hidden: true },
] as const;

const keys = (el: ParleyForm) =>
  $$(el, '[part=field] [id^=f-]')
    .map((c) => c.id.replace(/^f-/, '').split('-')[0])
    .filter((k, i, all) => all.indexOf(k) === i);

describe('<parley-form> conditions', () => {
  beforeEach(clearDrafts);

  it('shows a field once its condition holds, never requires or sends a hidden one, and sends a prefilled hidden field', async () => {
    const { sb, formId, client } = await setupForm({ fields: ORDER as never });
    const el = await fixture<ParleyForm>(
      html`<parley-form form-id=${formId} locale="en" .client=${client} .prefill=${{ source: 'sms', guests: '2' }}></parley-form>`,
    );
    await waitUntil(() => el.phase === 'ready', 'form did not load');
    await el.updateComplete;
    const form = harness(el);
    expect(keys(el)).to.deep.equal(['kind', 'guests']);
    expect($<HTMLInputElement>(el, '#f-guests').value, 'prefilled from the property').to.equal('2');
    await form.pick('kind', 'delivery');
    expect(keys(el)).to.deep.equal(['kind', 'street', 'guests']);
    await shootAll('form-logic-shown', { settle: () => el.updateComplete });
    await expect(el).to.be.accessible();
    await form.clear('guests');
    await type(el, '#f-guests', '9');
    expect(keys(el)).to.deep.equal(['kind', 'street', 'guests', 'note']);
    await form.pick('kind', 'pickup');
    expect(keys(el)).to.deep.equal(['kind', 'guests', 'note']);
    await submit(el);
    expect(el.phase).to.equal('done');
    const [stored] = await submissions(sb, formId);
    expect(stored!.data).to.deep.equal({ kind: 'pickup', guests: 9, source: 'sms' });
    // The answer summary lists what was shown, not the hidden or unasked fields.
    expect($(el, '[part=answers]').textContent).not.to.contain('Street');
    expect($(el, '[part=answers]').textContent).not.to.contain('Source');
    await expect(el).to.be.accessible();
  });

  it('one question at a time skips hidden questions and counts only those shown', async () => {
    const { formId, client } = await setupForm({ fields: ORDER as never });
    const el = await open(formId, client, 'en', { layout: 'steps' });
    await waitUntil(() => el.shadowRoot!.querySelector('[part=progress]'), 'steps did not show');
    const form = harness(el);
    expect($(el, '[part=progress] p').textContent).to.equal('Question 1 of 2');
    await form.pick('kind', 'delivery');
    expect($(el, '[part=progress] p').textContent).to.equal('Question 1 of 3');
    await form.pick('kind', 'pickup');
    $(el, 'button[type=submit]').click();
    await el.updateComplete;
    expect($(el, '[part=progress] p').textContent, 'the street question is skipped').to.equal('Question 2 of 2');
    expect(keys(el)).to.deep.equal(['guests']);
    await shootAll('form-logic-steps', { settle: () => el.updateComplete });
    await expect(el).to.be.accessible();
  });

  it('limits a date to today or later, in the input and on submit', async () => {
    const { el } = await setupForm({
      fields: [{ key: 'day', label: 'Appointment day', type: 'date', min: 'today', required: true }],
    });
    const today = new Date();
    const iso = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    expect($<HTMLInputElement>(el, '#f-day').min).to.equal(iso(today));
    await harness(el).setValue('day', iso(new Date(today.getTime() - 86_400_000)));
    await submit(el);
    expect(el.phase).to.equal('ready');
    expect($(el, '#f-day-err').textContent).to.match(/^Choose .+ or later$/);
    await shootAll('form-logic-date-min', { settle: () => el.updateComplete });
    await expect(el).to.be.accessible();
    await harness(el).setValue('day', iso(today));
    await submit(el);
    expect(el.phase).to.equal('done');
  });
});

describe('<parley-form> reopened links and prefill', () => {
  beforeEach(clearDrafts);

  it('a one-time link reopened says when it was answered, with the answers read-only, at once', async () => {
    const { sb, formId, client } = await setupForm({
      fields: [
        { key: 'name', label: 'Name', type: 'text' },
        { key: 'guests', label: 'Guests', type: 'number' },
      ],
    });
    let el = await open(formId, client);
    await type(el, '#f-name', 'Ada');
    await submit(el);
    expect(el.phase).to.equal('done');
    el.remove();
    el = await open(formId, client);
    expect(el.phase).to.equal('already');
    await waitUntil(() => el.shadowRoot!.querySelector('[part=answers]'), 'no answers shown');
    expect($(el, '.done-text').textContent).to.match(/^You answered this form on .+\. These are your answers\.$/);
    expect($(el, '[part=answers]').textContent).to.contain('Ada');
    expect(el.shadowRoot!.querySelector('input, textarea, select, button[type=submit]')).to.equal(null);
    await shootAll('form-logic-answered', { settle: () => el.updateComplete });
    await expect(el).to.be.accessible();
    expect(await submissions(sb, formId)).to.have.length(1);
  });

  it("prefill never replaces the recipient's own earlier answers of a can_update form", async () => {
    const { formId, client } = await setupForm({
      can_update: true,
      fields: [
        { key: 'name', label: 'Name', type: 'text' },
        { key: 'city', label: 'City', type: 'text' },
      ],
    });
    let el = await open(formId, client);
    await type(el, '#f-name', 'Ada');
    await submit(el);
    el.remove();
    clearDrafts();
    el = await fixture<ParleyForm>(
      html`<parley-form form-id=${formId} locale="en" .client=${client} .prefill=${{ name: 'Bob', city: 'Lyon' }}></parley-form>`,
    );
    await waitUntil(() => el.phase === 'ready', 'form did not load');
    await el.updateComplete;
    expect($<HTMLInputElement>(el, '#f-name').value, 'the earlier answer stays').to.equal('Ada');
    expect($<HTMLInputElement>(el, '#f-city').value, 'a question not answered before takes the prefill').to.equal(
      'Lyon',
    );
  });
});

describe('<parley-form> on a dark page and in Arabic', () => {
  beforeEach(clearDrafts);

  it('draws native controls for its own (light) card on a dark page', async () => {
    document.documentElement.style.colorScheme = 'dark';
    try {
      const { el } = await setupForm({
        theme_override: { colors: { primary: '#0f766e' } },
        fields: [
          {
            key: 'size',
            label: 'Size',
            type: 'radio',
            options: [
              { value: 's', label: 'Small' },
              { value: 'l', label: 'Large' },
            ],
          },
          { key: 'day', label: 'Day', type: 'date' },
        ],
      });
      expect(getComputedStyle($(el, '#f-size')).colorScheme).to.equal('light');
      expect(getComputedStyle($(el, '#f-day')).colorScheme).to.equal('light');
      await shoot('form-logic-dark-page', { settle: () => el.updateComplete });
      el.setAttribute('theme', 'dark');
      await el.updateComplete;
      expect(getComputedStyle($(el, '#f-size')).colorScheme).to.equal('dark');
      await expect(el).to.be.accessible();
    } finally {
      document.documentElement.style.colorScheme = '';
    }
  });

  it('keeps the plus of a phone number in an Arabic hint before its digits', async () => {
    const { el } = await setupForm(
      { fields: [{ key: 'tel', label: 'رقم الهاتف', type: 'phone', help: 'اكتب رقمك مع رمز البلد (+14155550123).' }] },
      { locale: 'ar' },
    );
    const bdi = $(el, '#f-tel-help bdi');
    expect(bdi.textContent).to.equal('+14155550123');
    bdi.scrollIntoView();
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const text = [...bdi.childNodes].find((n): n is Text => n.nodeType === Node.TEXT_NODE && !!n.textContent)!;
    const left = (i: number) => {
      const range = document.createRange();
      range.setStart(text, i);
      range.setEnd(text, i + 1);
      return range.getBoundingClientRect().left;
    };
    expect(left(0), 'the plus renders left of the first digit').to.be.lessThan(left(1));
    expect(left(1), 'the digits read left to right').to.be.lessThan(left(11));
    expect(getComputedStyle($(el, '#f-tel-help')).direction).to.equal('rtl');
    await shootAll('form-logic-ar-hint', { settle: () => el.updateComplete });
    await expect(el).to.be.accessible();
  });
});
