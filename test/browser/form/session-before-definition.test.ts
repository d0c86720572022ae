/**
 * When `<parley-form>`'s code for a shown form (`ready.ts`) arrives before the definition (a token from `token-url`
 * then `GET /forms/{id}/render`, or other elements' data first on the page), the session is made then, while the
 * definition is on its way: its controllers and the shown form's style sheets are set up during the wait, not in the
 * task that renders the fields. Seen in real Chromium with the definition held back: the shown form's style sheets
 * are adopted while the element still shows "Loading the form…", and the form then shows in its first update.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { createApiClient } from '../../../src/api/client.js';
import type { ParleyForm } from '../../../src/components/form/form.component.js';
import { BASE_URL, startTestSandbox } from '../helpers/sandbox.js';
import { clearDrafts, FormHarness, RECIPIENT } from './harness.js';

describe('<parley-form> session before its definition', () => {
  beforeEach(clearDrafts);

  it('is made while the definition is held back, and the form shows once it arrives', async () => {
    const sb = await startTestSandbox({ sandbox: { demoData: false } });
    const fields = [
      { key: 'name', label: 'Your name', type: 'text', required: true },
      { key: 'email', label: 'Email', type: 'email' },
    ];
    const created = await sb.server<{ id: string }>('POST', '/forms', { name: 'Held', title: 'Held', fields });
    const formId = created.body.id;
    const token = await sb.mint(['forms:read', 'forms:submit'], { forms: [formId] }, RECIPIENT);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const client = createApiClient({
      baseUrl: BASE_URL,
      token,
      fetch: async (input, init) => {
        if (String(input instanceof Request ? input.url : input).endsWith('/render')) await gate;
        return sb.fetch(input, init);
      },
    });
    const el = await fixture<ParleyForm>(html`<parley-form form-id=${formId} .client=${client}></parley-form>`);
    const form = new FormHarness(el);
    const firstScreen = el.shadowRoot!.adoptedStyleSheets.length;
    try {
      await waitUntil(
        () => el.shadowRoot!.adoptedStyleSheets.length > firstScreen,
        `the shown form's style sheets adopted while loading (${el.shadowRoot!.adoptedStyleSheets.length} sheets)`,
        { timeout: 10_000 },
      );
      expect(el.phase, 'still loading: the definition is held back').to.equal('loading');
      expect(form.$('[part=status]').textContent!.trim()).to.equal('Loading the form…');
      expect(form.$$('input, textarea, select'), 'no field before the definition').to.have.length(0);
    } finally {
      release();
    }
    await waitUntil(() => el.phase === 'ready', `the form shown (phase ${el.phase})`, { timeout: 15_000 });
    await el.updateComplete;
    expect(form.control('name')).to.not.equal(null);
    expect(form.control('email')).to.not.equal(null);
    expect(form.$$('[part=status]'), 'the loading state is gone').to.have.length(0);
    await expect(el).to.be.accessible();
  });
});
