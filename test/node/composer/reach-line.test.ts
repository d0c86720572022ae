/**
 * The reach line's words agree with the draft: RCS says nothing; a phone that cannot get RCS gets the fallback the
 * draft has (SMS, or MMS with media or long text) or, without one, nothing; opted-out and invalid numbers get nothing
 * whatever the draft. Property-based over random answers and drafts (fast-check; the seed is printed on failure).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { reachWords } from '../../../src/components/composer/reach-line.js';
import type { SendRequest } from '../../../src/schemas/messages.js';

const REASONS = ['capable', 'carrier_not_launched', 'device_not_capable', 'opted_out', 'invalid'] as const;

const drafts = fc.record({
  fallback: fc.option(
    fc.record({
      text: fc.string({ maxLength: 3100 }),
      mediaUrls: fc.array(fc.constant('https://x.test/a.png'), { maxLength: 2 }),
    }),
    { nil: undefined },
  ),
});

describe('reachWords', () => {
  it('agrees with the answer and the draft', () => {
    fc.assert(
      fc.property(fc.constantFrom(...REASONS), drafts, (reason, d) => {
        const request = {
          type: 'RCS',
          from: 'agent_acme_coffee',
          to: '+14155550000',
          rcs: { text: 'Hi' },
          ...(d.fallback ? { fallback: { from: '+14155550100', ...d.fallback } } : {}),
        } as SendRequest;
        const words = reachWords({ rcs: reason === 'capable', reason }, request);
        if (reason === 'capable') return assert.equal(words, undefined);
        if (reason === 'opted_out') return assert.equal(words?.key, 'reachOptedOut');
        if (reason === 'invalid') return assert.equal(words?.key, 'reachInvalid');
        if (!d.fallback) return assert.equal(words?.key, 'reachNone');
        const mms = d.fallback.mediaUrls.length > 0 || d.fallback.text.length > 3072;
        assert.equal(words?.key, mms ? 'reachMms' : 'reachSms');
      }),
    );
  });
});
