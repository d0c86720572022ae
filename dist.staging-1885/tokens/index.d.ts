/**
 * Embed tokens (DESIGN §2), runtime-agnostic: minting, verification, key import and errors. The Node helper
 * (`@parley/embeds/node`) re-exports this and adds KeyObject support; the sandbox verifies with it.
 */
export { createEmbedToken, DEFAULT_TTL_SECONDS, MAX_TTL_SECONDS, type CreateEmbedTokenOptions } from './mint.js';
export { verifyEmbedToken, type EmbedKeySet, type VerifyEmbedTokenOptions, type VerifiedEmbedToken } from './verify.js';
export { EmbedTokenError, isEmbedTokenError, type EmbedTokenErrorCode } from './errors.js';
export { EMBED_ALGORITHMS, MIN_SECRET_BYTES, importSigningKey, importVerificationKey, type AsymmetricKeyInput, type EmbedAlgorithm, type EmbedSigningKey, type EmbedVerificationKey, type ImportedKey, } from './keys.js';
export { SCOPES, EMBED_AUDIENCE, EMBED_TOKEN_TYPE, parseScope, type Scope, type EmbedResources, type EmbedTokenClaims, } from '../schemas/token.js';
