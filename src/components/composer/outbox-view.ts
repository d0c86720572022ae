/**
 * The outbox's view (`controllers/outbox-view.ts`) as a part of the composer, loaded after its first screen
 * (`first-screen.ts`): as an entry point of its own it would reach Lit and the words without the rest of the first
 * screen, and esbuild would ship those as a file apart from the composer's first screen. With it, what the send
 * lifecycle reads of its kept sends: why one waits now (`keptFor`).
 */
import './first-screen.js';

export * from '../../controllers/outbox-view.js';
// Recorded by the outbox after every attempt: the composer's line beside Send reads it, as the panel does.
export { keptFor } from '../../api/outbox-reason.js';
// The transport too, so that it and the outbox's token reading (`api/jwt.ts`, reached by both) ship as one file
// (the transport comes with `later.ts` before any write the outbox keeps). Exported, not imported for its effect:
// `transport.ts` is side-effect free, so a bundler drops a bare import of it.
export { ApiTransport } from './transport.js';
