/**
 * The message log's rows in display order: day separators, the "New" divider, messages (grouped when close
 * together), teammates' notes by time and replies still on their way. Memoized per thread state: 10 000 messages is a
 * lot of rows, and the log's virtual window needs their keys on every update. Part of the thread pane's chunk.
 */
import { formatDayLabel, formatTime } from '../../core/format.js';
import type { Message } from '../../schemas/messages.js';
import type { Note } from '../../schemas/notes.js';
import type { BubbleGroup } from './message-bubble.js';
import type { PendingSend, ThreadState } from './model.js';

/** Messages from the same side this close together form one group (one timestamp, tighter spacing). */
const GROUP_MS = 5 * 60_000;

/** A row of the log. */
export type Row =
  | { kind: 'day'; key: string; label: string }
  | { kind: 'new'; key: string }
  | { kind: 'message'; key: string; message: Message; group: BubbleGroup }
  | { kind: 'pending'; key: string; pending: PendingSend }
  | { kind: 'note'; key: string; note: Note };

export interface Rows {
  rows: Row[];
  keys: string[];
}

/** What the rows are made of besides the thread. */
export interface RowInputs {
  notes: readonly Note[];
  locale: string;
  /** The message the "New" divider goes above. */
  newFrom: string | undefined;
  /** A pending reply whose message already came back (it shows once, as the message). */
  echoed(pending: PendingSend, messages: readonly Message[]): boolean;
}

export class LogRows {
  #cache:
    | (Rows & {
        messages: Message[];
        pending: PendingSend[];
        notes: readonly Note[];
        locale: string;
        newFrom: string | undefined;
      })
    | undefined;

  /** The rows of `thread`, the same object as last time when nothing they show changed. */
  of(thread: ThreadState, inputs: RowInputs): Rows {
    const { notes, locale, newFrom } = inputs;
    const cache = this.#cache;
    if (
      cache &&
      cache.messages === thread.messages &&
      cache.pending === thread.pending &&
      cache.notes === notes &&
      cache.locale === locale &&
      cache.newFrom === newFrom
    )
      return cache;
    const rows = buildRows(thread, inputs);
    this.#cache = {
      messages: thread.messages,
      pending: thread.pending,
      notes,
      locale,
      newFrom,
      rows,
      keys: rows.map((r) => r.key),
    };
    return this.#cache;
  }
}

function buildRows(thread: ThreadState, { notes, locale, newFrom, echoed }: RowInputs): Row[] {
  const rows: Row[] = [];
  let day = '';
  const now = Date.now();
  let last: { message: Message; group: BubbleGroup } | undefined;
  // Notes sit among the messages by time (those older than the oldest message loaded wait for their page).
  const oldest = thread.nextCursor ? thread.messages[0]?.createdAt : undefined;
  let n = 0;
  while (n < notes.length && oldest && notes[n]!.createdAt < oldest) n++;
  const placeNotes = (until: string | undefined) => {
    for (; n < notes.length && (until === undefined || notes[n]!.createdAt <= until); n++) {
      const note = notes[n]!;
      const key = dayKey(note.createdAt);
      if (key !== day) {
        day = key;
        rows.push({ kind: 'day', key: `day:${key}`, label: formatDayLabel(note.createdAt, locale, now) });
      }
      rows.push({ kind: 'note', key: `note:${note.id}`, note });
      last = undefined;
    }
  };
  for (const message of thread.messages) {
    placeNotes(message.createdAt);
    const key = dayKey(message.createdAt);
    if (key !== day) {
      day = key;
      rows.push({ kind: 'day', key: `day:${key}`, label: formatDayLabel(message.createdAt, locale, now) });
      last = undefined;
    }
    if (message.id === newFrom) {
      rows.push({ kind: 'new', key: 'new' });
      last = undefined;
    }
    const joined = !!last && joins(last.message, message);
    const row = { kind: 'message' as const, key: message.id, message, group: { prev: joined, next: false } };
    if (joined) last!.group.next = true;
    rows.push(row);
    last = row;
  }
  placeNotes(undefined);
  for (const pending of thread.pending)
    if (!echoed(pending, thread.messages)) rows.push({ kind: 'pending', key: `pending:${pending.localId}`, pending });
  return rows;
}

/**
 * Makes the formatters of a log's first rows (day separators, message times) for `locale` before any thread is shown:
 * a page's first Intl formatter loads the runtime's locale data, ~50–80 ms of a phone's CPU, which is then paid in
 * idle time rather than between a tap on a row and its thread on screen. Formatters are cached per locale
 * (`core/format.ts`), so the rows find them made.
 */
export function prepareFormats(locale: string): void {
  const now = Date.now();
  formatDayLabel(now, locale, now);
  formatTime(now, locale);
}

/** Consecutive messages from the same side (and teammate) a few minutes apart read as one group. */
function joins(a: Message, b: Message): boolean {
  return (
    a.direction === b.direction &&
    a.sentBy?.id === b.sentBy?.id &&
    Date.parse(b.createdAt) - Date.parse(a.createdAt) < GROUP_MS
  );
}

/** Local calendar day of an ISO timestamp, as a key for date separators. */
function dayKey(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
}
