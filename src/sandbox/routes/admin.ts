/**
 * Sandbox-only administration (API key): `POST /sandbox/reset` puts the sandbox back to its seeded state, and
 * `GET|POST /sandbox/faults` reads or sets fault injection.
 */
import type { SandboxContext } from '../context.js';
import { readBody, type SandboxAuth, type SandboxHono } from '../http.js';
import { noBody } from '../strict-requests.js';
import type { SandboxServices } from '../app.js';
import { FaultRules } from '../services/faults.js';

export function registerAdminRoutes(
  app: SandboxHono,
  context: SandboxContext,
  auth: SandboxAuth,
  services: SandboxServices,
): void {
  app.post('/sandbox/reset', auth.apiKey(), noBody, (c) => {
    services.reset();
    return c.json({ reset: true, conversations: Object.keys(context.store.data.conversations).length });
  });

  app.get('/sandbox/faults', auth.apiKey(), (c) => c.json(services.faults.rules));

  app.post('/sandbox/faults', auth.apiKey(), async (c) => {
    services.faults.set(await readBody(c, FaultRules));
    return c.json(services.faults.rules);
  });
}
