/**
 * Conversation routes (DESIGN §3): list with filters and cursor pagination, get by id or by phone-number pair
 * (with the newest page of messages, so opening a thread is one request), notes, read state, and the thread's
 * messages newest first. Every row passes the token's `res`; a hidden row is a 404, exactly like a missing one.
 */
import * as z from '../../schemas/zod.js';
import {
  ConversationByPairRequest,
  ConversationListRequest,
  ConversationUpdateRequest,
  type Conversation,
} from '../../schemas/conversations.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../schemas/common.js';
import { MessageListRequest, type Message } from '../../schemas/messages.js';
import type { Page } from '../../schemas/common.js';
import type { SandboxContext } from '../context.js';
import { canSee, problem, readBody, type Caller, type SandboxAuth, type SandboxHono } from '../http.js';
import { decodeCursor, encodeCursor, listFilters, pageSizeOf, type CursorList } from '../cursors.js';
import { lowerBound, type ConversationRecord } from '../store.js';
import { fold, foldQuery, snippetOf } from '../search.js';
import type { Note } from '../../schemas/notes.js';
import type { SandboxServices } from '../app.js';
import { noBody, readQuery, withQuery } from '../strict-requests.js';
import type { Context } from 'hono';

const PAGE_SIZE_RULE = `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`;

/** `?include=messages` (the default) or `?include=none`; `?pageSize=` (1–100, as in list bodies) sizes the page. */
const GetQuery = z.object({
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
});

export function registerConversationRoutes(
  app: SandboxHono,
  context: SandboxContext,
  auth: SandboxAuth,
  services: SandboxServices,
): void {
  const { store } = context;
  const { messaging, team } = services;
  const read = auth.embed('conversations:read');

  /** The conversation if it exists and the caller's `res` lets them see it; otherwise 404 (no leak). */
  function visible(caller: Caller, id: string): ConversationRecord {
    const record = store.data.conversations[id];
    if (!record || !canSee(caller, messaging.scopeOf(record))) throw problem.notFound('Conversation');
    return record;
  }

  /** A thread's messages as a list: its cursors page this thread only (GET's first page and messages/list alike). */
  const messagesOf = (record: ConversationRecord): CursorList => ({ kind: 'messages', scope: record.id });

  function messagePage(record: ConversationRecord, pageSize: number, cursor: string | null | undefined): Page<Message> {
    const list = store.messagesByConversation.get(record.id) ?? [];
    let end = list.length;
    if (cursor) {
      const [createdAt, id] = decodeCursor(context, messagesOf(record), cursor, 2) as [string, string];
      end = lowerBound(list, { createdAt, id });
    }
    const start = Math.max(0, end - pageSize);
    const data = list.slice(start, end).reverse();
    const last = data[data.length - 1];
    return {
      data,
      nextCursor: start > 0 && last ? encodeCursor(context, messagesOf(record), [last.createdAt, last.id]) : null,
    };
  }

  function withMessages(c: Context, record: ConversationRecord) {
    const query = readQuery(c, GetQuery);
    const conversation = messaging.view(record);
    if (query.include === 'none') return conversation;
    return { ...conversation, messages: messagePage(record, query.pageSize ?? DEFAULT_PAGE_SIZE, null) };
  }

  app.post('/conversations/list', read, async (c) => {
    const body = await readBody(c, ConversationListRequest);
    const caller = c.get('caller');
    const query = foldQuery(body.query ?? '');
    const digits = query.replace(/\D/g, '');
    const rows: ConversationRecord[] = [];
    const found = new Map<string, NonNullable<Conversation['match']>>();
    for (const record of Object.values(store.data.conversations)) {
      if (body.from !== undefined && record.from !== body.from) continue;
      if (body.to !== undefined && record.to !== body.to) continue;
      const scope = messaging.scopeOf(record);
      if (body.brandId !== undefined && scope.brand !== body.brandId) continue;
      if (body.campaignId !== undefined && scope.campaign !== body.campaignId) continue;
      if (body.unreadOnly && !store.unreadByConversation.get(record.id)) continue;
      if (body.audienceId !== undefined && !store.data.contacts[record.to]?.audienceIds.includes(body.audienceId))
        continue;
      if (body.tag !== undefined && !store.data.contacts[record.to]?.tags.includes(body.tag)) continue;
      if (!canSee(caller, scope)) continue;
      if (query) {
        const hit = matches(record, query, digits);
        if (!hit) continue;
        found.set(record.id, hit);
      }
      rows.push(record);
    }
    // Newest activity first; the id breaks ties so the order (and so every cursor) is total.
    rows.sort((a, b) =>
      a.lastActivityAt !== b.lastActivityAt ? (a.lastActivityAt < b.lastActivityAt ? 1 : -1) : a.id < b.id ? 1 : -1,
    );
    // The list these filters make: its cursors page it only (not another search, another sender's list).
    const list: CursorList = { kind: 'conversations', scope: listFilters(body) };
    let start = 0;
    if (body.cursor) {
      const [at, id] = decodeCursor(context, list, body.cursor, 2) as [string, string];
      start = rows.findIndex((r) => r.lastActivityAt < at || (r.lastActivityAt === at && r.id < id));
      if (start < 0) start = rows.length;
    }
    const size = pageSizeOf(body);
    const page = rows.slice(start, start + size);
    const last = page[page.length - 1];
    const nextCursor =
      start + size < rows.length && last ? encodeCursor(context, list, [last.lastActivityAt, last.id]) : null;
    return c.json({
      data: page.map((r) => {
        const match = found.get(r.id);
        return match ? { ...messaging.view(r), match } : messaging.view(r);
      }),
      nextCursor,
    } satisfies Page<Conversation>);
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

  app.get('/conversations/:id', read, withQuery(GetQuery), (c) =>
    c.json(withMessages(c, visible(c.get('caller'), c.req.param('id')))),
  );

  app.patch('/conversations/:id', auth.embed('conversations:notes'), async (c) => {
    const record = visible(c.get('caller'), c.req.param('id'));
    const body = await readBody(c, ConversationUpdateRequest);
    const before = record.notes;
    const conversation = messaging.setNotes(record, body.notes);
    // The text is also the timeline's first note: its viewers hear of it as a note event.
    team.legacyChanged(record, before);
    return c.json(conversation);
  });

  // No body: the read position moves to the newest message (a `messageId` would be refused, not ignored).
  app.post('/conversations/:id/read', read, noBody, (c) =>
    c.json(messaging.markRead(visible(c.get('caller'), c.req.param('id')))),
  );

  app.post('/conversations/:id/messages/list', read, async (c) => {
    const record = visible(c.get('caller'), c.req.param('id'));
    const body = await readBody(c, MessageListRequest);
    return c.json(messagePage(record, pageSizeOf(body), body.cursor));
  });
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
