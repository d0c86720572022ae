/**
 * URL checks for anything that ends up in an `href`, `src` or CSS `url()`: parse with the WHATWG `URL` parser
 * (what browsers use), allow-list the scheme, and hand back the parser's own serialization so the string the
 * browser acts on is the one that was checked. Pure: no DOM, no Node APIs.
 */
/** Schemes a link may use (DESIGN §5): everything else, `javascript:` `data:` `vbscript:` `blob:` …, is refused. */
export declare const DEFAULT_LINK_PROTOCOLS: readonly ["http:", "https:", "tel:", "sms:", "mailto:"];
/** Longer values are refused outright: no legitimate link needs more, and it bounds the work done. */
export declare const MAX_URL_LENGTH = 8192;
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
export declare function safeLinkUrl(value: string, allowed?: readonly string[]): string | null;
export interface HttpUrlOptions {
    /** Accept only `https:`. */
    httpsOnly?: boolean;
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
export declare function isHttpUrl(value: unknown, options?: HttpUrlOptions): value is string;
/**
 * Whether `value` is an http(s) URL that passes every {@link safeLinkUrl} rule: no control or invisible
 * characters, no edge whitespace, no credentials, bounded length.
 *
 * @example
 * isSafeHttpUrl('https://example.com/thanks');                   // true
 * isSafeHttpUrl(' https://example.com');                         // false (leading space)
 * isSafeHttpUrl('http://example.com', { httpsOnly: true });      // false
 */
export declare function isSafeHttpUrl(value: unknown, options?: HttpUrlOptions): value is string;
