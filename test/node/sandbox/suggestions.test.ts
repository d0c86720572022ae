/**
 * Every RBM suggested action through the sandbox's POST /send and /messages/validate/rcs: reply, dial, open URL
 * (browser or webview), view location (a point or a query), share location, create calendar event; each wrong
 * shape refused with a 400 naming the field and saying what is wrong (the ZodError body of every other route).
 */
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import fc from 'fast-check';
import { SUGGESTION_TYPES, Suggestion } from '../../../src/schemas/messages.js';
import * as z from '../../../src/schemas/zod.js';
import { DEMO_SENDERS, testSandbox, type TestSandbox } from './helpers.js';

const TO = '+14155550177';
let t: TestSandbox;
afterEach(() => t?.close());

const send = (suggestion: object) => ({
  type: 'RCS',
  from: DEMO_SENDERS.acmeAgent,
  to: TO,
  rcs: { text: 'Pick one', suggestions: [suggestion] },
});
/** Each `path: message` of a 400's ZodError body (`errors` is zod's tree: properties / items / errors). */
function messages(body: { errors?: unknown }): string[] {
  const out: string[] = [];
  const walk = (node: unknown, path: string[]) => {
    if (!node || typeof node !== 'object') return;
    const n = node as { errors?: string[]; properties?: Record<string, unknown>; items?: unknown[] };
    for (const e of n.errors ?? []) out.push(`${path.join('.')}: ${e}`);
    for (const [k, v] of Object.entries(n.properties ?? {})) walk(v, [...path, k]);
    (n.items ?? []).forEach((v, i) => walk(v, [...path, String(i)]));
  };
  walk(body.errors, []);
  return out;
}

const good: Record<(typeof SUGGESTION_TYPES)[number], object[]> = {
  reply: [{ type: 'reply', text: 'Yes', postbackData: 'yes' }],
  dial: [{ type: 'dial', text: 'Call us', phoneNumber: '+14155550100' }],
  openUrl: [
    { type: 'openUrl', text: 'Menu', url: 'https://acme.example/menu' },
    { type: 'openUrl', text: 'Menu', url: 'https://acme.example/menu', application: 'BROWSER' },
    {
      type: 'openUrl',
      text: 'Order',
      url: 'https://acme.example/order',
      application: 'WEBVIEW',
      webviewViewMode: 'HALF',
    },
  ],
  viewLocation: [
    { type: 'viewLocation', text: 'Map', latitude: 38.72, longitude: -9.14, label: 'Lisbon' },
    { type: 'viewLocation', text: 'Nearest store', query: 'Acme Coffee near me' },
    { type: 'viewLocation', text: 'Store', latitude: 0, longitude: 0, query: 'Acme Coffee' },
  ],
  shareLocation: [{ type: 'shareLocation', text: 'Share location', postbackData: 'where' }],
  createCalendarEvent: [
    {
      type: 'createCalendarEvent',
      text: 'Add',
      title: 'Tasting',
      startTime: '2027-01-01T10:00:00Z',
      endTime: '2027-01-01T11:00:00Z',
    },
  ],
};

describe('suggested actions on the wire', () => {
  it('sends every kind (each stored as sent) and validates each without credits', async () => {
    t = testSandbox({ demoData: false });
    for (const type of SUGGESTION_TYPES) {
      for (const s of good[type]) {
        const sent = await t.api('POST', '/send', send(s));
        assert.equal(sent.status, 200, `${type}: ${JSON.stringify(sent.body)}`);
        assert.deepEqual(t.sandbox.store.data.messages[sent.body.id]!.rcs!.suggestions, [s]);
        const checked = await t.api('POST', '/messages/validate/rcs', { rcs: { text: 'Pick one', suggestions: [s] } });
        assert.equal(checked.status, 200, `${type} validate: ${JSON.stringify(checked.body)}`);
      }
    }
  });

  it('refuses each wrong shape with a 400 that names the field and says why', async () => {
    t = testSandbox({ demoData: false });
    const cases: [object, string][] = [
      [
        { type: 'openUrl', text: 'Order', url: 'https://a.example', application: 'WEBVIEW' },
        'rcs.suggestions.0.webviewViewMode: A webview needs webviewViewMode: FULL, HALF or TALL',
      ],
      [
        { type: 'openUrl', text: 'Order', url: 'https://a.example', webviewViewMode: 'FULL' },
        'rcs.suggestions.0.webviewViewMode: webviewViewMode is only for application WEBVIEW',
      ],
      [
        { type: 'openUrl', text: 'Order', url: 'https://a.example', application: 'APP' },
        'rcs.suggestions.0.application: application must be BROWSER or WEBVIEW',
      ],
      [
        { type: 'viewLocation', text: 'Map' },
        'rcs.suggestions.0.latitude: A location needs latitude and longitude, or a query',
      ],
      [
        { type: 'viewLocation', text: 'Map', latitude: 10 },
        'rcs.suggestions.0.longitude: A location with a latitude needs a longitude',
      ],
      [
        { type: 'viewLocation', text: 'Map', longitude: 10, query: 'x' },
        'rcs.suggestions.0.latitude: A location with a longitude needs a latitude',
      ],
      [
        { type: 'viewLocation', text: 'Map', query: 'q'.repeat(201) },
        'rcs.suggestions.0.query: Location query must be at most 200 characters',
      ],
      [{ type: 'shareLocation', text: '' }, 'rcs.suggestions.0.text: Suggestion text must not be empty'],
    ];
    for (const [s, expected] of cases) {
      const reply = await t.api('POST', '/send', send(s));
      assert.equal(reply.status, 400, JSON.stringify(s));
      assert.equal(typeof reply.body.description, 'string');
      assert.ok(
        messages(reply.body).includes(expected),
        `${JSON.stringify(s)} → ${JSON.stringify(messages(reply.body))}`,
      );
    }
  });

  it('a share-location suggestion carries nothing but its label: other keys are refused by name', async () => {
    t = testSandbox({ demoData: false });
    const reply = await t.api('POST', '/send', send({ type: 'shareLocation', text: 'Share', latitude: 1 }));
    assert.equal(reply.status, 400);
    assert.match(JSON.stringify(reply.body), /Unrecognized key \\?"latitude\\?"/);
  });

  it('property: a view location is valid exactly when it has a whole point or a query (seeded)', () => {
    const lat = fc.option(fc.double({ min: -90, max: 90, noNaN: true }), { nil: undefined });
    const long = fc.option(fc.double({ min: -180, max: 180, noNaN: true }), { nil: undefined });
    const query = fc.option(fc.string({ minLength: 1, maxLength: 200 }), { nil: undefined });
    fc.assert(
      fc.property(lat, long, query, (latitude, longitude, q) => {
        const s = { type: 'viewLocation', text: 'Map', latitude, longitude, query: q };
        const ok = z.safeParse(Suggestion, JSON.parse(JSON.stringify(s))).success;
        const point = latitude !== undefined && longitude !== undefined;
        const half = (latitude === undefined) !== (longitude === undefined);
        assert.equal(ok, !half && (point || q !== undefined));
      }),
    );
  });
});
