/** `<parley-inbox>` messages: English (fallback), Spanish, and Arabic (right-to-left). */
import type { LazyCatalogs } from './index.js';
import type { errorsEn } from './inbox-errors.js';
import type { threadEn } from './inbox-thread.js';
import type { teamEn } from './inbox-team.js';
import type { filtersEn } from './inbox-filters.js';
import type { groupsEn } from './inbox-groups.js';
declare const en: {
    readonly loadingConversations: "Loading conversations";
    readonly loadingMessages: "Loading messages";
    readonly errNetwork: "there is no connection to the messaging service. Check your network.";
    readonly senderChannel: "{sender} · {channel}";
    readonly clearSearch: "Clear search";
    readonly noMatches: "No conversations match “{query}”.";
    readonly inbox: "Inbox";
    readonly conversations: "Conversations";
    readonly search: "Search conversations";
    readonly unreadOnly: "Unread only";
    readonly filters: "Filters";
    readonly loading: "Loading…";
    readonly empty: "No conversations yet.";
    readonly emptyFiltered: "No conversations match these filters.";
    readonly noThread: "Select a conversation to read it.";
    readonly listError: "Could not load conversations: {reason}";
    readonly threadError: "Could not load this conversation: {reason}";
    readonly retry: "Retry";
    readonly unread: "{count} unread message|{count} unread messages";
    readonly noCredentials: "This inbox has no token: set token, token-url or tokenProvider.";
    readonly authError: "Your session has expired and could not be renewed.";
    readonly back: "Back to conversations";
    readonly you: "You";
    readonly FAILED: "Failed";
    readonly mediaMessage: "Media message";
    readonly optedOutTag: "Opted out";
};
export type InboxKey = keyof typeof en | keyof typeof threadEn | keyof typeof errorsEn | keyof typeof teamEn | keyof typeof groupsEn | keyof typeof filtersEn;
/**
 * English is bundled; other languages load on first use (see `I18nController`). The open thread's English words join
 * `en` when the thread pane's chunk loads (`thread-pane.ts`; nothing shows them before), and the words of failures
 * with the first failure shown (`error-words.ts`), so they are not first-screen bytes.
 */
export declare const inboxMessages: LazyCatalogs<InboxKey>;
export {};
