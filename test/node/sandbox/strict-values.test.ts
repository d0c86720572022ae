/**
 * Values the schemas let through that still mean nothing, or mean a mistake: each is a 400 request validation error
 * naming the field (the ZodError tree), never accepted silently. A form name of spaces only names nothing; a sender
 * given twice in one webhook call is refused by name, as repeated tags and audienceIds are. Both rules are the request
 * schemas' (src/schemas/forms.ts, webhooks.ts), so one 400 lists them with every other issue of the body.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { StrictZodErrorBody } from '../../../src/schemas/errors.js';
import { DEMO_SENDERS, testSandbox, type TestSandbox } from './helpers.js';

let t: TestSandbox;
before(() => {
  t = testSandbox({ demoConversations: 2, longThreadSize: 4 });
});
after(() => t?.close());

/** The errors a 400 request-validation body gives at `path` (keys of `properties`). */
function errorsAt(res: { status: number; body: any }, ...path: string[]): string[] {
  assert.equal(res.status, 400, JSON.stringify(res.body));
  assert.ok(StrictZodErrorBody.safeParse(res.body).success, JSON.stringify(res.body));
  let tree = res.body.errors;
  for (const key of path) tree = tree?.properties?.[key];
  return tree?.errors ?? [];
}

const FIELDS = [{ key: 'a', label: 'A', type: 'text' }];

describe('a blank form name', () => {
  it('POST /forms, PATCH /forms/{id} and POST /forms/send {form} → 400 at name; nothing is created or changed', async () => {
    const forms = () => Object.keys(t.sandbox.store.data.forms).length;
    const count = forms();
    for (const name of ['', ' ', '\t \n']) {
      const create = await t.api('POST', '/forms', { name, fields: FIELDS });
      assert.ok(errorsAt(create, 'name').length, JSON.stringify(name));
    }
    const spaces = await t.api('POST', '/forms', { name: '   ', fields: FIELDS });
    assert.deepEqual(errorsAt(spaces, 'name'), ['name must not be blank']);
    assert.equal(spaces.body.description, 'Request validation failed: name: name must not be blank');
    const send = await t.api('POST', '/forms/send', {
      form: { name: ' ', fields: FIELDS },
      from: DEMO_SENDERS.acmePhone,
    });
    assert.deepEqual(errorsAt(send, 'form', 'name'), ['name must not be blank']);
    assert.equal(forms(), count, 'no form was created');

    const form = (await t.api('POST', '/forms', { name: 'Named', fields: FIELDS })).body;
    const patch = await t.api('PATCH', `/forms/${form.id}`, { name: ' \t' });
    assert.deepEqual(errorsAt(patch, 'name'), ['name must not be blank']);
    assert.equal((await t.api('GET', `/forms/${form.id}`)).body.name, 'Named');
    // A name with spaces around words is a name.
    assert.equal((await t.api('PATCH', `/forms/${form.id}`, { name: ' Named again ' })).status, 200);
  });
});

describe('a sender given twice in one webhook call', () => {
  it('attach (new or existing) and detach → 400 at senders naming it; the webhook is left as it was', async () => {
    const phone = DEMO_SENDERS.acmePhone;
    const agent = DEMO_SENDERS.acmeAgent;
    const hooks = () => Object.keys(t.sandbox.store.data.webhooks).length;
    const count = hooks();
    const said = `senders must not repeat: ${phone} is given more than once`;
    const body = { name: 'h', url: 'https://crm.example.com/hook', senders: [phone, agent, phone] };
    const create = await t.api('POST', '/webhooks/attach', body);
    assert.deepEqual(errorsAt(create, 'senders'), [said]);
    assert.equal(create.body.description, `Request validation failed: senders: ${said}`);
    assert.equal(hooks(), count, 'no webhook was created');

    const webhook = (await t.api('POST', '/webhooks/attach', { ...body, senders: [phone] })).body;
    assert.deepEqual(webhook.senders, [phone]);
    const again = await t.api('POST', '/webhooks/attach', { webhookId: webhook.webhookId, senders: [agent, agent] });
    assert.deepEqual(errorsAt(again, 'senders'), [`senders must not repeat: ${agent} is given more than once`]);
    const detach = await t.api('POST', '/webhooks/detach', { webhookId: webhook.webhookId, senders: [phone, phone] });
    assert.deepEqual(errorsAt(detach, 'senders'), [said]);
    assert.deepEqual((await t.api('GET', `/webhooks/${webhook.webhookId}`)).body.senders, [phone]);
    // Attaching a sender the webhook already has is not a repeat within the call.
    const known = await t.api('POST', '/webhooks/attach', { webhookId: webhook.webhookId, senders: [phone, agent] });
    assert.deepEqual(known.body.senders, [phone, agent]);
  });
});

describe('with another invalid field, one 400 lists both issues', () => {
  it('a blank form name: POST /forms, PATCH /forms/{id}, POST /forms/send {form}', async () => {
    const forms = () => Object.keys(t.sandbox.store.data.forms).length;
    const count = forms();
    const create = await t.api('POST', '/forms', { name: ' ', fields: [] });
    assert.deepEqual(errorsAt(create, 'name'), ['name must not be blank']);
    assert.deepEqual(errorsAt(create, 'fields'), ['A form needs at least one field']);
    assert.equal(
      create.body.description,
      'Request validation failed: name: name must not be blank; fields: A form needs at least one field',
    );

    const send = await t.api('POST', '/forms/send', {
      form: { name: '\t', fields: FIELDS, title: 'T'.repeat(201) },
      from: DEMO_SENDERS.acmePhone,
    });
    assert.deepEqual(errorsAt(send, 'form', 'name'), ['name must not be blank']);
    assert.deepEqual(errorsAt(send, 'form', 'title'), ['title must be at most 200 characters']);
    assert.equal(forms(), count, 'no form was created');

    const form = (await t.api('POST', '/forms', { name: 'Kept', fields: FIELDS })).body;
    const patch = await t.api('PATCH', `/forms/${form.id}`, { name: '  ', can_update: 'yes' });
    assert.deepEqual(errorsAt(patch, 'name'), ['name must not be blank']);
    assert.equal(errorsAt(patch, 'can_update').length, 1, JSON.stringify(patch.body));
    assert.equal((await t.api('GET', `/forms/${form.id}`)).body.name, 'Kept');
  });

  it('a repeated sender: POST /webhooks/attach and /webhooks/detach', async () => {
    const phone = DEMO_SENDERS.acmePhone;
    const said = `senders must not repeat: ${phone} is given more than once`;
    const hooks = () => Object.keys(t.sandbox.store.data.webhooks).length;
    const count = hooks();
    const attach = await t.api('POST', '/webhooks/attach', {
      name: '',
      url: 'https://crm.example.com/hook',
      senders: [phone, phone],
    });
    assert.deepEqual(errorsAt(attach, 'senders'), [said]);
    assert.deepEqual(errorsAt(attach, 'name'), ['name must not be empty']);
    assert.equal(attach.body.description, `Request validation failed: name: name must not be empty; senders: ${said}`);
    assert.equal(hooks(), count, 'no webhook was created');

    const detach = await t.api('POST', '/webhooks/detach', { webhookId: 42, senders: [phone, phone] });
    assert.deepEqual(errorsAt(detach, 'senders'), [said]);
    assert.equal(errorsAt(detach, 'webhookId').length, 1, JSON.stringify(detach.body));
  });
});
