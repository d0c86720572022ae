/**
 * The composer's draft: an editable object shaped like the send request (so error paths from the shared
 * `SendRequest` schema point straight at the fields that edit them), and the rules turning it into the request.
 * Pure: no DOM, no Lit.
 */
import { LIMITS } from '../../schemas/constants.js';
import type { SendRequest, SuggestionType } from '../../schemas/messages.js';

export type Path = readonly (string | number)[];
type Obj = Record<string, unknown>;

/** The draft as edited: request-shaped, but fields may be empty or invalid while the user types. */
export interface Draft {
  from?: string;
  to?: string;
  rcs: Obj;
  fallback?: { from: string; text: string; mediaUrls: string[] };
  scheduledTime?: string;
}

const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);
const clone = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));

/**
 * How long a text is, as the service measures its limits ("at most 3072 characters") and reports `characters`:
 * Unicode code points, so an emoji is one character. Every counter and length the composer shows counts with this;
 * the schemas and the SMS/MMS rule count with the same function.
 */
export { characters } from '../../schemas/characters.js';

/** An E.164 phone number (a sender of SMS/MMS, a recipient). */
export const isPhoneNumber = (value: string | undefined): boolean => /^\+[1-9]\d{6,14}$/.test(value ?? '');

/** Fields each suggestion type needs besides `text` and `postbackData` (DESIGN §3). */
export const SUGGESTION_FIELDS: Record<SuggestionType, readonly string[]> = {
  reply: [],
  openUrl: ['url', 'application', 'webviewViewMode'],
  dial: ['phoneNumber'],
  viewLocation: ['latitude', 'longitude', 'label', 'query'],
  shareLocation: [],
  createCalendarEvent: ['title', 'description', 'startTime', 'endTime'],
};

/**
 * Any value a host sets (or a stored draft) → a draft the editors can show, or undefined when it is not an object;
 * never throws. Without an `rcs` object the draft has none: the kinds' registry gives it the default kind's.
 */
export function readDraft(value: unknown): (Omit<Draft, 'rcs'> & { rcs?: Obj }) | undefined {
  if (!isObj(value)) return undefined;
  const src = clone(value);
  // An SMS/MMS message (a phone-number sender's `value`) is edited as the draft's SMS/MMS part.
  if ((src.type === 'SMS' || src.type === 'MMS') && !isObj(src.fallback))
    src.fallback = { from: src.from, text: src.text, mediaUrls: src.mediaUrls };
  const draft: Omit<Draft, 'rcs'> & { rcs?: Obj } = isObj(src.rcs) ? { rcs: src.rcs } : {};
  if (typeof src.from === 'string') draft.from = src.from;
  if (typeof src.to === 'string') draft.to = src.to;
  if (typeof src.scheduledTime === 'string') draft.scheduledTime = src.scheduledTime;
  if (isObj(src.fallback)) {
    const f = src.fallback;
    draft.fallback = {
      from: typeof f.from === 'string' ? f.from : '',
      text: typeof f.text === 'string' ? f.text : '',
      mediaUrls: Array.isArray(f.mediaUrls) ? f.mediaUrls.map(String) : [],
    };
  }
  return draft;
}

/** Optional strings left empty mean "absent"; required ones (`text`, URLs, numbers) stay so the schema names them. */
export function cleanSuggestions(list: unknown): unknown {
  if (!Array.isArray(list)) return list;
  return list.map((s) => {
    if (!isObj(s)) return s;
    const out: Obj = { type: s.type, text: s.text ?? '' };
    for (const key of ['postbackData', ...(SUGGESTION_FIELDS[s.type as SuggestionType] ?? [])]) {
      const v = s[key];
      if (v === '' || v === undefined || v === null) continue;
      // A view mode left from an earlier webview choice goes with it: the phone's browser has none.
      if (key === 'webviewViewMode' && s.application !== 'WEBVIEW') continue;
      out[key] = key === 'latitude' || key === 'longitude' ? Number(v) : v;
    }
    return out;
  });
}

/**
 * The send request a draft stands for (what `value` returns and what is validated and sent); `content` is the draft's
 * kind's own part of `rcs` (the kinds' registry, `kinds/index.ts`).
 */
export function buildRequest(draft: Draft, content: (rcs: Obj) => Obj, from?: string, to?: string): SendRequest {
  const src = draft.rcs;
  const rcs: Obj = { ...content(src) };
  if (Array.isArray(src.suggestions) && src.suggestions.length) rcs.suggestions = cleanSuggestions(src.suggestions);
  const request: Obj = { type: 'RCS', from: from || draft.from || '', to: to || draft.to || '', rcs };
  const f = draft.fallback;
  if (f) {
    const fallback: Obj = { from: f.from };
    if (f.text) fallback.text = f.text;
    if (f.mediaUrls.length) fallback.mediaUrls = f.mediaUrls;
    request.fallback = fallback;
  }
  if (draft.scheduledTime) request.scheduledTime = draft.scheduledTime;
  return clone(request) as SendRequest;
}

export function getAt(root: unknown, path: Path): unknown {
  let node = root;
  for (const key of path) node = isObj(node) || Array.isArray(node) ? (node as Obj)[key as string] : undefined;
  return node;
}

/**
 * A copy of `root` where the value at `path` is `update(old)` (`undefined` deletes the key). Only the objects on
 * the path are copied, so a keystroke in a 10-card carousel does not copy the other cards.
 */
export function updateAt<T>(root: T, path: Path, update: (old: unknown) => unknown): T {
  if (!path.length) return update(root) as T;
  const [key, ...rest] = path as [string | number, ...(string | number)[]];
  const node = isObj(root) || Array.isArray(root) ? root : typeof key === 'number' ? [] : {};
  const copy = (Array.isArray(node) ? [...node] : { ...node }) as Obj;
  const next = updateAt(copy[key], rest, update);
  if (next === undefined && !rest.length) {
    if (Array.isArray(copy)) copy.splice(key as number, 1);
    else delete copy[key];
  } else copy[key] = next;
  return copy as T;
}

/** One problem of a draft: where (dotted path into the request, `''` for the whole) and what. */
export interface Problem {
  path: string;
  /** zod issue code, or `future` / `tooFar` / `recipient` for the composer's own checks. */
  code: string;
  message: string;
  /** The limit involved, for messages such as "at most {max} characters". */
  limit?: number;
  origin?: string;
}

/** The fallback channel and its text, per the spec's rule (re-exported for the preview). */
export { fallbackChannel } from '../../schemas/constants.js';
export { LIMITS };

const pad = (n: number) => String(n).padStart(2, '0');

/** `Date` → `YYYY-MM-DDTHH:mm` in local time (what `<input type="datetime-local">` shows). */
export function toLocalInput(iso: string | undefined): string {
  const date = iso ? new Date(iso) : undefined;
  if (!date || Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** `YYYY-MM-DDTHH:mm` (local) → ISO 8601 with the local offset (`2026-11-21T18:30:00+01:00`), or `''`. */
export function fromLocalInput(local: string): string {
  const date = new Date(local);
  if (!local || Number.isNaN(date.getTime())) return '';
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `${toLocalInput(date.toISOString())}:${pad(date.getSeconds())}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
