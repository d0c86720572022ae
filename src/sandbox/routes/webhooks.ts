/**
 * Webhook management (spec: Webhook, custom header rules, notes 3) and the sandbox's delivery log. Server routes:
 * `SERVICE-API-KEY` only. Header rules are applied by the `WebhookHeaders` schema at the boundary.
 */
import {
  WebhookAttachRequest,
  WebhookDetachRequest,
  WebhookListRequest,
  type Webhook,
} from '../../schemas/webhooks.js';
import { Id, isAgentId } from '../../schemas/common.js';
import * as z from '../../schemas/zod.js';
import type { SandboxContext } from '../context.js';
import { readQuery, withQuery } from '../strict-requests.js';
import { problem, readBody, type SandboxAuth, type SandboxHono } from '../http.js';
import { paginate } from '../cursors.js';

/** `GET /sandbox/deliveries?webhookId=`: the log of one webhook. */
const DeliveriesQuery = z.object({ webhookId: z.optional(Id) });

/** `whsec_` + 256 random bits, hex: long enough that receivers can rely on it as a shared secret. */
function newSigningSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return `whsec_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

function findWebhook(context: SandboxContext, webhookId: string): Webhook {
  const webhook = context.store.data.webhooks[webhookId];
  if (!webhook) throw problem.notFound(`Webhook ${webhookId}`);
  return webhook;
}

/** Spec, Errors 400 ("inaccessible data"): a webhook attaches only to the team's own senders. */
function requireTeamSenders(context: SandboxContext, senders: readonly string[]): void {
  const unknown = senders.filter((sender) => !context.store.data.senders[sender]);
  if (unknown.length) {
    throw problem.invalid(
      `senders: ${unknown.slice(0, 5).join(', ')} ${unknown.length > 1 ? 'are not senders' : 'is not a sender'} of team ${context.options.team}`,
    );
  }
}

/**
 * Spec, CAMPAIGN.STATUS: "supported only for webhooks attached to RCS agent senders, not for phone numbers". A
 * webhook filtered to that event may only be attached to RCS agents (the one it would be delivered through).
 */
function requireCampaignSenders(event: Webhook['event'] | undefined, senders: readonly string[]): void {
  if (event !== 'CAMPAIGN.STATUS') return;
  const phones = senders.filter((sender) => !isAgentId(sender));
  if (phones.length) {
    throw problem.invalid(
      `senders: CAMPAIGN.STATUS is delivered only for RCS agent senders, not for phone numbers (${phones.slice(0, 5).join(', ')})`,
    );
  }
}

export function registerWebhookRoutes(app: SandboxHono, context: SandboxContext, auth: SandboxAuth): void {
  const server = auth.apiKey();

  app.post('/webhooks/attach', server, async (c) => {
    const request = await readBody(c, WebhookAttachRequest);
    requireTeamSenders(context, request.senders);

    if (request.webhookId !== undefined) {
      const webhook = findWebhook(context, request.webhookId);
      const changing = (['name', 'url', 'event'] as const).filter((key) => request[key] !== undefined);
      if (changing.length) {
        throw problem.invalid(
          `Attaching an existing webhook cannot change ${changing.join(', ')}; omit ${changing.length > 1 ? 'them' : 'it'} or create a new webhook`,
        );
      }
      requireCampaignSenders(webhook.event, request.senders);
      webhook.senders = [...new Set([...webhook.senders, ...request.senders])];
      // Spec note 3: headers given with an existing webhook overwrite the stored ones; omitted, they stay.
      if (request.headers !== undefined) webhook.headers = request.headers;
      context.store.touch('webhooks', webhook.webhookId);
      context.changed();
      return c.json(webhook);
    }

    requireCampaignSenders(request.event, request.senders);
    const url = request.url!; // the schema requires url when webhookId is absent
    const webhook: Webhook = {
      webhookId: context.newId('wh'),
      name: request.name ?? new URL(url).host,
      url,
      event: request.event ?? null,
      status: 'active',
      senders: [...request.senders],
      headers: request.headers ?? {},
      signingSecret: newSigningSecret(),
      createdAt: context.nowIso(),
    };
    context.store.data.webhooks[webhook.webhookId] = webhook;
    context.changed();
    return c.json(webhook, 201);
  });

  // Spec: detaching works regardless of the webhook's status. A sender the webhook is not attached to is refused,
  // as attach refuses an unknown one: a mistyped sender would otherwise answer 200 and leave the webhook firing.
  app.post('/webhooks/detach', server, async (c) => {
    const request = await readBody(c, WebhookDetachRequest);
    const webhook = findWebhook(context, request.webhookId);
    const removing = new Set(request.senders);
    const absent = [...removing].filter((sender) => !webhook.senders.includes(sender));
    if (absent.length) {
      throw problem.invalid(
        `senders: ${absent.slice(0, 5).join(', ')}${absent.length > 5 ? ` and ${absent.length - 5} more` : ''} ${absent.length > 1 ? 'are' : 'is'} not attached to webhook ${webhook.webhookId}`,
      );
    }
    webhook.senders = webhook.senders.filter((sender) => !removing.has(sender));
    context.store.touch('webhooks', webhook.webhookId);
    context.changed();
    return c.json(webhook);
  });

  app.post('/webhooks/list', server, async (c) => {
    const request = await readBody(c, WebhookListRequest);
    let rows = Object.values(context.store.data.webhooks);
    if (request.sender !== undefined) rows = rows.filter((webhook) => webhook.senders.includes(request.sender!));
    return c.json(paginate(context, 'webhooks', rows, (webhook) => [webhook.createdAt, webhook.webhookId], request));
  });

  app.get('/webhooks/:webhookId', server, (c) => c.json(findWebhook(context, c.req.param('webhookId'))));

  /** Sandbox only: the delivery log, newest first, optionally for one webhook. */
  app.get('/sandbox/deliveries', server, withQuery(DeliveriesQuery), (c) => {
    const { webhookId } = readQuery(c, DeliveriesQuery);
    if (webhookId !== undefined) findWebhook(context, webhookId);
    const data = context.store.data.deliveries
      .filter((d) => webhookId === undefined || d.webhookId === webhookId)
      .reverse();
    return c.json({ data });
  });
}
