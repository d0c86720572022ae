/**
 * Hosted forms (spec: Form, Form submission, FORM.SUBMISSION; DESIGN §3 Forms): the server operations
 * (`SERVICE-API-KEY`), the embed routes the form element calls (render, submit, places; a recipient token or
 * anonymous), and recipient links minted by `POST /forms/send`.
 */
import type { MiddlewareHandler } from 'hono';
import { isAgentId } from '../../schemas/common.js';
import { activeKeys } from '../../core/form-logic.js';
import { resolveTheme } from '../../core/theme.js';
import {
  FormCreateRequest,
  FormDraftRequest,
  FormLinkRequest,
  FormListRequest,
  FormSendRequest,
  FormSubmitRequest,
  FormUpdateRequest,
  PlacesRequest,
  formDataSchema,
  ownRecord,
  submissionFieldsSnapshot,
  type Form,
  type FormRender,
  type FormSendResponse,
  type FormSubmission,
  type FormSubmitResult,
} from '../../schemas/forms.js';
import type { SendRequest } from '../../schemas/messages.js';
import type { FormSubmissionEvent } from '../../schemas/webhooks.js';
import * as z from '../../schemas/zod.js';
import { createEmbedToken, MAX_TTL_SECONDS } from '../../tokens/index.js';
import type { SandboxContext } from '../context.js';
import {
  canonicalJson,
  canSee,
  idempotent,
  problem,
  parseStrict,
  readBody,
  readJson,
  type Caller,
  type SandboxAuth,
  type SandboxEnv,
  type SandboxHono,
} from '../http.js';
import { paginate } from '../cursors.js';
import { searchPlaces } from '../places.js';
import { planForbidden } from '../plans.js';
import type { FormRecord, SubmissionRecord } from '../store.js';

/** Recipient links live 24 h: the longest an embed token may live (DESIGN §2). Send again for a fresh link. */
export const RECIPIENT_LINK_TTL_SECONDS = MAX_TTL_SECONDS;
export const RECIPIENT_SCOPES = 'forms:submit forms:read';
/** Spec: `ip_address` when the request carries no `X-Forwarded-For` (the sandbox runs locally). */
const LOCAL_IP = '127.0.0.1';

/** One `/forms/send` with `to`: which link (token `jti`) went to whom, from which sender, into which conversation. */
export interface FormDispatch {
  to: string;
  from: string;
  conversation_id: string;
  message_id: string;
  sent_at: string;
}

/** The unsent answers of one recipient link (token `jti`), as the form's inputs hold them (DESIGN §15). */
export interface FormDraftRecord {
  data: Record<string, unknown>;
  saved_at: string;
}

/**
 * The stored form: the wire form plus the dispatches of its recipient links and their drafts (never returned).
 * Drafts live on the form's record, so they are journaled with it (`--data`) and go when the form goes.
 */
export type StoredForm = FormRecord & {
  dispatches?: Record<string, FormDispatch>;
  drafts?: Record<string, FormDraftRecord>;
};

// ---------------------------------------------------------------- records

/** The wire form (spec fields + ours) without internal bookkeeping. */
export function publicForm(form: StoredForm): Form {
  const { dispatches: _dispatches, drafts: _drafts, ...rest } = form;
  return rest;
}

/** The spec's submission record without the sandbox's bookkeeping fields. */
export function publicSubmission(record: SubmissionRecord): FormSubmission {
  const { id, from, to, data, fields, ip_address, user_agent, submitted_at } = record;
  return { id, from, to, data, fields, ip_address, user_agent, submitted_at };
}

/** Creates and stores a form (used by `POST /forms`, `POST /forms/send {form}` and the demo data). */
export function createForm(context: SandboxContext, input: FormCreateRequest, id = context.newId('form')): StoredForm {
  const now = context.nowIso();
  // The team's default sender (docs/decisions/038-sandbox-http-conformance.md), so submissions always have a `from`
  // (null only when the team has no sender at all: POST /forms refuses that, and so does a submit).
  const sender = input.sender ?? defaultSenderOrNull(context);
  const form: StoredForm = {
    id,
    url: `${context.options.formsUrl}/${id}`,
    name: input.name,
    title: input.title ?? null,
    description: input.description ?? null,
    fields: input.fields,
    can_update: input.can_update ?? false,
    theme_override: input.theme_override ?? {},
    submission_count: 0,
    last_submitted_at: null,
    sender,
    created_at: now,
    updated_at: now,
    dispatches: {},
  };
  context.store.data.forms[id] = form;
  context.changed();
  return form;
}

/**
 * The team's default sender (docs/decisions/038-sandbox-http-conformance.md): its first phone number, else its first
 * RCS agent, in the order the team's senders were set up. A team without any sender has none: creating a form
 * without `sender` is then a 400.
 */
export function defaultSender(context: SandboxContext): string {
  const chosen = defaultSenderOrNull(context);
  if (chosen === null)
    throw problem.invalid(`sender: required, since team ${context.options.team} has no sender to default to`);
  return chosen;
}

function defaultSenderOrNull(context: SandboxContext): string | null {
  const senders = Object.values(context.store.data.senders);
  return (senders.find((s) => s.type === 'phone') ?? senders[0])?.id ?? null;
}

function findForm(context: SandboxContext, id: string, caller?: Caller): StoredForm {
  const form = context.store.data.forms[id] as StoredForm | undefined;
  // A form outside the token's `res` answers like a missing one, so tokens cannot probe for ids.
  if (!form || (caller && !canSee(caller, { form: form.id, sender: form.sender })))
    throw problem.notFound(`Form ${id}`);
  return form;
}

/**
 * Who is answering (docs/sandbox-forms-webhooks.md "Recipients"): a token's `sub` (edits and distinct counting);
 * an anonymous submitter is not identified (`key` null: no edits, no prior answers) and is counted as a recipient
 * by {@link anonymousRecipient}.
 */
function recipientOf(form: StoredForm, caller: Caller): { key: string | null; dispatch: FormDispatch | null } {
  if (caller.kind !== 'embed') return { key: null, dispatch: null };
  const jti = caller.token.claims.jti;
  // Own keys only: a `jti` such as "__proto__" must not read the prototype.
  const dispatch = form.dispatches && Object.hasOwn(form.dispatches, jti) ? form.dispatches[jti]! : null;
  return { key: caller.user, dispatch };
}

/**
 * The recipient an anonymous (URL-only) submission counts as for `submission_count` ("counts distinct
 * recipients"): the submitter's IP address and user agent together, as recorded on the submission. The same
 * browser on the same network submitting again is the same recipient (counted once; each submission is still
 * stored and still sends FORM.SUBMISSION); another browser or network is another recipient.
 */
export function anonymousRecipient(ipAddress: string, userAgent: string): string {
  return `anonymous:${ipAddress}|${userAgent}`;
}

function draftOf(form: StoredForm, jti: string): FormDraftRecord | null {
  return form.drafts && Object.hasOwn(form.drafts, jti) ? form.drafts[jti]! : null;
}

function submissionOf(context: SandboxContext, formId: string, recipient: string): SubmissionRecord | undefined {
  return Object.values(context.store.data.submissions).find((s) => s.form_id === formId && s.recipient === recipient);
}

/** A form's `sender` must be one of the team's senders (spec, Errors 400: "inaccessible data"). */
function requireTeamSender(context: SandboxContext, sender: string | undefined): void {
  if (sender !== undefined && !context.store.data.senders[sender]) {
    throw problem.invalid(`sender: ${sender} is not a sender of team ${context.options.team}`);
  }
}

function clientIp(forwardedFor: string | undefined): string {
  const first = forwardedFor?.split(',')[0]?.trim();
  return first ? first.slice(0, 64) : LOCAL_IP;
}

// ---------------------------------------------------------------- routes

export function registerFormRoutes(app: SandboxHono, context: SandboxContext, auth: SandboxAuth): void {
  /** Spec, Authentication 3: a subscription without forms answers 403 (after the credentials check). */
  const formsEnabled: MiddlewareHandler<SandboxEnv> = async (_c, next) => {
    if (!context.options.features.forms) throw planForbidden(context, 'forms');
    await next();
  };
  const server = [auth.apiKey(), formsEnabled] as const;

  app.post('/forms', ...server, async (c) => {
    const input = await readBody(c, FormCreateRequest);
    requireTeamSender(context, input.sender);
    if (input.sender === undefined) defaultSender(context); // no sender and no default: a 400, not a silent form
    return c.json(publicForm(createForm(context, input)), 201);
  });

  app.post('/forms/list', ...server, async (c) => {
    const request = await readBody(c, FormListRequest);
    const page = paginate(
      context,
      'forms',
      Object.values(context.store.data.forms) as StoredForm[],
      (f) => [f.created_at, f.id],
      request,
    );
    return c.json({ data: page.data.map(publicForm), nextCursor: page.nextCursor });
  });

  app.post('/forms/send', ...server, async (c) => {
    const request = await readBody(c, FormSendRequest);
    const prepared = await prepareSend(context, request);
    // DESIGN §3: sends accept Idempotency-Key (a retried send neither creates a second form nor texts twice).
    return idempotent(context, c, () => ({ status: 200, body: commitSend(context, request, prepared) }));
  });

  app.post('/forms/places/autocomplete', auth.optional('forms:read'), formsEnabled, async (c) => {
    const { query, country } = await readBody(c, PlacesRequest);
    return c.json({ data: searchPlaces(query, country) });
  });

  app.get('/forms/:id', ...server, (c) => c.json(publicForm(findForm(context, c.req.param('id')))));

  app.patch('/forms/:id', ...server, async (c) => {
    const form = findForm(context, c.req.param('id'));
    const patch = await readBody(c, FormUpdateRequest);
    requireTeamSender(context, patch.sender);
    // Partial update: only the keys given change; `theme_override` and `fields` are replaced as a whole. One that
    // changes nothing (`{}`, or only values the form has) is no update: updated_at and the journal stay as they were.
    const given = Object.entries(patch).filter(([, value]) => value !== undefined);
    const same = ([key, value]: [string, unknown]) => canonicalJson(value) === canonicalJson(form[key as keyof Form]);
    if (given.every(same)) return c.json(publicForm(form));
    Object.assign(form, Object.fromEntries(given));
    form.updated_at = context.nowIso();
    context.store.touch('forms', form.id);
    context.changed();
    return c.json(publicForm(form));
  });

  app.post('/forms/:id/submissions/list', ...server, async (c) => {
    const form = findForm(context, c.req.param('id'));
    const request = await readBody(c, FormListRequest);
    const rows = Object.values(context.store.data.submissions).filter((s) => s.form_id === form.id);
    const page = paginate(
      context,
      { kind: 'submissions', scope: form.id },
      rows,
      (s) => [s.submitted_at, s.id],
      request,
    );
    return c.json({ data: page.data.map(publicSubmission), nextCursor: page.nextCursor });
  });

  app.get('/forms/:id/render', auth.optional('forms:read'), formsEnabled, (c) => {
    const caller = c.get('caller');
    const form = findForm(context, c.req.param('id'), caller);
    const { key, dispatch } = recipientOf(form, caller);
    const earlier = key !== null ? submissionOf(context, form.id, key) : undefined;
    const render: FormRender = {
      form: {
        id: form.id,
        name: form.name,
        title: form.title,
        description: form.description,
        fields: form.fields,
        can_update: form.can_update,
      },
      theme: resolveTheme(context.teamTheme(), form.theme_override),
      // A can_update form shows these answers to edit, a one-time link shows them read-only.
      prior: earlier ? { data: earlier.data, submitted_at: earlier.submitted_at } : null,
      recipient: dispatch ? { to: dispatch.to } : null,
      submitted: earlier !== undefined,
      answered_at: earlier?.submitted_at ?? null,
      // The link's unsent answers (another device resumes them); none once a one-time link is answered.
      draft: (earlier && !form.can_update) || caller.kind !== 'embed' ? null : draftOf(form, caller.token.claims.jti),
    };
    return c.json(render);
  });

  app.put('/forms/:id/draft', auth.optional('forms:submit'), formsEnabled, async (c) => {
    const caller = c.get('caller');
    credentialsOf(caller);
    const form = findForm(context, c.req.param('id'), caller);
    const { data } = await readBody(c, FormDraftRequest);
    // A draft holds answers in any state, but only to this form's fields: another key is refused by name.
    const fields = Object.fromEntries(form.fields.map((field) => [field.key, z.optional(z.unknown())]));
    parseStrict(z.object({ data: z.object(fields) }), { data: ownRecord(data) }, 'Draft');
    const jti = linkOf(caller);
    const { key } = recipientOf(form, caller);
    const earlier = key !== null ? submissionOf(context, form.id, key) : undefined;
    if (earlier && !form.can_update) throw problem.conflict('This form was already submitted');
    const draft: FormDraftRecord = { data: { ...ownRecord(data) }, saved_at: context.nowIso() };
    form.drafts ??= Object.create(null) as Record<string, FormDraftRecord>;
    form.drafts[jti] = draft;
    context.store.touch('forms', form.id);
    context.changed();
    return c.json(draft);
  });

  app.post('/forms/:id/draft/link', auth.optional('forms:submit'), formsEnabled, async (c) => {
    const caller = c.get('caller');
    credentialsOf(caller);
    const form = findForm(context, c.req.param('id'), caller);
    await readBody(c, FormLinkRequest);
    linkOf(caller);
    const { dispatch } = recipientOf(form, caller);
    if (!dispatch)
      throw problem.invalid('Only a link sent to a phone number (POST /forms/send with to) can be texted again');
    const token = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]?.trim();
    const url = `${form.url}?t=${token}`;
    const text = `${form.title ?? form.name}\n${url}`;
    // The same link into the same conversation: the sender and recipient of the first message.
    const sent = context.messaging.send({ type: 'SMS', from: dispatch.from, to: dispatch.to, text });
    return c.json({ to: dispatch.to, message_id: sent.id });
  });

  /**
   * Drafts need credentials, checked before the form and the body as on every route: none at all is the spec's 401
   * (missing credentials), where the route's optional auth would let an anonymous caller through.
   */
  function credentialsOf(caller: Caller): void {
    if (caller.kind === 'anonymous')
      throw problem.unauthorized(
        "Missing credentials: drafts are kept per recipient link; send Authorization: Bearer <the link's embed token>",
      );
  }

  /** The link (token `jti`) a draft belongs to; only a recipient token has one (the API key is a 400). */
  function linkOf(caller: Caller): string {
    if (caller.kind !== 'embed')
      throw problem.invalid('Drafts are kept per recipient link: call with the token of the form link');
    return caller.token.claims.jti;
  }

  app.post('/forms/:id/submit', auth.optional('forms:submit'), formsEnabled, async (c) => {
    const caller = c.get('caller');
    const form = findForm(context, c.req.param('id'), caller);
    await readBody(c, FormSubmitRequest);
    // The answers as sent, as a record without a prototype: a field keyed `constructor` or `toString` reads only
    // the submitter's own key, and `__proto__` is judged as the unknown key it is (not dropped, not a prototype).
    const raw = (await readJson(c)) as { data: object };
    const answers = ownRecord(raw.data);
    // DESIGN §11, as the element judges it (core/form-logic.ts): a field whose condition does not hold on the
    // answers is neither required nor stored; an answer sent for it is dropped.
    const active = activeKeys(form.fields, answers);
    for (const field of form.fields) if (!active.has(field.key)) delete answers[field.key];
    // Wrapped in `{data}` so the 400 tree reads errors.properties.data.properties.<field key>.
    const result = parseStrict(
      z.object({ data: formDataSchema(form.fields, active, { now: new Date(context.clock.now()), zone: 'service' }) }),
      { data: answers },
      'Submission',
    );
    const data = ownRecord(result.data as object);
    // With an Idempotency-Key, a retry after a lost reply replays the first answer instead of storing again.
    return idempotent(context, c, () => commitSubmission(form, caller, data, c.req));
  });

  function commitSubmission(
    form: StoredForm,
    caller: Caller,
    data: Record<string, unknown>,
    request: { header(name: string): string | undefined },
  ): { status: 200 | 201; body: FormSubmitResult } {
    const { key, dispatch } = recipientOf(form, caller);
    const earlier = key === null ? undefined : submissionOf(context, form.id, key);
    if (earlier && !form.can_update) throw problem.conflict('This form was already submitted');

    const now = context.nowIso();
    const answers = {
      // A plain object again for the wire and the store (its keys were read as own keys above).
      data: { ...data },
      fields: submissionFieldsSnapshot(form.fields, data),
      ip_address: clientIp(request.header('x-forwarded-for')),
      user_agent: (request.header('user-agent') ?? '').slice(0, 1024),
      submitted_at: now,
    };
    const recipient = key ?? anonymousRecipient(answers.ip_address, answers.user_agent);
    let record: SubmissionRecord;
    if (earlier) {
      record = Object.assign(earlier, answers);
      context.store.touch('submissions', record.id);
    } else {
      const id = context.newId('sub');
      // Spec: submission_count "counts distinct recipients" (an anonymous one as anonymousRecipient defines).
      const newRecipient = key !== null || submissionOf(context, form.id, recipient) === undefined;
      record = {
        id,
        // Never empty: forms get the team's default sender at creation; older stored forms get it here.
        from: dispatch?.from ?? form.sender ?? defaultSender(context),
        to: dispatch?.to ?? null,
        ...answers,
        form_id: form.id,
        recipient,
        conversation_id: dispatch?.conversation_id ?? null,
      };
      context.store.data.submissions[id] = record;
      if (newRecipient) form.submission_count += 1;
    }
    form.last_submitted_at = now;
    // The link's draft is sent: a reload or another device shows the answers, not the draft.
    if (caller.kind === 'embed' && form.drafts && Object.hasOwn(form.drafts, caller.token.claims.jti))
      delete form.drafts[caller.token.claims.jti];
    context.store.touch('forms', form.id);
    context.changed();

    const submission = publicSubmission(record);
    {
      const event: FormSubmissionEvent = {
        type: 'FORM.SUBMISSION',
        sender: record.from,
        // Spec: populated only for forms dispatched through /forms/send with `to`; null for URL-only sends.
        conversation:
          record.conversation_id && record.to ? { id: record.conversation_id, from: record.from, to: record.to } : null,
        form: { id: form.id, url: form.url, name: form.name },
        submission,
      };
      context.webhooks.emit(record.from, event);
    }

    const theme = resolveTheme(context.teamTheme(), form.theme_override);
    const response: FormSubmitResult = {
      submission,
      updated: earlier !== undefined,
      successMessage: theme.successMessage ?? null,
      redirectUrl: theme.redirectUrl ?? null,
    };
    return { status: earlier ? 200 : 201, body: response };
  }
}

// ---------------------------------------------------------------- /forms/send

/** What a send needs that is async or may fail, worked out before anything is written. */
interface PreparedSend {
  channel: 'SMS' | 'RCS';
  /** The existing form (`form_id`), or the id reserved for the form this send creates. */
  existing: StoredForm | null;
  formId: string;
  link: { jti: string; url: string } | null;
}

async function prepareSend(context: SandboxContext, request: FormSendRequest): Promise<PreparedSend> {
  const channel = request.channel ?? (isAgentId(request.from) ? 'RCS' : 'SMS');
  if (
    request.to === undefined &&
    (request.channel !== undefined || request.text !== undefined || request.scheduledTime !== undefined)
  ) {
    throw problem.invalid(
      'channel, text and scheduledTime apply only when to is given (without to, the standalone form URL is returned and nothing is sent)',
    );
  }
  if (channel === 'RCS' && !isAgentId(request.from))
    throw problem.invalid('channel RCS needs from to be an RCS agent id (agent_…)');
  if (channel === 'SMS' && isAgentId(request.from))
    throw problem.invalid('channel SMS needs from to be a phone number');

  const existing = request.form_id !== undefined ? findForm(context, request.form_id) : null;
  const formId = existing?.id ?? context.newId('form');
  if (request.to === undefined) return { channel, existing, formId, link: null };

  const jti = randomToken();
  const token = await createEmbedToken({
    key: { kid: context.options.embedKid, secret: context.options.embedSecret },
    team: context.options.team,
    user: request.to,
    scopes: RECIPIENT_SCOPES,
    resources: { forms: [formId] },
    ttl: RECIPIENT_LINK_TTL_SECONDS,
    now: context.clock.now(),
    jti,
  });
  return { channel, existing, formId, link: { jti, url: `${context.options.formsUrl}/${formId}?t=${token}` } };
}

/** The writes of a send (synchronous, so the idempotency record and the side effects cannot interleave). */
function commitSend(context: SandboxContext, request: FormSendRequest, prepared: PreparedSend): FormSendResponse {
  const form = prepared.existing ?? createForm(context, { ...request.form!, sender: request.from }, prepared.formId);
  if (form.sender !== request.from) {
    form.sender = request.from;
    form.updated_at = context.nowIso();
    context.store.touch('forms', form.id);
    context.changed();
  }
  if (!prepared.link || request.to === undefined) return { form: publicForm(form), url: form.url };

  const { jti, url } = prepared.link;
  const title = form.title ?? form.name;
  const message: SendRequest =
    prepared.channel === 'RCS'
      ? {
          type: 'RCS',
          from: request.from,
          to: request.to,
          ...(request.scheduledTime !== undefined ? { scheduledTime: request.scheduledTime } : {}),
          rcs: {
            card: {
              title: title.slice(0, 200),
              description: request.text ?? form.description ?? 'Tap below to open the form.',
              suggestions: [{ type: 'openUrl', text: 'Open form', url }],
            },
          },
        }
      : {
          type: 'SMS',
          from: request.from,
          to: request.to,
          text: `${request.text ?? title}\n${url}`,
          ...(request.scheduledTime !== undefined ? { scheduledTime: request.scheduledTime } : {}),
        };
  let sent;
  try {
    sent = context.messaging.send(message);
  } catch (error) {
    // A form created by this call is not left behind when its delivery is refused.
    if (!prepared.existing) delete context.store.data.forms[form.id];
    throw error;
  }

  form.dispatches ??= {};
  form.dispatches[jti] = {
    to: request.to,
    from: request.from,
    conversation_id: sent.conversationId,
    message_id: sent.id,
    sent_at: context.nowIso(),
  };
  context.store.touch('forms', form.id);
  context.changed();
  return { form: publicForm(form), url, message_id: sent.id, submission: { to: request.to } };
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
