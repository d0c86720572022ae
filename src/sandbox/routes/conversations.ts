/**
 * Conversation routes (DESIGN §3, §13): list with filters, views and cursor pagination, the views' counts, get by id
 * or by phone-number pair (with the newest page of messages, so opening a thread is one request), notes, the
 * caller's own read position (read, mark as unread), and the thread's messages newest first — or around a message
 * (a search hit deep in the history), with cursors both ways. Every row passes the token's `res`; a hidden row is a
 * 404, exactly like a missing one. Rows carry the caller's own unread count (team-work.ts, inbox-state.ts).
 */
import * as z from '../../schemas/zod.js';
import {
  ConversationByPairRequest,
  ConversationCountsRequest,
  ConversationListRequest,
  ConversationMessageListRequest,
  ConversationReadRequest,
  ConversationUnreadRequest,
  ConversationUpdateRequest,
  type Conversation,
  type ConversationCounts,
  type MessagePage,
} from '../../schemas/conversations.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../schemas/common.js';
import type { Message } from '../../schemas/messages.js';
import type { Page } from '../../schemas/common.js';
import type { SandboxContext } from '../context.js';
import { canSee, problem, readBody, type Caller, type SandboxAuth, type SandboxHono } from '../http.js';
import { decodeCursor, encodeCursor, listFilters, pageSizeOf, type CursorList } from '../cursors.js';
import { lowerBound, type ConversationRecord } from '../store.js';
import { fold, foldQuery, snippetOf } from '../search.js';
import type { Note } from '../../schemas/notes.js';
import type { SandboxServices } from '../app.js';
import { readQuery, withQuery } from '../strict-requests.js';
import { waitingSinceOf, type Viewer } from '../inbox-state.js';
import type { Context } from 'hono';

const PAGE_SIZE_RULE = `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`;

/**
 * `?include=messages` (the default) or `?include=none`; `?pageSize=` (1–100, as in list bodies) sizes the page of
 * messages, so beside `include=none`, which returns none, it would size nothing: refused, not ignored.
 */
const GetQuery = z
  .object({
    include: z.optional(z.enum(['messages', 'none'])),
    pageSize: z.optional(
      z.pipe(
        z.string().check(z.regex(/^\d{1,3}$/, PAGE_SIZE_RULE)),
        z.pipe(
          z.transform((v: string) => Number(v)),
          z.int().check(z.gte(1, PAGE_SIZE_RULE), z.lte(MAX_PAGE_SIZE, PAGE_SIZE_RULE)),
        ),
      ),
    ),
  })
  .check(
    z.refine((query) => query.include !== 'none' || query.pageSize === undefined, {
      message: 'pageSize sizes the page of messages, and include=none returns none: leave out one of them',
      path: ['pageSize'],
    }),
  );

export function registerConversationRoutes(
  app: SandboxHono,
  context: SandboxContext,
  auth: SandboxAuth,
  services: SandboxServices,
): void {
  const { store } = context;
  const { messaging, team } = services;
  const { work } = team;
  const read = auth.embed('conversations:read');
  const viewerOf = (caller: Caller): Viewer => (caller.kind === 'embed' ? caller.user : null);

  /** The conversation if it exists and the caller's `res` lets them see it; otherwise 404 (no leak). */
  function visible(caller: Caller, id: string): ConversationRecord {
    const record = store.data.conversations[id];
    if (!record || !canSee(caller, messaging.scopeOf(record))) throw problem.notFound('Conversation');
    return record;
  }

  /** A thread's messages as a list: its cursors page this thread only (GET's first page and messages/list alike). */
  const messagesOf = (record: ConversationRecord): CursorList => ({ kind: 'messages', scope: record.id });

  /**
   * Where a messages cursor points: before (older than) a message, or — a cursor of newer messages, which carries
   * the word `newer` — after one. Cursors of older messages keep the shape they always had.
   */
  function cursorPosition(record: ConversationRecord, cursor: string): { older: boolean; index: number } {
    const list = store.messagesByConversation.get(record.id) ?? [];
    let parts: string[];
    try {
      parts = decodeCursor(context, messagesOf(record), cursor, 2);
    } catch (older) {
      try {
        parts = decodeCursor(context, messagesOf(record), cursor, 3);
      } catch {
        throw older;
      }
      if (parts[2] !== 'newer') throw older;
      // After the message: the first index sorting after it.
      const at = lowerBound(list, { createdAt: parts[0]!, id: parts[1]! });
      return { older: false, index: list[at]?.id === parts[1] ? at + 1 : at };
    }
    return { older: true, index: lowerBound(list, { createdAt: parts[0]!, id: parts[1]! }) };
  }

  /** Messages `start` (inclusive) to `end` (exclusive) of the thread as a page, newest first, with cursors both ways. */
  function slicePage(record: ConversationRecord, start: number, end: number): MessagePage {
    const list = store.messagesByConversation.get(record.id) ?? [];
    const data = list.slice(start, end).reverse();
    const oldest = data[data.length - 1];
    const newest = data[0];
    return {
      data,
      nextCursor: start > 0 && oldest ? encodeCursor(context, messagesOf(record), [oldest.createdAt, oldest.id]) : null,
      prevCursor:
        end < list.length && newest
          ? encodeCursor(context, messagesOf(record), [newest.createdAt, newest.id, 'newer'])
          : null,
    };
  }

  function messagePage(record: ConversationRecord, pageSize: number, cursor: string | null | undefined): MessagePage {
    const list = store.messagesByConversation.get(record.id) ?? [];
    if (cursor == null) return slicePage(record, Math.max(0, list.length - pageSize), list.length);
    const { older, index } = cursorPosition(record, cursor);
    return older
      ? slicePage(record, Math.max(0, index - pageSize), index)
      : slicePage(record, index, Math.min(list.length, index + pageSize));
  }

  /** The page holding `messageId`: about half older messages before it, the rest newer (fewer at either end). */
  function aroundPage(record: ConversationRecord, pageSize: number, messageId: string): MessagePage {
    const message = store.data.messages[messageId];
    if (!message || message.conversationId !== record.id)
      throw problem.invalid(`around: ${messageId} is not a message of conversation ${record.id}`);
    const list = store.messagesByConversation.get(record.id) ?? [];
    const at = lowerBound(list, message);
    // Half the page newer, the rest older; near an end of the thread, the other side fills the page.
    let end = at + 1 + Math.floor((pageSize - 1) / 2);
    let start = end - pageSize;
    if (start < 0) [start, end] = [0, end - start];
    if (end > list.length) [start, end] = [Math.max(0, start - (end - list.length)), list.length];
    return slicePage(record, start, end);
  }

  function withMessages(c: Context, record: ConversationRecord) {
    const query = readQuery(c, GetQuery);
    const conversation = messaging.view(record, viewerOf(c.get('caller')));
    if (query.include === 'none') return conversation;
    const page = messagePage(record, query.pageSize ?? DEFAULT_PAGE_SIZE, null);
    // The thread's first page is the newest: no newer cursor (and the shape it always had).
    return { ...conversation, messages: { data: page.data, nextCursor: page.nextCursor } };
  }

  app.post('/conversations/list', read, async (c) => {
    const body = await readBody(c, ConversationListRequest);
    const caller = c.get('caller');
    work.wake();
    const statuses = work.defaultStatuses(caller, body);
    const filters = { ...body, status: statuses };
    const query = foldQuery(body.query ?? '');
    const digits = query.replace(/\D/g, '');
    const rows: ConversationRecord[] = [];
    const found = new Map<string, NonNullable<Conversation['match']>>();
    for (const record of Object.values(store.data.conversations)) {
      if (body.to !== undefined && record.to !== body.to) continue;
      if (!narrowedTo(record, body, caller)) continue;
      if (!work.matches(record, caller, filters)) continue;
      if (query) {
        const hit = matches(record, query, digits);
        if (!hit) continue;
        found.set(record.id, hit);
      }
      rows.push(record);
    }
    // Newest activity first, or longest waiting first; the id breaks ties so the order (and every cursor) is total.
    const waiting = body.sort === 'waiting';
    const keys = new Map(rows.map((r) => [r.id, keyOf(r, waiting)]));
    const compare = waiting ? compareWaiting : compareRecent;
    rows.sort((a, b) => compare(keys.get(a.id)!, keys.get(b.id)!));
    // The list these filters make: its cursors page it only (not another search, another sender's list).
    const list: CursorList = { kind: 'conversations', scope: listFilters(body) };
    let start = 0;
    if (body.cursor != null) {
      const after = decodeCursor(context, list, body.cursor, waiting ? 3 : 2);
      start = rows.findIndex((r) => compare(keys.get(r.id)!, after) > 0);
      if (start < 0) start = rows.length;
    }
    const size = pageSizeOf(body);
    const page = rows.slice(start, start + size);
    const last = page[page.length - 1];
    const nextCursor = start + size < rows.length && last ? encodeCursor(context, list, keys.get(last.id)!) : null;
    const viewer = viewerOf(caller);
    return c.json({
      data: page.map((r) => {
        const match = found.get(r.id);
        return match ? { ...messaging.view(r, viewer), match } : messaging.view(r, viewer);
      }),
      nextCursor,
    } satisfies Page<Conversation>);
  });

  /**
   * Whether a thread is within the narrowing filters a list and the views' counts share (sender, brand, campaign,
   * audience, tag) and visible to the caller's token: one rule, so a view's count is its list's length.
   */
  function narrowedTo(record: ConversationRecord, body: ConversationCountsRequest, caller: Caller): boolean {
    if (body.from !== undefined && record.from !== body.from) return false;
    const scope = messaging.scopeOf(record);
    if (body.brandId !== undefined && scope.brand !== body.brandId) return false;
    if (body.campaignId !== undefined && scope.campaign !== body.campaignId) return false;
    const contact = store.data.contacts[record.to];
    if (body.audienceId !== undefined && !contact?.audienceIds.includes(body.audienceId)) return false;
    if (body.tag !== undefined && !contact?.tags.includes(body.tag)) return false;
    return canSee(caller, scope);
  }

  /** A row's sort key: `[lastActivityAt, id]`, or for the waiting order `[waitingSince or "", lastActivityAt, id]`. */
  function keyOf(record: ConversationRecord, waiting: boolean): string[] {
    return waiting
      ? [waitingSinceOf(store, record) ?? '', record.lastActivityAt, record.id]
      : [record.lastActivityAt, record.id];
  }

  app.post('/conversations/counts', read, async (c) => {
    const body = await readBody(c, ConversationCountsRequest);
    const caller = c.get('caller');
    work.wake();
    const rows: ConversationRecord[] = [];
    for (const record of Object.values(store.data.conversations)) {
      if (narrowedTo(record, body, caller)) rows.push(record);
    }
    return c.json(work.counts(rows, caller) satisfies ConversationCounts);
  });

  /**
   * Where a thread matches a folded search query, with the snippet to show: its contact's name or number first
   * (what the row is titled by), else the newest message or note whose text holds it — messages deep in the
   * history too. Null when nothing matches.
   */
  function matches(record: ConversationRecord, query: string, digits: string): Conversation['match'] | null {
    const name = store.data.contacts[record.to]?.name;
    const byName = name && fold(name).folded.includes(query) ? snippetOf(name, query) : null;
    if (byName) return { source: 'contact', ...byName };
    const exact = record.to.indexOf(query);
    const at = exact >= 0 ? exact : digits.length >= 3 ? record.to.indexOf(digits) : -1;
    if (at >= 0) {
      const length = exact >= 0 ? query.length : digits.length;
      return { source: 'contact', snippet: record.to, highlights: [{ start: at, end: at + length }] };
    }
    let message: Message | null = null;
    const list = store.messagesByConversation.get(record.id) ?? [];
    for (let i = list.length - 1; i >= 0; i--) {
      if (foldedTextOf(list[i]!).includes(query)) {
        message = list[i]!;
        break;
      }
    }
    let note: Note | null = null;
    const notes = team.notes(record);
    for (let i = notes.length - 1; i >= 0; i--) {
      if (fold(notes[i]!.text).folded.includes(query)) {
        note = notes[i]!;
        break;
      }
    }
    if (note && (!message || note.createdAt > message.createdAt)) {
      const snippet = snippetOf(note.text, query);
      if (snippet) return { source: 'note', noteId: note.id, ...snippet };
    }
    if (message) {
      const snippet = snippetOf(searchableText(message), query);
      if (snippet) return { source: 'message', messageId: message.id, ...snippet };
    }
    return null;
  }

  app.post('/conversations/get', read, withQuery(GetQuery), async (c) => {
    const body = await readBody(c, ConversationByPairRequest);
    const record = store.conversationFor(body.from, body.to);
    if (!record) throw problem.notFound('Conversation');
    return c.json(withMessages(c, visible(c.get('caller'), record.id)));
  });

  app.get('/conversations/:id', read, withQuery(GetQuery), (c) => {
    work.wake();
    return c.json(withMessages(c, visible(c.get('caller'), c.req.param('id'))));
  });

  app.patch('/conversations/:id', auth.embed('conversations:notes'), async (c) => {
    const record = visible(c.get('caller'), c.req.param('id'));
    const body = await readBody(c, ConversationUpdateRequest);
    const before = record.notes;
    messaging.setNotes(record, body.notes);
    // The text is also the timeline's first note: its viewers hear of it as a note event.
    team.legacyChanged(record, before);
    return c.json(messaging.view(record, viewerOf(c.get('caller'))));
  });

  // The caller's own read position (an embed token's user; a server call moves what no teammate has read).
  app.post('/conversations/:id/read', read, async (c) => {
    const caller = c.get('caller');
    const record = visible(caller, c.req.param('id'));
    const body = await readBody(c, ConversationReadRequest);
    return c.json(work.read(record, caller, body.messageId));
  });

  app.post('/conversations/:id/unread', read, async (c) => {
    const caller = c.get('caller');
    const record = visible(caller, c.req.param('id'));
    const body = await readBody(c, ConversationUnreadRequest);
    return c.json(work.unread(record, caller, body.messageId));
  });

  app.post('/conversations/:id/messages/list', read, async (c) => {
    const record = visible(c.get('caller'), c.req.param('id'));
    const body = await readBody(c, ConversationMessageListRequest);
    if (body.around !== undefined && body.cursor != null)
      throw problem.invalid('around and cursor cannot be combined: around opens a page, cursors page on from it');
    return c.json(
      body.around !== undefined
        ? aroundPage(record, pageSizeOf(body), body.around)
        : messagePage(record, pageSizeOf(body), body.cursor),
    );
  });
}

function compareRecent(a: readonly string[], b: readonly string[]): number {
  if (a[0] !== b[0]) return a[0]! < b[0]! ? 1 : -1;
  return a[1] === b[1] ? 0 : a[1]! < b[1]! ? 1 : -1;
}

/** Waiting customers first, the longest waiting first; then the others, newest activity first. */
function compareWaiting(a: readonly string[], b: readonly string[]): number {
  const [aw, ...ar] = a;
  const [bw, ...br] = b;
  if ((aw === '') !== (bw === '')) return aw === '' ? 1 : -1;
  if (aw !== bw) return aw! < bw! ? -1 : 1;
  return compareRecent(ar, br);
}

/** Every text of a message a person reads: SMS/MMS text, RCS text, and the titles and descriptions of its cards. */
export function searchableText(message: Pick<Message, 'text' | 'rcs'>): string {
  const rcs = message.rcs;
  const cards = rcs?.card ? [rcs.card] : (rcs?.carousel?.cards ?? []);
  return [message.text, rcs?.text, ...cards.flatMap((card) => [card.title, card.description])]
    .filter(Boolean)
    .join('\n');
}

/**
 * Folded searchable text per message, kept while the message's `text` and `rcs` are the same values (sent content
 * does not change; a test or a reset that replaces them gets a fresh fold).
 */
const foldedTexts = new WeakMap<Message, { text: Message['text']; rcs: Message['rcs']; folded: string }>();
function foldedTextOf(message: Message): string {
  const cached = foldedTexts.get(message);
  if (cached && cached.text === message.text && cached.rcs === message.rcs) return cached.folded;
  const folded = fold(searchableText(message).replace(/\s+/g, ' ')).folded;
  foldedTexts.set(message, { text: message.text, rcs: message.rcs, folded });
  return folded;
}
