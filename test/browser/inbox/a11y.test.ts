import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import { createApiClient } from '../../../src/api/client.js';
import '../../../src/inbox.js';
import type { ParleyInbox } from '../../../src/components/inbox/inbox.component.js';
import { BASE_URL, startTestSandbox } from '../helpers/sandbox.js';
import { isLong, LONG_THREAD, listReady, mount, openThread, settle, threadReady, type Mounted } from './helpers.js';
import { inboxState, openNotes } from './harness.js';

/** The focused element inside the inbox's shadow root. */
const focused = (m: Mounted) => m.root.activeElement as HTMLElement | null;

async function tabTo(m: Mounted, predicate: (el: HTMLElement) => boolean, max = 40): Promise<HTMLElement> {
  for (let i = 0; i < max; i++) {
    await sendKeys({ press: 'Tab' });
    const el = focused(m);
    if (el && predicate(el)) return el;
  }
  throw new Error(`not reached by Tab; focus is on ${focused(m)?.outerHTML.slice(0, 80)}`);
}

describe('<parley-inbox> accessibility', () => {
  beforeEach(() => localStorage.clear());

  it('is usable with the keyboard only: list, open, reply, react', async () => {
    const m = await mount();
    await listReady(m);
    const search = m.$<HTMLInputElement>('input[type="search"]')!;
    search.focus();
    const first = await tabTo(m, (el) => el.getAttribute('role') === 'option');
    expect(first.dataset.row).to.equal('0');
    await sendKeys({ press: 'ArrowDown' });
    await settle(m);
    expect(focused(m)!.dataset.row).to.equal('1');
    await sendKeys({ press: 'End' });
    await settle(m, 5);
    expect(focused(m)!.dataset.row).to.equal(String(inboxState(m.el).threads.length - 1));
    await sendKeys({ press: 'Home' });
    await settle(m, 5);
    expect(focused(m)!.dataset.row).to.equal('0');
    // Only one option is in the tab order.
    expect(m.$$('[role="option"][tabindex="0"]')).to.have.length(1);
    const index = inboxState(m.el).threads.findIndex(isLong);
    for (let i = 0; i < index; i++) await sendKeys({ press: 'ArrowDown' });
    await settle(m);
    await sendKeys({ press: 'Enter' });
    await threadReady(m);
    expect(inboxState(m.el).thread!.conversation!.to).to.equal(LONG_THREAD.to);
    expect(m.$(`[data-vkey="${inboxState(m.el).thread!.id}"]`)!.getAttribute('aria-selected')).to.equal('true');

    const reply = await tabTo(m, (el) => el.matches('[part~="reply-input"]'));
    expect(reply.getAttribute('aria-label')).to.contain(LONG_THREAD.contactName);
    await sendKeys({ type: 'sent from the keyboard' });
    await sendKeys({ press: 'Enter' });
    await waitUntil(
      () => inboxState(m.el).thread!.messages.some((x) => x.text === 'sent from the keyboard'),
      'reply not sent',
    );
    await settle(m);

    // React to the newest message: Shift+Tab back to its picker toggle, open with Enter, pick with arrows.
    const sent = inboxState(m.el).thread!.messages.find((x) => x.text === 'sent from the keyboard')!;
    const toggle = m.$(`[data-vkey="${sent.id}"] [part~="react-button"]`)!;
    toggle.focus();
    await sendKeys({ press: 'Enter' });
    // The picker is loaded on first use: wait for it as a user would.
    await waitUntil(
      () => focused(m)?.getAttribute('role') === 'menuitem',
      'picker did not open with focus on an emoji',
    );
    await settle(m);
    expect(focused(m)!.textContent).to.equal('👍');
    await sendKeys({ press: 'ArrowRight' });
    await settle(m);
    expect(focused(m)!.textContent).to.equal('❤️');
    await sendKeys({ press: 'Enter' });
    await waitUntil(
      () =>
        inboxState(m.el)
          .thread!.messages.find((x) => x.id === sent.id)!
          .reactions.some((r) => r.emoji === '❤️'),
      'no reaction',
    );
    await settle(m);
    expect(m.$('[role="menu"]')).to.equal(null);
    expect(focused(m)!.matches('[part~="react-button"]')).to.equal(true);
    // Escape closes the picker and returns focus to its toggle.
    await sendKeys({ press: 'Enter' });
    await settle(m);
    await sendKeys({ press: 'Escape' });
    await settle(m);
    expect(m.$('[role="menu"]')).to.equal(null);
    expect(focused(m)!.matches('[part~="react-button"]')).to.equal(true);
  });

  it('has a labelled listbox, a labelled scrollable log region, a polite live log and a labelled reply box', async () => {
    const m = await mount();
    await openThread(m, isLong);
    expect(m.$('[role="listbox"]')!.getAttribute('aria-label')).to.equal('Conversations');
    const log = m.$('[role="log"]')!;
    expect(log.getAttribute('aria-live')).to.equal('polite');
    expect(m.$('.messages')!.getAttribute('aria-label')).to.contain(LONG_THREAD.contactName);
    expect(m.$('.messages')!.tabIndex).to.equal(0);
  });

  it('the message log is one Tab stop, with arrow keys through messages and their controls', async () => {
    const m = await mount({ width: 1000 });
    await openThread(m, isLong);
    await settle(m);
    const log = m.$('.messages')!;
    log.focus();
    await sendKeys({ press: 'Tab' });
    expect(focused(m)!.matches('[part~="reply-input"]'), 'one Tab from the log reaches the reply box').to.equal(true);
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(focused(m)).to.equal(log);
    // Inside: ArrowUp starts at the newest message, then walks up through controls and messages.
    await sendKeys({ press: 'ArrowUp' });
    const first = focused(m)!;
    expect(first.closest('[data-vkey]'), 'a message or one of its controls').to.exist;
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    const third = focused(m)!;
    expect(third).to.not.equal(first);
    expect(third.closest('.messages')).to.equal(log);
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    expect(focused(m)).to.equal(first);
    // From anywhere inside, Tab leaves the log for the reply box; Escape goes back to the log.
    await sendKeys({ press: 'Escape' });
    expect(focused(m)).to.equal(log);
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'Tab' });
    expect(focused(m)!.matches('[part~="reply-input"]')).to.equal(true);
    await expect(m.el).to.be.accessible();
  });

  describe('axe in every state', () => {
    it('loading', async () => {
      const box = await startTestSandbox();
      const client = createApiClient({ baseUrl: BASE_URL, token: box.token, fetch: () => new Promise(() => {}) });
      const m = await mount({ box, client });
      await m.el.updateComplete;
      expect(inboxState(m.el).listStatus).to.equal('loading');
      await expect(m.el).to.be.accessible();
    });

    it('no credentials', async () => {
      const el = await fixture<ParleyInbox>(html`<parley-inbox></parley-inbox>`);
      expect(el.shadowRoot!.textContent).to.contain('no token');
      await expect(el).to.be.accessible();
    });

    it('empty', async () => {
      const m = await mount({ sandbox: { demoData: false } });
      await listReady(m);
      expect(m.root.textContent).to.contain('No conversations yet');
      await expect(m.el).to.be.accessible();
    });

    it('error', async () => {
      const box = await startTestSandbox();
      const client = createApiClient({
        baseUrl: BASE_URL,
        token: box.token,
        retry: { retries: 0 },
        fetch: async () =>
          new Response('{"error":"Down for maintenance"}', {
            status: 500,
            headers: { 'Content-Type': 'application/json' },
          }),
      });
      const m = await mount({ box, client });
      await listReady(m);
      // In words, never the service's own text (that stays in parley-error's detail).
      expect(m.$('[role="alert"]')!.textContent).to.contain('the messaging service had a problem');
      expect(m.$('[role="alert"]')!.textContent).to.not.contain('Down for maintenance');
      await expect(m.el).to.be.accessible();
    });

    it('list and thread, notes open, failed send, picker open', async () => {
      const box = await startTestSandbox();
      const fetchImpl: typeof fetch = async (input, init) => {
        const request = new Request(input, init);
        if (new URL(request.url).pathname.endsWith('/send'))
          return new Response('{"error":"Carrier rejected the message"}', {
            status: 400,
            headers: { 'Content-Type': 'application/json' },
          });
        return box.fetch(request);
      };
      const m = await mount({
        box,
        client: createApiClient({ baseUrl: BASE_URL, token: box.token, fetch: fetchImpl }),
      });
      await listReady(m);
      await expect(m.el).to.be.accessible();
      await openThread(m, isLong);
      await settle(m);
      await expect(m.el).to.be.accessible();
      await openNotes(m.el);
      await settle(m);
      await expect(m.el).to.be.accessible();
      const input = m.$<HTMLTextAreaElement>('[part~="reply-input"]')!;
      input.value = 'will fail';
      input.dispatchEvent(new Event('input'));
      await m.el.updateComplete;
      m.$<HTMLButtonElement>('[part~="send-button"]')!.click();
      await waitUntil(() => inboxState(m.el).thread!.pending[0]?.state === 'failed', 'not failed');
      await settle(m);
      expect(m.$('.bubble.failed')!.textContent).to.contain('Carrier rejected the message');
      await expect(m.el).to.be.accessible();
      m.$$<HTMLButtonElement>('[part~="react-button"]').at(-1)!.click();
      await settle(m);
      expect(m.$('[role="menu"]')).to.exist;
      await expect(m.el).to.be.accessible();
    });

    it('narrow one-pane layout with a back button', async () => {
      const m = await mount({ width: 480 });
      await listReady(m);
      const thread = m.$('.thread-pane')!;
      expect(getComputedStyle(thread).display).to.equal('none');
      await expect(m.el).to.be.accessible();
      await openThread(m, isLong);
      await settle(m);
      expect(getComputedStyle(m.$('.list-pane')!).display).to.equal('none');
      const back = m.$<HTMLButtonElement>('.back')!;
      expect(getComputedStyle(back).display).not.to.equal('none');
      expect(focused(m)).to.equal(back);
      await expect(m.el).to.be.accessible();
      back.click();
      await settle(m);
      expect(getComputedStyle(m.$('.list-pane')!).display).not.to.equal('none');
      expect(focused(m)!.getAttribute('role')).to.equal('option');
    });

    it('dark theme', async () => {
      const m = await mount();
      m.el.theme = 'dark';
      await openThread(m, isLong);
      await settle(m);
      expect(getComputedStyle(m.el).backgroundColor).to.equal('rgb(13, 17, 23)');
      await expect(m.el).to.be.accessible();
    });

    it('right-to-left (Arabic) and Spanish', async () => {
      const m = await mount();
      m.el.locale = 'ar';
      await openThread(m, isLong);
      await settle(m);
      expect(m.el.getAttribute('dir')).to.equal('rtl');
      expect(m.$('[role="listbox"]')!.getAttribute('aria-label')).to.equal('المحادثات');
      // The list pane sits on the right in RTL.
      expect(m.$('.list-pane')!.getBoundingClientRect().left).to.be.greaterThan(
        m.$('.thread-pane')!.getBoundingClientRect().left,
      );
      await expect(m.el).to.be.accessible();
      m.el.locale = 'es';
      await settle(m);
      expect(m.el.getAttribute('dir')).to.equal('ltr');
      expect(m.$<HTMLTextAreaElement>('[part~="reply-input"]')!.getAttribute('aria-label')).to.contain('Responder a');
    });
  });
});
