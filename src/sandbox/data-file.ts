/**
 * `--data FILE` (Node only): loads the store at start and writes it back after changes, debounced, atomically (a
 * temporary file in the same directory, then a rename), so a crash mid-write never leaves half a file. A file
 * that exists but cannot be read or parsed is an error, never a silent reset: the developer's data stays intact.
 */
import { readFile, readdir, rename, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { STORE_VERSION, type StoreData } from './store.js';

export class SandboxDataError extends Error {
  readonly code = 'ERR_SANDBOX_DATA';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SandboxDataError';
  }
}

/** Sections a data file must have (the others start empty when missing: files from older versions load). */
const REQUIRED_SECTIONS = ['senders', 'conversations', 'messages'] as const;

/**
 * Removes temporary files that writers killed mid-write left beside the data file (`.<name>.<pid>.tmp`). They are
 * never read: the data file itself is only ever replaced whole, by rename.
 */
async function removeStaleTemporaries(path: string): Promise<void> {
  const prefix = `.${basename(path)}.`;
  const names = await readdir(dirname(path)).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter(
        (name) =>
          name.startsWith(prefix) &&
          /^\d+\.tmp$/.test(name.slice(prefix.length)) &&
          !name.endsWith(`.${process.pid}.tmp`),
      )
      .map((name) => unlink(join(dirname(path), name)).catch(() => {})),
  );
}

/** Reads a data file: its state, or null when the file does not exist yet. Throws {@link SandboxDataError}. */
export async function loadDataFile(path: string): Promise<StoreData | null> {
  await removeStaleTemporaries(path);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new SandboxDataError(`Cannot read the data file ${path}: ${(error as Error).message}`, { cause: error });
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new SandboxDataError(
      `The data file ${path} is not valid JSON (${(error as Error).message}). Fix it, or move it away to start from the demo data; it was left untouched.`,
      { cause: error },
    );
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    throw new SandboxDataError(
      `The data file ${path} does not hold a sandbox state (expected a JSON object); it was left untouched.`,
    );
  }
  const record = data as Record<string, unknown>;
  if (record.version !== STORE_VERSION) {
    throw new SandboxDataError(
      `The data file ${path} has version ${JSON.stringify(record.version)}; this sandbox reads version ${STORE_VERSION}. It was left untouched.`,
    );
  }
  for (const section of REQUIRED_SECTIONS) {
    const value = record[section];
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      throw new SandboxDataError(`The data file ${path} has no "${section}" object; it was left untouched.`);
    }
  }
  return data as StoreData;
}

export interface Persister {
  /** Asks for a write; writes coalesce within the debounce window. */
  schedule(): void;
  /** Writes now if anything is pending, and resolves when the file is on disk. */
  flush(): Promise<void>;
}

/**
 * Writes `snapshot()` to `path` after changes. One write at a time; a change during a write triggers one more.
 * Write errors go to `onError` (the sandbox keeps running; the next change retries).
 */
export function createPersister(
  path: string,
  snapshot: () => unknown,
  {
    debounceMs = 200,
    onError = (error: Error) => console.error(`[parley sandbox] ${error.message}`),
  }: { debounceMs?: number; onError?: (error: Error) => void } = {},
): Persister {
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  let timer: ReturnType<typeof setTimeout> | null = null;
  let dirty = false;
  let writing: Promise<void> | null = null;

  async function write(): Promise<void> {
    dirty = false;
    try {
      await writeFile(temporary, JSON.stringify(snapshot()));
      await rename(temporary, path);
    } catch (error) {
      await unlink(temporary).catch(() => {});
      onError(
        new SandboxDataError(`Could not save the data file ${path}: ${(error as Error).message}`, { cause: error }),
      );
    }
  }

  async function drain(): Promise<void> {
    while (writing) await writing;
    if (!dirty) return;
    writing = write().finally(() => (writing = null));
    await writing;
    if (dirty) await drain();
  }

  return {
    schedule() {
      dirty = true;
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        void drain();
      }, debounceMs);
    },
    async flush() {
      if (timer) {
        clearTimeout(timer);
        timer = null;
      }
      await drain();
    },
  };
}
