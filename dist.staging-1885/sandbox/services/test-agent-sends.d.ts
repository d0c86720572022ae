/**
 * The one rule test agents add to sending (DESIGN §8): an RCS test agent sends only to its whitelisted testers who
 * accepted the invitation; any other recipient is a 400 `{error}`. Called from the send route in one line, so the
 * messaging service itself does not know about test agents.
 */
import type { SandboxContext } from '../context.js';
/** Sandbox testers accept their invitation this long after being whitelisted, unless the options say otherwise. */
export declare const DEFAULT_TESTER_ACCEPT_MS = 2000;
/** When the tester whitelisted at `invitedAt` accepts (ISO), given the sandbox's acceptance delay. */
export declare function acceptedAtOf(context: SandboxContext, invitedAt: string): string;
/** Throws 400 when `from` is a test agent and `to` is not one of its accepted testers; otherwise does nothing. */
export declare function requireTestAgentRecipient(context: SandboxContext, request: {
    from: string;
    to: string;
}): void;
