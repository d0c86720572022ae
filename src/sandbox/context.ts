/**
 * What every sandbox route and service shares: resolved options, the store, the clock, and the two cross-cutting
 * services (messaging, webhook delivery) that routes of other families call.
 */
import type { Plan } from '../schemas/agents.js';
import type { Theme } from '../schemas/theme.js';
import type { SendRequest, Message } from '../schemas/messages.js';
import type { WebhookEvent } from '../schemas/webhooks.js';
import type { EmbedKeySet } from '../tokens/index.js';
import type { Store } from './store.js';

/** Documented development defaults (docs/decisions/001-sandbox-defaults.md); every one can be overridden. */
export const SANDBOX_DEFAULTS = {
  port: 4010,
  host: '127.0.0.1',
  apiKey: 'sk_sandbox_parley_dev_key',
  team: 'team_sandbox',
  embedKid: 'sandbox-hs256',
  embedSecret: 'sandbox-embed-secret-0123456789abcdef0123456789abcdef',
} as const;

export const DEFAULT_BASE_URL = `http://${SANDBOX_DEFAULTS.host}:${SANDBOX_DEFAULTS.port}/api`;
export const DEFAULT_FORMS_URL = `http://${SANDBOX_DEFAULTS.host}:${SANDBOX_DEFAULTS.port}/forms`;

/** Timers the sandbox uses; tests substitute a manual clock to step through state changes. */
export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}
/** Longest delay `setTimeout` honours (2^31 - 1 ms, about 24.8 days); longer ones would fire at once. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The real clock. Timers are unref'd in Node (a sandbox inside a test or script never keeps the process alive by
 * itself; a server's socket does) and chained past 24.8 days, so a message scheduled months ahead waits.
 */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout(fn, ms) {
    const handle: { timer?: ReturnType<typeof setTimeout> } = {};
    const arm = (remaining: number) => {
      handle.timer = setTimeout(
        () => (remaining > MAX_TIMER_MS ? arm(remaining - MAX_TIMER_MS) : fn()),
        Math.min(Math.max(0, remaining), MAX_TIMER_MS),
      );
      (handle.timer as { unref?: () => void }).unref?.();
    };
    arm(ms);
    return handle;
  },
  clearTimeout: (handle) => clearTimeout((handle as { timer?: ReturnType<typeof setTimeout> } | null)?.timer),
};

export interface SandboxOptions {
  apiKey?: string;
  team?: string;
  embedKid?: string;
  embedSecret?: string;
  /** Extra embed verification keys (e.g. an EdDSA public key), by kid. */
  embedKeys?: Record<string, import('../tokens/index.js').EmbedVerificationKey>;
  /** Public API root used in URLs the sandbox hands out (default {@link DEFAULT_BASE_URL}). */
  baseUrl?: string;
  /** Public forms address (`{forms_url}`, default {@link DEFAULT_FORMS_URL}). */
  formsUrl?: string;
  /** Seed the demo data set (default true). */
  demoData?: boolean;
  /** Size of the long demo thread (default 10 000). */
  longThreadSize?: number;
  /** Conversations in the demo data (default 240). */
  demoConversations?: number;
  clock?: Clock;
  /**
   * Delays of the simulated carrier, in ms: QUEUED → SENT (default 300), SENT → DELIVERED (default 700), and for RCS
   * DELIVERED → READ (default 2500; RCS is the only channel with read receipts).
   */
  carrierDelays?: { sent?: number; delivered?: number; read?: number };
  /** Webhook retry delays in ms, one per retry (default [1000, 5000, 30000, 120000, 600000] with jitter). */
  webhookRetrySchedule?: number[];
  /** The fetch used for webhook deliveries (default global fetch). */
  fetch?: typeof fetch;
  /** Features of the team's subscription; a missing one answers 403 (spec: Authentication 3). Default: from `plan`. */
  features?: { silentAuth?: boolean; forms?: boolean; testAgents?: boolean; links?: boolean };
  /**
   * The team's plan (DESIGN §8, default `pro`): `free` has no hosted forms and no RCS test agents (403 naming the
   * plan that has them); `pro` allows 5 test agents, `enterprise` 25.
   */
  plan?: Plan;
  /** Silent Authentication access granted (default true); false makes its routes answer 403 (`--no-silent-auth`). */
  silentAuth?: boolean;
  /** Public short-link host (`{short_link_host}`, default `<origin of baseUrl>/l`). */
  shortLinkHost?: string;
  /** How long a whitelisted tester takes to accept the invitation on their phone (default 2000 ms). */
  testerAcceptMs?: number;
  /** SSE backlog length (default 10 000) and heartbeat interval (default 15 000 ms). */
  eventBacklog?: number;
  heartbeatMs?: number;
  /** Initial store state (e.g. loaded from `--data`); skips demo data. */
  initialState?: unknown;
  /** Called after every change to the store (persistence hooks in here). */
  onChange?: () => void;
  /** Seed of the demo data's PRNG (default 20261121): the same seed gives the same contacts and histories. */
  demoSeed?: number;
  /** Fault injection (drops, 500s, delays) per route; see `services/faults.ts`. Default: none. */
  faults?: import('./services/faults.js').FaultRules;
}

export type ResolvedSandboxOptions = Required<
  Pick<
    SandboxOptions,
    | 'apiKey'
    | 'team'
    | 'embedKid'
    | 'embedSecret'
    | 'baseUrl'
    | 'formsUrl'
    | 'demoData'
    | 'eventBacklog'
    | 'heartbeatMs'
  >
> &
  SandboxOptions & {
    clock: Clock;
    features: { silentAuth: boolean; forms: boolean; testAgents: boolean; links: boolean };
    plan: Plan;
    shortLinkHost: string;
  };

export function resolveOptions(options: SandboxOptions = {}): ResolvedSandboxOptions {
  const plan = options.plan ?? 'pro';
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  return {
    ...options,
    apiKey: options.apiKey ?? SANDBOX_DEFAULTS.apiKey,
    team: options.team ?? SANDBOX_DEFAULTS.team,
    embedKid: options.embedKid ?? SANDBOX_DEFAULTS.embedKid,
    embedSecret: options.embedSecret ?? SANDBOX_DEFAULTS.embedSecret,
    baseUrl,
    formsUrl: (options.formsUrl ?? DEFAULT_FORMS_URL).replace(/\/+$/, ''),
    demoData: options.demoData ?? true,
    eventBacklog: options.eventBacklog ?? 10_000,
    heartbeatMs: options.heartbeatMs ?? 15_000,
    clock: options.clock ?? systemClock,
    features: {
      silentAuth: options.features?.silentAuth ?? options.silentAuth ?? true,
      forms: options.features?.forms ?? plan !== 'free',
      testAgents: options.features?.testAgents ?? plan !== 'free',
      // Every plan has short links (DESIGN §8); a test switches them off to meet the composer's 403.
      links: options.features?.links ?? true,
    },
    plan,
    shortLinkHost: (options.shortLinkHost ?? `${new URL(baseUrl).origin}/l`).replace(/\/+$/, ''),
  };
}

/** Sends messages on behalf of any route (forms/send uses it to deliver a form link). */
export interface MessagingService {
  send(
    request: SendRequest,
    meta?: { author?: string | null; blastId?: string; sentBy?: { id: string; name?: string } },
  ): Message;
}

/** Queues webhook deliveries for every webhook attached to `sender` that wants `event.type`. */
export interface WebhookService {
  emit(sender: string, event: WebhookEvent): void;
  /** Stops retry timers (sandbox close). */
  close?(): void;
  /** Drops queued retries after `POST /sandbox/reset` replaced the store's data. */
  reset?(): void;
}

export interface SandboxContext {
  options: ResolvedSandboxOptions;
  store: Store;
  clock: Clock;
  /** Embed verification keys by kid (the sandbox's HS256 key plus `options.embedKeys`). */
  embedKeys: EmbedKeySet;
  messaging: MessagingService;
  webhooks: WebhookService;
  /** Team default theme (forms render team default ⊕ theme_override). */
  teamTheme(): Theme;
  /** ISO timestamp of the sandbox clock's now. */
  nowIso(): string;
  /** A new id with a readable prefix (`msg_…`, `conv_…`, `form_…`). */
  newId(prefix: string): string;
  /** Marks the store changed (persistence). */
  changed(): void;
  /** The key list cursors are signed with: random per sandbox, kept in the store (`--data` cursors survive restarts). */
  cursorKey(): Uint8Array;
}
