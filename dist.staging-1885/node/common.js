/**
 * What both builds of `@parley/embeds/node` export alike: the token constants, errors and types, the scopes, the
 * token-route and handler types, webhook verification and events, and the service client. `index.ts` (Node, Bun)
 * and `edge.ts` (Edge, Workers, Deno, browsers) re-export this and add only what differs: `createEmbedToken` /
 * `verifyEmbedToken` (KeyObjects on Node), the handlers (`.express` on Node) and the Node-only adapters.
 */
// Server entries get specific zod messages ("Expected string, received number") instead of "Invalid input".
import '../schemas/english.js';
export { DEFAULT_TTL_SECONDS, MAX_TTL_SECONDS, MIN_SECRET_BYTES, EMBED_ALGORITHMS, EmbedTokenError, isEmbedTokenError, } from '../tokens/index.js';
export { SCOPES, EMBED_AUDIENCE, EMBED_TOKEN_TYPE, parseScope, } from '../schemas/token.js';
export {} from './token-handler.js';
export {} from './context.js';
export { verifyWebhook, parseWebhookEvent, normalizeWebhookHeaders, CONSUMED_BODY_MESSAGE, WebhookEventError, WebhookHeadersError, } from './webhooks.js';
export { ServiceClient, SANDBOX_BASE_URL, SERVICE_API_VERSION, ServiceError, BadRequestError, CheckSilentAuthenticationRequestBadRequestError, UnauthorizedError, ForbiddenError, NotFoundError, ConflictError, RateLimitError, InternalServerError, UnexpectedResponseError, } from './client.js';
