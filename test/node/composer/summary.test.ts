/**
 * `deriveSummary` is the one place that says whether Send is on, why not, and what the result panel says: checked here
 * over generated states (the lifecycle's phase, the message it holds, whether the draft is what went out, blast mode,
 * a schedule) that the three never disagree. The seed is printed (test/setup/fast-check.mjs); replay with
 * `PARLEY_FC_SEED=<seed> PARLEY_FC_PATH=<path>`.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { composerMessages, type ComposerKey } from '../../../src/i18n/composer.js';
import { laterEn } from '../../../src/i18n/composer-later.js';
import { MESSAGE_STATUSES } from '../../../src/schemas/constants.js';
import type { Message, SendRequest } from '../../../src/schemas/messages.js';
import {
  panelText,
  deriveSummary,
  type ComposerPhase,
  type Summary,
  type SummaryInput,
} from '../../../src/components/composer/summary.js';

const en: Record<string, string> = { ...composerMessages.en, ...laterEn };
/** English as the element words it: `{name}` replaced by its value. */
const t = (key: ComposerKey, vars: Record<string, string | number> = {}) =>
  (en[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));

const PHASES: ComposerPhase[] = ['idle', 'sending', 'sent', 'scheduled', 'cancelled', 'failed'];
const TOMORROW = new Date(Date.now() + 86_400_000).toISOString();

const request = (text: string, scheduledTime?: string): SendRequest => ({
  type: 'RCS',
  from: 'agent_acme',
  to: '+14155550100',
  rcs: { text },
  ...(scheduledTime ? { scheduledTime } : {}),
});

const message = (status: Message['status'], scheduledTime: string | null): Message => ({
  id: 'msg_1',
  conversationId: 'conv_1',
  direction: 'outbound',
  type: 'RCS',
  from: 'agent_acme',
  to: '+14155550100',
  text: 'Hi',
  mediaUrls: [],
  rcs: { text: 'Hi' },
  status,
  fallbackMessage: null,
  reactions: [],
  scheduledTime,
  sentAt: null,
  createdAt: new Date().toISOString(),
  error: status === 'FAILED' ? { code: 'OPTED_OUT', message: 'opted out' } : null,
});

const input = (over: Partial<SummaryInput>): SummaryInput => ({
  request: request('Hi'),
  phase: 'idle',
  message: undefined,
  sent: undefined,
  shortHost: undefined,
  blasting: false,
  locale: 'en',
  ...over,
});

/**
 * The message's status as the lifecycle can hold it in `phase`: scheduled while scheduled, a sent one's live status
 * (never SCHEDULED or CANCELLED: a scheduled answer makes the phase `scheduled`), any status before or after.
 */
const statusIn = (phase: ComposerPhase, status: Message['status']): Message['status'] =>
  phase === 'scheduled'
    ? 'SCHEDULED'
    : phase === 'sent' && (status === 'SCHEDULED' || status === 'CANCELLED')
      ? 'SENT'
      : status;

/** A state the composer can be in: the lifecycle's phase and message, the draft, and what went out. */
const states = fc
  .record({
    phase: fc.constantFrom(...PHASES),
    status: fc.constantFrom(...MESSAGE_STATUSES),
    hasMessage: fc.boolean(),
    scheduled: fc.boolean(),
    text: fc.constantFrom('Hi', 'Hi there', ''),
    /** Whether the draft is exactly what went out, another draft, or nothing went out. */
    sent: fc.constantFrom('same', 'other', 'none'),
    blasting: fc.boolean(),
  })
  .map(({ phase, status, hasMessage, scheduled, text, sent, blasting }): SummaryInput => {
    const draft = request(text, scheduled ? TOMORROW : undefined);
    const went = sent === 'same' ? draft : request(`${text} (before)`);
    // The lifecycle holds the message and the request that went out from the first success on.
    const after = phase === 'sent' || phase === 'scheduled' || phase === 'cancelled';
    return input({
      request: draft,
      phase,
      // The lifecycle's message is the one the last send stored: a scheduled one while scheduled.
      message: hasMessage ? message(statusIn(phase, status), scheduled ? TOMORROW : null) : undefined,
      sent: sent === 'none' ? undefined : { body: JSON.stringify(went), prepared: went },
      blasting,
    });
  });

/** What the screen would say: Send's words and state, its reason, and the card's sentence. */
function screen(s: Summary) {
  return {
    send: t(s.send.label),
    enabled: s.send.enabled,
    reason: s.send.blocked && t(s.send.blocked),
    card: s.result && panelText(t, s.result),
    edit: s.result?.edit && t(s.result.edit),
  };
}

test('Send is on exactly when nothing is sending and no reason is given; a reason always goes with its result card', () => {
  fc.assert(
    fc.property(states, (state) => {
      const s = deriveSummary(state);
      const shown = screen(s);
      const seen = JSON.stringify({ phase: state.phase, ...shown });
      assert.equal(s.send.enabled, state.phase !== 'sending' && !s.send.blocked, seen);
      assert.equal(s.send.label === 'sending', state.phase === 'sending', seen);
      if (s.send.blocked) {
        // Only the draft that went out, as it is, is blocked; and the card beside it says what happened to it.
        assert.equal(state.sent?.body, JSON.stringify(state.request), seen);
        assert.ok(s.result, `a reason without a result card: ${seen}`);
        assert.equal(s.send.blocked === 'alreadyScheduled', s.result.status === 'SCHEDULED', seen);
        assert.notEqual(s.result.status, 'CANCELLED', seen);
      }
    }),
  );
});

test('the result card follows the lifecycle: scheduled says Scheduled (no Edit), cancelled says Cancelled (Edit and reschedule)', () => {
  fc.assert(
    fc.property(states, (state) => {
      const s = deriveSummary(state);
      const shown = screen(s);
      const seen = JSON.stringify({ phase: state.phase, status: state.message?.status, ...shown });
      const after = state.phase === 'sent' || state.phase === 'scheduled' || state.phase === 'cancelled';
      assert.equal(!!s.result, after && !!state.message, seen);
      if (!s.result) return;
      assert.equal(s.result.status === 'SCHEDULED', state.phase === 'scheduled', seen);
      assert.equal(/^Scheduled for /.test(shown.card!), state.phase === 'scheduled', seen);
      assert.equal(shown.card === 'Cancelled before it was sent', state.phase === 'cancelled', seen);
      assert.equal(
        shown.edit,
        state.phase === 'sent' ? 'Edit and resend' : state.phase === 'cancelled' ? 'Edit and reschedule' : undefined,
        seen,
      );
      // "Already sent" is never said of a scheduled or cancelled message.
      if (state.phase !== 'sent') assert.notEqual(s.send.blocked, 'alreadySent', seen);
      assert.ok(!shown.card!.includes('{'), `a word left unfilled: ${seen}`);
    }),
  );
});

test('Send says Schedule for a scheduled draft, Review blast in blast mode, Sending… while sending', () => {
  fc.assert(
    fc.property(states, (state) => {
      const s = deriveSummary(state);
      const expected =
        state.phase === 'sending'
          ? 'sending'
          : state.blasting
            ? 'reviewBlast'
            : state.request.scheduledTime
              ? 'scheduleSend'
              : 'send';
      assert.equal(s.send.label, expected);
    }),
  );
});

test('schedule, then cancel from the scheduled list: the card says Cancelled and Schedule is on again for the same draft', () => {
  const draft = request('Reminder', TOMORROW);
  const went = { body: JSON.stringify(draft), prepared: draft };
  const scheduled = deriveSummary(
    input({ request: draft, phase: 'scheduled', message: message('SCHEDULED', TOMORROW), sent: went }),
  );
  assert.equal(screen(scheduled).card?.startsWith('Scheduled for '), true);
  assert.deepEqual([scheduled.send.enabled, scheduled.send.blocked], [false, 'alreadyScheduled']);
  // The lifecycle's message may still be the scheduled copy: the phase decides what the card says.
  const cancelled = deriveSummary(
    input({ request: draft, phase: 'cancelled', message: message('SCHEDULED', TOMORROW), sent: went }),
  );
  assert.deepEqual(screen(cancelled), {
    send: 'Schedule',
    enabled: true,
    reason: undefined,
    card: 'Cancelled before it was sent',
    edit: 'Edit and reschedule',
  });
});

test('a sent message: Send off with "Already sent" until the draft changes; a failed delivery gives its reason in words', () => {
  const draft = request('Hi');
  const went = { body: JSON.stringify(draft), prepared: draft };
  const sent = deriveSummary(input({ request: draft, phase: 'sent', message: message('DELIVERED', null), sent: went }));
  assert.deepEqual([sent.send.enabled, sent.send.blocked], [false, 'alreadySent']);
  const edited = deriveSummary(
    input({ request: request('Hi!'), phase: 'sent', message: message('DELIVERED', null), sent: went }),
  );
  assert.deepEqual([edited.send.enabled, edited.send.blocked], [true, undefined]);
  const failed = deriveSummary(input({ request: draft, phase: 'sent', message: message('FAILED', null), sent: went }));
  assert.equal(screen(failed).card, 'Failed: the recipient opted out of your messages');
});
