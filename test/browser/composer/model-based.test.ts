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
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { configureFastCheck } from '../../setup/fast-check.mjs';
import { startTestSandbox } from '../helpers/sandbox.js';
import { fill } from './harness.js';
import { AGENT, NO_RCS, PHONE, RCS_USER } from './helpers.js';
import { checkScreen } from './model-checks.js';
import {
  addSuggestion,
  cancelScheduled,
  changeSender,
  commands,
  failNext,
  LINK,
  reload,
  send,
  seen,
  switches,
  switchKind,
  toggleFallback,
  toggleSchedule,
  toggleShortLinks,
  typeFallback,
  typeSms,
  typeText,
  type Cmd,
} from './model-commands.js';
import { mountComposer, settle, type Model, type Real } from './model-state.js';

/** Set to `{ seed, path }` from a failure report to replay it here. */
const REPLAY: { seed?: string; path?: string } = {};
const params = new URLSearchParams(location.search);
const seed = configureFastCheck({
  seed: params.get('fc-seed') ?? REPLAY.seed,
  path: params.get('fc-path') ?? REPLAY.path,
});
console.log(`# fast-check seed ${seed} (model-based composer test)`);

const SCOPES = ['messages:send', 'messages:schedule', 'conversations:read', 'agents:read', 'links:write'] as const;

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
