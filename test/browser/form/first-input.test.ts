/**
 * `<parley-form>` draws the first step's inputs in its first update after its definition has arrived: the code that
 * arrives after it (a phone field's type, the session's `ready` chunk when it comes last) asks for no render of the
 * loading state in between. Counted in real Chromium against the sandbox, with a cold page (this file's first form):
 * the element's updates from the moment the `GET /forms/{id}/render` response was read until an input exists.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { BASE_URL, startTestSandbox } from '../helpers/sandbox.js';
import { createApiClient } from '../../../src/api/client.js';
import '../../../src/form.js';
import type { ParleyForm } from '../../../src/components/form/form.component.js';
import { clearDrafts, RECIPIENT } from './harness.js';

describe('<parley-form> first input', () => {
  beforeEach(clearDrafts);

  it('is drawn by the first update after the definition arrives (a phone field whose code comes after it)', async () => {
    const sb = await startTestSandbox({ sandbox: { demoData: false } });
    const fields = [
      { key: 'name', label: 'Your name', type: 'text', required: true },
      { key: 'mobile', label: 'Mobile', type: 'phone', defaultCountry: 'US' },
      { key: 'when', label: 'When', type: 'date' },
    ];
    const created = await sb.server<{ id: string }>('POST', '/forms', { name: 'First', title: 'First', fields });
    const formId = created.body.id;
    const token = await sb.mint(['forms:read', 'forms:submit'], { forms: [formId] }, RECIPIENT);
    /** Each update of the element after the definition was read: whether it left an input on screen. */
    const after: boolean[] = [];
    let arrived = false;
    const client = createApiClient({
      baseUrl: BASE_URL,
      token,
      fetch: async (input, init) => {
        const response = await sb.fetch(input, init);
        if (!String(input instanceof Request ? input.url : input).endsWith('/render')) return response;
        const body = await response.text(); // read here: from now on the element has its data
        arrived = true;
        return new Response(body, { status: response.status, headers: response.headers });
      },
    });
    const el = await fixture<ParleyForm>(html`<div></div>`).then((host) => {
      const form = document.createElement('parley-form') as ParleyForm;
      const update = (form as unknown as { update(changed: unknown): void }).update;
      Object.defineProperty(form, 'update', {
        value(this: ParleyForm, changed: unknown) {
          update.call(this, changed);
          if (arrived) after.push(!!this.shadowRoot!.querySelector('input, textarea, select'));
        },
      });
      form.setAttribute('form-id', formId);
      form.client = client;
      host.append(form);
      return form;
    });
    await waitUntil(() => el.phase === 'ready', `the form shown (phase ${el.phase})`, { timeout: 15000 });
    await el.updateComplete;
    const first = after.indexOf(true);
    console.log(`[first-input] updates after the definition arrived: ${JSON.stringify(after)}`);
    expect(first, `updates after the definition until an input: ${JSON.stringify(after)}`).to.equal(0);
    expect(el.shadowRoot!.querySelector('#f-name')).to.not.equal(null);
    expect(el.shadowRoot!.querySelector('#f-mobile')).to.not.equal(null);
  });
});
