/**
 * Blasts (DESIGN §6): one message per contact of an audience, each sent through the messaging service's own send
 * path (same sender checks, carrier simulation, fallback, test numbers, webhooks and stream events as a single
 * send), carrying `blastId`. The blast's counters follow its messages' status changes live and each change is a
 * `blast.updated` stream event. A scheduled blast creates its messages `SCHEDULED` at once (so they are listed by
 * `POST /messages/schedules/list`, each with `blastId`), and is cancelled as a whole by
 * `DELETE /messages/schedule/{blastId}` until it starts.
 */
import type { Blast, BlastKind, BlastRequest } from '../../schemas/blasts.js';
import type { SandboxContext } from '../context.js';
import { type RowScope } from '../http.js';
import type { BlastRecord } from '../store.js';
import type { Contacts } from './contacts.js';
import type { EventHub } from './event-hub.js';
import type { Messaging } from './messaging.js';
export interface Blasts {
    /** Sends (or schedules) a blast; the audience must exist and have contacts (else a 400). */
    create(kind: BlastKind, request: BlastRequest): Blast;
    /** Cancels a SCHEDULED blast and every one of its messages; 409 once it has started. */
    cancel(blast: BlastRecord): Blast;
    view(blast: BlastRecord): Blast;
    /** What `res` filtering sees of a blast: its sender's dimensions and its audience (no single conversation). */
    scopeOf(blast: Pick<BlastRecord, 'from' | 'audienceId'>): RowScope;
    /** Recounts every blast from its messages (after loading a data file). */
    resume(): void;
}
export declare function createBlastService(context: SandboxContext, events: EventHub, messaging: Messaging, contacts: Contacts): Blasts;
