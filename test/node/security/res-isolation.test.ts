/**
 * `res` isolation (issue: Hardening): a token restricted to some senders, brands, campaigns, conversations or forms
 * sees exactly those rows on every list, get and stream route — zero rows or events of anything else — and every
 * route that names a hidden row answers as if it did not exist.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createSandbox, SANDBOX_DEFAULTS, type Sandbox } from '../../../src/sandbox/index.js';
import { DEMO_BRANDS, DEMO_CAMPAIGNS, DEMO_SENDERS } from '../../../src/sandbox/demo-data.js';
import type { ConversationRecord } from '../../../src/sandbox/store.js';
import { SCOPES, type EmbedResources } from '../../../src/schemas/token.js';
import { createEmbedToken } from '../../../src/tokens/index.js';

const API = 'http://sandbox.test/api';
let sandbox: Sandbox;

async function call(method: string, path: string, auth: { token?: string; key?: boolean }, body?: unknown) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (auth.token) headers.authorization = `Bearer ${auth.token}`;
  if (auth.key) headers['SERVICE-API-KEY'] = SANDBOX_DEFAULTS.apiKey;
  const response = await sandbox.fetch(
    new Request(`${API}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
  );
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}
const mint = (resources: EmbedResources) =>
  createEmbedToken({
    key: { kid: SANDBOX_DEFAULTS.embedKid, secret: SANDBOX_DEFAULTS.embedSecret },
    team: SANDBOX_DEFAULTS.team,
    user: 'iso@example.com',
    scopes: [...SCOPES],
    resources,
  });

async function listAll(
  token: string,
  path: string,
  extra: object = {},
): Promise<{ id: string; conversationId?: string }[]> {
  const rows = [];
  let cursor: string | null = null;
  do {
    const page = await call('POST', path, { token }, { pageSize: 100, cursor, ...extra });
    assert.equal(page.status, 200, JSON.stringify(page.body));
    rows.push(...page.body.data);
    cursor = page.body.nextCursor;
  } while (cursor);
  return rows;
}

/** The oracle: which conversations a restriction allows, from the store itself. */
function allowedBy(res: EmbedResources, conversation: ConversationRecord): boolean {
  const sender = sandbox.store.data.senders[conversation.from];
  const checks: [string[] | undefined, string | null | undefined][] = [
    [res.senders, conversation.from],
    [res.brands, sender?.brandId],
    [res.campaigns, sender?.campaignId],
    [res.conversations, conversation.id],
  ];
  return checks.every(([allowed, value]) => !allowed || (value != null && allowed.includes(value)));
}

before(async () => {
  sandbox = createSandbox({ demoConversations: 60, longThreadSize: 40, heartbeatMs: 60_000 });
  // Scheduled messages in every sender's threads so the schedules list has rows to hide.
  const inFuture = new Date(Date.now() + 86_400_000).toISOString();
  for (const conversation of Object.values(sandbox.store.data.conversations).slice(0, 40)) {
    const isAgent = conversation.from.startsWith('agent_');
    const body = isAgent
      ? { type: 'RCS', from: conversation.from, to: conversation.to, rcs: { text: 'later' }, scheduledTime: inFuture }
      : { type: 'SMS', from: conversation.from, to: conversation.to, text: 'later', scheduledTime: inFuture };
    assert.equal((await call('POST', '/send', { key: true }, body)).status, 200);
  }
});
after(() => sandbox?.close());

const someConversationId = () =>
  Object.values(sandbox.store.data.conversations).find((c) => c.from === DEMO_SENDERS.northwindAgent)!.id;
const RESTRICTIONS: [string, () => EmbedResources][] = [
  ['one sender', () => ({ senders: [DEMO_SENDERS.acmePhone] })],
  ['two senders', () => ({ senders: [DEMO_SENDERS.acmeAgent, DEMO_SENDERS.northwindPhone] })],
  ['one brand', () => ({ brands: [DEMO_BRANDS.northwind] })],
  ['one campaign', () => ({ campaigns: [DEMO_CAMPAIGNS.acmeRcs] })],
  ['one conversation', () => ({ conversations: [someConversationId()] })],
  [
    'brand and sender intersect',
    () => ({ brands: [DEMO_BRANDS.acme], senders: [DEMO_SENDERS.acmePhone, DEMO_SENDERS.northwindPhone] }),
  ],
  ['nothing (empty lists)', () => ({ senders: [] })],
];

describe('res isolation on conversation and message routes', () => {
  for (const [name, make] of RESTRICTIONS) {
    test(name, async () => {
      const res = make();
      const token = await mint(res);
      const all = Object.values(sandbox.store.data.conversations);
      const visible = all.filter((c) => allowedBy(res, c));
      const hidden = all.filter((c) => !allowedBy(res, c));
      assert.ok(hidden.length > 0, 'the restriction hides something');

      const listed = await listAll(token, '/conversations/list');
      assert.deepEqual(
        listed.map((c) => c.id).sort(),
        visible.map((c) => c.id).sort(),
        'list shows exactly the allowed threads',
      );
      for (const filter of [{ unreadOnly: true }, { query: 'a' }, { from: DEMO_SENDERS.northwindAgent }]) {
        for (const row of await listAll(token, '/conversations/list', filter))
          assert.ok(
            visible.some((v) => v.id === row.id),
            'filtered list leak',
          );
      }
      const schedules = await listAll(token, '/messages/schedules/list');
      for (const message of schedules)
        assert.ok(
          visible.some((v) => v.id === message.conversationId),
          'schedule of a hidden thread listed',
        );

      for (const conversation of hidden.slice(0, 6)) {
        const messageId = sandbox.store.messagesByConversation.get(conversation.id)?.[0]?.id ?? 'none';
        const attempts = [
          await call('GET', `/conversations/${conversation.id}`, { token }),
          await call('GET', `/conversations/${conversation.id}?include=messages`, { token }),
          await call('POST', '/conversations/get', { token }, { from: conversation.from, to: conversation.to }),
          await call('PATCH', `/conversations/${conversation.id}`, { token }, { notes: 'pwned' }),
          await call('POST', `/conversations/${conversation.id}/read`, { token }),
          await call('POST', `/conversations/${conversation.id}/messages/list`, { token }, {}),
          await call('POST', '/messages/react', { token }, { messageId, emoji: '👍' }),
        ];
        for (const attempt of attempts) {
          assert.equal(
            attempt.status,
            404,
            `hidden ${conversation.id}: ${attempt.status} ${JSON.stringify(attempt.body).slice(0, 120)}`,
          );
          assert.doesNotMatch(
            JSON.stringify(attempt.body),
            new RegExp(conversation.to.replace('+', '\\+')),
            'no data of the hidden row',
          );
        }
        const isAgent = conversation.from.startsWith('agent_');
        const send = await call(
          'POST',
          '/send',
          { token },
          isAgent
            ? { type: 'RCS', from: conversation.from, to: conversation.to, rcs: { text: 'x' } }
            : { type: 'SMS', from: conversation.from, to: conversation.to, text: 'x' },
        );
        assert.equal(send.status, 400, 'send into a hidden thread is refused');
        assert.notEqual(sandbox.store.data.conversations[conversation.id]!.notes, 'pwned');
      }
      const hiddenScheduled = Object.values(sandbox.store.data.messages).find(
        (m) => m.status === 'SCHEDULED' && hidden.some((h) => h.id === m.conversationId),
      );
      if (hiddenScheduled) {
        assert.equal((await call('DELETE', `/messages/schedule/${hiddenScheduled.id}`, { token })).status, 404);
        assert.equal(sandbox.store.data.messages[hiddenScheduled.id]!.status, 'SCHEDULED');
      }
    });
  }
});

describe('res isolation on the event stream', () => {
  test('a restricted subscriber receives no event of a hidden thread, live or replayed', async () => {
    const res = { senders: [DEMO_SENDERS.acmePhone] };
    const token = await mint(res);
    const all = Object.values(sandbox.store.data.conversations);
    const shown = all.find((c) => allowedBy(res, c))!;
    const hiddenOnes = all.filter((c) => !allowedBy(res, c)).slice(0, 5);

    const controller = new AbortController();
    const response = await sandbox.fetch(
      new Request(`${API}/events/stream`, {
        headers: { authorization: `Bearer ${token}`, 'last-event-id': '0' },
        signal: controller.signal,
      }),
    );
    assert.equal(response.status, 200);
    // Hidden traffic first, then one visible message as the end marker.
    for (const hidden of hiddenOnes)
      await call('POST', '/sandbox/inbound', { key: true }, { from: hidden.to, to: hidden.from, text: 'secret' });
    await call('POST', '/sandbox/inbound', { key: true }, { from: shown.to, to: shown.from, text: 'END-MARKER' });

    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    const deadline = Date.now() + 5000;
    while (!text.includes('END-MARKER') && Date.now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      text += value;
    }
    controller.abort();
    await reader.cancel().catch(() => {});
    assert.match(text, /END-MARKER/, 'the visible event arrived');
    assert.doesNotMatch(text, /secret/, 'no hidden event');
    for (const hidden of hiddenOnes) assert.ok(!text.includes(hidden.id), `nothing of ${hidden.id}`);
    const conversationIds = [...text.matchAll(/"conversationId":"([^"]+)"/g)].map((m) => m[1]);
    for (const id of conversationIds)
      assert.ok(allowedBy(res, sandbox.store.data.conversations[id!]!), `event of hidden ${id}`);
  });
});

describe('res isolation on forms', () => {
  test('a token for one form cannot render or submit another', async () => {
    const form = async (name: string) =>
      (await call('POST', '/forms', { key: true }, { name, fields: [{ key: 'note', label: 'Note', type: 'text' }] }))
        .body;
    const [mine, theirs] = [await form('Mine'), await form('Theirs')];
    const token = await mint({ forms: [mine.id] });
    assert.equal((await call('GET', `/forms/${mine.id}/render`, { token })).status, 200);
    const render = await call('GET', `/forms/${theirs.id}/render`, { token });
    assert.equal(render.status, 404);
    const submit = await call('POST', `/forms/${theirs.id}/submit`, { token }, { data: { note: 'x' } });
    assert.equal(submit.status, 404);
    const submissions = await call('POST', `/forms/${theirs.id}/submissions/list`, { key: true }, {});
    assert.equal(submissions.body.data.length, 0, 'nothing was stored on the other form');
  });
});

describe('res isolation on short links, RCS agents and campaigns', () => {
  /** Oracle from the store: a row with sender/brand/campaign dimensions (conversations and forms do not apply). */
  const allowedRow = (
    res: EmbedResources,
    row: { sender: string | null; brand: string | null; campaign: string | null },
  ) =>
    (
      [
        [res.senders, row.sender],
        [res.brands, row.brand],
        [res.campaigns, row.campaign],
      ] as const
    ).every(([allowed, value]) => !allowed || (value != null && allowed.includes(value)));
  const senderRow = (sender: string | null) => {
    const record = sender ? sandbox.store.data.senders[sender] : undefined;
    return { sender, brand: record?.brandId ?? null, campaign: record?.campaignId ?? null };
  };
  const all = async (token: string, path: string, key: string) => {
    const rows: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await call('POST', path, { token }, { pageSize: 100, cursor });
      assert.equal(page.status, 200, JSON.stringify(page.body));
      rows.push(...page.body.data.map((row: Record<string, string>) => row[key]));
      cursor = page.body.nextCursor;
    } while (cursor);
    return rows.sort();
  };

  for (const [name, make] of RESTRICTIONS) {
    test(name, async () => {
      const res = make();
      const token = await mint(res);
      const data = sandbox.store.data;
      const links = Object.values(data.links);
      const linksShown = links
        .filter((l) => allowedRow(res, senderRow(l.sender)))
        .map((l) => l.linkId)
        .sort();
      assert.deepEqual(await all(token, '/tools/url/list', 'linkId'), linksShown);
      for (const hidden of links.filter((l) => !linksShown.includes(l.linkId))) {
        assert.equal((await call('GET', `/tools/url/${hidden.linkId}`, { token })).status, 404);
        assert.equal(
          (await call('PATCH', `/tools/url/${hidden.linkId}`, { token }, { url: 'https://evil.example' })).status,
          404,
        );
        assert.notEqual(data.links[hidden.linkId]!.url, 'https://evil.example');
      }

      const agents = Object.values(data.senders).filter((s) => s.type === 'rcs_agent' && !s.test);
      const agentsShown = agents
        .filter((a) => allowedRow(res, senderRow(a.id)))
        .map((a) => a.id)
        .sort();
      assert.deepEqual(await all(token, '/rcs/agents/list', 'agentId'), agentsShown);
      for (const hidden of agents.filter((a) => !agentsShown.includes(a.id))) {
        assert.equal((await call('GET', `/rcs/agents/${hidden.id}`, { token })).status, 404);
      }

      const campaigns = Object.values(data.campaigns);
      const campaignsShown = campaigns
        .filter((c) => allowedRow(res, { sender: c.agentId, brand: c.brandId, campaign: c.publicId }))
        .map((c) => c.publicId)
        .sort();
      assert.deepEqual(await all(token, '/rcs/campaigns/list', 'publicId'), campaignsShown);
      for (const hidden of campaigns.filter((c) => !campaignsShown.includes(c.publicId))) {
        assert.equal((await call('GET', `/rcs/campaigns/${hidden.publicId}`, { token })).status, 404);
      }
    });
  }
});

describe('res isolation on contacts, audiences and blasts', () => {
  const recipientsSeenBy = (res: EmbedResources) =>
    new Set(
      Object.values(sandbox.store.data.conversations)
        .filter((c) => allowedBy(res, c))
        .map((c) => c.to),
    );
  const threadRestricted = (res: EmbedResources) => !!(res.senders || res.brands || res.campaigns || res.conversations);
  /** The oracle for contacts (DESIGN §6 as docs/sandbox.md states it). */
  const contactAllowed = (
    res: EmbedResources,
    contact: { phoneNumber: string; audienceIds: string[] },
    recipients: Set<string>,
  ) =>
    (!res.audiences || contact.audienceIds.some((id) => res.audiences!.includes(id))) &&
    (!threadRestricted(res) || recipients.has(contact.phoneNumber));
  const CASES: [string, () => EmbedResources][] = [
    ['one audience', () => ({ audiences: ['aud_dvip'] })],
    ['two audiences', () => ({ audiences: ['aud_dcoffee_club', 'aud_dtest_numbers'] })],
    ['no audience (empty list)', () => ({ audiences: [] })],
    ['one sender', () => ({ senders: [DEMO_SENDERS.acmePhone] })],
    ['one conversation', () => ({ conversations: [someConversationId()] })],
    [
      'audience and sender intersect',
      () => ({ audiences: ['aud_dtravellers'], senders: [DEMO_SENDERS.northwindPhone] }),
    ],
  ];

  before(async () => {
    // A contact in no audience and no thread: hidden from every restricted token.
    assert.equal(
      (await call('POST', '/contacts', { key: true }, { phoneNumber: '+12025550777', name: 'Loner' })).status,
      201,
    );
    // A blast from every sender to every audience, so the blast list has rows to hide.
    for (const audienceId of Object.keys(sandbox.store.data.audiences)) {
      for (const [kind, from] of [
        ['sms', DEMO_SENDERS.acmePhone],
        ['sms', DEMO_SENDERS.northwindPhone],
        ['rcs', DEMO_SENDERS.acmeAgent],
      ] as const) {
        const body = kind === 'rcs' ? { audienceId, from, rcs: { text: 'iso' } } : { audienceId, from, text: 'iso' };
        assert.equal((await call('POST', `/messages/blast/${kind}`, { key: true }, body)).status, 200);
      }
    }
  });

  for (const [name, make] of CASES) {
    test(name, async () => {
      const res = make();
      const token = await mint(res);
      const recipients = recipientsSeenBy(res);
      const contacts = Object.values(sandbox.store.data.contacts);
      const visible = contacts.filter((c) => contactAllowed(res, c, recipients));
      const hidden = contacts.filter((c) => !contactAllowed(res, c, recipients));
      assert.ok(hidden.length > 0, 'the restriction hides some contact');

      const listed = await listAll(token, '/contacts/list');
      assert.deepEqual(
        listed.map((c) => c.id).sort(),
        visible.map((c) => c.id).sort(),
        'contacts list shows exactly the allowed contacts',
      );
      for (const row of listed as unknown as { audienceIds: string[] }[]) {
        if (res.audiences)
          for (const id of row.audienceIds) assert.ok(res.audiences.includes(id), 'no hidden membership shown');
      }
      for (const contact of hidden.slice(0, 5)) {
        for (const [method, body] of [['GET'], ['PATCH', { name: 'pwned' }], ['DELETE']] as [string, unknown?][]) {
          const reply = await call(method, `/contacts/${contact.id}`, { token }, body);
          assert.equal(reply.status, 404, `${method} hidden contact → ${reply.status}`);
          assert.doesNotMatch(JSON.stringify(reply.body), new RegExp(contact.phoneNumber.replace('+', '\\+')));
        }
        assert.notEqual(contact.name, 'pwned');
        assert.ok(sandbox.store.data.contacts[contact.phoneNumber], 'not deleted');
      }

      const audiences = Object.keys(sandbox.store.data.audiences);
      const allowedAudiences = audiences.filter((id) => !res.audiences || res.audiences.includes(id));
      assert.deepEqual((await listAll(token, '/audiences/list')).map((a) => a.id).sort(), allowedAudiences.sort());
      for (const id of audiences.filter((a) => !allowedAudiences.includes(a))) {
        assert.equal((await call('GET', `/audiences/${id}`, { token })).status, 404);
        assert.equal((await call('POST', '/contacts/list', { token }, { audienceId: id })).status, 400);
        const blast = await call(
          'POST',
          '/messages/blast/sms',
          { token },
          { audienceId: id, from: DEMO_SENDERS.acmePhone, text: 'x' },
        );
        assert.equal(blast.status, 400);
        assert.match(blast.body.error, /no audience/);
      }

      const blastAllowed = (b: { from: string; audienceId: string }) => {
        const sender = sandbox.store.data.senders[b.from]!;
        return (
          (!res.audiences || res.audiences.includes(b.audienceId)) &&
          !res.conversations &&
          (!res.senders || res.senders.includes(b.from)) &&
          (!res.brands || res.brands.includes(sender.brandId)) &&
          (!res.campaigns || (sender.campaignId !== null && res.campaigns.includes(sender.campaignId)))
        );
      };
      const blasts = Object.values(sandbox.store.data.blasts);
      assert.ok(
        blasts.some((b) => !blastAllowed(b)),
        'the restriction hides some blast',
      );
      assert.deepEqual(
        (await listAll(token, '/messages/blasts/list')).map((b) => b.id).sort(),
        blasts
          .filter(blastAllowed)
          .map((b) => b.id)
          .sort(),
      );
    });
  }

  test('blast.updated reaches only subscribers whose res can see the blast', async () => {
    const token = await mint({ audiences: ['aud_dvip'] });
    const controller = new AbortController();
    const response = await sandbox.fetch(
      new Request(`${API}/events/stream`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal }),
    );
    const hiddenBlast = (
      await call(
        'POST',
        '/messages/blast/sms',
        { key: true },
        { audienceId: 'aud_dtravellers', from: DEMO_SENDERS.northwindPhone, text: 'secret blast' },
      )
    ).body;
    const shownBlast = (
      await call(
        'POST',
        '/messages/blast/sms',
        { key: true },
        { audienceId: 'aud_dvip', from: DEMO_SENDERS.acmePhone, text: 'shown' },
      )
    ).body;
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    const deadline = Date.now() + 5000;
    const shownFrame = new RegExp(`event: blast.updated\ndata: [^\n]*${shownBlast.id}`);
    while (!shownFrame.test(text) && Date.now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      text += value;
    }
    controller.abort();
    await reader.cancel().catch(() => {});
    assert.match(text, shownFrame);
    // Its messages are conversation rows (this token sees every thread); the blast itself stays hidden.
    const blastFrames = text.split('\n\n').filter((frame) => frame.includes('event: blast.updated'));
    assert.ok(blastFrames.length > 0);
    assert.ok(!blastFrames.some((frame) => frame.includes(hiddenBlast.id)), 'no blast.updated of the hidden blast');
  });
});
