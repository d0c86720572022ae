/**
 * Short links (DESIGN §7; spec: URL shortener with click analytics, configurable expiration, updatable
 * destinations): `POST /tools/url`, `GET|PATCH /tools/url/{linkId}`, `POST /tools/url/list`, and the short-link
 * host itself (`{short_link_host}` = `<origin>/l`, served outside the `/api` base path by {@link handleShortLink}):
 * `GET /l/<code>` → 302 to the destination with one click counted (unique by IP address + user agent), 410 when
 * expired, 404 when unknown.
 */
import {
  LinkCreateRequest,
  LinkListRequest,
  LinkUpdateRequest,
  type Link,
  type LinkAnalytics,
  type LinkWithAnalytics,
} from '../../schemas/links.js';
import type { SandboxContext } from '../context.js';
import { featureGate } from '../plans.js';
import { canSee, problem, readBody, type Caller, type RowScope, type SandboxAuth, type SandboxHono } from '../http.js';
import { paginate } from '../cursors.js';
import type { LinkRecord } from '../store.js';

/** Path prefix of the short-link host on the sandbox's origin. */
export const SHORT_LINK_PATH = '/l';
const CODE_ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** Visitors remembered per link for unique counting (older ones still count as clicks). */
const MAX_VISITORS = 10_000;

function newCode(context: SandboxContext): string {
  for (;;) {
    const bytes = crypto.getRandomValues(new Uint8Array(7));
    const code = Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
    if (!findByCode(context, code)) return code;
  }
}

export function findByCode(context: SandboxContext, code: string): LinkRecord | undefined {
  for (const link of Object.values(context.store.data.links)) if (link.code === code) return link;
  return undefined;
}

export function publicLink(context: SandboxContext, record: LinkRecord): Link {
  const { linkId, url, sender, expiresAt, clicks, createdAt, updatedAt } = record;
  return {
    linkId,
    shortUrl: `${context.options.shortLinkHost}/${record.code}`,
    url,
    sender,
    expiresAt,
    clicks,
    createdAt,
    updatedAt,
  };
}

export function linkAnalytics(record: LinkRecord): LinkAnalytics {
  return {
    clicks: record.clicks,
    uniqueClicks: record.visitors.length,
    lastClickedAt: record.lastClickedAt,
    byDay: Object.keys(record.byDay)
      .sort()
      .map((date) => ({ date, clicks: record.byDay[date]! })),
  };
}

/** The `res` dimensions of a link: its sender, and that sender's brand and campaign (none → hidden when restricted). */
function scopeOfLink(context: SandboxContext, sender: string | null): RowScope {
  const record = sender ? context.store.data.senders[sender] : undefined;
  return { sender, brand: record?.brandId ?? null, campaign: record?.campaignId ?? null };
}

function findLink(context: SandboxContext, linkId: string, caller: Caller): LinkRecord {
  const record = Object.hasOwn(context.store.data.links, linkId) ? context.store.data.links[linkId] : undefined;
  if (!record || !canSee(caller, scopeOfLink(context, record.sender))) throw problem.notFound(`Link ${linkId}`);
  return record;
}

function requireFuture(context: SandboxContext, expiresAt: string | null | undefined): string | null {
  if (expiresAt == null) return null;
  const at = Date.parse(expiresAt);
  if (at <= context.clock.now())
    throw problem.invalid(`expiresAt ${expiresAt} is in the past; a link must expire later than now`);
  return new Date(at).toISOString();
}

/** Names of this machine: the sandbox answers on each of them alike. */
const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0)$/;
const reachOf = (url: URL) =>
  `${LOOPBACK.test(url.hostname) ? 'loopback' : url.hostname}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;

/**
 * A destination on the sandbox's own short-link host (the public one, and `/l/` on its own origin, which it serves
 * as well) would redirect to a short link again: to itself, or through other links back to it, for ever.
 */
function requireElsewhere(context: SandboxContext, destination: string): void {
  const target = new URL(destination);
  const own = [context.options.shortLinkHost, new URL(context.options.baseUrl).origin + SHORT_LINK_PATH];
  const loops = own.some((host) => {
    const prefix = new URL(`${host}/`);
    return reachOf(prefix) === reachOf(target) && target.pathname.startsWith(prefix.pathname);
  });
  if (loops) throw problem.invalid(`url: ${destination} is a short link of this sandbox; a link must lead elsewhere`);
}

/** Creates and stores a link (the route and the demo data). */
export function createLink(
  context: SandboxContext,
  input: { url: string; expiresAt?: string | null; sender?: string | null },
  fixed?: { linkId?: string; code?: string; createdAt?: string },
): LinkRecord {
  const now = fixed?.createdAt ?? context.nowIso();
  const record: LinkRecord = {
    linkId: fixed?.linkId ?? context.newId('lnk'),
    code: fixed?.code ?? newCode(context),
    url: input.url,
    sender: input.sender ?? null,
    expiresAt: input.expiresAt ?? null,
    clicks: 0,
    byDay: {},
    visitors: [],
    lastClickedAt: null,
    createdAt: now,
    updatedAt: now,
  };
  context.store.data.links[record.linkId] = record;
  context.changed();
  return record;
}

/** Counts one click at `atMs` by `visitor` (any stable string; hashed). */
export function recordClick(context: SandboxContext, record: LinkRecord, visitor: string, atMs: number): void {
  const at = new Date(atMs).toISOString();
  const day = at.slice(0, 10);
  record.clicks++;
  record.byDay[day] = (record.byDay[day] ?? 0) + 1;
  const key = visitorKey(visitor);
  if (!record.visitors.includes(key) && record.visitors.length < MAX_VISITORS) record.visitors.push(key);
  if (!record.lastClickedAt || at > record.lastClickedAt) record.lastClickedAt = at;
  context.store.touch('links', record.linkId);
  context.changed();
}

/** FNV-1a (two lanes): visitors are kept as short hashes, never as raw IP addresses and user agents. */
function visitorKey(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    a = Math.imul(a ^ ch, 0x01000193);
    b = Math.imul(b ^ ch, 0x5bd1e995);
  }
  return (a >>> 0).toString(36) + (b >>> 0).toString(36);
}

export function registerLinkRoutes(app: SandboxHono, context: SandboxContext, auth: SandboxAuth): void {
  const data = () => context.store.data;

  app.post('/tools/url', auth.embed('links:write'), featureGate(context, 'links'), async (c) => {
    const body = await readBody(c, LinkCreateRequest);
    const caller = c.get('caller');
    const sender = body.sender ?? null;
    if (sender !== null && !data().senders[sender])
      throw problem.invalid(`sender: ${sender} is not a sender of team ${context.options.team}`);
    // Like a send outside `res`: a restricted token creates links only for senders it may use.
    if (!canSee(caller, scopeOfLink(context, sender))) {
      throw problem.invalid(
        sender
          ? `This embed token may not create links for ${sender}`
          : 'This embed token is restricted to some senders: name one of them in sender',
      );
    }
    requireElsewhere(context, body.url);
    const record = createLink(context, { url: body.url, expiresAt: requireFuture(context, body.expiresAt), sender });
    return c.json(publicLink(context, record), 201);
  });

  app.get('/tools/url/:linkId', auth.embed('links:read'), (c) => {
    const record = findLink(context, c.req.param('linkId'), c.get('caller'));
    return c.json({ ...publicLink(context, record), analytics: linkAnalytics(record) } satisfies LinkWithAnalytics);
  });

  app.patch('/tools/url/:linkId', auth.embed('links:write'), async (c) => {
    const record = findLink(context, c.req.param('linkId'), c.get('caller'));
    const body = await readBody(c, LinkUpdateRequest);
    // Both checks before either change: a refused update leaves the link as it was.
    if (body.url !== undefined) requireElsewhere(context, body.url);
    const expiresAt = body.expiresAt === undefined ? record.expiresAt : requireFuture(context, body.expiresAt);
    // A PATCH that changes nothing (`{}`, or the link's own url and expiry) is no update: updatedAt stays.
    if ((body.url ?? record.url) === record.url && expiresAt === record.expiresAt)
      return c.json(publicLink(context, record));
    if (body.url !== undefined) record.url = body.url;
    record.expiresAt = expiresAt;
    record.updatedAt = context.nowIso();
    context.store.touch('links', record.linkId);
    context.changed();
    return c.json(publicLink(context, record));
  });

  app.post('/tools/url/list', auth.embed('links:read'), async (c) => {
    const body = await readBody(c, LinkListRequest);
    const caller = c.get('caller');
    const rows = Object.values(data().links).filter(
      (link) =>
        (body.sender === undefined || link.sender === body.sender) && canSee(caller, scopeOfLink(context, link.sender)),
    );
    const page = paginate(context, 'links', rows, (link) => [link.createdAt, link.linkId], body);
    return c.json({ data: page.data.map((link) => publicLink(context, link)), nextCursor: page.nextCursor });
  });
}

// ---------------------------------------------------------------- the short-link host

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

function page(status: 404 | 410 | 405, title: string, message: string): Response {
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f2937}h1{font-size:1.5rem}</style></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></main></body></html>`;
  return new Response(body, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      ...(status === 405 ? { Allow: 'GET, HEAD' } : {}),
    },
  });
}

/**
 * Answers `GET <origin>/l/<code>`: 302 to the destination and one click counted (GET only; HEAD redirects without
 * counting), 410 for an expired link, 404 for an unknown one. The visitor is the first `X-Forwarded-For` address
 * (the Node server sets it from the socket) and the `User-Agent`.
 */
export function handleShortLink(context: SandboxContext, request: Request): Response {
  const url = new URL(request.url);
  const code = decodeURIComponent(url.pathname.slice(SHORT_LINK_PATH.length + 1).replace(/\/$/, ''));
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return page(405, 'Method not allowed', 'Short links answer GET only.');
  const record = CODE_PATTERN.test(code) ? findByCode(context, code) : undefined;
  if (!record)
    return page(
      404,
      'Link not found',
      'This short link does not exist. Check the address, or ask the sender for a new link.',
    );
  const now = context.clock.now();
  if (record.expiresAt && Date.parse(record.expiresAt) <= now) {
    return page(410, 'Link expired', 'This short link has expired. Ask the sender for a new link.');
  }
  if (request.method === 'GET') {
    const ip = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || '127.0.0.1';
    recordClick(context, record, `${ip}|${request.headers.get('user-agent') ?? ''}`, now);
  }
  return new Response(null, {
    status: 302,
    headers: { Location: record.url, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
  });
}
