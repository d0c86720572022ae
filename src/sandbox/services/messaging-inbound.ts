/**
 * Inbound messages (a recipient writes to a team's sender), and what carriers do with the standard keywords in them
 * (CTIA): opting out of the sender, back in, and answering HELP, each confirmed by an automatic reply.
 */
import type { Message, MessageType, SendRequest } from '../../schemas/messages.js';
import type { SandboxContext } from '../context.js';
import { problem } from '../http.js';
import { reopenOnInbound } from '../inbox-state.js';
import type { ConversationRecord } from '../store.js';
import type { EventHub } from './event-hub.js';
import type { MessageThreads } from './messaging-threads.js';

export interface InboundRequest {
  /** The recipient's phone number (who writes). */
  from: string;
  /** The team's sender (who receives). */
  to: string;
  text?: string | undefined;
  mediaUrls?: string[] | undefined;
  type?: MessageType | undefined;
}

/** Carrier keywords (CTIA): the whole message, any case, trailing "." or "!" ignored. */
const OPT_OUT_KEYWORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']);
const OPT_IN_KEYWORDS = new Set(['START', 'UNSTOP', 'YES']);
const HELP_KEYWORDS = new Set(['HELP', 'INFO']);

/**
 * Makes `inbound`. Its keyword replies go out through `create`, without a send's checks: the confirmation of a STOP
 * must reach the recipient who just opted out.
 */
export function createInbound(
  context: SandboxContext,
  events: EventHub,
  threads: MessageThreads,
  create: (request: SendRequest) => Message,
): (request: InboundRequest) => Message {
  const { store } = context;
  const { sender, scopeOf, ensureConversation, nextCreatedAt, publishConversation } = threads;

  function inbound(request: InboundRequest): Message {
    const record = sender(request.to);
    if (!record) throw problem.invalid(`to: ${request.to} is not a sender of team ${context.options.team}`);
    const type: MessageType =
      request.type ?? (record.type === 'rcs_agent' ? 'RCS' : request.mediaUrls?.length ? 'MMS' : 'SMS');
    if (type === 'RCS' && record.type !== 'rcs_agent')
      throw problem.invalid(`to: ${request.to} is a phone number; RCS goes to an RCS agent`);
    if (type !== 'RCS' && record.type === 'rcs_agent')
      throw problem.invalid(`to: ${request.to} is an RCS agent; it receives RCS only`);
    if (type === 'SMS' && request.mediaUrls?.length) throw problem.invalid('An SMS cannot carry media; use type MMS');
    if (type === 'RCS' && !request.text) throw problem.invalid('An inbound RCS message needs text');
    if (!request.text && !request.mediaUrls?.length)
      throw problem.invalid('An inbound message needs text or mediaUrls');

    const conversation = ensureConversation(request.to, request.from);
    const now = nextCreatedAt(conversation);
    const message: Message = {
      id: context.newId('msg'),
      conversationId: conversation.id,
      direction: 'inbound',
      type,
      from: request.from,
      to: request.to,
      text: type === 'RCS' ? null : (request.text ?? null),
      mediaUrls: type === 'RCS' ? [] : (request.mediaUrls ?? []),
      rcs: type === 'RCS' ? { text: request.text! } : null,
      status: 'RECEIVED',
      fallbackMessage: null,
      reactions: [],
      scheduledTime: null,
      sentAt: now,
      createdAt: now,
      error: null,
    };
    store.addMessage(message);
    conversation.lastActivityAt = now;
    // The customer wrote: a done or snoozed thread is open again (DESIGN §13).
    reopenOnInbound(store, conversation);
    store.touch('conversations', conversation.id);
    events.publish('message.created', { message }, scopeOf(conversation));
    keywordReply(conversation, request.text);
    publishConversation(conversation);
    context.changed();
    return message;
  }

  /**
   * What carriers do with the standard keywords (CTIA), the keyword alone in the message, any case: STOP, STOPALL,
   * UNSUBSCRIBE, CANCEL, END, QUIT opt the recipient out of this sender; START, UNSTOP, YES opt back in; HELP and
   * INFO are answered. Each is confirmed by an automatic reply from the sender.
   */
  function keywordReply(conversation: ConversationRecord, text: string | undefined): void {
    const word =
      text
        ?.trim()
        .replace(/[.!]+$/, '')
        .toUpperCase() ?? '';
    const name = sender(conversation.from)?.name ?? conversation.from;
    let reply: string | undefined;
    if (OPT_OUT_KEYWORDS.has(word)) {
      if (conversation.optedOut) return;
      conversation.optedOut = { at: context.nowIso(), keyword: word };
      store.touch('conversations', conversation.id);
      reply = `${name}: You are unsubscribed and will receive no more messages. Reply START to resubscribe.`;
    } else if (OPT_IN_KEYWORDS.has(word)) {
      if (!conversation.optedOut) return;
      conversation.optedOut = null;
      store.touch('conversations', conversation.id);
      reply = `${name}: You are resubscribed. Reply STOP to unsubscribe, HELP for help.`;
    } else if (HELP_KEYWORDS.has(word)) {
      reply = `${name}: Msg & data rates may apply. Reply STOP to unsubscribe.`;
    }
    if (!reply) return;
    const rcs = sender(conversation.from)?.type === 'rcs_agent';
    create(
      rcs
        ? { type: 'RCS', from: conversation.from, to: conversation.to, rcs: { text: reply } }
        : { type: 'SMS', from: conversation.from, to: conversation.to, text: reply },
    );
  }

  return inbound;
}
