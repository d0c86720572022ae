/**
 * The outbox in real Chromium against the real (in-page) sandbox: writes made while the service is unreachable are
 * kept in IndexedDB with their original Idempotency-Key, survive a reload, and reach the service exactly once and in
 * order when it is back; a kept write can be cancelled; a refusal (4xx) is final and not retried.
 *
 * "Unreachable" is the sandbox killed: its fetch rejects as a dropped connection does (`TypeError: Failed to fetch`).
 * A reload is the elements removed and the page's outbox closed (`closeOutbox`), then new elements with new clients:
 * what survives is only what IndexedDB and localStorage hold.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import { getOutbox } from '../../../src/api/outbox.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { shootAll } from '../helpers/screenshot.js';
import { mount as mountComposer, fill } from '../composer/helpers.js';
import { mount as mountInbox, openThread, LONG_THREAD, type Mounted } from '../inbox/helpers.js';
import { setupForm, open as openForm } from '../form/harness.js';
import type { Message } from '../../../src/schemas/messages.js';
import { ALL_SCOPES } from '../helpers/sandbox.js';
import { LONG, emptyOutbox, line, outboxItems, reload } from './outbox-page.js';

const storedTexts = (box: TestSandbox, text: string) =>
  Object.values(box.sandbox.store.data.messages).filter((m: Message) => m.text === text || m.rcs?.text === text);

describe('outbox', function () {
  this.timeout(240_000);
  beforeEach(emptyOutbox);
  after(emptyOutbox);

  it('composer: a send made while the sandbox is down waits, survives a reload, and is sent once with its original key', async () => {
    const box = await startTestSandbox({ sandbox: { carrierDelays: { sent: 10, delivered: 20, read: 30 } } });
    const first = line(box);
    first.down();
    const { el } = await mountComposer({ box: { ...box, client: first.client }, to: '+14155550123' });
    await fill(el, 'rcs.text', 'Kept while offline');
    await el.send().catch(() => {});
    await waitUntil(() => outboxItems(el.shadowRoot!).length === 1, 'the send was not kept', { timeout: LONG });
    const [item] = outboxItems(el.shadowRoot!);
    expect(item!.dataset.state).to.equal('waiting');
    expect(item!.textContent).to.contain('Kept while offline');
    expect(el.shadowRoot!.querySelector('[part~="outbox"] h3')!.textContent).to.contain('Waiting to send (1)');
    expect(el.phase).to.equal('idle');
    const key = getOutbox().items[0]!.idempotencyKey;
    expect(localStorage.getItem('parley:outbox')).to.equal('1');
    await shootAll('outbox-composer-waiting', { settle: () => el.updateComplete });
    await expect(el).to.be.accessible();

    await reload(el);
    // The next page: a new element, a new client; the sandbox is back.
    const second = line(box);
    const { el: again } = await mountComposer({
      box: { ...box, client: second.client },
      to: '+14155550123',
      keepDrafts: true,
    });
    await waitUntil(() => storedTexts(box, 'Kept while offline').length === 1, 'the kept send did not arrive', {
      timeout: LONG,
    });
    await getOutbox().settled();
    await waitUntil(() => outboxItems(again.shadowRoot!).length === 0, 'the sent item is still shown', {
      timeout: LONG,
    });
    expect(second.writes.filter((w) => w.path === '/send').map((w) => w.key)).to.deep.equal([key]);
    expect(storedTexts(box, 'Kept while offline')).to.have.length(1);
    expect(localStorage.getItem('parley:outbox')).to.equal(null);
    again.remove();
  });

  it('composer: Send pressed again while a send waits keeps it once; once it goes, the composer shows its result and follows it', async () => {
    const box = await startTestSandbox({ sandbox: { carrierDelays: { sent: 10, delivered: 20, read: 30 } } });
    const first = line(box);
    first.down();
    const { el } = await mountComposer({ box: { ...box, client: first.client }, to: '+14155550123' });
    await fill(el, 'rcs.text', 'Kept, then sent on this page');
    await el.send().catch(() => {});
    await waitUntil(() => outboxItems(el.shadowRoot!).length === 1, 'the send was not kept', { timeout: LONG });
    // The same draft sent again while it waits: the same write (its key), kept once.
    await el.send().catch(() => {});
    await el.updateComplete;
    expect(getOutbox().items, 'one kept write').to.have.length(1);
    expect(el.shadowRoot!.querySelector('[part~="outbox"] h3')!.textContent).to.contain('Waiting to send (1)');

    first.up();
    // No reload: the outbox's retry sends it, and the composer shows it as a send that went.
    await waitUntil(() => el.phase === 'sent', 'the composer did not show the kept send as sent', { timeout: LONG });
    const [stored] = storedTexts(box, 'Kept, then sent on this page');
    expect(el.result?.id).to.equal(stored!.id);
    expect(el.shadowRoot!.querySelector('[part~="result"] [data-action="again"]'), 'Send another').to.exist;
    await waitUntil(() => el.result?.status === 'READ', 'its status was not followed', { timeout: LONG });
    expect(storedTexts(box, 'Kept, then sent on this page')).to.have.length(1);
    el.remove();
  });

  it('inbox: replies kept while the sandbox is down arrive exactly once, in order, after a reload; a cancelled one never', async () => {
    const box = await startTestSandbox();
    const first = line(box);
    const m: Mounted = await mountInbox({ box, client: first.client });
    await openThread(m, (c) => c.from === LONG_THREAD.from && c.to === LONG_THREAD.to);
    first.down();
    const pane = () => m.el.shadowRoot!;
    for (const text of ['one', 'two', 'three']) {
      const input = m.$<HTMLTextAreaElement>('[part~="reply-input"]')!;
      input.value = `outbox ${text}`;
      input.dispatchEvent(new Event('input'));
      await m.el.updateComplete;
      m.$<HTMLButtonElement>('[part~="send-button"]')!.click();
      await waitUntil(
        () => outboxItems(pane()).length === ['one', 'two', 'three'].indexOf(text) + 1,
        `reply ${text} was not kept`,
        { timeout: LONG },
      );
    }
    expect(outboxItems(pane()).map((li) => li.querySelector('.outbox-text')!.textContent)).to.deep.equal([
      'outbox one',
      'outbox two',
      'outbox three',
    ]);
    // The pending bubbles became outbox items: nothing shows twice.
    expect(m.$$('[data-pending]').length).to.equal(0);
    await shootAll('outbox-inbox-waiting', { settle: () => m.el.updateComplete });
    await expect(m.el).to.be.accessible();
    // Cancel the second.
    outboxItems(pane())[1]!.querySelector<HTMLButtonElement>('[part~="outbox-cancel"]')!.click();
    await waitUntil(() => outboxItems(pane()).length === 2, 'cancel did not remove the item', { timeout: LONG });
    const keys = getOutbox().items.map((i) => i.idempotencyKey);

    await reload(m.el);
    const second = line(box);
    const again = await mountInbox({ box, client: second.client });
    await openThread(again, (c) => c.from === LONG_THREAD.from && c.to === LONG_THREAD.to);
    await waitUntil(() => storedTexts(box, 'outbox three').length === 1, 'the kept replies did not arrive', {
      timeout: LONG,
    });
    await getOutbox().settled();
    const sent = second.writes.filter((w) => w.path === '/send');
    expect(sent.map((w) => w.key)).to.deep.equal(keys);
    const one = storedTexts(box, 'outbox one');
    const three = storedTexts(box, 'outbox three');
    expect(one).to.have.length(1);
    expect(three).to.have.length(1);
    expect(storedTexts(box, 'outbox two')).to.have.length(0);
    expect(one[0]!.createdAt <= three[0]!.createdAt).to.equal(true);
    await waitUntil(() => outboxItems(again.el.shadowRoot!).length === 0, 'sent items still shown', { timeout: LONG });
    // Delivered into the open thread.
    await waitUntil(
      () => again.$$('.bubble').some((b) => b.textContent?.includes('outbox three')),
      'the sent reply is not in the thread',
      { timeout: LONG },
    );
    again.el.remove();
  });

  it('inbox: a note kept while down is added once when the sandbox is back (retry with backoff, no reload)', async () => {
    const box = await startTestSandbox();
    const first = line(box);
    const m = await mountInbox({ box, client: first.client });
    await openThread(m, (c) => c.from === LONG_THREAD.from && c.to === LONG_THREAD.to);
    const conversationId = Object.values(box.sandbox.store.data.conversations).find(
      (c) => c.from === LONG_THREAD.from && c.to === LONG_THREAD.to,
    )!.id;
    m.$<HTMLButtonElement>('.thread-header button[aria-controls="notes"]')!.click();
    await waitUntil(() => m.$('#note-new'), 'the add-note form', { timeout: LONG });
    first.down();
    const box2 = m.$<HTMLTextAreaElement>('#note-new')!;
    box2.focus();
    await sendKeys({ type: 'kept note' });
    m.$<HTMLButtonElement>('.add-note button[type="submit"]')!.click();
    await waitUntil(() => outboxItems(m.el.shadowRoot!).length === 1, 'the note is not shown as waiting', {
      timeout: LONG,
    });
    const outbox = getOutbox();
    const key = outbox.items[0]!.idempotencyKey;
    first.up();
    // No online event, no reload: the backoff timer sends it.
    await waitUntil(
      () => first.writes.some((w) => w.path.endsWith('/notes') && w.key === key),
      'the note was not retried',
      { timeout: LONG },
    );
    await outbox.settled();
    await waitUntil(() => outboxItems(m.el.shadowRoot!).length === 0, 'the note is still waiting', { timeout: LONG });
    // Sent again with the same key: the sandbox replays, it does not add a second note.
    const replay = await first.client.request('POST', `/conversations/${conversationId}/notes`, {
      body: { text: 'kept note', mentions: [] },
      idempotencyKey: key,
    });
    const list = await first.client.request('POST', `/conversations/${conversationId}/notes/list`, {
      body: {},
      idempotent: true,
    });
    expect(
      (list as { data: { text: string; id: string }[] }).data.filter((n) => n.text === 'kept note'),
    ).to.have.length(1);
    expect((replay as { text: string }).text).to.equal('kept note');
    m.el.remove();
  });

  it("a refusal (4xx) is final: shown with the service's message, not retried, dismissable", async () => {
    const box = await startTestSandbox({ sandbox: { carrierDelays: { sent: 10, delivered: 20, read: 30 } } });
    const l = line(box);
    l.down();
    const { el } = await mountComposer({ box: { ...box, client: l.client }, to: '+14155550123' });
    await fill(el, 'rcs.text', 'Will be refused');
    await el.send().catch(() => {});
    await waitUntil(() => outboxItems(el.shadowRoot!).length === 1, 'the send was not kept', { timeout: LONG });
    l.refuse('/send');
    l.up();
    dispatchEvent(new Event('online'));
    await waitUntil(() => outboxItems(el.shadowRoot!)[0]?.dataset.state === 'failed', 'the refusal is not shown', {
      timeout: LONG,
    });
    expect(outboxItems(el.shadowRoot!)[0]!.textContent).to.contain('Not sent: This sender may not send to that number');
    await shootAll('outbox-composer-refused', { settle: () => el.updateComplete });
    await expect(el).to.be.accessible();
    const tries = l.writes.filter((w) => w.path === '/send').length;
    dispatchEvent(new Event('online'));
    getOutbox().drain();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await getOutbox().settled();
    expect(l.writes.filter((w) => w.path === '/send').length).to.equal(tries);
    expect(storedTexts(box, 'Will be refused')).to.have.length(0);
    outboxItems(el.shadowRoot!)[0]!.querySelector<HTMLButtonElement>('[part~="outbox-dismiss"]')!.click();
    await waitUntil(() => outboxItems(el.shadowRoot!).length === 0, 'dismiss did not remove the item', {
      timeout: LONG,
    });
    el.remove();
  });

  it("an item is sent only under its writer's token: another user's element neither sends nor shows it; the writer's does", async () => {
    const box = await startTestSandbox({ sandbox: { carrierDelays: { sent: 10, delivered: 20, read: 30 } } });
    const ana = line(box, await box.mint(ALL_SCOPES, undefined, 'ana@example.com'));
    ana.down();
    const { el } = await mountComposer({ box: { ...box, client: ana.client }, to: '+14155550123' });
    await fill(el, 'rcs.text', "Ana's words");
    await el.send().catch(() => {});
    await waitUntil(() => outboxItems(el.shadowRoot!).length === 1, 'the send was not kept', { timeout: LONG });
    expect(getOutbox().items[0]!.writer).to.include({ sub: 'ana@example.com' });
    const key = getOutbox().items[0]!.idempotencyKey;
    await reload(el);

    // Ben signs in on the same browser; the service is up. Ana's item is neither shown to him nor sent as him.
    const ben = line(box, await box.mint(ALL_SCOPES, undefined, 'ben@example.com'));
    const { el: bens } = await mountComposer({ box: { ...box, client: ben.client }, to: '+14155550123' });
    await waitUntil(() => getOutbox().items.length === 1, 'the outbox did not load', { timeout: LONG });
    getOutbox().drain();
    await getOutbox().settled();
    dispatchEvent(new Event('online'));
    await getOutbox().settled();
    await bens.updateComplete;
    expect(outboxItems(bens.shadowRoot!)).to.have.length(0);
    expect(ben.writes.filter((w) => w.path === '/send')).to.have.length(0);
    expect(storedTexts(box, "Ana's words")).to.have.length(0);
    expect(getOutbox().items.map((i) => i.state)).to.deep.equal(['waiting']);
    // A token of the same user with other scopes is not Ana's either.
    const narrower = line(box, await box.mint(['messages:send'], undefined, 'ana@example.com'));
    getOutbox().attach(narrower.client);
    await getOutbox().settled();
    expect(narrower.writes).to.have.length(0);
    getOutbox().detach(narrower.client);
    await reload(bens);

    // Ana is back (still offline): her item shows again; when the service is back it goes once, as Ana.
    const again = line(box, ana.client.heldToken);
    again.down();
    const { el: anas } = await mountComposer({ box: { ...box, client: again.client }, to: '+14155550123' });
    await waitUntil(() => outboxItems(anas.shadowRoot!).length === 1, "Ana's item is not shown to her", {
      timeout: LONG,
    });
    again.up();
    dispatchEvent(new Event('online'));
    await waitUntil(() => storedTexts(box, "Ana's words").length === 1, "Ana's item was not sent", { timeout: LONG });
    await getOutbox().settled();
    expect(again.writes.filter((w) => w.path === '/send').map((w) => [w.key, w.user])).to.deep.equal([
      [key, 'ana@example.com'],
    ]);
    await waitUntil(() => outboxItems(anas.shadowRoot!).length === 0, 'the sent item is still shown', {
      timeout: LONG,
    });
    anas.remove();
  });

  it('form: answers submitted on a lost signal wait, survive a reload, and are stored once when the signal returns', async () => {
    const { sb, el, formId } = await setupForm({
      fields: [{ key: 'name', label: 'Name', type: 'text', required: true }],
    });
    const token = await sb.mint(['forms:read', 'forms:submit'], { forms: [formId] }, '+14155550123');
    el.remove();
    const l = line(sb, token);
    const form = await openForm(formId, l.client);
    const input = form.shadowRoot!.querySelector<HTMLInputElement>('input')!;
    input.value = 'Dana';
    input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    await form.updateComplete;
    l.down();
    expect(await form.submit()).to.equal(undefined);
    await waitUntil(() => outboxItems(form.shadowRoot!).length === 1, 'the submission was not kept', { timeout: LONG });
    expect(form.phase).to.equal('ready');
    await shootAll('outbox-form-waiting', { settle: () => form.updateComplete });
    await expect(form).to.be.accessible();
    const key = getOutbox().items[0]!.idempotencyKey;

    await reload(form);
    const l2 = line(sb, token);
    const again = await openForm(formId, l2.client);
    await waitUntil(() => again.phase === 'done', 'the kept submission did not complete', { timeout: LONG });
    await getOutbox().settled();
    expect(l2.writes.filter((w) => w.path.endsWith('/submit')).map((w) => w.key)).to.deep.equal([key]);
    const stored = await sb.server<{ data: { data: unknown }[] }>('POST', `/forms/${formId}/submissions/list`, {});
    expect(stored.body.data).to.have.length(1);
    again.remove();
  });
});
