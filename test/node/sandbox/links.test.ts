/** Short links (DESIGN §7): create, get with analytics, update, list, the /l/<code> host, scopes and `res`. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_LINKS } from '../../../src/sandbox/demo-rcs.js';
import { LinkWithAnalytics, Link } from '../../../src/schemas/links.js';
import { Page } from '../../../src/schemas/common.js';
import { DEMO_SENDERS, ORIGIN, testSandbox, type TestSandbox } from './helpers.js';

const DAY = 86_400_000;

/** GET `<origin>/l/<code>` as a visitor. */
async function click(
  t: TestSandbox,
  shortUrl: string,
  visitor = { ip: '203.0.113.7', ua: 'Phone/1.0' },
  method = 'GET',
) {
  return t.sandbox.fetch(
    new Request(shortUrl, { method, headers: { 'X-Forwarded-For': visitor.ip, 'User-Agent': visitor.ua } }),
  );
}

describe('short links: routes', () => {
  it('creates a link (201) whose shortUrl lives on the short-link host, outside /api', async () => {
    const t = testSandbox({ demoData: false });
    const res = await t.api('POST', '/tools/url', { url: 'https://acme-coffee.example/menu?x=1' });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const link = Link.parse(res.body);
    assert.match(link.shortUrl, new RegExp(`^${ORIGIN}/l/[A-Za-z0-9]{7}$`));
    assert.equal(link.url, 'https://acme-coffee.example/menu?x=1');
    assert.equal(link.clicks, 0);
    assert.equal(link.expiresAt, null);
    assert.equal(link.sender, null);
    t.close();
  });

  it('refuses javascript:, data:, relative and non-URL destinations with a ZodError body naming url', async () => {
    const t = testSandbox({ demoData: false });
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<b>x</b>',
      '/relative',
      'ftp://files.example/x',
      'not a url',
      '',
    ]) {
      const res = await t.api('POST', '/tools/url', { url });
      assert.equal(res.status, 400, url);
      assert.ok(res.body.errors.properties.url, `${url}: ${JSON.stringify(res.body)}`);
    }
    const patchTarget = (await t.api('POST', '/tools/url', { url: 'https://ok.example' })).body;
    const patched = await t.api('PATCH', `/tools/url/${patchTarget.linkId}`, { url: 'javascript:alert(1)' });
    assert.equal(patched.status, 400);
    assert.ok(patched.body.errors.properties.url);
    assert.equal(Object.keys(t.sandbox.store.data.links).length, 1);
    t.close();
  });

  it('refuses an expiry in the past and an unknown sender with a 400 {error}', async () => {
    const t = testSandbox({ demoData: false });
    const past = new Date(t.clock.now() - 1000).toISOString();
    const res = await t.api('POST', '/tools/url', { url: 'https://ok.example', expiresAt: past });
    assert.equal(res.status, 400);
    assert.match(res.body.error, /in the past/);
    const sender = await t.api('POST', '/tools/url', { url: 'https://ok.example', sender: '+14155559876' });
    assert.equal(sender.status, 400);
    assert.match(sender.body.error, /not a sender/);
    t.close();
  });

  it('GET returns the link with analytics; PATCH changes destination and expiry while the short URL stays', async () => {
    const t = testSandbox({ demoData: false });
    const created = (await t.api('POST', '/tools/url', { url: 'https://a.example/one' })).body;
    const get = await t.api('GET', `/tools/url/${created.linkId}`);
    assert.equal(get.status, 200);
    const parsed = LinkWithAnalytics.parse(get.body);
    assert.deepEqual(parsed.analytics, { clicks: 0, uniqueClicks: 0, lastClickedAt: null, byDay: [] });

    const expiresAt = new Date(t.clock.now() + DAY).toISOString();
    const patched = await t.api('PATCH', `/tools/url/${created.linkId}`, { url: 'https://b.example/two', expiresAt });
    assert.equal(patched.status, 200);
    assert.equal(patched.body.shortUrl, created.shortUrl);
    assert.equal(patched.body.url, 'https://b.example/two');
    assert.equal(patched.body.expiresAt, expiresAt);
    const redirect = await click(t, created.shortUrl);
    assert.equal(redirect.headers.get('location'), 'https://b.example/two');

    const cleared = await t.api('PATCH', `/tools/url/${created.linkId}`, { expiresAt: null });
    assert.equal(cleared.body.expiresAt, null);
    assert.equal((await t.api('GET', '/tools/url/lnk_missing')).status, 404);
    assert.equal((await t.api('PATCH', '/tools/url/lnk_missing', { url: 'https://x.example' })).status, 404);
    t.close();
  });

  it('refuses a destination on its own short-link host (a redirect loop), on create and on update', async () => {
    const t = testSandbox({ demoData: false });
    const created = (await t.api('POST', '/tools/url', { url: 'https://a.example/one' })).body;
    const other = (await t.api('POST', '/tools/url', { url: 'https://b.example/two' })).body;
    for (const url of [created.shortUrl, other.shortUrl, `${ORIGIN}/l/nosuchcode`, `${ORIGIN}/x/../l/abc`]) {
      const patched = await t.api('PATCH', `/tools/url/${created.linkId}`, { url });
      assert.equal(patched.status, 400, url);
      assert.match(patched.body.error, /^url: .* is a short link of this sandbox/);
      const made = await t.api('POST', '/tools/url', { url });
      assert.equal(made.status, 400, url);
      assert.match(made.body.error, /^url: .* is a short link of this sandbox/);
    }
    assert.equal((await click(t, created.shortUrl)).headers.get('location'), 'https://a.example/one');
    // Elsewhere on the sandbox's origin is a destination like any other.
    assert.equal((await t.api('POST', '/tools/url', { url: `${ORIGIN}/lists/1` })).status, 201);
    // A refused expiry leaves the destination as it was.
    const past = new Date(t.clock.now() - 1000).toISOString();
    const refused = await t.api('PATCH', `/tools/url/${created.linkId}`, { url: 'https://c.example', expiresAt: past });
    assert.equal(refused.status, 400);
    assert.equal((await t.api('GET', `/tools/url/${created.linkId}`)).body.url, 'https://a.example/one');
    t.close();
  });

  it('counts every name of a loopback sandbox and a public short-link host as its own', async () => {
    const t = testSandbox({
      demoData: false,
      baseUrl: 'http://127.0.0.1:4010/api',
      shortLinkHost: 'https://go.acme.example/s',
    });
    for (const url of ['http://localhost:4010/l/abc', 'http://[::1]:4010/l/abc', 'https://GO.acme.example:443/s/abc']) {
      assert.equal((await t.api('POST', '/tools/url', { url })).status, 400, url);
    }
    for (const url of ['http://localhost:4011/l/abc', 'https://go.acme.example/l/abc', 'https://acme.example/s/abc']) {
      assert.equal((await t.api('POST', '/tools/url', { url })).status, 201, url);
    }
    t.close();
  });

  it('lists links newest first with cursors, filtered by sender', async () => {
    const t = testSandbox({ demoData: false });
    for (let i = 0; i < 5; i++) {
      await t.api('POST', '/tools/url', {
        url: `https://a.example/${i}`,
        sender: i % 2 ? DEMO_SENDERS.acmePhone : DEMO_SENDERS.northwindPhone,
      });
      t.clock.advance(1000);
    }
    const first = await t.api('POST', '/tools/url/list', { pageSize: 3 });
    assert.equal(first.status, 200);
    const page = Page(Link).parse(first.body);
    assert.deepEqual(
      page.data.map((l) => l.url),
      ['https://a.example/4', 'https://a.example/3', 'https://a.example/2'],
    );
    const second = await t.api('POST', '/tools/url/list', { pageSize: 3, cursor: page.nextCursor });
    assert.deepEqual(
      second.body.data.map((l: Link) => l.url),
      ['https://a.example/1', 'https://a.example/0'],
    );
    assert.equal(second.body.nextCursor, null);
    const acme = await t.api('POST', '/tools/url/list', { sender: DEMO_SENDERS.acmePhone });
    assert.deepEqual(
      acme.body.data.map((l: Link) => l.url),
      ['https://a.example/3', 'https://a.example/1'],
    );
    t.close();
  });
});

describe('short links: the /l/<code> host', () => {
  it('302s to the destination and counts clicks, unique by IP address + user agent, per UTC day', async () => {
    const t = testSandbox({ demoData: false });
    const link = (await t.api('POST', '/tools/url', { url: 'https://acme-coffee.example/menu' })).body;
    const first = await click(t, link.shortUrl);
    assert.equal(first.status, 302);
    assert.equal(first.headers.get('location'), 'https://acme-coffee.example/menu');
    assert.equal(first.headers.get('cache-control'), 'no-store');
    await click(t, link.shortUrl); // same visitor again
    await click(t, link.shortUrl, { ip: '203.0.113.7', ua: 'Other/2.0' }); // same IP, other browser
    t.clock.advance(DAY);
    await click(t, link.shortUrl, { ip: '198.51.100.1', ua: 'Phone/1.0' });
    const head = await click(t, link.shortUrl, undefined, 'HEAD');
    assert.equal(head.status, 302, 'HEAD redirects');

    const { body } = await t.api('GET', `/tools/url/${link.linkId}`);
    assert.equal(body.clicks, 4, 'HEAD is not a click');
    assert.equal(body.analytics.clicks, 4);
    assert.equal(body.analytics.uniqueClicks, 3);
    assert.equal(body.analytics.lastClickedAt, new Date(t.clock.now()).toISOString());
    assert.deepEqual(body.analytics.byDay, [
      { date: '2026-11-21', clicks: 3 },
      { date: '2026-11-22', clicks: 1 },
    ]);
    t.close();
  });

  it('answers 410 with a small HTML page once expired (no click counted), 404 for an unknown code', async () => {
    const t = testSandbox({ demoData: false });
    const link = (
      await t.api('POST', '/tools/url', {
        url: 'https://a.example',
        expiresAt: new Date(t.clock.now() + 60_000).toISOString(),
      })
    ).body;
    assert.equal((await click(t, link.shortUrl)).status, 302);
    t.clock.advance(60_000);
    const gone = await click(t, link.shortUrl);
    assert.equal(gone.status, 410);
    assert.match(gone.headers.get('content-type')!, /^text\/html/);
    assert.match(await gone.text(), /expired/i);
    assert.equal((await t.api('GET', `/tools/url/${link.linkId}`)).body.clicks, 1);

    // Moving the expiry later revives the same short URL.
    await t.api('PATCH', `/tools/url/${link.linkId}`, { expiresAt: new Date(t.clock.now() + DAY).toISOString() });
    assert.equal((await click(t, link.shortUrl)).status, 302);

    for (const path of ['/l/nope123', '/l/%3Cscript%3E', '/l/__proto__']) {
      const missing = await t.sandbox.fetch(new Request(`${ORIGIN}${path}`));
      assert.equal(missing.status, 404, path);
      const html = await missing.text();
      assert.match(html, /not found/i);
      assert.doesNotMatch(html, /<script/);
    }
    assert.equal((await t.sandbox.fetch(new Request(link.shortUrl, { method: 'POST' }))).status, 405);
    t.close();
  });

  it('demo data has links with clicks spread over several days, and an expired one', async () => {
    const t = testSandbox();
    const menu = await t.api('GET', `/tools/url/${DEMO_LINKS.menu.linkId}`);
    assert.equal(menu.status, 200);
    assert.ok(menu.body.analytics.byDay.length >= 5, JSON.stringify(menu.body.analytics.byDay));
    assert.ok(menu.body.analytics.uniqueClicks < menu.body.analytics.clicks);
    assert.equal(
      menu.body.analytics.clicks,
      menu.body.analytics.byDay.reduce((n: number, d: { clicks: number }) => n + d.clicks, 0),
    );
    const expired = await t.api('GET', `/tools/url/${DEMO_LINKS.expired.linkId}`);
    assert.equal((await click(t, expired.body.shortUrl)).status, 410);
    assert.equal(expired.body.shortUrl, `${ORIGIN}/l/${DEMO_LINKS.expired.code}`);
    t.close();
  });
});

describe('short links: embed tokens', () => {
  it('links:write creates and updates, links:read reads and lists; each alone is refused the other (401)', async () => {
    const t = testSandbox({ demoData: false });
    const writer = await t.embed(['links:write']);
    const reader = await t.embed(['links:read']);
    const created = await t.call('POST', '/tools/url', { token: writer, body: { url: 'https://a.example' } });
    assert.equal(created.status, 201);
    assert.equal((await t.call('GET', `/tools/url/${created.body.linkId}`, { token: writer })).status, 401);
    assert.equal((await t.call('GET', `/tools/url/${created.body.linkId}`, { token: reader })).status, 200);
    assert.equal((await t.call('POST', '/tools/url/list', { token: reader, body: {} })).status, 200);
    assert.equal(
      (await t.call('POST', '/tools/url', { token: reader, body: { url: 'https://a.example' } })).status,
      401,
    );
    assert.equal(
      (
        await t.call('PATCH', `/tools/url/${created.body.linkId}`, {
          token: reader,
          body: { url: 'https://b.example' },
        })
      ).status,
      401,
    );
    t.close();
  });

  it('a token restricted to senders sees and creates only links of those senders', async () => {
    const t = testSandbox();
    const token = await t.embed(['links:read', 'links:write'], { senders: [DEMO_SENDERS.acmeAgent] });
    const list = await t.call('POST', '/tools/url/list', { token, body: {} });
    assert.ok(list.body.data.length > 0);
    assert.ok(
      list.body.data.every((l: Link) => l.sender === DEMO_SENDERS.acmeAgent),
      JSON.stringify(list.body.data.map((l: Link) => l.sender)),
    );
    assert.equal((await t.call('GET', `/tools/url/${DEMO_LINKS.trips.linkId}`, { token })).status, 404);
    assert.equal(
      (await t.call('PATCH', `/tools/url/${DEMO_LINKS.trips.linkId}`, { token, body: { url: 'https://evil.example' } }))
        .status,
      404,
    );
    const other = await t.call('POST', '/tools/url', {
      token,
      body: { url: 'https://a.example', sender: DEMO_SENDERS.northwindAgent },
    });
    assert.equal(other.status, 400);
    assert.match(other.body.error, /may not create links/);
    const none = await t.call('POST', '/tools/url', { token, body: { url: 'https://a.example' } });
    assert.equal(none.status, 400);
    const own = await t.call('POST', '/tools/url', {
      token,
      body: { url: 'https://a.example', sender: DEMO_SENDERS.acmeAgent },
    });
    assert.equal(own.status, 201);
    t.close();
  });
});
