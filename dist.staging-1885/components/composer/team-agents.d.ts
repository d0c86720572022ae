import type { ReactiveControllerHost } from 'lit';
import type { ParleyClient } from '../../api/client.js';
import type { RcsAgent } from '../../schemas/agents.js';
export interface TeamAgentsState {
    /** The agent sending (`from`), when the team lists it. */
    agent?: RcsAgent | undefined;
    /** The team's phone numbers, the sending agent's first. */
    numbers: string[];
}
export declare class TeamAgents {
    #private;
    constructor(host: ReactiveControllerHost, source: () => {
        client: ParleyClient;
        from: string;
    } | undefined);
    get value(): TeamAgentsState | undefined;
}
