const linkSchemas = () => import('../schemas/links.js');
const agentSchemas = () => import('../schemas/agents.js');
const pageOf = (load) => Promise.all([import('../schemas/common.js'), load()]).then(([common, item]) => common.Page(item));
const segment = encodeURIComponent;
/** `GET /tools/url/{linkId}` (links:read): the link and its click analytics. */
export function getLink(client, linkId, opts = {}) {
    return client.request('GET', `/tools/url/${segment(linkId)}`, {
        schema: () => linkSchemas().then((m) => m.LinkWithAnalytics),
        idempotent: true,
        signal: opts.signal,
    });
}
/** `POST /tools/url` (links:write): a tracked short link; what "Shorten links" calls for each URL of a send. */
export function createLink(client, body, opts = {}) {
    return client.request('POST', '/tools/url', {
        body,
        schema: () => linkSchemas().then((m) => m.Link),
        signal: opts.signal,
    });
}
/** `POST /tools/url/list` (links:read): the team's short links, newest first, to find a message's links by `shortUrl`. */
export function listLinks(client, params = {}, opts = {}) {
    return client.request('POST', '/tools/url/list', {
        body: params,
        schema: () => pageOf(() => linkSchemas().then((m) => m.Link)),
        idempotent: true,
        signal: opts.signal,
    });
}
/** `GET /rcs/agents/{agentId}` (agents:read). */
export function getAgent(client, agentId, opts = {}) {
    return client.request('GET', `/rcs/agents/${segment(agentId)}`, {
        schema: () => agentSchemas().then((m) => m.RcsAgent),
        idempotent: true,
        signal: opts.signal,
    });
}
/** `POST /rcs/agents/list` (agents:read): names for headers and filters instead of raw ids. */
export function listAgents(client, params = {}, opts = {}) {
    return client.request('POST', '/rcs/agents/list', {
        body: params,
        schema: () => pageOf(() => agentSchemas().then((m) => m.RcsAgent)),
        idempotent: true,
        signal: opts.signal,
    });
}
/** `POST /rcs/campaigns/list` (agents:read). */
export function listCampaigns(client, params = {}, opts = {}) {
    return client.request('POST', '/rcs/campaigns/list', {
        body: params,
        schema: () => pageOf(() => agentSchemas().then((m) => m.RcsCampaign)),
        idempotent: true,
        signal: opts.signal,
    });
}
