import type { ParleyClient } from './client.js';
/**
 * The context key for the shared {@link ParleyClient}. A provider (e.g. an app shell) offers one client; elements
 * consume it and fall back to their own when none is provided.
 *
 * @example
 * ```ts
 * class App extends LitElement {
 *   @provide({ context: apiClientContext }) accessor client = createApiClient({ baseUrl, tokenUrl: '/token' });
 * }
 * class Inbox extends LitElement {
 *   @consume({ context: apiClientContext, subscribe: true }) accessor client: ParleyClient | undefined;
 * }
 * ```
 */
export declare const apiClientContext: {
    __context__: ParleyClient | undefined;
};
