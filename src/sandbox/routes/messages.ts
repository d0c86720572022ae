/**
 * Message routes (DESIGN §3 Messages): send (idempotent), typing, validation without credits, reactions, schedules,
 * and the sandbox-only inbound/typing simulation of a recipient. Every row passes the token's `res`.
 */
import { HttpUrl, PhoneNumber, SenderId, maxCharacters } from '../../schemas/common.js';
import {
  LIMITS,
  MMS_FILE_TYPES,
  MessageType,
  RCS_FILE_TYPES,
  ReactRequest,
  ScheduleListRequest,
  SendRequest,
  TypingRequest,
  ValidateMmsRequest,
  ValidateRcsRequest,
  ValidateSmsRequest,
  unsupportedFilesOf,
  unsupportedReason,
  type Message,
  type RcsContent,
  type ValidationResult,
} from '../../schemas/messages.js';
import * as z from '../../schemas/zod.js';
import { countSegments } from '../../core/sms-segments.js';
import { COST_TABLE, mmsPrice, rcsPrice, roundPrice, smsPrice, type Price } from '../pricing.js';
import type { SandboxContext } from '../context.js';
import { canSee, idempotent, problem, readBody, type Caller, type SandboxAuth, type SandboxHono } from '../http.js';
import { decodeCursor, encodeCursor, listFilters, pageSizeOf } from '../cursors.js';
import type { SandboxServices } from '../app.js';
import { requireTestAgentRecipient } from '../services/test-agent-sends.js';

/** Kept here for importers; the rule set lives in src/schemas/messages.ts (one place for validation and sends). */
export { MMS_FILE_TYPES, RCS_FILE_TYPES, unsupportedReason };

const cost = ({ amount }: Price) => ({ amount: roundPrice(amount), currency: COST_TABLE.currency });

function rcsText(rcs: RcsContent): string {
  if (rcs.text) return rcs.text;
  const cards = rcs.card ? [rcs.card] : (rcs.carousel?.cards ?? []);
  return cards.map((card) => [card.title, card.description].filter(Boolean).join('\n')).join('\n');
}

const InboundRequest = z.object({
  from: PhoneNumber,
  to: SenderId,
  text: z.optional(z.string().check(z.minLength(1, 'text must not be empty'), maxCharacters(LIMITS.mmsText, 'text'))),
  mediaUrls: z.optional(
    z.array(HttpUrl).check(z.maxLength(LIMITS.mediaUrls, `At most ${LIMITS.mediaUrls} media URLs`)),
  ),
  type: z.optional(MessageType),
});
const InboundTypingRequest = z.object({ from: PhoneNumber, to: SenderId });

export function registerMessageRoutes(
  app: SandboxHono,
  context: SandboxContext,
  auth: SandboxAuth,
  services: SandboxServices,
): void {
  const { store } = context;
  const { messaging } = services;
  const sendScope = auth.embed('messages:send');

  const by = (caller: Caller) => (caller.kind === 'embed' ? caller.user : 'api');

  function visibleMessage(caller: Caller, id: string): Message {
    const message = store.data.messages[id];
    const conversation = message && store.data.conversations[message.conversationId];
    if (!message || !conversation || !canSee(caller, messaging.scopeOf(conversation)))
      throw problem.notFound('Message');
    return message;
  }

  /**
   * What a send from `from` to `to` needs before anything else: the caller may use that pair (an embed token's `res`;
   * "updating inaccessible data" is a 400 in the spec, the same text whether the sender or thread exists) and the
   * `/send` and `/send/typing` share it, so typing is refused exactly where a send would be. The validate routes share
   * it too, where `to` is optional: without one, only the sender's dimensions are checked (no thread is named).
   */
  function requireSendable(caller: Caller, from: string, to: string | undefined, fallbackFrom?: string): void {
    const { conversation, ...senderScope } = messaging.scopeOfPair(from, to ?? '');
    if (
      !canSee(caller, to === undefined ? senderScope : { ...senderScope, conversation }) ||
      (fallbackFrom !== undefined && !canSee(caller, { sender: fallbackFrom }))
    ) {
      throw problem.invalid(`This embed token may not send from ${from}${to === undefined ? '' : ` to ${to}`}`);
    }
  }

  /** A validation names the sender a send would use: the caller must be allowed to send from it. */
  function requireValidatable(caller: Caller, body: { from?: string; to?: string; fallback?: { from: string } }) {
    if (body.from !== undefined) requireSendable(caller, body.from, body.to, body.fallback?.from);
    else if (body.fallback !== undefined) requireSendable(caller, body.fallback.from, undefined);
  }

  app.post('/send', sendScope, async (c) => {
    const body = await readBody(c, SendRequest);
    requireSendable(c.get('caller'), body.from, body.to, body.fallback?.from);
    requireTestAgentRecipient(context, body);
    // A teammate's reply names its sender, so that another teammate's inbox does not read it as their own.
    const caller = c.get('caller');
    const name = caller.kind === 'embed' ? caller.token.claims.name : undefined;
    const sentBy = caller.kind === 'embed' ? { id: caller.user, ...(name ? { name } : {}) } : undefined;
    return idempotent(context, c, () => ({ status: 200, body: messaging.send(body, sentBy ? { sentBy } : undefined) }));
  });

  app.post('/send/typing', sendScope, async (c) => {
    const body = await readBody(c, TypingRequest);
    const caller = c.get('caller');
    requireSendable(caller, body.from, body.to);
    // A sender that is not the team's is refused as a send from it would be (same 400 as /send).
    if (!messaging.sender(body.from))
      throw problem.invalid(`from: ${body.from} is not a sender of team ${context.options.team}`);
    // No thread yet: nobody could watch it, so there is nothing to announce (the pair itself is sendable).
    const record = store.conversationFor(body.from, body.to);
    if (record) messaging.typing(record, 'outbound', caller.kind === 'embed' ? caller.user : null);
    return c.body(null, 204);
  });

  app.post('/messages/validate/sms', sendScope, async (c) => {
    const body = await readBody(c, ValidateSmsRequest);
    requireValidatable(c.get('caller'), body);
    const info = countSegments(body.text);
    return c.json({
      segments: info.segments,
      encoding: info.encoding,
      characters: info.characters,
      unsupportedFiles: [],
      estimatedCost: cost(smsPrice(body.text)),
    } satisfies ValidationResult);
  });

  app.post('/messages/validate/mms', sendScope, async (c) => {
    const body = await readBody(c, ValidateMmsRequest);
    requireValidatable(c.get('caller'), body);
    const info = countSegments(body.text ?? '');
    const unsupportedFiles = unsupportedFilesOf({ mediaUrls: body.mediaUrls });
    return c.json({
      segments: 1,
      encoding: info.encoding,
      characters: info.characters,
      unsupportedFiles,
      estimatedCost: cost(mmsPrice()),
    } satisfies ValidationResult);
  });

  app.post('/messages/validate/rcs', sendScope, async (c) => {
    const body = await readBody(c, ValidateRcsRequest);
    requireValidatable(c.get('caller'), body);
    const text = rcsText(body.rcs);
    const info = countSegments(text);
    const unsupportedFiles = unsupportedFilesOf({ rcs: body.rcs, fallback: body.fallback });
    return c.json({
      segments: 1,
      encoding: info.encoding,
      characters: info.characters,
      unsupportedFiles,
      estimatedCost: cost(rcsPrice(body.rcs)),
    } satisfies ValidationResult);
  });

  app.post('/messages/react', auth.embed('messages:react'), async (c) => {
    const body = await readBody(c, ReactRequest);
    const caller = c.get('caller');
    return c.json(messaging.react(visibleMessage(caller, body.messageId), body.emoji, by(caller)));
  });

  app.post('/messages/schedules/list', auth.embed('messages:schedule'), async (c) => {
    const body = await readBody(c, ScheduleListRequest);
    const caller = c.get('caller');
    const rows: Message[] = [];
    for (const id of store.scheduledIds) {
      const message = store.data.messages[id];
      const conversation = message && store.data.conversations[message.conversationId];
      if (!message || !conversation || message.status !== 'SCHEDULED') continue;
      if (body.from !== undefined && message.from !== body.from) continue;
      if (body.to !== undefined && message.to !== body.to) continue;
      if (canSee(caller, messaging.scopeOf(conversation))) rows.push(message);
    }
    // Soonest first: what goes out next is what a user looks for.
    const key = (m: Message) => `${m.scheduledTime}|${m.id}`;
    rows.sort((a, b) => (key(a) < key(b) ? -1 : 1));
    // The list these filters make (`from`, `to`): its cursors page it only.
    const list = { kind: 'schedules', scope: listFilters(body) };
    let start = 0;
    if (body.cursor != null) {
      const [at, id] = decodeCursor(context, list, body.cursor, 2);
      const after = `${at}|${id}`;
      start = rows.findIndex((m) => key(m) > after);
      if (start < 0) start = rows.length;
    }
    const size = pageSizeOf(body);
    const data = rows.slice(start, start + size);
    const last = data[data.length - 1];
    return c.json({
      data,
      nextCursor:
        start + size < rows.length && last ? encodeCursor(context, list, [last.scheduledTime!, last.id]) : null,
    });
  });

  app.delete('/messages/schedule/:id', auth.embed('messages:schedule'), (c) =>
    c.json(messaging.cancelScheduled(visibleMessage(c.get('caller'), c.req.param('id')))),
  );

  app.post('/sandbox/inbound', auth.apiKey(), async (c) => {
    const body = await readBody(c, InboundRequest);
    return c.json(messaging.inbound(body));
  });

  app.post('/sandbox/typing', auth.apiKey(), async (c) => {
    const body = await readBody(c, InboundTypingRequest);
    const record = store.conversationFor(body.to, body.from);
    if (!record) throw problem.notFound(`Conversation between ${body.to} and ${body.from}`);
    messaging.typing(record, 'inbound', null);
    return c.body(null, 204);
  });
}
