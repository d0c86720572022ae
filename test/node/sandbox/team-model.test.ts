/**
 * Model-based test of the team at work (DESIGN §13): any sequence of assign, status (open, done, snoozed), read,
 * mark as unread, the customer writing, a teammate replying, a note mentioning the other teammate and the clock
 * moving on, by two teammates (two tokens, two `sub`s) over three threads, leaves each teammate's views (Open, Mine,
 * Unassigned, Mentions, Snoozed, Done, and open-and-unread), their counts, and every row's unread count and waiting
 * time exactly as a plain model computes them. The fast-check seed is printed at the start (test/setup).
 */
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { afterEach, describe, it } from 'node:test';
import type { Conversation, ConversationCounts } from '../../../src/schemas/conversations.js';
import { testSandbox, type TestSandbox } from './helpers.js';
import { inbound, listAll, ok, reply, teammate } from './team-helpers.js';

const USERS = ['ana', 'ben'] as const;
type User = (typeof USERS)[number];
const CUSTOMERS = ['+14155550501', '+14155550502', '+14155550503'];

type Action =
  | { kind: 'assign'; by: User; thread: number; to: User | null }
  | { kind: 'status'; by: User; thread: number; status: 'open' | 'done' | 'snoozed'; seconds: number }
  | { kind: 'read'; by: User; thread: number }
  | { kind: 'unread'; by: User; thread: number; pick: number }
  | { kind: 'inbound'; thread: number }
  | { kind: 'reply'; thread: number }
  | { kind: 'note'; by: User; thread: number }
  | { kind: 'tick'; seconds: number };

const user = fc.constantFrom(...USERS);
const thread = fc.integer({ min: 0, max: CUSTOMERS.length - 1 });
// Status changes and the customer writing weigh more: what they do to each other is where views go wrong.
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant('assign' as const),
    by: user,
    thread,
    to: fc.constantFrom<User | null>('ana', 'ben', null),
  }),
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('status' as const),
      by: user,
      thread,
      status: fc.constantFrom('open' as const, 'done' as const, 'snoozed' as const),
      seconds: fc.integer({ min: 2, max: 12 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('read' as const), by: user, thread }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('unread' as const), by: user, thread, pick: fc.nat() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('inbound' as const), thread }) },
  fc.record({ kind: fc.constant('reply' as const), thread }),
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('note' as const), by: user, thread }) },
  fc.record({ kind: fc.constant('tick' as const), seconds: fc.integer({ min: 1, max: 10 }) }),
);

interface ModelThread {
  id: string;
  status: 'open' | 'done' | 'snoozed';
  snoozedUntil: number | null;
  assignee: User | null;
  messages: { id: string; inbound: boolean; at: number }[];
  notes: { author: User; mention: User; at: number }[];
  /** Per teammate: index of the newest message read (-1: none) and until when notes are read (null: none). */
  reads: Record<User, { index: number; notesAt: number | null }>;
}

function unreadCount(thread: ModelThread, u: User): number {
  return thread.messages.slice(thread.reads[u].index + 1).filter((m) => m.inbound).length;
}
function mentionsUnread(thread: ModelThread, u: User): boolean {
  const { notesAt } = thread.reads[u];
  return thread.notes.some((n) => n.mention === u && n.author !== u && (notesAt === null || n.at > notesAt));
}
function waitingSince(thread: ModelThread): number | null {
  let since: number | null = null;
  for (let i = thread.messages.length - 1; i >= 0; i--) {
    if (!thread.messages[i]!.inbound) break;
    since = thread.messages[i]!.at;
  }
  return since;
}

const VIEWS = {
  open: { filters: { status: ['open'] }, has: (th: ModelThread) => th.status === 'open' },
  mine: {
    filters: { status: ['open'], assignee: 'me' },
    has: (th: ModelThread, u: User) => th.status === 'open' && th.assignee === u,
  },
  unassigned: {
    filters: { status: ['open'], assignee: 'none' },
    has: (th: ModelThread) => th.status === 'open' && th.assignee === null,
  },
  mentions: {
    filters: { status: ['open', 'done', 'snoozed'], mentions: 'me' },
    has: (th: ModelThread, u: User) => mentionsUnread(th, u),
  },
  snoozed: { filters: { status: ['snoozed'] }, has: (th: ModelThread) => th.status === 'snoozed' },
  done: { filters: { status: ['done'] }, has: (th: ModelThread) => th.status === 'done' },
  unread: {
    filters: { status: ['open'], unreadOnly: true },
    has: (th: ModelThread, u: User) => th.status === 'open' && unreadCount(th, u) > 0,
  },
} as const satisfies Record<
  keyof ConversationCounts,
  { filters: Record<string, unknown>; has: (th: ModelThread, u: User) => boolean }
>;

let t: TestSandbox | undefined;
afterEach(() => t?.close());

describe('the team inbox against a model', () => {
  it('views, counts, unread counts and waiting times match the model after any sequence', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 24 }), async (actions) => {
        t?.close();
        t = testSandbox({ demoData: false });
        const sandbox = t;
        const tokens = { ana: await teammate(sandbox, 'ana', 'Ana'), ben: await teammate(sandbox, 'ben', 'Ben') };
        const threads: ModelThread[] = [];
        for (const customer of CUSTOMERS) {
          const first = await inbound(sandbox, customer);
          threads.push({
            id: first.conversationId,
            status: 'open',
            snoozedUntil: null,
            assignee: null,
            messages: [{ id: first.id, inbound: true, at: Date.parse(first.createdAt) }],
            notes: [],
            reads: { ana: { index: -1, notesAt: null }, ben: { index: -1, notesAt: null } },
          });
          sandbox.clock.advance(1000);
        }
        const reopenDue = () => {
          for (const th of threads)
            if (th.status === 'snoozed' && th.snoozedUntil! <= sandbox.clock.now()) {
              th.status = 'open';
              th.snoozedUntil = null;
            }
        };
        for (const step of actions) {
          // Every step at its own second, so the model's order is the sandbox's.
          await sandbox.clock.tick(1000);
          reopenDue();
          const now = sandbox.clock.now();
          const th = threads['thread' in step ? step.thread : 0]!;
          const path = `/conversations/${th.id}`;
          switch (step.kind) {
            case 'assign':
              await ok(sandbox, tokens[step.by], `${path}/assign`, { assignee: step.to });
              th.assignee = step.to;
              break;
            case 'status': {
              const until = step.status === 'snoozed' ? now + step.seconds * 1000 : null;
              await ok(sandbox, tokens[step.by], `${path}/status`, {
                status: step.status,
                ...(until !== null ? { snoozedUntil: new Date(until).toISOString() } : {}),
              });
              th.status = step.status;
              th.snoozedUntil = until;
              break;
            }
            case 'read':
              await ok(sandbox, tokens[step.by], `${path}/read`);
              th.reads[step.by] = { index: th.messages.length - 1, notesAt: now };
              break;
            case 'unread': {
              const index = step.pick % th.messages.length;
              await ok(sandbox, tokens[step.by], `${path}/unread`, { messageId: th.messages[index]!.id });
              th.reads[step.by] = { index: index - 1, notesAt: index > 0 ? th.messages[index - 1]!.at : null };
              break;
            }
            case 'inbound': {
              const message = await inbound(sandbox, CUSTOMERS[step.thread]!, 'hi again');
              th.messages.push({ id: message.id, inbound: true, at: Date.parse(message.createdAt) });
              th.status = 'open';
              th.snoozedUntil = null;
              break;
            }
            case 'reply': {
              const message = await reply(sandbox, CUSTOMERS[step.thread]!);
              th.messages.push({ id: message.id, inbound: false, at: Date.parse(message.createdAt) });
              break;
            }
            case 'note': {
              const other: User = step.by === 'ana' ? 'ben' : 'ana';
              const note = await sandbox.call('POST', `${path}/notes`, {
                token: tokens[step.by],
                body: { text: `@${other} have a look`, mentions: [other] },
              });
              assert.equal(note.status, 201);
              th.notes.push({ author: step.by, mention: other, at: Date.parse(note.body.createdAt) });
              break;
            }
            case 'tick':
              await sandbox.clock.tick(step.seconds * 1000);
              reopenDue();
              break;
          }
          await check(sandbox, tokens, threads, actions);
        }
      }),
      { numRuns: 20 },
    );
  });
});

async function check(
  sandbox: TestSandbox,
  tokens: Record<User, string>,
  threads: ModelThread[],
  actions: readonly Action[],
): Promise<void> {
  const why = () => JSON.stringify(actions);
  for (const u of USERS) {
    const counts = await ok<ConversationCounts>(sandbox, tokens[u], '/conversations/counts');
    for (const [name, view] of Object.entries(VIEWS)) {
      const expected = threads
        .filter((th) => view.has(th, u))
        .map((th) => th.id)
        .sort();
      const rows: Conversation[] = await listAll(sandbox, tokens[u], view.filters);
      assert.deepEqual(rows.map((r) => r.id).sort(), expected, `${u} ${name}: ${why()}`);
      assert.equal(counts[name as keyof ConversationCounts], expected.length, `${u} count ${name}: ${why()}`);
    }
    const all: Conversation[] = await listAll(sandbox, tokens[u], { status: ['open', 'done', 'snoozed'] });
    for (const th of threads) {
      const row = all.find((r) => r.id === th.id)!;
      assert.equal(row.unreadCount, unreadCount(th, u), `${u} unreadCount of ${th.id}: ${why()}`);
      assert.equal(row.status, th.status, `status of ${th.id}: ${why()}`);
      assert.equal(row.assignee?.id ?? null, th.assignee, `assignee of ${th.id}: ${why()}`);
      const since = waitingSince(th);
      assert.equal(
        row.waitingSince,
        since === null ? null : new Date(since).toISOString(),
        `waiting ${th.id}: ${why()}`,
      );
      const index = th.reads[u].index;
      assert.equal(row.lastReadMessageId, index >= 0 ? th.messages[index]!.id : null, `${u} read ${th.id}: ${why()}`);
    }
  }
}
