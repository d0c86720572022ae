/**
 * The stored form and what the form routes share about it: its record beside the wire form (recipient links'
 * dispatches and drafts), creating one with the team's default sender, finding one as a caller may see it, and who
 * is answering it (a recipient link, or an anonymous submitter).
 */
import type { FormCreateRequest, Form, FormSubmission } from '../../schemas/forms.js';
import type { SandboxContext } from '../context.js';
import { canSee, problem, type Caller } from '../http.js';
import type { FormRecord, SubmissionRecord } from '../store.js';

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

/** The form `id` as `caller` may see it (a server call sees every form); else a 404. */
export function findForm(context: SandboxContext, id: string, caller?: Caller): StoredForm {
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
export function recipientOf(form: StoredForm, caller: Caller): { key: string | null; dispatch: FormDispatch | null } {
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

/** The unsent answers of recipient link `jti`, if it has any. */
export function draftOf(form: StoredForm, jti: string): FormDraftRecord | null {
  return form.drafts && Object.hasOwn(form.drafts, jti) ? form.drafts[jti]! : null;
}

/** What `recipient` submitted to form `formId`, if they answered already. */
export function submissionOf(context: SandboxContext, formId: string, recipient: string): SubmissionRecord | undefined {
  return Object.values(context.store.data.submissions).find((s) => s.form_id === formId && s.recipient === recipient);
}

/** A form's `sender` must be one of the team's senders (spec, Errors 400: "inaccessible data"). */
export function requireTeamSender(context: SandboxContext, sender: string | undefined): void {
  if (sender !== undefined && !context.store.data.senders[sender]) {
    throw problem.invalid(`sender: ${sender} is not a sender of team ${context.options.team}`);
  }
}
