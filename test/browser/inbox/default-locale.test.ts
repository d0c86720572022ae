import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { mount } from './helpers.js';
import { inboxState } from './harness.js';

describe('<parley-inbox> default locale', () => {
  let lang: string;
  beforeEach(() => (lang = document.documentElement.lang));
  afterEach(() => (document.documentElement.lang = lang));

  it('on a page with lang="en" and no locale attribute it shows English text, never message keys', async () => {
    document.documentElement.lang = 'en'; // the case the demo page hit: the resolved locale equals the fallback
    const m = await mount();
    await waitUntil(() => inboxState(m.el).threads.length > 0, 'no threads');
    await m.el.updateComplete;
    const text = m.root.textContent ?? '';
    expect(text).to.contain('Unread only');
    expect(text).to.contain('Select a conversation to read it.');
    expect(text).not.to.match(/\bunreadOnly\b|\bnoThread\b/);
  });
});
