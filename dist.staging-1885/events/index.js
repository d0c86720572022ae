/**
 * The library's events: one `Event` subclass per event (as Web Awesome's `events/*.ts`), each with a static
 * `eventName`, `bubbles` and `composed`, and registered in `GlobalEventHandlersEventMap`, so
 * `el.addEventListener('parley-error', (e) => e.detail.action)` is typed. The per-element lists below are the one
 * definition the React wrappers' `onParley…` props are generated from.
 */
import { ParleyChangeEvent } from './change.js';
import { FormSubmitEvent, FormSubmittedEvent } from './form-submit.js';
import { MessageSendEvent } from './message-send.js';
import { MessageSentEvent } from './message-sent.js';
import { ParleyErrorEvent } from './parley-error.js';
import { ThreadSelectEvent } from './thread-select.js';
import { BlastSendEvent, BlastSentEvent, BlastUpdatedEvent } from './blast.js';
import { AgentLoadEvent, ContactUpdatedEvent, LinkStatsLoadEvent } from './loaded.js';
import { TemplateSaveEvent } from './template-save.js';
export { ParleyChangeEvent } from './change.js';
export { FormSubmitEvent, FormSubmittedEvent } from './form-submit.js';
export { MessageSendEvent } from './message-send.js';
export { MessageSentEvent } from './message-sent.js';
export { ParleyErrorEvent, toError, } from './parley-error.js';
export { ThreadSelectEvent } from './thread-select.js';
export { BlastSendEvent, BlastSentEvent, BlastUpdatedEvent } from './blast.js';
export { AgentLoadEvent, ContactUpdatedEvent, LinkStatsLoadEvent } from './loaded.js';
export { TemplateSaveEvent } from './template-save.js';
/** Builds the `events` map of a `@lit/react` wrapper from an element's event list (one definition, not two). */
export function eventProps(classes) {
    const props = {};
    for (const c of classes)
        props[`on${c.eventName.replace(/(^|-)(\w)/g, (_, _dash, ch) => ch.toUpperCase())}`] = c.eventName;
    return props;
}
/** Events `<parley-inbox>` fires. */
export const INBOX_EVENTS = [ThreadSelectEvent, MessageSendEvent, MessageSentEvent, ParleyErrorEvent];
/** Events `<parley-composer>` fires. */
export const COMPOSER_EVENTS = [
    ParleyChangeEvent,
    MessageSendEvent,
    MessageSentEvent,
    ParleyErrorEvent,
    TemplateSaveEvent,
    BlastSentEvent,
    BlastUpdatedEvent,
    ThreadSelectEvent,
];
/** Events `<parley-form>` fires. */
export const FORM_EVENTS = [FormSubmitEvent, FormSubmittedEvent, ParleyErrorEvent];
/** Events `<parley-contact-panel>` fires. */
export const CONTACT_PANEL_EVENTS = [ContactUpdatedEvent, ParleyErrorEvent, ThreadSelectEvent];
/** Events `<parley-blast>` fires. */
export const BLAST_EVENTS = [
    BlastSendEvent,
    BlastSentEvent,
    BlastUpdatedEvent,
    ParleyErrorEvent,
    ThreadSelectEvent,
];
/** Events `<parley-agent-identity>` fires. */
export const AGENT_IDENTITY_EVENTS = [AgentLoadEvent];
/** Events `<parley-link-stats>` fires. */
export const LINK_STATS_EVENTS = [LinkStatsLoadEvent];
