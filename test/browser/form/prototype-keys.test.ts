/**
 * Field keys are user data: keys that name `Object.prototype` members (`constructor`, `toString`, `valueOf`) are
 * fields like any other in the element too (the fuzzing class "prototype-member keys"): they start empty, report
 * their own errors and submit as own keys — never the inherited function.
 */
import { expect } from '@open-wc/testing';
import { $, clearDrafts, setupForm, submissions, submit, type } from './harness.js';

const FIELDS = [
  { key: 'constructor', label: 'Name', type: 'text' as const, required: true },
  { key: 'toString', label: 'Guests', type: 'number' as const },
  {
    key: 'valueOf',
    label: 'Extras',
    type: 'checkbox' as const,
    options: [
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
    ],
  },
];

describe('<parley-form> with field keys named like Object.prototype members', () => {
  beforeEach(clearDrafts);

  it('start empty, show their own "required" error, and submit as own keys', async () => {
    const { el, sb, formId } = await setupForm({ fields: FIELDS });
    expect($<HTMLInputElement>(el, '#f-constructor').value).to.equal('');
    expect($<HTMLInputElement>(el, '#f-toString').value).to.equal('');
    expect(el.shadowRoot!.textContent).not.to.contain('native code');
    await submit(el);
    expect($(el, '#f-constructor-err').textContent).to.equal('This field is required');
    expect(el.shadowRoot!.querySelector('#f-toString-err')?.textContent?.trim() ?? '').to.equal('');
    expect(el.phase).to.equal('ready');

    await type(el, '#f-constructor', 'Dana');
    await type(el, '#f-toString', '3');
    await submit(el);
    expect(el.phase).to.equal('done');
    const [stored] = await submissions(sb, formId);
    expect(Object.keys(stored!.data).sort()).to.deep.equal(['constructor', 'toString']);
    expect(stored!.data).to.deep.equal({ constructor: 'Dana', toString: 3 });
  });
});
