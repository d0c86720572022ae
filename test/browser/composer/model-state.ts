/**
 * The model-based test's two sides (`model-based.test.ts`): what the user did that the screen must reflect (`Model`),
 * and the real element against the in-page sandbox (`Real`); mounting the composer and waiting until it and the parts
 * that load after it have rendered, so that a check reads a settled screen.
 */
import { fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import '../../../src/composer.js';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import type { SendRequest } from '../../../src/schemas/messages.js';
import { DraftStore } from '../../../src/controllers/draft.js';
import type { TestSandbox } from '../helpers/sandbox.js';
import { $ } from './harness.js';
import { AGENT, NO_RCS, PHONE } from './helpers.js';

export interface Real {
  el: ParleyComposer;
  box: TestSandbox;
  failNextSend: boolean;
}
/** What the user did that the screen must reflect (the element's own state is read from it directly). */
export interface Model {
  from: string;
  /** The recipient of the run: RCS-capable, or a phone without RCS (the reach line then speaks). */
  to: string;
  /** At the last agent → number switch that carried a message: the RCS content then, and whether it was plain text. */
  left?: { rcs: string; plain: boolean };
  /** The text that switch carried into the SMS (the element compares it on the way back; a reload forgets it). */
  carried?: string;
}

export type Rcs = NonNullable<SendRequest['rcs']>;
/** The message as plain text, as the composer derives it (a text's text, else its lead card's title and description). */
export function plainTextOf(rcs: Rcs): string {
  const lead = rcs.card ?? rcs.carousel?.cards[0] ?? { description: rcs.text };
  return [lead.title, lead.description].filter((s): s is string => typeof s === 'string' && !!s.trim()).join('\n');
}
export const isPlain = (rcs: Rcs) => !rcs.media && !rcs.card && !rcs.carousel;

export const root = (el: ParleyComposer) => el.shadowRoot!;
export const textOf = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

export async function mountComposer(real: Pick<Real, 'box'>, model: Model, keep: boolean): Promise<ParleyComposer> {
  if (!keep) for (const from of [AGENT, PHONE]) new DraftStore('composer', `${from}|${model.to}`).clear();
  const el = await fixture<ParleyComposer>(
    html`<parley-composer from=${model.from} to=${model.to} locale="en" theme="light" .client=${real.box.client}></parley-composer>`,
  );
  await waitUntil(() => root(el).querySelector('[part~="templates"]'), 'the extras loaded', { timeout: 5000 });
  await settle(el, model);
  return el;
}

/**
 * Until the element and the parts that load after it (the identity element, the phone comparison, which the user
 * turns on whenever an agent sends and it is off, and the reach line's answer for a phone without RCS) have rendered.
 */
export async function settle(el: ParleyComposer, model: Model): Promise<void> {
  await el.updateComplete;
  await waitUntil(() => !root(el).querySelector('[data-loading]'), 'an editor is still loading', { timeout: 4000 });
  const identity = root(el).querySelector<HTMLElement & { updateComplete?: Promise<unknown> }>(
    'parley-agent-identity[part~="agent"]',
  );
  await identity?.updateComplete;
  await el.updateComplete;
  if (model.from !== AGENT) return;
  if (!root(el).querySelector('[part~="phone-panes"]')) {
    $<HTMLInputElement>(el, '[part~="compare-toggle"] input').click();
    await waitUntil(() => root(el).querySelector('[part~="phone-panes"]'), 'the phone comparison', { timeout: 5000 });
  }
  if (model.to === NO_RCS)
    await waitUntil(() => root(el).querySelector('[part~="launch-warning"][data-reach]'), 'the reach line', {
      timeout: 5000,
    });
  await el.updateComplete;
}
