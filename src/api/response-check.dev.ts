/**
 * Response checks in development builds (`#response-check` under the `development` condition, and in this
 * repository's tests): every response is parsed by its route's zod schema and every stream event by `StreamEvent`,
 * so a contract drift between the service and the elements fails loudly where developers look. A route names its
 * schema by a key; `response-schemas.dev.ts` maps each key to its schema.
 */
import { StreamEvent } from '../schemas/events.js';
import * as z from '../schemas/zod.js';
import { ApiError } from './errors.js';
import type { CheckResult, ResponseCheck } from './response-check.types.js';
import { responseSchema } from './response-schemas.dev.js';

function check<T>(schema: z.core.$ZodType, value: unknown): CheckResult<T> {
  const parsed = z.safeParse(schema, value);
  if (parsed.success) return { ok: true, value: parsed.data as T };
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    cause: parsed.error,
  };
}

/** The token sources already warned about: one warning per source, however many elements share it. */
const warned = new WeakSet<object>();

export const responseCheck: ResponseCheck = {
  schema: (schema) => (typeof schema === 'string' ? responseSchema(schema) : schema),
  response(schema, body, status, method, url) {
    const checked = schema ? check<unknown>(schema, body) : { ok: true as const, value: body };
    if (checked.ok) return checked.value;
    throw new ApiError({
      status,
      kind: 'bad-response',
      message: `${method} ${url} answered an unexpected body (${checked.problems.slice(0, 3).join('; ')})`,
      method,
      url,
      cause: checked.cause,
    });
  },
  streamEvent: (candidate) => check(StreamEvent, candidate),
  firstAnswer(source, response, baseUrl, tokenUrl) {
    // Only a misconfiguration is worth a warning: a slow or failing service is the route's to log, and the
    // element asks for itself then anyway.
    // One entry per named request, separated by ", " (a base-url holds no comma-space: URL-serialized); any of
    // them may be this element's.
    const said = /(?:^|, )skipped; reason=base-url-mismatch(?:; base-url="([^"]*)")?/.exec(
      response.headers.get('Parley-First-Answer') ?? '',
    );
    if (!said || warned.has(source)) return;
    warned.add(source);
    console.warn(
      `Parley: the token route ${tokenUrl} did not answer the first request beside the token, because this ` +
        `element's base-url ${baseUrl} is not under the route's firstAnswers.baseUrl ${said[1] ?? '(not a URL)'}. ` +
        'The element asked for itself (one round trip more); give both the same API root.',
    );
  },
};
