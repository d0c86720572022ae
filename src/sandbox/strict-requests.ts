/**
 * Strict query strings, and no body where a route reads none (DESIGN §12), with the same mechanism as strict bodies
 * (strict-keys.ts, `parseStrict`): a query key a route does not read, or a body sent to a route that reads none,
 * would otherwise be dropped silently (`GET /sandbox/deliveries?webhook_id=…` answering every delivery).
 *
 * A route declares what it reads beside its path: `app.get(path, auth, withQuery(Schema), handler)` for its query
 * keys (a zod object of strings), `noBody` for a POST that reads no body. {@link strictRequests}, installed once
 * before every route, finds those declarations among the handlers the request matched, so a route that declares
 * nothing reads no query key (and, for GET, HEAD and DELETE, no body): a route added later is strict by default.
 *
 * It runs before authentication, as the header limit does: the shape of a request is the public contract, and
 * refusing it says nothing about the caller's data.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import * as z from '../schemas/zod.js';
import { parseStrict, readJson, type SandboxEnv } from './http.js';
import { problem } from './problems.js';

const DECLARED = Symbol('parley.routeInput');

interface RouteInput {
  /** The query keys the route reads, as an object schema of strings. */
  query?: z.core.$ZodType;
  /** false: a POST or PATCH that reads no body. */
  body?: false;
}

type Marker = MiddlewareHandler<SandboxEnv> & { [DECLARED]?: RouteInput };

function marker(input: RouteInput): Marker {
  const handler: Marker = async (_c, next) => {
    await next();
  };
  handler[DECLARED] = input;
  return handler;
}

/** Declares the query keys a route reads (values are strings; a schema may transform them). */
export const withQuery = (schema: z.core.$ZodType): MiddlewareHandler<SandboxEnv> => marker({ query: schema });

/** Declares a POST or PATCH that reads no body: only an empty body or `{}` is accepted. */
export const noBody: MiddlewareHandler<SandboxEnv> = marker({ body: false });

const NOTHING = z.strictObject({});
// A fetch Request cannot hold a body on GET or HEAD, so over HTTP those reach the app without it: the Node server
// refuses them before the adapter drops the body (server.ts, bodyOnBodylessMethod).
const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'DELETE', 'OPTIONS']);

/** The query each request was checked with, parsed by its route's schema (read back with {@link readQuery}). */
const parsedQueries = new WeakMap<Request, unknown>();

/**
 * The query string as an object of strings, on a prototype-less object (`?__proto__=` is the unknown key it is). A
 * key given more than once holds all its values, so the schema refuses it (which one would count is a guess).
 */
function queryObject(url: string): Record<string, string | string[]> {
  const params = Object.create(null) as Record<string, string | string[]>;
  const search = new URL(url).searchParams;
  for (const key of search.keys()) {
    const values = search.getAll(key);
    params[key] = values.length === 1 ? values[0]! : values;
  }
  return params;
}

/** `text` as URL decoding reads it, or undefined when it is not percent-encoded UTF-8 (`%E0%A4%A`, `%FF`). */
function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/** Control characters: never in an id, a name or a query value the service reads (`%00`, `%0A`). */
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * A path or query string that is not well-formed (broken percent-encoding, control characters) → 400 naming where,
 * instead of a lenient decoding that turns it into "\ufffd%A" and a 404 echoing it: what was meant cannot be known.
 */
function checkEncoding(url: string): void {
  const { pathname, search } = new URL(url);
  for (const segment of pathname.split('/')) {
    const value = decoded(segment);
    if (value === undefined || CONTROL.test(value))
      throw problem.malformed(
        `The path segment ${JSON.stringify(segment.slice(0, 60))} is not ${value === undefined ? 'valid percent-encoded UTF-8' : 'allowed: it holds a control character'}`,
      );
  }
  for (const pair of search.slice(1).split('&')) {
    if (!pair) continue;
    const [rawKey = '', ...rest] = pair.split('=');
    const key = decoded(rawKey);
    const value = decoded(rest.join('='));
    if (key === undefined || value === undefined)
      throw problem.field([key ?? rawKey.slice(0, 60)], 'Not valid percent-encoded UTF-8', 'Query');
    if (CONTROL.test(key) || CONTROL.test(value))
      throw problem.field([key.slice(0, 60)], 'Control characters are not allowed in a query parameter', 'Query');
  }
}

function checkQuery(c: Context, schema: z.core.$ZodType): unknown {
  checkEncoding(c.req.url);
  const params = queryObject(c.req.url);
  const repeated = Object.keys(params).filter((key) => Array.isArray(params[key]));
  // Declared values are strings, so a repeated key always fails its schema; this note says why first.
  const note = repeated.length
    ? `${repeated.map((key) => JSON.stringify(key)).join(', ')} ${repeated.length > 1 ? 'are' : 'is'} given more than once; give each query parameter once`
    : undefined;
  return parseStrict(schema, params, 'Query', note, 'this route reads no query parameters');
}

/**
 * The middleware that checks every matched route's declarations (see the header): unknown or repeated query keys
 * and bad values of known ones → 400 request validation naming them; a body where the route reads none → 415 when
 * it is not JSON, 400 naming its keys when it is (an empty body and `{}` are fine).
 */
export function strictRequests(): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    // The handlers of the route itself (middleware registered with `use` has the method ALL); none: a 404 or 405.
    const handlers = matchedRoutes(c).filter((route) => route.method !== 'ALL');
    if (handlers.length) {
      const inputs = handlers
        .map((route) => (route.handler as Marker)[DECLARED])
        .filter((input): input is RouteInput => input !== undefined);
      const schema = inputs.find((input) => input.query)?.query ?? NOTHING;
      parsedQueries.set(c.req.raw, checkQuery(c, schema));
      if (BODYLESS_METHODS.has(c.req.method) || inputs.some((input) => input.body === false)) {
        parseStrict(NOTHING, await readJson(c), 'Request', undefined, 'this route takes no body');
      }
    }
    await next();
  };
}

/** The query a route declared with {@link withQuery}, as its schema parsed it. */
export function readQuery<S extends z.core.$ZodType>(c: Context, schema: S): z.output<S> {
  const raw = c.req.raw;
  if (!parsedQueries.has(raw)) parsedQueries.set(raw, checkQuery(c, schema));
  return parsedQueries.get(raw) as z.output<S>;
}
