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
