/**
 * On a phone the open thread takes the whole element and the list is not displayed: its window has no viewport then,
 * and must neither measure its rows (every one reads 0 px) nor take its own emptiness for "the rows do not fill the
 * list" and ask for the next page — which, answered, is again too short to fill nothing, so every page of the inbox
 * was fetched behind the thread a person had just opened. Back on the list, its rows are where they were.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { interceptedClient, startTestSandbox } from '../helpers/sandbox.js';
import { waitUntil } from '../helpers/wait.js';
import { inboxState } from './harness.js';
import { listReady, mount, scrollTo, settle, threadReady } from './helpers.js';

describe('<parley-inbox> list hidden behind the open thread on a phone', () => {
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it('asks for no next page while the thread is shown, and its rows keep their places', async () => {
    await setViewport({ width: 390, height: 844 });
    // More threads than one page, so that there is a next page to ask for.
    const box = await startTestSandbox({ sandbox: { demoConversations: 160 } });
    // Every request for a further page of the list (a `cursor`), as the element sends it.
    const nextPages: string[] = [];
    const client = interceptedClient(box, async (request) => {
      if (request.url.endsWith('/conversations/list')) {
        const body = (await request.clone().json()) as { cursor?: string };
        if (body.cursor) nextPages.push(body.cursor);
      }
      return undefined;
    });
    const m = await mount({ box, client, width: 390 });
    m.el.style.cssText = 'display:block;height:100vh';
    await listReady(m);
    const pagesBefore = nextPages.length;
    expect(inboxState(m.el).nextCursor, 'a next page exists').to.be.a('string');
    const listed = inboxState(m.el).threads.length;
    const firstId = inboxState(m.el).threads[0]!.id;
    const secondId = inboxState(m.el).threads[1]!.id;
    const rowTop = (id: string) => m.$(`[data-vkey="${id}"]`)?.getBoundingClientRect().top;
    const before = { first: rowTop(firstId), second: rowTop(secondId) };
    expect(before.second! - before.first!, 'the rows have their heights').to.be.greaterThan(40);

    m.$(`[data-vkey="${firstId}"]`)!.click();
    await threadReady(m);
    await waitUntil(() => m.$('[part~="thread"] [part~="message"]'), 'the thread shows no message');
    expect(getComputedStyle(m.$('.list-pane')!).display, 'the list is not displayed beside the thread').to.equal(
      'none',
    );
    // The frames in which the hidden list's rows and scroller report their new size (0), and the updates after them.
    await settle(m, 6);
    expect(nextPages.length - pagesBefore, 'further pages asked for behind the thread').to.equal(0);
    expect(inboxState(m.el).threads.length, 'threads listed').to.equal(listed);

    m.$('.back')!.click();
    await waitUntil(() => getComputedStyle(m.$('.list-pane')!).display !== 'none', 'the list did not come back');
    await settle(m);
    expect({ first: rowTop(firstId), second: rowTop(secondId) }, 'rows where they were').to.deep.equal(before);
    m.el.remove();
  });

  it('comes back scrolled where it was, its rows measured', async () => {
    await setViewport({ width: 390, height: 844 });
    const box = await startTestSandbox({ sandbox: { demoConversations: 60 } });
    const m = await mount({ box, width: 390 });
    m.el.style.cssText = 'display:block;height:100vh';
    await listReady(m);
    const list = m.$('.thread-list')!;
    scrollTo(list, 600);
    await settle(m);
    const shown = m
      .$$('[data-vkey]')
      .find((row) => row.getBoundingClientRect().top > list.getBoundingClientRect().top)!;
    const id = shown.dataset.vkey!;
    const top = shown.getBoundingClientRect().top;
    const scrollTop = list.scrollTop;
    expect(scrollTop, 'scrolled').to.be.greaterThan(300);

    shown.click();
    await threadReady(m);
    await settle(m, 6);
    m.$('.back')!.click();
    await waitUntil(() => getComputedStyle(m.$('.list-pane')!).display !== 'none', 'the list did not come back');
    await settle(m);
    expect(m.$('.thread-list')!.scrollTop, "the list's scroll position").to.equal(scrollTop);
    expect(m.$(`[data-vkey="${id}"]`)?.getBoundingClientRect().top, 'the row opened, where it was').to.equal(top);
    for (const row of m.$$('[data-vkey]'))
      expect(row.getBoundingClientRect().height, `row ${row.dataset.vkey}`).to.be.greaterThan(40);
    m.el.remove();
  });
});
