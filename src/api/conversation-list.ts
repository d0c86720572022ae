/**
 * `POST /conversations/list`, the one route an inbox's first screen calls, in a module of its own with its schema's
 * loader: a bundler ships a module whole, so the other conversation routes (`conversations.ts`, which re-exports
 * this one) and the other routes' schema loaders (`route-schemas.ts`) load with the parts that call them.
 */
import type { Page } from '../schemas/common.js';
import type { Conversation, ConversationListRequest } from '../schemas/conversations.js';
import type { ApiTransport, CallOptions } from './transport.js';

/** The list's response schema, built once per page with the first response checked (development builds). */
const loadPageSchema = () =>
  Promise.all([import('../schemas/common.js'), import('../schemas/conversations.js')]).then(([{ Page }, c]) =>
    Page(c.Conversation),
  );
let pageSchema: ReturnType<typeof loadPageSchema> | undefined;

/** `POST /conversations/list`: threads, newest activity first. */
export function listConversations(
  api: ApiTransport,
  params: ConversationListRequest = {},
  opts: CallOptions = {},
): Promise<Page<Conversation>> {
  return api.request('POST', '/conversations/list', {
    body: params,
    schema: () => (pageSchema ??= loadPageSchema()),
    idempotent: true,
    signal: opts.signal,
  });
}
