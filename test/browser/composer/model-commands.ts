/**
 * The user's actions the model-based test (`model-based.test.ts`) generates sequences of, each a fast-check command
 * that acts through the UI as a user would, lets the screen settle and checks it (`model-checks.ts`): switch kind,
 * type, toggle the fallback, type a fallback with a link, toggle short links, change sender (checked for what it
 * keeps), type the SMS, add a suggestion, schedule, send, cancel the scheduled message, a refused send, reload.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import fc from 'fast-check';
import { $, choose, fill } from './harness.js';
import { AGENT, PHONE } from './helpers.js';
import { checkScreen } from './model-checks.js';
import { isPlain, mountComposer, plainTextOf, root, settle, type Model, type Rcs, type Real } from './model-state.js';

export const LINK = 'https://example.com/menu/autumn-specials-with-a-rather-long-path?utm_source=parley&utm_medium=sms';

export type Cmd = fc.AsyncCommand<Model, Real>;
/** The lifecycle phases the generated runs reached (printed: the runs must reach them to check them). */
export const seen = new Set<string>();
/** The sender switches checked, by what they kept (printed, and required: the runs must make them to check them). */
export const switches = new Map<string, number>();
const counted = (what: string) => switches.set(what, (switches.get(what) ?? 0) + 1);
/** The RCS editors (kinds, text, the fallback box) are there with an agent sender; a phone number sends SMS/MMS alone. */
const rcsSender = (m: Model) => m.from === AGENT;
const command = (
  name: string,
  run: (m: Model, r: Real) => Promise<void>,
  check: (m: Model) => boolean = () => true,
): Cmd => ({
  check: (m) => check(m),
  async run(m, r) {
    await run(m, r);
    await settle(r.el, m);
    checkScreen(r.el, m);
    seen.add(r.el.phase);
  },
  toString: () => name,
});

export const switchKind = (kind: 'text' | 'media' | 'card' | 'carousel') =>
  command(`switch to ${kind}`, async (_m, r) => choose(r.el, kind), rcsSender);
export const typeText = (value: string) =>
  command(`type "${value.slice(0, 20)}"`, async (_m, r) => {
    const path =
      r.el.value.rcs?.text !== undefined
        ? 'rcs.text'
        : r.el.value.rcs?.card
          ? 'rcs.card.title'
          : r.el.value.rcs?.carousel
            ? 'rcs.carousel.cards.0.title'
            : '';
    if (path) await fill(r.el, path, value);
  });
export const toggleFallback = command('toggle the fallback', async (_m, r) => {
  $<HTMLInputElement>(r.el, '[part~="fallback"] input[type="checkbox"]').click();
});
export const typeFallback = (value: string) =>
  command(`type the fallback "${value.slice(0, 20)}…"`, async (_m, r) => {
    if (!r.el.value.fallback) return;
    // The team's number is offered once the team's agents are loaded; before that the user types it.
    if (!r.el.value.fallback.from) await fill(r.el, 'fallback.from', PHONE);
    await fill(r.el, 'fallback.text', value);
  });
export const toggleShortLinks = command('toggle short links', async (_m, r) => {
  $<HTMLInputElement>(r.el, '[part~="shorten"] input[type="checkbox"]').click();
});
/**
 * Another sender, checked for what it keeps of the message: agent → number carries plain text into an SMS without text
 * of its own and offers a card or carousel as text (never replacing the SMS unasked); number → agent gives back the RCS
 * content as it was, with the SMS's text when that text was carried there and the message's own is unchanged.
 */
export const changeSender = (from: string) =>
  command(`sender ${from}`, async (m, r) => {
    const before = r.el.value;
    const was = m.from;
    m.from = from;
    r.el.from = from;
    if (was === from) return;
    await settle(r.el, m);
    const after = r.el.value;
    if (from === PHONE) {
      const rcs = before.rcs ?? {};
      const own = before.fallback?.text ?? '';
      const words = plainTextOf(rcs);
      const plain = isPlain(rcs);
      // Without a message (nothing typed), the number's own stored draft may open instead: nothing to keep.
      m.left =
        words || own || before.fallback?.mediaUrls?.length || !plain ? { rcs: JSON.stringify(rcs), plain } : undefined;
      if (!m.left) return;
      const carries = plain && !own;
      if (carries) m.carried = words;
      counted(carries ? 'text to SMS' : plain ? 'SMS kept' : 'card or carousel offered');
      expect(after.text ?? '', carries ? 'the text becomes the SMS' : 'the SMS keeps its own text').to.equal(
        carries ? words : own,
      );
      expect(!!root(r.el).querySelector('[part~="text-offer"]'), 'a card or carousel is offered as text').to.equal(
        !plain && !own && !!words,
      );
    } else if (m.left) {
      const left = JSON.parse(m.left.rcs) as Rcs;
      const sms = before.text ?? '';
      const mine = left.text ?? '';
      const expected = m.left.plain && sms && (!mine || mine === m.carried) ? { ...left, text: sms } : left;
      expect(after.rcs, 'the RCS content as it was (with the SMS edits of carried text)').to.deep.equal(expected);
      counted(expected === left ? 'RCS content back' : 'SMS edits back');
    }
  });
export const typeSms = (value: string) =>
  command(
    `type the SMS "${value.slice(0, 20)}"`,
    async (_m, r) => fill(r.el, 'fallback.text', value),
    (m) => m.from === PHONE,
  );
export const addSuggestion = command(
  'add a suggestion "Yes"',
  async (_m, r) => {
    const n = r.el.value.rcs?.suggestions?.length ?? 0;
    const add = root(r.el).querySelector<HTMLButtonElement>('button[data-add="rcs.suggestions"]');
    if (!add || add.disabled) return;
    add.click();
    await r.el.updateComplete;
    await waitUntil(() => root(r.el).querySelector(`#f-rcs-suggestions-${n}-text`), 'the suggestion editor', {
      timeout: 4000,
    });
    await fill(r.el, `rcs.suggestions.${n}.text`, 'Yes');
  },
  rcsSender,
);
export const toggleSchedule = command('toggle Send later', async (_m, r) => {
  $<HTMLInputElement>(r.el, '[part~="schedule"] input[type="checkbox"]').click();
});
export const send = command('send', async (_m, r) => {
  const button = $<HTMLButtonElement>(r.el, '[part~="send-button"]');
  if (button.disabled) return;
  await r.el.send().catch(() => undefined);
  r.failNextSend = false;
});
export const cancelScheduled = command('cancel a scheduled message (confirmed)', async (_m, r) => {
  // The message just scheduled, once the list shows it (it lists again after a schedule); else any listed one.
  const own = r.el.phase === 'scheduled' ? `[part~="scheduled"] li[data-id="${r.el.result!.id}"] [data-cancel]` : '';
  if (own) await waitUntil(() => root(r.el).querySelector(own), 'the scheduled message listed', { timeout: 4000 });
  const cancel = root(r.el).querySelector<HTMLButtonElement>(own || '[part~="scheduled"] li [data-cancel]');
  if (!cancel) return;
  const id = cancel.closest('li')!.dataset.id!;
  cancel.click();
  await r.el.updateComplete;
  $<HTMLButtonElement>(r.el, `[part~="scheduled"] li[data-id="${id}"] [data-confirm]`).click();
  await waitUntil(() => !root(r.el).querySelector(`[part~="scheduled"] li[data-id="${id}"]`), 'cancelled', {
    timeout: 4000,
  });
});
export const failNext = command('the next send is refused (409)', async (_m, r) => {
  r.failNextSend = true;
});
export const reload = command('reload', async (m, r) => {
  r.el.remove();
  // A new element: the text its switches carried, and what the last one left, are its predecessor's.
  m.carried = undefined;
  m.left = undefined;
  r.el = await mountComposer(r, m, true);
});

export const commands = [
  fc.constantFrom('text', 'media', 'card', 'carousel').map(switchKind),
  fc
    .constantFrom('Hello', `Menu: ${LINK}`, 'Tomorrow at nine 😀')
    .map(typeText)
    .map((c) => ({ ...c, check: rcsSender })),
  fc.constant({ ...toggleFallback, check: rcsSender }),
  fc
    .constantFrom(`Menu: ${LINK}`, 'Short one', 'x'.repeat(150) + ` ${LINK}`)
    .map(typeFallback)
    .map((c) => ({ ...c, check: rcsSender })),
  fc.constant(toggleShortLinks),
  fc.constantFrom(AGENT, PHONE).map(changeSender),
  // Sender switches with each kind of content, and the SMS typed while a number sends, weighted up.
  fc.constantFrom(AGENT, PHONE).map(changeSender),
  fc.constantFrom(AGENT, PHONE).map(changeSender),
  fc.constantFrom('text', 'card', 'carousel').map(switchKind),
  fc.constantFrom('Flat white, half price today', `Menu: ${LINK}`).map(typeSms),
  fc.constant(addSuggestion),
  fc.constant(toggleSchedule),
  // Sending, scheduling and cancelling are weighted up (listed more than once): the lifecycle is what most goes wrong.
  fc.constant(send),
  fc.constant(send),
  fc.constant(send),
  fc.constant(toggleSchedule),
  fc.constant(cancelScheduled),
  fc.constant(cancelScheduled),
  fc.constant(failNext),
  fc.constant(reload),
];
