/**
 * The inbox's first rows on a phone, as the time-to-usable bench loads them (412×823, the element the page's
 * height). The update that renders them is the only one before the frame that shows them (their times make no Intl
 * formatter: first-screen-intl.test.ts): each update of the rows is their template work and a layout
 * (~150 ms each on a phone's CPU), and a second one — the window trimming rows rendered for a guessed 800 px viewport
 * to the list's own — was paid before the first row showed. And the update before the data (the skeleton's) forces
 * no layout: the list's window has nothing to measure in it.
 */
import { expect } from '@open-wc/testing';
import type { ParleyInbox } from '../../../src/components/inbox/inbox.component.js';
import { setViewport } from '@web/test-runner-commands';
import { waitUntil } from '../helpers/wait.js';
import { gatedClient, startTestSandbox } from '../helpers/sandbox.js';
import { listReady, mount } from './helpers.js';

describe('<parley-inbox> first rows on a phone', () => {
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it('forces no layout in the update before its data (the skeleton has nothing to measure)', async () => {
    await setViewport({ width: 412, height: 823 });
    const box = await startTestSandbox();
    const { client, release } = gatedClient(box, '/conversations/list', 'answer');
    // Layout reads of the element's own nodes while it connects and makes its first update (its skeleton).
    const reads: string[] = [];
    const restore: (() => void)[] = [];
    const watch = (name: 'scrollTop' | 'scrollHeight' | 'clientHeight' | 'getBoundingClientRect') => {
      const descriptor = Object.getOwnPropertyDescriptor(Element.prototype, name)!;
      const ours = (node: Element) =>
        node.getRootNode() instanceof ShadowRoot &&
        (node.getRootNode() as ShadowRoot).host.localName === 'parley-inbox';
      if (descriptor.get) {
        const get = descriptor.get;
        Object.defineProperty(Element.prototype, name, {
          ...descriptor,
          get(this: Element) {
            if (ours(this)) reads.push(`${name} of .${this.className}`);
            return get.call(this);
          },
        });
      } else {
        const method = descriptor.value as () => DOMRect;
        Object.defineProperty(Element.prototype, name, {
          ...descriptor,
          value(this: Element) {
            if (ours(this)) reads.push(`${name} of .${this.className}`);
            return method.call(this);
          },
        });
      }
      restore.push(() => Object.defineProperty(Element.prototype, name, descriptor));
    };
    for (const name of ['scrollTop', 'scrollHeight', 'clientHeight', 'getBoundingClientRect'] as const) watch(name);
    let m: Awaited<ReturnType<typeof mount>>;
    try {
      m = await mount({ box, client, width: 412 });
    } finally {
      for (const undo of restore) undo();
    }
    expect(m.$('[part~="skeleton"]'), 'the first update rendered the skeleton').to.exist;
    expect(reads, 'layout read in the first update').to.deep.equal([]);
    release();
    await listReady(m);
  });

  for (const [width, height] of [
    [412, 823],
    [390, 844],
    [1440, 900],
  ] as const) {
    it(`shows its first rows after one update at ${width}×${height}`, async () => {
      await setViewport({ width, height });
      const box = await startTestSandbox();
      // The first page is held until the element is laid out as the bench's page lays it out.
      const { client, release } = gatedClient(box, '/conversations/list', 'answer');
      const m = await mount({ box, client, width });
      m.el.style.cssText = 'display:block;height:100vh';
      await m.el.updateComplete;
      const el = m.el as unknown as { update(changed: unknown): void };
      const update = el.update;
      const updates: number[] = [];
      el.update = function (changed: unknown) {
        update.call(this, changed);
        updates.push(m.$$('[part~="thread-row"]').length);
      };
      // What the frame that first shows rows holds, read in its animation frame callback: after every update of the
      // task that rendered them, before the browser paints them.
      let first: { updates: number[]; covered: boolean; rows: number; view: number } | undefined;
      const observer = new MutationObserver(() => {
        if (first || !m.$('[part~="thread-row"]')) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          const rows = m.$$<HTMLElement>('[part~="thread-row"]');
          const list = m.$('.thread-list')!;
          const covered = rows.at(-1)!.getBoundingClientRect().bottom >= list.getBoundingClientRect().bottom;
          first = { updates: updates.filter((rows) => rows > 0), covered, rows: rows.length, view: list.clientHeight };
        });
      });
      observer.observe(m.root, { childList: true, subtree: true });
      try {
        release();
        await waitUntil(() => first, 'thread rows on screen', { timeout: 15_000 });
        expect(first!.covered, "the first rows fill the list's viewport").to.equal(true);
        // No more than the list's viewport holds at the rows' estimated height (72 px): the list's own height, not
        // an 800 px guess, sets how many the first rows' update renders.
        expect(first!.rows, `rows in the first frame (a ${first!.view} px list)`).to.be.at.most(
          Math.ceil(first!.view / 72) + 1,
        );
        // Other updates may come before that frame (the token's claims read, the live stream's state), but none
        // changes which rows are rendered: the first rows' update rendered exactly the rows that frame shows.
        expect(
          first!.updates.filter((rows) => rows !== first!.updates[0]),
          `updates changing the rows before the frame that shows them (rows in each update: ${first!.updates.join(', ')})`,
        ).to.deep.equal([]);
        await listReady(m);
      } finally {
        observer.disconnect();
        el.update = update;
      }
    });
  }
});
