import { problem } from '../http.js';
import { requireFeature } from '../plans.js';
/** Sandbox testers accept their invitation this long after being whitelisted, unless the options say otherwise. */
export const DEFAULT_TESTER_ACCEPT_MS = 2000;
/** When the tester whitelisted at `invitedAt` accepts (ISO), given the sandbox's acceptance delay. */
export function acceptedAtOf(context, invitedAt) {
    return new Date(Date.parse(invitedAt) + (context.options.testerAcceptMs ?? DEFAULT_TESTER_ACCEPT_MS)).toISOString();
}
/** Throws 400 when `from` is a test agent and `to` is not one of its accepted testers; otherwise does nothing. */
export function requireTestAgentRecipient(context, request) {
    const agent = Object.hasOwn(context.store.data.testAgents, request.from)
        ? context.store.data.testAgents[request.from]
        : undefined;
    if (!agent)
        return;
    requireFeature(context, 'testAgents');
    const tester = Object.hasOwn(agent.testers, request.to) ? agent.testers[request.to] : undefined;
    if (!tester) {
        throw problem.invalid(`${request.from} is a test agent and sends only to whitelisted numbers; ${request.to} is not whitelisted (POST /rcs/test/agents/${request.from}/whitelist)`);
    }
    if (acceptedAtOf(context, tester.invitedAt) > context.nowIso()) {
        throw problem.invalid(`${request.to} was invited to test ${request.from} but has not accepted yet; try again once its whitelist status is ACCEPTED`);
    }
}
