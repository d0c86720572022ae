/**
 * Browser calls of issue 14 (short links, RCS agents and campaigns) over any {@link ApiTransport} — the elements'
 * shared client included — without adding methods to `ParleyClient`: the schemas load with the first call, so only
 * code that uses these pays for them.
 */
import type { Page } from '../schemas/common.js';
import type { AgentListRequest, CampaignListRequest, RcsAgent, RcsCampaign } from '../schemas/agents.js';
import type { Link, LinkCreateRequest, LinkListRequest, LinkWithAnalytics } from '../schemas/links.js';
import type { ApiTransport, CallOptions } from './transport.js';
/** `GET /tools/url/{linkId}` (links:read): the link and its click analytics. */
export declare function getLink(client: ApiTransport, linkId: string, opts?: CallOptions): Promise<LinkWithAnalytics>;
/** `POST /tools/url` (links:write): a tracked short link; what "Shorten links" calls for each URL of a send. */
export declare function createLink(client: ApiTransport, body: LinkCreateRequest, opts?: CallOptions): Promise<Link>;
/** `POST /tools/url/list` (links:read): the team's short links, newest first, to find a message's links by `shortUrl`. */
export declare function listLinks(client: ApiTransport, params?: LinkListRequest, opts?: CallOptions): Promise<Page<Link>>;
/** `GET /rcs/agents/{agentId}` (agents:read). */
export declare function getAgent(client: ApiTransport, agentId: string, opts?: CallOptions): Promise<RcsAgent>;
/** `POST /rcs/agents/list` (agents:read): names for headers and filters instead of raw ids. */
export declare function listAgents(client: ApiTransport, params?: AgentListRequest, opts?: CallOptions): Promise<Page<RcsAgent>>;
/** `POST /rcs/campaigns/list` (agents:read). */
export declare function listCampaigns(client: ApiTransport, params?: CampaignListRequest, opts?: CallOptions): Promise<Page<RcsCampaign>>;
