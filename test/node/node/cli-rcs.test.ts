/** `parley sandbox --plan/--no-silent-auth`, `parley links …` and `parley test-agent …` against an in-process sandbox. */
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { main, parseSandboxArgs } from '../../../src/node/cli.js';
import { createSandbox, type SandboxOptions } from '../../../src/sandbox/index.js';
import { DEMO_LINKS, DEMO_TEST_AGENT } from '../../../src/sandbox/demo-rcs.js';
import { startSandboxServer } from '../../../src/sandbox/index.js';

function setup(options: SandboxOptions = {}) {
  const sandbox = createSandbox({
    demoConversations: 4,
    longThreadSize: 5,
    baseUrl: 'http://127.0.0.1:4010/api',
    ...options,
  });
  const out = { stdout: '', stderr: '' };
  const io = {
    stdout: (t: string) => void (out.stdout += t),
    stderr: (t: string) => void (out.stderr += t),
    env: {},
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) =>
      sandbox.fetch(new Request(input, init))) as typeof fetch,
  };
  const run = async (...args: string[]) => {
    out.stdout = '';
    out.stderr = '';
    return main(args, io);
  };
  return { sandbox, out, run };
}

describe('parley sandbox: plans', () => {
  test('--plan and --no-silent-auth are parsed; a bad plan exits 2', async () => {
    assert.deepEqual(
      { ...parseSandboxArgs(['--plan', 'free', '--no-silent-auth']) },
      { ...parseSandboxArgs([]), plan: 'free', silentAuth: false },
    );
    assert.equal(parseSandboxArgs(['--plan', 'enterprise']).plan, 'enterprise');
    const { out, run } = setup();
    assert.equal(await run('sandbox', '--plan', 'gold'), 2);
    assert.match(out.stderr, /--plan must be one of free, pro, enterprise/);
  });

  test('startSandboxServer takes plan and silentAuth and prints the plan', async () => {
    let banner = '';
    const server = await startSandboxServer({
      port: 0,
      plan: 'free',
      silentAuth: false,
      demoData: false,
      log: (t) => (banner += t),
    });
    try {
      assert.match(banner, /plan\s+free \(silent auth not granted\)/);
      assert.match(banner, new RegExp(`short links\\s+${server.origin}/l/<code>`));
      const forms = await fetch(`${server.baseUrl}/forms/list`, {
        method: 'POST',
        headers: { 'SERVICE-API-KEY': 'sk_sandbox_parley_dev_key', 'Content-Type': 'application/json' },
        body: '{}',
      });
      assert.equal(forms.status, 403);
      assert.equal(forms.headers.get('SERVICE-API-VERSION'), 'v2');
      const auth = await fetch(`${server.baseUrl}/network/silent-auth`, {
        method: 'POST',
        headers: { 'SERVICE-API-KEY': 'sk_sandbox_parley_dev_key', 'Content-Type': 'application/json' },
        body: JSON.stringify({ phoneNumber: '+14155550123' }),
      });
      assert.equal(auth.status, 403);
      // The short-link host over real HTTP: clicks are unique by the socket address when no X-Forwarded-For is sent.
      const link = await (
        await fetch(`${server.baseUrl}/tools/url`, {
          method: 'POST',
          headers: { 'SERVICE-API-KEY': 'sk_sandbox_parley_dev_key', 'Content-Type': 'application/json' },
          body: JSON.stringify({ url: 'https://acme.example/x' }),
        })
      ).json();
      assert.ok(link.shortUrl.startsWith(`${server.origin}/l/`));
      for (let i = 0; i < 2; i++) {
        const hop = await fetch(link.shortUrl, { redirect: 'manual', headers: { 'User-Agent': 'cli-test' } });
        assert.equal(hop.status, 302);
        assert.equal(hop.headers.get('location'), 'https://acme.example/x');
      }
      const stats = await (
        await fetch(`${server.baseUrl}/tools/url/${link.linkId}`, {
          headers: { 'SERVICE-API-KEY': 'sk_sandbox_parley_dev_key' },
        })
      ).json();
      assert.deepEqual([stats.analytics.clicks, stats.analytics.uniqueClicks], [2, 1]);
      assert.equal((await fetch(`${server.origin}/l/unknown1`)).status, 404);
    } finally {
      await server.close();
    }
  });
});

describe('parley links', () => {
  test('create, get (with a per-day chart), update; --json prints the resource', async () => {
    const { out, run, sandbox } = setup();
    assert.equal(
      await run('links', 'create', '--url', 'https://acme.example/menu', '--expires-at', '2099-01-01T00:00:00Z'),
      0,
      out.stderr,
    );
    assert.match(out.stdout, /^Short link http:\/\/127\.0\.0\.1:4010\/l\/\w{7}\n/);
    assert.match(out.stdout, /goes to\s+https:\/\/acme\.example\/menu/);
    assert.match(out.stdout, /expires\s+2099-01-01T00:00:00\.000Z/);

    assert.equal(await run('links', 'get', DEMO_LINKS.menu.linkId), 0, out.stderr);
    assert.match(out.stdout, /clicks per day/);
    assert.match(out.stdout, /\d{4}-\d{2}-\d{2}  #+ \d+/);
    assert.match(out.stdout, /unique\s+\d+/);

    assert.equal(
      await run(
        'links',
        'update',
        DEMO_LINKS.menu.linkId,
        '--url',
        'https://acme.example/winter',
        '--expires-at',
        'never',
        '--json',
      ),
      0,
      out.stderr,
    );
    const json = JSON.parse(out.stdout);
    assert.equal(json.url, 'https://acme.example/winter');
    assert.equal(json.expiresAt, null);
    assert.equal(sandbox.store.data.links[DEMO_LINKS.menu.linkId]!.url, 'https://acme.example/winter');
    sandbox.close();
  });

  test('service errors exit 1 with the service text; usage errors exit 2', async () => {
    const { out, run, sandbox } = setup();
    assert.equal(await run('links', 'create', '--url', 'javascript:alert(1)'), 1);
    assert.match(out.stderr, /HTTP 400/);
    assert.equal(await run('links', 'get', 'lnk_missing'), 1);
    assert.match(out.stderr, /Link lnk_missing not found \(HTTP 404\)/);
    for (const args of [
      ['links'],
      ['links', 'delete', 'x'],
      ['links', 'create'],
      ['links', 'get'],
      ['links', 'update', 'x'],
      ['links', 'update', 'x', '--expires-at', 'soon'],
      ['links', 'create', '--url', 'https://a.example', '--bogus'],
    ]) {
      assert.equal(await run(...args), 2, args.join(' '));
      assert.notEqual(out.stderr, '');
      assert.equal(out.stdout, '');
    }
    sandbox.close();
  });
});

describe('parley test-agent', () => {
  test('create, whitelist, status; the launch-first carrier and the plan explain themselves', async () => {
    const { out, run, sandbox } = setup({ demoData: false, testerAcceptMs: 0 });
    assert.equal(
      await run('test-agent', 'create', '--name', 'Lab', '--color', '#0f766e', '--email', 'lab@acme.example', '--json'),
      0,
      out.stderr,
    );
    const agent = JSON.parse(out.stdout);
    assert.match(agent.agentId, /^agent_test_/);
    assert.equal(agent.branding.colors.primary, '#0f766e');

    assert.equal(await run('test-agent', 'whitelist', agent.agentId, '--phone', '+14155550142'), 0, out.stderr);
    assert.match(out.stdout, /\+14155550142\s+ACCEPTED/);
    assert.equal(await run('test-agent', 'whitelist', agent.agentId, '--phone', '+14155557777'), 1);
    assert.match(out.stderr, /CARRIER_B requires the agent to be launched/);
    assert.equal(await run('test-agent', 'status', agent.agentId), 0);
    assert.match(out.stdout, new RegExp(`Whitelist of ${agent.agentId}:\\n  \\+14155550142\\s+ACCEPTED`));
    assert.equal(await run('test-agent', 'create', '--name', 'Plain'), 0);
    assert.match(out.stdout, /^Test agent Plain\n  id\s+agent_test_/);
    assert.equal(await run('test-agent', 'whitelist', agent.agentId), 2);
    sandbox.close();

    const free = setup({ plan: 'free' });
    assert.equal(await free.run('test-agent', 'status', DEMO_TEST_AGENT.agentId), 1);
    assert.match(free.out.stderr, /RCS test agents are not included in the free plan.*\(HTTP 403\)/);
    free.sandbox.close();
  });

  test('an unreachable service exits 1 and says so', async () => {
    const out = { stdout: '', stderr: '' };
    const code = await main(['links', 'get', 'lnk_1', '--base-url', 'http://127.0.0.1:9/api'], {
      stdout: (t) => void (out.stdout += t),
      stderr: (t) => void (out.stderr += t),
      env: {},
    });
    assert.equal(code, 1);
    assert.match(out.stderr, /cannot reach the service/);
  });
});

describe('parley token: the links and agents scopes', () => {
  test('mints links:read links:write agents:read, and lists them in the help', async () => {
    const { verifyEmbedToken } = await import('../../../src/node/index.js');
    const secret = 'sandbox-embed-secret-0123456789abcdef0123456789abcdef';
    const { out, run } = setup();
    assert.equal(
      await run(
        'token',
        '--kid',
        'k',
        '--secret',
        secret,
        '--team',
        't',
        '--user',
        'u',
        '--scope',
        'links:read links:write agents:read',
      ),
      0,
      out.stderr,
    );
    const { scopes } = await verifyEmbedToken(out.stdout.trim(), { k: { secret } }, { team: 't' });
    assert.deepEqual([...scopes], ['links:read', 'links:write', 'agents:read']);
    assert.equal(await run('help'), 0);
    assert.match(out.stdout, /--scope "A B".*links:read links:write agents:read/);
    assert.match(out.stdout, /parley links create --url URL/);
    assert.match(out.stdout, /parley test-agent whitelist AGENT_ID --phone E164/);
    assert.match(out.stdout, /--plan PLAN/);
  });
});

describe('parley links | test-agent: a repeated option', () => {
  test('a single-value option given twice exits 2 naming it, and nothing is created', async () => {
    const { sandbox, out, run } = setup();
    const agents = Object.keys(sandbox.store.data.testAgents).length;
    assert.equal(await run('test-agent', 'create', '--name', 'a', '--name', 'b'), 2);
    assert.match(out.stderr, /--name is given more than once; give it once/);
    assert.equal(out.stdout, '');
    assert.equal(Object.keys(sandbox.store.data.testAgents).length, agents);
    assert.equal(await run('links', 'create', '--url', 'https://a.example', '--url=https://b.example'), 2);
    assert.match(out.stderr, /--url is given more than once/);
    assert.equal(await run('links', 'get', DEMO_LINKS.menu.linkId, '--api-key', 'k1', '--api-key', 'k2'), 2);
    assert.match(out.stderr, /--api-key is given more than once/);
    // Flags are not values: --json twice still means --json.
    assert.equal(await run('links', 'get', DEMO_LINKS.menu.linkId, '--json', '--json'), 0);
  });
});
