/**
 * `Idempotency-Key` (DESIGN §3): replaying a non-idempotent operation's first answer, and the canonical JSON and
 * hash that tell "the same body" from another (cursors.ts digests its scopes with them too).
 */
import type { SandboxContextHttp } from './auth.js';
import type { SandboxContext } from './context.js';
import { problem } from './problems.js';
import { MAX_BODY_DEPTH, readJson } from './request-body.js';

export const IDEMPOTENCY_KEY_MAX = 255;
export const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;

/**
 * JSON with object keys sorted, so that key order and whitespace do not make "another body". Bodies reach it
 * through readJson (depth-checked); anything deeper than {@link MAX_BODY_DEPTH} is refused here too (a 400).
 */
export function canonicalJson(value: unknown, depth = 0): string {
  if (depth > MAX_BODY_DEPTH) throw problem.malformed(`Request body is nested more than ${MAX_BODY_DEPTH} levels deep`);
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item, depth + 1)).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key], depth + 1)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * cyrb53: a fast 53-bit string hash (sync and runtime-agnostic). Collisions only matter for a 409 vs a replay, or a
 * cursor taken to a list whose scope digests alike (cursors.ts): both need a second request crafted to collide.
 */
export function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * Runs a non-idempotent operation under the request's `Idempotency-Key` (DESIGN §3): the same key with the same
 * body within 24 h replays the first successful response (same status, header `Idempotency-Replayed: true`); the
 * same key with another body is a 409. Keys are per caller (the API key, or the embed token's user), so two users
 * cannot collide. Failures are not recorded: fixing the request and retrying with the same key works.
 */
export async function idempotent(
  ctx: SandboxContext,
  c: SandboxContextHttp,
  run: () => { status: 200 | 201 | 202; body: unknown },
): Promise<Response> {
  const key = c.req.header('idempotency-key');
  if (key === undefined) {
    const result = run();
    return c.json(result.body as object, result.status);
  }
  if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX) {
    throw problem.invalid(`Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX} characters`);
  }
  const caller = c.get('caller');
  const owner = caller.kind === 'embed' ? `embed:${caller.user}` : caller.kind;
  // The body readBody already read, bounded and parsed (routes call readBody first); read it here otherwise.
  const body = await readJson(c);
  const fingerprint = hash53(`${c.req.method} ${new URL(c.req.url).pathname} ${canonicalJson(body)}`);
  const records = ctx.store.data.idempotency;
  const id = `${owner}|${key}`;
  const now = ctx.clock.now();
  const previous = records[id];
  if (previous && now - previous.at < IDEMPOTENCY_TTL_MS) {
    if (previous.fingerprint !== fingerprint) {
      throw problem.conflict(
        'Idempotency-Key was already used with another request body; use a new key for a new request',
      );
    }
    c.header('Idempotency-Replayed', 'true');
    return c.json(previous.body as object, previous.status as 200);
  }
  const result = run();
  records[id] = { fingerprint, status: result.status, body: JSON.parse(JSON.stringify(result.body)), at: now };
  pruneIdempotency(ctx, now);
  ctx.changed();
  return c.json(result.body as object, result.status);
}

/** Last sweep of expired keys, per store: sweeping at most once a minute keeps sends O(1). */
const lastPrune = new WeakMap<object, number>();
function pruneIdempotency(ctx: SandboxContext, now: number): void {
  if (now - (lastPrune.get(ctx.store) ?? -Infinity) < 60_000) return;
  lastPrune.set(ctx.store, now);
  const records = ctx.store.data.idempotency;
  for (const [id, record] of Object.entries(records)) if (now - record.at >= IDEMPOTENCY_TTL_MS) delete records[id];
}
