/**
 * Short links (spec: "A URL shortener with click analytics, configurable expiration and updatable destinations";
 * DESIGN §7). Wire names are camelCase like the rest of the messaging family.
 */
import { HttpUrl, Id, listShape, SenderId, Timestamp } from './common.js';
import * as z from './zod.js';
/** A link's destination: an absolute http(s) URL only (`javascript:`, `data:`, relative URLs are refused). */
export const LinkDestination = HttpUrl;
/** `POST /tools/url`. `sender` (optional) ties the link to a sender, so tokens restricted by `res` see it. */
export const LinkCreateRequest = z.object({
    url: LinkDestination,
    expiresAt: z.optional(z.nullable(Timestamp)),
    sender: z.optional(z.nullable(SenderId)),
});
/** `PATCH /tools/url/{linkId}`: a new destination and/or expiry (`null` removes the expiry); the short URL stays. */
export const LinkUpdateRequest = z.object({
    url: z.optional(LinkDestination),
    expiresAt: z.optional(z.nullable(Timestamp)),
});
/** `POST /tools/url/list`. */
export const LinkListRequest = z.object({ ...listShape, sender: z.optional(SenderId) });
/** A short link: `shortUrl` is `{short_link_host}/<code>`. */
export const Link = z.object({
    linkId: Id,
    shortUrl: z.string(),
    url: z.string(),
    sender: z.nullable(z.string()),
    expiresAt: z.nullable(Timestamp),
    clicks: z.int(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
});
/** Clicks per UTC day, oldest first (days without clicks are left out). */
export const LinkDayClicks = z.object({ date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)), clicks: z.int() });
export const LinkAnalytics = z.object({
    clicks: z.int(),
    /** Distinct visitors (IP address + user agent). */
    uniqueClicks: z.int(),
    lastClickedAt: z.nullable(Timestamp),
    byDay: z.array(LinkDayClicks),
});
/** `GET /tools/url/{linkId}`: the link plus its analytics. */
export const LinkWithAnalytics = z.extend(Link, { analytics: LinkAnalytics });
