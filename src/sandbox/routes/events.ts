/**
 * `GET /events/stream` (DESIGN §3 Event stream): Server-Sent Events as a web ReadableStream, filtered by the
 * token's `res`, resumable with the `Last-Event-ID` header (or `?lastEventId=`, for clients that cannot set
 * headers).
 */
import type { SandboxContext } from '../context.js';
import type { SandboxAuth, SandboxHono } from '../http.js';
import type { SandboxServices } from '../app.js';

export function registerEventRoutes(app: SandboxHono, _context: SandboxContext, auth: SandboxAuth, services: SandboxServices): void {
  app.get('/events/stream', auth.embed('conversations:read'), (c) => {
    const lastEventId = c.req.header('last-event-id') ?? c.req.query('lastEventId') ?? null;
    const stream = services.events.open(c.get('caller'), lastEventId, c.req.raw.signal);
    return c.body(stream, 200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // Proxies and compression middleware must pass events through at once.
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    });
  });
}
