/**
 * The outbox against the real sandbox process killed with SIGKILL: `parley sandbox --data FILE` in a child process
 * (test/browser/outbox/process-sandbox.mjs), a composer in the page talking to it over HTTP. Sends acknowledged
 * before the kill must survive it (the journal); sends made while the process is dead are kept in the outbox; the
 * process restarted on the same port and data, the outbox drains by itself (its backoff timer: the browser never
 * went offline, so no `online` event comes), and every acknowledged send is in the sandbox exactly once, in order.
 *
 * Waits are for what a user would see (panel lines, messages in the sandbox), never for fixed times.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { executeServerCommand } from '@web/test-runner-commands';
import { forgetOutbox, getOutbox, mint, mountComposer, messagesWithText, panel, type, type Composer } from './tab.js';
import { shootAll } from '../helpers/screenshot.js';

type Action = 'start' | 'kill' | 'restart' | 'stop';
const sandboxProcess = <T>(action: Action, id?: string) =>
  executeServerCommand<T, { action: Action; id?: string }>('parley-process-sandbox', { action, id });

/** Generous: a restart from the sources on a loaded machine, then a backoff round of up to 30 s. */
const LONG = { timeout: 120_000 };

describe('outbox: the sandbox process killed with SIGKILL and restarted', function () {
  this.timeout(300_000);
  let box: { id: string; baseUrl: string } | undefined;
  const mounted: Composer[] = [];

  before(forgetOutbox);
  after(async () => {
    for (const { el } of mounted) el.remove();
    if (box) await sandboxProcess('stop', box.id);
    await forgetOutbox();
  });

  it('acknowledged sends survive the kill; sends made while it is dead wait, then arrive exactly once, in order', async () => {
    box = await sandboxProcess<{ id: string; baseUrl: string }>('start');
    const token = await mint();

    // Acknowledged before the kill: two sends answered 200, each by its own composer (as a user opening it anew).
    const acknowledged: { text: string; key: string }[] = [];
    let conversationId = '';
    for (const text of ['Acknowledged before the kill 1', 'Acknowledged before the kill 2']) {
      const composer = await mountComposer(box.baseUrl, token);
      mounted.push(composer);
      await type(composer.el, text);
      const message = await composer.el.send();
      conversationId = message.conversationId;
      const answered = composer.sends.filter((s) => s.status === 200);
      expect(answered).to.have.length(1);
      acknowledged.push({ text, key: answered[0]!.key! });
      composer.el.remove();
    }

    await sandboxProcess('kill', box.id);

    // Written while the process is dead: kept, in order, shown as waiting.
    const down = await mountComposer(box.baseUrl, token);
    mounted.push(down);
    const kept = ['Written while it was dead 1', 'Written while it was dead 2'];
    for (const [i, text] of kept.entries()) {
      await type(down.el, text);
      await down.el.send().catch(() => {});
      await waitUntil(() => panel(down.el).length === i + 1, `"${text}" was not kept`, LONG);
    }
    expect(panel(down.el)).to.deep.equal(kept.map((text) => ({ state: 'waiting', text })));
    expect(down.sends.every((s) => s.status === 0)).to.equal(true);
    const keys = getOutbox().items.map((i) => i.idempotencyKey);
    expect(keys).to.have.length(2);
    await shootAll('outbox-process-killed', { settle: () => down.el.updateComplete });
    await expect(down.el).to.be.accessible();

    // Restarted on the same port and data; nothing tells the page: the outbox's own retries find it back.
    await sandboxProcess('restart', box.id);
    await waitUntil(() => panel(down.el).length === 0, 'the outbox did not drain after the restart', LONG);
    await getOutbox().settled();
    expect(getOutbox().items).to.deep.equal([]);
    // Each kept send answered once, under its original key, in the order written.
    expect(down.sends.filter((s) => s.status !== 0)).to.deep.equal(keys.map((key) => ({ key, status: 200 })));

    // In the restarted sandbox: every acknowledged send exactly once, the kept ones in order.
    const reader = down.client;
    for (const { text } of acknowledged)
      expect(await messagesWithText(reader, conversationId, text), text).to.have.length(1);
    const [first, second] = await Promise.all(kept.map((text) => messagesWithText(reader, conversationId, text)));
    expect(first, kept[0]).to.have.length(1);
    expect(second, kept[1]).to.have.length(1);
    expect(first![0]!.createdAt <= second![0]!.createdAt).to.equal(true);
    expect(localStorage.getItem('parley:outbox')).to.equal(null);
  });
});
