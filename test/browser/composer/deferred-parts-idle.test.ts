/**
 * The composer's deferred parts (`deferred-parts.test.ts`) without any interaction: they come once the page is idle
 * after the composer's first paint, and a composer taken off the page before then fetches nothing. Idle time is held
 * by the test (`idleCalls`), so "idle" is when the test says.
 */
import { expect } from '@open-wc/testing';
import '../../../src/composer.js';
import { DraftStore } from '../../../src/controllers/draft.js';
import { waitUntil } from '../helpers/wait.js';
import { startTestSandbox } from '../helpers/sandbox.js';
import { AGENT, RCS_USER } from './helpers.js';
import { idleCalls, mountUnawaited, requestsSince, settleFirstPaint } from './deferred-harness.js';

const later = (names: string[]) =>
  names.filter((name) => /\/components\/composer\/(later|send-rules)\.(ts|js)$/.test(name));

describe('<parley-composer> parts fetched when the page is idle', () => {
  const idle = idleCalls();
  before(idle.hold);
  after(idle.release);

  it('fetches nothing for a composer gone before idle time, and everything once idle for one still there', async () => {
    new DraftStore('composer', `${AGENT}|${RCS_USER}`).clear();
    const box = await startTestSandbox();
    const start = performance.now();

    const gone = await mountUnawaited({ from: AGENT, to: RCS_USER, client: box.client });
    await settleFirstPaint(gone);
    gone.remove();
    idle.run();
    await new Promise((done) => setTimeout(done, 300));
    expect(later(requestsSince(start)), 'a composer no longer on the page').to.deep.equal([]);

    const el = await mountUnawaited({ from: AGENT, to: RCS_USER, client: box.client });
    await settleFirstPaint(el);
    expect(later(requestsSince(start)), 'before idle time').to.deep.equal([]);
    idle.run();
    await waitUntil(() => el.shadowRoot!.querySelector('[part="phone"] [part="bubble"]'), 'the preview did not come', {
      timeout: 15_000,
    });
    expect(later(requestsSince(start))).to.have.length(2);
    expect(el.problems.map((p) => p.path)).to.deep.equal(['rcs.text']);

    // Another composer of the page renders with them at once, without idle time (the test holds it): nothing fetched again.
    const second = await mountUnawaited({ from: AGENT, to: '+14155550124', client: box.client });
    await settleFirstPaint(second);
    expect(second.shadowRoot!.querySelector('[part="phone"] [part="bubble"]')).to.not.equal(null);
    expect(later(requestsSince(start))).to.have.length(2);
    el.remove();
    second.remove();
  });
});
