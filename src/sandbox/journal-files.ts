/**
 * Durable `--data` (DESIGN §12). FILE is a snapshot; beside it, `FILE.journal-<n>` files hold every change since, one
 * line per group commit: `[op, …]` with `["s", section, key, value]` (a record as it now is), `["d", section, key]`
 * (a record removed), `["w", section, value]` (a whole section) and `["r"]` (the state was replaced: start empty).
 * A change is acknowledged (its 2xx sent) only once its line is written and fsync'd. Replaying sets records to
 * what they became, so replaying a line twice changes nothing: that is what lets a snapshot be taken while lines
 * are still being written. The snapshot names the first journal it does not hold (`$journal`); compaction writes a
 * new snapshot in the background (temporary file, fsync, rename, fsync of the directory), then deletes the journals
 * it holds. Only a line ending in a newline counts: a kill -9 mid-write leaves a torn last line, which is ignored.
 *
 * This module holds where the journal's files live, what a line holds, and their replay at start.
 */
import { readFile, readdir } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { loadDataFile, SandboxDataError } from './data-file.js';
import { emptyStoreData, type StoreData } from './store.js';

/** Where generation `n` of the journal of `path` lives. */
export const journalPath = (path: string, generation: number) => `${path}.journal-${generation}`;

/** The snapshot's own key naming the first journal generation it does not hold. */
export const GENERATION_KEY = '$journal';

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
export async function journalGenerations(path: string): Promise<number[]> {
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
