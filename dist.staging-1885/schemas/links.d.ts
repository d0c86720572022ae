import * as z from './zod.js';
/** A link's destination: an absolute http(s) URL only (`javascript:`, `data:`, relative URLs are refused). */
export declare const LinkDestination: z.ZodMiniString<string>;
/** `POST /tools/url`. `sender` (optional) ties the link to a sender, so tokens restricted by `res` see it. */
export declare const LinkCreateRequest: z.ZodMiniObject<{
    url: z.ZodMiniString<string>;
    expiresAt: z.ZodMiniOptional<z.ZodMiniNullable<z.iso.ZodMiniISODateTime>>;
    sender: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniString<string>]>>>;
}, z.core.$strip>;
export type LinkCreateRequest = z.infer<typeof LinkCreateRequest>;
/** `PATCH /tools/url/{linkId}`: a new destination and/or expiry (`null` removes the expiry); the short URL stays. */
export declare const LinkUpdateRequest: z.ZodMiniObject<{
    url: z.ZodMiniOptional<z.ZodMiniString<string>>;
    expiresAt: z.ZodMiniOptional<z.ZodMiniNullable<z.iso.ZodMiniISODateTime>>;
}, z.core.$strip>;
export type LinkUpdateRequest = z.infer<typeof LinkUpdateRequest>;
/** `POST /tools/url/list`. */
export declare const LinkListRequest: z.ZodMiniObject<{
    sender: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniString<string>]>>;
    pageSize: z.ZodMiniOptional<z.ZodMiniInt>;
    cursor: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
}, z.core.$strip>;
export type LinkListRequest = z.infer<typeof LinkListRequest>;
/** A short link: `shortUrl` is `{short_link_host}/<code>`. */
export declare const Link: z.ZodMiniObject<{
    linkId: z.ZodMiniString<string>;
    shortUrl: z.ZodMiniString<string>;
    url: z.ZodMiniString<string>;
    sender: z.ZodMiniNullable<z.ZodMiniString<string>>;
    expiresAt: z.ZodMiniNullable<z.iso.ZodMiniISODateTime>;
    clicks: z.ZodMiniInt;
    createdAt: z.iso.ZodMiniISODateTime;
    updatedAt: z.iso.ZodMiniISODateTime;
}, z.core.$strip>;
export type Link = z.infer<typeof Link>;
/** Clicks per UTC day, oldest first (days without clicks are left out). */
export declare const LinkDayClicks: z.ZodMiniObject<{
    date: z.ZodMiniString<string>;
    clicks: z.ZodMiniInt;
}, z.core.$strip>;
export type LinkDayClicks = z.infer<typeof LinkDayClicks>;
export declare const LinkAnalytics: z.ZodMiniObject<{
    clicks: z.ZodMiniInt;
    uniqueClicks: z.ZodMiniInt;
    lastClickedAt: z.ZodMiniNullable<z.iso.ZodMiniISODateTime>;
    byDay: z.ZodMiniArray<z.ZodMiniObject<{
        date: z.ZodMiniString<string>;
        clicks: z.ZodMiniInt;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type LinkAnalytics = z.infer<typeof LinkAnalytics>;
/** `GET /tools/url/{linkId}`: the link plus its analytics. */
export declare const LinkWithAnalytics: z.ZodMiniObject<{
    linkId: z.ZodMiniString<string>;
    shortUrl: z.ZodMiniString<string>;
    url: z.ZodMiniString<string>;
    sender: z.ZodMiniNullable<z.ZodMiniString<string>>;
    expiresAt: z.ZodMiniNullable<z.iso.ZodMiniISODateTime>;
    clicks: z.ZodMiniInt;
    createdAt: z.iso.ZodMiniISODateTime;
    updatedAt: z.iso.ZodMiniISODateTime;
    analytics: z.ZodMiniObject<{
        clicks: z.ZodMiniInt;
        uniqueClicks: z.ZodMiniInt;
        lastClickedAt: z.ZodMiniNullable<z.iso.ZodMiniISODateTime>;
        byDay: z.ZodMiniArray<z.ZodMiniObject<{
            date: z.ZodMiniString<string>;
            clicks: z.ZodMiniInt;
        }, z.core.$strip>>;
    }, z.core.$strip>;
}, z.core.$strip>;
export type LinkWithAnalytics = z.infer<typeof LinkWithAnalytics>;
