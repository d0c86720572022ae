/**
 * `ServiceClient` methods for every contact, audience and blast route, with the error classes it already has, and
 * the `parley contacts|audiences|blasts` commands (tables and `--json`), against the in-process sandbox.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { main } from '../../../src/node/cli.js';
import { ServiceClient } from '../../../src/node/client.js';
import { BadRequestError, ConflictError, NotFoundError, UnauthorizedError } from '../../../src/node/service-errors.js';
import { DEMO_AUDIENCES } from '../../../src/sandbox/demo-data.js';
import { DEMO_SENDERS, LONG_THREAD, ORIGIN, testSandbox, type TestSandbox } from '../sandbox/helpers.js';

let t: TestSandbox;
let client: ServiceClient;
const fetchImpl: typeof fetch = (input, init) => t.sandbox.fetch(new Request(input, init));
before(() => {
  t = testSandbox();
  client = new ServiceClient({ apiKey: 'sk_sandbox_parley_dev_key', baseUrl: `${ORIGIN}/api`, fetch: fetchImpl });
});
after(() => t.close());

describe('ServiceClient', () => {
  test('contacts: create, get, update, list, delete, and the errors as typed classes', async () => {
    const created = await client.createContact({ phoneNumber: '+12025551001', name: 'Ana', tags: ['vip'] });
    assert.equal(created.name, 'Ana');
    assert.deepEqual(await client.getContact(created.id), created);
    const updated = await client.updateContact(created.id, {
      email: 'ana@example.com',
      audienceIds: [DEMO_AUDIENCES.vip],
    });
    assert.equal(updated.email, 'ana@example.com');
    assert.ok((await client.listContacts({ tag: 'vip', pageSize: 100 })).data.some((c) => c.id === created.id));
    await assert.rejects(client.createContact({ phoneNumber: '+12025551001' }), ConflictError);
    const bad = await client.createContact({ phoneNumber: 'nope' } as never).catch((e) => e);
    assert.ok(bad instanceof BadRequestError);
    assert.ok(bad.errors?.properties?.phoneNumber, 'the zod tree names the field');
    await client.deleteContact(created.id);
    await assert.rejects(client.getContact(created.id), NotFoundError);
    await assert.rejects(client.deleteContact(created.id), NotFoundError);
    assert.throws(() => client.getContact(''), TypeError);
  });

  test('audiences: create, get, update, add/remove contacts, list, delete', async () => {
    const audience = await client.createAudience({ name: 'Client test' });
    const a = await client.createContact({ phoneNumber: '+12025551002' });
    const b = await client.createContact({ phoneNumber: '+12025551003' });
    assert.equal((await client.addAudienceContacts(audience.id, [a.id, b.id])).contactCount, 2);
    assert.equal((await client.removeAudienceContacts(audience.id, [b.id])).contactCount, 1);
    assert.equal((await client.getAudience(audience.id)).contactCount, 1);
    assert.equal((await client.updateAudience(audience.id, { description: 'x' })).description, 'x');
    assert.ok((await client.listAudiences({ query: 'client test' })).data.some((x) => x.id === audience.id));
    await assert.rejects(client.addAudienceContacts(audience.id, ['ct_nope']), BadRequestError);
    await client.deleteAudience(audience.id);
    await assert.rejects(client.getAudience(audience.id), NotFoundError);
  });

  test('blasts: send each kind, list, cancel a scheduled one; errors', async () => {
    const sms = await client.sendBlast(
      'sms',
      { audienceId: DEMO_AUDIENCES.testNumbers, from: DEMO_SENDERS.acmePhone, text: 'Hi' },
      { idempotencyKey: 'k1' },
    );
    assert.equal(
      (
        await client.sendBlast(
          'sms',
          { audienceId: DEMO_AUDIENCES.testNumbers, from: DEMO_SENDERS.acmePhone, text: 'Hi' },
          { idempotencyKey: 'k1' },
        )
      ).id,
      sms.id,
    );
    await assert.rejects(
      client.sendBlast(
        'sms',
        { audienceId: DEMO_AUDIENCES.testNumbers, from: DEMO_SENDERS.acmePhone, text: 'Other' },
        { idempotencyKey: 'k1' },
      ),
      ConflictError,
    );
    const mms = await client.sendBlast('mms', {
      audienceId: DEMO_AUDIENCES.vip,
      from: DEMO_SENDERS.acmePhone,
      mediaUrls: ['https://example.com/a.png'],
    });
    const rcs = await client.sendBlast('rcs', {
      audienceId: DEMO_AUDIENCES.testNumbers,
      from: DEMO_SENDERS.acmeAgent,
      rcs: { text: 'Later' },
      fallback: { from: DEMO_SENDERS.acmePhone, text: 'Later' },
      scheduledTime: new Date(t.clock.now() + 3600_000).toISOString(),
    });
    assert.deepEqual([sms.type, mms.type, rcs.type, rcs.status], ['SMS', 'MMS', 'RCS', 'SCHEDULED']);
    assert.deepEqual(
      (await client.listBlasts({ status: 'SCHEDULED' })).data.map((b) => b.id),
      [rcs.id],
    );
    const scheduledMessage = (await client.listScheduledMessages({ to: LONG_THREAD.to })).data.find(
      (m) => m.blastId === rcs.id,
    )!;
    assert.ok(scheduledMessage);
    await assert.rejects(client.cancelScheduledMessage(scheduledMessage.id), ConflictError);
    assert.equal((await client.cancelSchedule(rcs.id)).status, 'CANCELLED');
    await assert.rejects(client.cancelScheduledBlast(rcs.id), ConflictError);
    await assert.rejects(client.cancelScheduledBlast('blast_nope'), NotFoundError);
    await assert.rejects(
      client.sendBlast('sms', { audienceId: 'aud_nope', from: DEMO_SENDERS.acmePhone, text: 'x' }),
      BadRequestError,
    );
    assert.throws(() => client.sendBlast('email' as never, {} as never), TypeError);
    const wrongKey = new ServiceClient({ apiKey: 'wrong', baseUrl: `${ORIGIN}/api`, fetch: fetchImpl });
    await assert.rejects(wrongKey.listBlasts(), UnauthorizedError);
  });
});

async function run(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    stdout: (s) => void (stdout += s),
    stderr: (s) => void (stderr += s),
    env: { PARLEY_BASE_URL: `${ORIGIN}/api` },
    fetch: fetchImpl,
    sleep: async () => t.clock.tick(500),
  });
  return { code, stdout, stderr };
}

describe('parley contacts | audiences | blasts', () => {
  test('contacts: create, get, update, list (table and --json), delete; errors exit 1 with the reason', async () => {
    const created = await run(
      'contacts',
      'create',
      '--phone',
      '+12025552001',
      '--name',
      'Bea Cruz',
      '--tags',
      'vip,new',
      '--audiences',
      DEMO_AUDIENCES.vip,
      '--json',
    );
    assert.equal(created.code, 0, created.stderr);
    const contact = JSON.parse(created.stdout);
    assert.deepEqual([contact.name, contact.tags], ['Bea Cruz', ['vip', 'new']]);
    const table = await run('contacts', 'list', '--query', 'bea cruz');
    assert.equal(table.code, 0);
    assert.match(table.stdout, /^ID\s+PHONE\s+NAME\s+EMAIL\s+TAGS\s+AUDIENCES/);
    assert.match(
      table.stdout,
      new RegExp(`${contact.id}\\s+\\+12025552001\\s+Bea Cruz\\s+—\\s+vip,new\\s+${DEMO_AUDIENCES.vip}`),
    );
    const update = await run('contacts', 'update', contact.id, '--email', 'bea@example.com', '--description', '');
    assert.equal(update.code, 0);
    assert.match(update.stdout, /Updated contact/);
    assert.match((await run('contacts', 'get', contact.id)).stdout, /email\s+bea@example\.com/);
    const dup = await run('contacts', 'create', '--phone', '+12025552001');
    assert.equal(dup.code, 1);
    assert.match(dup.stderr, /409: A contact with the phone number \+12025552001 already exists/);
    const bad = await run('contacts', 'create', '--phone', '+12025552002', '--email', 'nope');
    assert.equal(bad.code, 1);
    assert.match(bad.stderr, /email: email must be an e-mail address/);
    const all = JSON.parse((await run('contacts', 'list', '--all', '--page-size', '5', '--json')).stdout);
    assert.equal(all.data.length, Object.keys(t.sandbox.store.data.contacts).length);
    assert.equal(all.nextCursor, null);
    assert.match((await run('contacts', 'delete', contact.id)).stdout, /Deleted contact/);
    assert.equal((await run('contacts', 'get', contact.id)).code, 1);
    assert.equal((await run('contacts', 'frobnicate')).code, 2);
    assert.equal((await run('contacts', 'get')).code, 2);
    assert.equal((await run('contacts', 'list', '--bogus')).code, 2);
  });

  test('a single-value option given twice exits 2 naming it, not silently the last one', async () => {
    const before = Object.keys(t.sandbox.store.data.contacts).length;
    const twice = await run('contacts', 'create', '--phone', '+12025552009', '--name', 'a', '--name', 'b');
    assert.equal(twice.code, 2);
    assert.match(twice.stderr, /--name is given more than once; give it once/);
    assert.equal(Object.keys(t.sandbox.store.data.contacts).length, before, 'nothing was created');
    const audiences = await run('audiences', 'create', '--name', 'a', '--name=b');
    assert.equal(audiences.code, 2);
    assert.match(audiences.stderr, /--name is given more than once/);
    assert.match(
      (await run('blasts', 'list', '--status', 'SENDING', '--status', 'COMPLETED')).stderr,
      /--status is given/,
    );
  });

  test('a name with terminal escape sequences is printed harmlessly', async () => {
    await run('contacts', 'create', '--phone', '+12025552003', '--name', 'Evil\u001b[2J\u001b]0;pwned\u0007');
    const out = (await run('contacts', 'list', '--query', 'evil')).stdout;
    assert.doesNotMatch(out, /\u001b/);
    assert.match(out, /Evil\?\[2J\?\]0;pwned\?/);
  });

  test('audiences and blasts: create, add, send with --wait to COMPLETED, list, schedule and cancel', async () => {
    const audience = JSON.parse((await run('audiences', 'create', '--name', 'CLI crowd', '--json')).stdout);
    const ids: string[] = [];
    for (const phone of ['+12025553001', '+12025553002', '+12025553009'])
      ids.push(JSON.parse((await run('contacts', 'create', '--phone', phone, '--json')).stdout).id);
    assert.match((await run('audiences', 'add', audience.id, ...ids)).stdout, /Added 3 contact\(s\); CLI crowd has 3/);
    assert.match((await run('audiences', 'list')).stdout, new RegExp(`${audience.id}\\s+3\\s+CLI crowd`));
    const sent = await run(
      'blasts',
      'send',
      'sms',
      '--audience',
      audience.id,
      '--from',
      DEMO_SENDERS.acmePhone,
      '--text',
      'Hello crowd',
      '--wait',
    );
    assert.equal(sent.code, 0, sent.stderr);
    const lines = sent.stdout.trim().split('\n');
    assert.match(lines[0]!, /SENDING {2}0\/3 sent/);
    assert.match(lines.at(-1)!, /COMPLETED {2}3\/3 sent · 3 delivered · 0 failed · 0 fell back/);
    const listed = await run('blasts', 'list', '--audience', audience.id);
    assert.match(listed.stdout, /^ID\s+TYPE\s+STATUS/);
    assert.match(listed.stdout, /SMS\s+COMPLETED/);
    const at = new Date(t.clock.now() + 86_400_000).toISOString();
    const scheduled = JSON.parse(
      (
        await run(
          'blasts',
          'send',
          'rcs',
          '--audience',
          audience.id,
          '--from',
          DEMO_SENDERS.acmeAgent,
          '--rcs',
          '{"text":"Tomorrow"}',
          '--fallback-from',
          DEMO_SENDERS.acmePhone,
          '--fallback-text',
          'Tomorrow',
          '--at',
          at,
          '--json',
        )
      ).stdout,
    );
    assert.equal(scheduled.status, 'SCHEDULED');
    assert.match((await run('blasts', 'cancel', scheduled.id)).stdout, /Cancelled .* CANCELLED/);
    const empty = JSON.parse((await run('audiences', 'create', '--name', 'Nobody', '--json')).stdout);
    const refused = await run(
      'blasts',
      'send',
      'sms',
      '--audience',
      empty.id,
      '--from',
      DEMO_SENDERS.acmePhone,
      '--text',
      'x',
    );
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /has no contacts/);
    assert.equal((await run('blasts', 'send', 'fax', '--audience', empty.id, '--from', 'x')).code, 2);
    assert.equal(
      (
        await run(
          'blasts',
          'send',
          'rcs',
          '--audience',
          audience.id,
          '--from',
          DEMO_SENDERS.acmeAgent,
          '--rcs',
          '{nope',
        )
      ).code,
      2,
    );
  });

  test('help lists the commands, and token takes --audiences', async () => {
    const help = await run('help');
    assert.match(help.stdout, /parley contacts list/);
    assert.match(help.stdout, /parley blasts send sms\|mms\|rcs/);
    const token = await run(
      'token',
      '--kid',
      'k',
      '--secret',
      'sandbox-embed-secret-0123456789abcdef0123456789abcdef',
      '--team',
      'team_sandbox',
      '--user',
      'u',
      '--scope',
      'audiences:read messages:blast',
      '--audiences',
      'aud_a,aud_b',
    );
    assert.equal(token.code, 0, token.stderr);
    const payload = JSON.parse(Buffer.from(token.stdout.trim().split('.')[1]!, 'base64url').toString());
    assert.deepEqual(payload.res, { audiences: ['aud_a', 'aud_b'] });
    assert.equal(payload.scope, 'audiences:read messages:blast');
  });
});
