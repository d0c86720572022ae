// A scriptable HTTP API for the API client's browser tests, mounted in web-test-runner's dev server (koa).
// Every test uses its own scenario under /__test-api/s/<sid>/ so that parallel test files never share state.
// Responses are written to the raw Node response (ctx.respond = false) so no koa middleware (etag, compression)
// buffers the event stream.
//
//   POST /script            merge settings into the scenario: {fail, status, retryAfter, destroy, rejectAll,
//                           events, dropAfter, overlap, deadAfter, floor, stallFirst,
//                           restartAfterFirst}
//   GET  /log               the scenario's record (token requests, statuses, Idempotency-Keys, stream connections)
//   POST /revoke            invalidates every token issued so far (the next request gets 401)
//   GET  /token?ttl=S       {token}: an unsigned but well-formed JWT {sub, n, iat, exp = iat + S}
//   GET  /token-denied      401 {error}: the customer's session is over
//   GET  /whoami            200 {n} for a valid bearer token, else 401 {error}
//   POST /flaky, POST /send fail `fail` times (status `status`, `Retry-After: retryAfter`; or `destroy` times by
//                           dropping the socket), then 200; /send answers a Message
//   POST /zod-error         400 {description, errors} (zod treeifyError tree)
//   GET  /bad-json, /bad-shape   200 with unreadable / unexpected bodies
//   GET  /slow              never answers; records the request and its abort
//   GET  /events/stream     SSE of `events` message.created events (ids 1…), honouring Last-Event-ID; drops the
//                           connection after `dropAfter` events, replays the Last-Event-ID event when `overlap`,
//                           goes silent after `deadAfter` events on the first connection, answers `event: reset` when
//                           Last-Event-ID is below `floor - 1`, never answers the first connection when
//                           `stallFirst`, starts its ids over (after a reset) on later connections when
//                           `restartAfterFirst`; heartbeats every 100 ms once all events are sent.

const PREFIX = '/__test-api/s/';
const scenarios = new Map();

function scenario(sid) {
  let s = scenarios.get(sid);
  if (!s) {
    s = {
      script: {
        fail: 0,
        status: 503,
        retryAfter: undefined,
        destroy: 0,
        rejectAll: false,
        events: 0,
        dropAfter: 0,
        overlap: false,
        deadAfter: 0,
        floor: 0,
        stallFirst: false,
        restartAfterFirst: false,
      },
      issued: 0,
      revokedBelow: 1,
      tokenRequests: 0,
      whoami: [],
      attempts: 0,
      idempotencyKeys: [],
      slow: { hits: 0, aborted: 0 },
      connections: [],
    };
    scenarios.set(sid, s);
  }
  return s;
}

const b64url = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');

function issueToken(s, ttlSeconds) {
  const iat = Math.floor(Date.now() / 1000);
  s.issued += 1;
  return `${b64url({ alg: 'HS256', typ: 'parley-embed+jwt' })}.${b64url({ sub: 'tester', n: s.issued, iat, exp: iat + ttlSeconds })}.unsigned`;
}

/** The token's serial if it is one of ours, unrevoked and unexpired; otherwise undefined. */
function checkToken(s, authorization) {
  if (s.script.rejectAll) return undefined;
  const match = /^Bearer (.+)$/.exec(authorization ?? '');
  if (!match) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(match[1].split('.')[1], 'base64url').toString('utf8'));
    if (claims.exp * 1000 <= Date.now() || claims.n < s.revokedBelow) return undefined;
    return claims.n;
  } catch {
    return undefined;
  }
}

function send(res, status, body, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers });
  res.end(body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body));
}

function message(id, direction = 'inbound') {
  return {
    id,
    conversationId: 'c_1',
    direction,
    type: 'SMS',
    from: '+14155550100',
    to: '+14155550123',
    text: `message ${id}`,
    mediaUrls: [],
    rcs: null,
    status: direction === 'inbound' ? 'RECEIVED' : 'QUEUED',
    fallbackMessage: null,
    reactions: [],
    scheduledTime: null,
    sentAt: null,
    createdAt: new Date().toISOString(),
    error: null,
  };
}

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

/** Fails as scripted, then succeeds with `ok()`'s body. */
function flaky(s, req, res, ok) {
  s.attempts += 1;
  s.idempotencyKeys.push(req.headers['idempotency-key'] ?? null);
  if (s.attempts <= s.script.destroy) {
    req.socket.destroy();
    return;
  }
  if (s.attempts <= s.script.destroy + s.script.fail) {
    const headers = s.script.retryAfter === undefined ? {} : { 'Retry-After': String(s.script.retryAfter) };
    send(res, s.script.status, { error: `scripted failure ${s.attempts}` }, headers);
    return;
  }
  send(res, 200, ok());
}

function stream(s, req, res) {
  const authorized = checkToken(s, req.headers.authorization);
  const lastEventId = req.headers['last-event-id'];
  const connection = s.connections.push({ lastEventId: lastEventId ?? null, authorized: authorized !== undefined }) - 1;
  if (authorized === undefined) return send(res, 401, { error: 'Invalid or expired embed token' });
  if (s.script.stallFirst && connection === 0) return; // accepted, but no response headers ever
  res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
  res.flushHeaders();

  const { events, dropAfter, overlap, deadAfter, floor } = s.script;
  let next = lastEventId === undefined ? 1 : Number(lastEventId) + (overlap ? 0 : 1);
  if (lastEventId !== undefined && floor > 0 && Number(lastEventId) < floor - 1) {
    res.write(
      `id: ${floor - 1}\nevent: reset\ndata: ${JSON.stringify({ reason: 'cursor older than the backlog' })}\n\n`,
    );
    next = floor;
  }
  if (s.script.restartAfterFirst && connection > 0 && lastEventId !== undefined) {
    // As if the server had restarted with a fresh store: cursors begin again at 1.
    res.write(`id: 0\nevent: reset\ndata: ${JSON.stringify({ reason: 'server restarted' })}\n\n`);
    next = 1;
  }
  let sent = 0;
  let timer;
  const stop = () => clearInterval(timer);
  req.on('close', stop);
  timer = setInterval(() => {
    if (deadAfter > 0 && connection === 0 && sent >= deadAfter) return; // silent: no events, no heartbeats
    if (dropAfter > 0 && sent >= dropAfter) {
      stop();
      // Dropped once what was written has left: destroying at once could discard frames still buffered (under load
      // the client then saw 1 event of 3, and the test a resume from the wrong id).
      res.write('', () => req.socket.destroy());
      return;
    }
    if (next > events) {
      res.write(': heartbeat\n\n');
      return;
    }
    const id = String(next++);
    sent += 1;
    // Split the frame across two writes, so the client must reassemble events from partial chunks.
    const frame = `id: ${id}\nevent: message.created\ndata: ${JSON.stringify({ message: message(`m_${id}`) })}\n\n`;
    res.write(frame.slice(0, 20));
    res.write(frame.slice(20));
  }, 10);
}

/** Koa middleware serving the scripted API under /__test-api/s/<sid>/…; everything else passes through. */
export function testApiMiddleware() {
  return async function testApi(ctx, next) {
    if (!ctx.path.startsWith(PREFIX)) return next();
    ctx.respond = false;
    ctx.status = 200; // only for the runner's log: responses are written raw below
    const { req, res } = ctx;
    const [sid, ...rest] = ctx.path.slice(PREFIX.length).split('/');
    const route = `${req.method} /${rest.join('/')}`;
    const s = scenario(sid);
    switch (route) {
      case 'POST /script':
        Object.assign(s.script, await readBody(req));
        return send(res, 200, s.script);
      case 'GET /log':
        return send(res, 200, { ...s, script: undefined });
      case 'POST /revoke':
        s.revokedBelow = s.issued + 1;
        return send(res, 200, { revokedBelow: s.revokedBelow });
      case 'GET /token': {
        s.tokenRequests += 1;
        const ttl = Number(ctx.query.ttl ?? 900);
        return send(res, 200, { token: issueToken(s, ttl) });
      }
      case 'GET /token-denied':
        s.tokenRequests += 1;
        return send(res, 401, { error: 'Your session has ended' });
      case 'GET /whoami': {
        const n = checkToken(s, req.headers.authorization);
        s.whoami.push({ n: n ?? null, status: n === undefined ? 401 : 200 });
        return n === undefined ? send(res, 401, { error: 'Invalid or expired embed token' }) : send(res, 200, { n });
      }
      case 'POST /flaky':
        return flaky(s, req, res, () => ({ ok: true, attempts: s.attempts }));
      case 'POST /send': {
        const body = await readBody(req);
        return flaky(s, req, res, () => ({ ...message('m_sent', 'outbound'), text: body?.text ?? null }));
      }
      case 'POST /zod-error':
        return send(res, 400, {
          description: 'Request validation failed: to: Must be an E.164 phone number',
          errors: {
            errors: ['Unrecognized key "x"'],
            properties: {
              to: { errors: ['Must be an E.164 phone number'] },
              rcs: { errors: [], properties: { suggestions: { errors: [], items: [null, { errors: ['too long'] }] } } },
            },
          },
        });
      case 'GET /bad-json':
        return send(res, 200, '{"ok": tru');
      case 'GET /bad-shape':
        return send(res, 200, { ok: 'yes' });
      case 'GET /slow': {
        s.slow.hits += 1;
        const timer = setTimeout(() => send(res, 200, { ok: true }), 30_000);
        req.on('close', () => {
          if (!res.writableEnded) s.slow.aborted += 1;
          clearTimeout(timer);
        });
        return;
      }
      case 'GET /events/stream':
        return stream(s, req, res);
      default:
        return send(res, 404, { error: `No test route ${route}` });
    }
  };
}
