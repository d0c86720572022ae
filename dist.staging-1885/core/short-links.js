import { isSafeHttpUrl } from './url-safety.js';
/** http(s) URLs in running text; trailing punctuation (`.`, `,`, `)` …) is not part of the URL. */
const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"']+/gi;
const TRAILING = /[.,;:!?)\]}'"»]+$/;
/** The URLs of `text`, in order, as they would be shortened (safe absolute http/https only). */
export function findUrls(text) {
    const found = [];
    for (const match of text.matchAll(URL_IN_TEXT)) {
        const url = match[0].replace(TRAILING, '');
        if (isSafeHttpUrl(url))
            found.push(url);
    }
    return found;
}
function replaceUrls(text, replace) {
    return text.replace(URL_IN_TEXT, (whole) => {
        const url = whole.replace(TRAILING, '');
        if (!isSafeHttpUrl(url))
            return whole;
        return replace(url) + whole.slice(url.length);
    });
}
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
export function previewShortened(text, shortLinkHost, skip = isShortOn(shortLinkHost)) {
    return replaceUrls(text, (url) => (skip(url) ? url : `${shortLinkHost.replace(/\/+$/, '')}/xxxxxxx`));
}
/** Whether `url` already is a short link of `shortLinkHost` (never shortened twice). */
export const isShortOn = (shortLinkHost) => {
    const prefix = `${shortLinkHost.replace(/\/+$/, '')}/`;
    return (url) => url.startsWith(prefix);
};
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
export async function shortenSendRequest(request, shorten, skip = () => false) {
    const made = new Map();
    const links = [];
    const short = (url) => {
        if (skip(url))
            return Promise.resolve(url);
        let pending = made.get(url);
        if (!pending) {
            pending = shorten(url).then((shortUrl) => {
                links.push({ url, shortUrl });
                return shortUrl;
            });
            made.set(url, pending);
        }
        return pending;
    };
    // First pass: start every shortening (in parallel); second pass: substitute.
    const urlsOf = (text) => (text ? findUrls(text) : []);
    const texts = [];
    const suggestions = [];
    const collectCard = (card) => {
        if (!card)
            return;
        texts.push(card.title, card.description);
        suggestions.push(...(card.suggestions ?? []));
    };
    const rcs = request.rcs;
    texts.push(request.text, rcs?.text, request.fallback?.text);
    collectCard(rcs?.card);
    for (const card of rcs?.carousel?.cards ?? [])
        collectCard(card);
    suggestions.push(...(rcs?.suggestions ?? []));
    const all = [
        ...texts.flatMap(urlsOf),
        ...suggestions.filter((s) => s.type === 'openUrl').map((s) => s.url),
    ];
    const resolved = new Map();
    await Promise.all([...new Set(all)].map(async (url) => resolved.set(url, await short(url))));
    const swapText = (text) => text ? replaceUrls(text, (url) => resolved.get(url) ?? url) : text;
    const swapSuggestion = (s) => s.type === 'openUrl' ? { ...s, url: resolved.get(s.url) ?? s.url } : s;
    const swapCard = (card) => ({
        ...card,
        ...(card.title !== undefined ? { title: swapText(card.title) } : {}),
        ...(card.description !== undefined ? { description: swapText(card.description) } : {}),
        ...(card.suggestions ? { suggestions: card.suggestions.map(swapSuggestion) } : {}),
    });
    const out = { ...request };
    if (request.text !== undefined)
        out.text = swapText(request.text);
    if (request.fallback)
        out.fallback = {
            ...request.fallback,
            ...(request.fallback.text !== undefined ? { text: swapText(request.fallback.text) } : {}),
        };
    if (rcs) {
        const next = { ...rcs };
        if (rcs.text !== undefined)
            next.text = swapText(rcs.text);
        if (rcs.card)
            next.card = swapCard(rcs.card);
        if (rcs.carousel)
            next.carousel = { ...rcs.carousel, cards: rcs.carousel.cards.map(swapCard) };
        if (rcs.suggestions)
            next.suggestions = rcs.suggestions.map(swapSuggestion);
        out.rcs = next;
    }
    return { request: out, links };
}
