/**
 * An inbox with a token of its own holds its first update for the list's first page a moment
 * (inbox.component.ts `FIRST_ROWS_WAIT`): a page that comes within it is that update's rows, with no skeleton painted
 * before them (its render and layout are ~0.15 s of a phone's CPU the rows would wait behind); a slower page shows the
 * skeleton first, then the rows.
 */
import { expect } from '@open-wc/testing';
import '../../../src/inbox.js';
import type { ParleyInbox } from '../../../src/components/inbox/inbox.component.js';
import { BASE_URL, SANDBOX_ORIGIN, startTestSandbox } from '../helpers/sandbox.js';
import { waitUntil } from '../helpers/wait.js';

/** The first update's screen of an inbox whose list answers `delay` ms late. */
async function firstUpdate(delay: number): Promise<{ rows: number; skeleton: boolean; later: number }> {
  const box = await startTestSandbox();
  const original = window.fetch;
  // The page's fetch, to the sandbox (in this page), its list answered `delay` ms late.
  window.fetch = async (input, init) => {
    const request = new Request(input, init);
    if (new URL(request.url).origin !== SANDBOX_ORIGIN) return original(input, init);
    const response = await box.fetch(request);
    if (request.url.endsWith('/conversations/list')) await new Promise((resolve) => setTimeout(resolve, delay));
    return response;
  };
  const el = document.createElement('parley-inbox') as ParleyInbox;
  try {
    el.setAttribute('base-url', BASE_URL);
    el.setAttribute('token', box.token);
    el.style.cssText = 'display:block;height:600px';
    document.body.append(el);
    await el.updateComplete;
    const root = el.shadowRoot!;
    const seen = {
      rows: root.querySelectorAll('[part~="thread-row"]').length,
      skeleton: !!root.querySelector('.list-pane [part~="skeleton"]'),
    };
    await waitUntil(() => root.querySelectorAll('[part~="thread-row"]').length > 0, 'rows');
    return { ...seen, later: root.querySelectorAll('[part~="thread-row"]').length };
  } finally {
    window.fetch = original;
    el.remove();
  }
}

describe('<parley-inbox> first update, its first page on the wire', () => {
  it('renders the rows in its first update when the page comes within the wait: no skeleton before them', async () => {
    const seen = await firstUpdate(150);
    expect(seen.skeleton, 'a skeleton in the first update').to.equal(false);
    expect(seen.rows).to.be.greaterThan(0);
  });

  it('shows the skeleton when the page is slower, then the rows', async () => {
    const seen = await firstUpdate(900);
    expect(seen.skeleton, 'the skeleton in the first update').to.equal(true);
    expect(seen.rows).to.equal(0);
    expect(seen.later).to.be.greaterThan(0);
  });
});
