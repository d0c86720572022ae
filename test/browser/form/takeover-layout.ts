/**
 * Where each field of a hosted page's form is on screen before and after `<parley-form>` takes it over: the page's
 * fields (`.pf-field`, in order) and the element's (`part=field`, in order), each field's top and height.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { hostedPage, takeOver } from './hosted-takeover.js';
import { shoot } from '../helpers/screenshot.js';

interface Box {
  key: string;
  top: number;
  height: number;
}

/**
 * Each field's content box: the element pads its field (room for the focus ring, taken back by a negative margin),
 * the page's has no padding; what a person sees is the content, which must not move.
 */
const boxes = (fields: Iterable<Element>, keys: readonly string[]): Box[] =>
  [...fields].map((field, i) => {
    const rect = field.getBoundingClientRect();
    const style = getComputedStyle(field);
    const [padTop, padBottom] = [parseFloat(style.paddingTop), parseFloat(style.paddingBottom)];
    const round = (n: number) => Math.round(n * 10) / 10;
    return { key: keys[i] ?? `#${i}`, top: round(rect.top + padTop), height: round(rect.height - padTop - padBottom) };
  });

/**
 * Opens `name` at 390×844, measures its fields, lets the element take over, measures again: every field within 1 px.
 * `same`: more that must read the same in the page's form and the element's (`root`: where the form is).
 */
export async function expectFieldsStill(
  name: string,
  shot: string,
  same?: (root: Document | ShadowRoot) => unknown,
): Promise<void> {
  await setViewport({ width: 390, height: 844 });
  const page = await hostedPage(name);
  const fields = [...document.querySelectorAll<HTMLElement>('form[data-parley-form] > .pf-field')];
  const keys = fields.map((f) => f.dataset.key!);
  const before = boxes(fields, keys);
  const seen = same?.(document);
  await shoot(`${shot}-page-390`, { width: 390, height: 844, fullPage: true });
  const el = await takeOver(page);
  await el.updateComplete;
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const after = boxes(el.shadowRoot!.querySelectorAll('[part=field]'), keys);
  await shoot(`${shot}-element-390`, { width: 390, height: 844, fullPage: true, settle: () => el.updateComplete });
  const moved = before
    .map((b, i) => ({ key: b.key, before: b, after: after[i] }))
    .filter(({ before: b, after: a }) => !a || Math.abs(a.top - b.top) > 1 || Math.abs(a.height - b.height) > 1)
    .map(({ key, before: b, after: a }) => `${key}: top ${b.top}→${a?.top}, height ${b.height}→${a?.height}`);
  expect(after.length, 'as many fields').to.equal(before.length);
  if (same) expect(same(el.shadowRoot!), 'the same after takeover').to.deep.equal(seen);
  expect(moved, `fields that moved at takeover:\n${moved.join('\n')}`).to.deep.equal([]);
}
