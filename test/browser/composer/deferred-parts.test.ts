/**
 * The composer's parts beyond its first paint (`later.ts`: previews, problem words, cost checks, extras; the send
 * rules) are fetched when the composer is wanted: at its first focus or press, or once the page is idle after its first
 * paint (`components/composer/lazy.ts`, `PartsWhenWanted`), not when it is defined, where a dozen chunks competed with
 * the page's first fetches. In real Chromium against the sandbox: what the page requests between the composer's
 * first paint and a person's first interaction, and that typing at once, while the parts are on their way, loses no
 * keystroke and gets the preview and the validation. The idle path is `deferred-parts-idle.test.ts` (one page per file:
 * a part once loaded stays loaded for the page).
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/composer.js';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import { DraftStore } from '../../../src/controllers/draft.js';
import { waitUntil } from '../helpers/wait.js';
import { startTestSandbox } from '../helpers/sandbox.js';
import { AGENT, RCS_USER, $, errorOf, fill, input } from './helpers.js';
import { idleCalls, mountUnawaited, requestsSince, settleFirstPaint } from './deferred-harness.js';

describe('<parley-composer> parts fetched when wanted', () => {
  const idle = idleCalls();
  before(idle.hold);
  after(idle.release);

  it('requests nothing between its first paint and the first focus; typing at once gets it all, no keystroke lost', async () => {
    new DraftStore('composer', `${AGENT}|${RCS_USER}`).clear();
    const box = await startTestSandbox();
    const start = performance.now();
    const el = await mountUnawaited({ from: AGENT, to: RCS_USER, client: box.client });
    await settleFirstPaint(el);

    // The page has loaded and painted the composer; the idle time it asked for has not come (held), and no one used it.
    expect(requestsSince(start), 'requests before the first interaction').to.deep.equal([]);
    expect(idle.asked(), 'the composer asks for idle time after its first paint').to.be.greaterThan(0);
    expect(el.shadowRoot!.querySelector('[part="phone"]'), 'no preview before the parts').to.equal(null);

    // A person focuses the message box and types straight away.
    const TYPED = 'Your table is ready, come on in!';
    input(el, 'rcs.text').focus();
    await sendKeys({ type: TYPED });
    await waitUntil(
      () => el.shadowRoot!.querySelector('[part="phone"] [part="bubble"]')?.textContent?.trim() === TYPED,
      () => `the preview shows what was typed; saw ${el.shadowRoot!.querySelector('[part="phone"]')?.textContent}`,
      { timeout: 15_000 },
    );
    expect(input(el, 'rcs.text').value).to.equal(TYPED);
    expect(el.value.rcs).to.deep.equal({ text: TYPED });
    const fetched = requestsSince(start);
    expect(fetched.some((name) => /\/components\/composer\/later\.(ts|js)$/.test(name))).to.equal(true);
    expect(fetched.some((name) => /\/components\/composer\/send-rules\.(ts|js)$/.test(name))).to.equal(true);

    // The service's rules, worded: one character over the limit is flagged as it is typed.
    await fill(el, 'rcs.text', 'x'.repeat(3072));
    await sendKeys({ type: 'y' });
    await el.updateComplete;
    expect(input(el, 'rcs.text').value).to.have.length(3073);
    expect(errorOf(el, 'rcs.text')).to.equal('At most 3,072 characters');
    expect(el.problems.map((p) => p.path)).to.deep.equal(['rcs.text']);
    expect($(el, '[part="send-button"]').textContent!.trim()).to.equal('Send');
    el.remove();
  });
});
