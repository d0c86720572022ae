// A 403 (the team's plan lacks hosted forms) reads as "not included in the plan", never as an expired link or session.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { $, open, setupForm, submit, type, clearDrafts } from '../form/harness.js';

const FIELDS = [{ key: 'note', label: 'Note', type: 'text' as const, required: true }];

describe('<parley-form> on a plan without hosted forms (403)', () => {
  beforeEach(() => clearDrafts());

  it('loading: says the plan does not include hosted forms, not that the link expired', async () => {
    const { sb, formId, client } = await setupForm({ fields: FIELDS });
    sb.sandbox.context.options.features.forms = false; // the team moved to the free plan
    const el = await open(formId, client);
    expect(el.phase).to.equal('plan');
    const status = $(el, '[part="status"]').textContent!;
    expect(status).to.contain('plan does not include hosted forms');
    expect(status).not.to.match(/expired|session/i);
    await expect(el).to.be.accessible();
    const es = await open(formId, client, 'es');
    await waitUntil(() => /formularios alojados/.test($(es, '[part="status"]').textContent!), 'Spanish');
  });

  it('submitting: the summary says the plan, and the answers stay', async () => {
    const { sb, el } = await setupForm({ fields: FIELDS });
    await type(el, 'input', 'hello');
    sb.sandbox.context.options.features.forms = false;
    await submit(el);
    await waitUntil(() => el.shadowRoot!.querySelector('.summary')?.textContent?.includes('plan'), 'summary');
    expect(el.shadowRoot!.querySelector('.summary')!.textContent).not.to.match(/expired/i);
    expect(el.shadowRoot!.querySelector<HTMLInputElement>('input')!.value).to.equal('hello');
  });
});
