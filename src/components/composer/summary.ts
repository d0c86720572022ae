/**
 * Every answer the composer shows about its draft, derived once per update from the state the element owns (the
 * draft, the send lifecycle, the sender's agent, the short-link choice): the SMS/MMS figures (channel, characters,
 * segments, encoding — of the text as it will be sent, so short links are counted once), the warning about carriers
 * where the agent is not launched, blast mode's "Send as", the preview's request and time, and whether Send is on and
 * why not. The editors, the preview, the short-link note, blast mode and the result read these answers; none
 * recomputes its own, so no two parts of the screen can disagree. Pure: no DOM, no Lit (with `later.ts`).
 */
import { countSegments, type SmsEncoding } from '../../core/sms-segments.js';
import { previewShortened } from '../../core/short-links.js';
import type { ComposerKey } from '../../i18n/composer.js';
import type { RcsAgent } from '../../schemas/agents.js';
import { CARRIERS } from '../../schemas/campaigns.js';
import { fallbackChannel } from '../../schemas/constants.js';
import type { SendRequest } from '../../schemas/messages.js';
import { whenText } from './result.js';

type Carrier = (typeof CARRIERS)[number];

/** Where the last send stands: idle → sending → sent | scheduled → cancelled, or failed (the draft kept for a retry). */
export type ComposerPhase = 'idle' | 'sending' | 'sent' | 'scheduled' | 'cancelled' | 'failed';

/** The SMS/MMS part as it will go: its text with short links (when on), and that text's channel and segments. */
export interface SmsFigures {
  channel: 'SMS' | 'MMS';
  /** The text sent: the typed one, its URLs replaced by short links when "Shorten links" is on. */
  text: string;
  characters: number;
  segments: number;
  encoding: SmsEncoding;
  /** Whether short links changed the text (the short-link note then gives these same figures). */
  shortened: boolean;
}

export function smsFigures(f: SendRequest['fallback'], shortHost: string | undefined): SmsFigures | undefined {
  if (!f) return undefined;
  const typed = f.text ?? '';
  const text = shortHost ? previewShortened(typed, shortHost) : typed;
  const info = countSegments(text);
  return {
    channel: fallbackChannel({ ...f, text }),
    text,
    characters: info.characters,
    segments: info.segments,
    encoding: info.encoding,
    shortened: text !== typed,
  };
}

/** The carrier of a recipient when it is known (the sandbox's launch-first test numbers, DESIGN §8), else undefined. */
export function carrierOf(phone: string): Carrier | undefined {
  return /^\+\d+7777$/.test(phone) ? 'CARRIER_B' : undefined;
}

/** A sentence: its key and values. */
export interface Words {
  key: ComposerKey;
  vars?: Record<string, string | number>;
}

/**
 * The one warning about carriers where the agent is not launched, consistent with the draft: with a fallback those
 * recipients get it, without one they get nothing. A known carrier (a test number) narrows it to that recipient.
 */
export function launchWarning(
  agent: RcsAgent | undefined,
  request: SendRequest,
  blasting: boolean,
  name: (c: Carrier) => string,
  join: (names: string[]) => string,
): Words | undefined {
  if (!agent || agent.agentId !== request.from) return undefined;
  const missing = CARRIERS.filter((c) => agent.carrierLaunches.carriers[c] !== 'LAUNCHED');
  if (!missing.length) return undefined;
  const fallback = !!request.fallback;
  const carrier = blasting ? undefined : carrierOf(request.to ?? '');
  if (carrier) {
    if (!missing.includes(carrier)) return undefined;
    return { key: fallback ? 'launchRecipient' : 'launchRecipientNoFallback', vars: { carrier: name(carrier) } };
  }
  return { key: fallback ? 'launchSome' : 'launchSomeNoFallback', vars: { carriers: join(missing.map(name)) } };
}

export interface SummaryInput {
  request: SendRequest;
  phase: ComposerPhase;
  /** The request as it went out (short links made) and its draft's JSON, while the lifecycle has one. */
  sent: { body: string; prepared: SendRequest } | undefined;
  /** `{origin}/l` when "Shorten links" is on (and allowed), else undefined. */
  shortHost: string | undefined;
  blasting: boolean;
  locale: string;
}

export interface Summary {
  sms: SmsFigures | undefined;
  /** What the preview shows: the draft, or — while the draft is what went out — the request actually sent (short links). */
  shown: SendRequest;
  /** The preview's time: when the message is scheduled for, else undefined ("now"). */
  when: string | undefined;
  /** Why Send is off although the draft is sendable: it already went, or is already scheduled, exactly as it is. */
  blocked: 'alreadySent' | 'alreadyScheduled' | undefined;
  /** Blast mode's "Send as" for the RCS choice: with or without the SMS/MMS fallback the draft has. */
  sendAsRcs: ComposerKey;
  /** A text message's text (what "Shorten links" measures in the RCS message), else empty. */
  rcsText: string;
}

export function deriveSummary({ request, phase, sent, shortHost, blasting, locale }: SummaryInput): Summary {
  const unchanged = !!sent && sent.body === JSON.stringify(request) && !blasting;
  const shown = unchanged && (phase === 'sent' || phase === 'scheduled') ? sent.prepared : request;
  return {
    sms: smsFigures(request.fallback, shortHost),
    shown,
    when:
      shown.scheduledTime && !Number.isNaN(Date.parse(shown.scheduledTime))
        ? whenText(shown.scheduledTime, locale)
        : undefined,
    blocked: unchanged
      ? phase === 'sent'
        ? 'alreadySent'
        : phase === 'scheduled'
          ? 'alreadyScheduled'
          : undefined
      : undefined,
    sendAsRcs: request.fallback ? 'sendAsRcs' : 'sendAsRcsOnly',
    rcsText: typeof request.rcs?.text === 'string' ? request.rcs.text : '',
  };
}
