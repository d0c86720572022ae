/**
 * One Idempotency-Key per reviewed request (`src/api/idempotency-keys.ts`, `<parley-blast>`'s and the composer's blast
 * mode's): a retry of the same request reuses its key, a changed request gets a new one, a sent request clears it.
 * Checked against a model over any sequence of reviews, sends and acceptances.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { KeyPerRequest } from '../../../src/api/idempotency-keys.js';

const request = fc.record({ text: fc.constantFrom('a', 'b'), audienceId: fc.constantFrom('aud_1', 'aud_2') });
const step = fc.oneof(
  fc.record({ act: fc.constant('key' as const), request }),
  fc.record({ act: fc.constant('holds' as const), request }),
  fc.record({ act: fc.constant('sent' as const) }),
);

describe('KeyPerRequest', () => {
  it('keeps a key for the same request, makes one for another, forgets it once sent', () => {
    const keys = new KeyPerRequest();
    const a = { text: 'Friday', audienceId: 'aud_1' };
    const first = keys.keyFor(a);
    assert.equal(keys.keyFor({ ...a }), first, 'a retry of the same request');
    assert.equal(keys.holds(a), true);
    const edited = keys.keyFor({ ...a, text: 'Saturday' });
    assert.notEqual(edited, first, 'an edited request is another');
    assert.equal(keys.holds(a), false, 'the key is no longer the first request’s');
    keys.sent();
    assert.equal(keys.holds({ ...a, text: 'Saturday' }), false);
    const again = keys.keyFor({ ...a, text: 'Saturday' });
    assert.ok(![first, edited].includes(again), 'the same words after a send are a new request');
  });

  it('matches a model: the key changes exactly when the request does, or after a send', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const keys = new KeyPerRequest();
        let model: { request: string; key: string } | undefined;
        for (const s of steps) {
          if (s.act === 'sent') {
            keys.sent();
            model = undefined;
          } else if (s.act === 'holds') {
            assert.equal(keys.holds(s.request), model?.request === JSON.stringify(s.request));
          } else {
            const key = keys.keyFor(s.request);
            const same = model?.request === JSON.stringify(s.request);
            if (same) assert.equal(key, model!.key);
            else assert.notEqual(key, model?.key);
            model = { request: JSON.stringify(s.request), key };
          }
        }
      }),
    );
  });
});
