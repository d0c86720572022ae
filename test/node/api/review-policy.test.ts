/**
 * The keep policy's review rule (`src/api/keep-policy.ts`): a reply kept offline is held for its writer's review
 * when anyone but the writer — the customer, or a teammate — wrote in its thread after the newest message the writer
 * had (`meta.seen`); its own earlier replies never hold it. Checked against a model: the thread as a list, the
 * page the service answers (newest first), wherever the seen message is in it or before it.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { KEEP_POLICY, writtenSince } from '../../../src/api/keep-policy.js';

type Written = { id: string; direction: 'inbound' | 'outbound'; sentBy?: { id: string } };

const WRITER = 'user_ana';
const author = fc.constantFrom<Written['direction'] | 'mine' | 'teammate' | 'server'>(
  'inbound',
  'mine',
  'teammate',
  'server',
);
const toMessage = (kind: string, i: number): Written =>
  kind === 'inbound'
    ? { id: `m${i}`, direction: 'inbound' }
    : kind === 'mine'
      ? { id: `m${i}`, direction: 'outbound', sentBy: { id: WRITER } }
      : kind === 'teammate'
        ? { id: `m${i}`, direction: 'outbound', sentBy: { id: 'user_ben' } }
        : { id: `m${i}`, direction: 'outbound' };

const reply = (seen: string | undefined) => ({
  kind: 'reply',
  meta: { conversationId: 'conv_1', ...(seen ? { seen } : {}) },
  writer: { sub: WRITER },
});

describe('keep policy: replies held for review', () => {
  it('holds exactly when someone but the writer wrote after the seen message (model)', () => {
    fc.assert(
      fc.property(fc.array(author, { maxLength: 80 }), fc.nat(), fc.integer({ min: 1, max: 60 }), (kinds, at, size) => {
        const thread = kinds.map(toMessage);
        // The writer had seen up to `seen` (none: the thread was empty when they wrote).
        const seenIndex = thread.length ? at % (thread.length + 1) : 0;
        const seen = seenIndex > 0 ? thread[seenIndex - 1]!.id : undefined;
        const after = thread.slice(seenIndex);
        const page = [...thread].reverse().slice(0, size);
        // What the rule may conclude from the page it is given: everything after `seen` that the page holds.
        const visible = after.filter((m) => page.includes(m));
        const expected = visible.some((m) => m.direction === 'inbound' || m.sentBy?.id !== WRITER);
        assert.equal(writtenSince(page, seen, WRITER), expected);
        assert.equal(KEEP_POLICY.holdsForReview(reply(seen), { data: page }), expected);
      }),
    );
  });

  it("never holds for the writer's own replies, and checks replies only, once", () => {
    const mine: Written[] = [
      { id: 'm3', direction: 'outbound', sentBy: { id: WRITER } },
      { id: 'm2', direction: 'outbound', sentBy: { id: WRITER } },
      { id: 'm1', direction: 'inbound' },
    ];
    assert.equal(KEEP_POLICY.holdsForReview(reply('m1'), { data: mine }), false);
    assert.equal(
      KEEP_POLICY.holdsForReview(reply('m2'), { data: [{ id: 'm4', direction: 'inbound' }, ...mine] }),
      true,
    );
    // A server send (no `sentBy`) is somebody else's.
    assert.equal(
      KEEP_POLICY.holdsForReview(reply('m3'), { data: [{ id: 'm4', direction: 'outbound' }, ...mine] }),
      true,
    );
    assert.deepEqual(KEEP_POLICY.reviewCheck(reply('m1')), {
      method: 'POST',
      path: '/conversations/conv_1/messages/list',
      body: { pageSize: 50 },
    });
    assert.equal(KEEP_POLICY.reviewCheck({ ...reply('m1'), reviewed: true }), undefined);
    assert.equal(KEEP_POLICY.reviewCheck({ ...reply('m1'), kind: 'note' }), undefined);
    assert.equal(KEEP_POLICY.reviewCheck({ kind: 'reply', writer: { sub: WRITER } }), undefined);
    // An answer that is not a page holds nothing.
    assert.equal(KEEP_POLICY.holdsForReview(reply('m1'), { error: 'x' }), false);
  });
});
