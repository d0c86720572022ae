/**
 * Form logic (DESIGN §11) in the service and in the element's pure side: `showWhen` conditions, `hidden` fields,
 * `"today"` / `"now"` bounds, and the render's `answered_at`. The property test checks that the element (its
 * field types' wire values, `fieldsInPlay`, `validate`) and the sandbox (on submit) agree on what is stored.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { activeKeys, conditionHolds, resolveBound, type Condition } from '../../../src/core/form-logic.js';
import { FIELD_KINDS } from '../../../src/components/form/fields/registry.js';
import type { FieldKind, KindContext, KindModule } from '../../../src/components/form/fields/kind.js';
import { fieldsInPlay } from '../../../src/components/form/logic.js';
import { validate } from '../../../src/components/form/validation.js';
import type { Field, FieldType } from '../../../src/schemas/forms.js';
import { FormSubmissionEvent } from '../../../src/schemas/webhooks.js';
import type { WebhookDeliveryService } from '../../../src/sandbox/services/webhooks.js';
import { DEMO_SENDERS, testSandbox } from './helpers.js';

const PHONE = DEMO_SENDERS.acmePhone;
const RECIPIENT = '+14155550199';

function setup() {
  const delivered: unknown[] = [];
  const fakeFetch = (async (_url: string | URL | Request, init?: RequestInit) => {
    delivered.push(JSON.parse(String(init?.body)));
    return new Response(null, { status: 200 });
  }) as typeof fetch;
  const t = testSandbox({ demoData: false, fetch: fakeFetch });
  const call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    headers ? t.call(method, path, { body, headers }) : t.api(method, path, body);
  const events = async () => {
    await (t.sandbox.context.webhooks as WebhookDeliveryService).idle();
    return delivered
      .filter((d) => (d as { type: string }).type === 'FORM.SUBMISSION')
      .map((d) => FormSubmissionEvent.parse(d));
  };
  return { ...t, call, events };
}

const ORDER = {
  name: 'Order',
  fields: [
    {
      key: 'kind',
      label: 'Delivery or pickup?',
      type: 'radio',
      required: true,
      options: [
        { value: 'delivery', label: 'Delivery' },
        { value: 'pickup', label: 'Pickup' },
      ],
    },
    {
      key: 'address',
      label: 'Street',
      type: 'text',
      required: true,
      showWhen: { all: [{ field: 'kind', op: 'eq', value: 'delivery' }] },
    },
    { key: 'guests', label: 'Guests', type: 'number' },
    {
      key: 'big',
      label: 'Large party note',
      type: 'text',
      required: true,
      showWhen: {
        any: [
          { field: 'guests', op: 'gte', value: 8 },
          { field: 'address', op: 'contains', value: 'hall' },
        ],
      },
    },
    { key: 'source', label: 'Source', type: 'text', hidden: true },
  ],
};

describe('form logic: conditions', () => {
  it('evaluates every operator on the wire values', () => {
    const c = (op: Condition['op'], value?: Condition['value']): Condition => ({ field: 'x', op, value });
    assert.equal(conditionHolds(c('eq', 'a'), 'a'), true);
    assert.equal(conditionHolds(c('eq', 3), '3'), true);
    assert.equal(conditionHolds(c('eq', 'a'), undefined), false);
    assert.equal(conditionHolds(c('neq', 'a'), undefined), true);
    assert.equal(conditionHolds(c('neq', 'a'), 'b'), true);
    assert.equal(conditionHolds(c('in', ['a', 'b']), 'b'), true);
    assert.equal(conditionHolds(c('in', ['a', 'b']), ['c', 'a']), true);
    assert.equal(conditionHolds(c('nin', ['a', 'b']), 'c'), true);
    assert.equal(conditionHolds(c('nin', ['a']), undefined), true);
    assert.equal(conditionHolds(c('gt', 5), 6), true);
    assert.equal(conditionHolds(c('gt', 5), 5), false);
    assert.equal(conditionHolds(c('gte', 5), 5), true);
    assert.equal(conditionHolds(c('lt', '2026-12-01'), '2026-11-30'), true);
    assert.equal(conditionHolds(c('lte', '09:00'), '09:00'), true);
    assert.equal(conditionHolds(c('gt', '2026-11-21T12:00:00Z'), '2026-11-21T13:30:00+01:00'), true); // the same instant is not later
    assert.equal(conditionHolds(c('gt', '2026-11-21T12:00:00Z'), '2026-11-21T13:31:00+01:00'), true);
    assert.equal(conditionHolds(c('gt', 5), undefined), false);
    assert.equal(conditionHolds(c('contains', 'oat'), 'Oat milk'), true);
    assert.equal(conditionHolds(c('contains', 'b'), ['a', 'b']), true);
    assert.equal(conditionHolds(c('answered'), ''), false);
    assert.equal(conditionHolds(c('answered'), []), false);
    assert.equal(conditionHolds(c('unanswered'), undefined), true);
    assert.equal(conditionHolds(c('eq', ['a', 'b']), ['b', 'a']), true);
  });

  it('takes a field out of play with what depends on it', () => {
    const active = activeKeys(ORDER.fields as Field[], { kind: 'pickup', address: 'Town hall', guests: 2 });
    assert.deepEqual([...active].sort(), ['guests', 'kind', 'source']);
    const delivery = activeKeys(ORDER.fields as Field[], { kind: 'delivery', address: 'Town hall', guests: 2 });
    assert.deepEqual([...delivery].sort(), ['address', 'big', 'guests', 'kind', 'source']);
  });

  it('resolves "today" and "now" exactly in the browser and loosely in the service', () => {
    const now = new Date('2026-11-21T23:30:00Z');
    assert.equal(resolveBound('date', 'today', 'min', now, 'service'), '2026-11-21');
    assert.equal(resolveBound('date', 'today', 'max', now, 'service'), '2026-11-22');
    assert.equal(resolveBound('date', '2026-01-01', 'min', now, 'service'), '2026-01-01');
    assert.equal(resolveBound('time', 'now', 'min', now, 'service'), undefined);
    assert.equal(resolveBound('datetime', 'now', 'min', now, 'service'), '2026-11-21T23:25:00.000Z');
  });
});

describe('form logic: the sandbox', () => {
  it('refuses a condition on an unknown or a later field, or a value not fitting its operator (create and patch)', async () => {
    const { call } = setup();
    const unknown = await call('POST', '/forms', {
      name: 'x',
      fields: [{ key: 'a', label: 'A', type: 'text', showWhen: { all: [{ field: 'nope', op: 'answered' }] } }],
    });
    assert.equal(unknown.status, 400);
    assert.match(JSON.stringify(unknown.body), /names \\"nope\\", which is not a field of this form/);
    const later = await call('POST', '/forms', {
      name: 'x',
      fields: [
        { key: 'a', label: 'A', type: 'text', showWhen: { all: [{ field: 'b', op: 'eq', value: 'x' }] } },
        { key: 'b', label: 'B', type: 'text' },
      ],
    });
    assert.equal(later.status, 400);
    assert.match(later.body.description, /fields\.0\.showWhen\.all\.0\.field/);
    assert.match(JSON.stringify(later.body), /not before it/);
    const self = await call('POST', '/forms', {
      name: 'x',
      fields: [{ key: 'a', label: 'A', type: 'text', showWhen: { any: [{ field: 'a', op: 'answered' }] } }],
    });
    assert.equal(self.status, 400);
    const list = await call('POST', '/forms', {
      name: 'x',
      fields: [
        { key: 'a', label: 'A', type: 'text' },
        { key: 'b', label: 'B', type: 'text', showWhen: { all: [{ field: 'a', op: 'in', value: 'x' }] } },
      ],
    });
    assert.equal(list.status, 400);
    assert.match(JSON.stringify(list.body), /op in needs a list of values/);
    const badOp = await call('POST', '/forms', {
      name: 'x',
      fields: [
        { key: 'a', label: 'A', type: 'text' },
        { key: 'b', label: 'B', type: 'text', showWhen: { all: [{ field: 'a', op: 'like', value: 'x' }] } },
      ],
    });
    assert.equal(badOp.status, 400);
    const ok = await call('POST', '/forms', ORDER);
    assert.equal(ok.status, 201, JSON.stringify(ok.body));
    const patched = await call('PATCH', `/forms/${ok.body.id}`, {
      fields: [...ORDER.fields.slice(1), ORDER.fields[0]],
    });
    assert.equal(patched.status, 400);
    assert.match(JSON.stringify(patched.body), /not before it/);
  });

  it('neither requires nor stores a field whose condition does not hold; stores hidden fields as given', async () => {
    const { call, events } = setup();
    await call('POST', '/webhooks/attach', {
      name: 'forms',
      url: 'https://hooks.example.com/forms',
      senders: [PHONE],
      event: 'FORM.SUBMISSION',
    });
    const form = (await call('POST', '/forms', { ...ORDER, sender: PHONE })).body;
    // Pickup: the street is not asked, so not required; the one sent anyway is dropped, with "big" that depended on it.
    const res = await call(
      'POST',
      `/forms/${form.id}/submit`,
      { data: { kind: 'pickup', address: 'Town hall', guests: 2, big: 'x', source: 'sms' } },
      {},
    );
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.deepEqual(res.body.submission.data, { kind: 'pickup', guests: 2, source: 'sms' });
    assert.deepEqual(
      res.body.submission.fields.map((f: { key: string }) => f.key),
      ['kind', 'guests', 'source'],
    );
    const [event] = await events();
    assert.deepEqual(event!.submission.data, { kind: 'pickup', guests: 2, source: 'sms' });
    assert.equal(
      event!.submission.fields.some((f) => f.key === 'address' || f.key === 'big'),
      false,
    );
    // Delivery: the street is required now.
    const missing = await call('POST', `/forms/${form.id}/submit`, { data: { kind: 'delivery' } }, {});
    assert.equal(missing.status, 400);
    assert.ok(missing.body.errors.properties.data.properties.address);
    // A 9-guest party makes the note required (any of).
    const big = await call(
      'POST',
      `/forms/${form.id}/submit`,
      { data: { kind: 'delivery', address: 'Main St', guests: 9 } },
      {},
    );
    assert.equal(big.status, 400);
    assert.ok(big.body.errors.properties.data.properties.big);
  });

  it('checks "today" and "now" bounds on submit', async () => {
    const { call } = setup(); // the manual clock reads 2026-11-21T12:00Z
    const form = (
      await call('POST', '/forms', {
        name: 'Visit',
        fields: [
          { key: 'day', label: 'Day', type: 'date', min: 'today' },
          { key: 'at', label: 'At', type: 'datetime', max: 'now' },
          { key: 'time', label: 'Time', type: 'time', min: 'now' },
        ],
      })
    ).body;
    assert.equal((await call('POST', `/forms/${form.id}/submit`, { data: { day: '2026-11-19' } }, {})).status, 400);
    assert.equal(
      (await call('POST', `/forms/${form.id}/submit`, { data: { day: '2026-11-21', time: '00:01' } }, {})).status,
      201,
    );
    assert.equal(
      (await call('POST', `/forms/${form.id}/submit`, { data: { at: '2026-11-21T13:00:00+00:00' } }, {})).status,
      400,
    );
    assert.equal(
      (await call('POST', `/forms/${form.id}/submit`, { data: { at: '2026-11-21T11:00:00+00:00' } }, {})).status,
      201,
    );
    const bad = await call('POST', '/forms', {
      name: 'x',
      fields: [{ key: 'd', label: 'D', type: 'date', min: 'tomorrow' }],
    });
    assert.equal(bad.status, 400);
  });

  it('says in the render when the recipient answered, with the answers of a one-time link', async () => {
    const { call } = setup();
    const sent = (
      await call('POST', '/forms/send', {
        form: { name: 'Once', fields: [{ key: 'name', label: 'Name', type: 'text' }] },
        from: PHONE,
        to: RECIPIENT,
      })
    ).body;
    const auth = { authorization: `Bearer ${new URL(sent.url).searchParams.get('t')}` };
    const before = await call('GET', `/forms/${sent.form.id}/render`, undefined, auth);
    assert.equal(before.body.answered_at, null);
    const submitted = await call('POST', `/forms/${sent.form.id}/submit`, { data: { name: 'Ada' } }, auth);
    assert.equal(submitted.status, 201);
    const after = await call('GET', `/forms/${sent.form.id}/render`, undefined, auth);
    assert.equal(after.body.answered_at, submitted.body.submission.submitted_at);
    assert.deepEqual(after.body.prior, { data: { name: 'Ada' }, submitted_at: submitted.body.submission.submitted_at });
    const anonymous = await call('GET', `/forms/${sent.form.id}/render`, undefined, {});
    assert.equal(anonymous.body.answered_at, null);
  });
});

// ---------------------------------------------------------------- the element and the sandbox agree

const TYPES: FieldType[] = ['text', 'number', 'select', 'checkbox', 'rating'];
const OPTIONS = [
  { value: 'a', label: 'A' },
  { value: 'b', label: 'B' },
  { value: 'c', label: 'C' },
];

async function kinds(): Promise<(field: Field) => FieldKind> {
  const context = {} as KindContext; // these types use nothing of it
  const made = new Map<FieldType, FieldKind>();
  for (const type of TYPES) {
    const loader = FIELD_KINDS[type] as () => Promise<KindModule>;
    made.set(type, (await loader()).createKind(context));
  }
  return (field) => made.get(field.type)!;
}

/** A raw value as the inputs hold it, for each type. */
const rawOf = (type: FieldType): fc.Arbitrary<unknown> =>
  type === 'number'
    ? fc.constantFrom('', '1', '5', '9', '12')
    : type === 'select'
      ? fc.constantFrom('', 'a', 'b', 'c')
      : type === 'checkbox'
        ? fc.subarray(['a', 'b', 'c'])
        : type === 'rating'
          ? fc.constantFrom(undefined, 1, 3, 5)
          : fc.constantFrom('', 'hall', 'Main St', 'b');

const conditionFor = (earlier: { key: string; type: FieldType }[]): fc.Arbitrary<Condition> =>
  fc.constantFrom(...earlier).chain((target) =>
    fc
      .constantFrom(
        ...(['eq', 'neq', 'in', 'nin', 'gt', 'gte', 'lt', 'lte', 'contains', 'answered', 'unanswered'] as const),
      )
      .chain((op) => {
        const scalar: fc.Arbitrary<string | number> =
          target.type === 'number' || target.type === 'rating'
            ? fc.constantFrom(1, 3, 5, 9)
            : fc.constantFrom('a', 'b', 'hall');
        const value: fc.Arbitrary<Condition['value']> =
          op === 'answered' || op === 'unanswered'
            ? fc.constant(undefined)
            : op === 'in' || op === 'nin'
              ? fc.array(scalar, { minLength: 1, maxLength: 3 })
              : scalar;
        return value.map((v) => (v === undefined ? { field: target.key, op } : { field: target.key, op, value: v }));
      }),
  );

const formArb = fc.integer({ min: 2, max: 7 }).chain((n) =>
  fc.tuple(...Array.from({ length: n }, () => fc.constantFrom(...TYPES))).chain((types) => {
    const base = types.map((type, i) => ({ key: `f${i}`, type }));
    return fc
      .tuple(
        ...base.map((f, i) =>
          fc.record({
            required: fc.boolean(),
            hidden: fc.boolean().map((b) => b && i > 0 && f.type === 'text'),
            all:
              i === 0
                ? fc.constant(undefined)
                : fc.option(fc.array(conditionFor(base.slice(0, i)), { minLength: 1, maxLength: 2 }), {
                    nil: undefined,
                  }),
            any:
              i === 0
                ? fc.constant(undefined)
                : fc.option(fc.array(conditionFor(base.slice(0, i)), { minLength: 1, maxLength: 2 }), {
                    nil: undefined,
                  }),
            raw: rawOf(f.type),
          }),
        ),
      )
      .map((extras) =>
        base.map((f, i) => {
          const e = extras[i]!;
          const field: Record<string, unknown> = { key: f.key, label: `Q${i}`, type: f.type, required: e.required };
          if (e.hidden) field.hidden = true;
          if (f.type === 'select' || f.type === 'checkbox') field.options = OPTIONS;
          if (e.all || e.any) field.showWhen = { ...(e.all ? { all: e.all } : {}), ...(e.any ? { any: e.any } : {}) };
          return { field: field as unknown as Field, raw: e.raw };
        }),
      );
  }),
);

describe('form logic: the element and the sandbox agree', () => {
  it('stores exactly what the element would send, and requires exactly what the element shows', async () => {
    const kindOf = await kinds();
    const t = (key: string) => key;
    const { call } = setup();
    await fc.assert(
      fc.asyncProperty(formArb, async (rows) => {
        const fields = rows.map((r) => r.field);
        const values = Object.fromEntries(rows.map((r) => [r.field.key, r.raw]));
        const created = await call('POST', '/forms', { name: 'P', fields });
        assert.equal(created.status, 201, JSON.stringify(created.body));
        // The element: the fields in play for what is typed, then what it validates and sends.
        const { active, shown } = fieldsInPlay(fields, values, kindOf);
        const { data, errors } = validate(fields, values, kindOf, t as never, 'en', undefined, active);
        // What the person sees is what the sandbox would require: every error is on a shown field.
        for (const key of Object.keys(errors))
          assert.ok(
            shown.some((f) => f.key === key.split('.')[0]),
            `error on unshown ${key}`,
          );
        // Send every typed answer (as a careless client would): the sandbox must drop exactly what the element drops.
        const everything: Record<string, unknown> = {};
        for (const field of fields) {
          const wire = kindOf(field).toWire(field, values[field.key]);
          if (wire.value !== undefined) everything[field.key] = wire.value;
        }
        const res = await call('POST', `/forms/${created.body.id}/submit`, { data: everything }, {});
        if (Object.keys(errors).length) {
          assert.equal(
            res.status,
            400,
            `element found ${JSON.stringify(errors)}, sandbox stored ${JSON.stringify(res.body)}`,
          );
          const refused = Object.keys(res.body.errors.properties.data.properties ?? {}).sort();
          assert.deepEqual(refused, Object.keys(errors).sort());
        } else {
          assert.equal(res.status, 201, JSON.stringify(res.body));
          assert.deepEqual(res.body.submission.data, { ...data });
        }
      }),
      { numRuns: 150 },
    );
  });
});
