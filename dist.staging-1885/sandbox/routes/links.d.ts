/**
 * Short links (DESIGN §7; spec: URL shortener with click analytics, configurable expiration, updatable
 * destinations): `POST /tools/url`, `GET|PATCH /tools/url/{linkId}`, `POST /tools/url/list`, and the short-link
 * host itself (`{short_link_host}` = `<origin>/l`, served outside the `/api` base path by {@link handleShortLink}):
 * `GET /l/<code>` → 302 to the destination with one click counted (unique by IP address + user agent), 410 when
 * expired, 404 when unknown.
 */
import { type Link, type LinkAnalytics } from '../../schemas/links.js';
import type { SandboxContext } from '../context.js';
import { type SandboxAuth, type SandboxHono } from '../http.js';
import type { LinkRecord } from '../store.js';
/** Path prefix of the short-link host on the sandbox's origin. */
export declare const SHORT_LINK_PATH = "/l";
export declare function findByCode(context: SandboxContext, code: string): LinkRecord | undefined;
export declare function publicLink(context: SandboxContext, record: LinkRecord): Link;
export declare function linkAnalytics(record: LinkRecord): LinkAnalytics;
/** Creates and stores a link (the route and the demo data). */
export declare function createLink(context: SandboxContext, input: {
    url: string;
    expiresAt?: string | null;
    sender?: string | null;
}, fixed?: {
    linkId?: string;
    code?: string;
    createdAt?: string;
}): LinkRecord;
/** Counts one click at `atMs` by `visitor` (any stable string; hashed). */
export declare function recordClick(context: SandboxContext, record: LinkRecord, visitor: string, atMs: number): void;
export declare function registerLinkRoutes(app: SandboxHono, context: SandboxContext, auth: SandboxAuth): void;
/**
 * Answers `GET <origin>/l/<code>`: 302 to the destination and one click counted (GET only; HEAD redirects without
 * counting), 410 for an expired link, 404 for an unknown one. The visitor is the first `X-Forwarded-For` address
 * (the Node server sets it from the socket) and the `User-Agent`.
 */
export declare function handleShortLink(context: SandboxContext, request: Request): Response;
