/**
 * Browser calls for conversations and their messages (DESIGN §3) over any {@link ApiTransport}: functions rather
 * than `ParleyClient` methods, so an element's bundle carries only the routes its parts call (class methods cannot
 * be tree-shaken). `ParleyClient` offers the same calls as methods. The list's route, the one an inbox's first screen
 * calls, is a module of its own (`conversation-list.ts`), re-exported here.
 */
import type { Page } from '../schemas/common.js';
import type { Conversation, ConversationWithMessages } from '../schemas/conversations.js';
import type { Message, MessageListRequest } from '../schemas/messages.js';
import type * as z from '../schemas/zod.js';
import { segment } from './route-schemas.js';
import type { ApiTransport, CallOptions } from './transport.js';

export { listConversations } from './conversation-list.js';

export type ConversationDetail = z.infer<typeof ConversationWithMessages>;

/** `GET /conversations/{id}`: the thread, with its newest page of messages when the service includes it. */
export function getConversation(api: ApiTransport, id: string, opts: CallOptions = {}): Promise<ConversationDetail> {
  return api.request('GET', `/conversations/${segment(id)}`, {
    schema: 'ConversationWithMessages',
    signal: opts.signal,
  });
}

/** `POST /conversations/get`: the thread between a sender and a recipient. */
export function getConversationByPair(
  api: ApiTransport,
  pair: { from: string; to: string },
  opts: CallOptions = {},
): Promise<ConversationDetail> {
  return api.request('POST', '/conversations/get', {
    body: pair,
    schema: 'ConversationWithMessages',
    idempotent: true,
    signal: opts.signal,
  });
}

/** `PATCH /conversations/{id}`: replaces the notes (setting a value is safe to repeat). */
export function updateConversation(
  api: ApiTransport,
  id: string,
  patch: { notes: string },
  opts: CallOptions = {},
): Promise<Conversation> {
  return api.request('PATCH', `/conversations/${segment(id)}`, {
    body: patch,
    schema: 'Conversation',
    idempotent: true,
    signal: opts.signal,
  });
}

/** `POST /conversations/{id}/read`: marks the thread read; resolves to the updated conversation. */
export function markConversationRead(api: ApiTransport, id: string, opts: CallOptions = {}): Promise<Conversation> {
  return api.request('POST', `/conversations/${segment(id)}/read`, {
    schema: 'Conversation',
    idempotent: true,
    signal: opts.signal,
  });
}

/** `POST /conversations/{id}/messages/list`: messages, newest first; pass `nextCursor` back for older ones. */
export function listMessages(
  api: ApiTransport,
  conversationId: string,
  params: MessageListRequest = {},
  opts: CallOptions = {},
): Promise<Page<Message>> {
  return api.request('POST', `/conversations/${segment(conversationId)}/messages/list`, {
    body: params,
    schema: 'Page<Message>',
    idempotent: true,
    signal: opts.signal,
  });
}
