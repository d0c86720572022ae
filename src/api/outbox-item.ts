/**
 * What the outbox keeps (`outbox.ts`): the write an element hands it, the item it becomes, whose it is and what a
 * change of the outbox tells its listeners. Tokens are never stored: an item records its writer, the claims that
 * say who made it, and only a token of that writer sends it or shows it.
 */
import { decodeJwtPayload } from './jwt.js';

/** Which element's write an item is: how the element shows it and how the outbox groups it. */
export type OutboxKind = 'reply' | 'note' | 'send' | 'submit';

/** What an element hands to the outbox. */
export interface OutboxWrite {
  kind: OutboxKind;
  /** Items of one queue are sent one after another, in the order they were kept (a conversation, a form). */
  queue: string;
  method: 'POST' | 'PATCH';
  /** Path under the client's API root, e.g. `/send`. */
  path: string;
  body: unknown;
  /** The key of the first attempt: kept, so a send the service took whose answer was lost is not repeated. */
  idempotencyKey: string;
  /** A short text to show beside "Waiting to send"; default: the body's text (or card title). */
  summary?: string | undefined;
  /** Element-specific data (the conversation id of a reply), and why the write waits (`outbox-reason.ts`). */
  meta?: Record<string, string> | undefined;
}

/**
 * Who made a kept write: the claims of the token its first attempt used (`iss` the team, `sub` the user, `name` the
 * user's display name, `scope` sorted). `null`: made without a token (an anonymous form submission).
 */
export interface OutboxWriter {
  iss?: string | undefined;
  sub: string;
  name?: string | undefined;
  scope: string;
}

/**
 * The writer a token speaks for: `null` for no token; `undefined` when the token does not say who (opaque, or no
 * `sub`): a write made with it is not kept, since nothing could tell later whether a token is that user's.
 */
export function writerOf(token: string | undefined): OutboxWriter | null | undefined {
  if (token === undefined) return null;
  const claims = decodeJwtPayload(token);
  if (!claims || typeof claims.sub !== 'string') return undefined;
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const scope = (text(claims.scope) ?? '').split(' ').filter(Boolean).sort().join(' ');
  return { iss: text(claims.iss), sub: claims.sub, name: text(claims.name), scope };
}

/** Whether a token of `now` may send, and show, a write of `writer`: the same team, user and scopes. */
export function sameWriter(writer: OutboxWriter | null | undefined, now: OutboxWriter | null | undefined): boolean {
  if (writer === undefined || now === undefined) return false;
  if (writer === null || now === null) return writer === now;
  return writer.iss === now.iss && writer.sub === now.sub && writer.scope === now.scope;
}

/**
 * A kept write. `failed`: the service refused it (4xx); it stays, with its message, until dismissed. `review`: a
 * reply held before going out because its thread moved on while it waited (`KEEP_POLICY.holdsForReview`); it stays,
 * and holds its queue, until its writer sends it anyway (`release`) or takes it back to edit (`cancel`).
 */
export interface OutboxItem extends OutboxWrite {
  seq: number;
  baseUrl: string;
  /** Who made it: only a token of this writer sends it, and only an element holding one shows it. */
  writer: OutboxWriter | null;
  createdAt: number;
  state: 'waiting' | 'sending' | 'failed' | 'review';
  /** Its writer saw why it was held and chose to send it: it is not held again. */
  reviewed?: boolean | undefined;
  attempts: number;
  error?: { status: number; kind: string; message: string } | undefined;
}

/** A change of the outbox: its items now, and the item just delivered with the service's answer, if one was. */
export interface OutboxChange {
  items: readonly OutboxItem[];
  sent?: { item: OutboxItem; result: unknown } | undefined;
}

/** An item as the database holds it: "sending" is this page's state of the moment, never stored. */
export type Stored = Omit<OutboxItem, 'state'> & { state: 'waiting' | 'failed' | 'review' };
