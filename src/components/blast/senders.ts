/**
 * Who a blast can come from, read the way the composer reads it (`POST /rcs/agents/list`, `agents:read`): the team's
 * RCS agents, and the phone numbers those agents list as their contact numbers (neither the spec nor the sandbox has a
 * route listing a team's numbers). Shown as names ("Acme Coffee (RCS)", "Acme Coffee · +14155550100"), never as ids,
 * and checked in words before a blast reaches its confirm step.
 */
import { listAgents } from '../../api/links-agents.js';
import type { ApiTransport } from '../../api/transport.js';
import type { BlastKey } from '../../i18n/blast.js';
import type { RcsAgent } from '../../schemas/agents.js';

/** Sender shapes the blast routes accept (the schemas' RCS agent id and E.164 number), checked without zod. */
export const AGENT_ID = /^agent_[A-Za-z0-9_-]{1,60}$/;
export const PHONE_NUMBER = /^\+[1-9]\d{6,14}$/;

export interface BlastSender {
  /** The agent id or the E.164 number the request carries. */
  id: string;
  /** An RCS agent (sends RCS) or a phone number (sends SMS/MMS, and RCS fallbacks). */
  agent: boolean;
  /** The team's name for it, when listed. */
  name: string | undefined;
  /** A listed agent as the team shows it (logo, description, launch per carrier): what the agent picker draws. */
  profile?: RcsAgent;
}

/** Every page of the team's agents, as senders: each agent, then each distinct contact number. */
export async function loadSenders(api: ApiTransport, signal?: AbortSignal): Promise<BlastSender[]> {
  const agents: BlastSender[] = [];
  const numbers = new Map<string, BlastSender>();
  let cursor: string | null = null;
  do {
    const page = await listAgents(api, { pageSize: 100, cursor }, { signal });
    for (const agent of page.data) {
      agents.push({ id: agent.agentId, agent: true, name: agent.name, profile: agent });
      const phone = agent.contact.phoneNumber;
      if (phone && !numbers.has(phone)) numbers.set(phone, { id: phone, agent: false, name: agent.name });
    }
    cursor = page.nextCursor;
  } while (cursor);
  return [...agents, ...numbers.values()];
}

/** A sender known only by its id (set by the host, not listed): its kind from its shape. */
export const senderOf = (id: string): BlastSender => ({ id, agent: AGENT_ID.test(id), name: undefined });

/**
 * The RCS agents to choose from: the team's (`agents:read`) and the one the host gave (`given`, the only one when the
 * token may not list them); `undefined` while the team's load. `missing` says why there is none: the token may not
 * list them (`no-scope`), or the team lists none.
 */
export function agentChoices(
  senders: BlastSender[] | null | undefined,
  given: string | undefined,
): { agents: BlastSender[] | undefined; missing: 'no-scope' | 'none' | undefined } {
  if (senders === undefined) return { agents: undefined, missing: undefined };
  const agents = offeredSenders(senders, true, given);
  return { agents, missing: agents.length ? undefined : senders === null ? 'no-scope' : 'none' };
}

/** The senders offered for `agent` (agents for RCS, numbers for SMS/MMS and fallbacks), the current ones included. */
export function offeredSenders(senders: BlastSender[] | null | undefined, agent: boolean, current: string | undefined) {
  const listed = (senders ?? []).filter((s) => s.agent === agent);
  return current && !listed.some((s) => s.id === current) && senderOf(current).agent === agent
    ? [senderOf(current), ...listed]
    : listed;
}

/** A sender as people know it: the team's name for it ("Acme Coffee (RCS)", "Acme Coffee · +1…"), else its id. */
export function senderLabel(t: (key: BlastKey, vars?: Record<string, string>) => string, sender: BlastSender): string {
  if (!sender.name) return sender.id;
  return sender.agent
    ? t('agentName', { name: sender.name })
    : t('numberName', { name: sender.name, number: sender.id });
}

/**
 * "Send as" changed: the senders that follow (an RCS blast comes from an agent, an SMS/MMS one from a number), among
 * `senders` (the team's, or without `agents:read` the host's agent); `undefined` while they load (the typed ones stay).
 */
export function sendersFor(
  rcs: boolean,
  senders: BlastSender[] | null | undefined,
  current: { from: string; fallbackFrom: string | undefined },
): { from: string; fallbackFrom: string | undefined } | undefined {
  const from = current.from.trim();
  let { fallbackFrom } = current;
  if (!senders) return undefined;
  if (rcs && !AGENT_ID.test(from)) {
    const agents = offeredSenders(senders, true, undefined);
    // The agent whose contact number was the sender, else the first: the number becomes its fallback.
    const byName = agents.find((a) => a.name && a.name === senders.find((s) => s.id === from)?.name);
    if (PHONE_NUMBER.test(from)) fallbackFrom = from;
    return { from: (byName ?? agents[0])?.id ?? from, fallbackFrom };
  }
  if (!rcs && !PHONE_NUMBER.test(from)) {
    const agent = senders.find((s) => s.id === from);
    const numbers = offeredSenders(senders, false, undefined);
    return {
      from: fallbackFrom || numbers.find((n) => n.name && n.name === agent?.name)?.id || numbers[0]?.id || from,
      fallbackFrom,
    };
  }
  return { from: current.from, fallbackFrom };
}
