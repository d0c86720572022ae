/**
 * What every element shares but the code of its API transport: the inputs every one takes (DESIGN §4: `base-url`,
 * `token`, `token-url`, `tokenProvider`, `client`, `locale`, `theme`), the client a context provides, the update hold,
 * and typed event dispatch. `ParleyElement` (parley-element.ts) adds its own transport at once, for elements whose
 * first screen asks the service for data; `<parley-composer>` extends this base and gets the transport with its
 * first part that calls the service (docs/decisions/062-composer-transport-when-wanted.md), so its first screen
 * carries none of it. Side-effect free: importing it defines nothing.
 */
import { ContextConsumer } from '@lit/context';
import { LitElement, type CSSResultGroup, type PropertyDeclarations } from 'lit';
import { baseStyles } from './styles.js';
import type { ParleyClient } from '../../api/client.js';
import { apiClientContext } from '../../api/context.js';
import { DEFAULT_API_BASE_URL } from '../../api/wire.js';
import type { ApiTransport, TokenProvider } from '../../api/transport.js';
import type { ParleyEvent } from '../../events/index.js';

/** The events the elements fire (derived from the per-element event lists in `events/index.ts`). */
export type { ParleyEvent };

export { DEFAULT_API_BASE_URL };

export type ThemeMode = 'light' | 'dark' | 'auto';

/**
 * @cssproperty [--parley-color-background=#ffffff] - Element background (dark: #0d1117).
 * @cssproperty [--parley-color-surface=#f4f5f7] - Panels, received bubbles, hover (dark: #161b22).
 * @cssproperty [--parley-color-text=#1b1f24] - Text (dark: #e6edf3).
 * @cssproperty [--parley-color-muted=#57606a] - Secondary text (dark: #9da7b3).
 * @cssproperty [--parley-color-border=#d0d7de] - Borders (dark: #30363d).
 * @cssproperty [--parley-color-primary=#4f46e5] - Accent: buttons, sent bubbles, links (dark: #8b83ff).
 * @cssproperty [--parley-color-on-primary=#ffffff] - Text on the accent (dark: #0d1117).
 * @cssproperty [--parley-color-error=#b42318] - Errors (dark: #ff8a80).
 * @cssproperty [--parley-color-success=#067647] - Success (dark: #5fd38d).
 * @cssproperty [--parley-color-focus=#2563eb] - Focus ring (dark: #79c0ff).
 * @cssproperty [--parley-radius=10px] - Corner radius.
 * @cssproperty [--parley-font-family=system-ui] - Font family.
 * @cssproperty [--parley-font-size=14px] - Base font size.
 */
export abstract class ParleyBase extends LitElement {
  /** The shared tokens and rules (`baseStyles`), composed once here: elements add theirs as `[ParleyElement.styles, own]`. */
  static override styles: CSSResultGroup = baseStyles;

  // Declared with `static properties`, not decorators: this base is in every element's first screen, and compiled
  // decorators cost bytes per property (docs/decisions/014-element-properties.md).
  static override properties: PropertyDeclarations = {
    baseUrl: { attribute: 'base-url' },
    token: {},
    tokenUrl: { attribute: 'token-url' },
    tokenProvider: { attribute: false },
    client: { attribute: false },
    locale: { reflect: true },
    theme: { reflect: true },
  };

  /** API root of the service (default: the local sandbox). @attr base-url */
  declare baseUrl: string;
  /** A static embed token. Prefer `token-url` or `tokenProvider`, which refresh. @attr token */
  declare token: string | undefined;
  /** Your backend's route answering `GET` with `{token}`. @attr token-url */
  declare tokenUrl: string | undefined;
  /** Async function returning a fresh token (or `{token}`); takes precedence over `token-url`. */
  declare tokenProvider: TokenProvider | undefined;
  /** An API client to use instead of one built from the attributes (e.g. shared, or bound to a sandbox). */
  declare client: ParleyClient | undefined;
  /** BCP 47 locale; defaults to the nearest `lang` attribute, then the browser's. @attr locale */
  declare locale: string | undefined;
  /** Colour scheme. @attr theme */
  declare theme: ThemeMode;

  /** @internal A client provided through `@lit/context` (`apiClientContext`). */
  contextClient: ParleyClient | undefined;

  constructor() {
    super();
    // Defaults through Lit's accessors, so the first update sees them (and reflects `theme`), as decorators' do.
    this.baseUrl = DEFAULT_API_BASE_URL;
    this.theme = 'auto';
    // What `@consume({ subscribe: true })` does, without a decorator.
    new ContextConsumer(this, {
      context: apiClientContext,
      subscribe: true,
      callback: (client) => (this.contextClient = client),
    });
  }

  /** @internal The client in use (`ParleyElement`'s at once; the composer's once its transport has loaded). */
  abstract get api(): ApiTransport;

  /** The client given (the `client` property, else one provided by context), if any: no transport code needed. */
  protected get givenClient(): ApiTransport | undefined {
    return this.client ?? this.contextClient;
  }

  #ownClient: ApiTransport | undefined;
  #ownClientKey = '';
  #provider: TokenProvider | undefined;

  /**
   * The client given, else one built from the attributes with `Transport` (the transport's class, passed by the
   * element that has its code), kept while they do not change. Parts call the route functions (`api/messages.ts`, …)
   * on it, so an element built here carries only the routes its parts use.
   */
  protected clientWith(Transport: typeof ApiTransport): ApiTransport {
    const given = this.givenClient;
    if (given) return given;
    const key = `${this.baseUrl}\n${this.token ?? ''}\n${this.tokenUrl ?? ''}`;
    if (!this.#ownClient || key !== this.#ownClientKey || this.tokenProvider !== this.#provider) {
      this.#ownClientKey = key;
      this.#provider = this.tokenProvider;
      this.#ownClient = new Transport({
        baseUrl: this.baseUrl,
        token: this.token,
        tokenUrl: this.tokenUrl,
        tokenProvider: this.tokenProvider,
      });
    }
    return this.#ownClient;
  }

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

/**
 * Registers a custom element once. A second copy of the bundle on the same page (two script tags, two versions)
 * must not throw "already defined": it warns and keeps the first definition.
 */
export function defineElement(tag: string, ctor: CustomElementConstructor): void {
  if (typeof customElements === 'undefined') return; // SSR / plain Node: nothing to register
  const existing = customElements.get(tag);
  if (existing) {
    if (existing !== ctor)
      console.warn(
        `[parley] <${tag}> is already defined (another copy of @parley/embeds is on this page); keeping the first.`,
      );
    return;
  }
  customElements.define(tag, ctor);
}
