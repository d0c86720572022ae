/**
 * One question at a time (`layout="steps"`), the phone field's country picker, and the answer
 * summary on the thank-you screen. Driven with the keyboard through the harness.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import type { Field } from '../../../src/schemas/forms.js';
import { clearDrafts, FormHarness, open, setupForm, submissions } from './harness.js';

const QUESTIONS: Field[] = [
  { key: 'name', label: 'Your name', type: 'text', required: true },
  { key: 'email', label: 'Email', type: 'email', required: true },
  {
    key: 'plan',
    label: 'Plan',
    type: 'select',
    options: [
      { value: 'free', label: 'Free' },
      { value: 'pro', label: 'Pro' },
    ],
  },
  { key: 'stars', label: 'How likely are you to recommend us?', type: 'rating' },
];

async function steps(fields: Field[] = QUESTIONS, options: { locale?: string } = {}) {
  const setup = await setupForm({ title: 'Quick survey', fields }, { ...options, attrs: { layout: 'steps' } });
  await waitUntil(() => setup.form.root.querySelector('[part=progress]'), 'the steps layout did not load', {
    timeout: 5000,
  });
  await setup.el.updateComplete;
  return setup;
}

const progress = (form: FormHarness) => form.$<HTMLProgressElement>('[part=progress] progress');
const shownKeys = (form: FormHarness) =>
  form
    .$$('[part=field] [data-k]')
    .map((e) => e.dataset.k)
    .filter((k, i, all) => all.indexOf(k) === i);

describe('<parley-form layout="steps">', () => {
  beforeEach(clearDrafts);

  it('shows one question with a progress bar; Enter advances only when the question is valid', async () => {
    const { form } = await steps();
    expect(shownKeys(form)).to.deep.equal(['name']);
    expect(progress(form).value).to.equal(1);
    expect(progress(form).max).to.equal(4);
    expect(progress(form).getAttribute('aria-label')).to.equal('Question 1 of 4');
    expect(form.$$('[part=back]')).to.have.length(0);
    expect(form.$('[part=submit]').textContent!.trim()).to.equal('Next');
    await expect(form.element).to.be.accessible();

    // Enter on an empty required question: its error, focus stays, no advance.
    form.control('name').focus();
    await form.press('Enter');
    expect(shownKeys(form)).to.deep.equal(['name']);
    expect(form.error('name')).to.equal('This field is required');
    expect(form.focused()).to.equal(form.control('name'));
    await expect(form.element).to.be.accessible();

    await form.type('name', 'Ada');
    await form.press('Enter');
    await form.element.updateComplete;
    expect(shownKeys(form)).to.deep.equal(['email']);
    expect(form.focused()).to.equal(form.control('email'));
    expect(form.announcement()).to.equal('Question 2 of 4: Email');
    expect(progress(form).value).to.equal(2);
    await expect(form.element).to.be.accessible();

    await sendKeys({ type: 'not-an-email' });
    await form.press('Enter');
    expect(form.error('email')).to.contain('email address');
    expect(shownKeys(form)).to.deep.equal(['email']);
  });

  it('goes back with the Back button (keyboard), keeping answers, and submits from the last question', async () => {
    const { form, sb, formId } = await steps();
    await form.type('name', 'Ada');
    await form.press('Enter');
    await form.element.updateComplete;
    await sendKeys({ type: 'ada@example.com' });
    await form.press('Enter');
    await form.element.updateComplete;
    expect(shownKeys(form)).to.deep.equal(['plan']);
    // Tab from the question reaches Back; Enter on it returns to the email, answer kept.
    await sendKeys({ press: 'Tab' });
    expect(form.focused()).to.equal(form.$('[part=back]'));
    await form.press('Enter');
    await form.element.updateComplete;
    expect(shownKeys(form)).to.deep.equal(['email']);
    expect(form.control<HTMLInputElement>('email').value).to.equal('ada@example.com');
    expect(form.focused()).to.equal(form.control('email'));
    await form.press('Enter');
    await form.element.updateComplete;
    // A drop-down: choose with the keyboard, Enter advances.
    await form.setValue('plan', 'pro');
    form.control('plan').focus();
    await form.press('Enter');
    await form.element.updateComplete;
    expect(shownKeys(form)).to.deep.equal(['stars']);
    expect(form.$('[part=submit]').textContent!.trim()).to.equal('Submit');
    expect(form.focused()).to.equal(form.control('stars'));
    // Stars with the arrow keys; Enter on the last question sends.
    await form.press('ArrowRight');
    await form.press('ArrowRight');
    await form.press('ArrowRight');
    await form.press('Enter');
    await waitUntil(() => form.phase === 'done', 'Enter on the last question did not send', { timeout: 5000 });
    expect(form.phase).to.equal('done');
    const [stored] = await submissions(sb, formId);
    expect(stored!.data).to.deep.equal({ name: 'Ada', email: 'ada@example.com', plan: 'pro', stars: 4 });
  });

  it('returns to the first question the service or the whole-form check refuses', async () => {
    const { form } = await steps([
      { key: 'name', label: 'Name', type: 'text' },
      { key: 'email', label: 'Email', type: 'email', required: true },
      { key: 'note', label: 'Note', type: 'text' },
    ]);
    await form.press('Tab');
    await form.press('Enter'); // optional, empty: advances
    await form.element.updateComplete;
    expect(shownKeys(form)).to.deep.equal(['email']);
    await form.type('email', 'a@example.com');
    await form.press('Enter');
    await form.element.updateComplete;
    // Remove the email behind the form's back (as a restored draft could): the final submit goes back to it.
    expect(shownKeys(form)).to.deep.equal(['note']);
    form.$<HTMLButtonElement>('[part=back]').click();
    await form.element.updateComplete;
    await form.clear('email');
    form.$<HTMLButtonElement>('[part=submit]').click();
    await form.element.updateComplete;
    expect(form.error('email')).to.equal('This field is required');
  });
});

describe('<parley-form> phone country picker', () => {
  beforeEach(clearDrafts);

  it('defaults to the field country, and reads national input as the chosen country (E.164 stored)', async () => {
    const { form, sb, formId } = await setupForm({
      fields: [{ key: 'mobile', label: 'Mobile', type: 'phone', defaultCountry: 'US', required: true }],
    });
    await waitUntil(() => form.root.querySelector('[part=country]'), 'no country picker', { timeout: 5000 });
    const picker = form.$<HTMLSelectElement>('[part=country]');
    expect(picker.value).to.equal('US');
    expect(picker.getAttribute('aria-label')).to.equal('Country or region');
    expect(picker.selectedOptions[0]!.textContent).to.equal('United States \u2066+1\u2069');
    await expect(form.element).to.be.accessible();
    // The picker is keyboard reachable just before the number.
    form.control('mobile').focus();
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(form.focused()).to.equal(picker);
    picker.value = 'GB';
    picker.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    await form.element.updateComplete;
    await form.type('mobile', '02079460958');
    expect(form.control<HTMLInputElement>('mobile').value).to.equal('020 7946 0958');
    await form.submit();
    expect(form.phase).to.equal('done');
    const [stored] = await submissions(sb, formId);
    expect(stored!.data).to.deep.equal({ mobile: '+442079460958' });
  });

  it('keeps the chosen country with the draft across a reload', async () => {
    const setup = await setupForm({
      fields: [{ key: 'mobile', label: 'Mobile', type: 'phone', defaultCountry: 'US' }],
    });
    await waitUntil(() => setup.form.root.querySelector('[part=country]'), 'no country picker', { timeout: 5000 });
    await setup.form.setValue('mobile', '');
    const picker = setup.form.$<HTMLSelectElement>('[part=country]');
    picker.value = 'GB';
    picker.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    await setup.form.type('mobile', '02079460958');
    setup.el.remove(); // flushes the draft, as leaving the page does
    const again = new FormHarness(await open(setup.formId, setup.client));
    await waitUntil(() => again.root.querySelector('[part=country]'), 'no country picker after reload', {
      timeout: 5000,
    });
    expect(again.$<HTMLSelectElement>('[part=country]').value).to.equal('GB');
    expect(again.control<HTMLInputElement>('mobile').value).to.equal('020 7946 0958');
    await again.submit();
    const [stored] = await submissions(setup.sb, setup.formId);
    expect(stored!.data).to.deep.equal({ mobile: '+442079460958' });
  });

  it('defaults to the locale region when the field names none, with country names in the locale', async () => {
    const { form } = await setupForm(
      { fields: [{ key: 'mobile', label: 'Móvil', type: 'phone' }] },
      { locale: 'es-MX' },
    );
    await waitUntil(() => form.root.querySelector('[part=country]'), 'no country picker', { timeout: 5000 });
    const picker = form.$<HTMLSelectElement>('[part=country]');
    expect(picker.value).to.equal('MX');
    expect(picker.selectedOptions[0]!.textContent).to.equal('México \u2066+52\u2069');
  });
});

describe('<parley-form> answer summary', () => {
  beforeEach(clearDrafts);

  it('shows each question with the stored answer, as people read it', async () => {
    const { form } = await setupForm({
      fields: [
        { key: 'name', label: 'Name', type: 'text' },
        {
          key: 'topics',
          label: 'Topics',
          type: 'checkbox',
          options: [
            { value: 'a', label: 'Alpha' },
            { value: 'b', label: 'Beta' },
          ],
        },
        { key: 'stars', label: 'Rating', type: 'rating' },
        { key: 'at', label: 'Arrival', type: 'time' },
        { key: 'mobile', label: 'Mobile', type: 'phone', defaultCountry: 'US' },
        { key: 'site', label: 'Website', type: 'url' },
      ],
    });
    await form.type('name', 'Ada');
    await form.pick('topics', 'a');
    await form.pick('topics', 'b');
    await form.pick('stars', 3);
    await form.setValue('at', '18:30');
    await form.type('mobile', '4155550142');
    await form.type('site', 'ada.example');
    await form.submit();
    expect(form.phase).to.equal('done');
    await waitUntil(() => form.root.querySelector('[part=answers]'), 'no answer summary', { timeout: 5000 });
    const answers = form.$('[part=answers]');
    const rows = [...answers.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling!.textContent]);
    expect(rows).to.deep.equal([
      ['Name', 'Ada'],
      ['Topics', 'Alpha and Beta'],
      ['Rating', '3 stars'],
      ['Arrival', '6:30 PM'],
      ['Mobile', '+1 415 555 0142'],
      ['Website', 'https://ada.example'],
    ]);
    expect(answers.querySelector('[role=heading]')!.textContent).to.equal('Your answers');
    await expect(form.element).to.be.accessible();
  });
});
