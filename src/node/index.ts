/**
 * `@parley/embeds/node` on Node (and Bun): what a customer's backend needs — embed tokens, the token route,
 * webhook verification and typed events, and a typed client for the service's server-side operations. Edge
 * runtimes, Workers, Deno and browsers resolve the same specifier to `edge.ts` (package.json export conditions):
 * the same functions without the Node-only extras (KeyObject keys, `.express`, `toFetchRequest`).
 */
// Server entries get specific zod messages ("Expected string, received number") instead of "Invalid input".
import '../schemas/english.js';

export { createEmbedToken, verifyEmbedToken, type CreateEmbedTokenOptions, type NodeEmbedKeySet } from './tokens.js';
export {
  DEFAULT_TTL_SECONDS,
  MAX_TTL_SECONDS,
  MIN_SECRET_BYTES,
  EMBED_ALGORITHMS,
  EmbedTokenError,
  isEmbedTokenError,
  type EmbedTokenErrorCode,
  type EmbedAlgorithm,
  type VerifyEmbedTokenOptions,
  type VerifiedEmbedToken,
  type EmbedKeySet,
  type EmbedSigningKey,
  type EmbedVerificationKey,
} from '../tokens/index.js';
export { SCOPES, EMBED_AUDIENCE, EMBED_TOKEN_TYPE, parseScope, type Scope, type EmbedResources, type EmbedTokenClaims } from '../schemas/token.js';
export { toSigningKey, toVerificationKey, type NodeEmbedSigningKey, type NodeEmbedVerificationKey, type NodeAsymmetricKeyInput } from './keys.js';
export { createTokenHandler, webhookHandler } from './handlers.js';
export {
  type EmbedGrant,
  type FetchTokenHandler,
  type TokenHandler,
  type TokenHandlerOptions,
  type TokenResponseBody,
} from './token-handler.js';
export {
  toExpressHandler,
  toFetchRequest,
  sendFetchResponse,
  type ExpressHandler,
  type FetchHandler,
  type HandlerContext,
  type NodeContext,
  type ToFetchRequestOptions,
} from './http.js';
export {
  verifyWebhook,
  parseWebhookEvent,
  normalizeWebhookHeaders,
  CONSUMED_BODY_MESSAGE,
  WebhookEventError,
  WebhookHeadersError,
  type HeadersInput,
  type WebhookErrorCode,
  type FetchWebhookHandler,
  type WebhookHandler,
  type WebhookHandlerOptions,
  type WebhookListeners,
  type WebhookEvent,
  type WebhookEventType,
  type FormSubmissionEvent,
  type CampaignStatusEvent,
  type MessageStatusEvent,
} from './webhooks.js';
export {
  ServiceClient,
  SANDBOX_BASE_URL,
  ServiceError,
  BadRequestError,
  CheckSilentAuthenticationRequestBadRequestError,
  UnauthorizedError,
  ForbiddenError,
  NotFoundError,
  ConflictError,
  RateLimitError,
  InternalServerError,
  UnexpectedResponseError,
  type ServiceClientOptions,
  type CallOptions,
  type SendOptions,
} from './client.js';
export { SERVICE_API_VERSION } from './client.js';
export type { Link, LinkWithAnalytics, LinkAnalytics, LinkCreateRequest, LinkUpdateRequest } from '../schemas/links.js';
export type { RcsAgent, RcsCampaign, TestAgent, Tester, WhitelistStatus, Plan } from '../schemas/agents.js';
