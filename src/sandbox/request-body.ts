/**
 * Reading a request: the limits on its headers and body, the JSON body read, bounded and parsed once per request,
 * and strict validation of bodies and query strings, every failure a 4xx in the spec's shapes.
 */
import type { Context } from 'hono';
import * as z from '../schemas/zod.js';
import { findDuplicateKeyPath } from '../tokens/verify.js';
import { problem } from './problems.js';
import { unknownKeyIssues } from './strict-keys.js';

/** Largest JSON body the sandbox reads (1 MiB, counted in bytes as they arrive); larger bodies are a 413. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Deepest nesting of arrays/objects a body may have; deeper is a 400 (nothing walks a body recursively unbounded). */
export const MAX_BODY_DEPTH = 64;
/** Most values (array items, object members, scalars) a body may hold. */
export const MAX_BODY_NODES = 250_000;

/**
 * Reads a request body as UTF-8 text, counting bytes while reading and stopping at `limit`: a declared
 * Content-Length over the limit is refused before reading anything, a body that turns out larger is no longer read
 * past the first chunk over the limit. Too large → 413 `{error}`; not UTF-8 → 400.
 */
export async function readLimitedText(request: Request, limit = MAX_BODY_BYTES): Promise<string> {
  const declared = request.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > limit) throw problem.tooLarge(limit);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      // The client went away mid-body (or the stream broke): the request is incomplete, not a server fault.
      throw problem.malformed('Request body could not be read to its end');
    }
    const { done, value } = chunk;
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Stop reading, but leave the stream to its owner: cancelling a Node request body destroys the socket, and
      // with it the 413 on its way out. The Node server discards the rest for a moment, then closes (server.ts).
      reader.releaseLock();
      throw problem.tooLarge(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw problem.malformed('Request body is not valid UTF-8');
  }
}

/**
 * Checks that a parsed JSON value nests at most `maxDepth` levels and holds at most `maxNodes` values, without
 * recursion (an explicit stack), so any body later code walks recursively (fingerprints, clones, schemas) is bounded.
 * Returns the problem as a message, or null.
 */
export function boundedJsonProblem(
  value: unknown,
  maxDepth = MAX_BODY_DEPTH,
  maxNodes = MAX_BODY_NODES,
): string | null {
  const stack: [unknown, number][] = [[value, 0]];
  let nodes = 0;
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (++nodes > maxNodes) return `Request body holds more than ${maxNodes} values`;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= maxDepth) return `Request body is nested more than ${maxDepth} levels deep`;
    const children = Array.isArray(node) ? node : Object.values(node);
    for (const child of children) stack.push([child, depth + 1]);
  }
  return null;
}

/** Largest total of request header names and values the sandbox reads (32 KiB); more is a 431 `{error}`. */
export const MAX_HEADER_BYTES = 32 * 1024;

/** The bytes of a request's header lines (`name: value\r\n`), as a server counts them. */
export function headerBytes(headers: Headers): number {
  let size = 0;
  headers.forEach((value, name) => (size += name.length + value.length + 4));
  return size;
}

/** The charset a JSON content type names, when it is not UTF-8 (JSON is UTF-8: RFC 8259 §8.1); else undefined. */
function foreignCharset(parameters: string[]): string | undefined {
  const charset = parameters
    .find((p) => p.startsWith('charset='))
    ?.slice('charset='.length)
    .replace(/"/g, '');
  return charset === undefined || charset === 'utf-8' || charset === 'utf8' ? undefined : charset;
}

const parametersOf = (contentType: string) => contentType.split(';').map((part) => part.trim().toLowerCase());

/** `application/json` or a JSON-based type (`application/merge-patch+json`), in UTF-8 if a charset is named. */
export function isJsonContentType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const [type, ...parameters] = parametersOf(contentType);
  return /^application\/(?:[a-z0-9.+-]+\+)?json$/.test(type ?? '') && foreignCharset(parameters) === undefined;
}

/** The parsed body of each request (the idempotency fingerprint reuses what readBody read and checked). */
const parsedBodies = new WeakMap<Request, unknown>();
/** Requests that came without a body (readBody says so when the route needed fields). */
const emptyBodies = new WeakSet<Request>();

/**
 * Reads, bounds and parses the JSON body once per request; every failure is a 4xx in the spec's shapes. A body
 * that is not declared JSON is a 415, whatever it holds: a form post or a text/plain body parsed as JSON anyway
 * would accept what its sender never meant as JSON. No body at all reads as `{}` (routes without required fields).
 */
export async function readJson(c: Context): Promise<unknown> {
  const raw = c.req.raw;
  if (parsedBodies.has(raw)) return parsedBodies.get(raw);
  const text = await readLimitedText(raw);
  let json: unknown = {};
  if (text === '') emptyBodies.add(raw);
  else if (!isJsonContentType(raw.headers.get('content-type') ?? undefined)) {
    const type = raw.headers.get('content-type') ?? undefined;
    throw problem.unsupportedMediaType(type, type ? foreignCharset(parametersOf(type).slice(1)) : undefined);
  }
  if (text.trim() !== '') {
    try {
      json = JSON.parse(text);
    } catch {
      // A syntax error, or (for absurd nesting) the parser's own stack limit: either way the body is not usable JSON.
      throw problem.malformed('Request body is not valid JSON');
    }
  }
  const bounded = boundedJsonProblem(json);
  if (bounded) throw problem.malformed(bounded);
  // JSON.parse keeps the last of a repeated key silently (another parser may keep the first): which one would count
  // is a guess, as with a repeated query key (strict-requests.ts). One linear scan of the text, without recursion;
  // the issue is at the key's own path (`fields.0.key`), as a schema's issue about its value would be.
  const duplicate = text.includes('"') ? findDuplicateKeyPath(text) : null;
  const quoted = duplicate && JSON.stringify(String(duplicate.at(-1)).slice(0, 64));
  if (duplicate) throw problem.field(duplicate, `${quoted} is given more than once in one object; give each key once`);
  parsedBodies.set(raw, json);
  return json;
}

/**
 * The body schema each route validated with (`POST /api/send` → SendRequest), recorded on first use: what the
 * strict-keys property test walks, so a route added later is covered without a list to keep.
 */
export const bodySchemas = new Map<string, z.core.$ZodType>();

/**
 * Reads and validates a JSON body strictly (unknown keys at any depth are refused, see strict-keys.ts); every
 * failure is a 4xx in the spec's shapes (400, 413 when too large, 415 when not JSON).
 */
export async function readBody<S extends z.core.$ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const route = `${c.req.method} ${c.req.routePath}`;
  if (!bodySchemas.has(route)) bodySchemas.set(route, schema);
  const json = await readJson(c);
  const empty = emptyBodies.has(c.req.raw) ? 'Request body is empty: this route needs a JSON object' : undefined;
  return parseStrict(schema, json, undefined, empty);
}

/**
 * Validates a body (or a query string) with `schema` and refuses unknown keys anywhere in it: one 400 with every
 * issue, the unknown keys first (a misspelt key often explains the "required" issue after it). `emptyNote` heads
 * the issues when the request had no body at all; `noKeys` is what a key is told where its object takes none.
 */
export function parseStrict<S extends z.core.$ZodType>(
  schema: S,
  value: unknown,
  what?: string,
  emptyNote?: string,
  noKeys?: string,
): z.output<S> {
  const result = z.safeParse(schema, value);
  const unknown = unknownKeyIssues(schema, value, noKeys);
  if (result.success && !unknown.length) return result.data;
  // zod's own report of a strict object's unknown keys is replaced by ours (one issue per key, with a suggestion).
  const reported = new Set(unknown.map((issue) => issue.path.map(String).join('\u0000')));
  const others = (result.error?.issues ?? []).flatMap((issue): z.core.$ZodIssue[] => {
    if (issue.code !== 'unrecognized_keys') return [issue];
    const keys = issue.keys.filter((key) => !reported.has([...issue.path, key].map(String).join('\u0000')));
    return keys.length ? [{ ...issue, keys }] : [];
  });
  const head: z.core.$ZodIssue[] = emptyNote
    ? [{ code: 'custom', path: [], message: emptyNote, input: undefined } as z.core.$ZodIssue]
    : [];
  throw problem.validation(new z.$ZodError([...head, ...unknown, ...others]), what);
}

/** Validates any value (path params, query) with a schema; failure is the ZodError 400 body. */
export function parseWith<S extends z.core.$ZodType>(schema: S, value: unknown, what?: string): z.output<S> {
  const result = z.safeParse(schema, value);
  if (!result.success) throw problem.validation(result.error, what);
  return result.data;
}
