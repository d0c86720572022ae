/**
 * How a team works the inbox all day (DESIGN §13): a thread's status (open, done, snoozed until a time on the
 * sandbox clock), its assignee, each teammate's read position (read, mark as unread), the views a teammate's list is
 * cut into (Open, Mine, Unassigned, Mentions, Snoozed, Done) with their counts, and `note.mention` for the teammates
 * a note mentions. State lives on the conversation records (inbox-state.ts), so `--data` journals every change.
 */
import {
  INBOX_VIEWS,
  MAX_SNOOZE_MS,
  type Conversation,
  type ConversationAssignRequest,
  type ConversationCounts,
  type ConversationListRequest,
  type ConversationStatus,
  type ConversationStatusRequest,
  type InboxView,
} from '../../schemas/conversations.js';
import type { Message } from '../../schemas/messages.js';
import type { Note, TeamUser } from '../../schemas/notes.js';
import type { SandboxContext } from '../context.js';
import { problem, type Caller } from '../http.js';
import { hasUnreadMention, readUpTo, statusOf, unreadFor, unreadFrom, type Viewer } from '../inbox-state.js';
import type { ConversationRecord, StoreData } from '../store.js';
import type { EventHub } from './event-hub.js';
import type { Messaging } from './messaging.js';

/** What a list row must match beyond the sender, brand, audience and search filters. */
export type WorkFilters = Pick<ConversationListRequest, 'assignee' | 'mentions' | 'unreadOnly'> & {
  status?: readonly ConversationStatus[] | undefined;
};

export interface TeamWork {
  /** Sets the thread's status; `snoozed` needs a future `snoozedUntil`. Answers the thread as the caller sees it. */
  setStatus(record: ConversationRecord, caller: Caller, body: ConversationStatusRequest): Conversation;
  assign(record: ConversationRecord, caller: Caller, body: ConversationAssignRequest): Conversation;
  /** The caller has read up to `messageId` (default: the newest message) and the thread's notes so far. */
  read(record: ConversationRecord, caller: Caller, messageId: string | undefined): Conversation;
  /** The caller's read position moves back to just before `messageId`. */
  unread(record: ConversationRecord, caller: Caller, messageId: string): Conversation;
  /** Whether a thread is in the list `filters` ask for, for this caller (statuses already resolved). */
  matches(record: ConversationRecord, caller: Caller, filters: WorkFilters): boolean;
  /** The statuses a list shows when its request names none (DESIGN §13). */
  defaultStatuses(caller: Caller, request: ConversationListRequest): readonly ConversationStatus[] | undefined;
  /** How many of `records` each view holds for the caller. */
  counts(records: Iterable<ConversationRecord>, caller: Caller): ConversationCounts;
  /** Tells each user a note newly mentions (not its author, nor those `before` named) with `note.mention`. */
  mentioned(record: ConversationRecord, note: Note, before: readonly string[]): void;
  /** Reopens every snoozed thread whose time has come (timers do it on time; reads call this so none is ever late). */
  wake(): void;
  /**
   * Drops every snooze timer: the store is being replaced (`rearm`: armed again from the new data once it is in), or
   * the sandbox closes.
   */
  reset(rearm: boolean): void;
}

const viewerOf = (caller: Caller): Viewer => (caller.kind === 'embed' ? caller.user : null);

/** The user a filter's `"me"` stands for, or the 400 saying a server call has none. */
function me(caller: Caller, field: 'assignee' | 'mentions'): string {
  if (caller.kind === 'embed') return caller.user;
  throw problem.invalid(
    `${field} "me" names the embed token's user; a server call (API key) has none: name a user id${field === 'mentions' ? ' with an embed token' : ''}`,
  );
}

export function createTeamWork(context: SandboxContext, events: EventHub, messaging: Messaging): TeamWork {
  const { store, clock } = context;
  /** Snooze timers by conversation id, for the data they were armed on. */
  const timers = new Map<string, unknown>();
  let armedFor: StoreData | null = null;
  let closed = false;

  function changed(record: ConversationRecord): void {
    store.touch('conversations', record.id);
    messaging.publishConversation(record);
    context.changed();
  }

  /** Reopens a snoozed thread whose time has come; true when it did. */
  function reopenIfDue(record: ConversationRecord): boolean {
    if (statusOf(record) !== 'snoozed' || !record.snoozedUntil) return false;
    if (Date.parse(record.snoozedUntil) > clock.now()) return false;
    clock.clearTimeout(timers.get(record.id));
    timers.delete(record.id);
    record.status = 'open';
    record.snoozedUntil = null;
    changed(record);
    return true;
  }

  function arm(record: ConversationRecord): void {
    const previous = timers.get(record.id);
    if (previous !== undefined) clock.clearTimeout(previous);
    timers.delete(record.id);
    if (statusOf(record) !== 'snoozed' || !record.snoozedUntil) return;
    const id = record.id;
    timers.set(
      id,
      clock.setTimeout(
        () => {
          timers.delete(id);
          // The store may have been replaced, or the thread reopened or snoozed again, meanwhile.
          const current = store.data.conversations[id];
          if (current === record) reopenIfDue(record);
        },
        Date.parse(record.snoozedUntil) - clock.now(),
      ),
    );
  }

  /** Arms a timer for every snoozed thread of the data in the store, once per data (a load, a reset). */
  function sync(): void {
    if (closed || armedFor === store.data) return;
    for (const timer of timers.values()) clock.clearTimeout(timer);
    timers.clear();
    armedFor = store.data;
    for (const record of Object.values(store.data.conversations)) {
      if (statusOf(record) === 'snoozed' && !reopenIfDue(record)) arm(record);
    }
  }
  // After the sandbox is built (its data seeded or loaded): a thread snoozed before a restart reopens on time.
  queueMicrotask(sync);

  function known(id: string): TeamUser {
    // The service cannot see the host's list of teammates: a name is the one a thread or a note already carries.
    for (const record of Object.values(store.data.conversations))
      if (record.assignee?.id === id && record.assignee.name !== undefined) return { id, name: record.assignee.name };
    for (const note of Object.values(store.data.notes))
      if (note.author?.id === id && note.author.name !== undefined) return { id, name: note.author.name };
    return { id };
  }

  function messageOf(record: ConversationRecord, id: string, field: string): Message {
    const message = store.data.messages[id];
    if (!message || message.conversationId !== record.id)
      throw problem.invalid(`${field} ${id} is not a message of conversation ${record.id}`);
    return message;
  }

  function mentionsOf(record: ConversationRecord, user: string): boolean {
    return hasUnreadMention(store, record, user);
  }

  return {
    setStatus(record, caller, body) {
      sync();
      let until: string | null = null;
      if (body.status === 'snoozed') {
        if (body.snoozedUntil === undefined)
          throw problem.invalid(
            'status snoozed needs snoozedUntil: the time (ISO 8601, in the future) when the thread reopens by itself',
          );
        const at = Date.parse(body.snoozedUntil);
        const now = clock.now();
        if (at <= now)
          throw problem.invalid(
            `snoozedUntil ${body.snoozedUntil} is not in the future (now is ${context.nowIso()}); to reopen the thread, set status open`,
          );
        if (at - now > MAX_SNOOZE_MS) throw problem.invalid('snoozedUntil is more than 365 days ahead');
        until = new Date(at).toISOString();
      } else if (body.snoozedUntil !== undefined) {
        throw problem.invalid(`snoozedUntil is only for status snoozed; status ${body.status} takes none`);
      }
      if (statusOf(record) !== body.status || (record.snoozedUntil ?? null) !== until) {
        record.status = body.status;
        record.snoozedUntil = until;
        arm(record);
        changed(record);
      }
      return messaging.view(record, viewerOf(caller));
    },

    assign(record, caller, body) {
      sync();
      let assignee: TeamUser | null = null;
      if (body.assignee !== null) {
        // The list's filter words mean here what they mean there: "me" is the caller, and "none" is no one — which
        // an assignment says with null, not with a user id a list could never find as unassigned.
        if (body.assignee === 'none') throw problem.invalid('assignee "none" is a list filter: send null to unassign');
        const id = body.assignee === 'me' ? me(caller, 'assignee') : body.assignee;
        const self = caller.kind === 'embed' && caller.user === id;
        const name = self ? caller.token.claims.name : undefined;
        assignee = self ? (name === undefined ? { id: caller.user } : { id: caller.user, name }) : known(id);
      }
      const before = record.assignee ?? null;
      if (before?.id !== assignee?.id || before?.name !== assignee?.name) {
        record.assignee = assignee;
        changed(record);
      }
      return messaging.view(record, viewerOf(caller));
    },

    read(record, caller, messageId) {
      const list = store.messagesByConversation.get(record.id) ?? [];
      const message =
        messageId === undefined ? (list[list.length - 1] ?? null) : messageOf(record, messageId, 'messageId');
      // Reading to the newest message reads the notes so far too; reading to an older one, those before it.
      const notesAt = messageId === undefined ? context.nowIso() : message!.createdAt;
      readUpTo(store, record, viewerOf(caller), message, notesAt);
      changed(record);
      return messaging.view(record, viewerOf(caller));
    },

    unread(record, caller, messageId) {
      unreadFrom(store, record, viewerOf(caller), messageOf(record, messageId, 'messageId'));
      changed(record);
      return messaging.view(record, viewerOf(caller));
    },

    matches(record, caller, filters) {
      if (filters.status && !filters.status.includes(statusOf(record))) return false;
      if (filters.assignee !== undefined) {
        const id = record.assignee?.id ?? null;
        if (filters.assignee === 'none') {
          if (id !== null) return false;
        } else if (id !== (filters.assignee === 'me' ? me(caller, 'assignee') : filters.assignee)) return false;
      }
      if (filters.mentions === 'me' && !mentionsOf(record, me(caller, 'mentions'))) return false;
      if (filters.unreadOnly && !unreadFor(store, record, viewerOf(caller))) return false;
      return true;
    },

    defaultStatuses(caller, request) {
      if (request.status) return request.status;
      // The inbox's own list shows open threads; a search, a customer's history and a server call show every thread.
      if (caller.kind !== 'embed' || request.query !== undefined || request.to !== undefined) return undefined;
      return INBOX_VIEWS.open.status;
    },

    counts(records, caller) {
      const viewer = viewerOf(caller);
      const counts: ConversationCounts = {
        open: 0,
        mine: 0,
        unassigned: 0,
        mentions: 0,
        snoozed: 0,
        done: 0,
        unread: 0,
      };
      for (const record of records) {
        const status = statusOf(record);
        const assignee = record.assignee?.id ?? null;
        const view: Exclude<InboxView, 'mine' | 'unassigned' | 'mentions'> = status;
        counts[view]++;
        if (status === 'open') {
          if (assignee === null) counts.unassigned++;
          else if (viewer !== null && assignee === viewer) counts.mine++;
          if (unreadFor(store, record, viewer) > 0) counts.unread++;
        }
        if (viewer !== null && mentionsOf(record, viewer)) counts.mentions++;
      }
      return counts;
    },

    mentioned(record, note, before) {
      const told = note.mentions.filter((user) => !before.includes(user) && user !== note.author?.id);
      if (told.length) events.publish('note.mention', { note }, messaging.scopeOf(record), { onlyUsers: told });
    },

    wake() {
      sync();
      // Every snoozed thread has its timer (sync, setStatus): only those are looked at.
      for (const id of [...timers.keys()]) {
        const record = store.data.conversations[id];
        if (record) reopenIfDue(record);
      }
    },

    reset(rearm) {
      for (const timer of timers.values()) clock.clearTimeout(timer);
      timers.clear();
      armedFor = null;
      if (rearm) queueMicrotask(sync);
      else closed = true;
    },
  };
}
