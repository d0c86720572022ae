import type { Conversation } from '../../schemas/conversations.js';
import { type Message, type MessageType } from '../../schemas/messages.js';
import type { MessagingService, SandboxContext } from '../context.js';
import { type RowScope } from '../http.js';
import type { ConversationRecord, SenderRecord } from '../store.js';
import type { EventHub } from './event-hub.js';
export declare const DEFAULT_CARRIER_DELAYS: {
    readonly sent: 300;
    readonly delivered: 700;
    readonly read: 2500;
};
/** Furthest a message can be scheduled ahead. */
export declare const MAX_SCHEDULE_AHEAD_MS: number;
/** Distinct reactions one message can hold (bounds a row's size). */
export declare const MAX_REACTIONS_PER_MESSAGE = 50;
/** Sandbox test numbers (like test cards). */
export declare const cannotReceiveRcs: (phone: string) => boolean;
export declare const failsEveryDelivery: (phone: string) => boolean;
export interface InboundRequest {
    /** The recipient's phone number (who writes). */
    from: string;
    /** The team's sender (who receives). */
    to: string;
    text?: string | undefined;
    mediaUrls?: string[] | undefined;
    type?: MessageType | undefined;
}
export interface Messaging extends MessagingService {
    /** The sender record, or null when the team has no such sender. */
    sender(id: string): SenderRecord | null;
    /** What `res` filtering sees of a conversation (and of each of its messages and events). */
    scopeOf(conversation: ConversationRecord): RowScope;
    /** The scope a (possibly not yet existing) conversation between `from` and `to` would have. */
    scopeOfPair(from: string, to: string): RowScope;
    view(conversation: ConversationRecord): Conversation;
    inbound(request: InboundRequest): Message;
    /** The opt-out of `to` from sender `from` (they replied STOP or the like, and not START since), or null. */
    optOutOf(from: string, to: string): {
        at: string;
        keyword: string;
    } | null;
    /** Adds the caller's reaction, or removes it when the same user sends the same emoji again. */
    react(message: Message, emoji: string, by: string): Message;
    cancelScheduled(message: Message): Message;
    typing(conversation: ConversationRecord, direction: 'inbound' | 'outbound', by: string | null): void;
    markRead(conversation: ConversationRecord): Conversation;
    setNotes(conversation: ConversationRecord, notes: string): Conversation;
    /** Restarts the carrier simulation for messages in flight (after loading a data file). */
    resume(): void;
    /** Stops every pending timer (reset, close). */
    stop(): void;
    /** Calls `listener` after every status change of a message (blasts count their messages with it). */
    onStatus(listener: (message: Message) => void): void;
}
export declare function previewText(message: Pick<Message, 'text' | 'rcs' | 'mediaUrls'>): string | null;
export declare function createMessagingService(context: SandboxContext, events: EventHub): Messaging;
