/** Shares one API client between the elements of a page (or a subtree) through `@lit/context`. */
import { createContext } from '@lit/context';
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
export const apiClientContext = createContext(Symbol.for('parley-api-client'));
