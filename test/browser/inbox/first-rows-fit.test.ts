/**
 * The first rows' update renders the rows the list's viewport shows, guessed from the rows' estimated height before
 * any is measured: a row wholly below the viewport in that frame is template work and a layout paid before the first
 * row is seen, for nothing on screen. Rows of the demo data (name, sender and preview lines) are 79–83 px tall; an
 * estimate below that put one more row under the viewport at a phone's height, and one at a desktop's.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { waitUntil } from '../helpers/wait.js';
import { gatedClient, startTestSandbox } from '../helpers/sandbox.js';
import { listReady, mount } from './helpers.js';

describe('<parley-inbox> first rows fit the viewport', () => {
  afterEach(() => setViewport({ width: 800, height: 600 }));

  for (const [width, height] of [
    [412, 823],
    [390, 844],
    [1440, 900],
  ] as const) {
    it(`renders no row below the list's viewport in the first rows' frame at ${width}×${height}`, async () => {
      await setViewport({ width, height });
      const box = await startTestSandbox();
      // The page as the bench lays it out: the element the page's height, its first page held until then.
      const { client, release } = gatedClient(box, '/conversations/list', 'answer');
      const m = await mount({ box, client, width });
      m.el.style.cssText = 'display:block;height:100vh';
      await m.el.updateComplete;
      let first: { below: number[]; rows: number; heights: number[] } | undefined;
      const observer = new MutationObserver(() => {
        if (first || !m.$('[part~="thread-row"]')) return;
        observer.disconnect();
        // Read in the frame that first shows rows, before the window's overscan joins them.
        requestAnimationFrame(() => {
          const list = m.$('.thread-list')!.getBoundingClientRect();
          const rows = m.$$<HTMLElement>('[part~="thread-row"]').map((row) => row.getBoundingClientRect());
          first = {
            below: rows.map((r, i) => (r.top >= list.bottom ? i : -1)).filter((i) => i >= 0),
            rows: rows.length,
            heights: rows.map((r) => r.height),
          };
        });
      });
      observer.observe(m.root, { childList: true, subtree: true });
      try {
        release();
        await waitUntil(() => first, 'thread rows on screen', { timeout: 15_000 });
        expect(
          first!.below,
          `rows wholly below the viewport, of ${first!.rows} (heights ${first!.heights.join(' ')})`,
        ).to.deep.equal([]);
        await listReady(m);
      } finally {
        observer.disconnect();
      }
    });
  }
});
