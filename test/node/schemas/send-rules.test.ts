/**
 * The send rules without zod (`core/send-rules.ts`) against zod's statement of the same rules: the oracle below is
 * `SendRequest` as `schemas/messages.ts` stated it wholly in zod, before the composer judged drafts without zod.
 * Three views must agree on every input: the rules' issues (what the composer words), the service's `SendRequest`
 * (which takes its cross-field rules from the same module) and the oracle — verdict and every issue with its path,
 * code, limits, origin and words. Property runs (seed printed by the setup) over arbitrary JSON and over requests
 * near the rules' edges of every type, plus fixed cases.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { sendRequestIssues, type SendIssue } from '../../../src/core/send-rules.js';
import { HttpUrl, PhoneNumber, SenderId, Timestamp, isAgentId } from '../../../src/schemas/common.js';
import {
  CARD_WIDTHS,
  LIMITS,
  MEDIA_HEIGHTS,
  MESSAGE_TYPES,
  SUGGESTION_TYPES,
  URL_APPLICATIONS,
  WEBVIEW_VIEW_MODES,
} from '../../../src/schemas/constants.js';
import { SendRequest } from '../../../src/schemas/messages.js';
import * as z from '../../../src/schemas/zod.js';

// ---------------------------------------------------------------- the oracle: SendRequest as zod stated it

const max = (n: number, what: string) => z.maxLength(n, `${what} must be at most ${n} characters`);
const nonEmpty = (what: string) => z.minLength(1, `${what} must not be empty`);

const RcsMedia = z.object({
  url: HttpUrl,
  height: z.optional(z.enum(MEDIA_HEIGHTS)),
  thumbnailUrl: z.optional(HttpUrl),
});

const suggestionBase = {
  text: z.string().check(nonEmpty('Suggestion text'), max(LIMITS.suggestionText, 'Suggestion text')),
  postbackData: z.optional(z.string().check(max(LIMITS.postbackData, 'postbackData'))),
};

const Suggestion = z.discriminatedUnion('type', [
  z.object({ type: z.literal('reply'), ...suggestionBase }),
  z
    .object({
      type: z.literal('openUrl'),
      ...suggestionBase,
      url: HttpUrl,
      application: z.optional(z.enum(URL_APPLICATIONS, 'application must be BROWSER or WEBVIEW')),
      webviewViewMode: z.optional(z.enum(WEBVIEW_VIEW_MODES, 'webviewViewMode must be FULL, HALF or TALL')),
    })
    .check(
      z.superRefine((s, ctx) => {
        const issue = (path: string, message: string) =>
          ctx.issues.push({ code: 'custom', message, path: [path], input: s });
        if (s.application === 'WEBVIEW' && !s.webviewViewMode)
          issue('webviewViewMode', 'A webview needs webviewViewMode: FULL, HALF or TALL');
        if (s.application !== 'WEBVIEW' && s.webviewViewMode)
          issue('webviewViewMode', 'webviewViewMode is only for application WEBVIEW');
      }),
    ),
  z.object({ type: z.literal('dial'), ...suggestionBase, phoneNumber: PhoneNumber }),
  z
    .object({
      type: z.literal('viewLocation'),
      ...suggestionBase,
      latitude: z.optional(
        z.number().check(z.gte(-90, 'latitude is at least -90'), z.lte(90, 'latitude is at most 90')),
      ),
      longitude: z.optional(
        z.number().check(z.gte(-180, 'longitude is at least -180'), z.lte(180, 'longitude is at most 180')),
      ),
      label: z.optional(z.string().check(max(100, 'Location label'))),
      query: z.optional(z.string().check(nonEmpty('Location query'), max(200, 'Location query'))),
    })
    .check(
      z.superRefine((s, ctx) => {
        const issue = (path: string, message: string) =>
          ctx.issues.push({ code: 'custom', message, path: [path], input: s });
        const lat = s.latitude !== undefined;
        const long = s.longitude !== undefined;
        if (lat && !long) issue('longitude', 'A location with a latitude needs a longitude');
        else if (long && !lat) issue('latitude', 'A location with a longitude needs a latitude');
        else if (!lat && !s.query) issue('latitude', 'A location needs latitude and longitude, or a query');
      }),
    ),
  z.object({ type: z.literal('shareLocation'), ...suggestionBase }),
  z
    .object({
      type: z.literal('createCalendarEvent'),
      ...suggestionBase,
      title: z.string().check(nonEmpty('Event title'), max(100, 'Event title')),
      description: z.optional(z.string().check(max(500, 'Event description'))),
      startTime: Timestamp,
      endTime: Timestamp,
    })
    .check(
      z.refine((s) => Date.parse(s.endTime) > Date.parse(s.startTime), {
        message: 'endTime must be after startTime',
        path: ['endTime'],
      }),
    ),
]);

const RcsCard = z
  .object({
    title: z.optional(z.string().check(max(LIMITS.cardTitle, 'Card title'))),
    description: z.optional(z.string().check(max(LIMITS.cardDescription, 'Card description'))),
    media: z.optional(RcsMedia),
    suggestions: z.optional(
      z
        .array(Suggestion)
        .check(z.maxLength(LIMITS.suggestionsPerCard, `A card has at most ${LIMITS.suggestionsPerCard} suggestions`)),
    ),
  })
  .check(
    z.refine((card) => !!(card.title || card.description || card.media), {
      message: 'A card needs a title, a description or media',
    }),
  );

const RcsCarousel = z.object({
  cardWidth: z.enum(CARD_WIDTHS),
  cards: z
    .array(RcsCard)
    .check(
      z.minLength(LIMITS.carouselMinCards, `A carousel has at least ${LIMITS.carouselMinCards} cards`),
      z.maxLength(LIMITS.carouselMaxCards, `A carousel has at most ${LIMITS.carouselMaxCards} cards`),
    ),
});

const RcsContent = z
  .object({
    text: z.optional(z.string().check(nonEmpty('RCS text'), max(LIMITS.rcsText, 'RCS text'))),
    media: z.optional(RcsMedia),
    card: z.optional(RcsCard),
    carousel: z.optional(RcsCarousel),
    suggestions: z.optional(
      z
        .array(Suggestion)
        .check(
          z.maxLength(
            LIMITS.suggestionsPerMessage,
            `A message has at most ${LIMITS.suggestionsPerMessage} suggestions`,
          ),
        ),
    ),
  })
  .check(
    z.refine((rcs) => [rcs.text, rcs.media, rcs.card, rcs.carousel].filter((part) => part !== undefined).length === 1, {
      message: 'RCS content needs exactly one of text, media, card or carousel',
    }),
  );

const MediaUrls = z.array(HttpUrl).check(z.maxLength(LIMITS.mediaUrls, `At most ${LIMITS.mediaUrls} media URLs`));

const Fallback = z
  .object({
    from: PhoneNumber,
    text: z.optional(z.string().check(nonEmpty('Fallback text'), max(LIMITS.mmsText, 'Fallback text'))),
    mediaUrls: z.optional(MediaUrls),
  })
  .check(z.refine((f) => !!f.text || !!f.mediaUrls?.length, { message: 'A fallback needs text or mediaUrls' }));

const OracleSendRequest = z
  .object({
    type: z.enum(MESSAGE_TYPES),
    from: SenderId,
    to: PhoneNumber,
    text: z.optional(z.string().check(nonEmpty('text'), max(LIMITS.mmsText, 'text'))),
    mediaUrls: z.optional(MediaUrls),
    rcs: z.optional(RcsContent),
    fallback: z.optional(Fallback),
    scheduledTime: z.optional(Timestamp),
  })
  .check(
    z.superRefine((req, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.issues.push({ code: 'custom', message, path: [path], input: req });
      if (req.type === 'RCS') {
        if (!req.rcs) issue('rcs', 'An RCS message needs rcs content');
        if (req.text !== undefined) issue('text', 'An RCS message carries its text in rcs.text');
        if (req.mediaUrls !== undefined) issue('mediaUrls', 'An RCS message carries media in rcs.media');
        if (!isAgentId(req.from)) issue('from', 'An RCS message is sent from an RCS agent id');
      } else {
        if (req.rcs !== undefined) issue('rcs', `An ${req.type} message cannot carry rcs content`);
        if (req.fallback !== undefined) issue('fallback', 'Only RCS messages have a fallback');
        if (isAgentId(req.from)) issue('from', `An ${req.type} message is sent from a phone number`);
      }
      if (req.type === 'SMS') {
        if (!req.text) issue('text', 'An SMS needs text');
        else if ([...req.text].length > LIMITS.smsText)
          issue('text', `SMS text must be at most ${LIMITS.smsText} characters`);
        if (req.mediaUrls?.length) issue('mediaUrls', 'An SMS cannot carry media; send an MMS');
      }
      if (req.type === 'MMS' && !req.mediaUrls?.length && !req.text)
        issue('mediaUrls', 'An MMS needs mediaUrls or text');
    }),
  );

// ---------------------------------------------------------------- the three views

/** The rules' issues as zod reports them: words zod gives where the schema gives none (no locale loaded here). */
const worded = (issues: SendIssue[]): unknown[] =>
  issues.map(({ errors, ...issue }) => ({
    ...issue,
    message: issue.message ?? 'Invalid input',
    ...(errors && { errors: errors.map(worded) }),
  }));
/** JSON round trip: drops `undefined` members and makes issues plain data, as a 400 body has them. */
const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null));
const zodIssues = (schema: z.ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : plain(result.error.issues);
};

function agree(value: unknown) {
  const oracle = zodIssues(OracleSendRequest, value);
  assert.deepEqual(plain(worded(sendRequestIssues(value))), oracle, `rules vs oracle for ${JSON.stringify(value)}`);
  assert.deepEqual(zodIssues(SendRequest, value), oracle, `SendRequest vs oracle for ${JSON.stringify(value)}`);
  const parsed = SendRequest.safeParse(value);
  const before = OracleSendRequest.safeParse(value);
  if (before.success) assert.deepEqual(parsed.data, before.data, 'the parsed value');
  return (oracle as unknown[]).length;
}

// ---------------------------------------------------------------- inputs near the rules' edges

const undef = fc.constant(undefined);
const junk = fc.oneof(fc.jsonValue({ maxDepth: 2 }), undef, fc.constant(Number.NaN), fc.constant(Infinity));
/** A string of about `limit` characters: at, just under, just over, twice; some of astral characters (2 units). */
const near = (...limits: number[]) =>
  fc
    .tuple(
      fc.constantFrom(...limits.flatMap((n) => [0, 1, n - 1, n, n + 1, 2 * n, 2 * n + 1]).filter((n) => n >= 0)),
      fc.constantFrom('a', '😀', 'a😀', ' '),
    )
    .map(([n, unit]) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n));
const or = <T>(arb: fc.Arbitrary<T>) => fc.oneof({ weight: 6, arbitrary: arb }, { weight: 1, arbitrary: junk });
const phone = or(fc.constantFrom('+14155550123', '+447700900123', '+1415', '14155550123', '', 'agent_acme'));
const agent = or(fc.constantFrom('agent_acme', 'agent_', 'agent_a-b_c', '+14155550123', 'acme'));
const url = or(
  fc.constantFrom(
    'https://example.com/a.png',
    'http://x.io/v.mp4',
    'ftp://example.com/a.png',
    'https://',
    'not a url',
    'mailto:a@b.c',
    `https://example.com/${'a'.repeat(2040)}`,
    `https://example.com/${'a'.repeat(2030)}`,
  ),
);
const time = or(
  fc.constantFrom(
    '2030-01-01T00:00:00Z',
    '2030-01-01T00:00:00.123+02:00',
    '2030-01-01T01:00:00Z',
    '2029-12-31T23:59:59Z',
    '2030-02-30T00:00:00Z',
    '2030-01-01',
    '2030-01-01T00:00Z',
  ),
);
/** An object of `shape`, each key present or absent. */
const some = (shape: Record<string, fc.Arbitrary<unknown>>) =>
  fc
    .record(shape, { requiredKeys: [] })
    .chain((obj) =>
      fc.oneof({ weight: 8, arbitrary: fc.constant(obj) }, { weight: 1, arbitrary: fc.constant({ ...obj, extra: 1 }) }),
    );
const media = or(some({ url, height: or(fc.constantFrom(...MEDIA_HEIGHTS, 'HUGE')), thumbnailUrl: url }));
const base = {
  text: or(near(LIMITS.suggestionText)),
  postbackData: or(near(LIMITS.postbackData)),
};
const suggestion = or(
  fc.oneof(
    some({ type: fc.constantFrom('reply', 'shareLocation', 'other'), ...base }),
    some({
      type: fc.constant('openUrl'),
      ...base,
      url,
      application: or(fc.constantFrom(...URL_APPLICATIONS, 'APP')),
      webviewViewMode: or(fc.constantFrom(...WEBVIEW_VIEW_MODES, 'WIDE')),
    }),
    some({ type: fc.constant('dial'), ...base, phoneNumber: phone }),
    some({
      type: fc.constant('viewLocation'),
      ...base,
      latitude: or(fc.constantFrom(-91, -90, 0, 45.5, 90, 90.01)),
      longitude: or(fc.constantFrom(-181, -180, 0, 180, 181)),
      label: or(near(100)),
      query: or(near(1, 200)),
    }),
    some({
      type: fc.constant('createCalendarEvent'),
      ...base,
      title: or(near(1, 100)),
      description: or(near(500)),
      startTime: time,
      endTime: time,
    }),
  ),
);
const list = <T>(item: fc.Arbitrary<T>, ...limits: number[]) =>
  or(
    fc
      .constantFrom(...limits.flatMap((n) => [0, n, n + 1]))
      .chain((n) => fc.array(item, { minLength: n, maxLength: n })),
  );
const card = or(
  some({
    title: or(near(LIMITS.cardTitle)),
    description: or(near(LIMITS.cardDescription)),
    media,
    suggestions: list(suggestion, 1, LIMITS.suggestionsPerCard),
  }),
);
const rcs = or(
  some({
    text: or(near(1, LIMITS.rcsText)),
    media,
    card,
    carousel: or(
      some({
        cardWidth: or(fc.constantFrom(...CARD_WIDTHS, 'LARGE')),
        cards: list(card, LIMITS.carouselMinCards - 1, LIMITS.carouselMaxCards),
      }),
    ),
    suggestions: list(suggestion, 1, 3, LIMITS.suggestionsPerMessage),
  }),
);
const mediaUrls = list(url, 1, LIMITS.mediaUrls);
const request = fc.oneof(
  some({
    type: or(fc.constantFrom(...MESSAGE_TYPES, 'sms')),
    from: fc.oneof(phone, agent),
    to: phone,
    text: or(near(1, LIMITS.smsText, LIMITS.mmsText)),
    mediaUrls,
    rcs,
    fallback: or(some({ from: phone, text: or(near(1, LIMITS.mmsText)), mediaUrls })),
    scheduledTime: time,
  }),
  // Requests of a valid frame, so that the cross-field rules run and are judged.
  fc.record({
    type: fc.constantFrom(...MESSAGE_TYPES),
    from: fc.constantFrom('agent_acme', '+14155550123'),
    to: fc.constant('+14155550123'),
    rcs: fc.oneof(undef, rcs),
    text: fc.oneof(undef, near(1, LIMITS.smsText)),
    mediaUrls: fc.oneof(undef, fc.array(fc.constantFrom('https://example.com/a.png'), { maxLength: 2 })),
  }),
);

// ---------------------------------------------------------------- the properties

describe('send rules without zod = SendRequest as zod stated it', () => {
  test('on arbitrary JSON (4,000 runs)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.anything({ maxDepth: 3 })), (value) => void agree(value)),
      { numRuns: 4000 },
    );
  });

  test('on requests near every rule, of every type and suggestion kind (6,000 runs)', () => {
    let refused = 0;
    let accepted = 0;
    fc.assert(
      fc.property(request, (value) => {
        if (agree(value)) refused++;
        else accepted++;
      }),
      { numRuns: 6000 },
    );
    // Both verdicts were reached often: the inputs do sit on the rules' edges.
    assert.ok(accepted > 100 && refused > 100, `accepted ${accepted}, refused ${refused}`);
  });

  const agentSend = { type: 'RCS', from: 'agent_acme', to: '+14155550123' };
  const fixed: [string, unknown][] = [
    ['not an object', null],
    ['an array', []],
    ['empty', {}],
    [
      'SMS of 3073 units, 3072 code points too many',
      { type: 'SMS', from: '+14155550123', to: '+14155550123', text: 'a'.repeat(3073) },
    ],
    [
      'SMS of 1600 astral characters (3200 units)',
      { type: 'SMS', from: '+14155550123', to: '+14155550123', text: '😀'.repeat(1600) },
    ],
    [
      'text of 5000 astral characters (10000 units) fits',
      { type: 'MMS', from: '+14155550123', to: '+14155550123', text: '😀'.repeat(5000) },
    ],
    [
      'mediaUrls as a long string',
      { type: 'MMS', from: '+14155550123', to: '+14155550123', mediaUrls: 'x'.repeat(11) },
    ],
    ['text as an empty array', { type: 'SMS', from: '+14155550123', to: '+14155550123', text: [] }],
    ['sender neither phone nor agent', { type: 'SMS', from: 'acme', to: '+14155550123', text: 'hi' }],
    ['sender not a string', { type: 'SMS', from: 5, to: '+14155550123', text: 'hi' }],
    ['RCS from a phone with text outside rcs', { type: 'RCS', from: '+14155550123', to: '+14155550123', text: 'hi' }],
    ['two kinds of content', { ...agentSend, rcs: { text: 'hi', media: { url: 'https://e.com/a.png' } } }],
    ['no kind of content', { ...agentSend, rcs: { suggestions: [] } }],
    [
      'suggestion without a type',
      { ...agentSend, rcs: { text: 'hi', suggestions: [{ text: 'a' }, 5, { type: 'toString', text: 'a' }] } },
    ],
    [
      'webview without a mode',
      {
        ...agentSend,
        rcs: {
          text: 'hi',
          suggestions: [{ type: 'openUrl', text: 'Go', url: 'https://e.com', application: 'WEBVIEW' }],
        },
      },
    ],
    [
      'mode without a webview',
      {
        ...agentSend,
        rcs: {
          text: 'hi',
          suggestions: [{ type: 'openUrl', text: 'Go', url: 'https://e.com', webviewViewMode: 'HALF' }],
        },
      },
    ],
    [
      'location: latitude out of range, no longitude',
      { ...agentSend, rcs: { text: 'hi', suggestions: [{ type: 'viewLocation', text: 'Map', latitude: 91 }] } },
    ],
    [
      'location: neither point nor query',
      { ...agentSend, rcs: { text: 'hi', suggestions: [{ type: 'viewLocation', text: 'Map', query: '' }] } },
    ],
    [
      'location: NaN latitude',
      {
        ...agentSend,
        rcs: { text: 'hi', suggestions: [{ type: 'viewLocation', text: 'Map', latitude: Number.NaN, longitude: 1 }] },
      },
    ],
    [
      'event ending before it starts, wrong format',
      {
        ...agentSend,
        rcs: {
          text: 'hi',
          suggestions: [
            {
              type: 'createCalendarEvent',
              text: 'Add',
              title: 'T',
              startTime: '2030-01-02T00:00:00Z',
              endTime: '2030-01-01',
            },
          ],
        },
      },
    ],
    ['empty card in a one-card carousel', { ...agentSend, rcs: { carousel: { cardWidth: 'SMALL', cards: [{}] } } }],
    [
      'fallback without content on an SMS',
      { type: 'SMS', from: '+14155550123', to: '+14155550123', text: 'hi', fallback: { from: '+14155550123' } },
    ],
    [
      'schedule not a datetime',
      { type: 'SMS', from: '+14155550123', to: '+14155550123', text: 'hi', scheduledTime: '2030-01-01 10:00' },
    ],
    [
      'a valid RCS card with suggestions of each kind',
      {
        ...agentSend,
        rcs: {
          card: {
            title: 'T',
            suggestions: [
              { type: 'reply', text: 'Yes' },
              { type: 'dial', text: 'Call', phoneNumber: '+14155550123' },
              { type: 'shareLocation', text: 'Where' },
              { type: 'viewLocation', text: 'Map', query: 'Paris' },
            ],
          },
        },
        fallback: { from: '+14155550123', text: 'hi' },
      },
    ],
  ];
  for (const [name, value] of fixed) test(`fixed: ${name}`, () => void agree(value));
});
