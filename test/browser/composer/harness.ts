/**
 * The test harness of `<parley-composer>` (as material-web's `harness.ts`): find, type, choose, click and read
 * what the element shows, through its shadow DOM as a user sees it. The element's public API (`value`, `problems`,
 * `phase`, `result`, `send()`) is read directly; nothing internal is.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';

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

/** Opens the folded carousel card that holds `path`, as a user clicks its line, when its fields are not shown. */
export async function unfold(el: ParleyComposer, path: string): Promise<void> {
  const card = /^rcs\.carousel\.cards\.(\d+)/.exec(path);
  const toggle =
    card &&
    el.shadowRoot!.querySelector<HTMLButtonElement>(
      `[data-list="rcs.carousel.cards"] > [data-index="${card[1]}"] .toggle`,
    );
  if (toggle?.getAttribute('aria-expanded') === 'false') {
    toggle.click();
    await el.updateComplete;
  }
}

/** Types into a field as a user would (value then `input` event), and waits for the render. */
export async function fill(el: ParleyComposer, path: string, value: string): Promise<void> {
  await unfold(el, path);
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
  await waitUntil(() => !el.shadowRoot!.querySelector('[data-loading]'), 'the content editor did not load', {
    timeout: 4000,
  });
  await el.updateComplete;
}

export async function click(el: ParleyComposer, selector: string): Promise<void> {
  $<HTMLButtonElement>(el, selector).click();
  await el.updateComplete;
}

/** What a node says, whitespace collapsed, without the invisible bidi isolates (U+2066–2069) around amounts and numbers. */
export const words = (node: Element | null | undefined) =>
  node?.textContent
    ?.replace(/[\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim() ?? '';

/** What a part says (as {@link words}). */
export const text = (el: ParleyComposer, selector: string) => words($(el, selector));

/**
 * Turns "Compare Android, iPhone and SMS" on as a user does, and waits for the comparison (a lazy part of its own) and
 * for the service's cost checks, shown by the cost line and the panes alike.
 */
export async function compareOn(el: ParleyComposer): Promise<void> {
  $<HTMLInputElement>(el, '[part~="compare-toggle"] input').click();
  const root = el.shadowRoot!;
  await waitUntil(() => root.querySelector('[part~="phone-panes"]'), 'the comparison loaded', { timeout: 5000 });
  await waitUntil(
    () =>
      /\$/.test(words(root.querySelector('[part~="validation"]'))) &&
      /\$/.test(words(root.querySelector('[part~="pane-figures"]'))),
    'the costs in the cost line and the panes',
    { timeout: 5000 },
  );
  await el.updateComplete;
}

/** axe (colour contrast included) in light, dark and Arabic (right-to-left), then back to light English. */
export async function accessibleEverywhere(el: ParleyComposer): Promise<void> {
  await expect(el).to.be.accessible();
  el.theme = 'dark';
  await el.updateComplete;
  await expect(el).to.be.accessible();
  el.theme = 'light';
  el.locale = 'ar';
  await el.updateComplete;
  expect(el.getAttribute('dir')).to.equal('rtl');
  await expect(el).to.be.accessible();
  el.locale = 'en';
  await el.updateComplete;
}
