import { FormCreateRequest, type Form, type FormSubmission } from '../../schemas/forms.js';
import type { SandboxContext } from '../context.js';
import { type SandboxAuth, type SandboxHono } from '../http.js';
import type { FormRecord, SubmissionRecord } from '../store.js';
/** Recipient links live 24 h: the longest an embed token may live (DESIGN §2). Send again for a fresh link. */
export declare const RECIPIENT_LINK_TTL_SECONDS: number;
export declare const RECIPIENT_SCOPES = "forms:submit forms:read";
/** One `/forms/send` with `to`: which link (token `jti`) went to whom, from which sender, into which conversation. */
export interface FormDispatch {
    to: string;
    from: string;
    conversation_id: string;
    message_id: string;
    sent_at: string;
}
/** The stored form: the wire form plus the dispatches of its recipient links (never returned). */
export type StoredForm = FormRecord & {
    dispatches?: Record<string, FormDispatch>;
};
/** The wire form (spec fields + ours) without internal bookkeeping. */
export declare function publicForm(form: StoredForm): Form;
/** The spec's submission record without the sandbox's bookkeeping fields. */
export declare function publicSubmission(record: SubmissionRecord): FormSubmission;
/** Creates and stores a form (used by `POST /forms`, `POST /forms/send {form}` and the demo data). */
export declare function createForm(context: SandboxContext, input: FormCreateRequest, id?: string): StoredForm;
/**
 * The team's default sender (docs/decisions.md "Forms without a sender"): its first phone number, else its first
 * RCS agent, in the order the team's senders were set up. A team without any sender has none: creating a form
 * without `sender` is then a 400.
 */
export declare function defaultSender(context: SandboxContext): string;
/**
 * The recipient an anonymous (URL-only) submission counts as for `submission_count` ("counts distinct
 * recipients"): the submitter's IP address and user agent together, as recorded on the submission. The same
 * browser on the same network submitting again is the same recipient (counted once; each submission is still
 * stored and still sends FORM.SUBMISSION); another browser or network is another recipient.
 */
export declare function anonymousRecipient(ipAddress: string, userAgent: string): string;
export declare function registerFormRoutes(app: SandboxHono, context: SandboxContext, auth: SandboxAuth): void;
