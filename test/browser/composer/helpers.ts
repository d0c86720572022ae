/** Shared setup of the composer's browser tests: the element bound to an in-page sandbox, and shadow DOM helpers. */
import { fixture, html } from '@open-wc/testing';
import '../../../src/composer.js';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import { DraftStore } from '../../../src/controllers/draft.js';
import type { SendRequest } from '../../../src/schemas/messages.js';
import { DEMO_SENDERS } from '../../../src/sandbox/demo-data.js';
import type { Scope } from '../../../src/schemas/token.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { editorReady } from './harness.js';

export const AGENT = DEMO_SENDERS.acmeAgent;
export const PHONE = DEMO_SENDERS.acmePhone;
export const RCS_USER = '+14155550123';
/** Sandbox test number that cannot receive RCS. */
export const NO_RCS = '+14155550000';
/** A picture the test server serves, wider than tall: media of cards, carousels and fallbacks. */
export const IMAGE = new URL('/test/browser/fixtures/wide.png', location.origin).href;

export interface Mounted {
  el: ParleyComposer;
  box: TestSandbox;
}

export interface MountOptions {
  from?: string;
  to?: string;
  scopes?: Scope[];
  box?: TestSandbox;
  locale?: string;
  theme?: string;
  keepDrafts?: boolean;
}

export async function mount(options: MountOptions = {}): Promise<Mounted> {
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

/**
 * A composer holding `draft` as its value (its content, and any other field of the request: a fallback, a schedule),
 * set as a host sets it, once its content editor is there. From the demo agent to the `to` mounted with, else to
 * {@link RCS_USER} typed in the recipient field.
 */
export async function mountDraft(
  draft: Pick<SendRequest, 'rcs'> & Partial<SendRequest>,
  options: MountOptions = {},
): Promise<Mounted> {
  const mounted = await mount(options);
  mounted.el.value = { type: 'RCS', from: AGENT, to: options.to || RCS_USER, ...draft };
  await editorReady(mounted.el);
  return mounted;
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
