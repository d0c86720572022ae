/**
 * `POST /conversations/list`, the one route an inbox's first screen calls, in a module of its own: a bundler ships a
 * module whole, so the other conversation routes (`conversations.ts`, which re-exports this one) load with the parts
 * that call them.
 */
import type { Page } from '../schemas/common.js';
import type { Conversation, ConversationListRequest } from '../schemas/conversations.js';
import type { ApiTransport, CallOptions } from './transport.js';

/** `POST /conversations/list`: threads, newest activity first. */
export function listConversations(
  api: ApiTransport,
  params: ConversationListRequest = {},
  opts: CallOptions = {},
): Promise<Page<Conversation>> {
  return api.request('POST', '/conversations/list', {
    body: params,
    schema: 'Page<Conversation>',
    idempotent: true,
    signal: opts.signal,
  });
}
