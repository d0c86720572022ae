/**
 * What a recipient does with a form (the embed routes the form element calls, with a recipient link's token or
 * anonymously): render it with any prior answers or draft, keep a draft per link, text the link again, and submit,
 * which stores the submission and sends FORM.SUBMISSION.
 */
import type { MiddlewareHandler } from 'hono';
import { activeKeys } from '../../core/form-logic.js';
import { resolveTheme } from '../../core/theme.js';
import {
  FormDraftRequest,
  FormLinkRequest,
  FormSubmitRequest,
  formDataSchema,
  ownRecord,
  submissionFieldsSnapshot,
  type FormRender,
  type FormSubmitResult,
} from '../../schemas/forms.js';
import type { FormSubmissionEvent } from '../../schemas/webhooks.js';
import * as z from '../../schemas/zod.js';
import type { SandboxContext } from '../context.js';
import {
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
import type { SubmissionRecord } from '../store.js';
import {
  anonymousRecipient,
  defaultSender,
  draftOf,
  findForm,
  publicSubmission,
  recipientOf,
  submissionOf,
  type FormDraftRecord,
  type StoredForm,
} from './form-records.js';

/** Spec: `ip_address` when the request carries no `X-Forwarded-For` (the sandbox runs locally). */
const LOCAL_IP = '127.0.0.1';

function clientIp(forwardedFor: string | undefined): string {
  const first = forwardedFor?.split(',')[0]?.trim();
  return first ? first.slice(0, 64) : LOCAL_IP;
}

/** The recipient's routes; `formsEnabled` is the plan check every form route runs after its credentials. */
export function registerFormSubmissionRoutes(
  app: SandboxHono,
  context: SandboxContext,
  auth: SandboxAuth,
  formsEnabled: MiddlewareHandler<SandboxEnv>,
): void {
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
