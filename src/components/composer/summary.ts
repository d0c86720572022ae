/**
 * Every answer the composer shows about its draft, derived once per update from the state the element owns (the
 * draft, the send lifecycle, the sender's agent, the short-link choice): the SMS/MMS figures (channel, characters,
 * segments, encoding — of the text as it will be sent, `as-sent.ts`, so short links are counted once), the warning
 * about carriers where the agent is not launched, blast mode's "Send as", the preview's request and time, whether Send is on and
 * why not, and the result panel's words. The editors, the preview, the short-link note, blast mode and the result read
 * these answers; none recomputes its own, so no two parts of the screen can disagree. Pure: no DOM, no Lit (with
 * `later.ts`).
 */
import { formatDayLabel, formatTime } from '../../core/format.js';
import { countSegments, type SmsEncoding } from '../../core/sms-segments.js';
import type { ComposerKey } from '../../i18n/composer.js';
import type { RcsAgent } from '../../schemas/agents.js';
import { CARRIERS, fallbackChannel } from '../../schemas/constants.js';
import type { Message, SendRequest } from '../../schemas/messages.js';
import { asSent } from './as-sent.js';
import { characters } from './model.js';

type Carrier = (typeof CARRIERS)[number];

/** Where the last send stands: idle → sending → sent | scheduled → cancelled, or failed (the draft kept for a retry). */
export type ComposerPhase = 'idle' | 'sending' | 'sent' | 'scheduled' | 'cancelled' | 'failed';

/** A date as the inbox shows it: its day label ("Today", "Thursday, March 5") and the time of day. */
export const whenText = (iso: string, locale: string): string =>
  `${formatDayLabel(iso, locale)}, ${formatTime(iso, locale)}`;

/** The SMS/MMS part as it will go: its text with short links (when on), and that text's channel and segments. */
export interface SmsFigures {
  channel: 'SMS' | 'MMS';
  /** The text sent: the typed one, its URLs replaced by stand-ins of short links (`asSent`) while they are on. */
  text: string;
  characters: number;
  segments: number;
  encoding: SmsEncoding;
  /** Whether short links changed the text (the short-link note then gives these same figures). */
  shortened: boolean;
}

/** The figures of the fallback `f` with short links on `shortHost` (none: as typed). */
export function smsFigures(f: SendRequest['fallback'], shortHost: string | undefined): SmsFigures | undefined {
  return figuresOf(f, asSent({ fallback: f }, shortHost).fallback);
}

/** The figures of `sent`, the fallback `typed` as it will go (`asSent`). */
function figuresOf(typed: SendRequest['fallback'], sent: SendRequest['fallback']): SmsFigures | undefined {
  if (!typed || !sent) return undefined;
  const text = sent.text ?? '';
  const info = countSegments(text);
  return {
    channel: fallbackChannel(sent),
    text,
    characters: characters(text),
    segments: info.segments,
    encoding: info.encoding,
    shortened: text !== (typed.text ?? ''),
  };
}

/** A sentence: its key and values. */
export interface Words {
  key: ComposerKey;
  vars?: Record<string, string | number>;
}

/**
 * The one warning about carriers where the agent is not launched, consistent with the draft: with a fallback those
 * recipients get it, without one they get nothing. (What one recipient gets is the capability check's to say:
 * `reach-line.ts`, by the send's own rules; the composer knows no carrier of its own.)
 */
export function launchWarning(
  agent: RcsAgent | undefined,
  request: SendRequest,
  name: (c: Carrier) => string,
  join: (names: string[]) => string,
): Words | undefined {
  if (!agent || agent.agentId !== request.from) return undefined;
  const missing = CARRIERS.filter((c) => agent.carrierLaunches.carriers[c] !== 'LAUNCHED');
  if (!missing.length) return undefined;
  const fallback = !!request.fallback;
  return { key: fallback ? 'launchSome' : 'launchSomeNoFallback', vars: { carriers: join(missing.map(name)) } };
}

/** How the result reads at a glance: done, done another way, still on its way, or failed. */
export type ResultTone = 'ok' | 'warn' | 'pending' | 'error';

/** The result panel's answer: its sentence and tone, the status it speaks of, and its Edit action (none while scheduled). */
export interface ResultPanel {
  tone: ResultTone;
  words: Words;
  /** The message's status as the panel states it: the lifecycle's `scheduled` / `cancelled` win over a stale copy. */
  status: Message['status'];
  /** "Edit and resend", "Edit and reschedule" (cancelled), or none (scheduled: the scheduled list cancels it). */
  edit: 'editResend' | 'editReschedule' | undefined;
  /** A failed delivery's reason, worded by its code (the service's own text is for developers): `{reason}` of `words`. */
  reason?: ComposerKey;
}

/** The panel's sentence in `t`'s language (also what is announced when it changes). */
export const panelText = (t: (key: ComposerKey, vars?: Words['vars']) => string, panel: ResultPanel): string =>
  t(panel.words.key, panel.reason ? { ...panel.words.vars, reason: t(panel.reason) } : panel.words.vars);

const FAILURES = new Set(['OPTED_OUT', 'UNDELIVERABLE', 'RCS_UNDELIVERABLE']);

/**
 * Where the last send stands, in one sentence: a function of the lifecycle's phase and the message it holds, so the
 * panel cannot say "Scheduled" of a cancelled message. Only after a send (sent, scheduled or cancelled), else undefined.
 */
export function resultPanel(phase: ComposerPhase, m: Message | undefined, locale: string): ResultPanel | undefined {
  if (!m || !(phase === 'sent' || phase === 'scheduled' || phase === 'cancelled')) return undefined;
  const status: Message['status'] = phase === 'sent' ? m.status : phase === 'scheduled' ? 'SCHEDULED' : 'CANCELLED';
  const panel = (tone: ResultTone, key: ComposerKey, vars?: Words['vars'], reason?: ComposerKey): ResultPanel => ({
    tone,
    words: { key, ...(vars ? { vars } : {}) },
    status,
    edit: status === 'SCHEDULED' ? undefined : status === 'CANCELLED' ? 'editReschedule' : 'editResend',
    ...(reason ? { reason } : {}),
  });
  // Isolated (FSI … PDI) so a phone number keeps its "+" in front inside right-to-left sentences.
  const to = `\u2068${m.to}\u2069`;
  const leg = m.fallbackMessage;
  // An SMS/MMS message (a phone-number sender's) says what it went as.
  const rcs = m.type === 'RCS';
  switch (status) {
    case 'SCHEDULED':
      return panel('ok', 'r_scheduled', { time: m.scheduledTime ? whenText(m.scheduledTime, locale) : '' });
    case 'QUEUED':
    case 'SENT':
      return panel('pending', rcs ? 'r_sending' : 'r_sendingSms', { to, type: m.type });
    case 'DELIVERED':
      return panel('ok', rcs ? 'r_delivered' : 'r_deliveredSms', { to, type: m.type });
    case 'READ':
      return panel('ok', rcs ? 'r_read' : 'r_readSms', { to, type: m.type });
    case 'CANCELLED':
      return panel('warn', 'r_cancelled');
    case 'FAILED': {
      const code = m.error && FAILURES.has(m.error.code) ? m.error.code : 'other';
      return panel('error', 'r_failed', undefined, `fail_${code}` as ComposerKey);
    }
    case 'FALLBACK_SENT': {
      const type = leg?.type ?? 'SMS';
      if (leg?.status === 'DELIVERED' || leg?.status === 'READ')
        return panel('warn', 'r_fellBackDelivered', { type, to });
      if (leg?.status === 'FAILED') return panel('error', 'r_fellBackFailed', { type });
      return panel('pending', 'r_fellBack', { type, to });
    }
    default:
      return panel('pending', `status_${status}` as ComposerKey);
  }
}

/** Send (or Schedule, or Review blast) as the composer shows it: its words, whether it is on, and why not. */
export interface SendState {
  label: ComposerKey;
  enabled: boolean;
  /**
   * Why it is off although the draft is sendable: it already went, or is already scheduled, exactly as it is; or its
   * one recipient opted out of the sender (the service's capability check, as the reach line says).
   */
  blocked: 'alreadySent' | 'alreadyScheduled' | 'sendOptedOut' | undefined;
}

export interface SummaryInput {
  request: SendRequest;
  phase: ComposerPhase;
  /** The message the last send stored (its status kept live), while the lifecycle has one. */
  message: Message | undefined;
  /** The request as it went out (short links made) and its draft's JSON, while the lifecycle has one. */
  sent: { body: string; prepared: SendRequest } | undefined;
  /** `{origin}/l` when "Shorten links" is on (and allowed), else undefined. */
  shortHost: string | undefined;
  blasting: boolean;
  locale: string;
  /** What the service's capability check said of the one recipient, once it answered (`reach-line.ts`). */
  reach?: { reason: string } | undefined;
}

export interface Summary {
  sms: SmsFigures | undefined;
  /**
   * What the preview shows: the draft as it will go (`asSent`: stand-ins of its short links while "Shorten links" is
   * on), or — while the draft is what went out — the request actually sent (its short links).
   */
  shown: SendRequest;
  /** The preview's time: when the message is scheduled for, else undefined ("now"). */
  when: string | undefined;
  /** Send: on exactly when nothing is sending and the draft is not what already went (or is scheduled) as it is. */
  send: SendState;
  /** The result panel after a send, from the same phase as `send`: "Already scheduled" goes with "Scheduled for …". */
  result: ResultPanel | undefined;
  /** Blast mode's "Send as" for the RCS choice: with or without the SMS/MMS fallback the draft has. */
  sendAsRcs: ComposerKey;
  /** The locale its words and amounts are in (the cost line's and the phone comparison's money). */
  locale: string;
}

export function deriveSummary(input: SummaryInput): Summary {
  const { request, phase, sent, shortHost, blasting, locale, reach } = input;
  const unchanged = !!sent && sent.body === JSON.stringify(request) && !blasting;
  // The figures and the preview are of the text as it will go, so the two cannot speak of different texts.
  const outgoing = asSent(request, shortHost);
  const shown = unchanged && (phase === 'sent' || phase === 'scheduled') ? sent.prepared : outgoing;
  const result = resultPanel(phase, input.message, locale);
  // Send's reason is read off the panel beside it, so the two cannot disagree: "Already scheduled" beside "Scheduled
  // for …", "Already sent" beside a sent message, and nothing once it is cancelled (Schedule is on again).
  const blocked =
    unchanged && result && result.status !== 'CANCELLED'
      ? result.status === 'SCHEDULED'
        ? 'alreadyScheduled'
        : 'alreadySent'
      : !blasting && reach?.reason === 'opted_out'
        ? 'sendOptedOut'
        : undefined;
  return {
    sms: figuresOf(request.fallback, outgoing.fallback),
    shown,
    when:
      shown.scheduledTime && !Number.isNaN(Date.parse(shown.scheduledTime))
        ? whenText(shown.scheduledTime, locale)
        : undefined,
    send: {
      label:
        phase === 'sending' ? 'sending' : blasting ? 'reviewBlast' : request.scheduledTime ? 'scheduleSend' : 'send',
      enabled: phase !== 'sending' && !blocked,
      blocked,
    },
    result,
    sendAsRcs: request.fallback ? 'sendAsRcs' : 'sendAsRcsOnly',
    locale,
  };
}
