/**
 * Back (the thread header's button, one pane at 390 px) puts keyboard focus back in the list even when the open
 * thread's row has left it meanwhile: the row now in its place takes it (the next one, the previous one when it was
 * the last), else, with no row left, the view's tab — as Escape does, through the same code. Rows leave by the agent's
 * Done in Open, and by a teammate closing the thread live. Against the real sandbox, in Chromium.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { ParleyClient } from '../../../src/api/client.js';
import { assignConversation, setConversationStatus } from '../../../src/api/team.js';
import { waitUntil } from '../helpers/wait.js';
import { startTestSandbox } from '../helpers/sandbox.js';
import { inboxState } from './harness.js';
import { settle, threadReady, type Mounted } from './helpers.js';
import { accessibleEverywhere, shots } from './looks.js';
import { USERS, apiOf, inboxOf as as, row, showView, tab, type Teammate } from './team-harness.js';

const [ANA, BEN] = USERS;
/** What has focus, by row id or tab id (a string: an element in a failure's message is serialized whole). */
const focused = (m: Mounted) => {
  const el = m.root.activeElement as HTMLElement | null;
  return el?.dataset.vkey ?? el?.id ?? el?.localName ?? 'nothing';
};
const ids = (m: Mounted) => inboxState(m.el).threads.map((c) => c.id);

/** Ana's inbox filling a phone's screen (one pane: the list or the thread), and Ben's API client. */
async function phone(): Promise<{ ana: Teammate; ben: ParleyClient }> {
  await setViewport({ width: 390, height: 844 });
  const box = await startTestSandbox();
  const ana = await as(box, ANA);
  ana.el.parentElement!.style.width = '100%';
  ana.el.style.setProperty('--parley-inbox-height', '100vh');
  await settle(ana);
  return { ana, ben: await apiOf(box, BEN) };
}

/** Taps the row of `id` (scrolled into view first) and waits for its thread, shown alone. */
async function tapRow(m: Mounted, id: string): Promise<void> {
  row(m, id)!.scrollIntoView({ block: 'nearest' });
  row(m, id)!.click();
  await threadReady(m);
  await settle(m);
  expect(m.$('.list-pane')!.offsetParent === null, 'one pane: the list hidden').to.equal(true);
}

/** Presses the header's Back (shown in one pane) and waits for the list. */
async function back(m: Mounted): Promise<void> {
  const button = m.$<HTMLButtonElement>('.thread-header .back')!;
  expect(button.offsetParent !== null, 'Back shown').to.equal(true);
  button.click();
  await waitUntil(() => !inboxState(m.el).selectedId && m.$('.list-pane')!.offsetParent, 'back to the list');
  await settle(m);
}

describe('<parley-inbox> Back leaves focus in the list when the row has gone', function () {
  this.timeout(180_000);
  after(() => setViewport({ width: 800, height: 600 }));

  it('focuses the next row after Done in Open', async () => {
    const { ana } = await phone();
    const [, second, third] = ids(ana);
    await tapRow(ana, second!);
    ana.$<HTMLButtonElement>('[part~="done-button"]')!.click();
    await waitUntil(() => !row(ana, second!), 'the done thread left Open');
    await back(ana);
    expect(focused(ana), 'the row now in its place').to.equal(third);
    await shots(ana, 'inbox-back-focus');
    await accessibleEverywhere(ana, () => tab(ana, 'open').textContent!.includes('مفتوحة'));
  });

  it('focuses the previous row when a teammate closes the last, and the view’s tab when none is left', async () => {
    const { ana, ben } = await phone();
    const [a, b] = ids(ana);
    for (const id of [a!, b!]) await assignConversation(ana.api, id, ANA.id);
    await showView(ana, 'mine');
    await waitUntil(() => ids(ana).length === 2, 'two threads in Mine');
    const [first, last] = ids(ana);
    // Ben closes the last one while Ana reads it: it leaves Mine live, and Back focuses the row before it.
    await tapRow(ana, last!);
    await setConversationStatus(ben, last!, 'done');
    await waitUntil(() => !ids(ana).includes(last!), 'closed by Ben, gone from Mine', { timeout: 10_000 });
    expect(inboxState(ana.el).selectedId, 'still open for Ana').to.equal(last);
    await back(ana);
    expect(focused(ana), 'the row before it').to.equal(first);

    // Ana marks the only one left done: no row, so the tab of the view shown.
    await tapRow(ana, first!);
    ana.$<HTMLButtonElement>('[part~="done-button"]')!.click();
    await waitUntil(() => ids(ana).length === 0, 'Mine empty after Done');
    await back(ana);
    expect(focused(ana), 'the Mine tab').to.equal('view-mine');
  });
});
