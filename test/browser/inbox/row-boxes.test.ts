/**
 * The boxes a thread row makes: its first rows' style and layout pass is most of what a phone's CPU spends between
 * their update and their frame (~80 ms for a screenful), and it grows with the boxes each row holds. A row's three
 * lines are cells of the row's own grid beside the avatar, not of a grid nested in it; and the lines keep their
 * places: in the column after the avatar, one under the other, the avatar at the top, at both widths and in Arabic.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { listReady, mount, type Mounted } from './helpers.js';

/** Boxes under `root`: elements that render one (not `display: none` or `contents`) and text that is not white space. */
function boxes(root: Element): number {
  let n = 0;
  const walk = (node: Node) => {
    if (node instanceof Element) {
      const display = getComputedStyle(node).display;
      if (display === 'none') return;
      if (display !== 'contents') n++;
    } else if (node.nodeType === Node.TEXT_NODE && node.textContent!.trim()) n++;
    for (const child of node.childNodes) walk(child);
  };
  walk(root);
  return n;
}

function checkRows(m: Mounted): void {
  const rows = m.$$('[part~="thread-row"]');
  expect(rows.length, 'rows').to.be.greaterThan(3);
  for (const row of rows) {
    const lines = ['.row-top', '.row-meta', '.row-bottom'].map((s) => row.querySelector<HTMLElement>(s)!);
    expect(
      lines.map((line) => line.parentElement === row),
      'the lines are the row’s own grid cells',
    ).to.deep.equal([true, true, true]);
    const avatar = row.querySelector<HTMLElement>('[part~="avatar"]');
    const [top, meta, bottom] = lines.map((line) => line.getBoundingClientRect());
    expect(meta!.top, 'the sender line under the name line').to.be.at.least(top!.bottom - 0.5);
    expect(bottom!.top, 'the preview line under the sender line').to.be.at.least(meta!.bottom - 0.5);
    if (!avatar) continue;
    const a = avatar.getBoundingClientRect();
    const rtl = getComputedStyle(row).direction === 'rtl';
    expect(rtl ? a.left - top!.right : top!.left - a.right, 'the lines 10 px after the avatar').to.be.closeTo(10, 0.5);
    expect(a.top, 'the avatar at the top of the row, beside the name line').to.be.closeTo(top!.top, 0.5);
  }
}

describe('<parley-inbox> row boxes', () => {
  afterEach(() => setViewport({ width: 800, height: 600 }));

  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    it(`lays each row's lines out in the row's own grid at ${width}×${height}, in English and Arabic`, async () => {
      await setViewport({ width, height });
      const m = await mount({ width });
      await listReady(m);
      checkRows(m);
      const rows = m.$$('[part~="thread-row"]');
      const perRow = rows.map(boxes);
      // Reported for the record (a row of the demo data: avatar, three lines, name, time, sender, preview, ⋯).
      console.log(`boxes per row at ${width}px: ${perRow.join(' ')}; first screen ${boxes(m.root.firstElementChild!)}`);
      m.el.setAttribute('locale', 'ar');
      m.el.setAttribute('dir', 'rtl');
      await m.el.updateComplete;
      checkRows(m);
    });
  }
});
