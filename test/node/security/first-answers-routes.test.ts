// The token route's first answers (src/node/first-answers.ts) send a request with a user's fresh token at the
// browser's word. Whatever the browser names, the only requests that may leave the route are the elements' two
// first reads: `POST {root}/conversations/list` and `GET {root}/forms/{id}/render`. Here every route of the service
// (routes.ts), with random methods, ids, roots, bodies and encodings, is named to the route; the fetch it was given
// records what it is asked to send. (fast-check's seed is printed at the top of the run: test/setup/fast-check.mjs.)
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { FIRST_REQUEST_HEADER, requestLine } from '../../../src/api/wire.js';
import { createTokenHandler } from '../../../src/node/index.js';
import { SANDBOX_DEFAULTS } from '../../../src/sandbox/index.js';
import { ROUTES } from './routes.js';

const ORIGIN = 'https://api.test';
const API = `${ORIGIN}/api`;
/** What the route asked its fetch to send: `METHOD URL redirect`. */
const sent: string[] = [];
const handler = createTokenHandler({
  key: { kid: SANDBOX_DEFAULTS.embedKid, secret: SANDBOX_DEFAULTS.embedSecret },
  team: SANDBOX_DEFAULTS.team,
  authorize: () => ({ user: 'ada@acme.example', scopes: ['conversations:read', 'forms:read'] }),
  firstAnswers: {
    baseUrl: API,
    fetch: async (request) => {
      sent.push(`${request.method} ${request.url} ${request.redirect}`);
      return Response.json({ data: [], nextCursor: null });
    },
  },
});

/** The only requests allowed out: the two reads, a service id in the form's path, no query, no redirect followed. */
const ALLOWED = [
  /^POST https:\/\/api\.test\/api\/conversations\/list manual$/,
  /^GET https:\/\/api\.test\/api\/forms\/[A-Za-z0-9_-]{1,128}\/render manual$/,
];

/** Mostly the canonical value (so the property reaches a request the route would send), else a hostile one. */
const mostly = <T>(canonical: fc.Arbitrary<T>, ...others: fc.Arbitrary<T>[]) =>
  fc.oneof(
    { arbitrary: canonical, weight: 3 * others.length },
    ...others.map((arbitrary) => ({ arbitrary, weight: 2 })),
  );
/** A path parameter: a valid id, or one carrying what could move the request elsewhere. */
const segment = mostly(
  fc.stringMatching(/^[A-Za-z0-9_-]{1,16}$/),
  fc.constantFrom(
    '%2F',
    'a%2Fb',
    '%3F',
    'a%3Fx=1',
    '%5C',
    'a%5Cb',
    '..',
    '%2e%2e',
    '.',
    'a/../b',
    'a?b',
    'a#b',
    '',
    ' ',
  ),
  fc.string({ maxLength: 8 }),
);
/** The root the request is named under: the route's, or one beside it. */
const root = mostly(
  fc.constant(API),
  fc.constantFrom(
    `${API}/`,
    `${ORIGIN}/apix`,
    ORIGIN,
    'https://evil.test/api',
    'http://api.test/api',
    'https://API.test/api',
  ),
);
const method = (own: string) =>
  mostly(
    fc.constant(own),
    fc.constantFrom('GET', 'POST', 'PATCH', 'DELETE', 'PUT', 'HEAD', 'OPTIONS', own.toLowerCase()),
  );
/** The body: the route's own (none for a GET without one, else an empty object), none, or any JSON or text. */
const body = (verb: string, own: unknown) =>
  mostly(
    fc.constant(own === undefined && verb === 'GET' ? null : JSON.stringify(own ?? {})),
    fc.constant(null),
    fc.json({ maxDepth: 2 }),
    fc.string({ maxLength: 20 }),
  );
const suffix = mostly(fc.constant(''), fc.constantFrom('?x=1', '#f', '/', '/..', '%20', '?'));

describe('first answers: whatever is named, only the two first reads go out', () => {
  for (const route of ROUTES) {
    it(`${route.method} ${route.pattern}`, async () => {
      const sample = route.body?.({
        conversationId: 'c',
        from: '+14155550100',
        to: '+14155550123',
        messageId: 'm',
        scheduledId: 's',
        formId: 'f',
        webhookId: 'w',
        requestId: 'r',
        campaignId: 'cmp',
      });
      const parts = route.pattern.replace(/^\/api/, '').split(/(:\w+)/);
      const params = parts.filter((part) => part.startsWith(':')).length;
      await fc.assert(
        fc.asyncProperty(
          method(route.method),
          root,
          fc.array(segment, { minLength: params, maxLength: params }),
          suffix,
          body(route.method, sample),
          fc.boolean(),
          async (verb, base, ids, tail, text, encode) => {
            let i = 0;
            const path = parts.map((part) => (part.startsWith(':') ? ids[i++] : part)).join('');
            const line = requestLine(verb, base.replace(/\/$/, '') + path + tail, text);
            sent.length = 0;
            const response = await handler(
              new Request(`${ORIGIN}/parley-token`, {
                // Mostly as the element sends it (URI-encoded); sometimes raw, as a hand-made request might.
                headers: { [FIRST_REQUEST_HEADER]: encode ? encodeURIComponent(line) : encodeURI(line) },
              }),
            );
            assert.equal(response.status, 200);
            const answer = (await response.json()) as { token?: string; first?: unknown };
            assert.equal(typeof answer.token, 'string');
            for (const request of sent) {
              assert.ok(
                ALLOWED.some((allowed) => allowed.test(request)),
                `named ${line}, the route sent ${request}`,
              );
            }
            assert.match(
              response.headers.get('Parley-First-Answer') ?? '',
              sent.length ? /^answered$/ : /^skipped; reason=[a-z-]+(; base-url="[^"]+")?$/,
            );
            assert.equal(answer.first !== undefined, sent.length === 1);
          },
        ),
        { numRuns: 60 },
      );
    });
  }

  it('the reads themselves are sent (the property above is not vacuous)', async () => {
    for (const line of [
      requestLine('POST', `${API}/conversations/list`, '{"pageSize":20}'),
      requestLine('GET', `${API}/forms/form_1k9x2a-B_c/render`, null),
    ]) {
      sent.length = 0;
      const response = await handler(
        new Request(`${ORIGIN}/parley-token`, { headers: { [FIRST_REQUEST_HEADER]: encodeURIComponent(line) } }),
      );
      assert.equal(response.headers.get('Parley-First-Answer'), 'answered');
      assert.equal(sent.length, 1, line);
    }
  });
});
