/**
 * What both builds of `@parley/embeds/node` export alike: the token constants, errors and types, the scopes, the
 * token-route and handler types, webhook verification and events, the service client, the server-rendered
 * hosted form (`renderFormHtml`, `readFormPost`) and first answers in the page (`pageFirstAnswers`), Web APIs only. `index.ts` (Node, Bun)
 * and `edge.ts` (Edge, Workers, Deno, browsers) re-export this and add only what differs: `createEmbedToken` /
 * `verifyEmbedToken` (KeyObjects on Node), the handlers (`.express` on Node) and the Node-only adapters.
 */
// Server entries get specific zod messages ("Expected string, received number") instead of "Invalid input".
import '../schemas/english.js';

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
export {
  SCOPES,
  EMBED_AUDIENCE,
  EMBED_TOKEN_TYPE,
  parseScope,
  type Scope,
  type EmbedResources,
  type EmbedTokenClaims,
} from '../schemas/token.js';
export {
  type EmbedGrant,
  type FetchTokenHandler,
  type FirstAnswersOptions,
  type TokenHandler,
  type TokenHandlerOptions,
  type TokenResponseBody,
} from './token-handler.js';
export { type ExpressHandler, type FetchHandler, type HandlerContext, type NodeContext } from './context.js';
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
  createMemoryWebhookStore,
  DEFAULT_DEDUPE_WINDOW_MS,
  type MemoryWebhookStoreOptions,
  type WebhookDedupeOptions,
  type WebhookDedupeStore,
} from './webhook-dedupe.js';
export {
  ServiceClient,
  SANDBOX_BASE_URL,
  SERVICE_API_VERSION,
  type ServiceClientOptions,
  type CallOptions,
  type SendOptions,
} from './client.js';
export {
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
  RedirectError,
  ResponseTooLargeError,
  NetworkError,
  TimeoutError,
} from './service-errors.js';
export type { Link, LinkWithAnalytics, LinkAnalytics, LinkCreateRequest, LinkUpdateRequest } from '../schemas/links.js';
export type { RcsAgent, RcsCampaign, TestAgent, Tester, WhitelistStatus, Plan } from '../schemas/agents.js';
export {
  renderFormHtml,
  readFormPost,
  type RenderFormHtmlOptions,
  type FormPost,
  type FormPostAction,
} from './form-html.js';
export {
  pageFirstAnswers,
  type PageFirstAnswers,
  type PageFirstAnswersElement,
  type PageFirstAnswersOptions,
  type PageFirstAnswersTag,
} from './page-first-answers.js';
