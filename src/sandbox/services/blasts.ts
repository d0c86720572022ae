/**
 * Blasts (DESIGN §6): one message per contact of an audience, each sent through the messaging service's own send
 * path (same sender checks, carrier simulation, fallback, test numbers, webhooks and stream events as a single
 * send), carrying `blastId`. The blast's counters follow its messages' status changes live and each change is a
 * `blast.updated` stream event. A scheduled blast creates its messages `SCHEDULED` at once (so they are listed by
 * `POST /messages/schedules/list`, each with `blastId`), and is cancelled as a whole by
 * `DELETE /messages/schedule/{blastId}` until it starts.
 *
 * Who is sent to, and what the estimate predicts (DESIGN §14), come from one rule, `routeOf` (reach.ts): a contact
 * opted out of the sender (or of the fallback's) is skipped and counted in `optedOut`; every other contact gets a
 * message, and `deliveredBy` counts what reached each one.
 */
import type { ReachReason } from '../../schemas/agents.js';
import type {
  Blast,
  BlastEstimate,
  BlastKind,
  BlastRequest,
  BlastStatus,
  EstimateRecipient,
  ReasonCounts,
} from '../../schemas/blasts.js';
import type { Contact } from '../../schemas/contacts.js';
import type { Fallback, Message, MessageType, SendRequest } from '../../schemas/messages.js';
import { fallbackChannel } from '../../schemas/constants.js';
import type { SandboxContext } from '../context.js';
import { problem, type RowScope } from '../http.js';
import { COST_TABLE, mmsPrice, rcsPrice, roundPrice, smsPrice, type Price } from '../pricing.js';
import type { BlastRecord } from '../store.js';
import type { Contacts } from './contacts.js';
import type { EventHub } from './event-hub.js';
import type { Messaging } from './messaging.js';
import { routeOf, type Route } from './reach.js';

export interface Blasts {
  /** Sends (or schedules) a blast; the audience must exist and have contacts (else a 400). */
  create(kind: BlastKind, request: BlastRequest): Blast;
  /**
   * What `create` with this request would do for each contact of the audience, now: counts by channel and reason,
   * segments and cost per leg, and (`details`) every recipient. Same checks as `create` (sender, audience).
   */
  estimate(kind: BlastKind, request: BlastRequest, details: boolean): BlastEstimate;
  /** Cancels a SCHEDULED blast and every one of its messages; 409 once it has started. */
  cancel(blast: BlastRecord): Blast;
  view(blast: BlastRecord): Blast;
  /** What `res` filtering sees of a blast: its sender's dimensions and its audience (no single conversation). */
  scopeOf(blast: Pick<BlastRecord, 'from' | 'audienceId'>): RowScope;
  /** Recounts every blast from its messages (after loading a data file). */
  resume(): void;
}

const TYPES: Record<BlastKind, MessageType> = { sms: 'SMS', mms: 'MMS', rcs: 'RCS' };

/** Bits of what a message has reached, for counting each message once per counter. */
const SENT = 1;
const DELIVERED = 2;
const FAILED = 4;
const FALLBACK = 8;
const FINAL = 16;
/** Delivered, by the channel that reached the recipient (the blast's own, or its fallback's). */
const BY_RCS = 32;
const BY_SMS = 64;
const BY_MMS = 128;
const BY: Record<MessageType, number> = { RCS: BY_RCS, SMS: BY_SMS, MMS: BY_MMS };

function classify(message: Message): number {
  const leg = message.fallbackMessage;
  switch (message.status) {
    case 'SENT':
      return SENT;
    case 'DELIVERED':
    case 'READ':
      return SENT | DELIVERED | FINAL | BY[message.type];
    case 'FALLBACK_SENT':
      return SENT | FALLBACK | (leg?.status === 'DELIVERED' ? DELIVERED | FINAL | BY[leg.type] : 0);
    case 'FAILED':
      // Sent, then undeliverable (sentAt is set once the carrier took it, or a fallback leg left): counted as sent too.
      return FAILED | FINAL | (message.sentAt ? SENT : 0) | (leg ? FALLBACK : 0);
    case 'CANCELLED':
      return FINAL;
    default:
      return 0;
  }
}

/** An RCS blast's fallback, if it has one. */
function fallbackOf(request: BlastRequest): Fallback | undefined {
  return 'fallback' in request ? request.fallback : undefined;
}

/**
 * The message each leg sends and its price (`null`: the blast sends nothing on that leg): an SMS or MMS blast its
 * own message; an RCS blast its RCS content, and its fallback as SMS or MMS by the spec's rule (`fallbackChannel`).
 */
function legPrices(
  type: MessageType,
  request: BlastRequest,
  fallback: Fallback | undefined,
): Record<MessageType, Price | null> {
  if (type === 'SMS') return { RCS: null, SMS: smsPrice((request as { text: string }).text), MMS: null };
  if (type === 'MMS') return { RCS: null, SMS: null, MMS: mmsPrice() };
  const rcs = rcsPrice((request as { rcs: SendRequest['rcs'] & object }).rcs);
  if (!fallback) return { RCS: rcs, SMS: null, MMS: null };
  return fallbackChannel(fallback) === 'SMS'
    ? { RCS: rcs, SMS: smsPrice(fallback.text ?? ''), MMS: null }
    : { RCS: rcs, SMS: null, MMS: mmsPrice() };
}

export function createBlastService(
  context: SandboxContext,
  events: EventHub,
  messaging: Messaging,
  contacts: Contacts,
): Blasts {
  const { store } = context;
  /** What each message was last counted as, and how many of a blast's messages are final (derived, not persisted). */
  const counted = new WeakMap<Message, number>();
  const finals = new WeakMap<BlastRecord, number>();

  function scopeOf(blast: Pick<BlastRecord, 'from' | 'audienceId'>): RowScope {
    const sender = messaging.sender(blast.from);
    return {
      sender: blast.from,
      brand: sender?.brandId ?? null,
      campaign: sender?.campaignId ?? null,
      audience: blast.audienceId,
      conversation: null,
    };
  }

  function view(blast: BlastRecord): Blast {
    const { messageIds: _ids, ...rest } = blast;
    // Blasts stored before these counters existed: none skipped (resume() recounts `deliveredBy`).
    return { ...rest, deliveredBy: { ...blast.deliveredBy }, optedOut: blast.optedOut ?? 0 };
  }

  function publish(blast: BlastRecord): void {
    events.publish('blast.updated', { blast: view(blast) }, scopeOf(blast));
  }

  function setStatus(blast: BlastRecord, status: BlastStatus): void {
    blast.status = status;
    if (status === 'COMPLETED') blast.completedAt = context.nowIso();
  }

  /** Applies the change between what a message was counted as and what it is now. */
  function count(blast: BlastRecord, message: Message): boolean {
    const before = counted.get(message) ?? 0;
    const now = classify(message);
    if (before === now) return false;
    counted.set(message, now);
    const delta = (bit: number) => (now & bit ? 1 : 0) - (before & bit ? 1 : 0);
    blast.sent += delta(SENT);
    blast.delivered += delta(DELIVERED);
    blast.failed += delta(FAILED);
    blast.fallbackSent += delta(FALLBACK);
    blast.deliveredBy.rcs += delta(BY_RCS);
    blast.deliveredBy.sms += delta(BY_SMS);
    blast.deliveredBy.mms += delta(BY_MMS);
    finals.set(blast, (finals.get(blast) ?? 0) + delta(FINAL));
    return true;
  }

  function settle(blast: BlastRecord): void {
    if (blast.status === 'CANCELLED' || blast.status === 'COMPLETED') return;
    if (finals.get(blast) === blast.recipients) setStatus(blast, 'COMPLETED');
  }

  messaging.onStatus((message) => {
    const blast = message.blastId ? store.data.blasts[message.blastId] : undefined;
    if (!blast) return;
    let changed = count(blast, message);
    if (blast.status === 'SCHEDULED' && message.status !== 'SCHEDULED' && message.status !== 'CANCELLED') {
      setStatus(blast, 'SENDING');
      changed = true;
    }
    const status = blast.status;
    settle(blast);
    if (changed || status !== blast.status) {
      store.touch('blasts', blast.id);
      publish(blast);
      context.changed();
    }
  });

  /** The audience's contacts, each with its route for this request; a missing or empty audience is a 400. */
  function routed(kind: BlastKind, request: BlastRequest): { contact: Contact; route: Route }[] {
    const audience = store.data.audiences[request.audienceId];
    if (!audience) throw problem.invalid(`audienceId: no audience ${request.audienceId}`);
    // The sender checks of a send (the same 400s), before anything is counted or stored.
    const type = TYPES[kind];
    messaging.requireSender(request.from, type === 'RCS' ? 'rcs_agent' : 'phone', 'from:');
    const fallback = fallbackOf(request);
    if (fallback) messaging.requireSender(fallback.from, 'phone', 'fallback.from:');
    const members = contacts.members(audience.id);
    if (members.length === 0)
      throw problem.invalid(
        `Audience ${audience.id} (${audience.name}) has no contacts; add contacts before sending a blast to it`,
      );
    return members.map((contact) => ({
      contact,
      route: routeOf(context, { type, from: request.from, to: contact.phoneNumber, fallback }),
    }));
  }

  function create(kind: BlastKind, request: BlastRequest): Blast {
    const audience = store.data.audiences[request.audienceId]!;
    const routes = routed(kind, request);
    // Contacts who replied STOP to this sender (or to the fallback's) are not sent to: carriers would refuse them.
    const recipients = routes.filter((r) => r.route.reason !== 'opted_out').map((r) => r.contact);
    if (recipients.length === 0)
      throw problem.invalid(
        `Every contact of audience ${audience.id} (${audience.name}) has opted out of messages from ${request.from}`,
      );
    const type = TYPES[kind];
    const { audienceId: _audience, ...rest } = request as BlastRequest & Record<string, unknown>;
    const blast: BlastRecord = {
      id: context.newId('blast'),
      audienceId: audience.id,
      type,
      from: request.from,
      status: request.scheduledTime ? 'SCHEDULED' : 'SENDING',
      recipients: recipients.length,
      sent: 0,
      delivered: 0,
      failed: 0,
      fallbackSent: 0,
      deliveredBy: { rcs: 0, sms: 0, mms: 0 },
      optedOut: routes.length - recipients.length,
      scheduledTime: null,
      createdAt: context.nowIso(),
      completedAt: null,
      messageIds: [],
    };
    finals.set(blast, 0);
    const messages: Message[] = [];
    for (const contact of recipients) {
      const send = { ...rest, type, to: contact.phoneNumber } as SendRequest;
      // The first send checks the sender and the schedule (a 400 before anything is stored); the others cannot fail
      // on them, since only `to` differs. The blast is stored first so status changes find it.
      const message = messaging.send(send, { blastId: blast.id });
      if (messages.length === 0) {
        store.data.blasts[blast.id] = blast;
        blast.scheduledTime = message.scheduledTime;
      }
      messages.push(message);
      blast.messageIds.push(message.id);
    }
    // Status changes so far happened synchronously inside send (none, with the carrier on timers); count anyway.
    for (const message of messages) count(blast, message);
    settle(blast);
    store.touch('blasts', blast.id);
    publish(blast);
    context.changed();
    return view(blast);
  }

  function cancel(blast: BlastRecord): Blast {
    if (blast.status !== 'SCHEDULED') {
      throw problem.conflict(`Blast ${blast.id} is ${blast.status}, no longer scheduled; it cannot be cancelled`);
    }
    setStatus(blast, 'CANCELLED');
    for (const id of blast.messageIds) {
      const message = store.data.messages[id];
      if (message?.status === 'SCHEDULED') messaging.cancelScheduled(message);
    }
    store.touch('blasts', blast.id);
    publish(blast);
    context.changed();
    return view(blast);
  }

  function resume(): void {
    for (const blast of Object.values(store.data.blasts)) {
      blast.sent = blast.delivered = blast.failed = blast.fallbackSent = 0;
      blast.deliveredBy = { rcs: 0, sms: 0, mms: 0 };
      blast.optedOut ??= 0;
      finals.set(blast, 0);
      for (const id of blast.messageIds) {
        const message = store.data.messages[id];
        if (message) count(blast, message);
      }
    }
  }

  function estimate(kind: BlastKind, request: BlastRequest, details: boolean): BlastEstimate {
    const routes = routed(kind, request);
    const type = TYPES[kind];
    const fallback = fallbackOf(request);
    const prices = legPrices(type, request, fallback);
    const zero = (): ReasonCounts => ({
      capable: 0,
      carrier_not_launched: 0,
      device_not_capable: 0,
      opted_out: 0,
      invalid: 0,
    });
    const reasons = { rcs: zero(), sms: zero(), mms: zero(), unreachable: zero() };
    const recipients: EstimateRecipient[] = [];
    for (const { contact, route } of routes) {
      const outcome = route.channel ? (route.channel.toLowerCase() as 'rcs' | 'sms' | 'mms') : 'unreachable';
      reasons[outcome][route.reason as ReachReason]++;
      if (details)
        recipients.push({
          phoneNumber: contact.phoneNumber,
          contactId: contact.id,
          name: contact.name || null,
          channel: route.channel,
          reason: route.reason,
        });
    }
    const count = (counts: ReasonCounts) => Object.values(counts).reduce((a, b) => a + b, 0);
    const [rcs, sms, mms, unreachable] = [reasons.rcs, reasons.sms, reasons.mms, reasons.unreachable].map(count) as [
      number,
      number,
      number,
      number,
    ];
    const money = (amount: number) => ({ amount: roundPrice(amount), currency: COST_TABLE.currency });
    const legCost = (price: Price | null, n: number) => roundPrice((price?.amount ?? 0) * n);
    const costs = { rcs: legCost(prices.RCS, rcs), sms: legCost(prices.SMS, sms), mms: legCost(prices.MMS, mms) };
    return {
      audienceId: request.audienceId,
      type,
      contacts: routes.length,
      rcs,
      sms,
      mms,
      unreachable,
      reasons,
      segments: {
        rcs: prices.RCS?.segments ?? null,
        sms: prices.SMS?.segments ?? null,
        mms: prices.MMS?.segments ?? null,
      },
      cost: {
        rcs: money(costs.rcs),
        sms: money(costs.sms),
        mms: money(costs.mms),
        total: money(costs.rcs + costs.sms + costs.mms),
      },
      ...(details && { recipients }),
    };
  }

  resume();
  return { create, estimate, cancel, view, scopeOf, resume };
}
