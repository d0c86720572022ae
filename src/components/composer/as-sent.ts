/**
 * The draft as it will go out while "Shorten links" is on, before any link is made: every URL a send shortens
 * (`shortenSendRequest`'s: the text, the RCS text, cards' titles and descriptions, `openUrl` suggestions, the
 * fallback text) replaced by a stand-in of a short link's form, `{short_link_host}/<code>` with a code of 7 letters
 * or digits (DESIGN §7; the sandbox's `routes/links.ts`), so the text has the length, the encoding and the segments
 * of the one sent. Every figure the composer shows is of this request — the SMS/MMS counts (`summary.ts`), the cost line's checks
 * (`cost-line.ts`), blast mode's estimate — and the previews show it, so none speaks of a text that is not sent.
 *
 * One stand-in per distinct URL, as a send makes one link per distinct URL (the comparison's "the SMS does not
 * include the button's link" still tells two links apart): `xxxxxxx`, then `xxxxxx2`, `xxxxxx3` …, codes that read as
 * codes to come. Pure: no DOM, no Lit.
 */
import { findUrls, isShortOn, previewShortened } from '../../core/short-links.js';
import { isSafeHttpUrl } from '../../core/url-safety.js';
import type { RcsContent, SendRequest, Suggestion } from '../../schemas/messages.js';

/** A short link's code length (`routes/links.ts`: 7 characters of letters and digits, all GSM-7). */
const CODE_LENGTH = 7;
/** Where `previewShortened` put a URL (a NUL: no typed text has one); each is then given its URL's own stand-in. */
const MARK = '\u0000';
const MARKED = `${MARK}/${'x'.repeat(CODE_LENGTH)}`;

/** A stand-in's code: `xxxxxxx` for the first URL, then the URL's number at the end (`xxxxxx2`). */
const codeOf = (n: number) => {
  const number = n ? String(n + 1) : '';
  return 'x'.repeat(CODE_LENGTH - number.length) + number;
};

/** A stand-in in a text: the short-link host, a `/`, and a stand-in code, not followed by more of a code. */
const STAND_IN = /\bhttps?:\/\/[^\s<>"']*?\/(?:x{7}|x{6}\d|x{5}\d\d|x{4}\d{3})(?![A-Za-z0-9_-])/g;

/**
 * `request` as it will be sent with short links on `shortHost` (`{origin}/l`), or `request` itself without one
 * ("Shorten links" off, or no `links:write`). Accepts a part of a request (its fallback alone).
 *
 * @example
 * ```ts
 * asSent({ fallback: { from, text: 'Menu: https://acme-coffee.example/menu/autumn?utm=x' } }, 'http://127.0.0.1:4010/l');
 * // { fallback: { from, text: 'Menu: http://127.0.0.1:4010/l/xxxxxxx' } }
 * ```
 */
export function asSent<R extends Partial<SendRequest>>(request: R, shortHost: string | undefined): R {
  if (!shortHost) return request;
  const host = shortHost.replace(/\/+$/, '');
  const skip = isShortOn(host);
  const standIns = new Map<string, string>();
  const standIn = (url: string) => {
    let short = standIns.get(url);
    if (!short) standIns.set(url, (short = `${host}/${codeOf(standIns.size)}`));
    return short;
  };
  const text = <T extends string | null | undefined>(value: T): T => {
    if (!value) return value;
    // The URLs a send replaces are `previewShortened`'s (the shortener's own rule), in order: each gets its stand-in.
    const parts = previewShortened(value, MARK, skip).split(MARKED);
    const urls = findUrls(value).filter((url) => !skip(url));
    if (parts.length !== urls.length + 1) return previewShortened(value, host, skip) as T;
    return parts.reduce((out, part, i) => out + standIn(urls[i - 1]!) + part) as T;
  };
  const suggestion = (s: Suggestion): Suggestion =>
    s.type === 'openUrl' && isSafeHttpUrl(s.url) && !skip(s.url) ? { ...s, url: standIn(s.url) } : s;
  // The content is read by its shape, not by its kinds (the kind modules name those): a suggestion (an object with a
  // `type`) goes with its `openUrl` address shortened; anywhere else, running text has its URLs replaced (the
  // message's text, cards' titles and descriptions), while a `…url` field, a media file's address, goes as it is.
  const content = (value: unknown, key = ''): unknown => {
    if (typeof value === 'string') return /url$/i.test(key) ? value : text(value);
    if (Array.isArray(value)) return value.map((item) => content(item));
    if (!value || typeof value !== 'object') return value;
    if ('type' in value) return suggestion(value as Suggestion);
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, content(v, k)]));
  };
  const out: Partial<SendRequest> = { ...request };
  if (request.text !== undefined) out.text = text(request.text);
  if (request.rcs) out.rcs = content(request.rcs) as RcsContent;
  const f = request.fallback;
  if (f) out.fallback = { ...f, ...(f.text !== undefined ? { text: text(f.text) } : {}) };
  return out as R;
}

/**
 * `text` in pieces, each a stand-in of a short link (`asSent`) or not: for the preview to show a stand-in as one.
 * A text with none (sent, or "Shorten links" off) is one piece.
 */
export function standInPieces(text: string): { text: string; standIn: boolean }[] {
  const pieces: { text: string; standIn: boolean }[] = [];
  let at = 0;
  for (const match of text.matchAll(STAND_IN)) {
    if (match.index > at) pieces.push({ text: text.slice(at, match.index), standIn: false });
    pieces.push({ text: match[0], standIn: true });
    at = match.index + match[0].length;
  }
  if (at < text.length || !pieces.length) pieces.push({ text: text.slice(at), standIn: false });
  return pieces;
}

/**
 * Where each composer's links go while "Shorten links" is on: `LinkShortening` registers itself with its element, and
 * the parts that ask the service of the draft (the cost line, blast mode's review) read it, so they ask of the text
 * the summary counts and the send sends.
 */
const shortenings = new WeakMap<object, { readonly shortHost: string | undefined }>();

export function registerShortening(element: object, shortening: { readonly shortHost: string | undefined }): void {
  shortenings.set(element, shortening);
}

/** The element's short-link host while its "Shorten links" is on (and allowed), else undefined. */
export const shortHostOf = (element: object): string | undefined => shortenings.get(element)?.shortHost;
