/**
 * `parley contacts|audiences|blasts …`: the contact, audience and blast operations of DESIGN §6 from a terminal,
 * through the ServiceClient (client.ts). Readable tables by default, the service's JSON with `--json`. Each
 * resource's actions are in cli-contacts.ts, cli-audiences.ts and cli-blasts.ts; what they share in
 * cli-resource-common.ts, their tables in cli-resource-tables.ts.
 */
import { BadRequestError, NetworkError, ServiceError } from './service-errors.js';
import { audiencesCommand } from './cli-audiences.js';
import { blastsCommand } from './cli-blasts.js';
import { contactsCommand } from './cli-contacts.js';
import { DEFAULT_BASE_URL, ResourceSession, ResourceUsageError, type ResourceIO } from './cli-resource-common.js';

export { ResourceUsageError, type ResourceIO } from './cli-resource-common.js';

export const RESOURCE_HELP = `parley contacts list [--query Q] [--tag TAG] [--audience ID] [--page-size N] [--cursor C] [--all]
parley contacts get ID
parley contacts create --phone +14155550123 [--name N] [--email E] [--tags a,b] [--description D] [--audiences a,b]
parley contacts update ID [--name N] [--email E] [--tags a,b] [--description D] [--audiences a,b]   ("" clears)
parley contacts delete ID
parley audiences list [--query Q] | get ID | create --name N [--description D] | update ID [--name N] [--description D] | delete ID
parley audiences add ID CONTACT_ID… | remove ID CONTACT_ID…
parley blasts send sms|mms|rcs --audience ID --from SENDER [--text T] [--media URL,URL] [--rcs JSON]
                   [--fallback-from PHONE --fallback-text T] [--at ISO_TIME] [--idempotency-key K] [--wait]
parley blasts list [--status SCHEDULED|SENDING|COMPLETED|CANCELLED] [--audience ID] [--all]
parley blasts cancel ID
  common: --base-url URL (or PARLEY_BASE_URL; default ${DEFAULT_BASE_URL})
          --api-key KEY (or PARLEY_API_KEY; default the sandbox's key)   --json (print the service's JSON)`;

const COMMANDS = { contacts: contactsCommand, audiences: audiencesCommand, blasts: blastsCommand };

/** Runs `parley contacts|audiences|blasts …`; resolves to the exit code (0 ok, 1 the service refused, 2 usage). */
export async function resourceCommand(
  command: 'contacts' | 'audiences' | 'blasts',
  args: string[],
  io: ResourceIO,
): Promise<number> {
  const [action, ...rest] = args;
  const session = new ResourceSession(io);
  try {
    const code = await COMMANDS[command](action, rest, session);
    if (code !== null) return code;
    throw new ResourceUsageError(
      action ? `Unknown action "${command} ${action}"` : `Missing action: parley ${command} <action>`,
    );
  } catch (error) {
    if (error instanceof ResourceUsageError) throw error;
    if (error instanceof ServiceError) {
      if (session.json) io.stdout(`${JSON.stringify(error.body, null, 2)}\n`);
      const detail = error instanceof BadRequestError && error.errors ? describeTree(error.errors) : '';
      const hint = error instanceof NetworkError ? ' (is "parley sandbox" running? see --base-url)' : '';
      io.stderr(`parley ${command} ${action}: ${error.message}${hint}\n${detail}`);
      return 1;
    }
    throw error;
  }
}

function describeTree(tree: { errors: string[]; properties?: Record<string, unknown> }, prefix = ''): string {
  let out = tree.errors.map((message) => `  ${prefix || '(body)'}: ${message}\n`).join('');
  for (const [key, child] of Object.entries(tree.properties ?? {}))
    out += describeTree(child as never, prefix ? `${prefix}.${key}` : key);
  return out;
}
