import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main, parseSandboxArgs } from '../../../src/node/cli.js';
import { verifyEmbedToken } from '../../../src/node/index.js';
import { HS_SECRET } from '../tokens/fixtures.js';
import { cleanCheckout } from './clean-checkout.js';

function capture(env: Record<string, string | undefined> = {}) {
  const out = { stdout: '', stderr: '' };
  return {
    out,
    io: { stdout: (t: string) => void (out.stdout += t), stderr: (t: string) => void (out.stderr += t), env },
  };
}

const tokenArgs = [
  'token',
  '--kid',
  'sandbox-hs256',
  '--secret',
  HS_SECRET,
  '--team',
  'team_sandbox',
  '--user',
  'user_1',
  '--scope',
  'conversations:read messages:send',
];

describe('parley token', () => {
  test('prints exactly one verifiable token on stdout', async () => {
    const { out, io } = capture();
    assert.equal(await main([...tokenArgs, '--senders', '+15550001111, +15550002222', '--ttl', '600'], io), 0);
    assert.equal(out.stderr, '');
    assert.match(out.stdout, /^[\w-]+\.[\w-]+\.[\w-]+\n$/);
    const { claims, scopes, resources } = await verifyEmbedToken(
      out.stdout.trim(),
      { 'sandbox-hs256': { secret: HS_SECRET } },
      { team: 'team_sandbox' },
    );
    assert.equal(claims.sub, 'user_1');
    assert.equal(claims.exp - claims.iat, 600);
    assert.deepEqual([...scopes], ['conversations:read', 'messages:send']);
    assert.deepEqual(resources, { senders: ['+15550001111', '+15550002222'] });
  });
  test('takes the secret from PARLEY_EMBED_SECRET', async () => {
    const args = tokenArgs.filter((a, i) => a !== '--secret' && tokenArgs[i - 1] !== '--secret');
    const { out, io } = capture({ PARLEY_EMBED_SECRET: HS_SECRET });
    assert.equal(await main(args, io), 0);
    assert.ok(out.stdout.length > 100);
  });
  const bad: [string, string[], RegExp][] = [
    ['unknown flag', [...tokenArgs, '--color', 'red'], /Unknown option '--color'/],
    ['missing user', tokenArgs.slice(0, 7).concat(tokenArgs.slice(9)), /Missing --user/],
    ['unknown scope', [...tokenArgs.slice(0, -1), 'messages:sned'], /Unknown scope "messages:sned"/],
    ['ttl not a number', [...tokenArgs, '--ttl', '10m'], /--ttl must be whole seconds/],
    ['ttl over 24 h', [...tokenArgs, '--ttl', '90000'], /ttl must be/],
    ['an empty --senders', [...tokenArgs, '--senders', ''], /--senders must list at least one id/],
    ['a --forms of commas', [...tokenArgs, '--forms', ' , '], /--forms must list at least one id/],
    ['an empty --senders entry', [...tokenArgs, '--senders', 'a,,b'], /--senders has an empty entry in "a,,b"/],
    ['a trailing comma', [...tokenArgs, '--brands', 'brand_1,'], /--brands has an empty entry/],
    ['--user twice', [...tokenArgs, '--user', 'user_2'], /--user is given more than once/],
    ['--senders twice', [...tokenArgs, '--senders', 'a', '--senders=b'], /--senders is given more than once/],
    [
      'short secret',
      ['token', '--kid', 'k', '--secret', 'short', '--team', 't', '--user', 'u', '--scope', 'forms:read'],
      /at least 32 bytes/,
    ],
  ];
  for (const [name, args, message] of bad) {
    test(`${name}: exit 2, message on stderr, nothing on stdout`, async () => {
      const { out, io } = capture();
      assert.equal(await main(args, io), 2);
      assert.equal(out.stdout, '');
      assert.match(out.stderr, message);
    });
  }
});

describe('parley dispatcher', () => {
  test('--help and help document both commands; unknown command exits 2', async () => {
    for (const args of [['--help'], ['help'], []]) {
      const { out, io } = capture();
      assert.equal(await main(args, io), 0);
      assert.match(out.stdout, /parley token --kid KID --secret SECRET --team TEAM --user USER --scope/);
      assert.match(out.stdout, /parley sandbox \[options\][\s\S]*--no-demo-data/);
    }
    const { out, io } = capture();
    assert.equal(await main(['deploy'], io), 2);
    assert.match(out.stderr, /Unknown command "deploy"/);
  });
  test('sandbox flags map onto startSandboxServer options', () => {
    assert.deepEqual(
      parseSandboxArgs([
        '--port',
        '5000',
        '--host',
        '0.0.0.0',
        '--data',
        'store.json',
        '--api-key',
        'sk',
        '--embed-kid',
        'kid',
        '--embed-secret',
        HS_SECRET,
        '--team',
        't',
        '--no-demo-data',
        '--demo',
      ]),
      {
        port: 5000,
        host: '0.0.0.0',
        dataFile: 'store.json',
        apiKey: 'sk',
        embedKid: 'kid',
        embedSecret: HS_SECRET,
        team: 't',
        demoData: false,
        demo: true,
        plan: undefined,
        silentAuth: true,
      },
    );
    assert.deepEqual(parseSandboxArgs([]), {
      port: undefined,
      host: undefined,
      dataFile: undefined,
      apiKey: undefined,
      embedKid: undefined,
      embedSecret: undefined,
      team: undefined,
      demoData: true,
      demo: false,
      plan: undefined,
      silentAuth: true,
    });
  });
  test('PORT moves the demo (npm start), --port wins over it, and the sandbox alone keeps its default', async () => {
    const env = { PORT: '5001' };
    assert.equal(parseSandboxArgs(['--demo'], env).port, 5001);
    assert.equal(parseSandboxArgs(['--demo', '--port', '5002'], env).port, 5002);
    // `npm start -- --port N` appends after the script's own flags.
    assert.equal(parseSandboxArgs(['--demo', '--port', '5002'], {}).port, 5002);
    // The elements' default base-url is the sandbox's default port, whatever PORT the developer's own app uses.
    assert.equal(parseSandboxArgs([], env).port, undefined);
    const { out, io } = capture({ PORT: 'eighty' });
    assert.equal(await main(['sandbox', '--demo'], io), 2);
    assert.match(out.stderr, /PORT must be 0…65535; got "eighty"/);
  });
  test('bad sandbox flags exit 2', async () => {
    for (const args of [['--port', 'abc'], ['--port', '70000'], ['--embed-secret', 'short'], ['--bogus']]) {
      const { out, io } = capture();
      assert.equal(await main(['sandbox', ...args], io), 2, args.join(' '));
      assert.notEqual(out.stderr, '');
    }
  });
  test('--data in a folder that does not exist: one line naming the path and the folder, exit 1, no stack', async () => {
    const folder = join(tmpdir(), `parley-no-such-folder-${process.pid}-${Date.now()}`);
    const file = join(folder, 'file.json');
    const { out, io } = capture();
    const args = ['sandbox', '--port', '0', '--host', '127.0.0.1', '--no-demo-data', '--data', file];
    assert.equal(await main(args, io), 1);
    assert.equal(
      out.stderr,
      `parley sandbox: Cannot write the data file ${file}: the folder ${folder} does not exist; create it first\n`,
    );
    assert.equal(out.stdout, '', 'the sandbox never said it was running');
  });
  test('a repeated sandbox flag is refused, not silently the last one', () => {
    assert.throws(() => parseSandboxArgs(['--port', '4010', '--port', '4011']), /--port is given more than once/);
    assert.throws(() => parseSandboxArgs(['--data', 'a.json', '--data=b.json']), /--data is given more than once/);
    assert.equal(parseSandboxArgs(['--demo', '--demo']).demo, true);
  });
  test('bin/parley.js runs the CLI from a checkout with nothing built (tsx)', async (t) => {
    // A clean copy: this tree's dist/, when built, would be run instead of the sources.
    const checkout = await cleanCheckout();
    t.after(() => checkout.remove());
    const bin = join(checkout.dir, 'bin', 'parley.js');
    const { stdout } = await promisify(execFile)(process.execPath, [bin, ...tokenArgs], { timeout: 60_000 });
    assert.match(stdout, /^[\w-]+\.[\w-]+\.[\w-]+\n$/);
    await assert.rejects(
      promisify(execFile)(process.execPath, [bin, 'token', '--nope'], { timeout: 60_000 }),
      (error: { code: number; stderr: string }) => {
        assert.equal(error.code, 2);
        assert.match(error.stderr, /Unknown option/);
        return true;
      },
    );
  });
});
