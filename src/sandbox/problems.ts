/**
 * The sandbox's failures in the spec's shapes: {@link ApiProblem}, thrown anywhere in a handler and answered by the
 * app's error handler, and the {@link problem} builders every route and service throws.
 */
import { toZodErrorBody } from '../schemas/errors.js';
import * as z from '../schemas/zod.js';

/** A failure with the spec's body; thrown anywhere in a handler, answered by the app's error handler. */
export class ApiProblem extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 429 | 431 | 500 | 503,
    readonly body: { error: string } | { description: string; errors: unknown },
    readonly headers: Record<string, string> = {},
  ) {
    super('error' in body ? body.error : body.description);
  }
}

export const problem = {
  /** 400 service validation: `{error}`. */
  invalid: (message: string) => new ApiProblem(400, { error: message }),
  unauthorized: (message = 'Missing or invalid credentials') => new ApiProblem(401, { error: message }),
  forbidden: (message: string) => new ApiProblem(403, { error: message }),
  notFound: (what: string) => new ApiProblem(404, { error: `${what} not found` }),
  conflict: (message: string) => new ApiProblem(409, { error: message }),
  rateLimited: (retryAfterSeconds: number) =>
    new ApiProblem(429, { error: 'Too many requests' }, { 'Retry-After': String(retryAfterSeconds) }),
  /** 400 request validation: the ZodError body. */
  validation: (error: z.core.$ZodError, what?: string) => new ApiProblem(400, toZodErrorBody(error, what)),
  /** 400 request validation of the value at `path` (`['form', 'name']`), as a schema's issue there would be. */
  field: (path: PropertyKey[], message: string, what?: string) =>
    new ApiProblem(400, toZodErrorBody(new z.$ZodError([{ code: 'custom', path, message, input: undefined }]), what)),
  /** 400 request validation not tied to a field (unparsable or too deeply nested body): both sections, as the spec has. */
  malformed: (message: string) => new ApiProblem(400, requestErrorBody(message)),
  tooLarge: (limit: number) => new ApiProblem(413, { error: `Request body is larger than ${limit} bytes` }),
  /** 415, naming what is wrong: no type, a type that is not JSON, or JSON in a charset other than UTF-8. */
  unsupportedMediaType: (contentType: string | undefined, charset?: string) =>
    new ApiProblem(415, {
      error: charset
        ? `Request bodies must be JSON in UTF-8; this one names charset=${charset.slice(0, 40)} (send Content-Type: application/json, or name charset=utf-8)`
        : `Request bodies must be JSON, sent with Content-Type: application/json${contentType ? `; this one is ${contentType.slice(0, 100)}` : '; this one has no Content-Type'}`,
    }),
  headersTooLarge: (size: number, limit: number) =>
    new ApiProblem(431, { error: `Request headers are ${size} bytes; at most ${limit} are read` }),
  methodNotAllowed: (method: string, path: string, allow: readonly string[]) =>
    new ApiProblem(
      405,
      { error: `Method ${method} is not allowed on ${path}; allowed: ${allow.join(', ')}` },
      { Allow: allow.join(', ') },
    ),
};

/** The request-validation body for a problem with the body as a whole: `errors` has both sections. */
export function requestErrorBody(message: string): {
  description: string;
  errors: { errors: string[]; properties: Record<string, never> };
} {
  return { description: message, errors: { errors: [message], properties: {} } };
}
