/**
 * The reachability calls of both clients against the real sandbox (DESIGN §14): `ServiceClient.checkCapability` and
 * `estimateBlast` (Node, API key), and the browser functions `checkCapability` / `estimateBlast` (src/api/reach.ts,
 * embed token): what they send (path, query, body) and that their answers parse.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createApiClient } from '../../../src/api/index.js';
import { checkCapability, estimateBlast } from '../../../src/api/reach.js';
import { ServiceClient } from '../../../src/node/client.js';
import { BadRequestError } from '../../../src/node/service-errors.js';
import { DEMO_AUDIENCES } from '../../../src/sandbox/demo-data.js';
import { DEMO_SENDERS, ORIGIN, testSandbox } from './helpers.js';

const { acmeAgent, acmePhone } = DEMO_SENDERS;
const blast = {
  audienceId: DEMO_AUDIENCES.testNumbers,
  from: acmeAgent,
  rcs: { text: 'Weekend special' },
  fallback: { from: acmePhone, text: 'Weekend special' },
};

describe('reachability clients', () => {
  test('ServiceClient: checkCapability and estimateBlast (details on request), errors as BadRequestError', async () => {
    const t = testSandbox();
    try {
      const paths: string[] = [];
      const client = new ServiceClient({
        apiKey: 'sk_sandbox_parley_dev_key',
        baseUrl: `${ORIGIN}/api`,
        fetch: (input, init) => {
          const request = new Request(input, init);
          paths.push(new URL(request.url).pathname + new URL(request.url).search);
          return t.sandbox.fetch(request);
        },
      });
      const { data } = await client.checkCapability({
        from: acmeAgent,
        phoneNumbers: ['+14155550000', '+14155557777'],
      });
      assert.deepEqual(
        data.map((d) => d.reason),
        ['device_not_capable', 'carrier_not_launched'],
      );
      const split = await client.estimateBlast('rcs', blast);
      assert.deepEqual([split.rcs, split.sms, split.mms, split.unreachable], [1, 1, 0, 1]);
      assert.equal(split.recipients, undefined);
      const detailed = await client.estimateBlast('rcs', blast, { details: true });
      assert.equal(detailed.recipients?.length, 3);
      assert.deepEqual(paths, [
        '/api/rcs/capability/check',
        '/api/messages/blast/rcs/estimate',
        '/api/messages/blast/rcs/estimate?details=true',
      ]);
      await assert.rejects(
        client.checkCapability({ from: acmeAgent, phoneNumbers: [] }),
        (e) => e instanceof BadRequestError,
      );
      assert.throws(() => client.estimateBlast('fax' as 'sms', blast as never), TypeError);
    } finally {
      t.close();
    }
  });

  test('browser functions over the shared client, with an embed token', async () => {
    const t = testSandbox();
    try {
      const token = await t.embed(['messages:send', 'messages:blast']);
      const api = createApiClient({
        baseUrl: `${ORIGIN}/api`,
        token,
        fetch: (input, init) => t.sandbox.fetch(new Request(input, init)),
        retry: { retries: 0 },
      });
      const checked = await checkCapability(api, { from: acmeAgent, phoneNumbers: ['+14155550123'] });
      assert.deepEqual(checked.data, [{ phoneNumber: '+14155550123', rcs: true, reason: 'capable' }]);
      const split = await estimateBlast(api, 'rcs', blast, { details: true });
      assert.deepEqual(split.recipients?.map((r) => [r.phoneNumber, r.channel, r.reason]).sort(), [
        ['+14155550000', 'SMS', 'device_not_capable'],
        ['+14155550123', 'RCS', 'capable'],
        ['+14155559999', null, 'invalid'],
      ]);
      const sms = await estimateBlast(api, 'sms', {
        audienceId: DEMO_AUDIENCES.testNumbers,
        from: acmePhone,
        text: 'Hi',
      });
      assert.deepEqual([sms.rcs, sms.sms, sms.mms, sms.unreachable], [0, 2, 0, 1]);
      assert.deepEqual(sms.segments, { rcs: null, sms: 1, mms: null });
    } finally {
      t.close();
    }
  });
});
