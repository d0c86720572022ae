/** Shared setup of the composer's browser tests: the element bound to an in-page sandbox, and shadow DOM helpers. */
import { fixture, html, waitUntil } from '@open-wc/testing';
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
  options: { from?: string; to?: string; scopes?: Scope[]; box?: TestSandbox; locale?: string; theme?: string; keepDrafts?: boolean } = {},
): Promise<Mounted> {
  // Drafts are per (from, to) and would leak between tests (DraftStore also keeps an in-memory copy).
  if (!options.keepDrafts) new DraftStore('composer', `${options.from ?? AGENT}|${options.to ?? ''}`).clear();
  const box = options.box ?? (await startTestSandbox({ scopes: options.scopes, sandbox: { carrierDelays: { sent: 10, delivered: 20, read: 30 } } }));
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

export const $ = <T extends Element = HTMLElement>(el: ParleyComposer, selector: string): T => {
  const found = el.shadowRoot!.querySelector<T>(selector);
  if (!found) throw new Error(`no ${selector} in <parley-composer>`);
  return found;
};
export const $$ = <T extends Element = HTMLElement>(el: ParleyComposer, selector: string): T[] => [
  ...el.shadowRoot!.querySelectorAll<T>(selector),
];

/** The input of a field by its path in the request (`rcs.card.title`). */
export const input = (el: ParleyComposer, path: string) => $<HTMLInputElement>(el, `#f-${path.replaceAll('.', '-')}`);

/** Types into a field as a user would (value then `input` event), and waits for the render. */
export async function fill(el: ParleyComposer, path: string, value: string): Promise<void> {
  const field = input(el, path);
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  field.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  await el.updateComplete;
}

/** The error text shown for a field, or null. */
export const errorOf = (el: ParleyComposer, path: string) =>
  el.shadowRoot!.querySelector(`#f-${path.replaceAll('.', '-')}-e`)?.textContent?.trim() ?? null;

export async function choose(el: ParleyComposer, kind: 'text' | 'media' | 'card' | 'carousel'): Promise<void> {
  $<HTMLInputElement>(el, `input[name="kind"][value="${kind}"]`).click();
  await editorReady(el);
}

/** Waits, as a user would, until the content editor is there (the carousel editor loads on first use). */
export async function editorReady(el: ParleyComposer): Promise<void> {
  await el.updateComplete;
  await waitUntil(() => !el.shadowRoot!.querySelector('[data-loading]'), 'the content editor did not load', { timeout: 4000 });
  await el.updateComplete;
}

export async function click(el: ParleyComposer, selector: string): Promise<void> {
  $<HTMLButtonElement>(el, selector).click();
  await el.updateComplete;
}

export const text = (el: ParleyComposer, selector: string) => $(el, selector).textContent!.replace(/\s+/g, ' ').trim();
