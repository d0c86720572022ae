/**
 * Browser calls for the team at work in the inbox (DESIGN §13) over any {@link ApiTransport} — the elements' shared
 * client included: a thread's status and assignee, the caller's own read position, the views' counts, and a thread's
 * messages around one message (a search hit deep in the history) with cursors both ways. Functions rather than
 * `ParleyClient` methods, so only the parts that use them carry them.
 */
import type {
  Conversation,
  ConversationCounts,
  ConversationCountsRequest,
  ConversationStatus,
  MessagePage,
} from '../schemas/conversations.js';
import type { ApiTransport, CallOptions } from './transport.js';

const at = (conversationId: string) => `/conversations/${encodeURIComponent(conversationId)}`;

/**
 * `POST /conversations/{id}/status {status, snoozedUntil?}` (`conversations:manage`): marks a thread open, done, or
 * snoozed until a future time (a `Date` or an ISO string; it reopens then, or when the customer writes). Setting a
 * state is safe to repeat, so the call is retried on network errors.
 *
 * @example
 * ```ts
 * await setConversationStatus(client, id, 'snoozed', new Date(Date.now() + 3600_000));
 * ```
 */
export function setConversationStatus(
  client: ApiTransport,
  conversationId: string,
  status: ConversationStatus,
  snoozedUntil?: Date | string,
  opts: CallOptions = {},
): Promise<Conversation> {
  const until = snoozedUntil instanceof Date ? snoozedUntil.toISOString() : snoozedUntil;
  return client.request('POST', `${at(conversationId)}/status`, {
    body: until === undefined ? { status } : { status, snoozedUntil: until },
    schema: 'Conversation',
    idempotent: true,
    signal: opts.signal,
  });
}

/**
 * `POST /conversations/{id}/assign {assignee}` (`conversations:manage`): a teammate's user id (the caller's own `sub`
 * takes the name in their token), or null to unassign.
 *
 * @example
 * ```ts
 * await assignConversation(client, id, 'ben@acme.example');
 * ```
 */
export function assignConversation(
  client: ApiTransport,
  conversationId: string,
  assignee: string | null,
  opts: CallOptions = {},
): Promise<Conversation> {
  return client.request('POST', `${at(conversationId)}/assign`, {
    body: { assignee },
    schema: 'Conversation',
    idempotent: true,
    signal: opts.signal,
  });
}

/**
 * `POST /conversations/{id}/read {messageId?}` (`conversations:read`): the caller (the token's user, only them) has
 * read up to `messageId`, by default the newest message — and the thread's notes so far.
 */
export function markConversationReadTo(
  client: ApiTransport,
  conversationId: string,
  messageId?: string,
  opts: CallOptions = {},
): Promise<Conversation> {
  return client.request('POST', `${at(conversationId)}/read`, {
    body: messageId === undefined ? {} : { messageId },
    schema: 'Conversation',
    idempotent: true,
    signal: opts.signal,
  });
}

/** `POST /conversations/{id}/unread {messageId}`: "mark as unread" from `messageId` on, for the caller only. */
export function markConversationUnread(
  client: ApiTransport,
  conversationId: string,
  messageId: string,
  opts: CallOptions = {},
): Promise<Conversation> {
  return client.request('POST', `${at(conversationId)}/unread`, {
    body: { messageId },
    schema: 'Conversation',
    idempotent: true,
    signal: opts.signal,
  });
}

/**
 * `POST /conversations/counts` (`conversations:read`): how many threads each view (Open, Mine, Unassigned, Mentions,
 * Snoozed, Done; and open ones unread) holds for the caller, narrowed like the list. One scan at the service, no rows.
 */
export function countConversations(
  client: ApiTransport,
  filters: ConversationCountsRequest = {},
  opts: CallOptions = {},
): Promise<ConversationCounts> {
  return client.request('POST', '/conversations/counts', {
    body: filters,
    schema: 'ConversationCounts',
    idempotent: true,
    signal: opts.signal,
  });
}

/**
 * `POST /conversations/{id}/messages/list {around}`: the page holding `messageId` (newest first, about half of it
 * older), however deep in the thread; its `nextCursor` pages older messages and `prevCursor` newer ones, each with
 * {@link listMessagesFrom}.
 */
export function listMessagesAround(
  client: ApiTransport,
  conversationId: string,
  messageId: string,
  pageSize = 25,
  opts: CallOptions = {},
): Promise<MessagePage> {
  return client.request('POST', `${at(conversationId)}/messages/list`, {
    body: { around: messageId, pageSize },
    schema: 'MessagePage',
    idempotent: true,
    signal: opts.signal,
  });
}

/** `POST /conversations/{id}/messages/list {cursor}`: the next page either way (a `nextCursor` or a `prevCursor`). */
export function listMessagesFrom(
  client: ApiTransport,
  conversationId: string,
  cursor: string,
  pageSize = 25,
  opts: CallOptions = {},
): Promise<MessagePage> {
  return client.request('POST', `${at(conversationId)}/messages/list`, {
    body: { cursor, pageSize },
    schema: 'MessagePage',
    idempotent: true,
    signal: opts.signal,
  });
}
