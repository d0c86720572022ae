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
 * - the preview's time is the scheduled time when there is one, "now" otherwise.
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
import { DraftStore } from '../../../src/controllers/draft.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { $, choose, fill } from './harness.js';
import { AGENT, PHONE, RCS_USER } from './helpers.js';

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
}

const root = (el: ParleyComposer) => el.shadowRoot!;
const textOf = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

async function mountComposer(real: Pick<Real, 'box'>, from: string, keep: boolean): Promise<ParleyComposer> {
  if (!keep) new DraftStore('composer', `${from}|${RCS_USER}`).clear();
  const el = await fixture<ParleyComposer>(
    html`<parley-composer from=${from} to=${RCS_USER} locale="en" theme="light" .client=${real.box.client}></parley-composer>`,
  );
  await waitUntil(() => root(el).querySelector('[part~="templates"]'), 'the extras loaded', { timeout: 5000 });
  await settle(el);
  return el;
}

/** Until the element and the parts that load after it (the identity element) have rendered. */
async function settle(el: ParleyComposer): Promise<void> {
  await el.updateComplete;
  await waitUntil(() => !root(el).querySelector('[data-loading]'), 'an editor is still loading', { timeout: 4000 });
  const identity = root(el).querySelector<HTMLElement & { updateComplete?: Promise<unknown> }>(
    'parley-agent-identity[part~="agent"]',
  );
  await identity?.updateComplete;
  await el.updateComplete;
}

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
    expect(/get nothing|the message fails/.test(textOf(warnings[0])), 'the warning follows the fallback').to.equal(
      !el.value.fallback,
    );
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
}

type Cmd = fc.AsyncCommand<Model, Real>;
/** The lifecycle phases the generated runs reached (printed: the runs must reach them to check them). */
const seen = new Set<string>();
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
    await settle(r.el);
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
const changeSender = (from: string) =>
  command(`sender ${from}`, async (m, r) => {
    m.from = from;
    r.el.from = from;
  });
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
  r.el = await mountComposer(r, m.from, true);
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
    this.timeout(110_000);
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
    const runSequence = async (cmds: Iterable<Cmd>) => {
      real.el?.remove();
      real.failNextSend = false;
      real.el = await mountComposer(real, AGENT, false);
      // A user starts by writing something: most sequences then have a sendable draft to send, schedule and cancel.
      await fill(real.el, 'rcs.text', 'Hello');
      const model: Model = { from: AGENT };
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
    await fc.assert(fc.asyncProperty(fc.commands(commands, { maxCommands: 12 }), runSequence), {
      numRuns: 10,
      verbose: true,
    });
    real.el.remove();
    console.log(`# phases reached: ${[...seen].sort().join(', ')}`);
    expect([...seen]).to.include.members(['idle', 'sent', 'scheduled', 'cancelled', 'failed']);
  });
});
