/**
 * Reachability (DESIGN §14): what a recipient will actually get from a send — RCS, the SMS/MMS fallback, the SMS or
 * MMS itself, or nothing — and why. Every rule lives here, and every path asks it: the carrier simulation decides RCS
 * or fallback with {@link rcsReachOf}, a single send refuses and a blast skips opted-out recipients with
 * {@link optedOutOf}, the SENT step fails `…9999` with {@link failsEveryDelivery}, and `POST /rcs/capability/check`
 * and the blast estimate report {@link capabilityOf} and {@link routeOf}, which are made of those same rules. So
 * what an estimate predicts is what the send then does (test/node/sandbox/reach-estimate.test.ts holds them equal).
 *
 * Sandbox test numbers (like test cards; README "Sandbox test numbers"), by their last four digits:
 * - `0000`: the phone has no RCS (`device_not_capable`); SMS and MMS reach it.
 * - `9999`: not in service (`invalid`): every delivery fails, on every channel.
 *
 * Every number is on a carrier of the campaign's launch table (spec: `carrierLaunches.carriers` has `CARRIER_A`,
 * `CARRIER_B`, `CARRIER_C` and `OTHERS`, which is every carrier not named), and RCS reaches it only from an agent
 * whose campaign is `LAUNCHED` there (`carrier_not_launched` otherwise): the table `<parley-agent-identity>` shows and
 * the composer's launch warning read is the one the send follows. `POST /sandbox/campaigns/{publicId}/advance`
 * launches an agent step by step. By the last four digits:
 * - `7777`: {@link LAUNCH_FIRST_CARRIER} (`CARRIER_B`; the demo agents are PENDING and NOT_LAUNCHED there).
 * - `6666`: `CARRIER_C`; `8888`: one of the `OTHERS` (neither demo agent is launched on either).
 * - any other E.164 number: `CARRIER_A` (Acme Coffee's agent is launched there, Northwind Travel's is not).
 * A test agent is never launched: its whitelisted testers get RCS (whitelisting refuses a `CARRIER_B` number).
 */
import type { ReachReason } from '../../schemas/agents.js';
import type { CARRIERS } from '../../schemas/campaigns.js';
import { E164_PATTERN } from '../../schemas/common.js';
import { fallbackChannel } from '../../schemas/constants.js';
import type { MessageType } from '../../schemas/messages.js';
import type { SandboxContext } from '../context.js';
import { LAUNCH_FIRST_CARRIER, LAUNCH_FIRST_SUFFIX } from '../routes/test-agents.js';
import type { Store } from '../store.js';

type Carrier = (typeof CARRIERS)[number];

/** `…9999`: a number not in service; the carrier fails every delivery to it. */
export const failsEveryDelivery = (phone: string) => phone.endsWith('9999');
/** `…0000` (no RCS on the phone) and `…9999` (nothing reaches it). */
export const cannotReceiveRcs = (phone: string) => phone.endsWith('0000') || failsEveryDelivery(phone);

/** The carrier of a number, by its last four digits (`…7777` CARRIER_B, `…6666` CARRIER_C, `…8888` OTHERS, else CARRIER_A). */
export function carrierOf(phone: string): Carrier {
  if (phone.endsWith(LAUNCH_FIRST_SUFFIX)) return LAUNCH_FIRST_CARRIER;
  if (phone.endsWith('6666')) return 'CARRIER_C';
  if (phone.endsWith('8888')) return 'OTHERS';
  return 'CARRIER_A';
}

/** The opt-out of `to` from sender `from` (they replied STOP or the like, and not START since), or null. */
export function optedOutOf(store: Store, from: string, to: string): { at: string; keyword: string } | null {
  return store.conversationFor(from, to)?.optedOut ?? null;
}

/** The launch state of agent `agentId` on `carrier`, from its campaign (no campaign: never launched). */
function launchOf(context: SandboxContext, agentId: string, carrier: Carrier) {
  const data = context.store.data;
  const sender = Object.hasOwn(data.senders, agentId) ? data.senders[agentId] : undefined;
  const campaign = sender?.campaignId ? data.campaigns[sender.campaignId] : undefined;
  return campaign?.carrierLaunches.carriers[carrier] ?? 'NOT_LAUNCHED';
}

/** What the network says of RCS from `agentId` to `phone` (opt-outs aside: those are the sender's, not the network's). */
export function rcsReachOf(context: SandboxContext, agentId: string, phone: string): Exclude<ReachReason, 'opted_out'> {
  if (!E164_PATTERN.test(phone) || failsEveryDelivery(phone)) return 'invalid';
  if (cannotReceiveRcs(phone)) return 'device_not_capable';
  // A test agent reaches its whitelisted testers unlaunched (who may send to whom is the whitelist's rule).
  if (Object.hasOwn(context.store.data.testAgents, agentId)) return 'capable';
  if (launchOf(context, agentId, carrierOf(phone)) !== 'LAUNCHED') return 'carrier_not_launched';
  return 'capable';
}

/** One answer of `POST /rcs/capability/check`: RCS from `agentId` to `phone`, and why. */
export function capabilityOf(
  context: SandboxContext,
  agentId: string,
  phone: string,
): { phoneNumber: string; rcs: boolean; reason: ReachReason } {
  const reason: ReachReason =
    E164_PATTERN.test(phone) && optedOutOf(context.store, agentId, phone)
      ? 'opted_out'
      : rcsReachOf(context, agentId, phone);
  return { phoneNumber: phone, rcs: reason === 'capable', reason };
}

/** What one send does for its recipient: the channel that reaches them (`null`: nothing does) and why. */
export interface Route {
  channel: MessageType | null;
  reason: ReachReason;
}

/** The parts of a send (or of one recipient's message of a blast) that decide its route. */
export interface RoutedSend {
  type: MessageType;
  from: string;
  to: string;
  fallback?: { from: string; text?: string | undefined; mediaUrls?: readonly string[] | undefined } | undefined;
}

/**
 * The route of one send (spec, Messages table: RCS that cannot be delivered is resent as SMS, or MMS with media or
 * text over 3072 characters, when the request has a `fallback`): refused or skipped when the recipient opted out of
 * the sender or of the fallback's sender; nothing reaches a number not in service; SMS and MMS reach every other
 * number; RCS reaches a capable one, else the fallback does, else nothing.
 */
export function routeOf(context: SandboxContext, send: RoutedSend): Route {
  const { store } = context;
  if (!E164_PATTERN.test(send.to)) return { channel: null, reason: 'invalid' };
  if (optedOutOf(store, send.from, send.to) || (send.fallback && optedOutOf(store, send.fallback.from, send.to)))
    return { channel: null, reason: 'opted_out' };
  if (send.type !== 'RCS')
    return failsEveryDelivery(send.to)
      ? { channel: null, reason: 'invalid' }
      : { channel: send.type, reason: 'capable' };
  const reason = rcsReachOf(context, send.from, send.to);
  if (reason === 'capable') return { channel: 'RCS', reason };
  // A fallback to a number not in service fails too (the SENT step of its leg).
  if (reason === 'invalid' || !send.fallback) return { channel: null, reason };
  return { channel: fallbackChannel(send.fallback), reason };
}

/** Why RCS failed, in the carrier's words for `error.message` (the reason from {@link rcsReachOf}). */
export function rcsFailureText(context: SandboxContext, agentId: string, phone: string): string {
  switch (rcsReachOf(context, agentId, phone)) {
    case 'invalid':
      return `${phone} fails every delivery (sandbox test number ending in 9999)`;
    case 'carrier_not_launched':
      return `${phone} is on ${carrierOf(phone)}, where ${agentId} is not launched yet`;
    default:
      return `${phone} cannot receive RCS (sandbox test number ending in 0000)`;
  }
}
