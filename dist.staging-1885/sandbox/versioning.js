import { ApiProblem } from './http.js';
export const API_VERSION_HEADER = 'SERVICE-API-VERSION';
export const API_VERSIONS = ['v1', 'v2'];
export const DEFAULT_API_VERSION = 'v2';
export function apiVersionMiddleware() {
    return async (c, next) => {
        const given = c.req.header(API_VERSION_HEADER);
        const version = given === undefined
            ? DEFAULT_API_VERSION
            : API_VERSIONS.includes(given.trim())
                ? given.trim()
                : null;
        if (version === null) {
            throw new ApiProblem(400, {
                error: `${API_VERSION_HEADER} ${JSON.stringify(given.slice(0, 40))} is not a version of this API; use ${API_VERSIONS.join(' or ')} (default ${DEFAULT_API_VERSION})`,
            }, { [API_VERSION_HEADER]: DEFAULT_API_VERSION });
        }
        await next();
        try {
            c.res.headers.set(API_VERSION_HEADER, version);
        }
        catch {
            // Immutable headers (a Response.redirect): answer a copy that carries the header.
            c.res = new Response(c.res.body, c.res);
            c.res.headers.set(API_VERSION_HEADER, version);
        }
    };
}
