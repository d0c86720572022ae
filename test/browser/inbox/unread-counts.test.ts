/**
 * With "Unread only" ticked, every count a view's tab shows is how many threads that view's list holds under the
 * filters shown: the service counts views by the narrowing filters but not by unread (`POST /conversations/counts`
 * takes no unread narrowing), and says how many open threads are unread (`unread`), which is Open's list. A view whose
 * number under unread only cannot be known shows none rather than one its list would not hold; unticked, the tabs
 * say the service's counts again. Against the real sandbox, views set up by the service's own routes.
 */
import { expect } from '@open-wc/testing';
import { countConversations, markConversationReadTo } from '../../../src/api/team.js';
import type { Conversation } from '../../../src/schemas/conversations.js';
import { waitUntil } from '../helpers/wait.js';
import { inboxState } from './harness.js';
import { listReady, settle, type Mounted } from './helpers.js';
import { accessibleEverywhere, shots } from './looks.js';
import { inboxOf, showView, shownCount, USERS, VIEW_NAMES, type Teammate } from './team-harness.js';
import { startTestSandbox } from '../helpers/sandbox.js';

const ANA = USERS[0];
const unreadBox = (m: Mounted) => m.$<HTMLInputElement>('.filter-row input[type="checkbox"]')!;

/** Ticks or unticks "Unread only" as a person does, until the list under it is shown. */
async function unreadOnly(m: Mounted, on: boolean): Promise<void> {
  if (unreadBox(m).checked !== on) unreadBox(m).click();
  await waitUntil(() => !!inboxState(m.el).filters.unreadOnly === on, 'the filter set');
  await listReady(m);
}

/** Each view's tab against the list it shows under the filters in use: what disagrees, or []. */
async function disagreements(m: Teammate): Promise<string[]> {
  const out: string[] = [];
  for (const view of VIEW_NAMES) {
    await showView(m, view);
    await settle(m);
    const s = inboxState(m.el);
    expect(s.nextCursor, `${view}: one page holds the list`).to.equal(null);
    const shown = shownCount(m, view);
    if (shown !== undefined && Number(shown) !== s.threads.length)
      out.push(`${view}: the tab says ${shown}, the list holds ${s.threads.length}`);
    // An empty list says its filters match nothing: the tab's 0 and the words agree.
    if (!s.threads.length && shown !== undefined && shown !== '0') out.push(`${view}: empty under "${shown}"`);
  }
  await showView(m, 'open');
  return out;
}

describe('<parley-inbox> the views’ counts with "Unread only"', function () {
  this.timeout(120_000);

  it('count what each view lists under unread only, and the service’s counts again when unticked', async () => {
    const box = await startTestSandbox();
    const m = await inboxOf(box, ANA);
    const threads: Conversation[] = inboxState(m.el).threads.slice();
    // Views with threads in them, read and unread: some open threads Ana's (two of them read), one snoozed, one done,
    // and every thread of the list's second half read by her.
    const assign = (c: Conversation) => box.server('POST', `/conversations/${c.id}/assign`, { assignee: ANA.id });
    for (const c of threads.slice(0, 4)) await assign(c);
    for (const c of [...threads.slice(2, 4), ...threads.slice(20)]) await markConversationReadTo(m.api, c.id);
    const until = new Date(Date.now() + 3600_000).toISOString();
    await box.server('POST', `/conversations/${threads[5]!.id}/status`, { status: 'snoozed', snoozedUntil: until });
    await box.server('POST', `/conversations/${threads[6]!.id}/status`, { status: 'done' });
    const service = await countConversations(m.api);
    expect(service.unread, 'some open threads unread, some read').to.be.within(1, service.open - 1);
    expect(service.mine, 'Ana has threads').to.be.greaterThan(0);

    await unreadOnly(m, true);
    const open = () => shownCount(m, 'open');
    await waitUntil(
      () => open() === String(service.unread),
      () => `Open says ${open()}, unread are ${service.unread}`,
    );
    expect(inboxState(m.el).threads.length, 'the list holds the unread open threads').to.equal(service.unread);
    expect(await disagreements(m)).to.deep.equal([]);
    await shots(m, 'inbox-unread-counts');
    await accessibleEverywhere(m, () => /مفتوحة/.test(m.$('#view-open')!.textContent!));

    // Unticked: the service's counts, each its view's list.
    await unreadOnly(m, false);
    await waitUntil(
      () => open() === String(service.open),
      () => `Open says ${open()}, open are ${service.open}`,
    );
    expect(VIEW_NAMES.map((v) => shownCount(m, v))).to.deep.equal(VIEW_NAMES.map((v) => String(service[v])));
    expect(await disagreements(m)).to.deep.equal([]);
  });
});
