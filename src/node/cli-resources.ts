/**
 * `parley contacts|audiences|blasts …`: the contact, audience and blast operations of DESIGN §6 from a terminal,
 * through {@link ServiceClient}. Readable tables by default, the service's JSON with `--json`.
 */
import type { Audience, Contact } from '../schemas/contacts.js';
import type { Blast, BlastKind } from '../schemas/blasts.js';
import { BadRequestError, ServiceClient, ServiceError } from './client.js';
import { parseCommand } from './cli-args.js';

/** The sandbox's documented development defaults (docs/decisions/001-sandbox-defaults.md). */
const DEFAULT_BASE_URL = 'http://127.0.0.1:4010/api';
const DEFAULT_API_KEY = 'sk_sandbox_parley_dev_key';

export interface ResourceIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Record<string, string | undefined>;
  /** The fetch the client uses (tests pass the in-process sandbox's). */
  fetch?: typeof fetch;
  /** Waits between progress polls of `blasts send --wait` (tests pass a fake). */
  sleep?: (ms: number) => Promise<void>;
}

export class ResourceUsageError extends Error {}

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

const COMMON = {
  'base-url': { type: 'string' },
  'api-key': { type: 'string' },
  json: { type: 'boolean' },
} as const;

type Options = Record<string, { type: 'string' | 'boolean'; multiple?: boolean }>;

function parse<T extends Options>(args: string[], options: T) {
  return parseCommand(args, { ...COMMON, ...options }, true, (message) => new ResourceUsageError(message));
}

const list = (value: string | undefined) =>
  value === undefined
    ? undefined
    : value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
/** `""` clears a nullable field (→ null); absent leaves it unchanged. */
const nullable = (value: string | undefined) => (value === undefined ? undefined : value === '' ? null : value);

function positional(positionals: string[], index: number, what: string): string {
  const value = positionals[index];
  if (!value) throw new ResourceUsageError(`Missing ${what}`);
  return value;
}

function pad(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length)));
  return (
    rows
      .map((row) =>
        row
          .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i]!)))
          .join('  ')
          .trimEnd(),
      )
      .join('\n') + '\n'
  );
}

/** Terminal-safe text: control characters (escape sequences included) are shown as `?`. */
const safe = (value: string | null | undefined) => (value ?? '').replace(/[\p{Cc}\u2028\u2029]/gu, '?');

const contactRows = (contacts: Contact[]) =>
  pad([
    ['ID', 'PHONE', 'NAME', 'EMAIL', 'TAGS', 'AUDIENCES'],
    ...contacts.map((c) => [
      c.id,
      c.phoneNumber,
      safe(c.name) || '—',
      safe(c.email) || '—',
      safe(c.tags.join(',')) || '—',
      c.audienceIds.join(',') || '—',
    ]),
  ]);
const audienceRows = (audiences: Audience[]) =>
  pad([
    ['ID', 'CONTACTS', 'NAME', 'DESCRIPTION'],
    ...audiences.map((a) => [a.id, String(a.contactCount), safe(a.name), safe(a.description) || '—']),
  ]);
const blastRows = (blasts: Blast[]) =>
  pad([
    ['ID', 'TYPE', 'STATUS', 'AUDIENCE', 'FROM', 'RECIPIENTS', 'SENT', 'DELIVERED', 'FAILED', 'FALLBACK', 'WHEN'],
    ...blasts.map((b) => [
      b.id,
      b.type,
      b.status,
      b.audienceId,
      b.from,
      String(b.recipients),
      String(b.sent),
      String(b.delivered),
      String(b.failed),
      String(b.fallbackSent),
      b.scheduledTime ?? b.createdAt,
    ]),
  ]);

function contactDetail(c: Contact): string {
  return pad([
    ['id', c.id],
    ['phone', c.phoneNumber],
    ['name', safe(c.name) || '—'],
    ['email', safe(c.email) || '—'],
    ['tags', safe(c.tags.join(', ')) || '—'],
    ['description', safe(c.description) || '—'],
    ['audiences', c.audienceIds.join(', ') || '—'],
    ['created', c.createdAt],
    ['updated', c.updatedAt],
  ]);
}
const audienceDetail = (a: Audience) =>
  pad([
    ['id', a.id],
    ['name', safe(a.name)],
    ['description', safe(a.description) || '—'],
    ['contacts', String(a.contactCount)],
    ['created', a.createdAt],
    ['updated', a.updatedAt],
  ]);
const blastProgress = (b: Blast) =>
  `${b.id}  ${b.status}  ${b.sent}/${b.recipients} sent · ${b.delivered} delivered · ${b.failed} failed · ${b.fallbackSent} fell back${b.scheduledTime && b.status === 'SCHEDULED' ? ` · at ${b.scheduledTime}` : ''}\n`;

/** Runs `parley contacts|audiences|blasts …`; resolves to the exit code (0 ok, 1 the service refused, 2 usage). */
export async function resourceCommand(
  command: 'contacts' | 'audiences' | 'blasts',
  args: string[],
  io: ResourceIO,
): Promise<number> {
  const [action, ...rest] = args;
  let json = false;
  try {
    const clientFor = (values: {
      'base-url'?: string | undefined;
      'api-key'?: string | undefined;
      json?: boolean | undefined;
    }) => {
      json = values.json ?? false;
      return new ServiceClient({
        baseUrl: values['base-url'] ?? io.env.PARLEY_BASE_URL ?? DEFAULT_BASE_URL,
        apiKey: values['api-key'] ?? io.env.PARLEY_API_KEY ?? DEFAULT_API_KEY,
        fetch: io.fetch,
      });
    };
    const print = (value: unknown, human: () => string) =>
      io.stdout(json ? `${JSON.stringify(value, null, 2)}\n` : human());

    if (command === 'contacts') {
      switch (action) {
        case 'list': {
          const { values } = parse(rest, {
            query: { type: 'string' },
            tag: { type: 'string' },
            audience: { type: 'string' },
            'page-size': { type: 'string' },
            cursor: { type: 'string' },
            all: { type: 'boolean' },
          });
          const client = clientFor(values);
          const pageSize = values['page-size'] === undefined ? undefined : Number(values['page-size']);
          const rows: Contact[] = [];
          let cursor: string | null | undefined = values.cursor;
          let next: string | null = null;
          do {
            const page = await client.listContacts({
              query: values.query,
              tag: values.tag,
              audienceId: values.audience,
              pageSize,
              cursor,
            });
            rows.push(...page.data);
            next = cursor = page.nextCursor;
          } while (values.all && cursor);
          print(
            { data: rows, nextCursor: next },
            () => (rows.length ? contactRows(rows) : 'No contacts.\n') + (next ? `More: --cursor ${next}\n` : ''),
          );
          return 0;
        }
        case 'get': {
          const { values, positionals } = parse(rest, {});
          const contact = await clientFor(values).getContact(positional(positionals, 0, 'contact ID'));
          print(contact, () => contactDetail(contact));
          return 0;
        }
        case 'create':
        case 'update': {
          const { values, positionals } = parse(rest, {
            phone: { type: 'string' },
            name: { type: 'string' },
            email: { type: 'string' },
            tags: { type: 'string' },
            description: { type: 'string' },
            audiences: { type: 'string' },
          });
          const client = clientFor(values);
          const fields = {
            ...(values.name !== undefined && { name: nullable(values.name) }),
            ...(values.email !== undefined && { email: nullable(values.email) }),
            ...(values.tags !== undefined && { tags: list(values.tags) }),
            ...(values.description !== undefined && { description: nullable(values.description) }),
            ...(values.audiences !== undefined && { audienceIds: list(values.audiences) }),
          };
          const contact =
            action === 'create'
              ? await client.createContact({
                  phoneNumber:
                    values.phone ??
                    (() => {
                      throw new ResourceUsageError('Missing --phone');
                    })(),
                  ...fields,
                })
              : await client.updateContact(positional(positionals, 0, 'contact ID'), fields);
          print(
            contact,
            () => `${action === 'create' ? 'Created' : 'Updated'} contact ${contact.id}\n${contactDetail(contact)}`,
          );
          return 0;
        }
        case 'delete': {
          const { values, positionals } = parse(rest, {});
          const id = positional(positionals, 0, 'contact ID');
          await clientFor(values).deleteContact(id);
          print({ id, deleted: true }, () => `Deleted contact ${id}\n`);
          return 0;
        }
      }
    }

    if (command === 'audiences') {
      switch (action) {
        case 'list': {
          const { values } = parse(rest, {
            query: { type: 'string' },
            cursor: { type: 'string' },
            all: { type: 'boolean' },
          });
          const client = clientFor(values);
          const rows: Audience[] = [];
          let cursor: string | null | undefined = values.cursor;
          let next: string | null = null;
          do {
            const page = await client.listAudiences({ query: values.query, cursor, pageSize: 100 });
            rows.push(...page.data);
            next = cursor = page.nextCursor;
          } while (values.all && cursor);
          print(
            { data: rows, nextCursor: next },
            () => (rows.length ? audienceRows(rows) : 'No audiences.\n') + (next ? `More: --cursor ${next}\n` : ''),
          );
          return 0;
        }
        case 'get': {
          const { values, positionals } = parse(rest, {});
          const audience = await clientFor(values).getAudience(positional(positionals, 0, 'audience ID'));
          print(audience, () => audienceDetail(audience));
          return 0;
        }
        case 'create':
        case 'update': {
          const { values, positionals } = parse(rest, { name: { type: 'string' }, description: { type: 'string' } });
          const client = clientFor(values);
          const fields = { ...(values.description !== undefined && { description: nullable(values.description) }) };
          const audience =
            action === 'create'
              ? await client.createAudience({
                  name:
                    values.name ??
                    (() => {
                      throw new ResourceUsageError('Missing --name');
                    })(),
                  ...fields,
                })
              : await client.updateAudience(positional(positionals, 0, 'audience ID'), {
                  ...(values.name !== undefined && { name: values.name }),
                  ...fields,
                });
          print(
            audience,
            () => `${action === 'create' ? 'Created' : 'Updated'} audience ${audience.id}\n${audienceDetail(audience)}`,
          );
          return 0;
        }
        case 'delete': {
          const { values, positionals } = parse(rest, {});
          const id = positional(positionals, 0, 'audience ID');
          await clientFor(values).deleteAudience(id);
          print({ id, deleted: true }, () => `Deleted audience ${id}\n`);
          return 0;
        }
        case 'add':
        case 'remove': {
          const { values, positionals } = parse(rest, {});
          const id = positional(positionals, 0, 'audience ID');
          const contactIds = positionals.slice(1);
          if (!contactIds.length) throw new ResourceUsageError('Name at least one contact ID after the audience ID');
          const client = clientFor(values);
          const audience =
            action === 'add'
              ? await client.addAudienceContacts(id, contactIds)
              : await client.removeAudienceContacts(id, contactIds);
          print(
            audience,
            () =>
              `${action === 'add' ? 'Added' : 'Removed'} ${contactIds.length} contact(s); ${audience.name} has ${audience.contactCount}\n`,
          );
          return 0;
        }
      }
    }

    if (command === 'blasts') {
      switch (action) {
        case 'send': {
          const { values, positionals } = parse(rest, {
            audience: { type: 'string' },
            from: { type: 'string' },
            text: { type: 'string' },
            media: { type: 'string' },
            rcs: { type: 'string' },
            'fallback-from': { type: 'string' },
            'fallback-text': { type: 'string' },
            at: { type: 'string' },
            'idempotency-key': { type: 'string' },
            wait: { type: 'boolean' },
          });
          const kind = positional(positionals, 0, 'blast type (sms, mms or rcs)') as BlastKind;
          if (!['sms', 'mms', 'rcs'].includes(kind))
            throw new ResourceUsageError(`The blast type is sms, mms or rcs; got "${kind}"`);
          if (!values.audience) throw new ResourceUsageError('Missing --audience');
          if (!values.from) throw new ResourceUsageError('Missing --from');
          const client = clientFor(values);
          const common = {
            audienceId: values.audience,
            from: values.from,
            ...(values.at !== undefined && { scheduledTime: values.at }),
          };
          const options = { idempotencyKey: values['idempotency-key'] };
          let blast: Blast;
          if (kind === 'rcs') {
            let rcs: unknown = values.text !== undefined ? { text: values.text } : undefined;
            if (values.rcs !== undefined) {
              try {
                rcs = JSON.parse(values.rcs);
              } catch {
                throw new ResourceUsageError('--rcs must be JSON, e.g. \'{"text":"Hi"}\'');
              }
            }
            const fallback = values['fallback-from']
              ? { from: values['fallback-from'], text: values['fallback-text'] }
              : undefined;
            blast = await client.sendBlast(
              'rcs',
              { ...common, rcs: rcs as never, ...(fallback && { fallback }) },
              options,
            );
          } else if (kind === 'mms') {
            blast = await client.sendBlast(
              'mms',
              { ...common, text: values.text, mediaUrls: list(values.media) },
              options,
            );
          } else {
            blast = await client.sendBlast('sms', { ...common, text: values.text as string }, options);
          }
          if (!values.wait) {
            print(blast, () => blastProgress(blast));
            return 0;
          }
          if (!json) io.stdout(blastProgress(blast));
          const sleep = io.sleep ?? ((ms: number) => new Promise((resolve) => setTimeout(resolve, ms)));
          let last = blastProgress(blast);
          while (blast.status === 'SENDING' || blast.status === 'SCHEDULED') {
            await sleep(250);
            const page = await client.listBlasts({ audienceId: blast.audienceId, pageSize: 100 });
            blast = page.data.find((b) => b.id === blast.id) ?? blast;
            const line = blastProgress(blast);
            if (line !== last && !json) io.stdout(line);
            last = line;
          }
          if (json) print(blast, () => '');
          return 0;
        }
        case 'list': {
          const { values } = parse(rest, {
            status: { type: 'string' },
            audience: { type: 'string' },
            cursor: { type: 'string' },
            all: { type: 'boolean' },
          });
          const client = clientFor(values);
          const rows: Blast[] = [];
          let cursor: string | null | undefined = values.cursor;
          let next: string | null = null;
          do {
            const page = await client.listBlasts({
              status: values.status as Blast['status'] | undefined,
              audienceId: values.audience,
              cursor,
              pageSize: 100,
            });
            rows.push(...page.data);
            next = cursor = page.nextCursor;
          } while (values.all && cursor);
          print(
            { data: rows, nextCursor: next },
            () => (rows.length ? blastRows(rows) : 'No blasts.\n') + (next ? `More: --cursor ${next}\n` : ''),
          );
          return 0;
        }
        case 'cancel': {
          const { values, positionals } = parse(rest, {});
          const blast = await clientFor(values).cancelScheduledBlast(positional(positionals, 0, 'blast ID'));
          print(blast, () => `Cancelled ${blastProgress(blast)}`);
          return 0;
        }
      }
    }
    throw new ResourceUsageError(
      action ? `Unknown action "${command} ${action}"` : `Missing action: parley ${command} <action>`,
    );
  } catch (error) {
    if (error instanceof ResourceUsageError) throw error;
    if (error instanceof ServiceError) {
      if (json) io.stdout(`${JSON.stringify(error.body, null, 2)}\n`);
      const detail = error instanceof BadRequestError && error.errors ? describeTree(error.errors) : '';
      io.stderr(`parley ${command} ${action}: ${error.message}\n${detail}`);
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
