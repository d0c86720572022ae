/**
 * A PATCH that changes nothing is no update: `{}`, or a body of values the record already has, answers the record
 * with its `updated_at` / `updatedAt` as it was, on every route with a partial update; a PATCH that changes a value
 * moves it. (The spec's PATCH /forms/{id} is "partially update a form": it asks for no field, so `{}` is accepted.)
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_REVIEW_CAMPAIGNS } from '../../../src/sandbox/demo-rcs.js';
import { testSandbox, type TestSandbox } from './helpers.js';

let t: TestSandbox;
before(() => {
  t = testSandbox({ demoConversations: 2, longThreadSize: 4 });
});
after(() => t?.close());

interface Case {
  /** Creates the record; its PATCH path. */
  path: () => Promise<string>;
  /** The timestamp of the last change, as the route names it. */
  stamp: 'updated_at' | 'updatedAt';
  same: Record<string, unknown>;
  change: Record<string, unknown>;
}

const created = async (path: string, body: unknown, id: string) => {
  const res = await t.api('POST', path, body);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return `${path}/${res.body[id]}`;
};

const CASES: Record<string, Case> = {
  'PATCH /forms/{id}': {
    path: () => created('/forms', { name: 'Feedback', fields: [{ key: 'a', label: 'A', type: 'text' }] }, 'id'),
    stamp: 'updated_at',
    same: { name: 'Feedback', fields: [{ key: 'a', label: 'A', type: 'text' }], can_update: false },
    change: { name: 'Feedback, again' },
  },
  'PATCH /tools/url/{linkId}': {
    path: () => created('/tools/url', { url: 'https://acme-coffee.example/patch' }, 'linkId'),
    stamp: 'updatedAt',
    same: { url: 'https://acme-coffee.example/patch', expiresAt: null },
    change: { url: 'https://acme-coffee.example/patched' },
  },
  'PATCH /rcs/campaigns/{publicId}': {
    path: async () => `/rcs/campaigns/${DEMO_REVIEW_CAMPAIGNS.acmeDraft}`,
    stamp: 'updatedAt',
    same: { name: 'Acme holiday gift cards' },
    change: { name: 'Acme winter gift cards' },
  },
  'PATCH /rcs/test/agents/{agentId}': {
    path: () => created('/rcs/test/agents', { name: 'Patch agent' }, 'agentId'),
    stamp: 'updatedAt',
    same: { name: 'Patch agent' },
    change: { description: 'Tries things' },
  },
  'PATCH /contacts/{id}': {
    path: () => created('/contacts', { phoneNumber: '+14155550190', name: 'Pat', tags: ['vip'] }, 'id'),
    stamp: 'updatedAt',
    same: { name: 'Pat', tags: ['vip'] },
    change: { name: 'Pam' },
  },
  'PATCH /audiences/{id}': {
    path: () => created('/audiences', { name: 'Patchers' }, 'id'),
    stamp: 'updatedAt',
    same: { name: 'Patchers', description: null },
    change: { description: 'People who patch' },
  },
};

describe('a PATCH that changes nothing', () => {
  for (const [label, { path, stamp, same, change }] of Object.entries(CASES)) {
    it(`${label}: {} and the same values leave ${stamp}; a change moves it`, async () => {
      const at = await path();
      const first = (await t.api('GET', at)).body[stamp] as string;
      assert.equal(typeof first, 'string', `${label}: ${stamp}`);
      await t.clock.tick(60_000);
      for (const body of [{}, same]) {
        const res = await t.api('PATCH', at, body);
        assert.equal(res.status, 200, `${label} ${JSON.stringify(body)}: ${JSON.stringify(res.body)}`);
        assert.equal(res.body[stamp], first, `${label} ${JSON.stringify(body)} answers the same ${stamp}`);
        assert.equal((await t.api('GET', at)).body[stamp], first, `${label} ${JSON.stringify(body)} stored nothing`);
      }
      const changed = await t.api('PATCH', at, change);
      assert.equal(changed.status, 200, JSON.stringify(changed.body));
      assert.ok(changed.body[stamp] > first, `${label}: a change moves ${stamp}`);
    });
  }
});
