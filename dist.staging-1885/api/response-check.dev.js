/**
 * Response checks in development builds (`#response-check` under the `development` condition, and in this
 * repository's tests): every response is parsed by its route's zod schema and every stream event by `StreamEvent`,
 * so a contract drift between the service and the elements fails loudly where developers look.
 */
import { StreamEvent } from '../schemas/events.js';
import * as z from '../schemas/zod.js';
function check(schema, value) {
    const parsed = z.safeParse(schema, value);
    if (parsed.success)
        return { ok: true, value: parsed.data };
    return {
        ok: false,
        problems: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
        cause: parsed.error,
    };
}
export const responseCheck = {
    enabled: true,
    response: (schema, body) => (schema ? check(schema, body) : { ok: true, value: body }),
    streamEvent: (candidate) => check(StreamEvent, candidate),
};
