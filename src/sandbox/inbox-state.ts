/**
 * The team inbox's per-thread state (DESIGN §13), read from and written to the store's conversation records: status
 * (open, done, snoozed), assignee, how long the customer has waited, and each teammate's read position — so Ana
 * reading a thread does not read it for Ben. Pure functions over the store: the messaging service's conversation view
 * and the team inbox service share them, and every write marks its record for `--data` (store.touch).
 *
 * Read positions: a teammate who has read a thread has their own (`reads[user]`); one who never has stands where the
 * thread's shared mark (`lastReadAt`, the read state before positions were per teammate, and what a server call sees)
 * stood when the first teammate read it (`readBaseline`). The shared mark follows every read forward, so a server call
 * counts what no teammate has read yet.
 */
import type { Conversation, ConversationStatus } from '../schemas/conversations.js';
import type { Message } from '../schemas/messages.js';
import type { Note } from '../schemas/notes.js';
import type { ConversationRecord, ReadPosition, Store } from './store.js';

/** Who a view is for: an embed token's user id, or null for a server call (API key), which has no user. */
export type Viewer = string | null;

export const statusOf = (record: ConversationRecord): ConversationStatus => record.status ?? 'open';

/** The teammate's read position: their own, else the baseline every teammate without one shares. */
export function positionOf(record: ConversationRecord, user: string): ReadPosition {
  // Own keys only: a `sub` of "__proto__" is a user like any other.
  const own = record.reads && Object.hasOwn(record.reads, user) ? record.reads[user] : undefined;
  if (own) return own;
  const at = record.readBaseline !== undefined ? record.readBaseline : record.lastReadAt;
  return { at, id: null, notesAt: at };
}

/** Whether `message` sorts after the position (a position without an id covers every message of its millisecond). */
function isAfter(message: Pick<Message, 'createdAt' | 'id'>, position: Pick<ReadPosition, 'at' | 'id'>): boolean {
  if (position.at === null) return true;
  if (message.createdAt !== position.at) return message.createdAt > position.at;
  return position.id !== null && message.id > position.id;
}

/** Index of the thread's first message after the position (threads are sorted oldest first). */
function firstAfter(list: readonly Message[], position: Pick<ReadPosition, 'at' | 'id'>): number {
  if (position.at === null) return 0;
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (isAfter(list[mid]!, position)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

const messagesOf = (store: Store, record: ConversationRecord) => store.messagesByConversation.get(record.id) ?? [];

/**
 * Unread counts by thread list and position, valid while the list keeps its length and newest message: a list of
 * 240 rows asks for each of them, and a teammate far behind in a long thread would otherwise count it every time.
 */
const unreadCache = new WeakMap<
  readonly Message[],
  Map<string, { length: number; last: Message | undefined; count: number }>
>();

/** Inbound messages after `position` in the thread. */
export function countAfter(list: readonly Message[], position: Pick<ReadPosition, 'at' | 'id'>): number {
  const key = `${position.at}\u0000${position.id}`;
  let byPosition = unreadCache.get(list);
  if (!byPosition) unreadCache.set(list, (byPosition = new Map()));
  const last = list[list.length - 1];
  const hit = byPosition.get(key);
  if (hit && hit.length === list.length && hit.last === last) return hit.count;
  let count = 0;
  for (let i = firstAfter(list, position); i < list.length; i++) if (list[i]!.direction === 'inbound') count++;
  if (byPosition.size >= 32) byPosition.clear();
  byPosition.set(key, { length: list.length, last, count });
  return count;
}

/** Unread inbound messages for the viewer: their own position, or (a server call) what no teammate has read. */
export function unreadFor(store: Store, record: ConversationRecord, viewer: Viewer): number {
  if (viewer === null) return store.unreadByConversation.get(record.id) ?? 0;
  return countAfter(messagesOf(store, record), positionOf(record, viewer));
}

/** The newest message the user has read, or null (nothing read, or a server call). */
export function lastReadMessageIdFor(store: Store, record: ConversationRecord, viewer: Viewer): string | null {
  if (viewer === null) return null;
  const position = positionOf(record, viewer);
  if (position.id !== null) return position.id;
  const list = messagesOf(store, record);
  const index = firstAfter(list, position);
  return index > 0 ? list[index - 1]!.id : null;
}

/** An outbound message answers the customer once it is on its way: not while scheduled, nor cancelled or failed. */
const answers = (message: Message) =>
  message.status !== 'SCHEDULED' && message.status !== 'CANCELLED' && message.status !== 'FAILED';

/**
 * When the customer started waiting: the oldest inbound message after the newest answering outbound one; null when
 * there is none, or while the customer is opted out (STOP: nobody may answer).
 */
export function waitingSinceOf(store: Store, record: ConversationRecord): string | null {
  if (record.optedOut) return null;
  const list = messagesOf(store, record);
  let since: string | null = null;
  for (let i = list.length - 1; i >= 0; i--) {
    const message = list[i]!;
    if (message.direction === 'inbound') since = message.createdAt;
    else if (answers(message)) break;
  }
  return since;
}

/** Whether a note mentions `user` and the user has not read it (it was written or edited after they last read). */
export function mentionsUnread(note: Note, user: string, position: ReadPosition): boolean {
  return (
    note.mentions.includes(user) &&
    note.author?.id !== user &&
    (position.notesAt === null || note.updatedAt > position.notesAt)
  );
}

/** Whether any note of the thread mentions `user` unread. */
export function hasUnreadMention(store: Store, record: ConversationRecord, user: string): boolean {
  const notes = store.notesByConversation.get(record.id);
  if (!notes?.length) return false;
  const position = positionOf(record, user);
  return notes.some((note) => mentionsUnread(note, user, position));
}

/** The DESIGN §13 fields of a conversation as the viewer sees them. */
export function teamFieldsOf(
  store: Store,
  record: ConversationRecord,
  viewer: Viewer,
): Pick<Conversation, 'unreadCount' | 'status' | 'snoozedUntil' | 'assignee' | 'waitingSince' | 'lastReadMessageId'> {
  return {
    unreadCount: unreadFor(store, record, viewer),
    status: statusOf(record),
    snoozedUntil: record.snoozedUntil ?? null,
    assignee: record.assignee ?? null,
    waitingSince: waitingSinceOf(store, record),
    lastReadMessageId: lastReadMessageIdFor(store, record, viewer),
  };
}

/** The customer wrote: a done or snoozed thread is open again (DESIGN §13). True when it changed. */
export function reopenOnInbound(store: Store, record: ConversationRecord): boolean {
  if (statusOf(record) === 'open') return false;
  record.status = 'open';
  record.snoozedUntil = null;
  store.touch('conversations', record.id);
  return true;
}

/** Moves the shared mark (what a server call counts) to `at`, keeping the store's unread index current. */
function setSharedMark(store: Store, record: ConversationRecord, at: string | null): void {
  if (at !== null) store.markRead(record.id, at);
  else {
    record.lastReadAt = null;
    store.touch('conversations', record.id);
    store.unreadByConversation.set(record.id, countAfter(messagesOf(store, record), { at: null, id: null }));
  }
}

/**
 * The viewer has read up to `message` (and the thread's notes up to `notesAt`). A teammate's own position moves
 * (either way), and the shared mark follows it forward; a server call moves the shared mark itself.
 */
export function readUpTo(
  store: Store,
  record: ConversationRecord,
  viewer: Viewer,
  message: Message | null,
  notesAt: string,
): void {
  const at = message?.createdAt ?? null;
  if (viewer === null) {
    if (at !== null) setSharedMark(store, record, at);
    return;
  }
  setOwn(store, record, viewer, { at, id: message?.id ?? null, notesAt });
  if (at !== null && (record.lastReadAt === null || at > record.lastReadAt)) setSharedMark(store, record, at);
}

/**
 * "Mark as unread": the viewer's position moves back to just before `message` (with the notes written since the
 * message before it); for a server call, the shared mark does.
 */
export function unreadFrom(store: Store, record: ConversationRecord, viewer: Viewer, message: Message): void {
  const list = messagesOf(store, record);
  const index = list.indexOf(message);
  const previous = index > 0 ? list[index - 1]! : null;
  const at = previous?.createdAt ?? null;
  if (viewer === null) setSharedMark(store, record, at);
  else setOwn(store, record, viewer, { at, id: previous?.id ?? null, notesAt: at });
}

function setOwn(store: Store, record: ConversationRecord, user: string, position: ReadPosition): void {
  // The first teammate with a position of their own: everyone else keeps standing where the thread stood.
  if (record.readBaseline === undefined) record.readBaseline = record.lastReadAt;
  // Prototype-less (also once read back from a data file), so any user id is a plain key.
  if (!record.reads || Object.getPrototypeOf(record.reads) !== null)
    record.reads = Object.assign(Object.create(null) as Record<string, ReadPosition>, record.reads);
  record.reads[user] = position;
  store.touch('conversations', record.id);
}
