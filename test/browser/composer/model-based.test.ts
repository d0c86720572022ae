/**
 * Model-based test of `<parley-composer>` in real Chromium against the in-page sandbox: fast-check generates sequences
 * of user actions (switch kind, type, toggle the fallback, type a fallback with a link, toggle short links, change
 * sender, schedule, send, cancel the scheduled message, a failed send (the service unavailable), reload) and, after each one,
 * checks that every summary on screen agrees with the element's state:
 * - Send is off exactly while sending or while the draft is what was just sent or scheduled, and then says which
 *   ("Already scheduled" for a scheduled message, never "Already sent");
 * - the result card follows the lifecycle (scheduled → "Scheduled for …", cancelled → "Cancelled …");
 * - one segment count: the fallback's channel line, the SMS preview and the short-link note give the same number;
 * - at most one launch warning, saying "nothing" exactly when the draft has no fallback; the identity shown is the
 *   current sender's, and no error of a previous sender stays;
 * - the preview's time is the scheduled time when there is one, "now" otherwise;
 * - the phone comparison (turned on as a user would) agrees with the rest: the SMS/MMS pane goes as the channel line
 *   says (or says nothing arrives without a fallback), counts the channel line's segments, and costs what the cost
 *   line says; the RCS panes cost the cost line's RCS amount; what the SMS/MMS pane loses names the draft's carousel,
 *   card and suggestions;
 * - to a phone without RCS (a generated run's recipient), the reach line says what the SMS/MMS pane shows;
 * - a sender switch (agent ↔ phone number, with text, card or carousel content, with or without a fallback) keeps what
 *   was typed where the mode allows it: plain text becomes the SMS (unless the SMS had its own), a card or carousel is
 *   offered as text and never replaced unasked, and switching back gives the RCS content as it was (with the SMS's
 *   edits when the text was carried).
 *
 * The seed is printed; a failure prints the seed, the path and the commands. Replay: open the test page with
 * `?fc-seed=<seed>&fc-path=<path>` (`npx web-test-runner test/browser/composer/model-based.test.ts --manual`), or set
 * REPLAY below. Runs are few (each action is real UI and a real send): the file runs in well under 2 minutes.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import fc from 'fast-check';
import { configureFastCheck } from '../../setup/fast-check.mjs';
import '../../../src/composer.js';
import type { ParleyComposer } from '../../../src/components/composer/composer.component.js';
import type { SendRequest } from '../../../src/schemas/messages.js';
import { DraftStore } from '../../../src/controllers/draft.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { $, choose, fill } from './harness.js';
import { AGENT, NO_RCS, PHONE, RCS_USER } from './helpers.js';

/** Set to `{ seed, path }` from a failure report to replay it here. */
const REPLAY: { seed?: string; path?: string } = {};
const params = new URLSearchParams(location.search);
const seed = configureFastCheck({
  seed: params.get('fc-seed') ?? REPLAY.seed,
  path: params.get('fc-path') ?? REPLAY.path,
});
console.log(`# fast-check seed ${seed} (model-based composer test)`);

const SCOPES = ['messages:send', 'messages:schedule', 'conversations:read', 'agents:read', 'links:write'] as const;
const LINK = 'https://example.com/menu/autumn-specials-with-a-rather-long-path?utm_source=parley&utm_medium=sms';

interface Real {
  el: ParleyComposer;
  box: TestSandbox;
  failNextSend: boolean;
}
/** What the user did that the screen must reflect (the element's own state is read from it directly). */
interface Model {
  from: string;
  /** The recipient of the run: RCS-capable, or a phone without RCS (the reach line then speaks). */
  to: string;
  /** At the last agent → number switch that carried a message: the RCS content then, and whether it was plain text. */
  left?: { rcs: string; plain: boolean };
  /** The text that switch carried into the SMS (the element compares it on the way back; a reload forgets it). */
  carried?: string;
}

type Rcs = NonNullable<SendRequest['rcs']>;
/** The message as plain text, as the composer derives it (a text's text, else its lead card's title and description). */
function plainTextOf(rcs: Rcs): string {
  const lead = rcs.card ?? rcs.carousel?.cards[0] ?? { description: rcs.text };
  return [lead.title, lead.description].filter((s): s is string => typeof s === 'string' && !!s.trim()).join('\n');
}
const isPlain = (rcs: Rcs) => !rcs.media && !rcs.card && !rcs.carousel;

const root = (el: ParleyComposer) => el.shadowRoot!;
const textOf = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

async function mountComposer(real: Pick<Real, 'box'>, model: Model, keep: boolean): Promise<ParleyComposer> {
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
async function settle(el: ParleyComposer, model: Model): Promise<void> {
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

/** The phone comparison agrees with the channel line, the cost line, the reach line and the draft. */
function checkPanes(el: ParleyComposer, model: Model): void {
  const r = root(el);
  const panes = [...r.querySelectorAll<HTMLElement>('[part~="phone-pane"]')];
  expect(panes.map((p) => p.dataset.pane)).to.deep.equal(['android', 'ios', 'sms']);
  const [android, ios, sms] = panes as [HTMLElement, HTMLElement, HTMLElement];
  const figures = (pane: HTMLElement) => textOf(pane.querySelector('[part~="pane-figures"]'));
  const losses = [...sms.querySelectorAll('[part~="pane-losses"] li')].map((li) => li.getAttribute('data-loss'));
  const value = el.value;
  const f = value.fallback;
  const channelLine = textOf(r.querySelector('[part~="channel"]'));
  const channel = !f ? 'none' : /Goes as MMS/.test(channelLine) ? 'MMS' : 'SMS';
  expect(sms.dataset.channel, `the SMS/MMS pane goes as the channel line says (${channelLine})`).to.equal(channel);
  if (channel === 'SMS') {
    const line = /(\d+) segments? · (\S+)/.exec(channelLine);
    expect(figures(sms), 'segments and encoding of the channel line').to.match(
      new RegExp(`^${line?.[1]} segments? · ${line?.[2]} · `),
    );
  }
  if (channel === 'none') expect(losses).to.deep.equal(['smsNone']);
  // Costs: the cost line's amounts, in the panes.
  const cost = textOf(r.querySelector('[part~="validation"]'));
  const rcsCost = /: (\S+) as RCS/.exec(cost)?.[1];
  const fallbackCost = /, or (\S+) if it goes as/.exec(cost)?.[1];
  // Without an RCS price: not yet asked, or not asked since the draft is not ready (the cost line says so too).
  const notReady = /not ready to send yet/.test(cost);
  for (const pane of [android, ios])
    expect(figures(pane), `an RCS pane's cost is the cost line's (${cost || 'none'})`).to.match(
      rcsCost
        ? new RegExp(`Estimated cost ${rcsCost.replace(/[$.]/g, '\\$&')}$`)
        : notReady
          ? /Cost not estimated: the message is not ready to send yet$/
          : /Cost not estimated( yet|: the message is not ready to send yet)$/,
    );
  if (fallbackCost) expect(figures(sms)).to.contain(`Estimated cost ${fallbackCost}`);
  // What a phone without RCS loses names the draft's carousel, card and suggestions.
  if (f) {
    const rcs = value.rcs ?? {};
    expect(losses.includes('smsCarousel'), 'a carousel becomes text').to.equal(!!rcs.carousel);
    expect(losses.includes('smsCard'), 'a card becomes text').to.equal(!!rcs.card);
    expect(losses.includes('smsSuggestions'), 'suggestions drop').to.equal(
      !!rcs.suggestions?.length || hasCardButtons(rcs),
    );
  }
  // The reach line says what the SMS/MMS pane shows, to a phone without RCS.
  const reach = r.querySelector<HTMLElement>('[part~="launch-warning"][data-reach]');
  if (model.to === NO_RCS) {
    const said = textOf(reach);
    const gets = /gets the MMS fallback/.test(said)
      ? 'MMS'
      : /gets the SMS fallback/.test(said)
        ? 'SMS'
        : /will not arrive/.test(said)
          ? 'none'
          : said;
    expect(gets, 'the reach line and the SMS/MMS pane').to.equal(sms.dataset.channel);
  } else expect(reach, 'no reach line to an RCS phone').to.equal(null);
}
const hasCardButtons = (rcs: Rcs) => [rcs.card, ...(rcs.carousel?.cards ?? [])].some((c) => !!c?.suggestions?.length);

/** Every summary on screen agrees with the element's state. */
function checkScreen(el: ParleyComposer, model: Model): void {
  const r = root(el);
  const phase = el.phase;
  const send = r.querySelector<HTMLButtonElement>('[part~="send-button"]')!;
  const reasonId = send.getAttribute('aria-describedby');
  const reason = reasonId ? textOf(r.getElementById(reasonId)) : '';
  // Send is off exactly while sending or while the draft is what just went (or is scheduled), and says which.
  if (phase === 'sending') expect(send.disabled, 'Send off while sending').to.equal(true);
  else
    expect(send.disabled, `Send off exactly when a reason is given (${reason || 'none'}, phase ${phase})`).to.equal(
      !!reason,
    );
  if (reason) {
    expect(['sent', 'scheduled'], 'a reason only after a send').to.include(phase);
    expect(reason).to.match(phase === 'scheduled' ? /^Already scheduled/ : /^Already sent/);
  }
  if (phase === 'scheduled' || phase === 'cancelled')
    expect(textOf(r.querySelector('[part~="actions"]'))).not.to.contain('Already sent');
  // The result card follows the lifecycle.
  const head = textOf(r.querySelector('.result-head'));
  if (phase === 'scheduled') expect(head).to.match(/^✓ ?Scheduled for /);
  else if (phase === 'cancelled') expect(head).to.contain('Cancelled');
  else if (phase === 'idle' || phase === 'failed') expect(head).to.equal('');
  // One segment count.
  const counts = [
    /(\d+) segments?/.exec(textOf(r.querySelector('[part~="channel"]')))?.[1],
    /(\d+) segments?/.exec(textOf(r.querySelector('[part~="fallback-preview"] .screen > small:last-child')))?.[1],
    /(\d+) SMS segments?/.exec(textOf(r.querySelector('[part~="shortened"]')))?.[1],
  ].filter((n): n is string => n !== undefined);
  expect(new Set(counts).size, `one segment count (${counts.join(', ')})`).to.be.at.most(1);
  // One launch warning, consistent with the fallback; the identity shown is the current sender's.
  const warnings = r.querySelectorAll('[part~="launch-warning"]');
  expect(warnings.length, 'at most one launch warning').to.be.at.most(1);
  if (warnings[0])
    expect(
      /get nothing|the message fails|will not arrive/.test(textOf(warnings[0])),
      'the warning follows the fallback',
    ).to.equal(!el.value.fallback);
  const identity = r.querySelector('parley-agent-identity[part~="agent"]');
  if (identity) {
    expect(identity.getAttribute('agent-id')).to.equal(model.from);
    const note = identity.shadowRoot?.querySelector('[part="warning"]');
    if (note)
      expect(getComputedStyle(note).display, "the identity's own launch note is not a second warning").to.equal('none');
  }
  // No sender error, of this sender or a previous one: a phone-number sender sends the SMS/MMS message alone.
  expect(!!r.querySelector('#f-from-e'), 'no sender error').to.equal(false);
  expect(!!r.querySelector('[part~="kind"]'), 'RCS kinds exactly with an agent').to.equal(model.from === AGENT);
  if (model.from !== AGENT) return;
  // The preview's time.
  const time = textOf(r.querySelector('[part~="phone"] .p-time'));
  if (el.value.scheduledTime) expect(time).not.to.equal('now');
  else if (phase !== 'scheduled') expect(time).to.equal('now');
  checkPanes(el, model);
}

type Cmd = fc.AsyncCommand<Model, Real>;
/** The lifecycle phases the generated runs reached (printed: the runs must reach them to check them). */
const seen = new Set<string>();
/** The sender switches checked, by what they kept (printed, and required: the runs must make them to check them). */
const switches = new Map<string, number>();
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

const switchKind = (kind: 'text' | 'media' | 'card' | 'carousel') =>
  command(`switch to ${kind}`, async (_m, r) => choose(r.el, kind), rcsSender);
const typeText = (value: string) =>
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
const toggleFallback = command('toggle the fallback', async (_m, r) => {
  $<HTMLInputElement>(r.el, '[part~="fallback"] input[type="checkbox"]').click();
});
const typeFallback = (value: string) =>
  command(`type the fallback "${value.slice(0, 20)}…"`, async (_m, r) => {
    if (!r.el.value.fallback) return;
    // The team's number is offered once the team's agents are loaded; before that the user types it.
    if (!r.el.value.fallback.from) await fill(r.el, 'fallback.from', PHONE);
    await fill(r.el, 'fallback.text', value);
  });
const toggleShortLinks = command('toggle short links', async (_m, r) => {
  $<HTMLInputElement>(r.el, '[part~="shorten"] input[type="checkbox"]').click();
});
/**
 * Another sender, checked for what it keeps of the message: agent → number carries plain text into an SMS without text
 * of its own and offers a card or carousel as text (never replacing the SMS unasked); number → agent gives back the RCS
 * content as it was, with the SMS's text when that text was carried there and the message's own is unchanged.
 */
const changeSender = (from: string) =>
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
const typeSms = (value: string) =>
  command(
    `type the SMS "${value.slice(0, 20)}"`,
    async (_m, r) => fill(r.el, 'fallback.text', value),
    (m) => m.from === PHONE,
  );
const addSuggestion = command(
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
const toggleSchedule = command('toggle Send later', async (_m, r) => {
  $<HTMLInputElement>(r.el, '[part~="schedule"] input[type="checkbox"]').click();
});
const send = command('send', async (_m, r) => {
  const button = $<HTMLButtonElement>(r.el, '[part~="send-button"]');
  if (button.disabled) return;
  await r.el.send().catch(() => undefined);
  r.failNextSend = false;
});
const cancelScheduled = command('cancel a scheduled message (confirmed)', async (_m, r) => {
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
const failNext = command('the next send is refused (409)', async (_m, r) => {
  r.failNextSend = true;
});
const reload = command('reload', async (m, r) => {
  r.el.remove();
  // A new element: the text its switches carried, and what the last one left, are its predecessor's.
  m.carried = undefined;
  m.left = undefined;
  r.el = await mountComposer(r, m, true);
});

const commands = [
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

describe('<parley-composer> model-based: every summary agrees with the state after each action', () => {
  it('holds for generated sequences of user actions', async function () {
    this.timeout(200_000);
    const box = await startTestSandbox({
      scopes: [...SCOPES],
      sandbox: { carrierDelays: { sent: 10, delivered: 20, read: 30 } },
    });
    const original = box.sandbox.fetch;
    const real: Real = { el: undefined as never, box, failNextSend: false };
    box.sandbox.fetch = (request: Request) =>
      real.failNextSend && request.method === 'POST' && /\/send$/.test(new URL(request.url).pathname)
        ? Promise.resolve(
            // A refusal (a 5xx would wait in the outbox, not fail: reliability/outbox.test.ts).
            new Response(JSON.stringify({ error: 'Sender paused' }), {
              status: 409,
              headers: { 'content-type': 'application/json' },
            }),
          )
        : original(request);
    const runSequence = async (cmds: Iterable<Cmd>, to = RCS_USER) => {
      real.el?.remove();
      real.failNextSend = false;
      const model: Model = { from: AGENT, to };
      real.el = await mountComposer(real, model, false);
      // A user starts by writing something: most sequences then have a sendable draft to send, schedule and cancel.
      await fill(real.el, 'rcs.text', 'Hello');
      await settle(real.el, model);
      checkScreen(real.el, model);
      await fc.asyncModelRun(() => ({ model, real }), cmds);
    };
    // One sequence written out, so the whole lifecycle is always among the checked states; then generated ones.
    await runSequence([
      toggleFallback,
      typeFallback(`Menu: ${LINK}`),
      toggleShortLinks,
      toggleShortLinks,
      changeSender(PHONE),
      changeSender(AGENT),
      toggleSchedule,
      send,
      cancelScheduled,
      toggleSchedule,
      failNext,
      send,
      send,
      reload,
    ]);
    // The sender switches written out: a card and a carousel to a number and back, plain text with the SMS edited.
    await runSequence(
      [
        switchKind('card'),
        typeText('Weekend special'),
        addSuggestion,
        toggleFallback,
        changeSender(PHONE),
        changeSender(AGENT),
        switchKind('carousel'),
        changeSender(PHONE),
        changeSender(AGENT),
        switchKind('text'),
        toggleFallback,
        typeText('Tomorrow at nine 😀'),
        changeSender(PHONE),
        typeSms('Tomorrow at 9'),
        changeSender(AGENT),
      ],
      NO_RCS,
    );
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 12 }), fc.constantFrom(RCS_USER, NO_RCS), runSequence),
      {
        numRuns: 10,
        verbose: true,
      },
    );
    real.el.remove();
    console.log(`# phases reached: ${[...seen].sort().join(', ')}`);
    expect([...seen]).to.include.members(['idle', 'sent', 'scheduled', 'cancelled', 'failed']);
    console.log(`# sender switches checked: ${[...switches].map(([k, n]) => `${k} ${n}`).join(', ')}`);
    expect([...switches.keys()]).to.include.members([
      'text to SMS',
      'card or carousel offered',
      'RCS content back',
      'SMS edits back',
    ]);
  });
});
