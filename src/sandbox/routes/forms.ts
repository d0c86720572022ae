/**
 * Hosted forms (spec: Form, Form submission, FORM.SUBMISSION; DESIGN §3 Forms): the server operations
 * (`SERVICE-API-KEY`: create, list, read, update, list submissions, send) and places autocomplete. What a recipient
 * does with a form is in form-submissions.ts, `POST /forms/send` in form-sends.ts, the stored form in form-records.ts.
 */
import type { MiddlewareHandler } from 'hono';
import {
  FormCreateRequest,
  FormListRequest,
  FormSendRequest,
  FormUpdateRequest,
  PlacesRequest,
  type Form,
} from '../../schemas/forms.js';
import type { SandboxContext } from '../context.js';
import { canonicalJson, idempotent, readBody, type SandboxAuth, type SandboxEnv, type SandboxHono } from '../http.js';
import { paginate } from '../cursors.js';
import { searchPlaces } from '../places.js';
import { planForbidden } from '../plans.js';
import {
  createForm,
  defaultSender,
  findForm,
  publicForm,
  publicSubmission,
  requireTeamSender,
  type StoredForm,
} from './form-records.js';
import { commitSend, prepareSend } from './form-sends.js';
import { registerFormSubmissionRoutes } from './form-submissions.js';

export {
  anonymousRecipient,
  createForm,
  defaultSender,
  publicForm,
  publicSubmission,
  type FormDispatch,
  type FormDraftRecord,
  type StoredForm,
} from './form-records.js';
export { RECIPIENT_LINK_TTL_SECONDS, RECIPIENT_SCOPES } from './form-sends.js';

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

  // The recipient's routes come after the server's: Hono tries routes in the order they were added.
  registerFormSubmissionRoutes(app, context, auth, formsEnabled);
}
