/**
 * The composer's sender: the RCS agent as recipients see it — `<parley-agent-identity>` (name, logo,
 * per-carrier launch state), loaded on first use — and, before sending, the warning that recipients on a carrier
 * where the agent is not launched get the SMS/MMS fallback (or nothing, without one).
 *
 * A recipient's carrier is known only for the sandbox's test numbers (DESIGN §8: `…7777` is a `CARRIER_B`
 * subscriber); for any other number, and for an audience, the warning names every carrier without launch.
 */
import { nothing } from 'lit';
import type { RcsAgent } from '../../schemas/agents.js';
import type { ParleyComposer } from './composer.component.js';
import type { ComposerVoice, ExtrasReach, SendableDraft } from './extras-host.js';
import type { TeamAgents } from './team-agents.js';
export declare class Sender {
    private readonly element;
    private readonly voice;
    private readonly reach;
    private readonly draft;
    private readonly agents;
    /** The agent once `<parley-agent-identity>` loaded it. */
    agent: RcsAgent | undefined;
    /** `agents`: the team's agents the preview's header loads; when they hold the sender, no second request is made. */
    constructor(element: ParleyComposer, voice: ComposerVoice, reach: ExtrasReach, draft: SendableDraft, agents: TeamAgents | undefined);
    /**
     * Logo, name and launch states, when the token may read agents (`agents:read`). One identity element per sender
     * (keyed): another sender gets a fresh one, so a sender that was not found leaves no error behind for the next. Its
     * own launch note is hidden (`extras.styles.ts`): the composer's one warning below says what this draft does.
     */
    render(): import("lit-html/directive.js").DirectiveResult<{
        new (_partInfo: import("lit-html/directive.js").PartInfo): import("lit-html/directives/keyed.js").Keyed<import("lit-html").TemplateResult<1>>;
    }>;
    /** The one warning about carriers without launch (with the fallback, or nothing without one), else nothing. */
    warning(): import("lit-html").TemplateResult<1> | typeof nothing;
}
