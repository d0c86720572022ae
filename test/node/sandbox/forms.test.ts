import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { verifyEmbedToken } from '../../../src/tokens/index.js';
import {
  FIELD_TYPES,
  FormCreateRequest,
  Form as FormSchema,
  FormRender,
  FormSubmitResult,
} from '../../../src/schemas/forms.js';
import { DEFAULT_THEME } from '../../../src/schemas/theme.js';
import { FormSubmissionEvent } from '../../../src/schemas/webhooks.js';
import { DEMO_FORMS, seedDemoForms } from '../../../src/sandbox/demo-forms.js';
import { SANDBOX_DEFAULTS, type SandboxOptions } from '../../../src/sandbox/index.js';
import type { WebhookDeliveryService } from '../../../src/sandbox/services/webhooks.js';
import { DEMO_SENDERS, testSandbox } from './helpers.js';

const AGENT = DEMO_SENDERS.acmeAgent;
const PHONE = DEMO_SENDERS.acmePhone;
const RECIPIENT = '+14155550199';

interface Captured {
  url: string;
  headers: Headers;
  body: unknown;
}

/** A sandbox (team senders only) whose webhook deliveries are captured instead of sent. */
function setup(options: SandboxOptions = {}) {
  const delivered: Captured[] = [];
  const fakeFetch = (async (url: string | URL | Request, init?: RequestInit) => {
    delivered.push({ url: String(url), headers: new Headers(init?.headers), body: JSON.parse(String(init?.body)) });
    return new Response(null, { status: 200 });
  }) as typeof fetch;
  const t = testSandbox({ demoData: false, fetch: fakeFetch, ...options });
  /** With the API key unless `headers` are given (then exactly those: a token, or nothing for anonymous). */
  const call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    headers ? t.call(method, path, { body, headers }) : t.api(method, path, body);
  const formEvents = async () => {
    await (t.sandbox.context.webhooks as WebhookDeliveryService).idle();
    return delivered.filter((d) => (d.body as { type: string }).type === 'FORM.SUBMISSION');
  };
  async function hook(sender: string) {
    const res = await call('POST', '/webhooks/attach', {
      name: 'forms',
      url: 'https://hooks.example.com/forms',
      senders: [sender],
      event: 'FORM.SUBMISSION',
    });
    assert.equal(res.status, 201);
  }
  return { sandbox: t.sandbox, clock: t.clock, call, formEvents, hook };
}

const CONTACT = {
  name: 'Contact',
  fields: [
    { key: 'name', label: 'Name', type: 'text', required: true },
    { key: 'email', label: 'Email', type: 'email', required: true },
    { key: 'age', label: 'Age', type: 'number', min: 0 },
  ],
};

const tokenOf = (url: string) => new URL(url).searchParams.get('t')!;

describe('forms: server operations', () => {
  it('creates a form with the spec fields and returns it from GET', async () => {
    const { call } = setup({ formsUrl: 'https://forms.example.com/f/' });
    const created = await call('POST', '/forms', { ...CONTACT, can_update: true });
    assert.equal(created.status, 201);
    const form = FormSchema.parse(created.body);
    assert.equal(form.url, `https://forms.example.com/f/${form.id}`);
    assert.equal(form.submission_count, 0);
    assert.equal(form.last_submitted_at, null);
    assert.equal(form.can_update, true);
    assert.deepEqual(form.theme_override, {});
    assert.equal('dispatches' in created.body, false);
    const got = await call('GET', `/forms/${form.id}`);
    assert.deepEqual(got.body, created.body);
  });

  it('needs the API key, answers 404 for unknown forms and 400 ZodError bodies for bad definitions', async () => {
    const { call } = setup();
    assert.equal((await call('POST', '/forms', CONTACT, {})).status, 401);
    const missing = await call('GET', '/forms/form_nope');
    assert.equal(missing.status, 404);
    assert.match(missing.body.error, /form_nope/);
    const bad = await call('POST', '/forms', { name: 'x', fields: [{ key: '1bad', label: 'L', type: 'text' }] });
    assert.equal(bad.status, 400);
    assert.ok(bad.body.errors.properties.fields.items[0].properties.key.errors.length > 0);
    assert.match(bad.body.description, /fields\.0\.key/);
    const foreign = await call('POST', '/forms', { ...CONTACT, sender: '+14155550111' });
    assert.equal(foreign.status, 400);
    assert.match(foreign.body.error, /\+14155550111 is not a sender/);
  });

  it('PATCH changes only the given keys and moves updated_at', async () => {
    const { call, clock } = setup();
    const form = (await call('POST', '/forms', CONTACT)).body;
    clock.advance(5_000);
    const patched = await call('PATCH', `/forms/${form.id}`, {
      name: 'Renamed',
      theme_override: { submitLabel: 'Go' },
    });
    assert.equal(patched.status, 200);
    assert.equal(patched.body.name, 'Renamed');
    assert.deepEqual(patched.body.fields, form.fields);
    assert.deepEqual(patched.body.theme_override, { submitLabel: 'Go' });
    assert.equal(patched.body.created_at, form.created_at);
    assert.equal(Date.parse(patched.body.updated_at) - Date.parse(form.updated_at), 5_000);
    const invalid = await call('PATCH', `/forms/${form.id}`, { theme_override: { cornerRadius: 99 } });
    assert.equal(invalid.status, 400);
    assert.ok(invalid.body.errors.properties.theme_override);
  });

  it('lists forms newest first with cursor pagination', async () => {
    const { call, clock } = setup();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push((await call('POST', '/forms', { ...CONTACT, name: `F${i}` })).body.id);
      clock.advance(1_000);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { data: { id: string }[]; nextCursor: string | null } } = await call('POST', '/forms/list', {
        pageSize: 2,
        cursor,
      });
      assert.ok(page.body.data.length <= 2);
      seen.push(...page.body.data.map((f) => f.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    assert.deepEqual(seen, [...ids].reverse());
    const bad = await call('POST', '/forms/list', { cursor: 'not-a-cursor' });
    assert.equal(bad.status, 400);
    assert.match(bad.body.error, /cursor/);
  });

  it('answers 403 on every forms route when the subscription has no forms', async () => {
    const { call } = setup({ features: { forms: false } });
    for (const [method, path, body] of [
      ['POST', '/forms', CONTACT],
      ['POST', '/forms/list', {}],
      ['GET', '/forms/x'],
      ['GET', '/forms/x/render'],
      ['POST', '/forms/places/autocomplete', { query: 'baker' }],
    ] as const) {
      const res = await call(method, path, body);
      assert.equal(res.status, 403, `${method} ${path}`);
      assert.equal(typeof res.body.error, 'string');
    }
  });
});

describe('forms: /forms/send', () => {
  it('without to returns the standalone URL and sends nothing', async () => {
    const { call, sandbox } = setup();
    const res = await call('POST', '/forms/send', { form: CONTACT, from: PHONE });
    assert.equal(res.status, 200);
    assert.equal(res.body.url, res.body.form.url);
    assert.equal(res.body.message_id, undefined);
    assert.equal(res.body.form.sender, PHONE);
    assert.equal(Object.keys(sandbox.store.data.messages).length, 0);
  });

  it('with to sends an SMS carrying a 24 h recipient link scoped to the form', async () => {
    const { call, sandbox, clock } = setup();
    const form = (await call('POST', '/forms', CONTACT)).body;
    const res = await call('POST', '/forms/send', {
      form_id: form.id,
      from: PHONE,
      to: RECIPIENT,
      text: 'Please fill in',
    });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.submission, { to: RECIPIENT });
    assert.ok(res.body.url.startsWith(`${form.url}?t=`));
    const message = sandbox.store.data.messages[res.body.message_id]!;
    assert.equal(message.type, 'SMS');
    assert.equal(message.to, RECIPIENT);
    assert.equal(message.text, `Please fill in\n${res.body.url}`);

    const verified = await verifyEmbedToken(tokenOf(res.body.url), sandbox.context.embedKeys, {
      team: 'team_sandbox',
      now: clock.now(),
    });
    assert.equal(verified.claims.sub, RECIPIENT);
    assert.deepEqual([...verified.scopes].sort(), ['forms:read', 'forms:submit']);
    assert.deepEqual(verified.resources, { forms: [form.id] });
    assert.equal(verified.claims.exp - verified.claims.iat, 24 * 3600);
  });

  it('sends an RCS card with an openUrl suggestion from an agent', async () => {
    const { call, sandbox } = setup();
    const res = await call('POST', '/forms/send', {
      form: { ...CONTACT, title: 'Tell us' },
      from: AGENT,
      to: RECIPIENT,
    });
    assert.equal(res.status, 200);
    const message = sandbox.store.data.messages[res.body.message_id]!;
    assert.equal(message.type, 'RCS');
    assert.equal(message.rcs?.card?.title, 'Tell us');
    assert.deepEqual(message.rcs?.card?.suggestions, [{ type: 'openUrl', text: 'Open form', url: res.body.url }]);
  });

  it('refuses inconsistent sends with clear errors and leaves no form behind', async () => {
    const { call, sandbox } = setup();
    const cases = [
      [{ form: CONTACT, from: PHONE, to: RECIPIENT, channel: 'RCS' }, /RCS agent/],
      [{ form: CONTACT, from: AGENT, to: RECIPIENT, channel: 'SMS' }, /phone number/],
      [{ form: CONTACT, from: PHONE, text: 'hi' }, /only when to is given/],
      [{ form: CONTACT, from: '+14155550111', to: RECIPIENT }, /not a sender/],
    ] as const;
    for (const [body, message] of cases) {
      const res = await call('POST', '/forms/send', body);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.match(res.body.error, message);
    }
    const both = await call('POST', '/forms/send', { form: CONTACT, form_id: 'form_x', from: PHONE });
    assert.equal(both.status, 400);
    assert.ok(both.body.errors.errors.some((e: string) => /exactly one/.test(e)));
    assert.equal(Object.keys(sandbox.store.data.forms).length, 0);
  });

  it('replays a send with the same Idempotency-Key instead of texting twice', async () => {
    const { call, sandbox } = setup();
    const headers = { 'SERVICE-API-KEY': SANDBOX_DEFAULTS.apiKey, 'Idempotency-Key': 'send-1' };
    const body = { form: CONTACT, from: PHONE, to: RECIPIENT };
    const first = await call('POST', '/forms/send', body, headers);
    const second = await call('POST', '/forms/send', body, headers);
    assert.deepEqual(second.body, first.body);
    assert.equal(second.headers.get('Idempotency-Replayed'), 'true');
    assert.equal(Object.keys(sandbox.store.data.messages).length, 1);
    assert.equal(Object.keys(sandbox.store.data.forms).length, 1);
  });
});

describe('forms: render and submit', () => {
  it('renders anonymously with the team theme deep-merged with theme_override', async () => {
    const { call, sandbox } = setup();
    sandbox.store.data.teamTheme = {
      colors: { ...DEFAULT_THEME.colors, primary: '#0f766e', surface: '#fefefe' },
      cornerRadius: 4,
    };
    const form = (
      await call('POST', '/forms', {
        ...CONTACT,
        theme_override: { colors: { primary: '#be123c' }, submitLabel: 'Send' },
      })
    ).body;
    const res = await call('GET', `/forms/${form.id}/render`, undefined, {});
    assert.equal(res.status, 200);
    const render = FormRender.parse(res.body);
    assert.equal(render.theme.colors?.primary, '#be123c');
    assert.equal(render.theme.colors?.surface, '#fefefe');
    assert.equal(render.theme.colors?.text, DEFAULT_THEME.colors.text);
    assert.equal(render.theme.cornerRadius, 4);
    assert.equal(render.theme.submitLabel, 'Send');
    assert.equal(render.prior, null);
    assert.equal(render.recipient, null);
    assert.deepEqual(render.form.fields, form.fields);
  });

  it("enforces the token's res.forms on render and submit", async () => {
    const { call } = setup();
    const a = (await call('POST', '/forms/send', { form: CONTACT, from: PHONE, to: RECIPIENT })).body;
    const b = (await call('POST', '/forms', CONTACT)).body;
    const token = tokenOf(a.url);
    assert.equal(
      (await call('GET', `/forms/${a.form.id}/render`, undefined, { authorization: `Bearer ${token}` })).status,
      200,
    );
    assert.equal(
      (await call('GET', `/forms/${b.id}/render`, undefined, { authorization: `Bearer ${token}` })).status,
      404,
    );
    const submit = await call(
      'POST',
      `/forms/${b.id}/submit`,
      { data: { name: 'A', email: 'a@example.com' } },
      { authorization: `Bearer ${token}` },
    );
    assert.equal(submit.status, 404);
    assert.equal(
      (await call('GET', `/forms/${a.form.id}/render`, undefined, { authorization: 'Bearer nope' })).status,
      401,
    );
  });

  it('stores an anonymous submission with the spec fields and a null conversation in FORM.SUBMISSION', async () => {
    const { call, hook, formEvents, sandbox } = setup();
    await hook(PHONE);
    const { form } = (await call('POST', '/forms/send', { form: CONTACT, from: PHONE })).body;
    const res = await call(
      'POST',
      `/forms/${form.id}/submit`,
      { data: { name: 'Ada', email: 'ada@example.com', age: 36 } },
      {
        'x-forwarded-for': '203.0.113.7, 10.0.0.1',
        'user-agent': 'TestAgent/1.0',
      },
    );
    assert.equal(res.status, 201);
    const result = FormSubmitResult.parse(res.body);
    assert.equal(result.updated, false);
    assert.equal(result.submission.from, PHONE);
    assert.equal(result.submission.to, null);
    assert.equal(result.submission.ip_address, '203.0.113.7');
    assert.equal(result.submission.user_agent, 'TestAgent/1.0');
    assert.match(result.submission.submitted_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    assert.deepEqual(result.submission.fields, [
      { key: 'name', label: 'Name', type: 'text', value: 'Ada' },
      { key: 'email', label: 'Email', type: 'email', value: 'ada@example.com' },
      { key: 'age', label: 'Age', type: 'number', value: 36 },
    ]);
    const plain = await call('POST', `/forms/${form.id}/submit`, { data: { name: 'Bo', email: 'bo@example.com' } }, {});
    assert.equal(plain.body.submission.ip_address, '127.0.0.1');

    const events = await formEvents();
    assert.equal(events.length, 2);
    const event = FormSubmissionEvent.parse(events[0]!.body);
    assert.equal(event.conversation, null);
    assert.equal(event.sender, PHONE);
    assert.deepEqual(event.form, { id: form.id, url: form.url, name: 'Contact' });
    assert.deepEqual(event.submission, result.submission);
    // Each anonymous submission is its own recipient.
    assert.equal(sandbox.store.data.forms[form.id]!.submission_count, 2);
  });

  it('reports answer errors under data.<field key> in the ZodError body', async () => {
    const { call, sandbox } = setup();
    const form = (await call('POST', '/forms', CONTACT)).body;
    const res = await call(
      'POST',
      `/forms/${form.id}/submit`,
      { data: { email: 'not-an-email', age: -1, extra: 1 } },
      {},
    );
    assert.equal(res.status, 400);
    const data = res.body.errors.properties.data;
    assert.deepEqual(data.properties.name.errors, ['This field is required']);
    assert.ok(data.properties.email.errors.length);
    assert.ok(data.properties.age.errors.length);
    // An unknown answer key is named at its own path (strict bodies, DESIGN §12), no longer in data's own errors.
    assert.match(data.properties.extra.errors[0], /Unrecognized key "extra"/);
    assert.match(res.body.description, /data\.email/);
    assert.equal(Object.keys(sandbox.store.data.submissions).length, 0);
    assert.equal((await call('POST', `/forms/${form.id}/submit`, { answers: {} }, {})).status, 400);
  });

  it('a recipient link submits once: 409 on the second submit without can_update', async () => {
    const { call, sandbox, hook, formEvents } = setup();
    await hook(PHONE);
    const sent = (await call('POST', '/forms/send', { form: CONTACT, from: PHONE, to: RECIPIENT })).body;
    const auth = { authorization: `Bearer ${tokenOf(sent.url)}` };
    const first = await call(
      'POST',
      `/forms/${sent.form.id}/submit`,
      { data: { name: 'A', email: 'a@example.com' } },
      auth,
    );
    assert.equal(first.status, 201);
    assert.equal(first.body.submission.to, RECIPIENT);
    const second = await call(
      'POST',
      `/forms/${sent.form.id}/submit`,
      { data: { name: 'B', email: 'b@example.com' } },
      auth,
    );
    assert.equal(second.status, 409);
    assert.deepEqual(second.body, { error: 'This form was already submitted' });
    assert.equal(sandbox.store.data.forms[sent.form.id]!.submission_count, 1);
    assert.equal((await formEvents()).length, 1);
  });

  it('can_update: the recipient edits the same submission, FORM.SUBMISSION fires again with the conversation', async () => {
    const { call, sandbox, clock, hook, formEvents } = setup();
    await hook(AGENT);
    const sent = (
      await call('POST', '/forms/send', { form: { ...CONTACT, can_update: true }, from: AGENT, to: RECIPIENT })
    ).body;
    const formId = sent.form.id;
    const auth = { authorization: `Bearer ${tokenOf(sent.url)}` };
    const conversationId = sandbox.store.data.messages[sent.message_id]!.conversationId;

    const render0 = await call('GET', `/forms/${formId}/render`, undefined, auth);
    assert.equal(render0.body.prior, null);
    assert.deepEqual(render0.body.recipient, { to: RECIPIENT });

    const first = await call('POST', `/forms/${formId}/submit`, { data: { name: 'A', email: 'a@example.com' } }, auth);
    clock.advance(60_000);
    const second = await call(
      'POST',
      `/forms/${formId}/submit`,
      { data: { name: 'A2', email: 'a@example.com', age: 5 } },
      auth,
    );
    assert.equal(second.status, 200);
    assert.equal(second.body.updated, true);
    assert.equal(second.body.submission.id, first.body.submission.id);
    assert.deepEqual(second.body.submission.data, { name: 'A2', email: 'a@example.com', age: 5 });

    const form = (await call('GET', `/forms/${formId}`)).body;
    assert.equal(form.submission_count, 1);
    assert.equal(form.last_submitted_at, second.body.submission.submitted_at);
    assert.equal(Date.parse(form.last_submitted_at) - Date.parse(first.body.submission.submitted_at), 60_000);

    const render = await call('GET', `/forms/${formId}/render`, undefined, auth);
    assert.deepEqual(render.body.prior, {
      data: second.body.submission.data,
      submitted_at: second.body.submission.submitted_at,
    });

    const events = (await formEvents()).map((e) => FormSubmissionEvent.parse(e.body));
    assert.equal(events.length, 2);
    for (const event of events)
      assert.deepEqual(event.conversation, { id: conversationId, from: AGENT, to: RECIPIENT });
    assert.equal(events[1]!.submission.data.name, 'A2');
  });

  it('submission_count counts distinct recipients', async () => {
    const { call } = setup();
    const form = (await call('POST', '/forms', { ...CONTACT, can_update: true })).body;
    const links = [];
    for (const to of [RECIPIENT, '+14155550198']) {
      links.push((await call('POST', '/forms/send', { form_id: form.id, from: PHONE, to })).body.url);
    }
    const data = { data: { name: 'A', email: 'a@example.com' } };
    for (const url of [...links, links[0]]) {
      const res = await call('POST', `/forms/${form.id}/submit`, data, { authorization: `Bearer ${tokenOf(url)}` });
      assert.ok(res.status === 200 || res.status === 201);
    }
    assert.equal((await call('GET', `/forms/${form.id}`)).body.submission_count, 2);
    const list = await call('POST', `/forms/${form.id}/submissions/list`, { pageSize: 1 });
    assert.equal(list.body.data.length, 1);
    assert.equal(typeof list.body.nextCursor, 'string');
    assert.equal('recipient' in list.body.data[0], false);
    const rest = await call('POST', `/forms/${form.id}/submissions/list`, {
      pageSize: 5,
      cursor: list.body.nextCursor,
    });
    assert.equal(rest.body.data.length, 1);
    assert.equal(rest.body.nextCursor, null);
  });
});

describe('forms: demo forms', () => {
  it('cover every field type, pass the create schema, and attach to demo senders', () => {
    const types = new Set(DEMO_FORMS.flatMap((form) => form.fields.map((field) => field.type)));
    assert.deepEqual([...types].sort(), [...FIELD_TYPES].sort());
    for (const form of DEMO_FORMS) FormCreateRequest.parse(form);
    const backgrounds = DEMO_FORMS.map((form) => form.theme_override?.background?.type).filter(Boolean);
    assert.deepEqual(backgrounds.sort(), ['gradient', 'image', 'pattern', 'solid']);
    assert.ok(DEMO_FORMS.some((form) => form.can_update));

    const { sandbox } = setup();
    const forms = seedDemoForms(sandbox.context);
    assert.equal(forms.length, DEMO_FORMS.length);
    const kinds = forms.map((form) => sandbox.store.data.senders[form.sender!]?.type);
    assert.ok(kinds.includes('rcs_agent') && kinds.includes('phone'), String(kinds));

    sandbox.store.data.senders = {};
    assert.ok(seedDemoForms(sandbox.context).every((form) => form.sender === null));
  });
});
