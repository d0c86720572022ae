/**
 * Response checks in development builds (`#response-check` under the `development` condition, and in this
 * repository's tests): every response is parsed by its route's zod schema and every stream event by `StreamEvent`,
 * so a contract drift between the service and the elements fails loudly where developers look.
 */
import { StreamEvent } from '../schemas/events.js';
import * as z from '../schemas/zod.js';
import type { CheckResult, ResponseCheck } from './response-check.types.js';

function check<T>(schema: z.core.$ZodType, value: unknown): CheckResult<T> {
  const parsed = z.safeParse(schema, value);
  if (parsed.success) return { ok: true, value: parsed.data as T };
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    cause: parsed.error,
  };
}

export const responseCheck: ResponseCheck = {
  enabled: true,
  response: (schema, body) => (schema ? check(schema, body) : { ok: true, value: body as never }),
  streamEvent: (candidate) => check(StreamEvent, candidate),
};
