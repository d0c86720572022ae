/** `<parley-inbox>` messages: English (fallback), Spanish, and Arabic (right-to-left). */
import type { LazyCatalogs } from './index.js';
import type { errorsEn } from './inbox-errors.js';
import type { threadEn } from './inbox-thread.js';
import type { teamEn } from './inbox-team.js';
import type { filtersEn } from './inbox-filters.js';
import type { groupsEn } from './inbox-groups.js';
import type { workEn } from './inbox-work.js';
import type { searchEn } from './inbox-search.js';

const en = {
  // list, search, header; the open thread's words are in inbox-thread.ts
  loadingConversations: 'Loading conversations',
  loadingMessages: 'Loading messages',
  // the other reasons of a failure are in inbox-errors.ts; this one also reads a failure when they cannot be fetched
  errNetwork: 'there is no connection to the messaging service. Check your network.',
  senderChannel: '{sender} · {channel}',
  clearSearch: 'Clear search',

  inbox: 'Inbox',
  conversations: 'Conversations',
  search: 'Search conversations',
  unreadOnly: 'Unread only',
  filters: 'Filters',
  loading: 'Loading…',
  empty: 'No conversations yet.',
  emptyFiltered: 'No conversations match these filters.',
  noThread: 'Select a conversation to read it.',
  listError: 'Could not load conversations: {reason}',
  threadError: 'Could not load this conversation: {reason}',
  retry: 'Retry',
  unread: '{count} unread message|{count} unread messages',
  noCredentials: 'This inbox has no token: set token, token-url or tokenProvider.',
  authError: 'Your session has expired and could not be renewed.',
  back: 'Back to conversations',
  you: 'You',
  FAILED: 'Failed',
  // a row's last message not sent (yet): its preview beside these
  SCHEDULED: 'Scheduled',
  CANCELLED: 'Cancelled',
  mediaMessage: 'Media message',
  optedOutTag: 'Opted out',
  // the list's views, and what a row says of the team's work on it (the actions: inbox-work.ts)
  views: 'Views',
  viewOpen: 'Open',
  viewMine: 'Mine',
  viewUnassigned: 'Unassigned',
  viewMentions: 'Mentions',
  viewSnoozed: 'Snoozed',
  viewDone: 'Done',
  // a row's status, keyed by its value: a view names many (Spanish "Hechas"), a row one ("Hecha")
  done: 'Done',
  snoozed: 'Snoozed',
  emptyView: 'No conversations in this view.',
  assignedTo: 'Assigned to {name}',
  assignedToYou: 'Assigned to you',
  waiting: 'Waiting {time}',
  waitNear: 'Reply due · {time}',
  waitOver: 'Overdue · {time}',
  moreThreads: '+{count} more',
  moreThreadsLong: '{count} more conversation with this customer|{count} more conversations with this customer',
  // A row's time and a wait's (`time-words.ts`), as Intl's short style says them (a wait under 45 s, when its row
  // says "now": `waitNow`); `=1:` is the form of that exact count.
  timeNow: 'now',
  minuteAgo: '{count} min. ago',
  hourAgo: '{count} hr. ago',
  dayAgo: '=1: yesterday|other: {count} days ago',
  monthAgo: '=1: last mo.|other: {count} mo. ago',
  yearAgo: '=1: last yr.|other: {count} yr. ago',
  minutes: '{count} min',
  hours: '{count} hr',
  days: '{count} day|{count} days',
  months: '{count} mth|{count} mths',
  years: '{count} yr|{count} yrs',
  waitNow: 'under 1 min',
} as const;

/**
 * The inbox's one English catalog, assembled from its parts: this first-screen part and the parts that come with the
 * lazily loaded code that shows their words (each part is its own module so that a bundler that splits by module,
 * as Rollup/Vite do, keeps it off the first screen). Spanish and Arabic are single files typed against all of it
 * (`Translation<InboxKey>`), and `test/node/i18n/inbox-catalogs.test.ts` holds the parts free of shared keys.
 */
export type InboxEnglish = typeof en &
  typeof threadEn &
  typeof errorsEn &
  typeof teamEn &
  typeof groupsEn &
  typeof filtersEn &
  typeof workEn &
  typeof searchEn;
export type InboxKey = keyof InboxEnglish;

/**
 * English is bundled; other languages load on first use (see `I18nController`). The open thread's English words join
 * `en` when the thread pane's chunk loads (`thread-pane.ts`; nothing shows them before), and the words of failures
 * with the first failure shown (`error-words.ts`), so they are not first-screen bytes.
 */
export const inboxMessages: LazyCatalogs<InboxKey> = {
  en: en as Record<InboxKey, string>,
  es: () => import('./inbox.es.js'),
  ar: () => import('./inbox.ar.js'),
};
