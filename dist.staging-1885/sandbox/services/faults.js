import * as z from '../../schemas/zod.js';
const Rate = z.number().check(z.gte(0, 'a rate is at least 0'), z.lte(1, 'a rate is at most 1'));
export const FaultRule = z.object({
    /** Path below `/api`: exact (`/send`) or a prefix ending in `*` (`/conversations/*`). */
    path: z.string().check(z.regex(/^\/[^\s]*$/, 'path starts with / (a trailing * matches a prefix)')),
    method: z.optional(z.string().check(z.regex(/^[A-Za-z]+$/, 'method is an HTTP method'))),
    drop: z.optional(Rate),
    error: z.optional(Rate),
    delayMs: z.optional(z.int().check(z.gte(0, 'delayMs is at least 0'), z.lte(60_000, 'delayMs is at most 60000'))),
});
export const FaultRules = z.object({
    rules: z.array(FaultRule).check(z.maxLength(50, 'At most 50 fault rules')),
});
function matches(rule, method, path) {
    if (rule.method && rule.method.toUpperCase() !== method)
        return false;
    return rule.path.endsWith('*') ? path.startsWith(rule.path.slice(0, -1)) : path === rule.path;
}
/** A response whose body fails while being read: to a client, a connection cut mid-response. */
function droppedResponse() {
    const body = new ReadableStream({
        start(controller) {
            controller.error(new Error('Injected fault: connection dropped'));
        },
    });
    return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
}
export function createFaults(context, random = Math.random) {
    let rules = { rules: [...(context.options.faults?.rules ?? [])] };
    return {
        get rules() {
            return rules;
        },
        set(next) {
            rules = { rules: [...next.rules] };
        },
        middleware(basePath) {
            return async (c, next) => {
                const path = new URL(c.req.url).pathname.slice(basePath.length) || '/';
                if (rules.rules.length === 0 || path.startsWith('/sandbox/') || c.req.method === 'OPTIONS')
                    return next();
                const rule = rules.rules.find((r) => matches(r, c.req.method, path));
                if (!rule)
                    return next();
                if (rule.delayMs)
                    await new Promise((resolve) => context.clock.setTimeout(resolve, rule.delayMs));
                if (rule.error && random() < rule.error)
                    return c.json({ error: `Injected fault: 500 on ${c.req.method} ${path}` }, 500);
                await next();
                // Dropped after the handler ran: the work is done but the answer is lost, which is what idempotent
                // retries exist for.
                // The real body is cancelled, not just replaced: an event stream would otherwise keep its subscriber.
                if (rule.drop && random() < rule.drop) {
                    void c.res.body?.cancel().catch(() => { });
                    c.res = droppedResponse();
                }
            };
        },
    };
}
