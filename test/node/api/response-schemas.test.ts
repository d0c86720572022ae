/**
 * The development check's map of response schemas (`response-schemas.dev.ts`) is complete and strict: every route
 * function names a key that the map holds (by type: a wrong key or a key of another type fails `tsc`, below; and at
 * run time: the keys the routes pass are exactly the map's), each key resolves to a zod schema, and a body that fails
 * its route's schema is refused with a `bad-response` ApiError for every route, as when routes passed loaders.
 * These tests run with the `parley-source` condition, so `#response-check` is the development module.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import fc from 'fast-check';
import { renderForm, submitForm, autocompletePlaces } from '../../../src/api/forms.js';
import {
  cancelSchedule,
  listSchedules,
  reactToMessage,
  sendMessage,
  sendTyping,
  validateMessage,
} from '../../../src/api/messages.js';
import {
  getConversation,
  getConversationByPair,
  listConversations,
  listMessages,
  markConversationRead,
  updateConversation,
} from '../../../src/api/conversations.js';
import { createLink, getAgent, getLink, listAgents, listCampaigns, listLinks } from '../../../src/api/links-agents.js';
import { checkCapability, estimateBlast } from '../../../src/api/reach.js';
import {
  assignConversation,
  countConversations,
  listMessagesAround,
  listMessagesFrom,
  markConversationReadTo,
  markConversationUnread,
  setConversationStatus,
} from '../../../src/api/team.js';
import {
  cancelBlast,
  createContact,
  deleteContact,
  getAudience,
  getContact,
  listAudiences,
  listBlastRecipients,
  listBlasts,
  listContacts,
  sendBlast,
  updateContact,
} from '../../../src/api/contacts-blasts.js';
import {
  createNote,
  deleteNote,
  listNotes,
  listPresence,
  postPresence,
  updateNote,
} from '../../../src/components/inbox/team-api.js';
import { ApiError, ApiTransport } from '../../../src/api/index.js';
import { responseCheck } from '../../../src/api/response-check.dev.js';
import { responseKeys, responseSchema } from '../../../src/api/response-schemas.dev.js';
import type { ResponseKey } from '../../../src/api/route-schemas.js';
import type { FormRender } from '../../../src/schemas/forms.js';
import type { Message } from '../../../src/schemas/messages.js';
import type { Note } from '../../../src/schemas/notes.js';
import * as z from '../../../src/schemas/zod.js';
import { formRender as form, message } from './wire-fixtures.js';

/** A transport whose every answer is `body` (200), once each call. */
function answering(body: () => unknown) {
  return new ApiTransport({
    baseUrl: 'https://api.test/api',
    token: 'static.token.value',
    random: () => 0,
    sleep: async () => {},
    fetch: async () => new Response(JSON.stringify(body()), { status: 200 }),
  });
}

// The keys requests name, recorded where the transport asks the development check for their schemas.
const named: unknown[] = [];
const asked = responseCheck.schema!;
responseCheck.schema = (schema) => {
  named.push(schema);
  return asked(schema);
};
after(() => {
  responseCheck.schema = asked;
});

const note = { id: 'n_1', conversationId: 'c_1' } as Note;
type Api = ApiTransport;
/** Every route function of the elements, called once; `null`: the route checks no body (a 204). */
const ROUTES: [string, (api: Api) => Promise<unknown>, ResponseKey | null][] = [
  ['renderForm', (a) => renderForm(a, 'f_1'), 'FormRender'],
  ['submitForm', (a) => submitForm(a, 'f_1', { data: {} }), 'FormSubmitResult'],
  ['autocompletePlaces', (a) => autocompletePlaces(a, { query: '1 Main' }), 'PlacesResponse'],
  [
    'sendMessage',
    (a) => sendMessage(a, { type: 'SMS', from: '+14155550100', to: '+14155550123', text: 'Hi' }),
    'Message',
  ],
  ['sendTyping', (a) => sendTyping(a, { from: '+14155550100', to: '+14155550123' }), null],
  ['validateMessage', (a) => validateMessage(a, 'sms', { text: 'Hi' }), 'ValidationResult'],
  ['reactToMessage', (a) => reactToMessage(a, { messageId: 'm_1', emoji: '👍' }), 'Message'],
  ['listSchedules', (a) => listSchedules(a), 'Page<Message>'],
  ['cancelSchedule', (a) => cancelSchedule(a, 'm_1'), 'Message'],
  ['listConversations', (a) => listConversations(a), 'Page<Conversation>'],
  ['getConversation', (a) => getConversation(a, 'c_1'), 'ConversationWithMessages'],
  [
    'getConversationByPair',
    (a) => getConversationByPair(a, { from: '+14155550100', to: '+14155550123' }),
    'ConversationWithMessages',
  ],
  ['updateConversation', (a) => updateConversation(a, 'c_1', { notes: '' }), 'Conversation'],
  ['markConversationRead', (a) => markConversationRead(a, 'c_1'), 'Conversation'],
  ['listMessages', (a) => listMessages(a, 'c_1'), 'Page<Message>'],
  ['getLink', (a) => getLink(a, 'lnk_1'), 'LinkWithAnalytics'],
  ['createLink', (a) => createLink(a, { url: 'https://example.com' }), 'Link'],
  ['listLinks', (a) => listLinks(a), 'Page<Link>'],
  ['getAgent', (a) => getAgent(a, 'agent_1'), 'RcsAgent'],
  ['listAgents', (a) => listAgents(a), 'Page<RcsAgent>'],
  ['listCampaigns', (a) => listCampaigns(a), 'Page<RcsCampaign>'],
  [
    'checkCapability',
    (a) => checkCapability(a, { from: 'agent_1', phoneNumbers: ['+14155550123'] }),
    'CapabilityCheckResult',
  ],
  [
    'estimateBlast',
    (a) => estimateBlast(a, 'sms', { audienceId: 'aud_1', from: '+14155550100', text: 'Hi' }),
    'BlastEstimate',
  ],
  ['setConversationStatus', (a) => setConversationStatus(a, 'c_1', 'done'), 'Conversation'],
  ['assignConversation', (a) => assignConversation(a, 'c_1', null), 'Conversation'],
  ['markConversationReadTo', (a) => markConversationReadTo(a, 'c_1'), 'Conversation'],
  ['markConversationUnread', (a) => markConversationUnread(a, 'c_1', 'm_1'), 'Conversation'],
  ['countConversations', (a) => countConversations(a), 'ConversationCounts'],
  ['listMessagesAround', (a) => listMessagesAround(a, 'c_1', 'm_1'), 'MessagePage'],
  ['listMessagesFrom', (a) => listMessagesFrom(a, 'c_1', 'cur'), 'MessagePage'],
  ['getContact', (a) => getContact(a, 'ct_1'), 'Contact'],
  ['listContacts', (a) => listContacts(a), 'Page<Contact>'],
  ['createContact', (a) => createContact(a, { phoneNumber: '+14155550123' }), 'Contact'],
  ['updateContact', (a) => updateContact(a, 'ct_1', { name: 'Ana' }), 'Contact'],
  ['deleteContact', (a) => deleteContact(a, 'ct_1'), null],
  ['getAudience', (a) => getAudience(a, 'aud_1'), 'Audience'],
  ['listAudiences', (a) => listAudiences(a), 'Page<Audience>'],
  ['sendBlast', (a) => sendBlast(a, 'sms', { audienceId: 'aud_1', from: '+14155550100', text: 'Hi' }), 'Blast'],
  ['listBlasts', (a) => listBlasts(a), 'Page<Blast>'],
  ['cancelBlast', (a) => cancelBlast(a, 'bl_1'), 'Blast'],
  ['listBlastRecipients', (a) => listBlastRecipients(a, 'bl_1'), 'Page<BlastRecipient>'],
  ['listNotes', (a) => listNotes(a, 'c_1'), 'Page<Note>'],
  ['createNote', (a) => createNote(a, 'c_1', { text: 'Hi' }), 'Note'],
  ['updateNote', (a) => updateNote(a, note, { text: 'Hi' }), 'Note'],
  ['deleteNote', (a) => deleteNote(a, note), null],
  ['postPresence', (a) => postPresence(a, 'c_1', 'viewing'), null],
  ['listPresence', (a) => listPresence(a, 'c_1'), 'PresenceList'],
];

const badResponse = (e: unknown) => e instanceof ApiError && e.kind === 'bad-response';

describe('the development check’s response schemas', () => {
  it('each key resolves to a zod schema, built once per page', async () => {
    assert.ok(responseKeys.length >= 29, responseKeys.join(' '));
    for (const key of responseKeys) {
      const schema = await responseSchema(key);
      assert.ok(schema && typeof schema === 'object' && '_zod' in schema, key);
      assert.equal(await responseSchema(key), schema, `${key}: one schema per page`);
    }
    await assert.rejects(responseSchema('NoSuchSchema' as ResponseKey), /No response schema is named "NoSuchSchema"/);
  });

  it('every route names its key, the keys the routes name are exactly the map’s, and a wrong body is refused', async () => {
    const used = new Set<unknown>();
    for (const [name, call, key] of ROUTES) {
      named.length = 0;
      const wrong = call(answering(() => ({ data: 42, id: false, status: 'NOT A STATUS' })));
      if (key === null) {
        await wrong; // a 204's route checks nothing, as before
        assert.deepEqual(named, [], name);
        continue;
      }
      await assert.rejects(wrong, badResponse, `${name} accepted a wrong body`);
      assert.deepEqual(named, [key], name);
      used.add(key);
    }
    assert.deepEqual([...used].sort(), [...responseKeys].sort());
  });

  it('a request resolves to what its key’s schema parses, and is refused where that schema refuses (any JSON)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...responseKeys), fc.jsonValue(), async (key, body) => {
        const expected = z.safeParse(await responseSchema(key), body);
        const answer = answering(() => body).request('GET', '/x', { schema: key });
        if (expected.success) assert.deepEqual(await answer, expected.data);
        else await assert.rejects(answer, badResponse);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a near miss of representative routes: one field wrong in a whole body', async () => {
    const cases: [(api: Api) => Promise<unknown>, unknown, unknown][] = [
      [(a) => renderForm(a, 'f_1'), form, { ...form, submitted: 'no' }],
      [(a) => reactToMessage(a, { messageId: 'm_1', emoji: '👍' }), message, { ...message, status: 'LOST' }],
      [
        (a) => listMessages(a, 'c_1'),
        { data: [message], nextCursor: null },
        { data: [{ ...message, direction: 'sideways' }], nextCursor: null },
      ],
      [
        (a) => listMessagesAround(a, 'c_1', 'm_1'),
        { data: [message], nextCursor: null, prevCursor: 'p' },
        { data: [message], nextCursor: null, prevCursor: 7 },
      ],
    ];
    for (const [call, good, bad] of cases) {
      assert.deepEqual(await call(answering(() => good)), good);
      await assert.rejects(call(answering(() => bad)), badResponse);
    }
  });

  it('types: a key names its exact result type; an unknown key, or one of another type, fails tsc', () => {
    const api = answering(() => null);
    // Checked by tsc, not run: each line below would compile were the key's type not enforced.
    const typed = (): void => {
      const form: Promise<FormRender> = api.request('GET', '/x', { schema: 'FormRender' });
      // @ts-expect-error: no such key
      void api.request('GET', '/x', { schema: 'FormRendr' });
      // @ts-expect-error: the key's type is not the one expected
      const wrong: Promise<Message> = api.request('GET', '/x', { schema: 'FormRender' });
      // A zod schema given as it is still types by its output.
      const ok: Promise<{ ok: true }> = api.request('GET', '/x', { schema: z.object({ ok: z.literal(true) }) });
      void [form, wrong, ok];
    };
    assert.equal(typeof typed, 'function');
  });
});
