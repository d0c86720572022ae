/** The outbox's view (`controllers/outbox-view.ts`) as a part of the inbox: loaded after its first screen (first-screen.ts). */
import './first-screen.js';

export * from '../../controllers/outbox-view.js';
