/** The browser API client: typed routes, tokens, retries, errors and the live event stream. */
export { ParleyClient, createApiClient, subscribeEvents } from './client.js';
export { ApiTransport, TokenErrorEvent, newIdempotencyKey } from './transport.js';
export { ApiError, errorFromResponse, isApiError } from './errors.js';
export { backoffDelay, parseRetryAfter, sleep, DEFAULT_RETRY } from './backoff.js';
export { planRefresh, readTokenTiming } from './jwt.js';
export { apiClientContext } from './context.js';
