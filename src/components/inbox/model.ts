/**
 * Pure state helpers of the inbox: ordering, filters (reply requests: `reply-sender.ts`; merging pages and live
 * messages into a thread: `merge-messages.ts`, which only the thread pane's chunk imports).
 */
import { html, type TemplateResult } from 'lit';
import type { ApiError } from '../../api/errors.js';
import { decodeJwtPayload } from '../../api/jwt.js';
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

/** Newest activity first (ties by id, as the service pages them). */
const byRecent = (a: Conversation, b: Conversation): number =>
  a.lastActivityAt === b.lastActivityAt ? (a.id < b.id ? 1 : -1) : a.lastActivityAt < b.lastActivityAt ? 1 : -1;

/**
 * Threads in the list's order: newest activity first, or (`waiting`) waiting customers first, the longest waiting
 * first, then the others newest first — the service's orders, so a live row lands where a reload would put it.
 */
export function sortThreads(list: Conversation[], sort?: Filters['sort']): Conversation[] {
  return list.sort((a, b) => {
    const [x, y] = [a.waitingSince ?? '', b.waitingSince ?? ''];
    if (sort !== 'waiting' || x === y) return byRecent(a, b);
    return !x || !y ? (x ? -1 : 1) : x < y ? -1 : 1;
  });
}

/**
 * Whether a thread belongs to the view's statuses and assignee (`me`: the token's user). A thread that leaves them
 * leaves the list (marked done in Open, assigned in Unassigned); mentions are known to the service only.
 */
export function inView(c: Conversation, f: Filters, me: string | undefined): boolean {
  if (f.status && !f.status.includes(c.status ?? 'open')) return false;
  const who = c.assignee?.id;
  return !f.assignee || (f.assignee === 'none' ? !who : who === (f.assignee === 'me' ? me : f.assignee));
}

/** Whether a thread announced live belongs in the list shown (the service applied the same filters to pages). */
export function matchesFilters(c: Conversation, f: Filters): boolean {
  if (f.from && c.from !== f.from) return false;
  if (f.to && c.to !== f.to) return false;
  if (f.brandId && c.brandId !== f.brandId) return false;
  if (f.campaignId && c.campaignId !== f.campaignId) return false;
  if (f.unreadOnly && c.unreadCount === 0) return false;
  if (f.audienceId && !c.contact?.audienceIds.includes(f.audienceId)) return false;
  if (f.tag && !c.contact?.tags.includes(f.tag)) return false;
  const q = f.query?.trim().toLowerCase();
  if (q) {
    const hay = [c.contact?.name, c.to, c.from, c.lastMessage?.text].filter(Boolean).join('\n').toLowerCase();
    if (!hay.includes(q)) return false;
  }
  return true;
}

/** Up to two initials of a name ("Jordan Avery" → "JA"), or '' when it has no letters. */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '')
    .trim()
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w));
  return words
    .slice(0, 2)
    .map((w) => [...w.replace(/^[^\p{L}]+/u, '')][0]!.toLocaleUpperCase())
    .join('');
}

/** Initials of the customer on a colour of their own (decorative: the name is next to it), in rows and the thread header. */
export function renderAvatar(c: Conversation): TemplateResult {
  let hue = 0;
  for (const ch of c.to) hue = (hue * 31 + ch.charCodeAt(0)) % 8;
  // A class, not a style attribute: pages with a strict CSP (no 'unsafe-inline' styles) block style attributes.
  return html`<span class="avatar h${hue}" part="avatar" aria-hidden="true">${initials(c.contact?.name) || '#'}</span>`;
}

/** The channel of a thread's sender, as rows and the header name it. */
export const channelOf = (c: Conversation): string => (c.senderType === 'rcs_agent' ? 'RCS' : 'SMS');

/** Display name of a thread's recipient. */
export function contactName(c: Conversation | undefined): string {
  return c?.contact?.name?.trim() || c?.to || '';
}

/** What the UI needs of an embed token's claims, read without verifying (the service verifies). */
export interface TokenInfo {
  /** The user, to recognise one's own reactions. */
  sub?: string | undefined;
  /** The user's display name (the token's `name` claim), as author of notes and replies and in presence. */
  name?: string | undefined;
  /** Granted scopes; undefined for an opaque token (then every control shows, and the service decides). */
  scopes?: Set<string> | undefined;
}

export function tokenInfo(token: string | undefined): TokenInfo {
  const claims = decodeJwtPayload(token);
  if (!claims) return {};
  return {
    sub: typeof claims.sub === 'string' ? claims.sub : undefined,
    name: typeof claims.name === 'string' ? claims.name : undefined,
    scopes: typeof claims.scope === 'string' ? new Set(claims.scope.split(' ')) : undefined,
  };
}

/**
 * Wraps text in Unicode first-strong isolates, so a phone number ("+14155550123") or a name in another script keeps
 * its own direction inside a translated sentence (an RTL UI would otherwise print "14155550123+").
 */
export const isolate = (text: string): string => `\u2068${text}\u2069`;

/**
 * A search result's snippet with the match in `<mark>`: where the service says it is (`highlights`, offsets into the
 * snippet: its search forgives case and accents, "Reykjavik" finds "Reykjavík"), else every case-insensitive
 * occurrence of `query`.
 */
export function highlight(
  text: string,
  query: string,
  ranges?: readonly { start: number; end: number }[],
): (string | TemplateResult)[] {
  if (ranges?.length) {
    const out: (string | TemplateResult)[] = [];
    let from = 0;
    for (const { start, end } of [...ranges].sort((a, b) => a.start - b.start)) {
      if (start < from || end <= start || end > text.length) continue;
      out.push(text.slice(from, start), html`<mark>${text.slice(start, end)}</mark>`);
      from = end;
    }
    out.push(text.slice(from));
    return out;
  }
  const q = query.trim().toLowerCase();
  if (!q) return [text];
  const lower = text.toLowerCase();
  const out: (string | TemplateResult)[] = [];
  let from = 0;
  for (let at = lower.indexOf(q); at >= 0 && lower.length === text.length; at = lower.indexOf(q, at + q.length)) {
    out.push(text.slice(from, at), html`<mark>${text.slice(at, at + q.length)}</mark>`);
    from = at + q.length;
  }
  out.push(text.slice(from));
  return out;
}
