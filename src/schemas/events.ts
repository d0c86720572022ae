/**
 * `GET /events/stream` (DESIGN §3 Event stream): each SSE event has `id:` (a monotonic cursor), `event:` and `data:`
 * JSON. `reset` tells a client its `Last-Event-ID` is older than the backlog: it must re-sync.
 */
import { Blast } from './blasts.js';
import { Conversation } from './conversations.js';
import { Message } from './messages.js';
import { Note, Presence } from './notes.js';
import * as z from './zod.js';

export const STREAM_EVENT_TYPES = [
  'message.created',
  'message.updated',
  'conversation.updated',
  'typing',
  'blast.updated',
  'reset',
  'note.created',
  'note.updated',
  'note.deleted',
  'presence',
  'note.mention',
] as const;
export type StreamEventType = (typeof STREAM_EVENT_TYPES)[number];

export const MessageEventData = z.object({ message: Message });
export const ConversationEventData = z.object({ conversation: Conversation });
export const TypingEventData = z.object({
  conversationId: z.string(),
  from: z.string(),
  to: z.string(),
  /** Who is typing: `inbound` = the recipient, `outbound` = a teammate on the sender side. */
  direction: z.enum(['inbound', 'outbound']),
  by: z.nullable(z.string()),
  at: z.string(),
});
/** A blast's counters or status changed (DESIGN §6). */
export const BlastEventData = z.object({ blast: Blast });
export const ResetEventData = z.object({ reason: z.string() });
/** A note was added, edited or deleted (DESIGN §10); `note.deleted` carries the note as it was. */
export const NoteEventData = z.object({ note: Note });
/**
 * A note mentions the stream's user (DESIGN §13): sent to each mentioned user only, when the note is added or an
 * edit adds them to its `mentions` (never to its author). The note itself also travels as `note.created`/`updated`.
 */
export const NoteMentionEventData = z.object({ note: Note });
/** A teammate's presence in a conversation (DESIGN §10); never sent to that teammate. */
export const PresenceEventData = Presence;

export const StreamEvent = z.discriminatedUnion('event', [
  z.object({ id: z.string(), event: z.literal('message.created'), data: MessageEventData }),
  z.object({ id: z.string(), event: z.literal('message.updated'), data: MessageEventData }),
  z.object({ id: z.string(), event: z.literal('conversation.updated'), data: ConversationEventData }),
  z.object({ id: z.string(), event: z.literal('typing'), data: TypingEventData }),
  z.object({ id: z.string(), event: z.literal('blast.updated'), data: BlastEventData }),
  z.object({ id: z.string(), event: z.literal('reset'), data: ResetEventData }),
  z.object({ id: z.string(), event: z.literal('note.created'), data: NoteEventData }),
  z.object({ id: z.string(), event: z.literal('note.updated'), data: NoteEventData }),
  z.object({ id: z.string(), event: z.literal('note.deleted'), data: NoteEventData }),
  z.object({ id: z.string(), event: z.literal('presence'), data: PresenceEventData }),
  z.object({ id: z.string(), event: z.literal('note.mention'), data: NoteMentionEventData }),
]);
export type StreamEvent = z.infer<typeof StreamEvent>;

/** Parses one SSE frame (already split into id / event / data text) into a typed event, or null if unknown. */
export function parseStreamEvent(frame: { id?: string; event?: string; data: string }): StreamEvent | null {
  let data: unknown;
  try {
    data = JSON.parse(frame.data);
  } catch {
    return null;
  }
  const parsed = StreamEvent.safeParse({ id: frame.id ?? '', event: frame.event, data });
  return parsed.success ? parsed.data : null;
}
