import { BODY_CONSUMED_HEADER, MAX_BODY_BYTES } from './context.js';
export { MAX_BODY_BYTES, } from './context.js';
const CONSUMED = Symbol('consumed');
function given(body) {
    return typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify(body);
}
async function readBody(req, options) {
    if (req.method === 'GET' || req.method === 'HEAD')
        return undefined;
    if (options.body !== undefined)
        return given(options.body);
    // A body parser (express.json(), …) may have consumed the stream already: use what it left. When it skipped
    // the request (another content type) the stream is unread and is read here.
    if (req.body !== undefined && req.readableEnded)
        return given(req.body);
    // Fastify and Koa's body parsers leave the Node stream consumed without setting `req.body`: nothing is left to
    // read (waiting on it would hang), and the handler is told why its body is empty.
    if (req.readableEnded)
        return CONSUMED;
    const chunks = [];
    let size = 0;
    for await (const chunk of req) {
        chunks.push(chunk);
        size += chunk.length;
        if (size > MAX_BODY_BYTES)
            break; // enough to know it is too large; the handler answers 413
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
export async function toFetchRequest(req, options = {}) {
    const nodeReq = req;
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
        if (value === undefined)
            continue;
        if (Array.isArray(value))
            for (const item of value)
                headers.append(name, item);
        else
            headers.set(name, value);
    }
    const host = req.headers.host ?? 'localhost';
    const protocol = nodeReq.protocol ?? (req.socket?.encrypted ? 'https' : 'http');
    const url = new URL(nodeReq.originalUrl ?? req.url ?? '/', `${protocol}://${host}`);
    const body = await readBody(nodeReq, options);
    if (body === CONSUMED) {
        headers.set(BODY_CONSUMED_HEADER, '1');
        return new Request(url, { method: req.method ?? 'GET', headers });
    }
    return new Request(url, { method: req.method ?? 'GET', headers, body: body });
}
/**
 * Writes a fetch `Response` to a Node response.
 *
 * @example
 * ```ts
 * await sendFetchResponse(res, new Response('ok'));
 * ```
 */
export async function sendFetchResponse(res, response) {
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
export function toExpressHandler(handler) {
    return (req, res, next) => {
        toFetchRequest(req)
            .then((request) => handler(request, { req, res }))
            .then((response) => sendFetchResponse(res, response))
            .catch(next);
    };
}
