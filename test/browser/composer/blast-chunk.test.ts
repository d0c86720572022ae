/**
 * Blast mode is a chunk of its own (`extras.ts`' `extrasParts.blast`): a single send never fetches it, choosing "An
 * audience" does (and the pointer or focus on "Send to" fetches it ahead). When it cannot be fetched (offline, or a
 * deploy removed it), the composer says so where the audience picker goes, with a Retry that fetches it again. The
 * chunk's loader is swapped for one that rejects as a failed `import()` does while "offline".
 */
import { expect } from '@open-wc/testing';
import { extrasParts } from '../../../src/components/composer/extras.js';
import { DEMO_SENDERS } from '../../../src/sandbox/demo-data.js';
import type { Scope } from '../../../src/schemas/token.js';
import { shoot, shootAll } from '../helpers/screenshot.js';
import { waitUntil } from '../helpers/wait.js';
import { accessibleEverywhere, mountExtras } from './extras-harness.js';
import { $ } from './helpers.js';

const SCOPES: Scope[] = ['messages:send', 'messages:blast', 'audiences:read', 'conversations:read'];
const FROM = DEMO_SENDERS.northwindAgent;

const realBlast = extrasParts.blast;
let offline = true;
let fetches = 0;
const flakyBlast: typeof realBlast = () => {
  fetches++;
  return offline
    ? Promise.reject(new TypeError('Failed to fetch dynamically imported module: blast-mode.js'))
    : realBlast();
};

describe('<parley-composer> blast mode as a chunk of its own', () => {
  before(() => (extrasParts.blast = flakyBlast));
  after(() => (extrasParts.blast = realBlast));

  it('is not fetched for a single send; offline it says so with Retry, and Retry brings the picker', async () => {
    const { el } = await mountExtras({ from: FROM, scopes: SCOPES });
    await waitUntil(() => el.shadowRoot!.querySelector('[part="send-to"]'), 'Send to');
    expect(fetches, 'fetched with the extras').to.equal(0);

    $<HTMLInputElement>(el, 'input[name="send-to"][value="audience"]').click();
    const alert = () => el.shadowRoot!.querySelector('[part="send-to"] ~ [role="alert"]');
    await waitUntil(alert, 'the failure is not said');
    expect(alert()!.textContent).to.contain('Blast mode could not be loaded. Check the connection and retry.');
    expect(fetches).to.equal(1);
    await accessibleEverywhere(el);
    await shootAll('composer-blast-unloaded', { settle: () => el.updateComplete });
    el.setAttribute('locale', 'ar');
    await shoot('composer-blast-unloaded-arabic', { lang: 'ar', settle: () => el.updateComplete });
    el.setAttribute('locale', 'en');
    await el.updateComplete;

    // Focus and pointer on "Send to" do not fetch again while the failure stands (no Retry yet).
    $<HTMLInputElement>(el, 'input[name="send-to"][value="one"]').focus();
    await el.updateComplete;
    expect(fetches).to.equal(1);

    offline = false;
    $<HTMLButtonElement>(el, '[part="send-to"] ~ [role="alert"] [part~="retry-button"]').click();
    await waitUntil(() => el.shadowRoot!.querySelector('#audience'), 'the audience picker after Retry', {
      timeout: 10_000,
    });
    expect(alert()).to.equal(null);
    expect(fetches).to.equal(2);
  });
});
