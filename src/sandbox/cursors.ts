/**
 * List cursors (DESIGN §12): opaque, signed with the sandbox's own key, and bound to the list they page (its kind,
 * the conversation or form it belongs to, the request's filters), so a cursor forged, edited, from another sandbox
 * or from another list is a 400 `{error}`, never a position read in the wrong list.
 */
import type { SandboxContext } from './context.js';
import { hmacSha256, toBase64Url } from './hmac.js';
import { canonicalJson, hash53, problem, safeEqual } from './http.js';

/** What signs cursors: the sandbox's own random key (kept in the store, so `--data` cursors survive a restart). */
export type CursorSigner = Pick<SandboxContext, 'cursorKey'>;

const encoder = new TextEncoder();
const cursorSignature = (signer: CursorSigner, payload: string) =>
  toBase64Url(hmacSha256(signer.cursorKey(), encoder.encode(payload)));

/**
 * The list a cursor pages: its kind (`messages`) and what narrows it (the conversation whose messages these are,
 * the filters of the request), so a cursor pages only the list it came from: another conversation's, or the same
 * list with other filters, would start at a position that means nothing there.
 */
export interface CursorList {
  kind: string;
  /** What narrows the list (ids, filters); compared by a digest of its canonical JSON. */
  scope?: unknown;
}

/** A list request's filters: every field but `cursor` and `pageSize` (a page size may change between pages). */
export function listFilters(request: object): Record<string, unknown> {
  const filters: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(request)) {
    if (key !== 'cursor' && key !== 'pageSize' && value !== undefined) filters[key] = value;
  }
  return filters;
}

const scopeDigest = (list: CursorList) => hash53(canonicalJson(list.scope ?? null));

/**
 * Opaque list cursors: the sort key of the last row returned, so a page boundary does not move when rows are
 * inserted before it, tagged with the list it pages (kind and a digest of its scope: a cursor of one list is
 * refused by every other) and signed with HMAC-SHA256 under the sandbox's key, so a cursor the sandbox did not hand
 * out (forged, edited, or another sandbox's) is refused rather than read as a position.
 */
export function encodeCursor(signer: CursorSigner, list: CursorList, key: readonly string[]): string {
  const payload = toBase64Url(encoder.encode(JSON.stringify([list.kind, scopeDigest(list), ...key])));
  return `${payload}.${cursorSignature(signer, payload)}`;
}

/** Decodes a cursor of `list` with `arity` key parts; anything else (a bad signature above all) is a 400 `{error}`. */
export function decodeCursor(signer: CursorSigner, list: CursorList, cursor: string, arity: number): string[] {
  const dot = cursor.indexOf('.');
  const payload = cursor.slice(0, dot);
  if (dot <= 0 || !safeEqual(cursor.slice(dot + 1), cursorSignature(signer, payload))) {
    throw problem.invalid(
      'cursor was not issued by this sandbox (or was altered): pass back the nextCursor of the previous page unchanged',
    );
  }
  let parts: unknown;
  try {
    const binary = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    parts = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0))));
  } catch {
    parts = null;
  }
  if (!Array.isArray(parts) || parts.length !== arity + 2 || !parts.every((part) => typeof part === 'string')) {
    throw problem.invalid('cursor is not a cursor of this list: pass back the nextCursor of the previous page');
  }
  if (parts[0] !== list.kind) {
    throw problem.invalid(
      `cursor is a cursor of the ${String(parts[0]).slice(0, 40)} list, not of this ${list.kind} list: pass back the nextCursor of this list's previous page`,
    );
  }
  if (parts[1] !== scopeDigest(list)) {
    throw problem.invalid(
      `cursor is a cursor of another ${list.kind} list (another conversation, or other filters): a cursor pages only the list it came from, so send it with the same path and filters as the request that returned it (pageSize may change), or start again without cursor`,
    );
  }
  return parts.slice(2) as string[];
}

/** The page size of a `…/list` body: DESIGN §3 default 25 (the schema bounds it to 1–100). */
export const pageSizeOf = (body: { pageSize?: number | undefined }) => body.pageSize ?? 25;

/**
 * Keyset pagination over rows shown newest first by `(sortKey, id)`. The cursor is the last row's key (tagged with
 * the list: `kind`, or `list` with its scope, and the request's filters), so rows added between pages neither repeat
 * nor shift later pages.
 */
export function paginate<T>(
  signer: CursorSigner,
  kind: string | CursorList,
  rows: readonly T[],
  keyOf: (row: T) => readonly [sortKey: string, id: string],
  request: { pageSize?: number | undefined; cursor?: string | null | undefined },
): { data: T[]; nextCursor: string | null } {
  const named = typeof kind === 'string' ? { kind } : kind;
  const list: CursorList = { kind: named.kind, scope: [named.scope ?? null, listFilters(request)] };
  const sorted = [...rows].sort((a, b) => compareKeys(keyOf(b), keyOf(a)));
  const pageSize = pageSizeOf(request);
  let start = 0;
  // Absent or null is the first page; any string is a cursor, "" too: one this sandbox never issued, so a 400.
  if (request.cursor != null) {
    const [sortKey, id] = decodeCursor(signer, list, request.cursor, 2);
    start = sorted.findIndex((row) => compareKeys(keyOf(row), [sortKey!, id!]) < 0);
    if (start === -1) start = sorted.length;
  }
  const data = sorted.slice(start, start + pageSize);
  const more = start + pageSize < sorted.length;
  return { data, nextCursor: more && data.length ? encodeCursor(signer, list, keyOf(data[data.length - 1]!)) : null };
}

function compareKeys(a: readonly [string, string], b: readonly [string, string]): number {
  if (a[0] !== b[0]) return a[0] < b[0] ? -1 : 1;
  return a[1] === b[1] ? 0 : a[1] < b[1] ? -1 : 1;
}
