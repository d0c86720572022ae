/** Shared setup of the composer's browser tests: the element bound to an in-page sandbox, and shadow DOM helpers. */
import { fixture, html } from '@open-wc/testing';
import '../../../src/composer.js';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import { DraftStore } from '../../../src/controllers/draft.js';
import { DEMO_SENDERS } from '../../../src/sandbox/demo-data.js';
import type { Scope } from '../../../src/schemas/token.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';

export const AGENT = DEMO_SENDERS.acmeAgent;
export const PHONE = DEMO_SENDERS.acmePhone;
export const RCS_USER = '+14155550123';
/** Sandbox test number that cannot receive RCS. */
export const NO_RCS = '+14155550000';

export interface Mounted {
  el: ParleyComposer;
  box: TestSandbox;
}

export async function mount(
  options: {
    from?: string;
    to?: string;
    scopes?: Scope[];
    box?: TestSandbox;
    locale?: string;
    theme?: string;
    keepDrafts?: boolean;
  } = {},
): Promise<Mounted> {
  // Drafts are per (from, to) and would leak between tests (DraftStore also keeps an in-memory copy).
  if (!options.keepDrafts) new DraftStore('composer', `${options.from ?? AGENT}|${options.to ?? ''}`).clear();
  const box =
    options.box ??
    (await startTestSandbox({
      scopes: options.scopes,
      sandbox: { carrierDelays: { sent: 10, delivered: 20, read: 30 } },
    }));
  const el = await fixture<ParleyComposer>(html`<parley-composer
    from=${options.from ?? AGENT}
    to=${options.to ?? ''}
    locale=${options.locale ?? 'en'}
    theme=${options.theme ?? 'light'}
    .client=${box.client}
  ></parley-composer>`);
  await el.updateComplete;
  return { el, box };
}

/** Everything the composer's live region says from now on (a later sentence may replace the one a test waits for). */
export function listen(el: ParleyComposer): string[] {
  const said: string[] = [];
  const region = el.shadowRoot!.querySelector('.visually-hidden[aria-live="polite"]')!;
  new MutationObserver(() => said.push(region.textContent?.trim() ?? '')).observe(region, {
    childList: true,
    characterData: true,
    subtree: true,
  });
  return said;
}

// Driving the element as a user does lives in the harness; re-exported so existing imports keep working.
export * from './harness.js';
