/**
 * The demo team at work (DESIGN §13): four teammates with names, threads assigned among them, some done, some
 * snoozed, notes that @mention the demo user and a teammate. Chosen from the seeded threads by their position, with no
 * PRNG draw, so a seed gives the same histories as before. The sandbox's own fixtures (the long thread, the test
 * numbers' threads, threads with scheduled messages, threads with unread messages) stay open, and so do the first
 * {@link PLAIN_THREADS} threads: a smaller sandbox (tests seed 1 to 160 threads, and page through all of them) keeps
 * every thread in the inbox's default (open) list and without notes, as before threads had a status; the full demo
 * (240 threads) shows the rest. Waiting times come from the histories
 * themselves (threads ending with the customer, spread over days), so "longest waiting" has something to show.
 */
import type { Message } from '../schemas/messages.js';
import type { Note, TeamUser } from '../schemas/notes.js';
import type { SandboxContext } from './context.js';
import { DEMO_TEAMMATE, DEMO_TEST_NUMBERS, LONG_THREAD } from './demo-ids.js';
import type { ConversationRecord } from './store.js';

/** The user the demo page's token names (src/sandbox/server.ts), first: "Mine" and "Mentions" are theirs. */
export const DEMO_TEAM: readonly Required<TeamUser>[] = [
  { id: 'demo-user@acme.example', name: 'Alex Kim' },
  { id: DEMO_TEAMMATE, name: 'Sam Ortiz' },
  { id: 'priya@acme.example', name: 'Priya Natarajan' },
  { id: 'ben@acme.example', name: 'Ben Carter' },
];

/** Threads (in id order) that are only assigned: never done, snoozed or given a note here. */
export const PLAIN_THREADS = 160;

const [ALEX, SAM, PRIYA, BEN] = DEMO_TEAM as [TeamUser, TeamUser, TeamUser, TeamUser];

const MENTION_NOTES: readonly { author: TeamUser; mention: TeamUser; text: string }[] = [
  { author: SAM, mention: ALEX, text: '@Alex Kim can you take this one? They asked for you by name.' },
  { author: PRIYA, mention: ALEX, text: '@Alex Kim refund approved on our side: please confirm with the customer.' },
  { author: ALEX, mention: BEN, text: '@Ben Carter this is a wholesale question, yours if you have time.' },
  { author: BEN, mention: PRIYA, text: '@Priya Natarajan same customer as last week’s complaint, FYI.' },
  { author: SAM, mention: ALEX, text: '@Alex Kim they will call back after 5pm; leaving it with you.' },
];

/**
 * Sets status, assignees and mention notes on the seeded threads (`now`: the demo's "now", whole seconds). Called
 * once every thread and message exists, before the store's indexes are rebuilt.
 */
export function seedDemoTeam(context: SandboxContext, now: number): void {
  const data = context.store.data;
  const byThread = new Map<string, Message[]>();
  for (const message of Object.values(data.messages)) {
    let list = byThread.get(message.conversationId);
    if (!list) byThread.set(message.conversationId, (list = []));
    list.push(message);
  }
  const fixtures = new Set<string>([LONG_THREAD.to, DEMO_TEST_NUMBERS.noRcs, DEMO_TEST_NUMBERS.fails]);
  const regular = Object.values(data.conversations)
    .filter((record) => !fixtures.has(record.to))
    .filter((record) => !(byThread.get(record.id) ?? []).some((m) => m.status === 'SCHEDULED'))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  const iso = (ms: number) => new Date(ms).toISOString();
  const isRead = (record: ConversationRecord) =>
    record.lastReadAt !== null && record.lastReadAt >= record.lastActivityAt;
  let notes = 0;
  regular.forEach((record, i) => {
    record.status = 'open';
    record.snoozedUntil = null;
    record.assignee = i % 3 === 1 ? null : DEMO_TEAM[i % DEMO_TEAM.length]!;
    if (i % 3 === 2) record.assignee = null;
    const list = byThread.get(record.id) ?? [];
    const last = list.reduce<Message | undefined>((a, m) => (!a || m.createdAt > a.createdAt ? m : a), undefined);
    if (i < PLAIN_THREADS) return;
    // Only threads the team has read leave the open list: an unread one is still work to do.
    if (isRead(record) && last) {
      if (i % 5 === 0 && last.direction === 'outbound') record.status = 'done';
      else if (i % 7 === 3) {
        record.status = 'snoozed';
        // Back tomorrow morning, or in two or three days.
        record.snoozedUntil = iso(now + (1 + (i % 3)) * 24 * 3600_000 - 3 * 3600_000);
      }
    }
    if (i % 6 === 4 && notes < MENTION_NOTES.length && record.status !== 'done') {
      const { author, mention, text } = MENTION_NOTES[notes++]!;
      // Written after the thread was last read: the mention is new to the teammate it names.
      const at = iso(
        Math.min(now, Math.max(Date.parse(record.lastActivityAt) + 60_000, now - (notes * 47 + 30) * 60_000)),
      );
      const note: Note = {
        id: `note_d${notes.toString().padStart(4, '0')}`,
        conversationId: record.id,
        author,
        text,
        mentions: [mention.id],
        createdAt: at,
        updatedAt: at,
      };
      data.notes[note.id] = note;
      if (!record.assignee) record.assignee = mention;
    }
  });
}
