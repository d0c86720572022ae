/**
 * Error bodies stay small whatever the request: a 400 lists the first issues and counts the rest, and quotes a key
 * of any length by its start, so no request can make the sandbox answer with many times its own size.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { StrictZodErrorBody } from '../../../src/schemas/errors.js';
import { testSandbox, type TestSandbox } from './helpers.js';

let t: TestSandbox;
let formId: string;

before(async () => {
  t = testSandbox({ demoData: false });
  const form = await t.api('POST', '/forms', { name: 'F', fields: [{ key: 'note', label: 'Note', type: 'text' }] });
  formId = (form.body as { id: string }).id;
});
after(() => t.close());

/** The unauthenticated submit of the hosted form (no credentials: the route is the form's own). */
const submit = async (body: unknown) => {
  const reply = await t.call('POST', `/forms/${formId}/submit`, { body });
  return reply as { status: number; body: any };
};

describe('error bodies stay small whatever the request', () => {
  it('~1 MB of unknown keys to the unauthenticated form submit → a 400 of a few kB: 20 keys listed, the rest counted', async () => {
    const body: Record<string, unknown> = { data: { note: 'x' } };
    for (let i = 0; i < 46_000; i++) body[`unknown_key_${i}`] = 1;
    const text = JSON.stringify(body);
    assert.ok(text.length > 950_000, String(text.length));
    const res = await submit(text);
    assert.equal(res.status, 400);
    assert.ok(StrictZodErrorBody.safeParse(res.body).success);
    const size = JSON.stringify(res.body).length;
    assert.ok(size < 8_000, `an error body of ${size} bytes`);
    assert.deepEqual(
      Object.keys(res.body.errors.properties),
      Array.from({ length: 20 }, (_, i) => `unknown_key_${i}`),
    );
    assert.deepEqual(res.body.errors.errors, ['And 45980 more issues, not listed']);
    assert.match(res.body.description, /; and 45995 more$/);
  });

  it('a key of 900 kB is quoted by its start, in the message and in the tree', async () => {
    const key = `k${'e'.repeat(900_000)}y`;
    const res = await submit({ data: { note: 'x' }, [key]: 1 });
    assert.equal(res.status, 400);
    const size = JSON.stringify(res.body).length;
    assert.ok(size < 4_000, `an error body of ${size} bytes`);
    const [clipped] = Object.keys(res.body.errors.properties);
    assert.ok(clipped!.startsWith('keee') && clipped!.endsWith('…'), clipped);
    assert.match(res.body.errors.properties[clipped!].errors[0], /^Unrecognized key "ke{62}…"; known keys: data$/);
  });
});
