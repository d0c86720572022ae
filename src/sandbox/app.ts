/**
 * Composes the sandbox: context, services, and every route family under `/api`
 * (docs/decisions/001-sandbox-defaults.md), with CORS for any origin (the elements run on customers' pages) and the
 * spec's error bodies for every failure.
 */
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import '../schemas/english.js';
import { DEFAULT_THEME } from '../schemas/theme.js';
import type { EmbedVerificationKey } from '../tokens/index.js';
import { resolveOptions, type SandboxContext, type SandboxOptions } from './context.js';
import {
  ApiProblem,
  createAuth,
  headerBytes,
  MAX_HEADER_BYTES,
  methodAllowed,
  notFound,
  problem,
  type SandboxAuth,
  type SandboxEnv,
} from './http.js';
import { registerBlastRoutes } from './routes/blasts.js';
import { registerCampaignRoutes } from './routes/campaigns.js';
import { registerContactRoutes } from './routes/contacts.js';
import { registerConversationRoutes } from './routes/conversations.js';
import { registerEventRoutes } from './routes/events.js';
import { registerFormRoutes } from './routes/forms.js';
import { registerMessageRoutes } from './routes/messages.js';
import { registerAdminRoutes } from './routes/admin.js';
import { registerSilentAuthRoutes } from './routes/silent-auth.js';
import { registerWebhookRoutes } from './routes/webhooks.js';
import { handleShortLink, registerLinkRoutes } from './routes/links.js';
import { registerRcsRoutes } from './routes/rcs.js';
import { registerTestAgentRoutes } from './routes/test-agents.js';
import { registerTeamInboxRoutes } from './routes/team-inbox.js';
import { strictRequests } from './strict-requests.js';
import { API_VERSION_HEADER, apiVersionMiddleware } from './versioning.js';
import { createEventHub, type EventHub } from './services/event-hub.js';
import { createBlastService, type Blasts } from './services/blasts.js';
import { createContactService, type Contacts } from './services/contacts.js';
import { createFaults, type Faults } from './services/faults.js';
import { createMessagingService, type Messaging } from './services/messaging.js';
import { createTeamInbox, type TeamInbox } from './services/team-inbox.js';
import { createWebhookService } from './services/webhooks.js';
import { seedDemoData, seedTeam } from './demo-data.js';
import { emptyStoreData, Store, type StoreData } from './store.js';

export const API_BASE_PATH = '/api';

/** What the messaging-side routes share beyond the context. */
export interface SandboxServices {
  events: EventHub;
  messaging: Messaging;
  faults: Faults;
  contacts: Contacts;
  blasts: Blasts;
  /** Notes as entries and presence (DESIGN §10). */
  team: TeamInbox;
  /** Back to the seeded state: timers stopped, store re-seeded, stream subscribers told to re-sync. */
  reset(): void;
}

export interface SandboxInternals extends SandboxServices {
  app: Hono<SandboxEnv>;
  context: SandboxContext;
  auth: SandboxAuth;
  /** Stops every timer and ends every stream. */
  close(): void;
  /** The short-link host (`GET <origin>/l/<code>`), served outside the API base path. */
  shortLink(request: Request): Response;
}

/** Loads a persisted state: older files may lack sections added since, so missing ones start empty. */
function normalizeState(state: unknown): StoreData {
  return { ...emptyStoreData(), ...(state as Partial<StoreData>) } as StoreData;
}

export function createSandboxApp(options: SandboxOptions = {}): SandboxInternals {
  const resolved = resolveOptions(options);
  const store = new Store(options.initialState ? normalizeState(options.initialState) : undefined);
  let counter = 0;
  let cachedKeyHex = '';
  let cachedKey = new Uint8Array();
  const embedKeys: Record<string, EmbedVerificationKey> = {
    ...(options.embedKeys ?? {}),
    [resolved.embedKid]: { alg: 'HS256', secret: resolved.embedSecret },
  };

  const context: SandboxContext = {
    options: resolved,
    store,
    clock: resolved.clock,
    embedKeys,
    messaging: undefined!,
    webhooks: undefined!,
    teamTheme: () => ({ ...DEFAULT_THEME, ...store.data.teamTheme }),
    nowIso: () => new Date(resolved.clock.now()).toISOString(),
    newId(prefix) {
      const n = (store.data.seq[prefix] = (store.data.seq[prefix] ?? 0) + 1);
      // Readable, unique and not guessable across sandboxes: prefix, sequence, random tail.
      return `${prefix}_${n.toString(36)}${(counter++ % 36).toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    },
    changed: () => options.onChange?.(),
    cursorKey() {
      // Made on first use and stored: a reset drops it with the data, so cursors of the old data stop working.
      if (!store.data.cursorKey) {
        store.data.cursorKey = Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) =>
          b.toString(16).padStart(2, '0'),
        ).join('');
        options.onChange?.();
      }
      const hex = store.data.cursorKey;
      if (hex !== cachedKeyHex) {
        cachedKeyHex = hex;
        cachedKey = Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
      }
      return cachedKey;
    },
  };

  const events = createEventHub(context);
  context.webhooks = createWebhookService(context);
  const messaging = createMessagingService(context, events);
  context.messaging = messaging;
  const faults = createFaults(context);
  const contacts = createContactService(context, messaging);
  const blasts = createBlastService(context, events, messaging, contacts);
  const team = createTeamInbox(context, events, messaging);
  const seed = () => {
    if (resolved.demoData) seedDemoData(context);
    else seedTeam(context);
    // Seeded messages still in flight (the scheduled ones) go out on the clock like any other.
    messaging.resume();
  };
  if (options.initialState) messaging.resume();
  else seed();

  const services: SandboxServices = {
    events,
    messaging,
    faults,
    contacts,
    blasts,
    team,
    reset() {
      messaging.stop();
      team.reset();
      context.webhooks.reset?.();
      store.replace(emptyStoreData());
      seed();
      events.reset('The sandbox was reset');
      context.changed();
    },
  };

  const auth = createAuth(context);
  const app = new Hono<SandboxEnv>().basePath(API_BASE_PATH);

  app.use(
    '*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowHeaders: [
        'Authorization',
        'Content-Type',
        'Idempotency-Key',
        'Last-Event-ID',
        'SERVICE-API-KEY',
        API_VERSION_HEADER,
      ],
      exposeHeaders: ['Retry-After', 'Idempotency-Replayed', 'Allow', API_VERSION_HEADER],
      maxAge: 600,
    }),
  );
  // After CORS, so a page can read the 431 (the Node server reads headers up to 1 MiB to get here; server.ts).
  app.use('*', async (c, next) => {
    const size = headerBytes(c.req.raw.headers);
    if (size > MAX_HEADER_BYTES) throw problem.headersTooLarge(size, MAX_HEADER_BYTES);
    await next();
  });
  // A known path with another method is a 405 with Allow, for every route registered below (or added later).
  app.use('*', methodAllowed(app));
  app.use('*', apiVersionMiddleware());
  app.use('*', faults.middleware(API_BASE_PATH));
  // Query keys and bodies each route declares it reads (strict-requests.ts); anything else is refused, not dropped.
  app.use('*', strictRequests());

  registerConversationRoutes(app, context, auth, services);
  registerTeamInboxRoutes(app, context, auth, services);
  // Before the message routes: DELETE /messages/schedule/{id} answers blast ids itself, message ids fall through.
  registerBlastRoutes(app, context, auth, blasts, messaging);
  registerMessageRoutes(app, context, auth, services);
  registerContactRoutes(app, context, auth, contacts);
  registerEventRoutes(app, context, auth, services);
  registerFormRoutes(app, context, auth);
  registerWebhookRoutes(app, context, auth);
  registerSilentAuthRoutes(app, context, auth);
  registerCampaignRoutes(app, context, auth);
  registerLinkRoutes(app, context, auth);
  registerRcsRoutes(app, context, auth);
  registerTestAgentRoutes(app, context, auth);
  registerAdminRoutes(app, context, auth, services);

  app.notFound(notFound);
  app.onError((error, c) => {
    if (error instanceof ApiProblem) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json(error.body, error.status);
    }
    console.error('[parley sandbox] unexpected error', error);
    return c.json({ error: 'Internal sandbox error' }, 500);
  });

  return {
    ...services,
    app,
    context,
    auth,
    shortLink: (request) => handleShortLink(context, request),
    close() {
      messaging.stop();
      team.close();
      context.webhooks.close?.();
      events.close();
    },
  };
}
