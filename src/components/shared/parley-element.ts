/**
 * The base of the three elements: the inputs every one takes (DESIGN §4: `base-url`, `token`, `token-url`,
 * `tokenProvider`, `locale`, `theme`), the API client they derive from them, and typed event dispatch.
 * Side-effect free: importing it defines nothing.
 */
import { consume } from '@lit/context';
import { LitElement } from 'lit';
import { property } from 'lit/decorators.js';
import { createApiClient, type ParleyClient } from '../../api/client.js';
import { apiClientContext } from '../../api/context.js';
import type { TokenProvider } from '../../api/transport.js';
import type { ParleyChangeEvent, FormSubmitEvent, FormSubmittedEvent, MessageSendEvent, MessageSentEvent, ParleyErrorEvent, ThreadSelectEvent } from '../../events/index.js';

/** The events the elements fire. */
export type ParleyEvent = ParleyChangeEvent | FormSubmitEvent | FormSubmittedEvent | MessageSendEvent | MessageSentEvent | ParleyErrorEvent | ThreadSelectEvent;

/** The sandbox's default API root (docs/decisions.md), so an element works against `npx parley sandbox` as is. */
export const DEFAULT_API_BASE_URL = 'http://127.0.0.1:4010/api';

export type ThemeMode = 'light' | 'dark' | 'auto';

export abstract class ParleyElement extends LitElement {
  /** API root of the service (default: the local sandbox). @attr base-url */
  @property({ attribute: 'base-url' }) accessor baseUrl = DEFAULT_API_BASE_URL;
  /** A static embed token. Prefer `token-url` or `tokenProvider`, which refresh. @attr token */
  @property() accessor token: string | undefined;
  /** Your backend's route answering `GET` with `{token}`. @attr token-url */
  @property({ attribute: 'token-url' }) accessor tokenUrl: string | undefined;
  /** Async function returning a fresh token (or `{token}`); takes precedence over `token-url`. */
  @property({ attribute: false }) accessor tokenProvider: TokenProvider | undefined;
  /** An API client to use instead of one built from the attributes (e.g. shared, or bound to a sandbox). */
  @property({ attribute: false }) accessor client: ParleyClient | undefined;
  /** BCP 47 locale; defaults to the nearest `lang` attribute, then the browser's. @attr locale */
  @property({ reflect: true }) accessor locale: string | undefined;
  /** Colour scheme. @attr theme */
  @property({ reflect: true }) accessor theme: ThemeMode = 'auto';

  /** @internal A client provided through `@lit/context` (`apiClientContext`). */
  @consume({ context: apiClientContext, subscribe: true })
  accessor contextClient: ParleyClient | undefined;

  #ownClient: ParleyClient | undefined;
  #ownClientKey = '';

  /** @internal The client in use: `client` property, else one provided by context, else one built from the attributes. */
  get api(): ParleyClient {
    if (this.client) return this.client;
    if (this.contextClient) return this.contextClient;
    const key = `${this.baseUrl}\n${this.token ?? ''}\n${this.tokenUrl ?? ''}`;
    if (!this.#ownClient || key !== this.#ownClientKey || this.tokenProvider !== this.#provider) {
      this.#ownClientKey = key;
      this.#provider = this.tokenProvider;
      this.#ownClient = createApiClient({
        baseUrl: this.baseUrl,
        token: this.token,
        tokenUrl: this.tokenUrl,
        tokenProvider: this.tokenProvider,
      });
    }
    return this.#ownClient;
  }
  #provider: TokenProvider | undefined;

  /** True when some way to authenticate was given (used to show a helpful "no token" state). */
  protected get hasCredentials(): boolean {
    return !!(this.client || this.contextClient || this.token || this.tokenUrl || this.tokenProvider);
  }

  readonly #holds = new Set<Promise<unknown>>();

  /**
   * Defers the next render until `promise` settles (a locale catalog loading on demand), so the element never
   * flashes another language; `updateComplete` waits too.
   */
  /** @internal */
  holdUpdatesUntil(promise: Promise<unknown>): void {
    this.#holds.add(promise);
    void promise.finally(() => this.#holds.delete(promise));
  }

  readonly #beforeUpdate = new Set<() => void>();

  /** @internal Runs before each update is performed (the i18n controller starts loading a new locale's catalog). */
  beforeEachUpdate(prepare: () => void): void {
    this.#beforeUpdate.add(prepare);
  }

  protected override async scheduleUpdate(): Promise<unknown> {
    for (const prepare of this.#beforeUpdate) prepare();
    while (this.#holds.size) await Promise.allSettled([...this.#holds]);
    return super.scheduleUpdate();
  }

  /**
   * Dispatches one of the library's events (`src/events/`: typed, bubbling, composed); returns false when a
   * cancelable event was vetoed.
   */
  protected emit(event: ParleyEvent): boolean {
    return this.dispatchEvent(event);
  }
}
