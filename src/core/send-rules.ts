/**
 * The rules a send request (`POST /send`) must meet, without zod. The composer judges a draft with
 * `sendRequestIssues` before a send, so its first minute carries no zod; the service's `SendRequest` schema
 * (`schemas/messages.ts`) keeps the shape of the body (the sandbox's strict-keys walk reads its objects) and takes
 * its cross-field rules from here (`openUrlIssues` … `sendIssues`), so those are stated once.
 *
 * Each issue is the one `SendRequest.safeParse` reports for the same input, in its order and shape (code, path,
 * origin, limits, expected, format, pattern, values, a union's errors), zod's quirks kept: lengths in code points, a
 * length limit measuring any wrong-typed value with a `length`, a failed type (or enum, or union) stopping the
 * object's own rules while a failed length, format or rule does not. An issue the schema words itself carries its
 * message; one zod words (types, enums, unions, formats) has none. `test/node/schemas/send-rules.test.ts` checks
 * all of it against the schema as zod stated it. Pure: no DOM.
 */
import { characters } from '../schemas/characters.js';
import { E164 } from './e164.js';
import {
  AGENT_ID_PATTERN as AGENT_ID,
  CARD_WIDTHS,
  LIMITS,
  MEDIA_HEIGHTS,
  MESSAGE_TYPES,
  SUGGESTION_TYPES,
  URL_APPLICATIONS,
  WEBVIEW_VIEW_MODES,
} from '../schemas/constants.js';

/** ISO 8601 date and time with seconds and `Z` or an offset: zod's `iso.datetime({ offset: true })`. */
const DATETIME =
  /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$/;

type Path = (string | number)[];

/** What is wrong with a request, as zod's `$ZodIssue` has it (the members its readers use). */
export interface SendIssue {
  code: 'invalid_type' | 'too_small' | 'too_big' | 'invalid_format' | 'invalid_value' | 'invalid_union' | 'custom';
  path: Path;
  /** The schema's own words; absent where zod words the issue (its locale, or "Invalid input"). */
  message?: string;
  origin?: 'string' | 'number' | 'array' | 'unknown';
  minimum?: number;
  maximum?: number;
  inclusive?: true;
  expected?: string;
  /** What a non-finite number was (`NaN`, `Infinity`). */
  received?: string;
  format?: string;
  pattern?: string;
  values?: unknown[];
  /** A union's: each option's issues, paths from the union's value. */
  errors?: SendIssue[][];
  note?: string;
  discriminator?: string;
  options?: unknown[];
}

/** A part of the request at `path`, judged: its issues (empty when it passes). */
type Rule = (value: unknown, path: Path) => SendIssue[];
type Obj = Record<string, unknown>;

const isObject = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);
/**
 * Issues that stop the rules of the objects around them though their code does not: a type-specific rule of a
 * suggestion or of the request (zod's `superRefine`, unlike its `refine`), and a list over its cap, which also stops
 * the lengths of the lists around it (`capped`).
 */
const stopping = new WeakSet<SendIssue>();
const capped = new WeakSet<SendIssue>();
/** A failed type, enum or union stops the rules of the object around it; lengths, formats and rules do not. */
const stops = (issues: SendIssue[]) =>
  issues.some(
    (i) => i.code === 'invalid_type' || i.code === 'invalid_value' || i.code === 'invalid_union' || stopping.has(i),
  );

/** A length limit; like zod's, it measures anything with a `length` (strings in code points). */
function length(value: unknown, limit: number, least: boolean, message: string, path: Path): SendIssue[] {
  if (value === null || value === undefined || (value as { length?: unknown }).length === undefined) return [];
  const units = (value as { length: number }).length;
  // zod counts code points only where units leave the answer in doubt (a code point is one or two units).
  const doubt = least ? units >= limit && units < limit * 2 : units > limit;
  const size = typeof value === 'string' && doubt ? [...value].length : units;
  if (least ? size >= limit : size <= limit) return [];
  const origin = Array.isArray(value) ? 'array' : typeof value === 'string' ? 'string' : 'unknown';
  return [
    least
      ? { origin, code: 'too_small', minimum: limit, inclusive: true, path, message }
      : { origin, code: 'too_big', maximum: limit, inclusive: true, path, message },
  ];
}

type Length = [limit: number, least: boolean, message: string];
const most = (limit: number, what: string): Length => [limit, false, `${what} must be at most ${limit} characters`];
const nonEmpty = (what: string): Length => [1, true, `${what} must not be empty`];

/** A string: its type, its lengths, then `check` on a string (a format, a rule). */
const string =
  (lengths: Length[], check?: (value: string, path: Path) => SendIssue | undefined): Rule =>
  (value, path) => {
    const issues: SendIssue[] = typeof value === 'string' ? [] : [{ expected: 'string', code: 'invalid_type', path }];
    for (const [limit, least, message] of lengths) issues.push(...length(value, limit, least, message, path));
    const issue = typeof value === 'string' ? check?.(value, path) : undefined;
    return issue ? [...issues, issue] : issues;
  };

const format =
  (regex: RegExp, name: string, message?: string) =>
  (value: string, path: Path): SendIssue | undefined =>
    regex.test(value)
      ? undefined
      : {
          origin: 'string',
          code: 'invalid_format',
          format: name,
          pattern: String(regex),
          path,
          ...(message && { message }),
        };

const phone = string([], format(E164, 'regex', 'Must be an E.164 phone number such as +14155550123'));
const agent = string([], format(AGENT_ID, 'regex', 'Must be an RCS agent id such as agent_acme'));
const timestamp = string([], format(DATETIME, 'datetime'));
const httpUrl = string([[2048, false, 'URLs are at most 2048 characters']], (value, path) => {
  try {
    const url = new URL(value);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname) return undefined;
  } catch {
    // not a URL at all
  }
  return { code: 'custom', path, message: 'Must be an absolute http or https URL' };
});

/** A phone number or an agent id: zod's union, each option's issues kept when both fail. */
const sender: Rule = (value, path) => {
  const results = [phone(value, []), agent(value, [])];
  if (results.some((issues) => !issues.length)) return [];
  const live = results.filter((issues) => !stops(issues));
  if (live.length === 1) return live[0]!.map((issue) => ({ ...issue, path: [...path, ...issue.path] }));
  return [{ code: 'invalid_union', errors: results, path }];
};

const oneOf =
  (values: readonly string[], message?: string): Rule =>
  (value, path) =>
    values.includes(value as string)
      ? []
      : [{ code: 'invalid_value', values: [...values], path, ...(message && { message }) }];

const number =
  (min: number, max: number, what: string): Rule =>
  (value, path) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      const received = typeof value === 'number' ? String(value) : undefined;
      return [{ expected: 'number', code: 'invalid_type', path, ...(received && { received }) }];
    }
    const issues: SendIssue[] = [];
    if (value < min)
      issues.push({
        origin: 'number',
        code: 'too_small',
        minimum: min,
        inclusive: true,
        path,
        message: `${what} is at least ${min}`,
      });
    if (value > max)
      issues.push({
        origin: 'number',
        code: 'too_big',
        maximum: max,
        inclusive: true,
        path,
        message: `${what} is at most ${max}`,
      });
    return issues;
  };

/** Optional: an absent (or `undefined`) value passes. */
const optional =
  (rule: Rule): Rule =>
  (value, path) =>
    value === undefined ? [] : rule(value, path);

/** A cross-field rule of an object: its issues, paths from the object. */
type Refinement = (value: Obj) => SendIssue[];

/**
 * An object: its keys in order, then (unless one failed its type) its own rules, whose issues stop the rules of the
 * objects around it when `stop`. Unknown keys are not judged.
 */
const object =
  (shape: Record<string, Rule>, refine?: Refinement, stop = false): Rule =>
  (value, path) => {
    if (!isObject(value)) return [{ expected: 'object', code: 'invalid_type', path }];
    const issues = Object.entries(shape).flatMap(([key, rule]) => rule(value[key], [...path, key]));
    if (refine && !stops(issues))
      for (const found of refine(value)) {
        const issue = { ...found, path: [...path, ...found.path] };
        if (stop) stopping.add(issue);
        issues.push(issue);
      }
    return issues;
  };

/**
 * A list: its items, then its lengths. Like zod's, a list longer than its maximum is only told so (its items are
 * not read), and that stops the rules of the object around it.
 */
const array =
  (item: Rule, lengths: Length[]): Rule =>
  (value, path) => {
    const cap = lengths.find(([limit, least]) => !least && Array.isArray(value) && value.length > limit);
    if (cap) {
      const issues = length(value, cap[0], false, cap[2], path);
      issues.forEach((issue) => (stopping.add(issue), capped.add(issue)));
      return issues;
    }
    const issues: SendIssue[] = Array.isArray(value)
      ? value.flatMap((element, index) => item(element, [...path, index]))
      : [{ expected: 'array', code: 'invalid_type', path }];
    // An item's list over its cap stops even the lengths of this one.
    if (issues.some((issue) => capped.has(issue))) return issues;
    for (const [limit, least, message] of lengths) issues.push(...length(value, limit, least, message, path));
    return issues;
  };

const rule = (path: string | undefined, message: string): SendIssue => ({
  code: 'custom',
  path: path ? [path] : [],
  message,
});

// ---------------------------------------------------------------- cross-field rules (the schema's too)

/** An `openUrl` suggestion: a webview needs a view mode, and only a webview has one. */
export function openUrlIssues(s: { application?: string | undefined; webviewViewMode?: string | undefined }) {
  if (s.application === 'WEBVIEW' && !s.webviewViewMode)
    return [rule('webviewViewMode', 'A webview needs webviewViewMode: FULL, HALF or TALL')];
  if (s.application !== 'WEBVIEW' && s.webviewViewMode)
    return [rule('webviewViewMode', 'webviewViewMode is only for application WEBVIEW')];
  return [];
}

/** A `viewLocation` suggestion: a point (both coordinates) or a query. */
export function locationIssues(s: { latitude?: unknown; longitude?: unknown; query?: unknown }) {
  const lat = s.latitude !== undefined;
  const long = s.longitude !== undefined;
  if (lat && !long) return [rule('longitude', 'A location with a latitude needs a longitude')];
  if (long && !lat) return [rule('latitude', 'A location with a longitude needs a latitude')];
  if (!lat && !s.query) return [rule('latitude', 'A location needs latitude and longitude, or a query')];
  return [];
}

/** A calendar event ends after it starts. */
export const eventIssues = (s: { startTime: string; endTime: string }) =>
  Date.parse(s.endTime) > Date.parse(s.startTime) ? [] : [rule('endTime', 'endTime must be after startTime')];

export const cardIssues = (card: { title?: unknown; description?: unknown; media?: unknown }) =>
  card.title || card.description || card.media ? [] : [rule(undefined, 'A card needs a title, a description or media')];

/** `rcs = {text | media | card | carousel, suggestions?}`: exactly one kind of content. */
export const rcsContentIssues = (rcs: { text?: unknown; media?: unknown; card?: unknown; carousel?: unknown }) =>
  [rcs.text, rcs.media, rcs.card, rcs.carousel].filter((part) => part !== undefined).length === 1
    ? []
    : [rule(undefined, 'RCS content needs exactly one of text, media, card or carousel')];

export const fallbackIssues = (f: { text?: string | undefined; mediaUrls?: readonly unknown[] | undefined }) =>
  f.text || f.mediaUrls?.length ? [] : [rule(undefined, 'A fallback needs text or mediaUrls')];

/** The type-specific rules of a request, each on the field it concerns. */
export function sendIssues(req: {
  type: string;
  from: string;
  text?: string | undefined;
  mediaUrls?: readonly unknown[] | undefined;
  rcs?: unknown;
  fallback?: unknown;
}): SendIssue[] {
  const issues: SendIssue[] = [];
  const issue = (path: string, message: string) => issues.push(rule(path, message));
  const agentSender = AGENT_ID.test(req.from);
  if (req.type === 'RCS') {
    if (!req.rcs) issue('rcs', 'An RCS message needs rcs content');
    if (req.text !== undefined) issue('text', 'An RCS message carries its text in rcs.text');
    if (req.mediaUrls !== undefined) issue('mediaUrls', 'An RCS message carries media in rcs.media');
    if (!agentSender) issue('from', 'An RCS message is sent from an RCS agent id');
  } else {
    if (req.rcs !== undefined) issue('rcs', `An ${req.type} message cannot carry rcs content`);
    if (req.fallback !== undefined) issue('fallback', 'Only RCS messages have a fallback');
    if (agentSender) issue('from', `An ${req.type} message is sent from a phone number`);
  }
  if (req.type === 'SMS') {
    if (!req.text) issue('text', 'An SMS needs text');
    else if (characters(req.text) > LIMITS.smsText)
      issue('text', `SMS text must be at most ${LIMITS.smsText} characters`);
    if (req.mediaUrls?.length) issue('mediaUrls', 'An SMS cannot carry media; send an MMS');
  }
  if (req.type === 'MMS' && !req.mediaUrls?.length && !req.text) issue('mediaUrls', 'An MMS needs mediaUrls or text');
  return issues;
}

// ---------------------------------------------------------------- the request's shape

const media = object({ url: httpUrl, height: optional(oneOf(MEDIA_HEIGHTS)), thumbnailUrl: optional(httpUrl) });

const base = (type: string) => ({
  type: oneOf([type]),
  text: string([nonEmpty('Suggestion text'), most(LIMITS.suggestionText, 'Suggestion text')]),
  postbackData: optional(string([most(LIMITS.postbackData, 'postbackData')])),
});
const SUGGESTIONS: Record<string, Rule> = {
  reply: object(base('reply')),
  openUrl: object(
    {
      ...base('openUrl'),
      url: httpUrl,
      application: optional(oneOf(URL_APPLICATIONS, 'application must be BROWSER or WEBVIEW')),
      webviewViewMode: optional(oneOf(WEBVIEW_VIEW_MODES, 'webviewViewMode must be FULL, HALF or TALL')),
    },
    openUrlIssues,
    true,
  ),
  dial: object({ ...base('dial'), phoneNumber: phone }),
  viewLocation: object(
    {
      ...base('viewLocation'),
      latitude: optional(number(-90, 90, 'latitude')),
      longitude: optional(number(-180, 180, 'longitude')),
      label: optional(string([most(100, 'Location label')])),
      query: optional(string([nonEmpty('Location query'), most(200, 'Location query')])),
    },
    locationIssues,
    true,
  ),
  shareLocation: object(base('shareLocation')),
  createCalendarEvent: object(
    {
      ...base('createCalendarEvent'),
      title: string([nonEmpty('Event title'), most(100, 'Event title')]),
      description: optional(string([most(500, 'Event description')])),
      startTime: timestamp,
      endTime: timestamp,
    },
    eventIssues as Refinement,
  ),
};

/** zod's discriminated union on `type`. */
const suggestion: Rule = (value, path) => {
  if (!isObject(value)) return [{ expected: 'object', code: 'invalid_type', path }];
  const type = value.type;
  const option = typeof type === 'string' && Object.hasOwn(SUGGESTIONS, type) ? SUGGESTIONS[type] : undefined;
  if (option) return option(value, path);
  const options = [...SUGGESTION_TYPES];
  return [
    {
      code: 'invalid_union',
      errors: [],
      note: 'No matching discriminator',
      discriminator: 'type',
      options,
      path: [...path, 'type'],
    },
  ];
};

const suggestions = (limit: number, message: string) => optional(array(suggestion, [[limit, false, message]]));

const card = object(
  {
    title: optional(string([most(LIMITS.cardTitle, 'Card title')])),
    description: optional(string([most(LIMITS.cardDescription, 'Card description')])),
    media: optional(media),
    suggestions: suggestions(LIMITS.suggestionsPerCard, `A card has at most ${LIMITS.suggestionsPerCard} suggestions`),
  },
  cardIssues,
);

const carousel = object({
  cardWidth: oneOf(CARD_WIDTHS),
  cards: array(card, [
    [LIMITS.carouselMinCards, true, `A carousel has at least ${LIMITS.carouselMinCards} cards`],
    [LIMITS.carouselMaxCards, false, `A carousel has at most ${LIMITS.carouselMaxCards} cards`],
  ]),
});

const rcsContent = object(
  {
    text: optional(string([nonEmpty('RCS text'), most(LIMITS.rcsText, 'RCS text')])),
    media: optional(media),
    card: optional(card),
    carousel: optional(carousel),
    suggestions: suggestions(
      LIMITS.suggestionsPerMessage,
      `A message has at most ${LIMITS.suggestionsPerMessage} suggestions`,
    ),
  },
  rcsContentIssues,
);

const mediaUrls = array(httpUrl, [[LIMITS.mediaUrls, false, `At most ${LIMITS.mediaUrls} media URLs`]]);

const fallback = object(
  {
    from: phone,
    text: optional(string([nonEmpty('Fallback text'), most(LIMITS.mmsText, 'Fallback text')])),
    mediaUrls: optional(mediaUrls),
  },
  fallbackIssues as Refinement,
);

const request = object(
  {
    type: oneOf(MESSAGE_TYPES),
    from: sender,
    to: phone,
    text: optional(string([nonEmpty('text'), most(LIMITS.mmsText, 'text')])),
    mediaUrls: optional(mediaUrls),
    rcs: optional(rcsContent),
    fallback: optional(fallback),
    scheduledTime: optional(timestamp),
  },
  sendIssues as Refinement,
  true,
);

/**
 * Everything that makes `value` an unsendable `POST /send` body, as the service reports it (`SendRequest`): `[]`
 * when it would be accepted. Any JSON value may be given.
 */
export const sendRequestIssues = (value: unknown): SendIssue[] => request(value, []);
