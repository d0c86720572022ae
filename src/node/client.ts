/**
 * `ServiceClient`: the service's server-side operations (DESIGN §3 "Server routes"), typed by the shared zod
 * schemas. Sends `SERVICE-API-KEY`; reads every answer bounded and parses it (client-transport.ts); raises one error
 * class per status, refusal or failure (service-errors.ts).
 */
import { Page, type ListRequest } from '../schemas/common.js';
import {
  Conversation,
  ConversationWithMessages,
  ConversationCounts,
  type ConversationAssignRequest,
  type ConversationByPairRequest,
  type ConversationCountsRequest,
  type ConversationListRequest,
  type ConversationStatusRequest,
  type ConversationUpdateRequest,
} from '../schemas/conversations.js';
import { CheckSilentAuthenticationRequestBadRequestError, type BadRequestClass } from './service-errors.js';
import {
  callService,
  transport,
  type CallOptions,
  type Method,
  type SendOptions,
  type ServiceClientOptions,
  type Transport,
} from './client-transport.js';
import {
  Note,
  PresenceList,
  type NoteCreateRequest,
  type NoteListRequest,
  type NoteUpdateRequest,
  type PresenceRequest,
} from '../schemas/notes.js';
import {
  Audience,
  Contact,
  type AudienceCreateRequest,
  type AudienceListRequest,
  type AudienceUpdateRequest,
  type ContactCreateRequest,
  type ContactListRequest,
  type ContactUpdateRequest,
} from '../schemas/contacts.js';
import {
  Blast,
  BlastEstimate,
  type BlastKind,
  type BlastListRequest,
  type BlastMmsRequest,
  type BlastRcsRequest,
  type BlastSmsRequest,
} from '../schemas/blasts.js';
import {
  Form,
  FormSendResponse,
  FormSubmission,
  type FormCreateRequest,
  type FormSendRequest,
  type FormUpdateRequest,
} from '../schemas/forms.js';
import {
  Message,
  ValidationResult,
  type ReactRequest,
  type ScheduleListRequest,
  type SendRequest,
  type TypingRequest,
  type ValidateMmsRequest,
  type ValidateRcsRequest,
  type ValidateSmsRequest,
} from '../schemas/messages.js';
import {
  NetworkRequest,
  SilentAuthCheckResponse,
  SilentAuthCreateResponse,
  type SilentAuthCheckRequest,
  type SilentAuthCreateRequest,
} from '../schemas/silent-auth.js';
import { Webhook, type WebhookAttachRequest, type WebhookDetachRequest } from '../schemas/webhooks.js';
import {
  Link,
  LinkWithAnalytics,
  type LinkCreateRequest,
  type LinkListRequest,
  type LinkUpdateRequest,
} from '../schemas/links.js';
import {
  CapabilityCheckResult,
  RcsAgent,
  RcsCampaign,
  type CapabilityCheckRequest,
  TestAgent,
  Tester,
  WhitelistStatus,
  type AgentListRequest,
  type CampaignListRequest,
  type CampaignUpdateRequest,
  type TestAgentCreateRequest,
  type TestAgentUpdateRequest,
  type WhitelistRequest,
} from '../schemas/agents.js';
import * as z from '../schemas/zod.js';

export {
  SANDBOX_BASE_URL,
  SERVICE_API_VERSION,
  type CallOptions,
  type SendOptions,
  type ServiceClientOptions,
} from './client-transport.js';

const FormPage = Page(Form);
const SubmissionPage = Page(FormSubmission);
const WebhookPage = Page(Webhook);
const ConversationPage = Page(Conversation);
const MessagePage = Page(Message);
const Ignored = z.unknown();
const LinkPage = Page(Link);
const AgentPage = Page(RcsAgent);
const CampaignPage = Page(RcsCampaign);
const TestAgentPage = Page(TestAgent);
const ContactPage = Page(Contact);
const AudiencePage = Page(Audience);
const BlastPage = Page(Blast);
const NotePage = Page(Note);
/** `DELETE /messages/schedule/{id}` answers the Message, or the Blast when `id` is a scheduled blast's. */
const CancelledSchedule = z.union([Message, Blast]);

const segment = (id: string) => {
  if (typeof id !== 'string' || id === '') throw new TypeError('An id must be a non-empty string');
  return encodeURIComponent(id);
};

/**
 * A typed client for the service's server-side operations. Works against the real service or the sandbox.
 *
 * @example
 * ```ts
 * import { ServiceClient, NotFoundError } from '@parley/embeds/node';
 *
 * const parley = new ServiceClient({ apiKey: process.env.PARLEY_API_KEY!, baseUrl: 'http://127.0.0.1:4010/api' });
 * const { url } = await parley.sendForm({ form_id: 'frm_123', from: 'agent_acme', to: '+14155550123' });
 * const { requestId } = await parley.createSilentAuth({ phoneNumber: '+14155550123' });
 * const { status } = await parley.checkSilentAuth(requestId, { code });
 * ```
 */
export class ServiceClient {
  readonly baseUrl: string;
  readonly #transport: Transport;

  /**
   * Throws a `TypeError` naming the option for a missing `apiKey`, a `baseUrl` that is not an http(s) URL, a
   * `timeoutMs` or `maxResponseBytes` out of range, or an option it does not know (`baseURL`: did you mean `baseUrl`?).
   */
  constructor(options: ServiceClientOptions) {
    this.#transport = transport(options);
    this.baseUrl = this.#transport.baseUrl;
  }

  // ------------------------------------------------------------ silent authentication

  /** `POST /network/silent-auth`: starts a request; the app then fetches `jsonUrl`. @example `await parley.createSilentAuth({ phoneNumber: '+14155550123' })` */
  createSilentAuth(body: SilentAuthCreateRequest, options?: CallOptions) {
    return this.#call('POST', '/network/silent-auth', SilentAuthCreateResponse, body, options);
  }
  /** `GET /network/requests/{requestId}`: the current (possibly pending) state. @example `await parley.getNetworkRequest(requestId)` */
  getNetworkRequest(requestId: string, options?: CallOptions) {
    return this.#call('GET', `/network/requests/${segment(requestId)}`, NetworkRequest, undefined, options);
  }
  /**
   * `POST /network/silent-auth/{requestId}/check`: exchanges the app's `code` for the terminal result. A 400 is a
   * {@link CheckSilentAuthenticationRequestBadRequestError}.
   *
   * @example
   * ```ts
   * const { status } = await parley.checkSilentAuth(requestId, { code }); // 'completed' | 'failed'
   * ```
   */
  checkSilentAuth(requestId: string, body: SilentAuthCheckRequest, options?: CallOptions) {
    return this.#call(
      'POST',
      `/network/silent-auth/${segment(requestId)}/check`,
      SilentAuthCheckResponse,
      body,
      options,
      {
        badRequest: CheckSilentAuthenticationRequestBadRequestError,
      },
    );
  }

  // ------------------------------------------------------------ forms

  /** `POST /forms`: creates a form (not sent). @example `await parley.createForm({ name: 'Survey', fields })` */
  createForm(body: FormCreateRequest, options?: CallOptions) {
    return this.#call('POST', '/forms', Form, body, options);
  }
  /** `POST /forms/send`: creates or reuses a form and delivers its URL. @example `await parley.sendForm({ form_id, from, to })` */
  sendForm(body: FormSendRequest, options?: SendOptions) {
    return this.#call('POST', '/forms/send', FormSendResponse, body, options);
  }
  /** `GET /forms/{id}`. @example `await parley.getForm('frm_123')` */
  getForm(id: string, options?: CallOptions) {
    return this.#call('GET', `/forms/${segment(id)}`, Form, undefined, options);
  }
  /** `PATCH /forms/{id}`: partial update. @example `await parley.updateForm('frm_123', { can_update: true })` */
  updateForm(id: string, patch: FormUpdateRequest, options?: CallOptions) {
    return this.#call('PATCH', `/forms/${segment(id)}`, Form, patch, options);
  }
  /** `POST /forms/list`. @example `const { data, nextCursor } = await parley.listForms({ pageSize: 50 })` */
  listForms(params: ListRequest = {}, options?: CallOptions) {
    return this.#call('POST', '/forms/list', FormPage, params, options);
  }
  /** `POST /forms/{id}/submissions/list`. @example `await parley.listFormSubmissions('frm_123')` */
  listFormSubmissions(id: string, params: ListRequest = {}, options?: CallOptions) {
    return this.#call('POST', `/forms/${segment(id)}/submissions/list`, SubmissionPage, params, options);
  }

  // ------------------------------------------------------------ webhooks

  /** `POST /webhooks/attach`: creates (`name`, `url`) or attaches `webhookId`; returns it with `signingSecret`. @example `await parley.attachWebhook({ name: 'crm', url, senders: ['agent_acme'] })` */
  attachWebhook(body: WebhookAttachRequest, options?: CallOptions) {
    return this.#call('POST', '/webhooks/attach', Webhook, body, options);
  }
  /** `POST /webhooks/detach`: detaches from senders, whatever the webhook's status. @example `await parley.detachWebhook({ webhookId, senders })` */
  detachWebhook(body: WebhookDetachRequest, options?: CallOptions) {
    return this.#call('POST', '/webhooks/detach', Webhook, body, options);
  }
  /** `POST /webhooks/list`, optionally for one `sender`. @example `await parley.listWebhooks({ sender: 'agent_acme' })` */
  listWebhooks(params: ListRequest & { sender?: string } = {}, options?: CallOptions) {
    return this.#call('POST', '/webhooks/list', WebhookPage, params, options);
  }
  /** `GET /webhooks/{webhookId}`. @example `await parley.getWebhook('wh_123')` */
  getWebhook(webhookId: string, options?: CallOptions) {
    return this.#call('GET', `/webhooks/${segment(webhookId)}`, Webhook, undefined, options);
  }

  // ------------------------------------------------------------ messaging

  /** `POST /send`, with an optional `Idempotency-Key`. @example `await parley.send({ type: 'SMS', from, to, text: 'Hi' }, { idempotencyKey: orderId })` */
  send(body: SendRequest, options?: SendOptions) {
    return this.#call('POST', '/send', Message, body, options);
  }
  /** `POST /send/typing`. @example `await parley.sendTyping({ from, to })` */
  async sendTyping(body: TypingRequest, options?: CallOptions): Promise<void> {
    await this.#call('POST', '/send/typing', Ignored, body, options);
  }
  /** `POST /messages/validate/sms` (no credits). @example `const { segments } = await parley.validateSms({ text })` */
  validateSms(body: ValidateSmsRequest, options?: CallOptions) {
    return this.#call('POST', '/messages/validate/sms', ValidationResult, body, options);
  }
  /** `POST /messages/validate/mms`. @example `await parley.validateMms({ text, mediaUrls })` */
  validateMms(body: ValidateMmsRequest, options?: CallOptions) {
    return this.#call('POST', '/messages/validate/mms', ValidationResult, body, options);
  }
  /** `POST /messages/validate/rcs`. @example `await parley.validateRcs({ rcs })` */
  validateRcs(body: ValidateRcsRequest, options?: CallOptions) {
    return this.#call('POST', '/messages/validate/rcs', ValidationResult, body, options);
  }
  /** `POST /messages/react`: same emoji again removes it. @example `await parley.react({ messageId, emoji: '👍' })` */
  react(body: ReactRequest, options?: CallOptions) {
    return this.#call('POST', '/messages/react', Message, body, options);
  }
  /** `POST /messages/schedules/list`. @example `await parley.listScheduledMessages({ from })` */
  listScheduledMessages(params: ScheduleListRequest = {}, options?: CallOptions) {
    return this.#call('POST', '/messages/schedules/list', MessagePage, params, options);
  }
  /** `DELETE /messages/schedule/{id}`: cancels before sending. @example `await parley.cancelScheduledMessage('msg_1')` */
  cancelScheduledMessage(id: string, options?: CallOptions) {
    return this.#call('DELETE', `/messages/schedule/${segment(id)}`, Message, undefined, options);
  }
  /** `DELETE /messages/schedule/{id}` for a message or a blast id: resolves to whichever was cancelled. @example `await parley.cancelSchedule(id)` */
  cancelSchedule(id: string, options?: CallOptions) {
    return this.#call('DELETE', `/messages/schedule/${segment(id)}`, CancelledSchedule, undefined, options);
  }

  // ------------------------------------------------------------ contacts and audiences (DESIGN §6)

  /** `POST /contacts` → 201; a second contact with the same phone number is a {@link ConflictError}. @example `await parley.createContact({ phoneNumber: '+14155550123', name: 'Ana' })` */
  createContact(body: ContactCreateRequest, options?: CallOptions) {
    return this.#call('POST', '/contacts', Contact, body, options);
  }
  /** `GET /contacts/{id}`. @example `await parley.getContact('ct_1')` */
  getContact(id: string, options?: CallOptions) {
    return this.#call('GET', `/contacts/${segment(id)}`, Contact, undefined, options);
  }
  /** `PATCH /contacts/{id}`: name, email, tags, description, audienceIds. @example `await parley.updateContact('ct_1', { tags: ['vip'] })` */
  updateContact(id: string, patch: ContactUpdateRequest, options?: CallOptions) {
    return this.#call('PATCH', `/contacts/${segment(id)}`, Contact, patch, options);
  }
  /** `DELETE /contacts/{id}` (204). @example `await parley.deleteContact('ct_1')` */
  async deleteContact(id: string, options?: CallOptions): Promise<void> {
    await this.#call('DELETE', `/contacts/${segment(id)}`, Ignored, undefined, options);
  }
  /** `POST /contacts/list {query?, tag?, audienceId?}`, newest first. @example `await parley.listContacts({ tag: 'vip' })` */
  listContacts(params: ContactListRequest = {}, options?: CallOptions) {
    return this.#call('POST', '/contacts/list', ContactPage, params, options);
  }
  /** `POST /audiences` → 201. @example `await parley.createAudience({ name: 'VIP' })` */
  createAudience(body: AudienceCreateRequest, options?: CallOptions) {
    return this.#call('POST', '/audiences', Audience, body, options);
  }
  /** `GET /audiences/{id}` with its `contactCount`. @example `await parley.getAudience('aud_1')` */
  getAudience(id: string, options?: CallOptions) {
    return this.#call('GET', `/audiences/${segment(id)}`, Audience, undefined, options);
  }
  /** `PATCH /audiences/{id}`. @example `await parley.updateAudience('aud_1', { name: 'VIP 2027' })` */
  updateAudience(id: string, patch: AudienceUpdateRequest, options?: CallOptions) {
    return this.#call('PATCH', `/audiences/${segment(id)}`, Audience, patch, options);
  }
  /** `DELETE /audiences/{id}` (204); its contacts stay, without the membership. @example `await parley.deleteAudience('aud_1')` */
  async deleteAudience(id: string, options?: CallOptions): Promise<void> {
    await this.#call('DELETE', `/audiences/${segment(id)}`, Ignored, undefined, options);
  }
  /** `POST /audiences/list {query?}`. @example `await parley.listAudiences({ query: 'vip' })` */
  listAudiences(params: AudienceListRequest = {}, options?: CallOptions) {
    return this.#call('POST', '/audiences/list', AudiencePage, params, options);
  }
  /** `POST /audiences/{id}/contacts/add {contactIds}`. @example `await parley.addAudienceContacts('aud_1', ['ct_1'])` */
  addAudienceContacts(id: string, contactIds: string[], options?: CallOptions) {
    return this.#call('POST', `/audiences/${segment(id)}/contacts/add`, Audience, { contactIds }, options);
  }
  /** `POST /audiences/{id}/contacts/remove {contactIds}`. @example `await parley.removeAudienceContacts('aud_1', ['ct_1'])` */
  removeAudienceContacts(id: string, contactIds: string[], options?: CallOptions) {
    return this.#call('POST', `/audiences/${segment(id)}/contacts/remove`, Audience, { contactIds }, options);
  }

  // ------------------------------------------------------------ blasts (DESIGN §6)

  /**
   * `POST /messages/blast/{sms|mms|rcs}`: one message to every contact of `audienceId` (optionally at
   * `scheduledTime`), with an optional `Idempotency-Key`. An empty or unknown audience is a {@link BadRequestError}.
   *
   * @example
   * ```ts
   * const blast = await parley.sendBlast('sms', { audienceId: 'aud_vip', from: '+14155550100', text: 'Hi!' }, { idempotencyKey: campaignRunId });
   * ```
   */
  sendBlast(kind: 'sms', body: BlastSmsRequest, options?: SendOptions): Promise<Blast>;
  sendBlast(kind: 'mms', body: BlastMmsRequest, options?: SendOptions): Promise<Blast>;
  sendBlast(kind: 'rcs', body: BlastRcsRequest, options?: SendOptions): Promise<Blast>;
  sendBlast(
    kind: BlastKind,
    body: BlastSmsRequest | BlastMmsRequest | BlastRcsRequest,
    options?: SendOptions,
  ): Promise<Blast> {
    if (kind !== 'sms' && kind !== 'mms' && kind !== 'rcs')
      throw new TypeError(`sendBlast: kind must be sms, mms or rcs; got ${JSON.stringify(kind)}`);
    return this.#call('POST', `/messages/blast/${kind}`, Blast, body, options);
  }
  /**
   * `POST /messages/blast/{sms|mms|rcs}/estimate` (DESIGN §14): with the body `sendBlast` would take, what each contact
   * of the audience will get — `rcs`, `sms`, `mms` and `unreachable` counts with their `reasons`, `segments` and `cost`
   * per leg — by the rules the send applies; nothing is sent. `details: true` adds every recipient with its channel
   * and reason.
   *
   * @example
   * ```ts
   * const { rcs, sms, unreachable, cost } = await parley.estimateBlast('rcs', { audienceId: 'aud_vip', from: 'agent_acme', rcs: { text: 'Hi!' }, fallback: { from: '+14155550100', text: 'Hi!' } });
   * ```
   */
  estimateBlast(
    kind: 'sms',
    body: BlastSmsRequest,
    options?: CallOptions & { details?: boolean },
  ): Promise<BlastEstimate>;
  estimateBlast(
    kind: 'mms',
    body: BlastMmsRequest,
    options?: CallOptions & { details?: boolean },
  ): Promise<BlastEstimate>;
  estimateBlast(
    kind: 'rcs',
    body: BlastRcsRequest,
    options?: CallOptions & { details?: boolean },
  ): Promise<BlastEstimate>;
  estimateBlast(
    kind: BlastKind,
    body: BlastSmsRequest | BlastMmsRequest | BlastRcsRequest,
    options: CallOptions & { details?: boolean } = {},
  ): Promise<BlastEstimate> {
    if (kind !== 'sms' && kind !== 'mms' && kind !== 'rcs')
      throw new TypeError(`estimateBlast: kind must be sms, mms or rcs; got ${JSON.stringify(kind)}`);
    const { details, ...call } = options;
    const query = details ? '?details=true' : '';
    return this.#call('POST', `/messages/blast/${kind}/estimate${query}`, BlastEstimate, body, call);
  }
  /** `POST /messages/blasts/list {status?, audienceId?}`, newest first. @example `await parley.listBlasts({ status: 'SENDING' })` */
  listBlasts(params: BlastListRequest = {}, options?: CallOptions) {
    return this.#call('POST', '/messages/blasts/list', BlastPage, params, options);
  }
  /** `DELETE /messages/schedule/{blastId}`: cancels a scheduled blast before it starts (409 after). @example `await parley.cancelScheduledBlast('blast_1')` */
  cancelScheduledBlast(id: string, options?: CallOptions) {
    return this.#call('DELETE', `/messages/schedule/${segment(id)}`, Blast, undefined, options);
  }

  // ------------------------------------------------------------ conversations

  /** `POST /conversations/list`, newest activity first. @example `await parley.listConversations({ from: 'agent_acme' })` */
  listConversations(params: ConversationListRequest = {}, options?: CallOptions) {
    return this.#call('POST', '/conversations/list', ConversationPage, params, options);
  }
  /** `GET /conversations/{id}` with its newest messages. @example `await parley.getConversation('cnv_1')` */
  getConversation(id: string, options?: CallOptions) {
    return this.#call('GET', `/conversations/${segment(id)}`, ConversationWithMessages, undefined, options);
  }
  /** `POST /conversations/get` by phone-number pair. @example `await parley.getConversationByPair({ from, to })` */
  getConversationByPair(pair: ConversationByPairRequest, options?: CallOptions) {
    return this.#call('POST', '/conversations/get', ConversationWithMessages, pair, options);
  }
  /** `PATCH /conversations/{id}`: internal notes. @example `await parley.updateConversation('cnv_1', { notes })` */
  updateConversation(id: string, patch: ConversationUpdateRequest, options?: CallOptions) {
    return this.#call('PATCH', `/conversations/${segment(id)}`, Conversation, patch, options);
  }
  /** `POST /conversations/{id}/status` (DESIGN §13): open, done, or snoozed until a future time. @example `await parley.setStatus('cnv_1', { status: 'snoozed', snoozedUntil: '2026-12-01T09:00:00Z' })` */
  setStatus(id: string, body: ConversationStatusRequest, options?: CallOptions) {
    return this.#call('POST', `/conversations/${segment(id)}/status`, Conversation, body, options);
  }
  /** `POST /conversations/{id}/assign` (DESIGN §13): a teammate's user id, or null. @example `await parley.assign('cnv_1', { assignee: 'ana@acme.example' })` */
  assign(id: string, body: ConversationAssignRequest, options?: CallOptions) {
    return this.#call('POST', `/conversations/${segment(id)}/assign`, Conversation, body, options);
  }
  /** `POST /conversations/counts`: threads per view (a server call has no user: `mine` and `mentions` are 0). @example `const { open, done } = await parley.countConversations()` */
  countConversations(params: ConversationCountsRequest = {}, options?: CallOptions) {
    return this.#call('POST', '/conversations/counts', ConversationCounts, params, options);
  }
  /** `POST /conversations/{id}/messages/list`, newest first. @example `await parley.listMessages('cnv_1', { pageSize: 50 })` */
  listMessages(id: string, params: ListRequest = {}, options?: CallOptions) {
    return this.#call('POST', `/conversations/${segment(id)}/messages/list`, MessagePage, params, options);
  }

  // ------------------------------------------------------------ team inbox: notes and presence

  /** `POST /conversations/{id}/notes/list`, oldest first (the older single `notes` text first, author null). @example `const { data } = await parley.listNotes('cnv_1')` */
  listNotes(id: string, params: NoteListRequest = {}, options?: CallOptions) {
    return this.#call('POST', `/conversations/${segment(id)}/notes/list`, NotePage, params, options);
  }
  /** `POST /conversations/{id}/notes` → 201; a server call may name the `author` (else none). @example `await parley.createNote('cnv_1', { text: 'Order shipped', author: { id: 'crm', name: 'CRM' } })` */
  createNote(id: string, body: NoteCreateRequest, options?: CallOptions) {
    return this.#call('POST', `/conversations/${segment(id)}/notes`, Note, body, options);
  }
  /** `PATCH /conversations/{id}/notes/{noteId}`: the server may edit any note. @example `await parley.updateNote('cnv_1', 'note_1', { text: 'Refunded' })` */
  updateNote(id: string, noteId: string, patch: NoteUpdateRequest, options?: CallOptions) {
    return this.#call('PATCH', `/conversations/${segment(id)}/notes/${segment(noteId)}`, Note, patch, options);
  }
  /** `DELETE /conversations/{id}/notes/{noteId}` (204). @example `await parley.deleteNote('cnv_1', 'note_1')` */
  async deleteNote(id: string, noteId: string, options?: CallOptions): Promise<void> {
    await this.#call('DELETE', `/conversations/${segment(id)}/notes/${segment(noteId)}`, Ignored, undefined, options);
  }
  /** `POST /conversations/{id}/presence` (204) for a teammate the server acts for: refresh within 30 s or it ends. @example `await parley.setPresence('cnv_1', { state: 'viewing', user: { id: 'bot', name: 'Assistant' } })` */
  async setPresence(id: string, body: PresenceRequest, options?: CallOptions): Promise<void> {
    await this.#call('POST', `/conversations/${segment(id)}/presence`, Ignored, body, options);
  }
  /** `GET /conversations/{id}/presence`: who is viewing or typing in the thread now. @example `const { data } = await parley.listPresence('cnv_1')` */
  listPresence(id: string, options?: CallOptions) {
    return this.#call('GET', `/conversations/${segment(id)}/presence`, PresenceList, undefined, options);
  }

  // ------------------------------------------------------------ short links

  /** `POST /tools/url`: a tracked short link (http/https destinations only). @example `const { shortUrl } = await parley.createLink({ url: 'https://acme.example/menu' })` */
  createLink(body: LinkCreateRequest, options?: CallOptions) {
    return this.#call('POST', '/tools/url', Link, body, options);
  }
  /** `GET /tools/url/{linkId}`: the link and its click analytics. @example `const { analytics } = await parley.getLink('lnk_1')` */
  getLink(linkId: string, options?: CallOptions) {
    return this.#call('GET', `/tools/url/${segment(linkId)}`, LinkWithAnalytics, undefined, options);
  }
  /** `PATCH /tools/url/{linkId}`: new destination or expiry (`null` removes it); the short URL stays. @example `await parley.updateLink('lnk_1', { url: 'https://acme.example/winter' })` */
  updateLink(linkId: string, patch: LinkUpdateRequest, options?: CallOptions) {
    return this.#call('PATCH', `/tools/url/${segment(linkId)}`, Link, patch, options);
  }
  /** `POST /tools/url/list`, newest first. @example `await parley.listLinks({ sender: 'agent_acme' })` */
  listLinks(params: LinkListRequest = {}, options?: CallOptions) {
    return this.#call('POST', '/tools/url/list', LinkPage, params, options);
  }

  // ------------------------------------------------------------ RCS agents and campaigns

  /** `POST /rcs/agents/list`. @example `const { data } = await parley.listAgents()` */
  listAgents(params: AgentListRequest = {}, options?: CallOptions) {
    return this.#call('POST', '/rcs/agents/list', AgentPage, params, options);
  }
  /**
   * `POST /rcs/capability/check {from, phoneNumbers}` (DESIGN §14): whether each number (at most 10,000) gets RCS
   * from agent `from`, and why not (`carrier_not_launched`, `device_not_capable`, `opted_out`, `invalid`), in order.
   *
   * @example
   * ```ts
   * const { data } = await parley.checkCapability({ from: 'agent_acme', phoneNumbers: ['+14155550123'] });
   * ```
   */
  checkCapability(body: CapabilityCheckRequest, options?: CallOptions): Promise<CapabilityCheckResult> {
    return this.#call('POST', '/rcs/capability/check', CapabilityCheckResult, body, options);
  }
  /** `GET /rcs/agents/{agentId}`: identity, branding and per-carrier launch state. @example `await parley.getAgent('agent_acme')` */
  getAgent(agentId: string, options?: CallOptions) {
    return this.#call('GET', `/rcs/agents/${segment(agentId)}`, RcsAgent, undefined, options);
  }
  /** `POST /rcs/campaigns/list`. @example `await parley.listCampaigns({ status: 'IN_REVIEW' })` */
  listCampaigns(params: CampaignListRequest = {}, options?: CallOptions) {
    return this.#call('POST', '/rcs/campaigns/list', CampaignPage, params, options);
  }
  /** `GET /rcs/campaigns/{publicId}`. @example `await parley.getCampaign('cmp_1')` */
  getCampaign(publicId: string, options?: CallOptions) {
    return this.#call('GET', `/rcs/campaigns/${segment(publicId)}`, RcsCampaign, undefined, options);
  }
  /** `PATCH /rcs/campaigns/{publicId}`: a campaign under review is a {@link BadRequestError}. @example `await parley.updateCampaign('cmp_1', { opt_in_method })` */
  updateCampaign(publicId: string, patch: CampaignUpdateRequest, options?: CallOptions) {
    return this.#call('PATCH', `/rcs/campaigns/${segment(publicId)}`, RcsCampaign, patch, options);
  }
  /** `POST /rcs/campaigns/{publicId}/submit`: DRAFT or REJECTED → IN_REVIEW. @example `await parley.submitCampaign('cmp_1')` */
  submitCampaign(publicId: string, options?: CallOptions) {
    return this.#call('POST', `/rcs/campaigns/${segment(publicId)}/submit`, RcsCampaign, undefined, options);
  }

  // ------------------------------------------------------------ RCS test agents

  /** `POST /rcs/test/agents`: at most 5 per Pro account (the 6th is a {@link BadRequestError}). @example `await parley.createTestAgent({ name: 'Lab' })` */
  createTestAgent(body: TestAgentCreateRequest, options?: CallOptions) {
    return this.#call('POST', '/rcs/test/agents', TestAgent, body, options);
  }
  /** `GET /rcs/test/agents/{agentId}`. @example `await parley.getTestAgent('agent_test_1')` */
  getTestAgent(agentId: string, options?: CallOptions) {
    return this.#call('GET', `/rcs/test/agents/${segment(agentId)}`, TestAgent, undefined, options);
  }
  /** `PATCH /rcs/test/agents/{agentId}`: branding and contact merge. @example `await parley.updateTestAgent(id, { name: 'Lab 2' })` */
  updateTestAgent(agentId: string, patch: TestAgentUpdateRequest, options?: CallOptions) {
    return this.#call('PATCH', `/rcs/test/agents/${segment(agentId)}`, TestAgent, patch, options);
  }
  /** `POST /rcs/test/agents/list`. @example `await parley.listTestAgents()` */
  listTestAgents(params: ListRequest = {}, options?: CallOptions) {
    return this.#call('POST', '/rcs/test/agents/list', TestAgentPage, params, options);
  }
  /** `POST /rcs/test/agents/{agentId}/whitelist`: invites a tester (PENDING until accepted). @example `await parley.whitelistTester(id, { phoneNumber: '+14155550142' })` */
  whitelistTester(agentId: string, body: WhitelistRequest, options?: CallOptions) {
    return this.#call('POST', `/rcs/test/agents/${segment(agentId)}/whitelist`, Tester, body, options);
  }
  /** `GET /rcs/test/agents/{agentId}/whitelist`: every tester's status, or one number's. @example `await parley.getWhitelistStatus(id)` */
  getWhitelistStatus(agentId: string, phoneNumber?: string, options?: CallOptions) {
    const query = phoneNumber === undefined ? '' : `?phoneNumber=${encodeURIComponent(phoneNumber)}`;
    return this.#call(
      'GET',
      `/rcs/test/agents/${segment(agentId)}/whitelist${query}`,
      WhitelistStatus,
      undefined,
      options,
    );
  }

  // ------------------------------------------------------------ transport (client-transport.ts)

  #call<S extends z.ZodMiniType>(
    method: Method,
    path: string,
    schema: S,
    body: unknown,
    options: SendOptions = {},
    errors: { badRequest?: BadRequestClass } = {},
  ): Promise<z.output<S>> {
    return callService(this.#transport, method, path, schema, body, options, errors.badRequest);
  }
}
