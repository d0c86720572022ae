/**
 * A search looks in every view, but under the user's filters: with "Unread only" ticked or a filter of the panel set,
 * its words say so ("In all views, with your filters, …"), above the rows, in the polite live region and when nothing
 * matches, so its count never reads as all there are. Filters the host scoped the inbox to (`from`) are every view's
 * already and change nothing. In English, Spanish and Arabic; against the sandbox, typed into the real controls.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { waitUntil } from '../helpers/wait.js';
import { inboxState } from './harness.js';
import { LONG_THREAD, listReady, mount, settle, type Mounted } from './helpers.js';
import { accessibleEverywhere, shots } from './looks.js';

/** Text as read, without the isolates (FSI … PDI) around the query. */
const plain = (text: string | null | undefined) =>
  (text ?? '')
    .replace(/[\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
const onScreen = (m: Mounted) => plain(m.$('[part~="search-summary"], [part~="no-matches"] p')?.textContent);
const said = (m: Mounted) => plain(m.$('[data-live="messages"]')!.textContent);

/** Waits for the list's answer to `query` (a new one: other rows than `before`), and for its words. */
async function answered(m: Mounted, query: string, before?: readonly unknown[]): Promise<string> {
  await waitUntil(() => {
    const s = inboxState(m.el);
    return s.listStatus === 'ready' && s.listQuery === query && s.threads !== before && onScreen(m) !== '';
  }, `the answer for "${query}"`);
  await m.el.updateComplete;
  expect(said(m), 'the live region says what the screen says').to.equal(onScreen(m));
  return onScreen(m);
}

async function search(m: Mounted, query: string): Promise<string> {
  const input = m.$<HTMLInputElement>('[part~="search"]')!;
  input.focus();
  input.select();
  await sendKeys({ press: 'Backspace' });
  await sendKeys({ type: query });
  return answered(m, query);
}

/** Ticks or unticks "Unread only"; returns the words of the answer that follows. */
async function unreadOnly(m: Mounted, query: string): Promise<string> {
  const before = inboxState(m.el).threads;
  const words = onScreen(m);
  m.$<HTMLInputElement>('.filter-row input[type="checkbox"]')!.click();
  await m.el.updateComplete;
  expect(onScreen(m), 'the rows shown until the answer keep their words').to.equal(words);
  return answered(m, query, before);
}

const count = (m: Mounted) => inboxState(m.el).threads.length;
const found = (n: number, more: boolean, narrowed: boolean, query: string) =>
  `In all views, ${narrowed ? 'with your filters, ' : ''}${more ? 'more than ' : ''}${n} conversation${
    n === 1 && !more ? ' matches' : 's match'
  } “${query}”.`;

describe('<parley-inbox> a search narrowed by filters says so', function () {
  this.timeout(120_000);

  it('with "Unread only" or a filter of the panel, and not without them', async () => {
    const m = await mount();
    await listReady(m);
    const all = await search(m, 'a');
    const more = () => !!inboxState(m.el).nextCursor;
    expect(all).to.equal(found(count(m), more(), false, 'a'));
    const every = count(m);

    const unread = await unreadOnly(m, 'a');
    expect(count(m), 'fewer: only the unread').to.be.lessThan(every);
    expect(inboxState(m.el).threads.every((c) => c.unreadCount > 0)).to.equal(true);
    expect(unread).to.equal(found(count(m), more(), true, 'a'));
    await settle(m);
    await shots(m, 'search-filters');
    await accessibleEverywhere(m, () => onScreen(m).includes('مع عوامل التصفية التي اخترتها'));
    await answered(m, 'a');

    expect(await search(m, 'zzqx')).to.equal('In all views, with your filters, no conversation matches “zzqx”.');
    expect(m.$('[part~="no-matches"] button')!.textContent!.trim(), 'its one button').to.equal('Clear search');
    await shots(m, 'search-filters-none');

    // Unticked: every view's words again.
    expect(await unreadOnly(m, 'zzqx')).to.equal('In all views, no conversation matches “zzqx”.');

    // A sender chosen in the filter panel narrows it too.
    await search(m, 'a');
    m.$<HTMLButtonElement>('button[aria-controls="filter-panel"]')!.click();
    await waitUntil(() => m.$('#filter-panel select'), 'the filter panel');
    const sender = m.$<HTMLSelectElement>('#filter-panel select')!;
    sender.value = sender.options[1]!.value;
    const rows = inboxState(m.el).threads;
    sender.dispatchEvent(new Event('change'));
    expect(await answered(m, 'a', rows)).to.equal(found(count(m), more(), true, 'a'));
    expect(inboxState(m.el).filters.from).to.equal(sender.value);
    m.el.remove();
  });

  it('leaves out the sender the host scoped the inbox to', async () => {
    const m = await mount({ attrs: { from: LONG_THREAD.from } });
    await listReady(m);
    const words = await search(m, 'a');
    expect(words).to.equal(found(count(m), !!inboxState(m.el).nextCursor, false, 'a'));
    m.el.remove();
  });

  for (const [locale, some, none] of [
    [
      'es',
      /^En todas las vistas, con tus filtros, (más de )?\d+ conversaci(ón coincide|ones coinciden) con «a»\.$/,
      'En todas las vistas, con tus filtros, ninguna conversación coincide con «zzqx».',
    ],
    [
      'ar',
      /^في كل طرق العرض، مع عوامل التصفية التي اخترتها، .*تطاب.* «a»\.$/,
      'في كل طرق العرض، مع عوامل التصفية التي اخترتها، لا توجد محادثات تطابق «zzqx».',
    ],
  ] as const) {
    it(`in ${locale}: the catalog's words`, async () => {
      const m = await mount({ attrs: { locale } });
      await listReady(m);
      await search(m, 'a');
      expect(await unreadOnly(m, 'a')).to.match(some);
      expect(await search(m, 'zzqx')).to.equal(none);
      m.el.remove();
    });
  }
});
