/**
 * `--data FILE` (Node only), durable (DESIGN §12): the journal of the store's changes beside the data file, each
 * change on disk before it is acknowledged, compacted into a new snapshot as it grows. The journal's files and their
 * replay at start are in journal-files.ts, what changed since the last commit in change-tracker.ts, and the data file
 * itself (read whole at start; or written whole, debounced, without a journal) in data-file.ts.
 */
import { open, rename, unlink, type FileHandle } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { ChangeTracker } from './change-tracker.js';
import { SandboxDataError } from './data-file.js';
import { journalGenerations, journalPath } from './journal-files.js';
import type { Store } from './store.js';

export { createPersister, loadDataFile, SandboxDataError, type Persister } from './data-file.js';
export { journalPath, loadDurableState, type DurableState } from './journal-files.js';

export interface Journal {
  /** Resolves once every change made before the call is on disk (concurrent callers share one fsync). */
  commit(): Promise<void>;
  /** A change no answer waits for (carrier timers, webhook retries): committed soon. */
  schedule(): void;
  /** Writes a new snapshot and drops the journals it holds (also run in the background as the journal grows). */
  compact(): Promise<void>;
  /** Commits, compacts and closes the journal file. */
  close(): Promise<void>;
  /** Figures for tests and the bench. */
  readonly stats: { commits: number; lines: number; compactions: number };
}

export interface JournalOptions {
  /** Journal bytes after which a compaction starts in the background (default 8 MiB). */
  compactBytes?: number;
  onError?: (error: Error) => void;
}

/**
 * How a journal line reaches the disk: appended, then fsync'd (its data). Journals call `journalIo.append` at every
 * write, so replacing it reaches journals already open: tests hold a write there to see that no answer leaves
 * before it, or fail one to see what the request answers and that the files stay readable.
 */
export const journalIo = {
  async append(handle: FileHandle, line: string): Promise<void> {
    await handle.write(line);
    await handle.datasync();
  },
};

/** fsyncs a directory, so a file created or renamed in it is still there after a crash. */
async function syncDirectory(path: string): Promise<void> {
  const handle = await open(dirname(path), 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Journals the store's changes to `path`'s journal (its format: journal-files.ts): takes the store's state over
 * (wrapping it), writes a first snapshot at once (the state as loaded or seeded, naming `generation`), and deletes
 * older journals.
 */
export async function openJournal(
  path: string,
  store: Store,
  generation: number,
  options: JournalOptions = {},
): Promise<Journal> {
  const compactBytes = options.compactBytes ?? 8 * 1024 * 1024;
  const onError = options.onError ?? ((error: Error) => console.error(`[parley sandbox] ${error.message}`));
  const tracker = new ChangeTracker();
  store.data = tracker.attach(store.data, false);
  store.observe = (data) => tracker.attach(data, true);
  store.onWrite = (section, key) => tracker.mark(section, key);

  const stats = { commits: 0, lines: 0, compactions: 0 };
  let handle: FileHandle | null = null;
  let bytes = 0;
  /** Bytes in each journal file opened (each starts empty): where a failed line is cut off. */
  const lengths = new WeakMap<FileHandle, number>();
  let writing: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  let compacting: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;

  async function writeBatch(): Promise<void> {
    const line = tracker.collect();
    if (!line || !handle) return;
    const target = handle;
    const length = lengths.get(target) ?? 0;
    try {
      await journalIo.append(target, line);
    } catch (error) {
      // The line is not acknowledged, so none of it may stay: a later line appended after a torn one would make
      // the journal unreadable at the next start. Its records stay marked for the next commit to write again.
      await target.truncate(length).catch(() => {});
      tracker.requeue();
      throw error;
    }
    lengths.set(target, length + Buffer.byteLength(line));
    stats.lines++;
    bytes += Buffer.byteLength(line);
    if (bytes > compactBytes && !compacting && !closed) {
      compacting = compact().finally(() => (compacting = null));
      compacting.catch((error: Error) =>
        onError(new SandboxDataError(`Could not compact the data file ${path}: ${error.message}`, { cause: error })),
      );
    }
  }

  /** One batch after `previous`: what changed until it starts is in it; it waits for the write before it. */
  function batchAfter(previous: Promise<void> | null): Promise<void> {
    // The async body reads `self.batch` only after its first await, when the assignment below has happened.
    const self: { batch?: Promise<void> } = {};
    self.batch = (async () => {
      await previous?.catch(() => {});
      if (queued === self.batch) queued = null;
      writing = self.batch!;
      try {
        await writeBatch();
      } finally {
        if (writing === self.batch) writing = null;
      }
    })();
    return self.batch;
  }

  function commit(): Promise<void> {
    stats.commits++;
    if (!tracker.dirty) return writing ?? Promise.resolve();
    return (queued ??= batchAfter(writing));
  }

  /** Snapshot of the state now, under a new journal generation; the journals it holds are deleted once it is safe. */
  async function compact(): Promise<void> {
    const next = generation + 1;
    const nextHandle = await open(journalPath(path, next), 'a');
    await syncDirectory(path);
    // From here, synchronously: the snapshot holds every change so far; later batches go to the new journal, and
    // changes not yet committed go there too (harmless: replaying a record twice sets it to the same value).
    const text = tracker.snapshot(next);
    const previousHandle = handle;
    handle = nextHandle;
    generation = next;
    bytes = 0;
    const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
    try {
      const out = await open(temporary, 'w');
      try {
        await out.write(text);
        await out.sync();
      } finally {
        await out.close();
      }
      await rename(temporary, path);
      await syncDirectory(path);
    } catch (error) {
      await unlink(temporary).catch(() => {});
      throw error;
    }
    // A batch still writing to the old journal holds nothing the snapshot lacks; let it finish, then drop the file.
    await writing?.catch(() => {});
    await previousHandle?.close().catch(() => {});
    const stale = (await journalGenerations(path)).filter((g) => g < next);
    await Promise.all(stale.map((g) => unlink(journalPath(path, g)).catch(() => {})));
    stats.compactions++;
  }

  // The first snapshot: the state as loaded (journals replayed) or seeded, so older journals can go. The first write
  // too: a path that cannot be written (in a folder that does not exist) is a SandboxDataError naming it, one line.
  generation -= 1;
  await compact().catch((error: NodeJS.ErrnoException) => {
    const why = error.code === 'ENOENT' ? `the folder ${dirname(path)} does not exist; create it first` : error.message;
    throw new SandboxDataError(`Cannot write the data file ${path}: ${why}`, { cause: error });
  });

  return {
    stats,
    commit,
    schedule() {
      if (timer || closed) return;
      timer = setTimeout(() => {
        timer = null;
        commit().catch((error: Error) =>
          onError(new SandboxDataError(`Could not write the journal of ${path}: ${error.message}`, { cause: error })),
        );
      }, 20);
    },
    compact: () => (compacting ??= compact().finally(() => (compacting = null))),
    async close() {
      if (closed) return;
      if (timer) clearTimeout(timer);
      timer = null;
      await commit();
      await compacting?.catch(() => {});
      closed = true;
      await compact();
      await handle?.close();
      handle = null;
      // The snapshot just written holds everything; its (empty) journal is not needed to start again.
      await unlink(journalPath(path, generation)).catch(() => {});
    },
  };
}
