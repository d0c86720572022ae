import type { SandboxContext } from '../context.js';
import { type SandboxHono, type SandboxAuth } from '../http.js';
/** Spec, Errors: the check operation's 400 type; its name leads every check 400 `error` text. */
export declare const CHECK_BAD_REQUEST = "CheckSilentAuthenticationRequestBadRequestError";
/** Sandbox test number suffix: verification never succeeds (DESIGN §3). */
export declare const FAILING_NUMBER_SUFFIX = "0000";
export declare function registerSilentAuthRoutes(app: SandboxHono, context: SandboxContext, auth: SandboxAuth): void;
