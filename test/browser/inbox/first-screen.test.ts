/**
 * The inbox's first screen and what arrives with the thread pane's chunk (size budgets): the
 * open thread's words, its CSS (the log's scrolling, the typing line, the opt-out note, the contact panel) and its
 * live-event handling travel with `thread-pane.ts`; the filter panel's CSS with `filter-panel.ts`. Each state looks
 * and works as it did when all of it was on the first screen: checked here as a person meets it, axe-clean in
 * light, dark and Arabic, and photographed with PARLEY_SHOTS set.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import { ParleyInbox } from '../../../src/components/inbox/inbox.component.js';
import { inboxMessages } from '../../../src/i18n/inbox.js';
import { inboxState } from './harness.js';
import { accessibleEverywhere, shots } from './looks.js';
import { interceptedClient, startTestSandbox } from '../helpers/sandbox.js';
import { isLong, LONG_THREAD, listReady, mount, openThread, settle, threadReady } from './helpers.js';

describe('<parley-inbox> first screen and the thread pane chunk', () => {
  it('shows the list, then an open thread with its words, scrolling log, typing line and opt-out note', async () => {
    const m = await mount({ attrs: { from: LONG_THREAD.from } });
    await listReady(m);
    await settle(m);
    expect(m.$$('[part~="thread-row"]').length, 'rows on the first screen').to.be.greaterThan(0);
    expect(getComputedStyle(m.$('.thread-list')!).overflowY, 'the list scrolls by itself').to.equal('auto');
    expect(m.$('[part~="thread"]')!.textContent).to.contain('Select a conversation to read it.');
    await shots(m, 'inbox-first-screen');
    await accessibleEverywhere(m, () => m.$<HTMLInputElement>('[part~="search"]')!.placeholder === 'ابحث في المحادثات');

    await openThread(m, isLong);
    await settle(m);
    const box = m.$<HTMLTextAreaElement>('[part~="reply-input"]')!;
    // Words of the thread's own catalog, merged when its chunk loaded: never a bare key.
    expect(box.placeholder).to.equal('Write a message');
    expect(box.getAttribute('aria-label')).to.equal(`Reply to ${LONG_THREAD.contactName}`);
    expect(m.$('[part~="send-button"]')!.textContent!.trim()).to.equal('Send');
    expect(m.$('[part~="messages"]')!.getAttribute('aria-label')).to.equal(`Messages with ${LONG_THREAD.contactName}`);
    const log = getComputedStyle(m.$('.messages')!);
    expect(log.overflowY, 'the log scrolls by itself').to.equal('auto');
    expect(log.overflowAnchor, 'the virtual window anchors, not the browser').to.equal('none');
    await shots(m, 'inbox-open-thread');
    await accessibleEverywhere(
      m,
      () => m.$<HTMLTextAreaElement>('[part~="reply-input"]')!.placeholder === 'اكتب رسالة',
    );

    // The customer types, then texts STOP: the typing line and the opt-out note keep their look.
    await m.server('POST', '/sandbox/typing', { from: LONG_THREAD.to, to: LONG_THREAD.from });
    await waitUntil(() => m.$('.typing'), 'the typing line', { timeout: 10_000 });
    const typing = m.$('.typing')!;
    expect(typing.textContent).to.contain(`\u2068${LONG_THREAD.contactName}\u2069 is typing`);
    expect(getComputedStyle(typing).fontSize).to.equal('12px');
    expect(
      (await m.server('POST', '/sandbox/inbound', { from: LONG_THREAD.to, to: LONG_THREAD.from, text: 'STOP' })).status,
    ).to.equal(200);
    await waitUntil(() => m.$('[part~="opted-out"]'), 'the opt-out note', { timeout: 10_000 });
    expect(m.$('.typing'), 'a message ends the typing line').to.equal(null);
    const note = getComputedStyle(m.$('[part~="opted-out"]')!);
    expect(note.paddingTop).to.equal('12px');
    expect(note.borderTopStyle).to.equal('solid');
    await waitUntil(() => m.$('[role="log"] p')?.textContent?.includes('STOP'), 'the live region read the message out');
    await settle(m);
    await shots(m, 'inbox-opted-out');
    await accessibleEverywhere(m, () => /ردّ/.test(m.$('[part~="opted-out"]')!.textContent!));
  });

  it('lays out the filter panel as before when it opens, and filters the list', async () => {
    const m = await mount();
    await listReady(m);
    const filters = m.$$<HTMLButtonElement>('.filter-row .btn').find((b) => b.textContent === 'Filters')!;
    expect(m.$('#filter-panel')!.hidden).to.equal(true);
    expect(m.$('#filter-panel')!.getBoundingClientRect().height, 'closed: takes no room').to.equal(0);
    filters.focus();
    await sendKeys({ press: 'Enter' });
    // The panel is a lazy chunk plus an audiences read: on a loaded machine that is more than waitUntil's 1 s default.
    await waitUntil(() => m.$('#filter-panel select'), 'the filter panel', { timeout: 15000 });
    const panel = m.$('#filter-panel')!;
    expect(filters.getAttribute('aria-expanded')).to.equal('true');
    expect(getComputedStyle(panel).display).to.equal('grid');
    expect(getComputedStyle(panel.querySelector('label')!).fontSize).to.equal('12px');
    await settle(m);
    await shots(m, 'inbox-filters-open');
    await accessibleEverywhere(m, () => m.$('#filter-panel label')!.textContent!.includes('المرسل'));

    const sender = panel.querySelector<HTMLSelectElement>('select')!;
    sender.value = LONG_THREAD.from;
    sender.dispatchEvent(new Event('change'));
    await waitUntil(
      () =>
        inboxState(m.el).listStatus === 'ready' && inboxState(m.el).threads.every((c) => c.from === LONG_THREAD.from),
      'the list filtered by sender',
    );

    filters.click();
    await m.el.updateComplete;
    expect(panel.hidden).to.equal(true);
    expect(getComputedStyle(panel).display, 'closed again').to.equal('none');
  });

  it('keeps the English words a host registered for the open thread', async () => {
    const shipped = inboxMessages.en;
    ParleyInbox.registerLanguage('en', { ...shipped, placeholder: 'Type your reply', send: 'Reply' });
    try {
      const m = await mount({ attrs: { from: LONG_THREAD.from } });
      await openThread(m, isLong);
      expect(m.$<HTMLTextAreaElement>('[part~="reply-input"]')!.placeholder).to.equal('Type your reply');
      expect(m.$('[part~="send-button"]')!.textContent!.trim()).to.equal('Reply');
      // The shipped words fill what the host left out.
      expect(m.$('[part~="messages"]')!.getAttribute('aria-label')).to.equal(
        `Messages with ${LONG_THREAD.contactName}`,
      );
    } finally {
      inboxMessages.en = shipped;
    }
  });

  it('a failure shows with its own words from its first render (they arrive with it), for the list and a thread', async () => {
    const box = await startTestSandbox();
    let failing = '/conversations/list';
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const client = interceptedClient(box, async (request) => {
      if (!new URL(request.url).pathname.endsWith(failing)) return undefined;
      await gate;
      return Response.json({ error: `Injected fault: 500 on ${failing}` }, { status: 500 });
    });
    const m = await mount({ box, client });
    // Every text the failure state ever shows, from the moment it first renders.
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      for (const alert of m.$$('.state[role="alert"]')) seen.push(alert.textContent!.trim());
    });
    observer.observe(m.root, { childList: true, subtree: true, characterData: true });
    open();
    await listReady(m);
    expect(m.$('[part="list"] [role="alert"]')!.textContent).to.contain(
      'Could not load conversations: the messaging service had a problem.',
    );
    expect(seen.length, 'the failure was rendered').to.be.greaterThan(0);
    expect(
      seen.every((text) => text.includes('the messaging service had a problem')),
      `never other words first: ${seen.join(' | ')}`,
    ).to.equal(true);
    await shots(m, 'inbox-list-error-words');
    await accessibleEverywhere(m, () => /خدمة المراسلة/.test(m.$('[part="list"] [role="alert"]')!.textContent!));

    // The list loads on Retry; a thread that fails to load says so in words too.
    failing = '/nothing';
    m.$<HTMLButtonElement>('[part="list"] [part~="retry-button"]')!.click();
    await waitUntil(() => inboxState(m.el).listStatus === 'ready', 'list after Retry');
    const id = inboxState(m.el).threads.find(isLong)!.id;
    failing = `/conversations/${id}`;
    seen.length = 0;
    m.el.setAttribute('conversation-id', id);
    await threadReady(m);
    await m.el.updateComplete;
    expect(m.$('[part~="thread"] [role="alert"]')!.textContent).to.contain(
      'Could not load this conversation: the messaging service had a problem.',
    );
    expect(
      seen.every((text) => text.includes('the messaging service had a problem')),
      `never other words first: ${seen.join(' | ')}`,
    ).to.equal(true);
    observer.disconnect();
    await settle(m);
    await shots(m, 'inbox-thread-error-words');
    await accessibleEverywhere(m, () => /خدمة المراسلة/.test(m.$('[part~="thread"] [role="alert"]')!.textContent!));
  });
});
