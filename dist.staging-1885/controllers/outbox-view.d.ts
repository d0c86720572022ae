/**
 * How an element shows its kept writes ("Waiting to send", with how many and since when, each cancellable; a write
 * the service refused, with the service's reason, dismissable) and the outbox itself: the lazily loaded half of
 * {@link OutboxController}. Its words live here in English, Spanish and Arabic, since the chunk loads only when a
 * write has waited.
 */
import { nothing, type TemplateResult } from 'lit';
import type { Outbox, OutboxItem } from '../api/outbox.js';
export { getOutbox, keepsForLater, sameWriter, writerOf } from '../api/outbox.js';
/**
 * The element's kept writes, or nothing when it has none. `node` is a node of the element's shadow root (its
 * styles are added there). `headingLevel`: the level of the panel's heading, which the host picks so that it
 * follows the host's own headings (one below the heading the panel sits under).
 */
export declare function renderOutbox(node: Node, outbox: Outbox, items: readonly OutboxItem[], locale: string, headingLevel?: number): TemplateResult | typeof nothing;
