/**
 * "Shorten links" for a send: finds the http(s) URLs of a draft — in `text`, RCS text, card titles and
 * descriptions, `openUrl` suggestions (message, card and carousel ones) and the fallback text — and replaces each
 * with a tracked short link made by `shorten` (the composer passes `POST /tools/url`, scope `links:write`). The
 * same URL is shortened once per send. Pure apart from `shorten`; no DOM. `previewShortened` gives the text the
 * counters and segment estimate should measure before sending, without creating links.
 */
import type { RcsCard, RcsContent, SendRequest, Suggestion } from '../schemas/messages.js';
import { isSafeHttpUrl } from './url-safety.js';

/** http(s) URLs in running text; trailing punctuation (`.`, `,`, `)` …) is not part of the URL. */
const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"']+/gi;
const TRAILING = /[.,;:!?)\]}'"»]+$/;

/** The URLs of `text`, in order, as they would be shortened (safe absolute http/https only). */
export function findUrls(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const url = match[0].replace(TRAILING, '');
    if (isSafeHttpUrl(url)) found.push(url);
  }
  return found;
}

function replaceUrls(text: string, replace: (url: string) => string): string {
  return text.replace(URL_IN_TEXT, (whole) => {
    const url = whole.replace(TRAILING, '');
    if (!isSafeHttpUrl(url)) return whole;
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
export function previewShortened(
  text: string,
  shortLinkHost: string,
  skip: (url: string) => boolean = isShortOn(shortLinkHost),
): string {
  return replaceUrls(text, (url) => (skip(url) ? url : `${shortLinkHost.replace(/\/+$/, '')}/xxxxxxx`));
}

/** Whether `url` already is a short link of `shortLinkHost` (never shortened twice). */
export const isShortOn = (shortLinkHost: string) => {
  const prefix = `${shortLinkHost.replace(/\/+$/, '')}/`;
  return (url: string) => url.startsWith(prefix);
};

/** What shortening did: each original URL and its short link. */
export interface Shortened {
  request: SendRequest;
  links: { url: string; shortUrl: string }[];
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
export async function shortenSendRequest(
  request: SendRequest,
  shorten: (url: string) => Promise<string>,
  skip: (url: string) => boolean = () => false,
): Promise<Shortened> {
  const made = new Map<string, Promise<string>>();
  const links: { url: string; shortUrl: string }[] = [];
  const short = (url: string): Promise<string> => {
    if (skip(url)) return Promise.resolve(url);
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
  const urlsOf = (text: string | null | undefined) => (text ? findUrls(text) : []);
  const texts: (string | null | undefined)[] = [];
  const suggestions: Suggestion[] = [];
  const collectCard = (card: RcsCard | undefined) => {
    if (!card) return;
    texts.push(card.title, card.description);
    suggestions.push(...(card.suggestions ?? []));
  };
  const rcs = request.rcs as RcsContent | undefined;
  texts.push(request.text, rcs?.text, request.fallback?.text);
  collectCard(rcs?.card);
  for (const card of rcs?.carousel?.cards ?? []) collectCard(card);
  suggestions.push(...(rcs?.suggestions ?? []));
  const all = [
    ...texts.flatMap(urlsOf),
    ...suggestions.filter((s) => s.type === 'openUrl').map((s) => (s as { url: string }).url),
  ];
  const resolved = new Map<string, string>();
  await Promise.all([...new Set(all)].map(async (url) => resolved.set(url, await short(url))));

  const swapText = <T extends string | null | undefined>(text: T): T =>
    text ? (replaceUrls(text, (url) => resolved.get(url) ?? url) as T) : text;
  const swapSuggestion = (s: Suggestion): Suggestion =>
    s.type === 'openUrl' ? { ...s, url: resolved.get(s.url) ?? s.url } : s;
  const swapCard = (card: RcsCard): RcsCard => ({
    ...card,
    ...(card.title !== undefined ? { title: swapText(card.title) } : {}),
    ...(card.description !== undefined ? { description: swapText(card.description) } : {}),
    ...(card.suggestions ? { suggestions: card.suggestions.map(swapSuggestion) } : {}),
  });
  const out: SendRequest = { ...request };
  if (request.text !== undefined) out.text = swapText(request.text);
  if (request.fallback)
    out.fallback = {
      ...request.fallback,
      ...(request.fallback.text !== undefined ? { text: swapText(request.fallback.text) } : {}),
    };
  if (rcs) {
    const next: RcsContent = { ...rcs };
    if (rcs.text !== undefined) next.text = swapText(rcs.text);
    if (rcs.card) next.card = swapCard(rcs.card);
    if (rcs.carousel) next.carousel = { ...rcs.carousel, cards: rcs.carousel.cards.map(swapCard) };
    if (rcs.suggestions) next.suggestions = rcs.suggestions.map(swapSuggestion);
    out.rcs = next;
  }
  return { request: out, links };
}
