/**
 * The outbox panel's words (`controllers/outbox-view.ts`: kept writes waiting to send, or refused), in English; the
 * inbox, the composer and the form show it. The panel is not an element: it renders inside its host in the host's
 * locale, and its chunk loads only once a write has waited, so all three languages come with it (imported here, not
 * loaded on demand: one small chunk, nothing on any first screen).
 */
import type { Catalogs } from './index.js';
import ar from './outbox.ar.js';
import es from './outbox.es.js';

const en = {
  heading: 'Waiting to send ({count})',
  notSent: 'Not sent',
  /** Kept while the service could not be reached: it goes out once the connection is back. */
  since: 'Waiting since {time}. It goes out when the connection is back.',
  /** Kept after the service failed (a 5xx, a 429): the connection was fine, the outbox tries again by itself. */
  sinceFault: 'Waiting since {time}. The service had a problem; it will be retried automatically.',
  /** Kept by an earlier version, which did not record why: no cause is claimed. */
  sinceAny: 'Waiting since {time}. It will be retried automatically.',
  sending: 'Sending…',
  failed: 'Not sent: {reason}',
  cancel: 'Cancel',
  cancelLabel: 'Cancel sending “{text}”',
  dismiss: 'Dismiss',
  dismissLabel: 'Dismiss “{text}”',
} as const;

export type OutboxKey = keyof typeof en;

export const outboxMessages: Catalogs<OutboxKey> = { en, es, ar };
