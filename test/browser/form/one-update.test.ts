/**
 * Each state of `<parley-form>` is one update (fewer renders, for time to usable:
 * docs/decisions/015-time-to-usable.md): Lit's development build warns, once per element and page, when an update is
 * requested while one completes, so this file's test is its first and looks for that warning. The case it covers: a
 * render taking a focused, edited field off the screen (the host switches to another form) is not the person leaving
 * that field.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { BASE_URL, startTestSandbox } from '../helpers/sandbox.js';
import { createApiClient } from '../../../src/api/client.js';
import { clearDrafts, FormHarness, open, RECIPIENT } from './harness.js';
import { watchRenderWarnings } from '../helpers/warnings.js';

describe('<parley-form> one update per state', () => {
  beforeEach(clearDrafts);

  it('switching forms while a required field is focused and edited renders once, with no error on the old field', async () => {
    const warnings = watchRenderWarnings();
    try {
      const sb = await startTestSandbox({ sandbox: { demoData: false } });
      const fields = [{ key: 'name', label: 'Your name', type: 'text', required: true }];
      const first = (await sb.server<{ id: string }>('POST', '/forms', { name: 'A', title: 'First', fields })).body.id;
      const second = (await sb.server<{ id: string }>('POST', '/forms', { name: 'B', title: 'Second', fields })).body
        .id;
      const token = await sb.mint(['forms:read', 'forms:submit'], { forms: [first, second] }, RECIPIENT);
      const client = createApiClient({ baseUrl: BASE_URL, token, fetch: sb.fetch });
      const el = await open(first, client);
      const form = new FormHarness(el);
      await form.type('name', 'A');
      await form.clear('name');
      expect(form.root.activeElement, 'the name field has the focus').to.equal(form.control('name'));
      el.formId = second;
      await el.updateComplete;
      await waitUntil(() => el.phase === 'ready', `the second form (phase ${el.phase})`);
      await el.updateComplete;
      expect(form.$('[part=title]').textContent!.trim(), 'the second form shown').to.equal('Second');
      expect(form.errors(), 'no error for a field nobody left').to.deep.equal({});
      const twice = warnings.twice();
      expect(twice, 'updates requested while an update completed').to.deep.equal([]);
      await expect(el).to.be.accessible();
    } finally {
      warnings.stop();
    }
  });
});
