/**
 * API versions (DESIGN §9; spec: "versions v1 and v2; v2 is the default"): a request picks one with the header
 * `SERVICE-API-VERSION: v1|v2`; no header means v2; any other value is a 400 `{error}`. Every response carries
 * the version it was served with in the same header (a refused version is answered by, and labelled, v2).
 * The operations behave the same in both versions (the spec shows no difference).
 */
import type { MiddlewareHandler } from 'hono';
import { ApiProblem, type SandboxEnv } from './http.js';

export const API_VERSION_HEADER = 'SERVICE-API-VERSION';
export const API_VERSIONS = ['v1', 'v2'] as const;
export type ApiVersion = (typeof API_VERSIONS)[number];
export const DEFAULT_API_VERSION: ApiVersion = 'v2';

export function apiVersionMiddleware(): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const given = c.req.header(API_VERSION_HEADER);
    const version =
      given === undefined
        ? DEFAULT_API_VERSION
        : (API_VERSIONS as readonly string[]).includes(given.trim())
          ? (given.trim() as ApiVersion)
          : null;
    if (version === null) {
      throw new ApiProblem(
        400,
        {
          error: `${API_VERSION_HEADER} ${JSON.stringify(given!.slice(0, 40))} is not a version of this API; use ${API_VERSIONS.join(' or ')} (default ${DEFAULT_API_VERSION})`,
        },
        { [API_VERSION_HEADER]: DEFAULT_API_VERSION },
      );
    }
    await next();
    try {
      c.res.headers.set(API_VERSION_HEADER, version);
    } catch {
      // Immutable headers (a Response.redirect): answer a copy that carries the header.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set(API_VERSION_HEADER, version);
    }
  };
}
