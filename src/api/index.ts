/** The browser API client: typed routes, tokens, retries, errors and the live event stream. */
export { ParleyClient, createApiClient, subscribeEvents } from './client.js';
export type { ConversationDetail, PlacesResult, SendOptions, ValidationKind } from './client.js';
export { ApiTransport, TokenErrorEvent, newIdempotencyKey } from './transport.js';
export type { ApiClientOptions, CallOptions, RequestOptions, TokenProvider } from './transport.js';
export { ApiError, errorFromResponse, isApiError } from './errors.js';
export type { ApiErrorInit, ApiErrorKind, ApiErrorSource } from './errors.js';
export type { EventSubscription, StreamMessage, StreamState, SubscribeOptions } from './sse.js';
export { parseRetryAfter, sleep } from './backoff.js';
export { backoffDelay, DEFAULT_RETRY } from './retry-policy.js';
export type { RetryOptions } from './retry-policy.js';
export { planRefresh, readTokenTiming } from './jwt.js';
export type { TokenTiming } from './jwt.js';
export { apiClientContext } from './context.js';
