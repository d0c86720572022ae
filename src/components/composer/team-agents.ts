/**
 * The team's RCS agents as the composer needs them: the sending agent (name, logo, verified mark for the preview's
 * header) and the phone numbers the agents list as their contact numbers (the fallback senders offered). Read per
 * (client, from) through `listAgents`, which shares one `POST /rcs/agents/list` per token with the page's other
 * elements (the inbox's names: api/shared-reads.ts), so a new `from` asks nothing more; tokens without `agents:read`
 * (and 401/403 answers) give nothing, and the composer falls back to the agent id and a typed sender.
 */
import { ArgsTask } from '../../controllers/args-task.js';
import type { ReactiveControllerHost } from 'lit';
import type { ApiTransport } from '../../api/transport.js';
import { readTokenScopes } from '../../api/jwt.js';
import { listAgents } from '../../api/links-agents.js';
import type { RcsAgent } from '../../schemas/agents.js';

export interface TeamAgentsState {
  /** The agent sending (`from`), when the team lists it. */
  agent?: RcsAgent | undefined;
  /** The team's phone numbers, the sending agent's first. */
  numbers: string[];
}

export class TeamAgents {
  readonly #task: ArgsTask<[ApiTransport | undefined, string], TeamAgentsState | undefined>;

  constructor(host: ReactiveControllerHost, source: () => { client: ApiTransport; from: string } | undefined) {
    this.#task = new ArgsTask(
      host,
      () => {
        const s = source();
        return [s?.client, s?.from ?? ''];
      },
      async ([client, from], signal) => {
        if (!client || !from) return undefined;
        const scopes = readTokenScopes(await client.getToken().catch(() => undefined));
        if (signal.aborted || (scopes && !scopes.includes('agents:read'))) return undefined;
        try {
          const page = await listAgents(client, { pageSize: 100 }, { signal });
          const agent = page.data.find((a) => a.agentId === from);
          const others = page.data.filter((a) => a !== agent);
          const numbers = [agent, ...others].map((a) => a?.contact.phoneNumber).filter((n): n is string => !!n);
          return { agent, numbers: [...new Set(numbers)] };
        } catch {
          return undefined; // no agents to show: the id and a typed sender still work
        }
      },
    );
  }

  get value(): TeamAgentsState | undefined {
    return this.#task.value;
  }
}
