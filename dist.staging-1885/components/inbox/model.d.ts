/**
 * Pure state helpers of the inbox: ordering, filters (reply requests: `reply-sender.ts`; merging pages and live
 * messages into a thread: `merge-messages.ts`, which only the thread pane's chunk imports).
 */
import { type TemplateResult } from 'lit';
import type { ApiError } from '../../api/errors.js';
import type { Conversation } from '../../schemas/conversations.js';
import type { Message, SendRequest } from '../../schemas/messages.js';
import type { Filters } from './list-request.js';
export type { Filters } from './list-request.js';
/** A reply not yet confirmed by the service. Its key is reused by every retry, so it is stored at most once. */
export interface PendingSend {
    localId: string;
    idempotencyKey: string;
    request: SendRequest;
    createdAt: string;
    state: 'sending' | 'failed';
    error?: ApiError;
}
export interface ThreadState {
    id: string;
    conversation: Conversation | undefined;
    /** Oldest first. */
    messages: Message[];
    nextCursor: string | null;
    status: 'loading' | 'ready' | 'error';
    error?: ApiError | undefined;
    older: 'idle' | 'loading' | 'error';
    pending: PendingSend[];
}
/** Threads, newest activity first. */
export declare function sortThreads(list: Conversation[]): Conversation[];
/** Whether a thread announced live belongs in the list shown (the service applied the same filters to pages). */
export declare function matchesFilters(c: Conversation, f: Filters): boolean;
/** Up to two initials of a name ("Jordan Avery" → "JA"), or '' when it has no letters. */
export declare function initials(name: string | null | undefined): string;
/** Initials of the customer on a colour of their own (decorative: the name is next to it), in rows and the thread header. */
export declare function renderAvatar(c: Conversation): TemplateResult;
/** The channel of a thread's sender, as rows and the header name it. */
export declare const channelOf: (c: Conversation) => string;
/** Display name of a thread's recipient. */
export declare function contactName(c: Conversation | undefined): string;
/** What the UI needs of an embed token's claims, read without verifying (the service verifies). */
export interface TokenInfo {
    /** The user, to recognise one's own reactions. */
    sub?: string | undefined;
    /** The user's display name (the token's `name` claim), as author of notes and replies and in presence. */
    name?: string | undefined;
    /** Granted scopes; undefined for an opaque token (then every control shows, and the service decides). */
    scopes?: Set<string> | undefined;
}
export declare function tokenInfo(token: string | undefined): TokenInfo;
/**
 * Wraps text in Unicode first-strong isolates, so a phone number ("+14155550123") or a name in another script keeps
 * its own direction inside a translated sentence (an RTL UI would otherwise print "14155550123+").
 */
export declare const isolate: (text: string) => string;
/**
 * A search result's snippet with the match in `<mark>`: where the service says it is (`highlights`, offsets into the
 * snippet: its search forgives case and accents, "Reykjavik" finds "Reykjavík"), else every case-insensitive
 * occurrence of `query`.
 */
export declare function highlight(text: string, query: string, ranges?: readonly {
    start: number;
    end: number;
}[]): (string | TemplateResult)[];
