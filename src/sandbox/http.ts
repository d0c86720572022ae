/**
 * HTTP plumbing shared by every route, in one import: the spec's error bodies (problems.ts), reading and validating
 * requests (request-body.ts), authentication and `res` row filtering (auth.ts), `Idempotency-Key` (idempotency.ts),
 * and the app's 405 and 404 answers (route-methods.ts).
 */
export { ApiProblem, problem, requestErrorBody } from './problems.js';
export {
  MAX_BODY_BYTES,
  MAX_BODY_DEPTH,
  MAX_BODY_NODES,
  MAX_HEADER_BYTES,
  bodySchemas,
  boundedJsonProblem,
  headerBytes,
  isJsonContentType,
  parseStrict,
  parseWith,
  readBody,
  readJson,
  readLimitedText,
} from './request-body.js';
export { canSee, createAuth, safeEqual } from './auth.js';
export type { Caller, RowScope, SandboxAuth, SandboxContextHttp, SandboxEnv, SandboxHono } from './auth.js';
export { IDEMPOTENCY_KEY_MAX, IDEMPOTENCY_TTL_MS, canonicalJson, hash53, idempotent } from './idempotency.js';
export { allowedMethods, methodAllowed, notFound } from './route-methods.js';
