/**
 * The link-clicks details open beside their own count, never over it: below it or above it, inside the viewport,
 * on a phone (390×844, where the details are taller than the room on either side of a count mid-screen) and wide
 * (1440×900), with the count near the top, the middle and the bottom of the screen.
 * Pictures with `PARLEY_SHOTS=/tmp/shots npx web-test-runner test/browser/inbox/link-clicks-place.test.ts`.
 */
import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { waitUntil } from '../helpers/wait.js';
import type { ParleyLinkStats } from '../../../src/components/link-stats/link-stats.component.js';
import { ALL_SCOPES } from '../helpers/sandbox.js';
import { shoot } from '../helpers/screenshot.js';
import { linkStatsOnNewMessage, mount, settle } from './helpers.js';

const describeRect = (r: DOMRect) =>
  `[${Math.round(r.left)},${Math.round(r.top)} – ${Math.round(r.right)},${Math.round(r.bottom)}]`;

describe('<parley-inbox> link-clicks details beside their count', function () {
  this.timeout(120_000);
  afterEach(() => setViewport({ width: 800, height: 600 }));

  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    it(`at ${width}×${height} the details never cover the count and stay in the viewport`, async () => {
      await setViewport({ width, height });
      const m = await mount({ width: Math.min(width, 1000), scopes: [...ALL_SCOPES, 'links:read'] });
      const el = await linkStatsOnNewMessage(m);
      const $ = <T extends Element>(s: string) => el.shadowRoot!.querySelector<T>(s)!;
      const host = m.el.parentElement!;
      for (const at of [0.2, 0.5, 0.65, 0.9]) {
        // Moves the inbox so that the count's top is at `at` of the viewport's height.
        const want = Math.round(height * at);
        host.style.marginTop = '0px';
        await settle(m);
        host.style.marginTop = `${want - $('[part~="toggle"]').getBoundingClientRect().top}px`;
        await settle(m);
        $<HTMLButtonElement>('[part~="toggle"]').click();
        await waitUntil(
          () => el.shadowRoot!.querySelectorAll('[part~="chart-bar"]').length === 3,
          `the chart with the count at ${at}`,
        );
        await el.updateComplete;
        await settle(m);
        const panel = $<HTMLElement>('.panel');
        const box = panel.getBoundingClientRect();
        const chip = $('[part~="toggle"]').getBoundingClientRect();
        const seen = `count ${describeRect(chip)}, details ${describeRect(box)}, viewport ${width}×${height}`;
        expect(panel.matches(':popover-open'), 'in the top layer').to.equal(true);
        const overlaps =
          box.left < chip.right && chip.left < box.right && box.top < chip.bottom && chip.top < box.bottom;
        expect(overlaps, `the details cover the count: ${seen}`).to.equal(false);
        expect(
          box.top >= 0 && box.left >= 0 && box.bottom <= height && box.right <= width,
          `outside the viewport: ${seen}`,
        ).to.equal(true);
        if (at === 0.5) await shoot(`link-clicks-place-${width}`, { width, height });
        if (at === 0.5 && width === 390) {
          await shoot('link-clicks-place-390-ar', { width, height, lang: 'ar', settle: () => m.el.updateComplete });
          await expect(el).to.be.accessible();
        }
        // The log scrolls under the open details: they follow the count (scrolls inside the element included).
        const log = m.$('.messages')!;
        log.scrollTop -= 30;
        await waitFor(
          () => beside(el),
          () => `after a scroll of the log: ${seeing(el, width, height)}`,
        );
        log.scrollTop += 30;
        $<HTMLButtonElement>('.close').focus();
        await sendKeys({ press: 'Escape' });
        await waitUntil(() => !panel.matches(':popover-open'), 'closed by Escape');
      }
    });
  }

  it('opened wide, then the window narrowed to a phone: the details follow the count and still do not cover it', async () => {
    await setViewport({ width: 1440, height: 900 });
    const m = await mount({ width: 1000, scopes: [...ALL_SCOPES, 'links:read'] });
    m.el.parentElement!.style.maxWidth = '100%';
    const el = await linkStatsOnNewMessage(m);
    // Where it was seen: the newest message at the bottom of an inbox that ends at the bottom of the page.
    const host = m.el.parentElement!;
    host.style.marginTop = `${document.documentElement.clientHeight - m.el.getBoundingClientRect().bottom - 4}px`;
    await settle(m);
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="toggle"]')!.click();
    await waitUntil(() => el.shadowRoot!.querySelectorAll('[part~="chart-bar"]').length === 3, 'the chart');
    await waitFor(
      () => beside(el),
      () => `wide: ${seeing(el, 1440, 900)}`,
    );
    host.style.marginTop = '';
    host.style.width = '100%';
    await setViewport({ width: 390, height: 844 });
    await settle(m);
    await waitFor(
      () => beside(el),
      () => `narrowed: ${seeing(el, 390, 844)}`,
    );
    await shoot('link-clicks-narrowed-390', { width: 390, height: 844 });
  });
});

const rectOf = (el: ParleyLinkStats, selector: string) =>
  el.shadowRoot!.querySelector(selector)!.getBoundingClientRect();

/** The details are next to the count (4 px below or above it), not over it, and inside the viewport. */
function beside(el: ParleyLinkStats): boolean {
  const box = rectOf(el, '.panel');
  const chip = rectOf(el, '[part~="toggle"]');
  const vw = document.documentElement.clientWidth;
  const vh = document.documentElement.clientHeight;
  const next = Math.abs(box.top - (chip.bottom + 4)) < 2 || Math.abs(box.bottom - (chip.top - 4)) < 2;
  return next && box.top >= 0 && box.left >= 0 && box.bottom <= vh && box.right <= vw;
}

const seeing = (el: ParleyLinkStats, width: number, height: number) =>
  `count ${describeRect(rectOf(el, '[part~="toggle"]'))}, details ${describeRect(rectOf(el, '.panel'))}, viewport ${width}×${height}`;

/** Waits for `predicate`; if it never holds, the failure says what was seen then. */
async function waitFor(predicate: () => boolean, seen: () => string): Promise<void> {
  try {
    await waitUntil(predicate, 'condition');
  } catch {
    throw new Error(seen());
  }
}
