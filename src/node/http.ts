/**
 * Fetch-style handlers (`(Request) => Promise<Response>`) are what Hono, Next.js route handlers, Bun, Deno and
 * Workers speak; Express, Connect and Fastify (via middie) speak `(req, res, next)`. This adapter lets each
 * handler be written once, as a fetch handler.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BODY_CONSUMED_HEADER, MAX_BODY_BYTES, type ExpressHandler, type FetchHandler } from './context.js';

export {
  MAX_BODY_BYTES,
  type ExpressHandler,
  type FetchHandler,
  type HandlerContext,
  type NodeContext,
} from './context.js';

const CONSUMED = Symbol('consumed');

type NodeRequest = IncomingMessage & { body?: unknown; originalUrl?: string; protocol?: string };

/** Options of {@link toFetchRequest}. */
export interface ToFetchRequestOptions {
  /**
   * The body, when a framework has already read the Node stream: Fastify's `request.body` (a Buffer with a raw
   * content-type parser, or the parsed object), Koa's `ctx.request.rawBody` / `ctx.request.body`. Objects are sent
   * as JSON.
   */
  body?: unknown;
}

function given(body: unknown): Uint8Array | string {
  return typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify(body);
}

async function readBody(
  req: NodeRequest,
  options: ToFetchRequestOptions,
): Promise<Uint8Array | string | typeof CONSUMED | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  if (options.body !== undefined) return given(options.body);
  // A body parser (express.json(), …) may have consumed the stream already: use what it left. When it skipped
  // the request (another content type) the stream is unread and is read here.
  if (req.body !== undefined && req.readableEnded) return given(req.body);
  // Fastify and Koa's body parsers leave the Node stream consumed without setting `req.body`: nothing is left to
  // read (waiting on it would hang), and the handler is told why its body is empty.
  if (req.readableEnded) return CONSUMED;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    chunks.push(chunk as Buffer);
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) break; // enough to know it is too large; the handler answers 413
  }
  return new Uint8Array(Buffer.concat(chunks));
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
export async function toFetchRequest(req: IncomingMessage, options: ToFetchRequestOptions = {}): Promise<Request> {
  const nodeReq = req as NodeRequest;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  const host = req.headers.host ?? 'localhost';
  const protocol =
    nodeReq.protocol ?? ((req.socket as { encrypted?: boolean } | undefined)?.encrypted ? 'https' : 'http');
  const url = new URL(nodeReq.originalUrl ?? req.url ?? '/', `${protocol}://${host}`);
  const body = await readBody(nodeReq, options);
  if (body === CONSUMED) {
    headers.set(BODY_CONSUMED_HEADER, '1');
    return new Request(url, { method: req.method ?? 'GET', headers });
  }
  return new Request(url, { method: req.method ?? 'GET', headers, body: body as BodyInit | undefined });
}

/**
 * Writes a fetch `Response` to a Node response.
 *
 * @example
 * ```ts
 * await sendFetchResponse(res, new Response('ok'));
 * ```
 */
export async function sendFetchResponse(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.end(Buffer.from(await response.arrayBuffer()));
}

/**
 * Adapts a fetch-style handler to Express/Connect middleware. The handler also receives `{req, res}`, so a
 * session set by earlier middleware (`req.session`, `req.user`) stays reachable. Thrown errors go to `next`.
 *
 * @example
 * ```ts
 * app.post('/parley/webhooks', toExpressHandler(webhookHandler({ secret, on })));
 * ```
 */
export function toExpressHandler<Req = IncomingMessage>(handler: FetchHandler<Req>): ExpressHandler<Req> {
  return (req, res, next) => {
    toFetchRequest(req as IncomingMessage)
      .then((request) => handler(request, { req, res }))
      .then((response) => sendFetchResponse(res, response))
      .catch(next);
  };
}
