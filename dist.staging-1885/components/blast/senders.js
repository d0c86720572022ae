/**
 * Who a blast can come from, read the way the composer reads it (`POST /rcs/agents/list`, `agents:read`): the team's
 * RCS agents, and the phone numbers those agents list as their contact numbers (neither the spec nor the sandbox has a
 * route listing a team's numbers). Shown as names ("Acme Coffee (RCS)", "Acme Coffee · +14155550100"), never as ids,
 * and checked in words before a blast reaches its confirm step.
 */
import { listAgents } from '../../api/links-agents.js';
/** Sender shapes the blast routes accept (the schemas' RCS agent id and E.164 number), checked without zod. */
export const AGENT_ID = /^agent_[A-Za-z0-9_-]{1,60}$/;
export const PHONE_NUMBER = /^\+[1-9]\d{6,14}$/;
/** Every page of the team's agents, as senders: each agent, then each distinct contact number. */
export async function loadSenders(api, signal) {
    const agents = [];
    const numbers = new Map();
    let cursor = null;
    do {
        const page = await listAgents(api, { pageSize: 100, cursor }, { signal });
        for (const agent of page.data) {
            agents.push({ id: agent.agentId, agent: true, name: agent.name });
            const phone = agent.contact.phoneNumber;
            if (phone && !numbers.has(phone))
                numbers.set(phone, { id: phone, agent: false, name: agent.name });
        }
        cursor = page.nextCursor;
    } while (cursor);
    return [...agents, ...numbers.values()];
}
/** A sender known only by its id (set by the host, not listed): its kind from its shape. */
export const senderOf = (id) => ({ id, agent: AGENT_ID.test(id), name: undefined });
