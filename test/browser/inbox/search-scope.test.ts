/**
 * A search spans every view (as Front's and Help Scout's do): typed on the Open tab, it finds a customer whose thread
 * is done, the row says "Done", no tab claims the results, and the words above them say what was searched and how
 * many match — what the tabs count is left as it is. Choosing a tab ends the search. Typed into the real search box,
 * against the sandbox.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { Conversation } from '../../../src/schemas/conversations.js';
import { startTestSandbox } from '../helpers/sandbox.js';
import { waitUntil } from '../helpers/wait.js';
import { inboxState } from './harness.js';
import { listReady, mount, type Mounted } from './helpers.js';
import { accessibleEverywhere, shots } from './looks.js';
import { shownCount, tab } from './team-harness.js';

const text = (el: Element | null | undefined) =>
  el?.textContent
    ?.replace(/[\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
const selectedTabs = (m: Mounted) => m.$$('[role="tab"][aria-selected="true"]').map((t) => t.id);

/** Types `query` in the search box and waits until its answer is shown (its words above the rows, or none found). */
async function search(m: Mounted, query: string): Promise<void> {
  const input = m.$<HTMLInputElement>('[part~="search"]')!;
  input.focus();
  input.select();
  await sendKeys({ press: 'Backspace' });
  await sendKeys({ type: query });
  await waitUntil(
    () =>
      inboxState(m.el).filters.query === query &&
      inboxState(m.el).listStatus === 'ready' &&
      (m.$('[part~="search-summary"]') || m.$('[part~="no-matches"]')),
    `the answer to "${query}"`,
    { timeout: 10_000 },
  );
  await m.el.updateComplete;
}

describe('<parley-inbox> a search spans every view', () => {
  it('finds a done thread from Open, says where it looked, and leaves the tabs’ counts as they are', async () => {
    // A customer of the demo with one thread, which the team marked done.
    const box = await startTestSandbox();
    const all = await box.server<{ data: Conversation[] }>('POST', '/conversations/list', { pageSize: 100 });
    const target = all.body.data.find(
      (c) => c.status === 'open' && c.contact?.name && all.body.data.filter((o) => o.to === c.to).length === 1,
    )!;
    expect(target, 'a customer with one thread').to.exist;
    const done = await box.server('POST', `/conversations/${target.id}/status`, { status: 'done' });
    expect(done.status, JSON.stringify(done.body)).to.equal(200);
    const m = await mount({ box });
    await listReady(m);
    await waitUntil(() => shownCount(m, 'done') !== undefined, 'the tabs’ counts');
    expect(
      inboxState(m.el).threads.map((c) => c.id),
      'not in Open',
    ).not.to.include(target.id);
    const counts = Object.fromEntries(m.$$('[part~="view-count"]').map((n) => [n.parentElement!.id, n.textContent]));

    const name = target.contact!.name!;
    await search(m, name);
    const row = m.$(`[data-vkey="${target.id}"]`);
    expect(row, `the done thread of ${name}, found from Open`).to.exist;
    expect(text(row!.querySelector('[part~="status-tag"]'))).to.equal('Done');
    expect(row!.querySelector('[part~="waiting"]'), 'no wait beside "Done"').to.equal(null);
    // No tab claims the results: they are every view's.
    expect(selectedTabs(m)).to.deep.equal([]);
    const found = inboxState(m.el).threads.length;
    const said = `In all views, ${found} conversation${found === 1 ? ' matches' : 's match'} “${name}”.`;
    expect(text(m.$('[part~="search-summary"]'))).to.equal(said);
    // The list's panel is named by those words; the polite region reads the same.
    const panel = m.$('#view-panel')!;
    expect(text(m.root.getElementById(panel.getAttribute('aria-labelledby')!))).to.equal(said);
    await waitUntil(() => text(m.$('[data-live="messages"]')) === said, 'read out');
    // What the tabs count is what they counted before the search.
    expect(
      Object.fromEntries(m.$$('[part~="view-count"]').map((n) => [n.parentElement!.id, n.textContent])),
    ).to.deep.equal(counts);
    await shots(m, 'inbox-search-every-view');
    await accessibleEverywhere(m, () => /طرق العرض/.test(text(m.$('[part~="search-summary"]')) ?? ''));

    // Nothing found: the words say where it looked.
    await search(m, 'zzqx nothing');
    expect(text(m.$('[part~="no-matches"] p'))).to.equal('In all views, no conversation matches “zzqx nothing”.');
    expect(selectedTabs(m)).to.deep.equal([]);
    await shots(m, 'inbox-search-every-view-none');
    await accessibleEverywhere(m, () => /طرق العرض/.test(text(m.$('[part~="no-matches"]')) ?? ''));

    // Choosing a tab ends the search and shows that view.
    tab(m, 'done').click();
    await waitUntil(
      () =>
        inboxState(m.el).view === 'done' && inboxState(m.el).listStatus === 'ready' && !inboxState(m.el).filters.query,
      'the Done view, the search ended',
    );
    await m.el.updateComplete;
    expect(m.$<HTMLInputElement>('[part~="search"]')!.value).to.equal('');
    expect(selectedTabs(m)).to.deep.equal(['view-done']);
    expect(inboxState(m.el).threads.map((c) => c.id)).to.deep.equal([target.id]);
    expect(m.$('[part~="search-summary"]')).to.equal(null);
    m.el.remove();
  });
});
