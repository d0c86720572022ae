import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import '../../../src/schemas/english.js';
import {
  HEADER_NAME_PATTERN,
  SIGNING_SECRET_HEADER,
  UNDELIVERABLE_HEADER_NAMES,
  WebhookAttachRequest,
  WebhookDetachRequest,
  WebhookEvent,
  WebhookHeadersError,
  normalizeWebhookHeaders,
  undeliverableHeaderReason,
} from '../../../src/schemas/webhooks.js';

describe('custom webhook header rules (spec: Events)', () => {
  test('names that pass the pattern ^[A-Za-z0-9][A-Za-z0-9_-]*$', () => {
    for (const name of ['X', '9', 'x-team', 'X_TEAM', 'a-b_c-9', 'Authorization', 'A'.repeat(128)]) {
      assert.deepEqual(Object.keys(normalizeWebhookHeaders({ [name]: 'v' })), [name.toUpperCase()], name);
    }
  });
  test('names that fail it', () => {
    for (const name of ['', '-x', '_x', 'x y', 'x:y', 'x.y', 'x/y', 'é', 'x\n', 'A'.repeat(129)]) {
      assert.throws(() => normalizeWebhookHeaders({ [name]: 'v' }), WebhookHeadersError, JSON.stringify(name));
    }
  });
  test('prototype-looking names are judged, not dropped', () => {
    assert.throws(() => normalizeWebhookHeaders(JSON.parse('{"__proto__": "v"}')), /__proto__/);
  });
  test('values must be strings', () => {
    for (const value of [1, true, null, ['a'], { a: 1 }]) {
      assert.throws(() => normalizeWebhookHeaders({ 'x-a': value }), /Header values must be strings/);
    }
  });
  test('names are uppercased; SERVICE-SIGNING-SECRET in any case is silently stripped', () => {
    assert.deepEqual(
      normalizeWebhookHeaders({ 'x-Team': 'blue', 'service-signing-secret': 'forged', 'Service-Signing-Secret': 'f2' }),
      { 'X-TEAM': 'blue' },
    );
  });
  test('names equal once uppercased are refused as ambiguous', () => {
    assert.throws(() => normalizeWebhookHeaders({ 'x-a': '1', 'X-A': '2' }), /given twice/);
  });
  test('attach reports header problems in the ZodError body path', () => {
    const result = WebhookAttachRequest.safeParse({
      url: 'https://h.test/x',
      senders: ['+14155550123'],
      headers: { '-bad': 'v', ok: 1 },
    });
    assert.equal(result.success, false);
    const messages = result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`).sort();
    assert.deepEqual(messages, [
      'headers.-bad: Header name "-bad" must match ^[A-Za-z0-9][A-Za-z0-9_-]*$ (at most 128 characters)',
      'headers.ok: Header values must be strings',
    ]);
  });

  // Deliverable names and values (the others are refused, tested in test/node/sandbox/webhooks.test.ts).
  const headerName = fc
    .stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]{0,20}$/)
    .filter((n) => !(n.toUpperCase() in UNDELIVERABLE_HEADER_NAMES));
  const headerMap = fc
    .dictionary(
      headerName,
      fc.string({ maxLength: 30 }).filter((v) => undeliverableHeaderReason('X-V', v) === null),
      { maxKeys: 8 },
    )
    .filter((h) => new Set(Object.keys(h).map((k) => k.toUpperCase())).size === Object.keys(h).length);

  test('property: output names are uppercase, match the pattern, never the reserved one', () => {
    fc.assert(
      fc.property(headerMap, fc.boolean(), (headers, addSecret) => {
        const input = addSecret ? { ...headers, 'Service-Signing-Secret': 's' } : headers;
        if (addSecret && Object.keys(headers).some((k) => k.toUpperCase() === SIGNING_SECRET_HEADER)) return;
        const out = normalizeWebhookHeaders(input);
        for (const name of Object.keys(out)) {
          assert.equal(name, name.toUpperCase());
          assert.match(name, HEADER_NAME_PATTERN);
          assert.notEqual(name, SIGNING_SECRET_HEADER);
        }
      }),
      { numRuns: 300 },
    );
  });
  test('property: normalization is idempotent and keeps every value', () => {
    fc.assert(
      fc.property(headerMap, (headers) => {
        const once = normalizeWebhookHeaders(headers);
        assert.deepEqual(normalizeWebhookHeaders(once), once);
        const kept = Object.entries(headers).filter(([k]) => k.toUpperCase() !== SIGNING_SECRET_HEADER);
        assert.equal(Object.keys(once).length, kept.length);
        for (const [k, v] of kept) assert.equal(once[k.toUpperCase()], v);
      }),
      { numRuns: 300 },
    );
  });
  test('property: any name outside the pattern is refused', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 0, maxLength: 12 }).filter((n) => !HEADER_NAME_PATTERN.test(n)),
        (name) => {
          assert.throws(() => normalizeWebhookHeaders({ [name]: 'v' }), WebhookHeadersError);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('webhook senders', () => {
  const phone = '+14155550123';
  const agent = 'agent_acme';
  const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.success ? [] : result.error!.issues.map((i) => `${i.path.map(String).join('.')}: ${i.message}`);
  const attach = (senders: string[]) => WebhookAttachRequest.safeParse({ url: 'https://h.test/x', senders });
  const attachTo = (senders: string[]) => WebhookAttachRequest.safeParse({ webhookId: 'wh_1', senders });
  const detach = (senders: string[]) => WebhookDetachRequest.safeParse({ webhookId: 'wh_1', senders });

  test('a sender repeated in one attach or detach is refused at senders, naming it', () => {
    for (const parse of [attach, attachTo, detach]) {
      assert.deepEqual(issues(parse([phone, agent, phone])), [
        `senders: senders must not repeat: ${phone} is given more than once`,
      ]);
      assert.deepEqual(issues(parse([agent, agent])), [
        `senders: senders must not repeat: ${agent} is given more than once`,
      ]);
      // The first value given again is the one named.
      assert.deepEqual(issues(parse([phone, agent, agent, phone])), [
        `senders: senders must not repeat: ${agent} is given more than once`,
      ]);
      assert.deepEqual(issues(parse([phone, agent])), []);
    }
  });
  test("a repeat is listed with the body's other issues", () => {
    assert.deepEqual(
      issues(WebhookAttachRequest.safeParse({ name: '', url: 'https://h.test/x', senders: [agent, agent] })),
      ['name: name must not be empty', `senders: senders must not repeat: ${agent} is given more than once`],
    );
    const both = issues(WebhookDetachRequest.safeParse({ webhookId: 42, senders: [phone, phone] }));
    assert.equal(both.length, 2, JSON.stringify(both));
    assert.match(both[0]!, /^webhookId: /);
    assert.equal(both[1], `senders: senders must not repeat: ${phone} is given more than once`);
  });
  test('property: any list of distinct senders passes; one of them given again is named', () => {
    const sender = fc.oneof(fc.stringMatching(/^\+[1-9][0-9]{6,14}$/), fc.stringMatching(/^agent_[a-z0-9_]{1,20}$/));
    fc.assert(
      fc.property(fc.uniqueArray(sender, { minLength: 1, maxLength: 50 }), fc.nat(), fc.nat(), (senders, pick, at) => {
        assert.deepEqual(issues(detach(senders)), []);
        const again = senders[pick % senders.length]!;
        const given = [...senders];
        given.splice(at % (given.length + 1), 0, again);
        const named = given.find((s, i) => given.indexOf(s) !== i);
        assert.equal(named, again);
        assert.deepEqual(issues(detach(given)), [`senders: senders must not repeat: ${again} is given more than once`]);
      }),
    );
  });
});

describe('webhook event payloads', () => {
  const submission = {
    id: 'sub_1',
    from: 'agent_acme',
    to: '+14155550123',
    data: { name: 'Ada' },
    fields: [{ key: 'name', label: 'Name', type: 'text', value: 'Ada' }],
    ip_address: '127.0.0.1',
    user_agent: 'test',
    submitted_at: '2026-11-21T10:00:00.000Z',
  };
  test('FORM.SUBMISSION with a conversation or null', () => {
    const base = {
      type: 'FORM.SUBMISSION',
      sender: 'agent_acme',
      form: { id: 'form_1', url: 'https://f.test/form_1', name: 'Intake' },
      submission,
    };
    assert.ok(WebhookEvent.safeParse({ ...base, conversation: null }).success);
    assert.ok(
      WebhookEvent.safeParse({ ...base, conversation: { id: 'conv_1', from: 'agent_acme', to: '+14155550123' } })
        .success,
    );
    assert.equal(WebhookEvent.safeParse({ ...base }).success, false, 'conversation is required (null when URL-only)');
  });
  test('CAMPAIGN.STATUS carries every carrier and verifier', () => {
    const event = {
      type: 'CAMPAIGN.STATUS',
      agent: { id: 'agent_acme', name: 'Acme' },
      campaign: { publicId: 'cmp_1', type: 'MARKETING' },
      brand: { id: 'brand_1', name: 'Acme' },
      changedAt: '2026-11-21T10:00:00.000Z',
      carrierLaunches: {
        carriers: { CARRIER_A: 'LAUNCHED', CARRIER_B: 'PENDING', CARRIER_C: 'NOT_LAUNCHED', OTHERS: 'NOT_LAUNCHED' },
        verification: { VERIFIER_A: 'VERIFIED', VERIFIER_B: 'SENT' },
      },
    };
    assert.ok(WebhookEvent.safeParse(event).success);
    assert.equal(
      WebhookEvent.safeParse({
        ...event,
        carrierLaunches: { ...event.carrierLaunches, carriers: { ...event.carrierLaunches.carriers, OTHERS: 'DONE' } },
      }).success,
      false,
    );
  });
  test('an unknown type is refused', () => {
    assert.equal(WebhookEvent.safeParse({ type: 'MESSAGE.DELETED' }).success, false);
  });
});
