/**
 * URL checks for anything that ends up in an `href`, `src` or CSS `url()`: parse with the WHATWG `URL` parser
 * (what browsers use), allow-list the scheme, and hand back the parser's own serialization so the string the
 * browser acts on is the one that was checked. Pure: no DOM, no Node APIs.
 */
/** Schemes a link may use (DESIGN §5): everything else, `javascript:` `data:` `vbscript:` `blob:` …, is refused. */
export const DEFAULT_LINK_PROTOCOLS = ['http:', 'https:', 'tel:', 'sms:', 'mailto:'];
/** Longer values are refused outright: no legitimate link needs more, and it bounds the work done. */
export const MAX_URL_LENGTH = 8192;
/**
 * C0/C1 controls, DEL, and invisible or direction-changing characters. The URL parser silently drops some of
 * them (tab, newline) and trims others, which is how `java\tscript:` and `\u0000javascript:` sneak past naive
 * checks; any of them in a link is refused.
 */
const FORBIDDEN_CHARS = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/;
/** Leading or trailing whitespace of any kind (ASCII or Unicode spaces). */
const EDGE_WHITESPACE = /^\s|\s$/;
function normalizeProtocols(list) {
    return new Set(list.map((p) => (p.endsWith(':') ? p : `${p}:`).toLowerCase()));
}
/**
 * Returns the normalized URL when `value` is an absolute URL with an allowed scheme, else `null`.
 * Refuses relative and protocol-relative URLs (`//evil.example`), control and invisible characters anywhere,
 * leading or trailing whitespace, values over {@link MAX_URL_LENGTH}, and http(s) URLs carrying credentials
 * (`https://bank.example@evil.example`) or lacking a host.
 *
 * @param allowed schemes, with or without the trailing colon; default {@link DEFAULT_LINK_PROTOCOLS}.
 * @example
 * safeLinkUrl('HTTPS://Example.com/a b');     // 'https://example.com/a%20b'
 * safeLinkUrl('tel:+15551234567');             // 'tel:+15551234567'
 * safeLinkUrl('JaVaScRiPt:alert(1)');          // null
 * safeLinkUrl('ftp://example.com', ['ftp:']);  // 'ftp://example.com/'
 */
export function safeLinkUrl(value, allowed = DEFAULT_LINK_PROTOCOLS) {
    if (typeof value !== 'string' || value === '' || value.length > MAX_URL_LENGTH)
        return null;
    if (FORBIDDEN_CHARS.test(value) || EDGE_WHITESPACE.test(value))
        return null;
    // An explicit scheme is required: without it the URL is relative (or protocol-relative) and would resolve
    // against whatever page embeds the element.
    if (!/^[a-z][a-z\d+.-]*:/i.test(value))
        return null;
    let url;
    try {
        url = new URL(value);
    }
    catch {
        return null;
    }
    if (!normalizeProtocols(allowed).has(url.protocol))
        return null;
    if (url.protocol === 'http:' || url.protocol === 'https:') {
        if (!url.hostname || url.username || url.password)
            return null;
    }
    return url.href;
}
/**
 * Whether `value` parses as an absolute `http:` / `https:` URL with a host. A shape check for validation
 * messages; use {@link isSafeHttpUrl} or {@link safeLinkUrl} before putting a URL into a page.
 *
 * @example
 * isHttpUrl('https://example.com/hook');                      // true
 * isHttpUrl('http://example.com', { httpsOnly: true });       // false
 * isHttpUrl('mailto:a@example.com');                          // false
 */
export function isHttpUrl(value, options = {}) {
    if (typeof value !== 'string' || value.length > MAX_URL_LENGTH)
        return false;
    try {
        const url = new URL(value);
        const ok = options.httpsOnly ? url.protocol === 'https:' : url.protocol === 'http:' || url.protocol === 'https:';
        return ok && url.hostname !== '';
    }
    catch {
        return false;
    }
}
/**
 * Whether `value` is an http(s) URL that passes every {@link safeLinkUrl} rule: no control or invisible
 * characters, no edge whitespace, no credentials, bounded length.
 *
 * @example
 * isSafeHttpUrl('https://example.com/thanks');                   // true
 * isSafeHttpUrl(' https://example.com');                         // false (leading space)
 * isSafeHttpUrl('http://example.com', { httpsOnly: true });      // false
 */
export function isSafeHttpUrl(value, options = {}) {
    if (typeof value !== 'string')
        return false;
    return safeLinkUrl(value, options.httpsOnly ? ['https:'] : ['http:', 'https:']) !== null;
}
