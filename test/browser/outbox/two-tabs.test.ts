/**
 * Two tabs of one user, one outbox: two same-origin iframes, each a realm of its own (its own outbox instance,
 * timers and composer) sharing IndexedDB, Web Locks, BroadcastChannel and localStorage, against the real sandbox
 * in a child process (test/browser/outbox/process-sandbox.mjs). A send made while the sandbox is down is kept; both
 * tabs show it; when the sandbox is back and both tabs drain at once, it reaches the service exactly once, under
 * its original Idempotency-Key, and both panels end empty.
 *
 * Waits are for what a user would see (panel lines, the message in the sandbox), never for fixed times.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { executeServerCommand } from '@web/test-runner-commands';
import type * as TabModule from './tab.js';
import { forgetOutbox } from './tab.js';
import { shoot } from '../helpers/screenshot.js';

type Tab = { frame: HTMLIFrameElement; win: Window; mod: typeof TabModule };
type Action = 'start' | 'kill' | 'restart' | 'stop';
const sandboxProcess = <T>(action: Action, id?: string) =>
  executeServerCommand<T, { action: Action; id?: string }>('parley-process-sandbox', { action, id });

const LONG = { timeout: 60_000 };

/** A same-origin iframe that loads `tab.ts` in its own realm (a module script of its own document). */
async function openTab(name: string): Promise<Tab> {
  const frame = document.createElement('iframe');
  frame.title = name;
  frame.style.cssText = 'width: 48%; height: 860px; border: 1px solid #888; display: inline-block';
  document.body.append(frame);
  const win = frame.contentWindow as Window & { parleyTab?: Promise<typeof TabModule> };
  const script = frame.contentDocument!.createElement('script');
  script.type = 'module';
  script.textContent = `window.parleyTab = import(${JSON.stringify(new URL('./tab.ts', import.meta.url).href)});`;
  frame.contentDocument!.head.append(script);
  await waitUntil(() => win.parleyTab, `${name} did not load its modules`, LONG);
  return { frame, win, mod: await win.parleyTab! };
}

describe('outbox: two tabs of one user', function () {
  this.timeout(240_000);
  let box: { id: string; baseUrl: string } | undefined;
  const tabs: Tab[] = [];

  before(forgetOutbox);
  after(async () => {
    for (const tab of tabs) {
      await tab.mod.closeOutbox();
      tab.frame.remove();
    }
    if (box) await sandboxProcess('stop', box.id);
    await forgetOutbox();
  });

  it('a send kept while the sandbox is down goes out once, not once per tab, with its key; both panels end empty', async () => {
    box = await sandboxProcess<{ id: string; baseUrl: string }>('start');
    const a = await openTab('tab A');
    const b = await openTab('tab B');
    tabs.push(a, b);
    // Each tab holds its own token of the same user, as two pages of one signed-in user do.
    const inA = await a.mod.mountComposer(box.baseUrl, await a.mod.mint());
    const inB = await b.mod.mountComposer(box.baseUrl, await b.mod.mint());

    await sandboxProcess('kill', box.id);
    await a.mod.type(inA.el, 'Kept in one tab, sent once');
    await inA.el.send().catch(() => {});
    await waitUntil(() => a.mod.panel(inA.el).length === 1, 'tab A did not keep the send', LONG);
    // Tab B learns of it through the shared database (BroadcastChannel), and shows it: same user. Its outbox can
    // send A's item too, which is what could send it twice.
    await waitUntil(() => b.mod.panel(inB.el).length === 1, 'tab B does not show the kept send', LONG);
    expect(a.mod.panel(inA.el)[0]!.text).to.equal('Kept in one tab, sent once');
    expect(b.mod.panel(inB.el)[0]!.text).to.equal('Kept in one tab, sent once');
    const [item] = a.mod.getOutbox().items;
    const key = item!.idempotencyKey;
    expect(b.mod.getOutbox().items.map((i) => i.idempotencyKey)).to.deep.equal([key]);
    expect(inA.sends.map((s) => s.status)).to.include(0);
    for (const { el } of [inA, inB]) el.shadowRoot!.querySelector('[part~="outbox"]')!.scrollIntoView();
    await shoot('outbox-two-tabs-waiting');

    // The sandbox is back (same port, same data); the browser says so in both tabs at the same moment.
    await sandboxProcess('restart', box.id);
    a.win.dispatchEvent(new Event('online'));
    b.win.dispatchEvent(new Event('online'));
    await waitUntil(
      () => a.mod.panel(inA.el).length === 0 && b.mod.panel(inB.el).length === 0,
      'the panels did not empty',
      LONG,
    );
    await a.mod.getOutbox().settled();
    await b.mod.getOutbox().settled();
    expect(a.mod.getOutbox().items).to.deep.equal([]);
    expect(b.mod.getOutbox().items).to.deep.equal([]);

    // Answered once, to one tab, under the original key; the other tab's attempt found the item gone.
    const answered = [...inA.sends, ...inB.sends].filter((s) => s.status !== 0);
    expect(answered).to.deep.equal([{ key, status: 200 }]);
    const conversations = (await inA.client.request('POST', '/conversations/list', {
      body: { to: a.mod.TO },
      idempotent: true,
    })) as { data: { id: string; from: string }[] };
    const id = conversations.data.find((c) => c.from === a.mod.FROM)!.id;
    expect(await a.mod.messagesWithText(inA.client, id, 'Kept in one tab, sent once')).to.have.length(1);

    // The key is honoured: the same send again under it is a replay, not a second message.
    const again = await fetch(`${box.baseUrl}/send`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${inA.client.heldToken}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': key,
      },
      body: JSON.stringify(item!.body),
    });
    expect(again.status).to.equal(200);
    expect(again.headers.get('Idempotency-Replayed')).to.equal('true');
    expect(await a.mod.messagesWithText(inA.client, id, 'Kept in one tab, sent once')).to.have.length(1);
    expect(localStorage.getItem('parley:outbox')).to.equal(null);
    await shoot('outbox-two-tabs-sent');
  });
});
