/**
 * `@parley/embeds/node` on Node (and Bun): what a customer's backend needs — embed tokens, the token route,
 * webhook verification and typed events, and a typed client for the service's server-side operations. Edge
 * runtimes, Workers, Deno and browsers resolve the same specifier to `edge.ts` (package.json export conditions):
 * the same functions without the Node-only extras (KeyObject keys, `.express`, `toFetchRequest`).
 */
export * from './common.js';
export { createEmbedToken, verifyEmbedToken, type CreateEmbedTokenOptions, type NodeEmbedKeySet } from './tokens.js';
export {
  toSigningKey,
  toVerificationKey,
  type NodeEmbedSigningKey,
  type NodeEmbedVerificationKey,
  type NodeAsymmetricKeyInput,
} from './keys.js';
export { createTokenHandler, webhookHandler } from './handlers.js';
export { toExpressHandler, toFetchRequest, sendFetchResponse, type ToFetchRequestOptions } from './http.js';
