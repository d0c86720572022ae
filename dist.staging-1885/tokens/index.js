/**
 * Embed tokens (DESIGN §2), runtime-agnostic: minting, verification, key import and errors. The Node helper
 * (`@parley/embeds/node`) re-exports this and adds KeyObject support; the sandbox verifies with it.
 */
export { createEmbedToken, DEFAULT_TTL_SECONDS, MAX_TTL_SECONDS } from './mint.js';
export { verifyEmbedToken } from './verify.js';
export { EmbedTokenError, isEmbedTokenError } from './errors.js';
export { EMBED_ALGORITHMS, MIN_SECRET_BYTES, importSigningKey, importVerificationKey, } from './keys.js';
export { SCOPES, EMBED_AUDIENCE, EMBED_TOKEN_TYPE, parseScope, } from '../schemas/token.js';
