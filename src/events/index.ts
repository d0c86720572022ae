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
import { ConversationAssignEvent } from './conversation-assign.js';
import { ConversationStatusEvent } from './conversation-status.js';
import { MentionEvent } from './mention.js';
import { BlastSendEvent, BlastSentEvent, BlastUpdatedEvent } from './blast.js';
import { AgentLoadEvent, ContactUpdatedEvent, LinkStatsLoadEvent } from './loaded.js';
import { TemplateSaveEvent } from './template-save.js';

export { ParleyChangeEvent, type ChangeDetail } from './change.js';
export { FormSubmitEvent, FormSubmittedEvent, type FormSubmitDetail } from './form-submit.js';
export { MessageSendEvent } from './message-send.js';
export { MessageSentEvent, type MessageSentDetail } from './message-sent.js';
export {
  ParleyErrorEvent,
  type InboxErrorAction,
  type ParleyErrorAction,
  type ParleyErrorDetail,
} from './parley-error.js';
export { toError } from './to-error.js';
export { ThreadSelectEvent, type ThreadSelectDetail } from './thread-select.js';
export { ConversationAssignEvent, type ConversationAssignDetail } from './conversation-assign.js';
export { ConversationStatusEvent, type ConversationStatusDetail } from './conversation-status.js';
export { MentionEvent, type MentionDetail } from './mention.js';
export { BlastSendEvent, BlastSentEvent, BlastUpdatedEvent, type BlastDetail, type BlastSendDetail } from './blast.js';
export { AgentLoadEvent, ContactUpdatedEvent, LinkStatsLoadEvent, type ContactUpdatedDetail } from './loaded.js';
export { TemplateSaveEvent, type TemplateSaveDetail } from './template-save.js';

/** An event class of the library: constructible, with its DOM name. */
export interface ParleyEventClass<E extends Event = Event> {
  readonly eventName: string;
  new (...args: never[]): E;
}

/** `parley-thread-select` → `ParleyThreadSelect`. */
type Pascal<S extends string> = S extends `${infer H}-${infer T}` ? `${Capitalize<H>}${Pascal<T>}` : Capitalize<S>;

/** The React prop of an event: `parley-thread-select` → `onParleyThreadSelect`. */
export type EventPropName<N extends string> = `on${Pascal<N>}`;

/** `onParley…` prop names → DOM event names, typed with each event's class (what `@lit/react` takes as `events`). */
export type EventProps<C extends readonly ParleyEventClass[]> = {
  [K in C[number] as EventPropName<K['eventName']>]: K['eventName'] & { __eventType: InstanceType<K> };
};

/** Builds the `events` map of a `@lit/react` wrapper from an element's event list (one definition, not two). */
export function eventProps<const C extends readonly ParleyEventClass[]>(classes: C): EventProps<C> {
  const props: Record<string, string> = {};
  for (const c of classes)
    props[`on${c.eventName.replace(/(^|-)(\w)/g, (_, _dash: string, ch: string) => ch.toUpperCase())}`] = c.eventName;
  return props as EventProps<C>;
}

/** Events `<parley-inbox>` fires. */
export const INBOX_EVENTS = [
  ThreadSelectEvent,
  MessageSendEvent,
  MessageSentEvent,
  ParleyErrorEvent,
  ConversationStatusEvent,
  ConversationAssignEvent,
  MentionEvent,
] as const;
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
] as const;
/** Events `<parley-form>` fires. */
export const FORM_EVENTS = [FormSubmitEvent, FormSubmittedEvent, ParleyErrorEvent] as const;
/** Events `<parley-contact-panel>` fires. */
export const CONTACT_PANEL_EVENTS = [ContactUpdatedEvent, ParleyErrorEvent, ThreadSelectEvent] as const;
/** Events `<parley-blast>` fires. */
export const BLAST_EVENTS = [
  BlastSendEvent,
  BlastSentEvent,
  BlastUpdatedEvent,
  ParleyErrorEvent,
  ThreadSelectEvent,
] as const;
/** Events `<parley-agent-identity>` fires. */
export const AGENT_IDENTITY_EVENTS = [AgentLoadEvent, ParleyErrorEvent] as const;
/** Events `<parley-link-stats>` fires. */
export const LINK_STATS_EVENTS = [LinkStatsLoadEvent, ParleyErrorEvent] as const;

/** Every event an element of the library fires: derived from the per-element lists above, so it cannot drift. */
export type ParleyEvent = InstanceType<
  (
    | typeof INBOX_EVENTS
    | typeof COMPOSER_EVENTS
    | typeof FORM_EVENTS
    | typeof CONTACT_PANEL_EVENTS
    | typeof BLAST_EVENTS
    | typeof AGENT_IDENTITY_EVENTS
    | typeof LINK_STATS_EVENTS
  )[number]
>;
