/**
 * `POST /forms/send`: a form (an existing one, or one the send creates) sent from a team's sender, as a standalone
 * URL or, with `to`, as a recipient link texted by SMS or as an RCS card. The async part (minting the link's token)
 * is worked out first; the writes then happen at once, under the route's `Idempotency-Key`.
 */
import { isAgentId } from '../../schemas/common.js';
import type { FormSendRequest, FormSendResponse } from '../../schemas/forms.js';
import type { SendRequest } from '../../schemas/messages.js';
import { createEmbedToken, MAX_TTL_SECONDS } from '../../tokens/index.js';
import type { SandboxContext } from '../context.js';
import { problem } from '../http.js';
import { createForm, findForm, publicForm, type StoredForm } from './form-records.js';

/** Recipient links live 24 h: the longest an embed token may live (DESIGN §2). Send again for a fresh link. */
export const RECIPIENT_LINK_TTL_SECONDS = MAX_TTL_SECONDS;
export const RECIPIENT_SCOPES = 'forms:submit forms:read';

/** What a send needs that is async or may fail, worked out before anything is written. */
export interface PreparedSend {
  channel: 'SMS' | 'RCS';
  /** The existing form (`form_id`), or the id reserved for the form this send creates. */
  existing: StoredForm | null;
  formId: string;
  link: { jti: string; url: string } | null;
}

export async function prepareSend(context: SandboxContext, request: FormSendRequest): Promise<PreparedSend> {
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
export function commitSend(
  context: SandboxContext,
  request: FormSendRequest,
  prepared: PreparedSend,
): FormSendResponse {
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
