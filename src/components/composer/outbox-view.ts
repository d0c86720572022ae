/**
 * The outbox's view (`controllers/outbox-view.ts`) as a part of the composer, loaded after its first screen
 * (`first-screen.ts`): as an entry point of its own it would reach Lit and the words without the rest of the first
 * screen, and esbuild would ship those as a file apart from the composer's first screen.
 */
import './first-screen.js';

export * from '../../controllers/outbox-view.js';
