import assert from 'node:assert/strict';
import { test } from 'node:test';
import '../../../src/schemas/english.js';
import { ZodErrorBody, flattenErrorTree, toZodErrorBody } from '../../../src/schemas/errors.js';
import * as z from '../../../src/schemas/zod.js';

test('toZodErrorBody matches the spec ZodError shape: {description, errors: {errors, properties}}', () => {
  const schema = z
    .object({ name: z.string(), list: z.array(z.number()) })
    .check(z.refine(() => false, 'global problem'));
  const result = schema.safeParse({ name: 1, list: [1, 'x'] });
  const body = toZodErrorBody(result.error!);
  assert.ok(ZodErrorBody.safeParse(JSON.parse(JSON.stringify(body))).success, 'survives JSON and matches its schema');
  assert.ok(Array.isArray(body.errors.errors));
  assert.deepEqual(Object.keys(body.errors.properties ?? {}).sort(), ['list', 'name']);
  assert.match(body.description, /^Request validation failed: /);
  assert.deepEqual(flattenErrorTree(JSON.parse(JSON.stringify(body.errors))), {
    name: ['Invalid input: expected string, received number'],
    'list.1': ['Invalid input: expected number, received string'],
  });
});

test('zod is jitless: schemas never compile with new Function (strict CSP)', () => {
  const original = globalThis.Function;
  let compiled = 0;
  globalThis.Function = new Proxy(original, {
    construct(target, args) {
      compiled++;
      return Reflect.construct(target, args);
    },
  });
  try {
    z.object({ a: z.string(), b: z.object({ c: z.number() }) }).parse({ a: 'x', b: { c: 1 } });
  } finally {
    globalThis.Function = original;
  }
  assert.equal(compiled, 0);
});

test('toZodErrorBody lists 20 issues and counts the rest, with long keys and messages clipped', () => {
  const values = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`n${i}`, 'x']));
  const long = 'a'.repeat(10_000);
  const schema = z.record(z.string(), z.number());
  const result = schema.safeParse({ [long]: 'x', ...values });
  const body = toZodErrorBody(result.error!);
  assert.ok(ZodErrorBody.safeParse(body).success);
  assert.ok(JSON.stringify(body).length < 6_000, `${JSON.stringify(body).length} bytes`);
  const keys = Object.keys(body.errors.properties);
  assert.equal(keys.length, 20);
  assert.equal(keys[1], 'n0');
  assert.equal(keys[0], `${'a'.repeat(299)}…`);
  assert.deepEqual(body.errors.errors, ['And 4981 more issues, not listed']);
  assert.match(body.description, /; and 4996 more$/);

  const union = z.union([z.object({ a: z.array(z.number()) }), z.object({ b: z.array(z.number()) })]);
  const nested = toZodErrorBody(union.safeParse({ a: Array(5000).fill('x') }).error!);
  assert.ok(JSON.stringify(nested).length < 12_000, `${JSON.stringify(nested).length} bytes in a union's issues`);
});
