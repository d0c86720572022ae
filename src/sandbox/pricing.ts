/**
 * What one message costs on each channel, by the sandbox's price list (`COST_TABLE`, the figures
 * `POST /messages/validate/{type}` reports as `estimatedCost`): an SMS by its segments, an MMS as one message, an RCS
 * message "basic" (text only, at most 160 characters, no suggestions) or "rich". Blast estimates price each leg with
 * these, so an estimate's cost per recipient is the validation's price of that leg's message.
 */
import { countSegments } from '../core/sms-segments.js';
import { characters } from '../schemas/characters.js';
import type { RcsContent } from '../schemas/messages.js';

/**
 * The sandbox's price list (USD), what `estimatedCost` reports. Documented in docs/sandbox.md; it mirrors common
 * US list prices so estimates look plausible, and no request ever spends anything.
 */
export const COST_TABLE = {
  currency: 'USD',
  /** Per SMS segment. */
  smsSegment: 0.0079,
  /** Per MMS message (one message whatever its size). */
  mms: 0.02,
  /** RCS "basic" message: text only, at most 160 characters, no suggestions. */
  rcsBasic: 0.0035,
  /** Any other RCS message (longer text, media, card, carousel, suggestions). */
  rcsRich: 0.01,
} as const;

export interface Price {
  /** Segments of one message (an SMS's; 1 for MMS and RCS, as validation reports them). */
  segments: number;
  /** One message's price, USD. */
  amount: number;
}

/** Amounts as the service rounds them (4 decimals). */
export const roundPrice = (amount: number) => Math.round(amount * 10_000) / 10_000;

export function smsPrice(text: string): Price {
  const { segments } = countSegments(text);
  return { segments, amount: segments * COST_TABLE.smsSegment };
}

export function mmsPrice(): Price {
  return { segments: 1, amount: COST_TABLE.mms };
}

export function rcsPrice(rcs: RcsContent): Price {
  const basic = !!rcs.text && characters(rcs.text) <= 160 && !rcs.suggestions?.length;
  return { segments: 1, amount: basic ? COST_TABLE.rcsBasic : COST_TABLE.rcsRich };
}
