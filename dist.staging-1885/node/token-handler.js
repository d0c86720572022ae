import { DEFAULT_TTL_SECONDS } from '../tokens/index.js';
const NO_STORE = { 'Cache-Control': 'no-store', Pragma: 'no-cache', 'Content-Type': 'application/json' };
function json(status, body, extra = {}) {
    return new Response(JSON.stringify(body), { status, headers: { ...NO_STORE, ...extra } });
}
/**
 * The token route as a fetch handler, minting with the given function. Runtime-agnostic; the entries of
 * `@parley/embeds/node` wrap it as `createTokenHandler` (Node's adds `.express`).
 */
export function fetchTokenHandler(options, createEmbedToken) {
    if (typeof options?.authorize !== 'function')
        throw new TypeError('createTokenHandler: authorize(request) is required');
    const { key, team, authorize, ttl: defaultTtl = DEFAULT_TTL_SECONDS } = options;
    return async (request, context = {}) => {
        if (request.method !== 'GET' && request.method !== 'POST') {
            return json(405, { error: 'Use GET or POST' }, { Allow: 'GET, POST' });
        }
        const grant = await authorize(request, context);
        if (!grant)
            return json(401, { error: 'Not signed in' });
        const ttl = grant.ttl ?? defaultTtl;
        const now = Date.now();
        const token = await createEmbedToken({
            key,
            team,
            user: grant.user,
            name: grant.name,
            scopes: grant.scopes,
            resources: grant.resources,
            ttl,
            now,
        });
        const issuedAt = Math.floor(now / 1000);
        const body = { token, expiresAt: new Date((issuedAt + ttl) * 1000).toISOString() };
        return json(200, body);
    };
}
