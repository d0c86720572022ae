export class ContactUpdatedEvent extends Event {
    static eventName = 'parley-contact-updated';
    detail;
    constructor(detail) {
        super(ContactUpdatedEvent.eventName, { bubbles: true, composed: true });
        this.detail = detail;
    }
}
/** `detail` is the agent. */
export class AgentLoadEvent extends Event {
    static eventName = 'parley-agent-load';
    detail;
    constructor(detail) {
        super(AgentLoadEvent.eventName, { bubbles: true, composed: true });
        this.detail = detail;
    }
}
/** `detail` is the link with its `analytics`. */
export class LinkStatsLoadEvent extends Event {
    static eventName = 'parley-link-stats-load';
    detail;
    constructor(detail) {
        super(LinkStatsLoadEvent.eventName, { bubbles: true, composed: true });
        this.detail = detail;
    }
}
