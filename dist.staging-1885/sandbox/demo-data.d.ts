import type { SandboxContext } from './context.js';
export * from './demo-ids.js';
export declare const DEFAULT_DEMO_SEED = 20261121;
export declare const DEFAULT_DEMO_CONVERSATIONS = 240;
export declare const DEFAULT_LONG_THREAD_SIZE = 10000;
/**
 * The team's configuration: brands, campaigns (carrier launches in several states), senders and the team theme.
 * Seeded even without demo data, so there are senders to send from.
 */
export declare function seedTeam(context: SandboxContext): void;
/** Builds the demo world into the (empty) store, then rebuilds its indexes once. */
export declare function seedDemoData(context: SandboxContext): void;
