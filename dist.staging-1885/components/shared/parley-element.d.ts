import { LitElement, type CSSResultGroup, type PropertyDeclarations } from 'lit';
import { type ParleyClient } from '../../api/client.js';
import { DEFAULT_API_BASE_URL } from '../../api/wire.js';
import type { TokenProvider } from '../../api/transport.js';
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
export declare abstract class ParleyElement extends LitElement {
    #private;
    /** The shared tokens and rules (`baseStyles`), composed once here: elements add theirs as `[ParleyElement.styles, own]`. */
    static styles: CSSResultGroup;
    static properties: PropertyDeclarations;
    /** API root of the service (default: the local sandbox). @attr base-url */
    baseUrl: string;
    /** A static embed token. Prefer `token-url` or `tokenProvider`, which refresh. @attr token */
    token: string | undefined;
    /** Your backend's route answering `GET` with `{token}`. @attr token-url */
    tokenUrl: string | undefined;
    /** Async function returning a fresh token (or `{token}`); takes precedence over `token-url`. */
    tokenProvider: TokenProvider | undefined;
    /** An API client to use instead of one built from the attributes (e.g. shared, or bound to a sandbox). */
    client: ParleyClient | undefined;
    /** BCP 47 locale; defaults to the nearest `lang` attribute, then the browser's. @attr locale */
    locale: string | undefined;
    /** Colour scheme. @attr theme */
    theme: ThemeMode;
    /** @internal A client provided through `@lit/context` (`apiClientContext`). */
    contextClient: ParleyClient | undefined;
    constructor();
    connectedCallback(): void;
    /** @internal The client in use: `client` property, else one provided by context, else one built from the attributes. */
    get api(): ParleyClient;
    /** True when some way to authenticate was given (used to show a helpful "no token" state). */
    protected get hasCredentials(): boolean;
    /**
     * Defers the next render until `promise` settles (a locale catalog loading on demand), so the element never
     * flashes another language; `updateComplete` waits too.
     */
    /** @internal */
    holdUpdatesUntil(promise: Promise<unknown>): void;
    /** @internal Runs before each update is performed (the i18n controller starts loading a new locale's catalog). */
    beforeEachUpdate(prepare: () => void): void;
    protected scheduleUpdate(): Promise<unknown>;
    /**
     * Dispatches one of the library's events (`src/events/`: typed, bubbling, composed); returns false when a
     * cancelable event was vetoed.
     */
    protected emit(event: ParleyEvent): boolean;
}
