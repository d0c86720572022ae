/**
 * One answer per token for the team's directory reads (RCS agents, campaigns): every element of a page that asks
 * the same base URL the same read with the same token — the inbox for names, the composer for its sender, a blast
 * for its senders, each over its own {@link ApiTransport} — shares one request while it is in flight and its answer
 * for {@link FRESH_MS} after. What is shared is keyed by what decides the answer (base URL, the caller's token, path
 * and body), so another user, a renewed token with other scopes or another service never gets this one's answer; a
 * failure reaches only the callers already waiting, and the next call asks again.
 */
// Types only: a value imported from the client's modules, which every element's first screen loads, would make
// them a file of their own beside it (test/node/structure/first-screens.test.ts); the client hands its abort over.
import type { ApiTransport } from './transport.js';

/**
 * How long an answer is reused after it arrived. Agents and campaigns change in the team's console, rarely, and the
 * event stream announces no change to them (schemas/events.ts), so an element already showing names never re-reads
 * them anyway; a minute covers the elements of one page starting at different moments (a part loaded when wanted, a
 * composer whose sender changes) while a later mount still sees a rename within a minute.
 */
export const FRESH_MS = 60_000;
/** At most this many answers kept (oldest dropped first): a page holds a handful of tokens and reads. */
const MAX_ENTRIES = 16;

interface Entry {
  readonly answer: Promise<unknown>;
  readonly stop: AbortController;
  /** Callers waiting that have not aborted; at zero, in flight, the request is aborted. */
  waiting: number;
  /** Set once answered: reused until then. */
  freshUntil?: number;
}

const entries = new Map<string, Entry>();

/** The body as the service reads it: `cursor: null` and an absent cursor are one request, whatever the key order. */
function canonical(body: object): string {
  const fields = Object.entries(body).filter(([, value]) => value !== undefined && value !== null);
  return JSON.stringify(fields.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * `send(signal)`'s answer, shared with every caller asking `client.baseUrl` for `path` with `body` under the same
 * token while it is in flight or fresh. `signal` stops this caller only; the request stops when every caller
 * waiting on it has stopped. The answer is the same object for every caller: read it, do not change it.
 */
export async function sharedRead<T>(
  client: ApiTransport,
  path: string,
  body: object,
  signal: AbortSignal | undefined,
  send: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const token = await client.getToken(signal);
  // Aborted while the token came: nothing to join, nothing to send.
  if (signal?.aborted) return client.untilAborted(new Promise<T>(() => {}), signal);
  const key = JSON.stringify([client.baseUrl, token ?? '', path, canonical(body)]);
  const now = Date.now();
  for (const [k, entry] of entries) if (entry.freshUntil !== undefined && now >= entry.freshUntil) entries.delete(k);
  let entry = entries.get(key);
  if (!entry) {
    const stop = new AbortController();
    const made: Entry = { answer: send(stop.signal), stop, waiting: 0 };
    made.answer.then(
      () => (made.freshUntil = Date.now() + FRESH_MS),
      () => entries.get(key) === made && entries.delete(key),
    );
    entries.set(key, (entry = made));
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  }
  const answer = entry.answer as Promise<T>;
  if (entry.freshUntil !== undefined || !signal) {
    // Answered (nothing left to stop), or a caller that never stops: it keeps the request going.
    if (!signal) entry.waiting = Infinity;
    return answer;
  }
  const joined = entry;
  joined.waiting++;
  const leave = () => {
    if (--joined.waiting > 0 || joined.freshUntil !== undefined) return;
    // Nobody waits any more: stop the request, and forget it so the next caller asks again.
    if (entries.get(key) === joined) entries.delete(key);
    joined.stop.abort(signal.reason);
  };
  signal.addEventListener('abort', leave, { once: true });
  const settled = () => signal.removeEventListener('abort', leave);
  answer.then(settled, settled);
  return client.untilAborted(answer, signal);
}
