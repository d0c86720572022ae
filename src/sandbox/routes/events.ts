/**
 * `GET /events/stream` (DESIGN §3 Event stream): Server-Sent Events as a web ReadableStream, filtered by the
 * token's `res`, resumable with the `Last-Event-ID` header (or `?lastEventId=`, for clients that cannot set
 * headers). A stream ends when its token expires: the client reconnects with a fresh token and resumes.
 */
import type { SandboxContext } from '../context.js';
import type { SandboxAuth, SandboxHono } from '../http.js';
import type { SandboxServices } from '../app.js';
import * as z from '../../schemas/zod.js';
import { readQuery, withQuery } from '../strict-requests.js';

/** `?lastEventId=`: the header's value, for clients that cannot set headers. */
const StreamQuery = z.object({ lastEventId: z.optional(z.string()) });

export function registerEventRoutes(
  app: SandboxHono,
  _context: SandboxContext,
  auth: SandboxAuth,
  services: SandboxServices,
): void {
  app.get('/events/stream', auth.embed('conversations:read'), withQuery(StreamQuery), (c) => {
    const lastEventId = c.req.header('last-event-id') ?? readQuery(c, StreamQuery).lastEventId ?? null;
    const caller = c.get('caller');
    const stream = services.events.open(caller, lastEventId, {
      signal: c.req.raw.signal,
      // The stream is re-authorized at the token's exp: the client reconnects with a fresh token and resumes.
      endAt: caller.kind === 'embed' ? caller.token.claims.exp * 1000 : undefined,
    });
    return c.body(stream, 200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // Proxies and compression middleware must pass events through at once.
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    });
  });
}
