/**
 * "Shorten links" for a send (issue 14): finds the http(s) URLs of a draft — in `text`, RCS text, card titles and
 * descriptions, `openUrl` suggestions (message, card and carousel ones) and the fallback text — and replaces each
 * with a tracked short link made by `shorten` (the composer passes `POST /tools/url`, scope `links:write`). The
 * same URL is shortened once per send. Pure apart from `shorten`; no DOM. `previewShortened` gives the text the
 * counters and segment estimate should measure before sending, without creating links.
 */
import type { SendRequest } from '../schemas/messages.js';
/** The URLs of `text`, in order, as they would be shortened (safe absolute http/https only). */
export declare function findUrls(text: string): string[];
/**
 * The text with every URL replaced by a stand-in as long as a short link on `shortLinkHost` (`https://h/l` + `/` +
 * 7 characters), so the character counter and SMS segments match what will be sent.
 *
 * @example
 * ```ts
 * previewShortened('Menu: https://acme-coffee.example/menu/autumn-2026?utm=x', 'http://127.0.0.1:4010/l');
 * // 'Menu: http://127.0.0.1:4010/l/xxxxxxx'
 * ```
 */
export declare function previewShortened(text: string, shortLinkHost: string, skip?: (url: string) => boolean): string;
/** Whether `url` already is a short link of `shortLinkHost` (never shortened twice). */
export declare const isShortOn: (shortLinkHost: string) => (url: string) => boolean;
/** What shortening did: each original URL and its short link. */
export interface Shortened {
    request: SendRequest;
    links: {
        url: string;
        shortUrl: string;
    }[];
}
/**
 * A copy of `request` with its URLs replaced by short links. `shorten(url)` resolves to the short URL; a URL for
 * which `skip(url)` is true (already short, or not to be tracked) stays. Rejects when `shorten` rejects (the
 * composer then sends nothing and reports the error).
 *
 * @example
 * ```ts
 * const { request } = await shortenSendRequest(draft, async (url) => (await client.createLink({ url })).shortUrl);
 * ```
 */
export declare function shortenSendRequest(request: SendRequest, shorten: (url: string) => Promise<string>, skip?: (url: string) => boolean): Promise<Shortened>;
