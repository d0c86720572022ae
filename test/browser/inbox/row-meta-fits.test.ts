/**
 * A row's sender line on a phone, beside a wait ("Reply due · 12 min") and an assignee: the sender gives way with an
 * ellipsis, the channel ("· SMS") always shows whole, and the row keeps its one line. Against the sandbox's demo data
 * at 390 px, in English and Arabic.
 */
import { expect } from '@open-wc/testing';
import { DEMO_SENDERS } from '../../../src/sandbox/demo-data.js';
import { shoot } from '../helpers/screenshot.js';
import { listReady, mount } from './helpers.js';

/** The box of the words after the sender (the channel), within the line. */
function channelBox(line: HTMLElement): DOMRect {
  const range = document.createRange();
  range.setStartAfter(line.querySelector('.sender')!);
  range.setEnd(line, line.childNodes.length);
  return range.getBoundingClientRect();
}

/** The box of the first `char` in the words after the sender. */
function charBox(line: HTMLElement, char: string): DOMRect {
  const text = [...line.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.includes(char))!;
  const range = document.createRange();
  const at = text.textContent!.indexOf(char);
  range.setStart(text, at);
  range.setEnd(text, at + 1);
  return range.getBoundingClientRect();
}

describe('<parley-inbox> a row’s sender line', () => {
  for (const locale of ['en', 'ar']) {
    it(`shows the channel whole and cuts the sender beside a wait and an assignee, at 390 px (${locale})`, async () => {
      const m = await mount({ width: 390, attrs: { locale, 'reply-target': '5m' } });
      m.el.senders = {
        [DEMO_SENDERS.acmePhone]: 'Acme Coffee',
        [DEMO_SENDERS.northwindPhone]: 'Northwind Travel Rewards',
      };
      await listReady(m);
      await m.el.updateComplete;
      const rows = m.$$<HTMLElement>('[part~="thread-row"]');
      const crowded = rows.filter((r) => r.querySelector('.waiting') && r.querySelector('[part~="assignee-tag"]'));
      expect(crowded.length, 'rows with a wait and an assignee').to.be.greaterThan(0);
      let cut = 0;
      for (const row of rows) {
        const line = row.querySelector<HTMLElement>('[part~="thread-sender"]');
        if (!line) continue;
        const sender = line.querySelector<HTMLElement>('.sender')!;
        const box = line.getBoundingClientRect();
        const channel = channelBox(line);
        expect(channel.width, `channel of "${line.textContent}"`).to.be.greaterThan(10);
        expect(channel.left, `channel of "${line.textContent}" starts inside`).to.be.at.least(box.left - 0.5);
        expect(channel.right, `channel of "${line.textContent}" ends inside`).to.be.at.most(box.right + 0.5);
        expect(line.scrollWidth, `"${line.textContent}" overflows its row`).to.be.at.most(line.clientWidth + 1);
        if (sender.scrollWidth > sender.clientWidth + 1) cut++;
        // One line: the sender line is as tall as one line of its text.
        expect(box.height, `"${line.textContent}" wraps`).to.be.below(20);
      }
      // The English words for a wait are long enough to crowd the demo's longest sender.
      if (locale === 'en') expect(cut, 'a crowded row cuts its sender, not its channel').to.be.greaterThan(0);
      await shoot(`row-meta-${locale}-390`, { width: 390, height: 844 });
      await expect(m.el).to.be.accessible();
      m.el.remove();
    });
  }

  it('reads in the catalog’s order in the page’s direction, in every row and every grouped row (ar)', async () => {
    const m = await mount({ width: 1000, attrs: { locale: 'ar', 'group-by': 'contact' } });
    await listReady(m);
    await m.el.updateComplete;
    const lines = m.$$<HTMLElement>('[part~="thread-sender"]');
    expect(
      lines.some((l) => l.closest('.row.sub')),
      'a grouped row’s line',
    ).to.equal(true);
    for (const line of lines) {
      // Right to left: the sender first, at the right; "· SMS" after it, to its left (a Latin name changes neither).
      expect(getComputedStyle(line).direction, line.textContent!).to.equal('rtl');
      const sender = line.querySelector('.sender')!.getBoundingClientRect();
      expect(channelBox(line).right, line.textContent!).to.be.at.most(sender.left + 0.5);
      // The separator between the sender and the channel: right of "RCS", left of the sender.
      const dot = charBox(line, '·');
      expect(dot.left, `${line.textContent}: "·" right of the channel's name`).to.be.above(charBox(line, 'S').right);
      expect(dot.right, `${line.textContent}: "·" left of the sender`).to.be.below(sender.left);
    }
    m.el.remove();
  });
});
