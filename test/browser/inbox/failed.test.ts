/**
 * A delivery that fails is visible: the bubble turns into an outline in the error color with a
 * warning sign and the reason, readable (axe's color-contrast rule, light and dark), and the list row says "Failed",
 * live from the event stream.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { startTestSandbox } from '../helpers/sandbox.js';
import { mount, openThread, settle, streamWatchingClient } from './helpers.js';

const FAILING = '+14155559999'; // sandbox test number: every delivery fails

describe('<parley-inbox> with a failed delivery', () => {
  it('marks the bubble and the list row, readably, in light and dark', async () => {
    const box = await startTestSandbox({ sandbox: { carrierDelays: { sent: 50, delivered: 50 } } });
    const { client, streamOpen } = streamWatchingClient(box);
    const m = await mount({ box, client });
    await openThread(m, (c) => c.to === FAILING);
    await waitUntil(streamOpen, 'the event stream is open', { timeout: 10_000 });
    expect(
      (await m.server('POST', '/send', { type: 'SMS', from: '+14155550100', to: FAILING, text: 'Your table is ready' }))
        .status,
    ).to.equal(200);
    const ours = () => m.$$('.bubble.failed').find((b) => b.textContent!.includes('Your table is ready'));
    await waitUntil(ours, 'our message drawn as failed', { timeout: 10_000 });
    expect(ours()!.querySelector('[part~="status"] [part~="status-icon"].failed'), 'a warning icon').to.exist;
    expect(ours()!.querySelector('[part~="status"]')!.textContent).to.match(/Failed: .*9999/s);
    await waitUntil(() => m.$('[part~="thread-row-selected"] [part~="failed-tag"]'), 'the row says Failed', {
      timeout: 10_000,
    });
    await settle(m);
    await expect(m.el).to.be.accessible();
    m.el.setAttribute('theme', 'dark');
    await m.el.updateComplete;
    await expect(m.el).to.be.accessible();
  });
});
