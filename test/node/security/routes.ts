/**
 * The route table the security suites are generated from: every route of DESIGN §3 with the scope it needs and a
 * request that is valid apart from authentication. Adding a route to the sandbox without adding it here makes
 * `scope-matrix.test.ts` fail (it compares this table with the routes the Hono app registers).
 */
import { DEMO_AUDIENCES } from '../../../src/sandbox/demo-data.js';
import type { Scope } from '../../../src/schemas/token.js';
import { DEMO_LINKS, DEMO_REVIEW_CAMPAIGNS, DEMO_TEST_AGENT } from '../../../src/sandbox/demo-rcs.js';

export interface RouteCase {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Hono path pattern as registered (under `/api`). */
  pattern: string;
  /** Concrete path to call, given ids from the seeded sandbox. */
  path(ids: SeedIds): string;
  body?(ids: SeedIds): unknown;
  /** Embed routes: the scopes that grant access (any of them). Server routes: 'api-key'. Open routes: 'anonymous'. */
  access: Scope[] | 'api-key' | 'anonymous' | 'device';
}

export interface SeedIds {
  conversationId: string;
  from: string;
  to: string;
  messageId: string;
  scheduledId: string;
  formId: string;
  webhookId: string;
  requestId: string;
  campaignId: string;
  /** A contact and an audience (default: the demo's first contact and its VIP audience). */
  contactId?: string;
  audienceId?: string;
}

const contact = (ids: SeedIds) => ids.contactId ?? 'ct_d0001';
const audience = (ids: SeedIds) => ids.audienceId ?? DEMO_AUDIENCES.vip;

const pair = (ids: SeedIds) => ({ from: ids.from, to: ids.to });

export const ROUTES: RouteCase[] = [
  {
    method: 'POST',
    pattern: '/api/conversations/list',
    path: () => '/conversations/list',
    body: () => ({}),
    access: ['conversations:read'],
  },
  {
    method: 'POST',
    pattern: '/api/conversations/get',
    path: () => '/conversations/get',
    body: pair,
    access: ['conversations:read'],
  },
  {
    method: 'GET',
    pattern: '/api/conversations/:id',
    path: (i) => `/conversations/${i.conversationId}`,
    access: ['conversations:read'],
  },
  {
    method: 'PATCH',
    pattern: '/api/conversations/:id',
    path: (i) => `/conversations/${i.conversationId}`,
    body: () => ({ notes: 'n' }),
    access: ['conversations:notes'],
  },
  {
    method: 'POST',
    pattern: '/api/conversations/:id/read',
    path: (i) => `/conversations/${i.conversationId}/read`,
    body: () => ({}),
    access: ['conversations:read'],
  },
  // The team at work (DESIGN §13): the caller's read position, the views' counts, status and assignment.
  {
    method: 'POST',
    pattern: '/api/conversations/:id/unread',
    path: (i) => `/conversations/${i.conversationId}/unread`,
    body: (i) => ({ messageId: i.messageId }),
    access: ['conversations:read'],
  },
  {
    method: 'POST',
    pattern: '/api/conversations/counts',
    path: () => '/conversations/counts',
    body: () => ({}),
    access: ['conversations:read'],
  },
  {
    method: 'POST',
    pattern: '/api/conversations/:id/status',
    path: (i) => `/conversations/${i.conversationId}/status`,
    body: () => ({ status: 'done' }),
    access: ['conversations:manage'],
  },
  {
    method: 'POST',
    pattern: '/api/conversations/:id/assign',
    path: (i) => `/conversations/${i.conversationId}/assign`,
    body: () => ({ assignee: 'matrix@example.com' }),
    access: ['conversations:manage'],
  },
  {
    method: 'POST',
    pattern: '/api/conversations/:id/messages/list',
    path: (i) => `/conversations/${i.conversationId}/messages/list`,
    body: () => ({}),
    access: ['conversations:read'],
  },
  // The team inbox (DESIGN §10): notes as entries, presence. A missing note is a 404 once access is granted.
  {
    method: 'POST',
    pattern: '/api/conversations/:id/notes/list',
    path: (i) => `/conversations/${i.conversationId}/notes/list`,
    body: () => ({}),
    access: ['conversations:read'],
  },
  {
    method: 'POST',
    pattern: '/api/conversations/:id/notes',
    path: (i) => `/conversations/${i.conversationId}/notes`,
    body: () => ({ text: 'matrix' }),
    access: ['conversations:notes'],
  },
  {
    method: 'PATCH',
    pattern: '/api/conversations/:id/notes/:noteId',
    path: (i) => `/conversations/${i.conversationId}/notes/note_matrix_missing`,
    body: () => ({ text: 'matrix' }),
    access: ['conversations:notes'],
  },
  {
    method: 'DELETE',
    pattern: '/api/conversations/:id/notes/:noteId',
    path: (i) => `/conversations/${i.conversationId}/notes/note_matrix_missing`,
    access: ['conversations:notes'],
  },
  {
    method: 'POST',
    pattern: '/api/conversations/:id/presence',
    path: (i) => `/conversations/${i.conversationId}/presence`,
    body: () => ({ state: 'viewing' }),
    access: ['conversations:read'],
  },
  {
    method: 'GET',
    pattern: '/api/conversations/:id/presence',
    path: (i) => `/conversations/${i.conversationId}/presence`,
    access: ['conversations:read'],
  },
  { method: 'GET', pattern: '/api/events/stream', path: () => '/events/stream', access: ['conversations:read'] },
  {
    method: 'POST',
    pattern: '/api/send',
    path: () => '/send',
    body: (i) => ({ type: 'SMS', ...pair(i), text: 'matrix' }),
    access: ['messages:send'],
  },
  { method: 'POST', pattern: '/api/send/typing', path: () => '/send/typing', body: pair, access: ['messages:send'] },
  {
    method: 'POST',
    pattern: '/api/messages/validate/sms',
    path: () => '/messages/validate/sms',
    body: () => ({ text: 'hi' }),
    access: ['messages:send'],
  },
  {
    method: 'POST',
    pattern: '/api/messages/validate/mms',
    path: () => '/messages/validate/mms',
    body: () => ({ text: 'hi' }),
    access: ['messages:send'],
  },
  {
    method: 'POST',
    pattern: '/api/messages/validate/rcs',
    path: () => '/messages/validate/rcs',
    body: () => ({ rcs: { text: 'hi' } }),
    access: ['messages:send'],
  },
  {
    method: 'POST',
    pattern: '/api/messages/react',
    path: () => '/messages/react',
    body: (i) => ({ messageId: i.messageId, emoji: '👍' }),
    access: ['messages:react'],
  },
  {
    method: 'POST',
    pattern: '/api/messages/schedules/list',
    path: () => '/messages/schedules/list',
    body: () => ({}),
    access: ['messages:schedule'],
  },
  {
    method: 'DELETE',
    pattern: '/api/messages/schedule/:id',
    path: (i) => `/messages/schedule/${i.scheduledId}`,
    access: ['messages:schedule'],
  },
  { method: 'GET', pattern: '/api/forms/:id/render', path: (i) => `/forms/${i.formId}/render`, access: ['forms:read'] },
  {
    method: 'POST',
    pattern: '/api/forms/:id/submit',
    path: (i) => `/forms/${i.formId}/submit`,
    body: () => ({ data: {} }),
    access: ['forms:submit'],
  },
  {
    method: 'PUT',
    pattern: '/api/forms/:id/draft',
    path: (i) => `/forms/${i.formId}/draft`,
    body: () => ({ data: {} }),
    access: ['forms:submit'],
  },
  {
    method: 'POST',
    pattern: '/api/forms/:id/draft/link',
    path: (i) => `/forms/${i.formId}/draft/link`,
    body: () => ({}),
    access: ['forms:submit'],
  },
  {
    method: 'POST',
    pattern: '/api/forms/places/autocomplete',
    path: () => '/forms/places/autocomplete',
    body: () => ({ query: 'main' }),
    access: ['forms:read'],
  },
  // Contacts, audiences and blasts (DESIGN §6). Reading contacts is also granted by contacts:write.
  {
    method: 'POST',
    pattern: '/api/contacts',
    path: () => '/contacts',
    body: () => ({ phoneNumber: '+12025550199', name: 'Matrix' }),
    access: ['contacts:write'],
  },
  {
    method: 'POST',
    pattern: '/api/contacts/list',
    path: () => '/contacts/list',
    body: () => ({}),
    access: ['contacts:read', 'contacts:write'],
  },
  {
    method: 'GET',
    pattern: '/api/contacts/:id',
    path: (i) => `/contacts/${contact(i)}`,
    access: ['contacts:read', 'contacts:write'],
  },
  {
    method: 'PATCH',
    pattern: '/api/contacts/:id',
    path: (i) => `/contacts/${contact(i)}`,
    body: () => ({ tags: ['matrix'] }),
    access: ['contacts:write'],
  },
  {
    method: 'DELETE',
    pattern: '/api/contacts/:id',
    path: () => '/contacts/ct_matrix_missing',
    access: ['contacts:write'],
  },
  {
    method: 'POST',
    pattern: '/api/audiences/list',
    path: () => '/audiences/list',
    body: () => ({}),
    access: ['audiences:read'],
  },
  {
    method: 'GET',
    pattern: '/api/audiences/:id',
    path: (i) => `/audiences/${audience(i)}`,
    access: ['audiences:read'],
  },
  // Blasts go from the Northwind senders: the suites attach their webhook to an Acme sender, and thousands of
  // deliveries to an unreachable host would keep the test process alive long after the last test.
  {
    method: 'POST',
    pattern: '/api/messages/blast/sms',
    path: () => '/messages/blast/sms',
    body: (i) => ({ audienceId: audience(i), from: '+14155550101', text: 'matrix' }),
    access: ['messages:blast'],
  },
  {
    method: 'POST',
    pattern: '/api/messages/blast/mms',
    path: () => '/messages/blast/mms',
    body: (i) => ({ audienceId: audience(i), from: '+14155550101', mediaUrls: ['https://example.com/m.png'] }),
    access: ['messages:blast'],
  },
  {
    method: 'POST',
    pattern: '/api/messages/blast/rcs',
    path: () => '/messages/blast/rcs',
    body: (i) => ({ audienceId: audience(i), from: 'agent_northwind_travel', rcs: { text: 'matrix' } }),
    access: ['messages:blast'],
  },
  // Estimates (DESIGN §14): the create's body, nothing sent.
  ...(['sms', 'mms', 'rcs'] as const).map((kind): RouteCase => ({
    method: 'POST',
    pattern: `/api/messages/blast/${kind}/estimate`,
    path: () => `/messages/blast/${kind}/estimate`,
    body: (i) =>
      kind === 'rcs'
        ? { audienceId: audience(i), from: 'agent_northwind_travel', rcs: { text: 'matrix' } }
        : kind === 'mms'
          ? { audienceId: audience(i), from: '+14155550101', mediaUrls: ['https://example.com/m.png'] }
          : { audienceId: audience(i), from: '+14155550101', text: 'matrix' },
    access: ['messages:blast'],
  })),
  {
    method: 'POST',
    pattern: '/api/rcs/capability/check',
    path: () => '/rcs/capability/check',
    body: () => ({ from: 'agent_northwind_travel', phoneNumbers: ['+14155550123', '+14155557777'] }),
    access: ['messages:send'],
  },
  {
    method: 'POST',
    pattern: '/api/messages/blasts/list',
    path: () => '/messages/blasts/list',
    body: () => ({}),
    access: ['messages:blast'],
  },
  {
    method: 'POST',
    pattern: '/api/messages/blasts/:id/recipients/list',
    path: () => '/messages/blasts/blast_matrix_missing/recipients/list',
    body: () => ({ status: 'FAILED' }),
    access: ['messages:blast'],
  },
  {
    method: 'POST',
    pattern: '/api/audiences',
    path: () => '/audiences',
    body: () => ({ name: 'Matrix' }),
    access: 'api-key',
  },
  {
    method: 'PATCH',
    pattern: '/api/audiences/:id',
    path: (i) => `/audiences/${audience(i)}`,
    body: () => ({ description: 'matrix' }),
    access: 'api-key',
  },
  { method: 'DELETE', pattern: '/api/audiences/:id', path: () => '/audiences/aud_matrix_missing', access: 'api-key' },
  {
    method: 'POST',
    pattern: '/api/audiences/:id/contacts/add',
    path: (i) => `/audiences/${audience(i)}/contacts/add`,
    body: (i) => ({ contactIds: [contact(i)] }),
    access: 'api-key',
  },
  {
    method: 'POST',
    pattern: '/api/audiences/:id/contacts/remove',
    path: (i) => `/audiences/${audience(i)}/contacts/remove`,
    body: () => ({ contactIds: ['ct_d0002'] }),
    access: 'api-key',
  },
  // Server routes: the service's own operations, API key only.
  {
    method: 'POST',
    pattern: '/api/forms',
    path: () => '/forms',
    body: () => ({ name: 'x', fields: [{ key: 'a', label: 'A', type: 'text' }] }),
    access: 'api-key',
  },
  { method: 'POST', pattern: '/api/forms/list', path: () => '/forms/list', body: () => ({}), access: 'api-key' },
  {
    method: 'POST',
    pattern: '/api/forms/send',
    path: () => '/forms/send',
    body: (i) => ({ form_id: i.formId, from: i.from }),
    access: 'api-key',
  },
  { method: 'GET', pattern: '/api/forms/:id', path: (i) => `/forms/${i.formId}`, access: 'api-key' },
  {
    method: 'PATCH',
    pattern: '/api/forms/:id',
    path: (i) => `/forms/${i.formId}`,
    body: () => ({ name: 'renamed' }),
    access: 'api-key',
  },
  {
    method: 'POST',
    pattern: '/api/forms/:id/submissions/list',
    path: (i) => `/forms/${i.formId}/submissions/list`,
    body: () => ({}),
    access: 'api-key',
  },
  {
    method: 'POST',
    pattern: '/api/webhooks/attach',
    path: () => '/webhooks/attach',
    body: (i) => ({ name: 'm', url: 'https://hooks.example/x', senders: [i.from] }),
    access: 'api-key',
  },
  {
    method: 'POST',
    pattern: '/api/webhooks/detach',
    path: () => '/webhooks/detach',
    body: (i) => ({ webhookId: i.webhookId, senders: [i.from] }),
    access: 'api-key',
  },
  { method: 'POST', pattern: '/api/webhooks/list', path: () => '/webhooks/list', body: () => ({}), access: 'api-key' },
  { method: 'GET', pattern: '/api/webhooks/:webhookId', path: (i) => `/webhooks/${i.webhookId}`, access: 'api-key' },
  {
    method: 'POST',
    pattern: '/api/network/silent-auth',
    path: () => '/network/silent-auth',
    body: () => ({ phoneNumber: '+14155550123' }),
    access: 'api-key',
  },
  {
    method: 'GET',
    pattern: '/api/network/requests/:requestId',
    path: (i) => `/network/requests/${i.requestId}`,
    access: 'api-key',
  },
  {
    method: 'POST',
    pattern: '/api/network/silent-auth/:requestId/check',
    path: (i) => `/network/silent-auth/${i.requestId}/check`,
    body: () => ({ code: 'x' }),
    access: 'api-key',
  },
  {
    method: 'POST',
    pattern: '/api/sandbox/inbound',
    path: () => '/sandbox/inbound',
    body: (i) => ({ from: i.to, to: i.from, text: 'hi' }),
    access: 'api-key',
  },
  {
    method: 'POST',
    pattern: '/api/sandbox/typing',
    path: () => '/sandbox/typing',
    body: (i) => ({ from: i.to, to: i.from }),
    access: 'api-key',
  },
  {
    method: 'POST',
    pattern: '/api/sandbox/campaigns/:publicId/advance',
    path: (i) => `/sandbox/campaigns/${i.campaignId}/advance`,
    access: 'api-key',
  },
  { method: 'GET', pattern: '/api/sandbox/deliveries', path: () => '/sandbox/deliveries', access: 'api-key' },
  { method: 'GET', pattern: '/api/sandbox/faults', path: () => '/sandbox/faults', access: 'api-key' },
  {
    method: 'POST',
    pattern: '/api/sandbox/faults',
    path: () => '/sandbox/faults',
    body: () => ({}),
    access: 'api-key',
  },
  { method: 'POST', pattern: '/api/sandbox/reset', path: () => '/sandbox/reset', access: 'api-key' },
  // Short links, RCS agents and campaigns, RCS test agents (fixed ids of the demo data in demo-rcs.ts).
  {
    method: 'POST',
    pattern: '/api/tools/url',
    path: () => '/tools/url',
    body: () => ({ url: 'https://matrix.example/x' }),
    access: ['links:write'],
  },
  {
    method: 'GET',
    pattern: '/api/tools/url/:linkId',
    path: () => `/tools/url/${DEMO_LINKS.menu.linkId}`,
    access: ['links:read'],
  },
  {
    method: 'PATCH',
    pattern: '/api/tools/url/:linkId',
    path: () => `/tools/url/${DEMO_LINKS.menu.linkId}`,
    body: () => ({ url: 'https://acme-coffee.example/menu' }),
    access: ['links:write'],
  },
  {
    method: 'POST',
    pattern: '/api/tools/url/list',
    path: () => '/tools/url/list',
    body: () => ({}),
    access: ['links:read'],
  },
  {
    method: 'POST',
    pattern: '/api/rcs/agents/list',
    path: () => '/rcs/agents/list',
    body: () => ({}),
    access: ['agents:read'],
  },
  {
    method: 'GET',
    pattern: '/api/rcs/agents/:agentId',
    path: () => '/rcs/agents/agent_acme_coffee',
    access: ['agents:read'],
  },
  {
    method: 'POST',
    pattern: '/api/rcs/campaigns/list',
    path: () => '/rcs/campaigns/list',
    body: () => ({}),
    access: ['agents:read'],
  },
  {
    method: 'GET',
    pattern: '/api/rcs/campaigns/:publicId',
    path: (i) => `/rcs/campaigns/${i.campaignId}`,
    access: ['agents:read'],
  },
  {
    method: 'PATCH',
    pattern: '/api/rcs/campaigns/:publicId',
    path: () => `/rcs/campaigns/${DEMO_REVIEW_CAMPAIGNS.acmeDraft}`,
    body: () => ({ name: 'Matrix' }),
    access: 'api-key',
  },
  {
    method: 'POST',
    pattern: '/api/rcs/campaigns/:publicId/submit',
    path: () => `/rcs/campaigns/${DEMO_REVIEW_CAMPAIGNS.acmeDraft}/submit`,
    access: 'api-key',
  },
  {
    method: 'POST',
    pattern: '/api/sandbox/campaigns/:publicId/review',
    path: () => `/sandbox/campaigns/${DEMO_REVIEW_CAMPAIGNS.acmeDraft}/review`,
    body: () => ({ decision: 'APPROVED' }),
    access: 'api-key',
  },
  {
    method: 'POST',
    pattern: '/api/rcs/test/agents',
    path: () => '/rcs/test/agents',
    body: () => ({ name: 'Matrix' }),
    access: 'api-key',
  },
  {
    method: 'POST',
    pattern: '/api/rcs/test/agents/list',
    path: () => '/rcs/test/agents/list',
    body: () => ({}),
    access: 'api-key',
  },
  {
    method: 'GET',
    pattern: '/api/rcs/test/agents/:agentId',
    path: () => `/rcs/test/agents/${DEMO_TEST_AGENT.agentId}`,
    access: 'api-key',
  },
  {
    method: 'PATCH',
    pattern: '/api/rcs/test/agents/:agentId',
    path: () => `/rcs/test/agents/${DEMO_TEST_AGENT.agentId}`,
    body: () => ({ description: 'matrix' }),
    access: 'api-key',
  },
  {
    method: 'POST',
    pattern: '/api/rcs/test/agents/:agentId/whitelist',
    path: () => `/rcs/test/agents/${DEMO_TEST_AGENT.agentId}/whitelist`,
    body: () => ({ phoneNumber: '+14155550143' }),
    access: 'api-key',
  },
  {
    method: 'GET',
    pattern: '/api/rcs/test/agents/:agentId/whitelist',
    path: () => `/rcs/test/agents/${DEMO_TEST_AGENT.agentId}/whitelist`,
    access: 'api-key',
  },
  // The carrier network's side of silent auth (stands in for the device flow; no credentials by design).
  {
    method: 'GET',
    pattern: '/api/network/silent-auth/:requestId/device',
    path: (i) => `/network/silent-auth/${i.requestId}/device`,
    access: 'device',
  },
];
