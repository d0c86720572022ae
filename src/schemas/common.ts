/** Building blocks shared by every resource schema: ids, phone numbers, senders, timestamps, URLs, pagination. */
import { E164 } from '../core/e164.js';
import { AGENT_ID_PATTERN } from './constants.js';
import * as z from './zod.js';

export { AGENT_ID_PATTERN };
/** E.164: `+`, a non-zero country digit, 7 to 15 digits in all (`core/e164.ts`, which zod-free code reads). */
export const E164_PATTERN = E164;
export const PhoneNumber = z
  .string()
  .check(z.regex(E164_PATTERN, 'Must be an E.164 phone number such as +14155550123'));

export const AgentId = z.string().check(z.regex(AGENT_ID_PATTERN, 'Must be an RCS agent id such as agent_acme'));

/** A sender is a phone number or an RCS agent id (spec: Webhook `senders`). */
export const SenderId = z.union([PhoneNumber, AgentId]);
export const isAgentId = (sender: string): boolean => AGENT_ID_PATTERN.test(sender);

/**
 * A text limit the service states in characters: at most `n` code points, as `characters()` (`characters.ts`)
 * counts them for every counter and rule outside zod, so an emoji is one. zod's own length check measures strings in
 * code points (zod 4.6.7 and later, package.json's floor), and its issue is kept as it is (`too_big`, `maximum`,
 * `origin: 'string'`, a value of the wrong type with a `length` measured too), so error bodies and
 * `core/send-rules.ts`, which restates it, are unchanged; `test/node/schemas/characters.test.ts` holds the two
 * counts equal. The words: "`what` must be at most `n` characters", or "… is at most …" where a schema says so.
 */
export const maxCharacters = (n: number, what: string, verb: 'must be' | 'is' = 'must be') =>
  z.maxLength(n, `${what} ${verb} at most ${n} characters`);

/**
 * Resource ids are opaque strings; bounded so that ids cannot be abused as payload carriers. The bounds of ids, URLs
 * and cursors are sizes of machine values, not text limits: they keep zod's `maxLength` (which counts the same way).
 */
export const Id = z
  .string()
  .check(z.minLength(1, 'Must not be empty'), z.maxLength(128, 'Must be at most 128 characters'));

/** ISO 8601 with milliseconds and `Z` (spec: `submitted_at`), or any offset on input. */
export const Timestamp = z.iso.datetime({ offset: true });

const httpUrlCheck = z.refine<string>((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname;
  } catch {
    return false;
  }
}, 'Must be an absolute http or https URL');
export const HttpUrl = z.string().check(z.maxLength(2048, 'URLs are at most 2048 characters'), httpUrlCheck);

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 25;

/** Fields of every `POST …/list` body (DESIGN §3). */
export const listShape = {
  pageSize: z.optional(
    z
      .int()
      .check(
        z.gte(1, 'pageSize must be at least 1'),
        z.lte(MAX_PAGE_SIZE, `pageSize must be at most ${MAX_PAGE_SIZE}`),
      ),
  ),
  cursor: z.optional(z.nullable(z.string().check(z.maxLength(512, 'cursor is at most 512 characters')))),
};
export const ListRequest = z.object(listShape);
export type ListRequest = z.infer<typeof ListRequest>;

/** `{data, nextCursor}` for any item schema. */
export function Page<T extends z.ZodMiniType>(item: T) {
  return z.object({ data: z.array(item), nextCursor: z.nullable(z.string()) });
}
export interface Page<T> {
  data: T[];
  nextCursor: string | null;
}
