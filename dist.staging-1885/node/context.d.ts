/**
 * The types every handler of `@parley/embeds/node` shares, on every runtime. Type-only references to Node's
 * `http` types; nothing here runs Node code, so the fetch-style handlers built on it work on Edge, Workers, Deno
 * and Bun as well as Node.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
/** What an adapted handler receives besides the Request: the original Node objects, when there are some. */
export interface NodeContext<Req = IncomingMessage> {
    req?: Req;
    res?: ServerResponse;
}
/**
 * The second argument of a fetch-style handler: `{req, res}` under the Express adapter, or whatever the framework
 * passes (Next.js route handlers get `{params}`, Hono handlers get nothing). Open to any other member, so every
 * framework's context object is accepted as it is.
 */
export type HandlerContext<Req = IncomingMessage> = NodeContext<Req> & {
    readonly [member: string]: unknown;
};
export type FetchHandler<Req = IncomingMessage> = (request: Request, context?: HandlerContext<Req>) => Promise<Response>;
/** `(req, res, next)`: Express 4/5 and Connect middleware. */
export type ExpressHandler<Req = IncomingMessage> = (req: Req, res: ServerResponse, next: (error?: unknown) => void) => void;
/** Bodies past this size are refused with 413 by the handlers themselves; the adapter stops reading after it too. */
export declare const MAX_BODY_BYTES: number;
/**
 * Marks a Request whose Node stream a body parser had consumed before `toFetchRequest` saw it (and no `body` was
 * passed): the receiver then answers with the raw-body setup to use, not "not valid JSON".
 */
export declare const BODY_CONSUMED_HEADER = "x-parley-body-consumed";
