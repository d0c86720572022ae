import { type PropertyDeclarations, type PropertyValues } from 'lit';
import type { RcsAgent } from '../../schemas/agents.js';
import { ParleyElement } from '../shared/parley-element.js';
/**
 * `<parley-agent-identity agent-id="…">`: an RCS agent as recipients see it — logo, name, verified mark — with its
 * launch state per carrier and a warning when recipients on carriers without launch get the SMS/MMS fallback.
 * Loads `GET /rcs/agents/{agentId}` (`agents:read`), or shows the `agent` property as given (previews). Loaded on
 * first use (its own entry, `@parley/embeds/agent-identity`).
 *
 * @tag parley-agent-identity
 * @csspart logo - the round logo (an image, or the name's initial on the agent's colour)
 * @csspart name - the agent's name with the verified mark
 * @csspart launches - the per-carrier launch list
 * @csspart warning - the fallback warning
 * @cssproperty --parley-agent-identity-verified - colour of the verified mark
 * @cssproperty --parley-agent-identity-warning - accent of the fallback warning
 * @event {AgentLoadEvent} parley-agent-load - the agent loaded; `detail` is the agent
 */
export declare class ParleyAgentIdentity extends ParleyElement {
    #private;
    static styles: import("lit").CSSResult[];
    static properties: PropertyDeclarations;
    /** The RCS agent's id. @attr agent-id */
    agentId: string;
    /** The agent to show; set it to skip loading (previews), or read it once loaded. */
    agent: RcsAgent | null;
    /** Show only logo, name and mark (a message header), without launches and warning. @attr compact */
    compact: boolean;
    /** Why the agent could not be loaded (shown in place); internal, so not part of the element's API. */
    private error;
    /** The logo URL that failed to load: the initial stands in for it (never a broken-image icon). */
    private brokenLogo;
    constructor();
    /** Loads (again) the agent named by `agent-id`; resolves when done. */
    reload(): Promise<void>;
    protected willUpdate(changed: PropertyValues<this>): void;
    disconnectedCallback(): void;
    protected render(): import("lit-html").TemplateResult<1>;
}
declare global {
    interface HTMLElementTagNameMap {
        'parley-agent-identity': ParleyAgentIdentity;
    }
}
