/**
 * Fetch-style handlers (`(Request) => Promise<Response>`) are what Hono, Next.js route handlers, Bun, Deno and
 * Workers speak; Express, Connect and Fastify (via middie) speak `(req, res, next)`. This adapter lets each
 * handler be written once, as a fetch handler.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** What an adapted handler receives besides the Request: the original Node objects, when there are some. */
export interface NodeContext<Req = IncomingMessage> {
  req?: Req;
  res?: ServerResponse;
}

export type FetchHandler<Req = IncomingMessage> = (request: Request, context?: NodeContext<Req>) => Promise<Response>;

/** `(req, res, next)`: Express 4/5 and Connect middleware. */
export type ExpressHandler<Req = IncomingMessage> = (req: Req, res: ServerResponse, next: (error?: unknown) => void) => void;

type NodeRequest = IncomingMessage & { body?: unknown; originalUrl?: string; protocol?: string };

/** Bodies past this size are refused with 413 by the handlers themselves; the adapter stops reading after it too. */
export const MAX_BODY_BYTES = 1024 * 1024;

async function readBody(req: NodeRequest): Promise<Uint8Array | string | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  // A body parser (express.json(), …) may have consumed the stream already: use what it left. When it skipped
  // the request (another content type) the stream is unread and is read here.
  if (req.body !== undefined && req.readableEnded) {
    if (typeof req.body === 'string' || req.body instanceof Uint8Array) return req.body;
    return JSON.stringify(req.body);
  }
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
 * Builds a fetch `Request` from a Node request (method, URL, headers and body).
 *
 * @example
 * ```ts
 * const request = await toFetchRequest(req);
 * ```
 */
export async function toFetchRequest(req: IncomingMessage): Promise<Request> {
  const nodeReq = req as NodeRequest;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  const host = req.headers.host ?? 'localhost';
  const protocol = nodeReq.protocol ?? ((req.socket as { encrypted?: boolean } | undefined)?.encrypted ? 'https' : 'http');
  const url = new URL(nodeReq.originalUrl ?? req.url ?? '/', `${protocol}://${host}`);
  const body = await readBody(nodeReq);
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
