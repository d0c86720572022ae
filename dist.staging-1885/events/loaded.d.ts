/**
 * The loaded-data events of the lazily loaded pieces: `parley-contact-updated` (`<parley-contact-panel>` saved a
 * change), `parley-agent-load` (`<parley-agent-identity>`), `parley-link-stats-load` (`<parley-link-stats>`).
 */
import type { RcsAgent } from '../schemas/agents.js';
import type { Contact } from '../schemas/contacts.js';
import type { LinkWithAnalytics } from '../schemas/links.js';
export interface ContactUpdatedDetail {
    /** The saved record. */
    contact: Contact;
}
export declare class ContactUpdatedEvent extends Event {
    static readonly eventName = "parley-contact-updated";
    readonly detail: ContactUpdatedDetail;
    constructor(detail: ContactUpdatedDetail);
}
/** `detail` is the agent. */
export declare class AgentLoadEvent extends Event {
    static readonly eventName = "parley-agent-load";
    readonly detail: RcsAgent;
    constructor(detail: RcsAgent);
}
/** `detail` is the link with its `analytics`. */
export declare class LinkStatsLoadEvent extends Event {
    static readonly eventName = "parley-link-stats-load";
    readonly detail: LinkWithAnalytics;
    constructor(detail: LinkWithAnalytics);
}
declare global {
    interface GlobalEventHandlersEventMap {
        'parley-contact-updated': ContactUpdatedEvent;
        'parley-agent-load': AgentLoadEvent;
        'parley-link-stats-load': LinkStatsLoadEvent;
    }
}
