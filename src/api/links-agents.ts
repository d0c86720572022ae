/**
 * Browser calls for short links, RCS agents and campaigns over any {@link ApiTransport} — the elements'
 * shared client included — without adding methods to `ParleyClient`, so only code that uses these pays for them.
 */
import type { Page } from '../schemas/common.js';
import type { AgentListRequest, CampaignListRequest, RcsAgent, RcsCampaign } from '../schemas/agents.js';
import type { Link, LinkCreateRequest, LinkListRequest, LinkWithAnalytics } from '../schemas/links.js';
import { sharedRead } from './shared-reads.js';
import type { ApiTransport, CallOptions } from './transport.js';

const segment = encodeURIComponent;

/** `GET /tools/url/{linkId}` (links:read): the link and its click analytics. */
export function getLink(client: ApiTransport, linkId: string, opts: CallOptions = {}): Promise<LinkWithAnalytics> {
  return client.request('GET', `/tools/url/${segment(linkId)}`, {
    schema: 'LinkWithAnalytics',
    idempotent: true,
    signal: opts.signal,
  });
}

/** `POST /tools/url` (links:write): a tracked short link; what "Shorten links" calls for each URL of a send. */
export function createLink(client: ApiTransport, body: LinkCreateRequest, opts: CallOptions = {}): Promise<Link> {
  return client.request('POST', '/tools/url', {
    body,
    schema: 'Link',
    signal: opts.signal,
  });
}

/** `POST /tools/url/list` (links:read): the team's short links, newest first, to find a message's links by `shortUrl`. */
export function listLinks(
  client: ApiTransport,
  params: LinkListRequest = {},
  opts: CallOptions = {},
): Promise<Page<Link>> {
  return client.request('POST', '/tools/url/list', {
    body: params,
    schema: 'Page<Link>',
    idempotent: true,
    signal: opts.signal,
  });
}

/** `GET /rcs/agents/{agentId}` (agents:read). */
export function getAgent(client: ApiTransport, agentId: string, opts: CallOptions = {}): Promise<RcsAgent> {
  return client.request('GET', `/rcs/agents/${segment(agentId)}`, {
    schema: 'RcsAgent',
    idempotent: true,
    signal: opts.signal,
  });
}

/**
 * `POST /rcs/agents/list` (agents:read): names for headers and filters instead of raw ids. One request per token and
 * body for every element of the page, reused for a minute (shared-reads.ts): treat the page as read-only.
 */
export function listAgents(
  client: ApiTransport,
  params: AgentListRequest = {},
  opts: CallOptions = {},
): Promise<Page<RcsAgent>> {
  return sharedRead(client, '/rcs/agents/list', params, opts.signal, (signal) =>
    client.request('POST', '/rcs/agents/list', { body: params, schema: 'Page<RcsAgent>', idempotent: true, signal }),
  );
}

/** `POST /rcs/campaigns/list` (agents:read), shared per token and body as {@link listAgents} is. */
export function listCampaigns(
  client: ApiTransport,
  params: CampaignListRequest = {},
  opts: CallOptions = {},
): Promise<Page<RcsCampaign>> {
  return sharedRead(client, '/rcs/campaigns/list', params, opts.signal, (signal) =>
    client.request('POST', '/rcs/campaigns/list', {
      body: params,
      schema: 'Page<RcsCampaign>',
      idempotent: true,
      signal,
    }),
  );
}
