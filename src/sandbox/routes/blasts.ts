/**
 * Blast routes (DESIGN §6): `POST /messages/blast/{sms|mms|rcs}` (idempotent like `/send`), its estimate
 * `POST /messages/blast/{sms|mms|rcs}/estimate` (DESIGN §14: the same body, nothing sent, `?details=true` lists each
 * recipient), `POST /messages/blasts/list`, and the blast half of `DELETE /messages/schedule/{id}` (a blast id cancels the
 * scheduled blast; a message id falls through to the message routes). Registered before the message routes.
 */
import {
  BlastEstimateQuery,
  BlastListRequest,
  BlastMmsRequest,
  BlastRecipientListRequest,
  type BlastRecipient,
  BlastRcsRequest,
  BlastSmsRequest,
  type BlastKind,
  type BlastRequest,
} from '../../schemas/blasts.js';
import type { SandboxContext } from '../context.js';
import type { Context } from 'hono';
import { canSee, idempotent, problem, readBody, type SandboxAuth, type SandboxEnv, type SandboxHono } from '../http.js';
import { paginate } from '../cursors.js';
import type { Blasts } from '../services/blasts.js';
import type { Messaging } from '../services/messaging.js';
import { readQuery, withQuery } from '../strict-requests.js';

const BODIES = { sms: BlastSmsRequest, mms: BlastMmsRequest, rcs: BlastRcsRequest } as const;

export function registerBlastRoutes(
  app: SandboxHono,
  context: SandboxContext,
  auth: SandboxAuth,
  blasts: Blasts,
  messaging: Messaging,
): void {
  const { store } = context;
  const blastScope = auth.embed('messages:blast');

  /** A blast body the caller may send: the audience and senders visible to its token (the create's and estimate's checks). */
  async function readBlast(c: Context<SandboxEnv>, kind: BlastKind): Promise<BlastRequest> {
    const body = (await readBody(c, BODIES[kind])) as BlastRequest;
    const caller = c.get('caller');
    // A hidden audience is reported exactly like a missing one.
    if (!store.data.audiences[body.audienceId] || !canSee(caller, { audience: body.audienceId })) {
      throw problem.invalid(`audienceId: no audience ${body.audienceId}`);
    }
    const fallback = 'fallback' in body ? body.fallback : undefined;
    if (!canSee(caller, blasts.scopeOf(body)) || (fallback && !canSee(caller, { sender: fallback.from }))) {
      throw problem.invalid(`This embed token may not send a blast from ${body.from}`);
    }
    return body;
  }

  for (const kind of ['sms', 'mms', 'rcs'] as const satisfies readonly BlastKind[]) {
    app.post(`/messages/blast/${kind}`, blastScope, async (c) => {
      const body = await readBlast(c, kind);
      return idempotent(context, c, () => ({ status: 200, body: blasts.create(kind, body) }));
    });
    // Reads only: nothing is stored, so no Idempotency-Key is needed (a repeat answers the same while nothing changed).
    app.post(`/messages/blast/${kind}/estimate`, blastScope, withQuery(BlastEstimateQuery), async (c) => {
      const { details } = readQuery(c, BlastEstimateQuery);
      const body = await readBlast(c, kind);
      return c.json(blasts.estimate(kind, body, details === 'true'));
    });
  }

  app.post('/messages/blasts/list', blastScope, async (c) => {
    const body = await readBody(c, BlastListRequest);
    const caller = c.get('caller');
    const rows = Object.values(store.data.blasts).filter(
      (blast) =>
        (body.status === undefined || blast.status === body.status) &&
        (body.audienceId === undefined || blast.audienceId === body.audienceId) &&
        canSee(caller, blasts.scopeOf(blast)),
    );
    const page = paginate(context, 'blasts', rows, (blast) => [blast.createdAt, blast.id], body);
    return c.json({ data: page.data.map((blast) => blasts.view(blast)), nextCursor: page.nextCursor });
  });

  // A blast's recipients, each with its message's status and reason: who did not get it, and where their thread is.
  app.post('/messages/blasts/:id/recipients/list', blastScope, async (c) => {
    const body = await readBody(c, BlastRecipientListRequest);
    const id = c.req.param('id');
    const blast = Object.hasOwn(store.data.blasts, id) ? store.data.blasts[id] : undefined;
    if (!blast || !canSee(c.get('caller'), blasts.scopeOf(blast))) throw problem.notFound(`Blast ${id}`);
    const contacts = Object.values(store.data.contacts);
    const rows: BlastRecipient[] = blast.messageIds.flatMap((messageId) => {
      const message = store.data.messages[messageId];
      if (!message || (body.status !== undefined && message.status !== body.status)) return [];
      const contact = contacts.find((candidate) => candidate.phoneNumber === message.to);
      return [
        {
          messageId,
          conversationId: message.conversationId,
          to: message.to,
          contactId: contact?.id ?? null,
          name: contact?.name || null,
          status: message.status,
          error: message.error ? { ...message.error } : null,
        },
      ];
    });
    const page = paginate(
      context,
      { kind: 'blast-recipients', scope: id },
      rows,
      (row) => [row.to, row.messageId],
      body,
    );
    return c.json({ data: page.data, nextCursor: page.nextCursor });
  });

  app.delete('/messages/schedule/:id', auth.embed('messages:schedule'), async (c, next) => {
    const id = c.req.param('id');
    const caller = c.get('caller');
    const blast = store.data.blasts[id];
    if (blast) {
      if (!canSee(caller, blasts.scopeOf(blast))) throw problem.notFound('Scheduled message or blast');
      return c.json(blasts.cancel(blast));
    }
    const message = store.data.messages[id];
    const conversation = message && store.data.conversations[message.conversationId];
    if (
      message?.blastId &&
      message.status === 'SCHEDULED' &&
      conversation &&
      canSee(caller, messaging.scopeOf(conversation))
    ) {
      throw problem.conflict(
        `Message ${id} is part of blast ${message.blastId}; cancel the blast with DELETE /messages/schedule/${message.blastId}`,
      );
    }
    await next();
  });
}
