/**
 * API versions (DESIGN §9; spec: "versions v1 and v2; v2 is the default"): a request picks one with the header
 * `SERVICE-API-VERSION: v1|v2`; no header means v2; any other value is a 400 `{error}`. Every response carries
 * the version it was served with in the same header (a refused version is answered by, and labelled, v2).
 * The operations behave the same in both versions (the spec shows no difference).
 */
import type { MiddlewareHandler } from 'hono';
import { type SandboxEnv } from './http.js';
export declare const API_VERSION_HEADER = "SERVICE-API-VERSION";
export declare const API_VERSIONS: readonly ["v1", "v2"];
export type ApiVersion = (typeof API_VERSIONS)[number];
export declare const DEFAULT_API_VERSION: ApiVersion;
export declare function apiVersionMiddleware(): MiddlewareHandler<SandboxEnv>;
