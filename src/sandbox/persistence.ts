/**
 * `--data FILE` (Node only): loads the store at start and writes it back after changes, debounced, atomically (a
 * temporary file in the same directory, then a rename), so a crash mid-write never leaves half a file. A file
 * that exists but cannot be read or parsed is an error, never a silent reset: the developer's data stays intact.
 */
import { open, readFile, readdir, rename, unlink, writeFile, type FileHandle } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { emptyStoreData, STORE_VERSION, type Store, type StoreData } from './store.js';

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

// ---------------------------------------------------------------- the journal

/*
 * Durable `--data` (DESIGN §12). FILE is a snapshot; beside it, `FILE.journal-<n>` files hold every change since, one
 * line per group commit: `[op, …]` with `["s", section, key, value]` (a record as it now is), `["d", section, key]`
 * (a record removed), `["w", section, value]` (a whole section) and `["r"]` (the state was replaced: start empty).
 * A change is acknowledged (its 2xx sent) only once its line is written and fsync'd. Replaying sets records to
 * what they became, so replaying a line twice changes nothing: that is what lets a snapshot be taken while lines
 * are still being written. The snapshot names the first journal it does not hold (`$journal`); compaction writes a
 * new snapshot in the background (temporary file, fsync, rename, fsync of the directory), then deletes the journals
 * it holds. Only a line ending in a newline counts: a kill -9 mid-write leaves a torn last line, which is ignored.
 */

/** Where generation `n` of the journal of `path` lives. */
export const journalPath = (path: string, generation: number) => `${path}.journal-${generation}`;

/** The snapshot's own key naming the first journal generation it does not hold. */
const GENERATION_KEY = '$journal';

type JournalOp = ['s', string, string, unknown] | ['d', string, string] | ['w', string, unknown] | ['r'];

export interface DurableState {
  /** The state to start from (snapshot with the journals replayed), or null when there is no data yet. */
  state: StoreData | null;
  /** The next generation to write. */
  generation: number;
  /** Journal lines replayed, and whether a torn last line was ignored. */
  replayed: number;
  torn: boolean;
}

/** The journal generations beside `path`, oldest first. */
async function journalGenerations(path: string): Promise<number[]> {
  const prefix = `${basename(path)}.journal-`;
  const names = await readdir(dirname(path)).catch(() => [] as string[]);
  return names
    .filter((name) => name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length)))
    .map((name) => Number(name.slice(prefix.length)))
    .sort((a, b) => a - b);
}

function applyOps(data: Record<string, unknown>, ops: JournalOp[]): void {
  for (const op of ops) {
    if (op[0] === 'r') {
      for (const key of Object.keys(data)) delete data[key];
      Object.assign(data, emptyStoreData());
    } else if (op[0] === 'w') data[op[1]] = op[2];
    else {
      const section = (data[op[1]] ??= {}) as Record<string, unknown>;
      if (op[0] === 's') section[op[2]] = op[3];
      else delete section[op[2]];
    }
  }
}

/**
 * Loads the snapshot and replays every journal it does not hold. A torn last line (the process was killed while
 * writing it, so it was never acknowledged) is ignored; a damaged line before the end is a {@link SandboxDataError}
 * and the files are left untouched.
 */
export async function loadDurableState(path: string): Promise<DurableState> {
  const snapshot = (await loadDataFile(path)) as (StoreData & { [GENERATION_KEY]?: unknown }) | null;
  const first = snapshot && typeof snapshot[GENERATION_KEY] === 'number' ? snapshot[GENERATION_KEY] : 0;
  if (snapshot) delete snapshot[GENERATION_KEY];
  const generations = (await journalGenerations(path)).filter((generation) => generation >= first);
  let data = snapshot as Record<string, unknown> | null;
  let replayed = 0;
  let torn = false;
  for (const generation of generations) {
    const file = journalPath(path, generation);
    const text = await readFile(file, 'utf8');
    const lines = text.split('\n');
    // The last piece has no newline after it: empty for a complete file, else a torn line.
    if (lines.pop() !== '') torn = true;
    for (const [index, line] of lines.entries()) {
      let ops: JournalOp[];
      try {
        ops = JSON.parse(line) as JournalOp[];
        if (!Array.isArray(ops)) throw new Error('not a list of changes');
      } catch (error) {
        throw new SandboxDataError(
          `Line ${index + 1} of the journal ${file} is damaged (${(error as Error).message}); the files were left untouched.`,
          { cause: error },
        );
      }
      data ??= emptyStoreData() as unknown as Record<string, unknown>;
      applyOps(data, ops);
      replayed++;
    }
  }
  const next = Math.max(first, generations.at(-1) ?? -1) + 1;
  return { state: data as StoreData | null, generation: next, replayed, torn };
}

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
 * Which records changed since the last commit: only writes, never reads. Adding, replacing or deleting a record
 * (`data.contacts[phone] = contact`, `delete data.fallbacks[id]`) and replacing a section (`data.cursorKey = …`) are
 * seen by thin proxies with no read trap; a record changed in place (`message.status = 'SENT'`) is marked by its
 * writer through {@link Store.touch}. At a commit each marked record is serialized once; nothing that was only read
 * (lists, scans, lookups) costs anything.
 */
class ChangeTracker {
  raw!: Record<string, unknown>;
  /** `section\u0000key` of records written since the last commit. */
  readonly #records = new Set<string>();
  /** Sections written whole (replaced, or marked without a key). */
  readonly #sections = new Set<string>();
  /** The state was replaced (reset): the next commit writes it whole. */
  #replaced = false;
  /** What the last {@link collect} took, until the line is on disk ({@link requeue} puts it back). */
  #taken: { records: string[]; sections: string[]; replaced: boolean } | null = null;
  readonly #proxies = new WeakMap<object, object>();
  readonly #raws = new WeakMap<object, object>();

  get dirty(): boolean {
    return this.#replaced || this.#records.size > 0 || this.#sections.size > 0;
  }

  /** A write the store was told of ({@link Store.touch}): a record changed in place, or a whole section. */
  mark(section: string, key?: string): void {
    if (key === undefined) this.#sections.add(section);
    else this.#records.add(`${section}\u0000${key}`);
  }

  /** Wraps `data` (the store then holds the wrapper); `replaced` when it replaces a state already tracked. */
  attach(data: StoreData, replaced: boolean): StoreData {
    this.raw = (this.#raws.get(data) ?? data) as unknown as Record<string, unknown>;
    if (replaced) this.#replaced = true;
    const tracker = this;
    return new Proxy(this.raw, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver);
        return typeof prop === 'string' && isRecordMap(value) ? tracker.#mapProxy(prop, value) : value;
      },
      set(target, prop, value) {
        if (typeof prop === 'string') tracker.#sections.add(prop);
        return Reflect.set(target, prop, (value && typeof value === 'object' && tracker.#raws.get(value)) || value);
      },
      deleteProperty(target, prop) {
        if (typeof prop === 'string') tracker.#sections.add(prop);
        return Reflect.deleteProperty(target, prop);
      },
    }) as unknown as StoreData;
  }

  #mapProxy(section: string, map: object): object {
    let proxy = this.#proxies.get(map);
    if (proxy) return proxy;
    const records = this.#records;
    const note = (prop: string | symbol) => {
      if (typeof prop === 'string') records.add(`${section}\u0000${prop}`);
    };
    proxy = new Proxy(map, {
      set(target, prop, value, receiver) {
        note(prop);
        return Reflect.set(target, prop, value, receiver);
      },
      deleteProperty(target, prop) {
        note(prop);
        return Reflect.deleteProperty(target, prop);
      },
      defineProperty(target, prop, descriptor) {
        note(prop);
        return Reflect.defineProperty(target, prop, descriptor);
      },
    });
    this.#proxies.set(map, proxy);
    this.#raws.set(proxy, map);
    return proxy;
  }

  /** The journal line of every write since the last call (empty string: nothing was written), and forgets them. */
  collect(): string {
    this.#taken = { records: [...this.#records], sections: [...this.#sections], replaced: this.#replaced };
    const ops: string[] = [];
    if (this.#replaced) {
      this.#replaced = false;
      this.#records.clear();
      this.#sections.clear();
      ops.push('["r"]');
      for (const section of Object.keys(this.raw))
        ops.push(`["w",${JSON.stringify(section)},${JSON.stringify(this.raw[section]) ?? 'null'}]`);
      return `[${ops.join(',')}]\n`;
    }
    for (const section of this.#sections)
      ops.push(`["w",${JSON.stringify(section)},${JSON.stringify(this.raw[section]) ?? 'null'}]`);
    for (const id of this.#records) {
      const cut = id.indexOf('\u0000');
      const section = id.slice(0, cut);
      // A record of a section rewritten whole in this same line is already in it.
      if (this.#sections.has(section)) continue;
      const key = id.slice(cut + 1);
      const map = this.raw[section];
      const value = isRecordMap(map) && Object.hasOwn(map, key) ? (map as Record<string, unknown>)[key] : undefined;
      ops.push(
        value === undefined
          ? `["d",${JSON.stringify(section)},${JSON.stringify(key)}]`
          : `["s",${JSON.stringify(section)},${JSON.stringify(key)},${JSON.stringify(value)}]`,
      );
    }
    this.#sections.clear();
    this.#records.clear();
    return ops.length ? `[${ops.join(',')}]\n` : '';
  }

  /**
   * Marks again what the last {@link collect} took, after its line failed to reach the disk: the next line writes
   * those records as they are then, so the files catch up with the state in memory.
   */
  requeue(): void {
    if (!this.#taken) return;
    for (const id of this.#taken.records) this.#records.add(id);
    for (const section of this.#taken.sections) this.#sections.add(section);
    if (this.#taken.replaced) this.#replaced = true;
    this.#taken = null;
  }

  /** The whole state as snapshot text naming `generation`. */
  snapshot(generation: number): string {
    const parts = Object.keys(this.raw).map(
      (section) => `${JSON.stringify(section)}:${JSON.stringify(this.raw[section]) ?? 'null'}`,
    );
    parts.push(`${JSON.stringify(GENERATION_KEY)}:${generation}`);
    return `{${parts.join(',')}}`;
  }
}

const isRecordMap = (value: unknown): value is object =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

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
 * Journals the store's changes to `path`'s journal (see above): takes the store's state over (wrapping it), writes
 * a first snapshot at once (the state as loaded or seeded, naming `generation`), and deletes older journals.
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
