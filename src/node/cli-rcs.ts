/**
 * `parley links create|get|update` and `parley test-agent create|whitelist|status`: thin commands over
 * {@link ServiceClient}, readable by default, `--json` for scripts. They talk to `--base-url` (default the
 * sandbox) with `--api-key` (default `$PARLEY_API_KEY`, else the sandbox's documented development key).
 */
import type { ParseArgsConfig } from 'node:util';
import { parseCommand } from './cli-args.js';
import { ServiceClient, SANDBOX_BASE_URL } from './client.js';
import { NetworkError, ServiceError } from './service-errors.js';
import type { LinkWithAnalytics, Link } from '../schemas/links.js';
import type { TestAgent, Tester, WhitelistStatus } from '../schemas/agents.js';

/** The sandbox's documented development key (docs/decisions/001-sandbox-defaults.md). */
const SANDBOX_API_KEY = 'sk_sandbox_parley_dev_key';

export interface RcsCliIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Record<string, string | undefined>;
  /** The fetch the client uses (tests pass an in-process sandbox). */
  fetch?: typeof fetch;
}

/** A usage mistake: exit code 2. */
export class RcsUsageError extends Error {}

export const RCS_HELP = `parley links create --url URL [--expires-at ISO] [--sender SENDER]
parley links get LINK_ID
parley links update LINK_ID [--url URL] [--expires-at ISO|never]
parley test-agent create --name NAME [--description TEXT] [--logo-url URL] [--color #RRGGBB] [--email E] [--website URL] [--phone E164]
parley test-agent whitelist AGENT_ID --phone E164
parley test-agent status AGENT_ID [--phone E164]
  common: --base-url URL (default ${SANDBOX_BASE_URL}), --api-key KEY (default $PARLEY_API_KEY or the sandbox key), --json`;

const COMMON = {
  'base-url': { type: 'string' },
  'api-key': { type: 'string' },
  json: { type: 'boolean' },
} as const satisfies NonNullable<ParseArgsConfig['options']>;

function parse<T extends NonNullable<ParseArgsConfig['options']>>(args: string[], options: T) {
  return parseCommand(args, { ...COMMON, ...options }, true, (message) => new RcsUsageError(message));
}

function oneId(positionals: string[], what: string): string {
  if (positionals.length !== 1 || !positionals[0]) throw new RcsUsageError(`Give exactly one ${what}`);
  return positionals[0];
}

function clientOf(values: { 'base-url'?: string; 'api-key'?: string }, io: RcsCliIO): ServiceClient {
  return new ServiceClient({
    apiKey: values['api-key'] ?? io.env.PARLEY_API_KEY ?? SANDBOX_API_KEY,
    baseUrl: values['base-url'] ?? io.env.PARLEY_BASE_URL ?? SANDBOX_BASE_URL,
    ...(io.fetch ? { fetch: io.fetch } : {}),
  });
}

const rows = (pairs: [string, string][]) => pairs.map(([k, v]) => `  ${k.padEnd(11)}${v}`).join('\n');

function showLink(link: Link | LinkWithAnalytics): string {
  const lines = [
    `Short link ${link.shortUrl}`,
    rows([
      ['id', link.linkId],
      ['goes to', link.url],
      ['sender', link.sender ?? '(none)'],
      ['expires', link.expiresAt ?? 'never'],
      ['clicks', String(link.clicks)],
    ]),
  ];
  if ('analytics' in link) {
    const { analytics } = link;
    lines.push(
      rows([
        ['unique', String(analytics.uniqueClicks)],
        ['last click', analytics.lastClickedAt ?? 'never'],
      ]),
    );
    if (analytics.byDay.length) {
      const most = Math.max(...analytics.byDay.map((d) => d.clicks));
      lines.push('  clicks per day');
      for (const day of analytics.byDay)
        lines.push(`    ${day.date}  ${'#'.repeat(Math.max(1, Math.round((day.clicks / most) * 30)))} ${day.clicks}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

function showAgent(agent: TestAgent): string {
  return `Test agent ${agent.name}\n${rows([
    ['id', agent.agentId],
    ['logo', agent.branding.logoUrl ?? '(none)'],
    ['color', agent.branding.colors.primary],
    [
      'contact',
      [agent.contact.email, agent.contact.website, agent.contact.phoneNumber].filter(Boolean).join(', ') || '(none)',
    ],
    ['testers', String(agent.testers)],
  ])}\n`;
}

const showTester = (tester: Tester) =>
  `  ${tester.phoneNumber.padEnd(17)}${tester.status.padEnd(10)}invited ${tester.invitedAt}${tester.acceptedAt ? `, accepted ${tester.acceptedAt}` : ''}`;

function expiresAt(value: string | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === 'never') return null;
  if (Number.isNaN(Date.parse(value)))
    throw new RcsUsageError(
      `--expires-at must be an ISO 8601 time such as 2026-12-31T23:59:00Z, or "never"; got "${value}"`,
    );
  return value;
}

async function linksCommand(args: string[], io: RcsCliIO): Promise<void> {
  const [sub, ...rest] = args;
  const { values, positionals } = parse(rest, {
    url: { type: 'string' },
    'expires-at': { type: 'string' },
    sender: { type: 'string' },
  });
  const client = clientOf(values, io);
  let result: Link | LinkWithAnalytics;
  switch (sub) {
    case 'create': {
      if (positionals.length) throw new RcsUsageError(`Unexpected argument "${positionals[0]}"`);
      if (!values.url) throw new RcsUsageError('Missing --url');
      const when = expiresAt(values['expires-at']);
      result = await client.createLink({
        url: values.url,
        ...(when ? { expiresAt: when } : {}),
        ...(values.sender ? { sender: values.sender } : {}),
      });
      break;
    }
    case 'get':
      result = await client.getLink(oneId(positionals, 'link id'));
      break;
    case 'update': {
      const id = oneId(positionals, 'link id');
      const when = expiresAt(values['expires-at']);
      if (values.url === undefined && when === undefined) throw new RcsUsageError('Give --url and/or --expires-at');
      result = await client.updateLink(id, {
        ...(values.url !== undefined ? { url: values.url } : {}),
        ...(when !== undefined ? { expiresAt: when } : {}),
      });
      break;
    }
    default:
      throw new RcsUsageError(
        sub ? `Unknown links command "${sub}" (create, get, update)` : 'Missing links command (create, get, update)',
      );
  }
  io.stdout(values.json ? `${JSON.stringify(result, null, 2)}\n` : showLink(result));
}

async function testAgentCommand(args: string[], io: RcsCliIO): Promise<void> {
  const [sub, ...rest] = args;
  const { values, positionals } = parse(rest, {
    name: { type: 'string' },
    description: { type: 'string' },
    'logo-url': { type: 'string' },
    color: { type: 'string' },
    email: { type: 'string' },
    website: { type: 'string' },
    phone: { type: 'string' },
  });
  const client = clientOf(values, io);
  const out = (value: unknown, text: string) => io.stdout(values.json ? `${JSON.stringify(value, null, 2)}\n` : text);
  switch (sub) {
    case 'create': {
      if (positionals.length) throw new RcsUsageError(`Unexpected argument "${positionals[0]}"`);
      if (!values.name) throw new RcsUsageError('Missing --name');
      const agent = await client.createTestAgent({
        name: values.name,
        ...(values.description !== undefined ? { description: values.description } : {}),
        branding: {
          ...(values['logo-url'] ? { logoUrl: values['logo-url'] } : {}),
          ...(values.color ? { colors: { primary: values.color } } : {}),
        },
        contact: {
          ...(values.email ? { email: values.email } : {}),
          ...(values.website ? { website: values.website } : {}),
          ...(values.phone ? { phoneNumber: values.phone } : {}),
        },
      });
      return out(agent, showAgent(agent));
    }
    case 'whitelist': {
      const id = oneId(positionals, 'test agent id');
      if (!values.phone) throw new RcsUsageError('Missing --phone');
      const tester = await client.whitelistTester(id, { phoneNumber: values.phone });
      return out(tester, `Whitelisted on ${id}:\n${showTester(tester)}\n`);
    }
    case 'status': {
      const id = oneId(positionals, 'test agent id');
      const status: WhitelistStatus = await client.getWhitelistStatus(id, values.phone);
      const text = status.testers.length ? status.testers.map(showTester).join('\n') : '  (no whitelisted numbers)';
      return out(status, `Whitelist of ${id}:\n${text}\n`);
    }
    default:
      throw new RcsUsageError(
        sub
          ? `Unknown test-agent command "${sub}" (create, whitelist, status)`
          : 'Missing test-agent command (create, whitelist, status)',
      );
  }
}

/** Runs `parley links …` or `parley test-agent …`; resolves to the exit code (0, 1 service/network failure, 2 usage). */
export async function rcsCommand(command: 'links' | 'test-agent', args: string[], io: RcsCliIO): Promise<number> {
  try {
    if (command === 'links') await linksCommand(args, io);
    else await testAgentCommand(args, io);
    return 0;
  } catch (error) {
    if (error instanceof RcsUsageError) {
      io.stderr(`parley ${command}: ${error.message}\nUsage:\n${RCS_HELP}\n`);
      return 2;
    }
    if (error instanceof NetworkError) {
      io.stderr(
        `parley ${command}: cannot reach the service: ${error.message} (is "parley sandbox" running? see --base-url)\n`,
      );
      return 1;
    }
    if (error instanceof ServiceError) {
      const body = error.body as { error?: unknown } | undefined;
      io.stderr(
        `parley ${command}: ${typeof body?.error === 'string' ? body.error : error.message} (HTTP ${error.status})\n`,
      );
      return 1;
    }
    // The client's own checks (a --base-url that is not a URL, an empty id): the command line's to fix.
    if (error instanceof TypeError) {
      io.stderr(`parley ${command}: ${error.message}\nUsage:\n${RCS_HELP}\n`);
      return 2;
    }
    throw error;
  }
}
