/**
 * `GET /events/stream` (DESIGN §3 Event stream): Server-Sent Events as a web ReadableStream, filtered by the
 * token's `res`, resumable with the `Last-Event-ID` header (or `?lastEventId=`, for clients that cannot set
 * headers). A stream ends when its token expires: the client reconnects with a fresh token and resumes.
 */
import type { SandboxContext } from '../context.js';
import { problem, type SandboxAuth, type SandboxHono } from '../http.js';
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
    const header = c.req.header('last-event-id');
    const query = readQuery(c, StreamQuery).lastEventId;
    // Both given and different: which one to resume from would be a guess, so neither is (as with a repeated key).
    if (header !== undefined && query !== undefined && header !== query) {
      const shown = (id: string) => JSON.stringify(id.slice(0, 40));
      throw problem.field(
        ['lastEventId'],
        `lastEventId ${shown(query)} disagrees with the Last-Event-ID header ${shown(header)}: send one of them, or the same cursor in both`,
        'Query',
      );
    }
    const lastEventId = header ?? query ?? null;
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
