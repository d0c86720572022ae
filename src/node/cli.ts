/**
 * The `parley` command: `parley token …` mints an embed token, `parley sandbox …` starts the local emulator of
 * the service (implemented in `src/sandbox/server.ts`). `npm start` runs this file directly.
 */
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { ParseArgsConfig } from 'node:util';
import type { EmbedResources } from '../schemas/token.js';
import { SCOPES } from '../schemas/token.js';
import { isEmbedTokenError, MAX_TTL_SECONDS } from '../tokens/index.js';
import { createEmbedToken } from './tokens.js';
import { parseCommand } from './cli-args.js';
import { RCS_HELP, rcsCommand } from './cli-rcs.js';
import { PLANS } from '../schemas/agents.js';
import { RESOURCE_HELP, ResourceUsageError, resourceCommand } from './cli-resources.js';

/** Where output goes; tests pass their own. */
export interface CliIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Record<string, string | undefined>;
  /** The fetch of `parley links|test-agent|contacts|audiences|blasts` (tests pass an in-process sandbox's). */
  fetch?: typeof fetch;
  /** Waits between polls of `parley blasts send --wait` (tests pass a fake). */
  sleep?: (ms: number) => Promise<void>;
}

/** What `parley sandbox` hands to `startSandboxServer`. Unset values mean "the documented default". */
export interface SandboxCliOptions {
  port?: number;
  host?: string;
  dataFile?: string;
  apiKey?: string;
  embedKid?: string;
  embedSecret?: string;
  team?: string;
  demoData: boolean;
  demo: boolean;
  /** `--plan free|pro|enterprise` (unset: pro). */
  plan?: 'free' | 'pro' | 'enterprise';
  /** false with `--no-silent-auth`. */
  silentAuth: boolean;
}

export const HELP = `Usage: parley <command> [options]

Commands:
  parley token    Mint one embed token and print it on stdout
  parley sandbox  Run the local emulator of the service API
  parley links    Create, read (with click analytics) and update short links
  parley test-agent  Create RCS test agents, whitelist testers, read the whitelist status
  parley contacts | audiences | blasts   Contacts, audiences and blasts (below)
  parley help     Show this help

parley token --kid KID --secret SECRET --team TEAM --user USER --scope "SCOPES" [options]
  --kid KID            id of the embed key (token header "kid")
  --secret SECRET      HS256 embed secret, at least 32 bytes (or set PARLEY_EMBED_SECRET)
  --team TEAM          team that owns the key (claim "iss")
  --user USER          your end user's id (claim "sub")
  --scope "A B"        space-separated scopes: ${SCOPES.join(' ')}
  --senders a,b        restrict to these senders (also --brands, --campaigns, --conversations, --forms, --audiences)
  --ttl SECONDS        lifetime, 1…${MAX_TTL_SECONDS} (default 900)

parley sandbox [options]
  --port 4010          port to listen on
  --host 127.0.0.1     interface to bind
  --data FILE          persist the store to FILE (journaled: a 2xx is on disk); in memory otherwise
  --api-key KEY        SERVICE-API-KEY to accept (default sk_sandbox_parley_dev_key)
  --embed-kid KID      embed key id (default sandbox-hs256)
  --embed-secret S     HS256 embed secret (default: the documented development secret)
  --team TEAM          team id (default team_sandbox)
  --no-demo-data       start with an empty store
  --plan PLAN          the team's plan: free (no hosted forms, no RCS test agents: 403), pro (default), enterprise
  --no-silent-auth     Silent Authentication access not granted: its routes answer 403
  --demo               also serve the demo page (what npm start runs); PORT, when set, is its default port

${RCS_HELP}
${RESOURCE_HELP}

Examples:
  npx parley sandbox --port 4010
  npx parley links create --url https://acme.example/menu
  npx parley test-agent whitelist agent_test_1 --phone +14155550142
  npx parley token --kid sandbox-hs256 --secret "$PARLEY_EMBED_SECRET" --team team_sandbox \\
    --user user_1 --scope "conversations:read messages:send" --senders +15550001111
`;

class UsageError extends Error {}

const RESOURCE_FLAGS = ['senders', 'brands', 'campaigns', 'conversations', 'forms', 'audiences'] as const;

function parse<T extends NonNullable<ParseArgsConfig['options']>>(args: string[], options: T) {
  return parseCommand(args, options, false, (message) => new UsageError(message)).values;
}

/** A comma-separated list of ids: an empty entry is a typo, an empty list a token that could see nothing. */
function list(text: string, flag: string): string[] {
  const entries = text.split(',').map((s) => s.trim());
  if (entries.every((entry) => entry === ''))
    throw new UsageError(`--${flag} must list at least one id (omit it for no restriction)`);
  if (entries.includes('')) throw new UsageError(`--${flag} has an empty entry in "${text}"`);
  return entries;
}

function required(value: string | undefined, flag: string): string {
  if (value === undefined || value === '') throw new UsageError(`Missing ${flag}`);
  return value;
}

async function tokenCommand(args: string[], io: CliIO): Promise<number> {
  const values = parse(args, {
    kid: { type: 'string' },
    secret: { type: 'string' },
    team: { type: 'string' },
    user: { type: 'string' },
    scope: { type: 'string' },
    ttl: { type: 'string' },
    senders: { type: 'string' },
    brands: { type: 'string' },
    campaigns: { type: 'string' },
    conversations: { type: 'string' },
    forms: { type: 'string' },
    audiences: { type: 'string' },
  });
  const ttlText = values.ttl;
  if (ttlText !== undefined && !/^\d+$/.test(ttlText))
    throw new UsageError(`--ttl must be whole seconds; got "${ttlText}"`);
  const resources: EmbedResources = {};
  for (const flag of RESOURCE_FLAGS) {
    const text = values[flag];
    if (text !== undefined) resources[flag] = list(text, flag);
  }
  const token = await createEmbedToken({
    key: {
      kid: required(values.kid, '--kid'),
      secret: required(values.secret ?? io.env.PARLEY_EMBED_SECRET, '--secret (or PARLEY_EMBED_SECRET)'),
    },
    team: required(values.team, '--team'),
    user: required(values.user, '--user'),
    scopes: required(values.scope, '--scope'),
    resources: Object.keys(resources).length ? resources : undefined,
    ttl: ttlText === undefined ? undefined : Number(ttlText),
  });
  io.stdout(`${token}\n`);
  return 0;
}

interface SandboxServerModule {
  startSandboxServer(options: SandboxCliOptions): Promise<unknown>;
}

/**
 * Parses `parley sandbox` flags into the options `startSandboxServer` takes. With `--demo` (what `npm start` runs) and
 * no `--port`, the environment's `PORT` picks the port (`PORT=5000 npm start`); the sandbox alone keeps 4010, the
 * elements' default `base-url`, whatever `PORT` the developer's own app beside it listens on.
 */
export function parseSandboxArgs(args: string[], env: Record<string, string | undefined> = {}): SandboxCliOptions {
  const values = parse(args, {
    port: { type: 'string' },
    host: { type: 'string' },
    data: { type: 'string' },
    'api-key': { type: 'string' },
    'embed-kid': { type: 'string' },
    'embed-secret': { type: 'string' },
    team: { type: 'string' },
    'no-demo-data': { type: 'boolean' },
    demo: { type: 'boolean' },
    plan: { type: 'string' },
    'no-silent-auth': { type: 'boolean' },
  });
  if (values.plan !== undefined && !(PLANS as readonly string[]).includes(values.plan)) {
    throw new UsageError(`--plan must be one of ${PLANS.join(', ')}; got "${values.plan}"`);
  }
  let port: number | undefined;
  const envPort = values.demo && values.port === undefined && env.PORT ? env.PORT : undefined;
  const portText = values.port ?? envPort;
  if (portText !== undefined) {
    port = Number(portText);
    if (!/^\d+$/.test(portText) || port > 65535)
      throw new UsageError(`${envPort ? 'PORT' : '--port'} must be 0…65535; got "${portText}"`);
  }
  if (values['embed-secret'] !== undefined && new TextEncoder().encode(values['embed-secret']).byteLength < 32) {
    throw new UsageError('--embed-secret must be at least 32 bytes (HS256 needs 256 bits)');
  }
  return {
    port,
    host: values.host,
    dataFile: values.data,
    apiKey: values['api-key'],
    embedKid: values['embed-kid'],
    embedSecret: values['embed-secret'],
    team: values.team,
    demoData: !values['no-demo-data'],
    demo: values.demo ?? false,
    plan: values.plan as SandboxCliOptions['plan'],
    silentAuth: !values['no-silent-auth'],
  };
}

async function sandboxCommand(args: string[], io: CliIO): Promise<number> {
  const options = parseSandboxArgs(args, io.env);
  // A variable specifier: the sandbox server is another module's, loaded only for this command.
  const specifier = '../sandbox/server.js';
  let server: SandboxServerModule;
  try {
    server = (await import(specifier)) as SandboxServerModule;
  } catch (error) {
    // The sandbox's server libraries are optional peers (a page-only install never runs them): name what to install.
    const missing =
      (error as { code?: string }).code === 'ERR_MODULE_NOT_FOUND' &&
      /Cannot find package '(hono|@hono\/node-server)'/.exec(String((error as Error).message));
    if (missing) {
      io.stderr(
        `parley sandbox: the sandbox needs the packages hono and @hono/node-server (optional peers of @parley/embeds; ${missing[1]} is not installed).\nInstall them in your project: npm install --save-dev hono @hono/node-server\n`,
      );
      return 1;
    }
    if (
      (error as { code?: string }).code === 'ERR_MODULE_NOT_FOUND' &&
      String((error as Error).message).includes('server')
    ) {
      io.stderr(
        'parley sandbox: the sandbox server is not part of this build yet (src/sandbox/server.ts is missing).\n',
      );
      return 1;
    }
    throw error;
  }
  if (typeof server.startSandboxServer !== 'function') {
    io.stderr('parley sandbox: src/sandbox/server.ts does not export startSandboxServer(options).\n');
    return 1;
  }
  await server.startSandboxServer(options);
  return 0;
}

/**
 * Runs the `parley` command with its arguments (without `node` and the script) and resolves to the exit code:
 * 0 success, 1 failure, 2 bad usage (message on stderr).
 *
 * @example
 * ```ts
 * process.exitCode = await main(process.argv.slice(2));
 * ```
 */
export async function main(
  argv: string[],
  io: CliIO = { stdout: (t) => process.stdout.write(t), stderr: (t) => process.stderr.write(t), env: process.env },
): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'token':
        if (rest.includes('--help') || rest.includes('-h')) break;
        return await tokenCommand(rest, io);
      case 'sandbox':
        if (rest.includes('--help') || rest.includes('-h')) break;
        return await sandboxCommand(rest, io);
      case 'links':
      case 'test-agent':
        if (rest.includes('--help') || rest.includes('-h')) break;
        return await rcsCommand(command, rest, io);
      case 'contacts':
      case 'audiences':
      case 'blasts':
        if (rest.includes('--help') || rest.includes('-h')) break;
        return await resourceCommand(command, rest, io);
      case undefined:
      case 'help':
      case '--help':
      case '-h':
        io.stdout(HELP);
        return 0;
      default:
        throw new UsageError(`Unknown command "${command}"`);
    }
    io.stdout(HELP);
    return 0;
  } catch (error) {
    if (
      error instanceof UsageError ||
      error instanceof ResourceUsageError ||
      isEmbedTokenError(error, 'ERR_INVALID_OPTIONS')
    ) {
      io.stderr(`parley ${command ?? ''}: ${(error as Error).message}\nRun "parley --help" for usage.\n`);
      return 2;
    }
    // Expected operational failures (a corrupt --data file, a busy port) get their message; anything else its stack.
    const code = (error as { code?: unknown })?.code;
    const expected = code === 'ERR_SANDBOX_DATA' || code === 'EADDRINUSE' || code === 'EACCES';
    io.stderr(
      `parley ${command ?? ''}: ${expected ? (error as Error).message : ((error as Error)?.stack ?? String(error))}\n`,
    );
    return 1;
  }
}

function isMain(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(script)).href;
  } catch {
    return false;
  }
}

if (isMain()) process.exitCode = await main(process.argv.slice(2));
