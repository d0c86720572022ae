/**
 * A customer's other thread in the list grouped by customer (`group-by="contact"`), in an inbox that is not the first
 * on the page to group: the grouping part is fetched once per page, so its styles must reach every inbox that shows
 * its rows, not only the one that fetched it. The row beneath the customer's first is one column, indented, its
 * sender line reads in the page's direction (English and Arabic), and its assignee tag shows whole, at 1440 and 390 px.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { DEMO_TEST_NUMBERS } from '../../../src/sandbox/demo-data.js';
import { startTestSandbox } from '../helpers/sandbox.js';
import { waitUntil } from '../helpers/wait.js';
import { inboxState } from './harness.js';
import { listReady, mount, scrollTo, settle, type Mounted } from './helpers.js';
import { accessibleEverywhere, shots } from './looks.js';
import { MANAGE } from './team-harness.js';

/** A teammate whose first name is long: the tag must still show it whole, or cut it with the full name kept. */
const MAX = { id: 'user_max', name: 'Maximiliana-Alejandra Featherstonehaugh' };

/** Scrolls the list until the row of `id` is rendered (the list is virtualized). */
async function reveal(m: Mounted, id: string): Promise<HTMLElement> {
  const list = m.$('.thread-list')!;
  for (let top = 0; !m.$(`[data-vkey="${id}"]`) && top < 40_000; top += 300) {
    scrollTo(list, top);
    await settle(m, 1);
  }
  const row = m.$<HTMLElement>(`[data-vkey="${id}"]`)!;
  row.scrollIntoView({ block: 'center' });
  list.dispatchEvent(new Event('scroll'));
  await settle(m);
  return m.$<HTMLElement>(`[data-vkey="${id}"]`)!;
}

const tabText = (m: Mounted) => m.$('#view-open')?.textContent ?? '';

/** The box of the words after the sender (the channel) in a sender line. */
function channelBox(line: HTMLElement): DOMRect {
  const range = document.createRange();
  range.setStartAfter(line.querySelector('.sender')!);
  range.setEnd(line, line.childNodes.length);
  return range.getBoundingClientRect();
}

/** What is wrong with the grouped row of `id` as shown, or [] (`rtl`: the page reads right to left). */
async function faults(m: Mounted, id: string, rtl: boolean): Promise<string[]> {
  const row = await reveal(m, id);
  const out: string[] = [];
  const box = row.getBoundingClientRect();
  const list = m.$('.thread-list')!.getBoundingClientRect();
  const columns = getComputedStyle(row).gridTemplateColumns.split(' ').length;
  if (columns !== 1) out.push(`the row has ${columns} columns`);
  const top = row.querySelector<HTMLElement>('.row-top')!.getBoundingClientRect();
  const tag = row.querySelector<HTMLElement>('[part~="assignee-tag"]')!;
  const shown = tag.querySelector<HTMLElement>('[aria-hidden="true"]')!;
  const t = tag.getBoundingClientRect();
  if (t.left < Math.max(box.left, list.left) - 0.5 || t.right > Math.min(box.right, list.right) + 0.5)
    out.push(`the tag "${shown.textContent}" [${t.left}, ${t.right}] leaves the row [${box.left}, ${box.right}]`);
  if (t.top < top.bottom - 0.5) out.push(`the tag "${shown.textContent}" sits on the sender's line`);
  if (tag.scrollWidth > tag.clientWidth + 1 && !/Featherstonehaugh/.test(tag.textContent!))
    out.push(`the tag "${shown.textContent}" is cut without its full name`);
  const line = row.querySelector<HTMLElement>('[part~="thread-sender"]')!;
  const sender = line.querySelector('.sender')!.getBoundingClientRect();
  const channel = channelBox(line);
  if (getComputedStyle(line).direction !== (rtl ? 'rtl' : 'ltr'))
    out.push('the sender line is not in the page direction');
  // The channel after the sender in reading order: left of it right to left, right of it left to right.
  if (rtl ? channel.right > sender.left + 0.5 : channel.left < sender.right - 0.5)
    out.push(`"${line.textContent}": the channel is not after the sender`);
  // The separator between them, not at the line's outer end: "Northwind Travel · SMS", never "· SMSNorthwind Travel".
  const text = [...line.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.includes('·'))!;
  const range = document.createRange();
  range.setStart(text, text.textContent!.indexOf('·'));
  range.setEnd(text, text.textContent!.indexOf('·') + 1);
  const dot = range.getBoundingClientRect();
  if (rtl ? dot.right > sender.left + 0.5 || dot.left < channel.left + 8 : dot.left < sender.right - 0.5)
    out.push(`"${line.textContent}": the "·" is not between the sender and the channel`);
  if (line.scrollWidth > line.clientWidth + 1) out.push(`"${line.textContent}" overflows`);
  return out;
}

describe('<parley-inbox group-by="contact"> a customer’s other thread, in a second inbox on the page', function () {
  this.timeout(120_000);
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it('is one indented column, its sender line in the page’s direction, its assignee whole (1440, 390 px)', async () => {
    const box = await startTestSandbox({ scopes: MANAGE, user: 'user_ana' });
    // The first inbox on the page to group fetches the grouping part (and its words, and styles for its own root).
    const first = await mount({ box, attrs: { 'group-by': 'contact' } });
    await listReady(first);
    await waitUntil(() => first.$$('[part~="group-count"]').length > 0, 'the first inbox grouped', { timeout: 10_000 });
    first.el.remove();

    const riley = inboxState(first.el).threads.filter((c) => c.to === DEMO_TEST_NUMBERS.noRcs);
    const other = riley[1]!;
    const assigned = await box.server('POST', `/conversations/${other.id}/assign`, { assignee: 'user_ana' });
    expect(assigned.status).to.equal(200);

    const m = await mount({ box, width: 1440, attrs: { 'group-by': 'contact' } });
    m.el.users = [{ id: 'user_ana', name: 'Ana Silva' }, MAX];
    m.el.parentElement!.style.width = '100%';
    await listReady(m);
    await waitUntil(() => m.$(`[data-vkey="${other.id}"]`) || m.$$('.row.sub').length, 'grouped', { timeout: 10_000 });
    const found: string[] = [];
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await setViewport({ width, height });
      for (const locale of ['en', 'ar']) {
        if (locale === 'ar') m.el.setAttribute('locale', 'ar');
        else m.el.removeAttribute('locale');
        await waitUntil(() => /مفتوحة/.test(tabText(m)) === (locale === 'ar'), `the ${locale} words`);
        await settle(m);
        for (const f of await faults(m, other.id, locale === 'ar')) found.push(`${width} ${locale} (You): ${f}`);
      }
    }
    // A teammate with a long first name, on a phone.
    await box.server('POST', `/conversations/${other.id}/assign`, { assignee: MAX.id });
    await waitUntil(
      () => /Maximiliana/.test(m.$(`[data-vkey="${other.id}"] [part~="assignee-tag"]`)?.textContent ?? ''),
      'the new assignee shown',
      { timeout: 10_000 },
    );
    for (const f of await faults(m, other.id, true)) found.push(`390 ar (long name): ${f}`);
    m.el.removeAttribute('locale');
    await settle(m);
    for (const f of await faults(m, other.id, false)) found.push(`390 en (long name): ${f}`);
    expect(found).to.deep.equal([]);

    await reveal(m, other.id);
    window.scrollTo(0, 0);
    await shots(m, 'inbox-group-subrow');
    await accessibleEverywhere(m, () => /مفتوحة/.test(tabText(m)));
  });
});
