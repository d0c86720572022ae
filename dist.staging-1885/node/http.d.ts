/**
 * Fetch-style handlers (`(Request) => Promise<Response>`) are what Hono, Next.js route handlers, Bun, Deno and
 * Workers speak; Express, Connect and Fastify (via middie) speak `(req, res, next)`. This adapter lets each
 * handler be written once, as a fetch handler.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type ExpressHandler, type FetchHandler } from './context.js';
export { MAX_BODY_BYTES, type ExpressHandler, type FetchHandler, type HandlerContext, type NodeContext, } from './context.js';
/** Options of {@link toFetchRequest}. */
export interface ToFetchRequestOptions {
    /**
     * The body, when a framework has already read the Node stream: Fastify's `request.body` (a Buffer with a raw
     * content-type parser, or the parsed object), Koa's `ctx.request.rawBody` / `ctx.request.body`. Objects are sent
     * as JSON.
     */
    body?: unknown;
}
/**
 * Builds a fetch `Request` from a Node request (method, URL, headers and body). When a framework has already
 * read the body, pass it as `options.body`; if it was read and not passed, the Request is marked so the webhook
 * receiver can say what to set up instead of refusing an empty body.
 *
 * @example
 * ```ts
 * const request = await toFetchRequest(req);
 * const fromFastify = await toFetchRequest(request.raw, { body: request.body });
 * ```
 */
export declare function toFetchRequest(req: IncomingMessage, options?: ToFetchRequestOptions): Promise<Request>;
/**
 * Writes a fetch `Response` to a Node response.
 *
 * @example
 * ```ts
 * await sendFetchResponse(res, new Response('ok'));
 * ```
 */
export declare function sendFetchResponse(res: ServerResponse, response: Response): Promise<void>;
/**
 * Adapts a fetch-style handler to Express/Connect middleware. The handler also receives `{req, res}`, so a
 * session set by earlier middleware (`req.session`, `req.user`) stays reachable. Thrown errors go to `next`.
 *
 * @example
 * ```ts
 * app.post('/parley/webhooks', toExpressHandler(webhookHandler({ secret, on })));
 * ```
 */
export declare function toExpressHandler<Req = IncomingMessage>(handler: FetchHandler<Req>): ExpressHandler<Req>;
