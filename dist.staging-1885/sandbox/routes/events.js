export function registerEventRoutes(app, _context, auth, services) {
    app.get('/events/stream', auth.embed('conversations:read'), (c) => {
        const lastEventId = c.req.header('last-event-id') ?? c.req.query('lastEventId') ?? null;
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
