/**
 * What the `parley contacts|audiences|blasts` commands share: their IO, their usage errors, option parsing with the
 * common options, and the session that makes the service client from them and prints (a table, or the JSON).
 */
import type { parseArgs } from 'node:util';
import { parseCommand } from './cli-args.js';
import { ServiceClient } from './client.js';

/** The sandbox's documented development defaults (docs/decisions/001-sandbox-defaults.md). */
export const DEFAULT_BASE_URL = 'http://127.0.0.1:4010/api';
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

const COMMON = {
  'base-url': { type: 'string' },
  'api-key': { type: 'string' },
  json: { type: 'boolean' },
} as const;

type Options = Record<string, { type: 'string' | 'boolean'; multiple?: boolean }>;

/** What {@link parse} gives back: its options with the common ones, and positionals (named, for declarations). */
type Parsed<T extends Options> = ReturnType<
  typeof parseArgs<{ args: string[]; options: typeof COMMON & T; strict: true; allowPositionals: true; tokens: true }>
>;

/** Parses a command's options with the common ones; a usage error is a {@link ResourceUsageError}. */
export function parse<T extends Options>(args: string[], options: T): Parsed<T> {
  return parseCommand(args, { ...COMMON, ...options }, true, (message) => new ResourceUsageError(message));
}

export const list = (value: string | undefined) =>
  value === undefined
    ? undefined
    : value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
/** `""` clears a nullable field (→ null); absent leaves it unchanged. */
export const nullable = (value: string | undefined) => (value === undefined ? undefined : value === '' ? null : value);

export function positional(positionals: string[], index: number, what: string): string {
  const value = positionals[index];
  if (!value) throw new ResourceUsageError(`Missing ${what}`);
  return value;
}

/** The common options, as every command's parse returns them. */
interface CommonValues {
  'base-url'?: string | undefined;
  'api-key'?: string | undefined;
  json?: boolean | undefined;
}

/**
 * One command's run: its client, made from the common options (which also say whether to print JSON), and its
 * output.
 */
export class ResourceSession {
  /** `--json`: print the service's JSON rather than tables; known once the command has parsed its options. */
  json = false;
  readonly io: ResourceIO;

  constructor(io: ResourceIO) {
    this.io = io;
  }

  client(values: CommonValues): ServiceClient {
    this.json = values.json ?? false;
    return new ServiceClient({
      baseUrl: values['base-url'] ?? this.io.env.PARLEY_BASE_URL ?? DEFAULT_BASE_URL,
      apiKey: values['api-key'] ?? this.io.env.PARLEY_API_KEY ?? DEFAULT_API_KEY,
      fetch: this.io.fetch,
    });
  }

  print(value: unknown, human: () => string): void {
    this.io.stdout(this.json ? `${JSON.stringify(value, null, 2)}\n` : human());
  }

  /**
   * A list command's output: one page from `cursor` (the first without), or every page after it with `all`; printed
   * as the service's `{data, nextCursor}` (`--json`) or as rows, `empty` when there are none, and the cursor to go on.
   */
  async printPages<T>(
    page: (cursor: string | null | undefined) => Promise<{ data: T[]; nextCursor: string | null }>,
    { cursor, all }: { cursor?: string | undefined; all?: boolean | undefined },
    rows: (rows: T[]) => string,
    empty: string,
  ): Promise<void> {
    const data: T[] = [];
    let next: string | null | undefined = cursor;
    do {
      const read = await page(next);
      data.push(...read.data);
      next = read.nextCursor;
    } while (all && next);
    const nextCursor = next ?? null;
    this.print(
      { data, nextCursor },
      () => (data.length ? rows(data) : empty) + (nextCursor ? `More: --cursor ${nextCursor}\n` : ''),
    );
  }
}
