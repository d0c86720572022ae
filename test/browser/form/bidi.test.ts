/**
 * Author text keeps its own direction in a form shown in a right-to-left language: an English question in an
 * Arabic form ends with its "?" on the right, an English hint with its full stop, and web addresses, emails and phone
 * numbers are typed left to right. Measured on the rendered glyphs, as a reader sees them. And the errors on screen
 * follow a change of language with the rest of the element.
 */
import { expect } from '@open-wc/testing';
import { $, clearDrafts, setupForm } from './harness.js';

/** Left edges of the first and last character of the text inside `el`, as rendered. */
function ends(el: Element): { first: number; last: number } {
  const text = [...el.querySelectorAll('*'), el]
    .flatMap((n) => [...n.childNodes])
    .find((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())!;
  const content = text.textContent!;
  const start = content.search(/\S/);
  const end = content.trimEnd().length - 1;
  const rect = (i: number) => {
    const range = document.createRange();
    range.setStart(text, i);
    range.setEnd(text, i + 1);
    return range.getBoundingClientRect().left;
  };
  return { first: rect(start), last: rect(end) };
}

describe('<parley-form> in Arabic with English author text', () => {
  beforeEach(clearDrafts);

  it('renders questions and hints in their own direction, and addresses left to right', async () => {
    const { el } = await setupForm(
      {
        fields: [
          { key: 'happy', label: 'How satisfied are you?', type: 'rating', help: 'Pick a number of stars.' },
          { key: 'site', label: 'Website', type: 'url' },
          { key: 'mail', label: 'Email', type: 'email' },
        ],
      },
      { locale: 'ar' },
    );
    const question = el.shadowRoot!.querySelector('legend, label')!;
    expect(question.textContent).to.contain('How satisfied are you?');
    const q = ends(question);
    expect(q.last, 'the "?" renders after (right of) the "H"').to.be.greaterThan(q.first);
    const hint = ends($(el, '#f-happy-help'));
    expect(hint.last, 'the full stop renders right of the "P"').to.be.greaterThan(hint.first);
    expect(getComputedStyle($(el, '#f-site')).direction).to.equal('ltr');
    expect(getComputedStyle($(el, '#f-mail')).direction).to.equal('ltr');
    // The form itself stays right to left.
    expect(getComputedStyle($(el, '#f-happy-help')).direction).to.equal('rtl');
    await expect(el).to.be.accessible();
  });

  it('words the errors on screen in the new language when the locale changes, beside the new button text', async () => {
    const { el, form } = await setupForm(
      { fields: [{ key: 'name', label: 'Your name', type: 'text', required: true }] },
      { locale: 'en' },
    );
    await form.submit();
    expect(form.error('name')).to.equal('This field is required');
    el.setAttribute('locale', 'ar');
    await el.updateComplete;
    await el.updateComplete;
    expect(form.error('name')).to.equal('هذا الحقل مطلوب');
    expect($(el, 'button[type=submit]').textContent!.trim()).to.equal('إرسال');
    // Typing the fix still clears it, in the new language as before.
    await form.type('name', 'Ada');
    expect(form.error('name')).to.equal(null);
  });
});
