// The list grouped by customer (group-by="contact"): one customer's threads together, the first row counting them,
// the rows beneath naming their sender and channel; one listbox, so arrows and Enter work across them.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import { DEMO_SENDERS, DEMO_TEST_NUMBERS } from '../../../src/sandbox/demo-data.js';
import { inboxState } from './harness.js';
import { focused, listReady, mount, scrollTo, settle, type Mounted } from './helpers.js';
import { accessibleEverywhere, shots } from './looks.js';

/** Scrolls the list down until the row of `id` is rendered (the list is virtualized). */
async function reveal(m: Mounted, id: string): Promise<HTMLElement> {
  const list = m.$('.thread-list')!;
  for (let top = 0; !m.$(`[data-vkey="${id}"]`) && top < 40_000; top += 300) {
    scrollTo(list, top);
    await settle(m, 1);
  }
  await waitUntil(() => m.$(`[data-vkey="${id}"]`), `row ${id} not rendered`, { timeout: 10_000 });
  const row = m.$(`[data-vkey="${id}"]`)!;
  row.scrollIntoView({ block: 'center' });
  list.dispatchEvent(new Event('scroll'));
  await settle(m);
  return m.$<HTMLElement>(`[data-vkey="${id}"]`)!;
}

describe('<parley-inbox group-by="contact">', function () {
  this.timeout(90_000);
  beforeEach(() => localStorage.clear());

  it("shows a customer's threads together, counted, navigable by arrows and Enter, in English, Spanish and Arabic", async () => {
    const m = await mount({ width: 1000, attrs: { 'group-by': 'contact' } });
    await listReady(m);
    // The demo's Riley Brooks has two threads: by SMS from the store's number (newer) and the RCS card that fell back.
    const riley = inboxState(m.el).threads.filter((c) => c.to === DEMO_TEST_NUMBERS.noRcs);
    expect(riley.map((c) => c.from)).to.deep.equal([DEMO_SENDERS.acmePhone, DEMO_SENDERS.acmeAgent]);
    const [lead, other] = riley as [(typeof riley)[0], (typeof riley)[0]];

    let leadRow = await reveal(m, lead.id);
    const count = () => m.$(`[data-vkey="${lead.id}"] [part~="group-count"]`)?.textContent?.trim();
    await waitUntil(() => count() === '2 conversations', `the count reads "${count()}"`, { timeout: 10_000 });
    // The other thread is the very next row, indented, naming its sender and channel where the name was.
    const next = leadRow.nextElementSibling as HTMLElement;
    expect(next.dataset.vkey, 'the other thread right beneath').to.equal(other.id);
    expect(next.classList.contains('sub')).to.equal(true);
    expect(next.querySelector('[part~="avatar"]'), 'no second avatar').to.equal(null);
    const subName = next.querySelector<HTMLElement>('.name')!;
    expect(subName.textContent!.replace(/[\u2066-\u2069]/g, '')).to.match(/Riley Brooks, .+ · RCS$/);
    // The customer's name is there for screen readers only: what shows is the sender and channel.
    expect(subName.querySelector('.visually-hidden')!.textContent).to.equal('Riley Brooks, ');
    expect(next.querySelector('[part~="group-count"]'), 'counted once').to.equal(null);
    // Both are options of the one listbox, in order.
    for (const row of [leadRow, next]) {
      expect(row.getAttribute('role')).to.equal('option');
      expect(row.parentElement!.getAttribute('role')).to.equal('listbox');
    }
    expect(Number(next.getAttribute('aria-posinset'))).to.equal(Number(leadRow.getAttribute('aria-posinset')) + 1);
    // A customer with one thread shows no count: here, the row above Riley's.
    const above = leadRow.previousElementSibling as HTMLElement;
    if (above.dataset.vkey) expect(above.querySelector('[part~="group-count"]')).to.equal(null);

    await shots(m, 'inbox-group-by-contact');
    await accessibleEverywhere(m, () => count() === 'محادثتان');

    // In Arabic (a longer relative time beside it) the sender and channel stay on one line; the channel shows whole.
    m.el.setAttribute('locale', 'ar');
    await waitUntil(() => count() === 'محادثتان', `Arabic count "${count()}"`);
    const subNameAr = m.$(`[data-vkey="${other.id}"] .name`)!;
    const lines = new Set(
      [...subNameAr.childNodes]
        .filter((n) => !(n instanceof HTMLElement && n.classList.contains('visually-hidden')))
        .flatMap((n) => {
          const range = document.createRange();
          range.selectNodeContents(n);
          return [...range.getClientRects()].map((r) => Math.round(r.top));
        }),
    );
    expect(lines.size, `the sub-row's lines (tops ${[...lines]})`).to.equal(1);
    expect(subNameAr.scrollWidth, 'nothing cut but the sender').to.be.at.most(subNameAr.clientWidth + 1);
    expect(subNameAr.textContent!.trim()).to.match(/ · RCS$/);
    m.el.removeAttribute('locale');
    await waitUntil(() => count() === '2 conversations', `English count "${count()}"`);

    // Keyboard: from the customer's first row, ArrowDown reaches the thread beneath, Enter opens it.
    leadRow = await reveal(m, lead.id);
    leadRow.focus();
    await waitUntil(() => focused(m) === leadRow, 'focus on the first row');
    await sendKeys({ press: 'ArrowDown' });
    await waitUntil(() => focused(m)?.dataset.vkey === other.id, 'ArrowDown to the thread beneath', {
      timeout: 10_000,
    });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => inboxState(m.el).thread?.id === other.id, 'Enter opened the thread beneath', {
      timeout: 15_000,
    });

    m.el.setAttribute('locale', 'es');
    await waitUntil(() => count() === '2 conversaciones', `Spanish count "${count()}"`, { timeout: 10_000 });
  });

  it('without the attribute, rows are ungrouped and uncounted', async () => {
    const m = await mount({ width: 1000 });
    await listReady(m);
    const lead = inboxState(m.el).threads.find((c) => c.to === DEMO_TEST_NUMBERS.noRcs)!;
    const row = await reveal(m, lead.id);
    expect(row.querySelector('[part~="group-count"]')).to.equal(null);
    expect(m.$$('.row.sub')).to.have.length(0);
    // Setting it later groups the list (the part loads then).
    m.el.setAttribute('group-by', 'contact');
    await waitUntil(() => m.$$('[part~="group-count"]').length > 0, 'grouped after setting the attribute', {
      timeout: 10_000,
    });
  });
});
