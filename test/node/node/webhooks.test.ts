import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  normalizeWebhookHeaders,
  parseWebhookEvent,
  verifyWebhook,
  webhookHandler,
  WebhookEventError,
  WebhookHeadersError,
  type WebhookEvent,
} from '../../../src/node/index.js';
import { campaignStatus, formSubmission, messageStatus } from './events.fixtures.js';
import { UNDELIVERABLE_HEADER_NAMES, undeliverableHeaderReason } from '../../../src/schemas/webhooks.js';

const SECRET = 'whsec_0123456789abcdef';

describe('verifyWebhook', () => {
  test('right secret, in every header case and header container', () => {
    for (const name of [
      'SERVICE-SIGNING-SECRET',
      'service-signing-secret',
      'Service-Signing-Secret',
      'sErViCe-SiGnInG-sEcReT',
    ]) {
      assert.equal(verifyWebhook({ headers: { [name]: SECRET }, secret: SECRET }), true, name);
      assert.equal(
        verifyWebhook({ headers: new Headers({ [name]: SECRET }), secret: SECRET }),
        true,
        `Headers ${name}`,
      );
      assert.equal(verifyWebhook({ headers: [[name, SECRET]], secret: SECRET }), true, `entries ${name}`);
    }
  });
  test('wrong secret of the same length', () => {
    assert.equal(
      verifyWebhook({ headers: { 'service-signing-secret': SECRET.replace(/f$/, 'e') }, secret: SECRET }),
      false,
    );
  });
  test('other lengths: a prefix, a longer value, empty', () => {
    for (const value of [SECRET.slice(0, -1), `${SECRET}0`, SECRET.slice(0, 1), '']) {
      assert.equal(
        verifyWebhook({ headers: { 'service-signing-secret': value }, secret: SECRET }),
        false,
        JSON.stringify(value),
      );
    }
  });
  test('missing header, or the secret in another header', () => {
    assert.equal(verifyWebhook({ headers: {}, secret: SECRET }), false);
    assert.equal(
      verifyWebhook({ headers: { 'x-signing-secret': SECRET, authorization: SECRET }, secret: SECRET }),
      false,
    );
    assert.equal(verifyWebhook({ headers: new Headers(), secret: SECRET }), false);
  });
  test('a repeated header (array or two cases) is refused, even if one value is right', () => {
    assert.equal(verifyWebhook({ headers: { 'service-signing-secret': [SECRET, 'x'] }, secret: SECRET }), false);
    assert.equal(
      verifyWebhook({ headers: { 'SERVICE-SIGNING-SECRET': SECRET, 'service-signing-secret': 'x' }, secret: SECRET }),
      false,
    );
    const repeated = new Headers();
    repeated.append('service-signing-secret', SECRET);
    repeated.append('service-signing-secret', SECRET);
    assert.equal(verifyWebhook({ headers: repeated, secret: SECRET }), false);
  });
  test('a missing secret is a programming error, not a silent pass', () => {
    assert.throws(() => verifyWebhook({ headers: { 'service-signing-secret': '' }, secret: '' }), /secret must be/);
  });
});

describe('normalizeWebhookHeaders (spec: custom header rules)', () => {
  // Deliverable names and values only (the others are refused at attach; see test/node/sandbox/webhooks.test.ts).
  const nameArb = fc
    .stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]{0,30}$/)
    .filter((n) => !(n.toUpperCase() in UNDELIVERABLE_HEADER_NAMES));
  const deliverable = (v: string) => undeliverableHeaderReason('X-V', v) === null;
  test('property: valid names are uppercased, values kept, SERVICE-SIGNING-SECRET (any case) stripped', () => {
    fc.assert(
      fc.property(
        fc.dictionary(nameArb, fc.string({ maxLength: 40 }).filter(deliverable), { maxKeys: 15 }),
        (headers) => {
          const upper = Object.keys(headers).map((k) => k.toUpperCase());
          fc.pre(new Set(upper).size === upper.length); // names equal up to case are refused; covered below
          const out = normalizeWebhookHeaders(headers);
          for (const [name, value] of Object.entries(headers)) {
            const key = name.toUpperCase();
            if (key === 'SERVICE-SIGNING-SECRET') assert.equal(key in out, false);
            else assert.equal(out[key], value);
          }
          for (const key of Object.keys(out)) assert.equal(key, key.toUpperCase());
          assert.equal('SERVICE-SIGNING-SECRET' in out, false);
        },
      ),
    );
  });
  test('property: normalizing is idempotent', () => {
    fc.assert(
      fc.property(
        fc.dictionary(nameArb, fc.string({ maxLength: 20 }).filter(deliverable), { maxKeys: 10 }),
        (headers) => {
          const upper = Object.keys(headers).map((k) => k.toUpperCase());
          fc.pre(new Set(upper).size === upper.length);
          const once = normalizeWebhookHeaders(headers);
          assert.deepEqual(normalizeWebhookHeaders(once), once);
        },
      ),
    );
  });
  test('property: a name outside the pattern is always refused, naming it', () => {
    const badName = fc
      .string({ minLength: 1, maxLength: 20 })
      .filter((n) => !/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(n) && n !== '__proto__');
    fc.assert(
      fc.property(badName, (name) => {
        assert.throws(() => normalizeWebhookHeaders({ [name]: 'v' }), WebhookHeadersError);
      }),
    );
  });
  test('signing secret stripped whatever its case; values must be strings', () => {
    assert.deepEqual(normalizeWebhookHeaders({ 'x-team': 'blue', 'Service-Signing-Secret': 'forged' }), {
      'X-TEAM': 'blue',
    });
    assert.throws(() => normalizeWebhookHeaders({ 'x-n': 5 }), WebhookHeadersError);
    assert.throws(() => normalizeWebhookHeaders({ 'X-A': '1', 'x-a': '2' }), /twice/);
  });
});

describe('parseWebhookEvent', () => {
  test('each event type parses to its member of the union', () => {
    const types = [formSubmission, campaignStatus, messageStatus].map((e) => parseWebhookEvent(JSON.stringify(e)).type);
    assert.deepEqual(types, ['FORM.SUBMISSION', 'CAMPAIGN.STATUS', 'MESSAGE.STATUS']);
    const event = parseWebhookEvent(new TextEncoder().encode(JSON.stringify(messageStatus)));
    assert.equal(event.type === 'MESSAGE.STATUS' && event.fallbackMessage?.type, 'SMS');
    assert.equal(parseWebhookEvent({ ...formSubmission, conversation: null }).type, 'FORM.SUBMISSION');
  });
  const bad: [string, unknown, string, RegExp][] = [
    ['not JSON', '{"type":', 'ERR_WEBHOOK_MALFORMED', /not valid JSON/],
    ['an array', '[]', 'ERR_WEBHOOK_MALFORMED', /not a JSON object/],
    ['null', 'null', 'ERR_WEBHOOK_MALFORMED', /not a JSON object/],
    [
      'unknown type',
      { ...formSubmission, type: 'FORM.DELETED' },
      'ERR_WEBHOOK_UNKNOWN_EVENT',
      /Unknown webhook event type "FORM.DELETED"/,
    ],
    ['no type', { sender: 'x' }, 'ERR_WEBHOOK_UNKNOWN_EVENT', /undefined/],
    [
      'known type, missing submission',
      { ...formSubmission, submission: undefined },
      'ERR_WEBHOOK_INVALID_EVENT',
      /Invalid FORM.SUBMISSION event: submission/,
    ],
    [
      'bad launch state',
      {
        ...campaignStatus,
        carrierLaunches: {
          ...campaignStatus.carrierLaunches,
          carriers: { ...campaignStatus.carrierLaunches.carriers, CARRIER_A: 'DONE' },
        },
      },
      'ERR_WEBHOOK_INVALID_EVENT',
      /carrierLaunches.carriers.CARRIER_A/,
    ],
  ];
  for (const [name, body, code, message] of bad) {
    test(`refuses ${name} with ${code}`, () => {
      assert.throws(
        () => parseWebhookEvent(body),
        (error) => {
          assert.ok(error instanceof WebhookEventError);
          assert.equal(error.code, code);
          assert.match(error.message, message);
          return true;
        },
      );
    });
  }
});

describe('webhookHandler (fetch style)', () => {
  const deliver = (
    body: unknown,
    headers: Record<string, string> = { 'SERVICE-SIGNING-SECRET': SECRET },
    method = 'POST',
  ) =>
    new Request('http://localhost/hooks', {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: method === 'GET' ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });

  test('200 after the listener for that type resolves; other types acknowledged', async () => {
    const seen: string[] = [];
    const handle = webhookHandler({
      secret: SECRET,
      on: {
        'FORM.SUBMISSION': async (event) => {
          await new Promise((r) => setTimeout(r, 5));
          seen.push(`form:${event.form.id}`);
        },
      },
    });
    const response = await handle(deliver(formSubmission));
    assert.equal(response.status, 200);
    assert.deepEqual(seen, ['form:frm_1']);
    assert.equal((await handle(deliver(campaignStatus))).status, 200);
    assert.deepEqual(seen, ['form:frm_1']);
  });
  test('one function for every event', async () => {
    const seen: WebhookEvent['type'][] = [];
    const handle = webhookHandler({ secret: SECRET, on: (event) => void seen.push(event.type) });
    for (const event of [formSubmission, campaignStatus, messageStatus])
      assert.equal((await handle(deliver(event))).status, 200);
    assert.deepEqual(seen, ['FORM.SUBMISSION', 'CAMPAIGN.STATUS', 'MESSAGE.STATUS']);
  });
  test('401 on a wrong or missing secret, and the listener never runs', async () => {
    let calls = 0;
    const handle = webhookHandler({ secret: SECRET, on: () => void calls++ });
    assert.equal((await handle(deliver(formSubmission, { 'SERVICE-SIGNING-SECRET': 'nope' }))).status, 401);
    assert.equal((await handle(deliver(formSubmission, {}))).status, 401);
    assert.equal(calls, 0);
  });
  test('400 with a clear error on a bad body', async () => {
    const handle = webhookHandler({ secret: SECRET, on: () => {} });
    const response = await handle(deliver({ sender: 'x' }));
    assert.equal(response.status, 400);
    assert.match((await response.json()).error, /Unknown webhook event type undefined/);
    assert.equal((await handle(deliver({ type: '' }))).status, 400);
    assert.equal((await handle(deliver('not json'))).status, 400);
    const invalid = await handle(deliver({ type: 'FORM.SUBMISSION', sender: 'x' }));
    assert.equal(invalid.status, 400);
    assert.match((await invalid.json()).error, /Invalid FORM\.SUBMISSION event/);
  });
  test('an event of a type this version does not know is acknowledged (200) and handed to onUnknown only', async () => {
    const known: unknown[] = [];
    const unknown: unknown[] = [];
    const handle = webhookHandler({
      secret: SECRET,
      on: (event) => void known.push(event),
      onUnknown: (event, { request }) => void unknown.push([event.type, event.detail, request.method]),
    });
    const response = await handle(deliver({ type: 'CONTACT.OPTED_OUT', detail: { phone: '+14155550123' } }));
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { received: true });
    assert.deepEqual(unknown, [['CONTACT.OPTED_OUT', { phone: '+14155550123' }, 'POST']]);
    assert.deepEqual(known, []);
    // Without onUnknown it is acknowledged too: a 400 would be retried for ever.
    const plain = webhookHandler({ secret: SECRET, on: { 'FORM.SUBMISSION': () => {} } });
    assert.equal((await plain(deliver({ type: 'CONTACT.OPTED_OUT' }))).status, 200);
    // onUnknown failing is a 500 (the service retries), seen by onError.
    const errors: unknown[] = [];
    const failing = webhookHandler({
      secret: SECRET,
      on: () => {},
      onUnknown: () => {
        throw new Error('db down');
      },
      onError: (error, event) => void errors.push([(error as Error).message, event.type]),
    });
    assert.equal((await failing(deliver({ type: 'CONTACT.OPTED_OUT' }))).status, 500);
    assert.deepEqual(errors, [['db down', 'CONTACT.OPTED_OUT']]);
  });
  test('non-2xx when the listener throws, so the service retries; onError sees the error', async () => {
    const errors: unknown[] = [];
    const handle = webhookHandler({
      secret: SECRET,
      on: async () => {
        throw new Error('db down');
      },
      onError: (e) => errors.push(e),
    });
    const response = await handle(deliver(formSubmission));
    assert.equal(response.status, 500);
    assert.doesNotMatch(await response.text(), /db down/);
    assert.equal((errors[0] as Error).message, 'db down');
  });
  test('405 for other methods', async () => {
    const handle = webhookHandler({ secret: SECRET, on: () => {} });
    assert.equal((await handle(deliver(undefined, undefined, 'GET'))).status, 405);
  });
});
