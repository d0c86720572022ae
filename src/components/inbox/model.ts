/**
 * Pure state helpers of the inbox's first screen: names, avatars, token claims (a search's highlights:
 * `search-results.ts`; a live row's place in the list: `row-order.ts`; reply requests: `reply-sender.ts`; merging
 * pages and live messages into a thread: `merge-messages.ts`, which only the lazy parts import).
 */
import { html, type TemplateResult } from 'lit';
import type { ApiError } from '../../api/errors.js';
import { decodeJwtPayload, readTokenScopes } from '../../api/jwt.js';
import type { Conversation } from '../../schemas/conversations.js';
import type { Message, SendRequest } from '../../schemas/messages.js';
import type { Translate } from './inbox-context.js';
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

/**
 * A thread's sender and channel in the catalog's order, for a line that is a flex row (`.sender-line`): the sender
 * gives way with an ellipsis, the channel always shows.
 */
export function renderSenderChannel(t: Translate, sender: string, c: Conversation): TemplateResult {
  // A placeholder not given stays as written (`interpolate`): the words either side of the sender.
  const [before, after] = t('senderChannel', { channel: channelOf(c) }).split('{sender}');
  return html`${before}<bdi class="sender">${sender}</bdi>${after}`;
}

/**
 * A teammate's name, the same on every line that names them (a row's assignee, the header's, a note's author, a
 * reply's, who is viewing or typing): the host's `users` first (the team as the host names it now), then the name
 * the service carried (their token's `name` claim when they acted), else their id.
 */
export const teammateName = (
  users: readonly { id: string; name: string }[] | undefined,
  person: { id: string; name?: string | undefined },
): string => users?.find((u) => u.id === person.id)?.name ?? person.name ?? person.id;

/**
 * A teammate as the reader is told of them (an assignee, a reply's author): "You" when they are the reader (`me`, the
 * token's `sub`), else their name (`teammateName`). The one place that tells the reader from the others, so a row's
 * "You" is never the header's "Alex Kim".
 */
export const personName = (
  t: Translate,
  me: string | undefined,
  users: readonly { id: string; name: string }[] | undefined,
  person: { id: string; name?: string | undefined },
): string => (person.id === me ? t('you') : teammateName(users, person));

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
  const scopes = readTokenScopes(token);
  return {
    sub: typeof claims.sub === 'string' ? claims.sub : undefined,
    name: typeof claims.name === 'string' ? claims.name : undefined,
    scopes: (scopes && new Set(scopes)) as Set<string> | undefined,
  };
}

/**
 * Wraps text in Unicode first-strong isolates, so a phone number ("+14155550123") or a name in another script keeps
 * its own direction inside a translated sentence (an RTL UI would otherwise print "14155550123+").
 */
export const isolate = (text: string): string => `\u2068${text}\u2069`;
