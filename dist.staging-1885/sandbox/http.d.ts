/**
 * HTTP plumbing shared by every route: the spec's error bodies, body parsing, authentication (API key or embed
 * token with scope), and `res` row filtering.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { EmbedResources, Scope } from '../schemas/token.js';
import * as z from '../schemas/zod.js';
import { type VerifiedEmbedToken } from '../tokens/index.js';
import type { SandboxContext } from './context.js';
/** Who is calling: the customer's server (API key: everything) or an embed token (its scopes and `res`). */
export type Caller = {
    kind: 'server';
} | {
    kind: 'embed';
    user: string;
    scopes: ReadonlySet<Scope>;
    resources: EmbedResources;
    token: VerifiedEmbedToken;
} | {
    kind: 'anonymous';
};
export type SandboxEnv = {
    Variables: {
        caller: Caller;
    };
};
export type SandboxHono = import('hono').Hono<SandboxEnv>;
export type SandboxContextHttp = Context<SandboxEnv>;
/** A failure with the spec's body; thrown anywhere in a handler, answered by the app's error handler. */
export declare class ApiProblem extends Error {
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 429 | 431 | 500 | 503;
    readonly body: {
        error: string;
    } | {
        description: string;
        errors: unknown;
    };
    readonly headers: Record<string, string>;
    constructor(status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 429 | 431 | 500 | 503, body: {
        error: string;
    } | {
        description: string;
        errors: unknown;
    }, headers?: Record<string, string>);
}
export declare const problem: {
    /** 400 service validation: `{error}`. */
    invalid: (message: string) => ApiProblem;
    unauthorized: (message?: string) => ApiProblem;
    forbidden: (message: string) => ApiProblem;
    notFound: (what: string) => ApiProblem;
    conflict: (message: string) => ApiProblem;
    rateLimited: (retryAfterSeconds: number) => ApiProblem;
    /** 400 request validation: the ZodError body. */
    validation: (error: z.core.$ZodError, what?: string) => ApiProblem;
    /** 400 request validation not tied to a field (unparsable or too deeply nested body): both sections, as the spec has. */
    malformed: (message: string) => ApiProblem;
    tooLarge: (limit: number) => ApiProblem;
    unsupportedMediaType: (contentType: string | undefined) => ApiProblem;
    headersTooLarge: (size: number, limit: number) => ApiProblem;
    methodNotAllowed: (method: string, path: string, allow: readonly string[]) => ApiProblem;
};
/** Largest JSON body the sandbox reads (1 MiB, counted in bytes as they arrive); larger bodies are a 413. */
export declare const MAX_BODY_BYTES: number;
/** Deepest nesting of arrays/objects a body may have; deeper is a 400 (nothing walks a body recursively unbounded). */
export declare const MAX_BODY_DEPTH = 64;
/** Most values (array items, object members, scalars) a body may hold. */
export declare const MAX_BODY_NODES = 250000;
/**
 * Reads a request body as UTF-8 text, counting bytes while reading and stopping at `limit`: a declared
 * Content-Length over the limit is refused before reading anything, a body that turns out larger is no longer read
 * past the first chunk over the limit. Too large → 413 `{error}`; not UTF-8 → 400.
 */
export declare function readLimitedText(request: Request, limit?: number): Promise<string>;
/** The request-validation body for a problem with the body as a whole: `errors` has both sections. */
export declare function requestErrorBody(message: string): {
    description: string;
    errors: {
        errors: string[];
        properties: Record<string, never>;
    };
};
/**
 * Checks that a parsed JSON value nests at most `maxDepth` levels and holds at most `maxNodes` values, without
 * recursion (an explicit stack), so any body later code walks recursively (fingerprints, clones, schemas) is bounded.
 * Returns the problem as a message, or null.
 */
export declare function boundedJsonProblem(value: unknown, maxDepth?: number, maxNodes?: number): string | null;
/** Largest total of request header names and values the sandbox reads (32 KiB); more is a 431 `{error}`. */
export declare const MAX_HEADER_BYTES: number;
/** The bytes of a request's header lines (`name: value\r\n`), as a server counts them. */
export declare function headerBytes(headers: Headers): number;
/** `application/json` or a JSON-based type (`application/merge-patch+json`), in UTF-8 if a charset is named. */
export declare function isJsonContentType(contentType: string | undefined): boolean;
/**
 * Reads, bounds and parses the JSON body once per request; every failure is a 4xx in the spec's shapes. A body
 * that is not declared JSON is a 415, whatever it holds: a form post or a text/plain body parsed as JSON anyway
 * would accept what its sender never meant as JSON. No body at all reads as `{}` (routes without required fields).
 */
export declare function readJson(c: Context): Promise<unknown>;
/**
 * The body schema each route validated with (`POST /api/send` → SendRequest), recorded on first use: what the
 * strict-keys property test walks, so a route added later is covered without a list to keep.
 */
export declare const bodySchemas: Map<string, z.core.$ZodType<unknown, unknown, z.core.$ZodTypeInternals<unknown, unknown>>>;
/**
 * Reads and validates a JSON body strictly (unknown keys at any depth are refused, see strict-keys.ts); every
 * failure is a 4xx in the spec's shapes (400, 413 when too large, 415 when not JSON).
 */
export declare function readBody<S extends z.core.$ZodType>(c: Context, schema: S): Promise<z.output<S>>;
/**
 * Validates a body with `schema` and refuses unknown keys anywhere in it: one 400 with every issue, the unknown
 * keys first (a misspelt key often explains the "required" issue after it). `emptyNote` heads the issues when
 * the request had no body at all.
 */
export declare function parseStrict<S extends z.core.$ZodType>(schema: S, value: unknown, what?: string, emptyNote?: string): z.output<S>;
/** Validates any value (path params, query) with a schema; failure is the ZodError 400 body. */
export declare function parseWith<S extends z.core.$ZodType>(schema: S, value: unknown, what?: string): z.output<S>;
/** Constant-time string comparison that does not leak the length of the expected value through early exit. */
export declare function safeEqual(given: string, expected: string): boolean;
export declare function createAuth(ctx: SandboxContext): {
    verify: (token: string) => Promise<VerifiedEmbedToken>;
    /** Server routes: `SERVICE-API-KEY` only. */
    apiKey(): MiddlewareHandler<SandboxEnv>;
    /** Embed routes: an embed token with one of `scope`, or the API key (the service's own operations). */
    embed(scope: Scope | readonly Scope[]): MiddlewareHandler<SandboxEnv>;
    /** Routes open to anonymous callers (URL-only forms, places): a token is used when sent. */
    optional(scope: Scope | readonly Scope[]): MiddlewareHandler<SandboxEnv>;
};
/** The dimensions a row has, for `res` filtering; an absent dimension means the row has none. */
export interface RowScope {
    sender?: string | null;
    brand?: string | null;
    campaign?: string | null;
    conversation?: string | null;
    form?: string | null;
    audience?: string | null;
}
/**
 * Whether the caller may see a row. For every restricted dimension the row must have a value in the allowed list;
 * a row without a value on a restricted dimension is hidden (fail closed).
 */
export declare function canSee(caller: Caller, row: RowScope): boolean;
/** What signs cursors: the sandbox's own random key (kept in the store, so `--data` cursors survive a restart). */
export type CursorSigner = Pick<SandboxContext, 'cursorKey'>;
/**
 * Opaque list cursors: the sort key of the last row returned, so a page boundary does not move when rows are
 * inserted before it, tagged with the list's kind (a cursor of one list is refused by another) and signed with
 * HMAC-SHA256 under the sandbox's key, so a cursor the sandbox did not hand out (forged, edited, or another
 * sandbox's) is refused rather than read as a position.
 */
export declare function encodeCursor(signer: CursorSigner, kind: string, key: readonly string[]): string;
/** Decodes a cursor of `kind` with `arity` key parts; anything else (a bad signature above all) is a 400 `{error}`. */
export declare function decodeCursor(signer: CursorSigner, kind: string, cursor: string, arity: number): string[];
/** The page size of a `…/list` body: DESIGN §3 default 25 (the schema bounds it to 1–100). */
export declare const pageSizeOf: (body: {
    pageSize?: number | undefined;
}) => number;
/**
 * Keyset pagination over rows shown newest first by `(sortKey, id)`. The cursor is the last row's key (tagged with
 * the list's `kind`), so rows added between pages neither repeat nor shift later pages.
 */
export declare function paginate<T>(signer: CursorSigner, kind: string, rows: readonly T[], keyOf: (row: T) => readonly [sortKey: string, id: string], request: {
    pageSize?: number | undefined;
    cursor?: string | null | undefined;
}): {
    data: T[];
    nextCursor: string | null;
};
export declare const IDEMPOTENCY_KEY_MAX = 255;
export declare const IDEMPOTENCY_TTL_MS: number;
/**
 * JSON with object keys sorted, so that key order and whitespace do not make "another body". Bodies reach it
 * through readJson (depth-checked); anything deeper than {@link MAX_BODY_DEPTH} is refused here too (a 400).
 */
export declare function canonicalJson(value: unknown, depth?: number): string;
/**
 * Runs a non-idempotent operation under the request's `Idempotency-Key` (DESIGN §3): the same key with the same
 * body within 24 h replays the first successful response (same status, header `Idempotency-Replayed: true`); the
 * same key with another body is a 409. Keys are per caller (the API key, or the embed token's user), so two users
 * cannot collide. Failures are not recorded: fixing the request and retrying with the same key works.
 */
export declare function idempotent(ctx: SandboxContext, c: SandboxContextHttp, run: () => {
    status: 200 | 201 | 202;
    body: unknown;
}): Promise<Response>;
export type SandboxAuth = ReturnType<typeof createAuth>;
interface RouteEntry {
    method: string;
    path: string;
}
/**
 * The methods registered for `path` (HEAD with GET, OPTIONS for CORS preflight), read from the app's routes at
 * request time, so routes any family adds later are covered without listing them here. Empty: no such path.
 */
export declare function allowedMethods(routes: readonly RouteEntry[], path: string): string[];
/**
 * The app's not-found answer: a known path with another method is a 405 `{error}` with `Allow` (DESIGN §3: errors
 * in the spec's shape); anything else a 404 `{error}`. Installed once with `app.notFound(notFoundOrNotAllowed(app))`.
 */
export declare function notFoundOrNotAllowed(app: {
    routes: readonly RouteEntry[];
}): (c: Context) => Response;
export {};
