/**
 * `--data FILE` (Node only): loads the store at start and writes it back after changes, debounced, atomically (a
 * temporary file in the same directory, then a rename), so a crash mid-write never leaves half a file. A file
 * that exists but cannot be read or parsed is an error, never a silent reset: the developer's data stays intact.
 */
import { open, readFile, readdir, rename, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { emptyStoreData, STORE_VERSION } from './store.js';
export class SandboxDataError extends Error {
    code = 'ERR_SANDBOX_DATA';
    constructor(message, options) {
        super(message, options);
        this.name = 'SandboxDataError';
    }
}
/** Sections a data file must have (the others start empty when missing: files from older versions load). */
const REQUIRED_SECTIONS = ['senders', 'conversations', 'messages'];
/**
 * Removes temporary files that writers killed mid-write left beside the data file (`.<name>.<pid>.tmp`). They are
 * never read: the data file itself is only ever replaced whole, by rename.
 */
async function removeStaleTemporaries(path) {
    const prefix = `.${basename(path)}.`;
    const names = await readdir(dirname(path)).catch(() => []);
    await Promise.all(names
        .filter((name) => name.startsWith(prefix) &&
        /^\d+\.tmp$/.test(name.slice(prefix.length)) &&
        !name.endsWith(`.${process.pid}.tmp`))
        .map((name) => unlink(join(dirname(path), name)).catch(() => { })));
}
/** Reads a data file: its state, or null when the file does not exist yet. Throws {@link SandboxDataError}. */
export async function loadDataFile(path) {
    await removeStaleTemporaries(path);
    let text;
    try {
        text = await readFile(path, 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return null;
        throw new SandboxDataError(`Cannot read the data file ${path}: ${error.message}`, { cause: error });
    }
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        throw new SandboxDataError(`The data file ${path} is not valid JSON (${error.message}). Fix it, or move it away to start from the demo data; it was left untouched.`, { cause: error });
    }
    if (!data || typeof data !== 'object' || Array.isArray(data)) {
        throw new SandboxDataError(`The data file ${path} does not hold a sandbox state (expected a JSON object); it was left untouched.`);
    }
    const record = data;
    if (record.version !== STORE_VERSION) {
        throw new SandboxDataError(`The data file ${path} has version ${JSON.stringify(record.version)}; this sandbox reads version ${STORE_VERSION}. It was left untouched.`);
    }
    for (const section of REQUIRED_SECTIONS) {
        const value = record[section];
        if (!value || typeof value !== 'object' || Array.isArray(value)) {
            throw new SandboxDataError(`The data file ${path} has no "${section}" object; it was left untouched.`);
        }
    }
    return data;
}
/**
 * Writes `snapshot()` to `path` after changes. One write at a time; a change during a write triggers one more.
 * Write errors go to `onError` (the sandbox keeps running; the next change retries).
 */
export function createPersister(path, snapshot, { debounceMs = 200, onError = (error) => console.error(`[parley sandbox] ${error.message}`), } = {}) {
    const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
    let timer = null;
    let dirty = false;
    let writing = null;
    async function write() {
        dirty = false;
        try {
            await writeFile(temporary, JSON.stringify(snapshot()));
            await rename(temporary, path);
        }
        catch (error) {
            await unlink(temporary).catch(() => { });
            onError(new SandboxDataError(`Could not save the data file ${path}: ${error.message}`, { cause: error }));
        }
    }
    async function drain() {
        while (writing)
            await writing;
        if (!dirty)
            return;
        writing = write().finally(() => (writing = null));
        await writing;
        if (dirty)
            await drain();
    }
    return {
        schedule() {
            dirty = true;
            if (timer)
                return;
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
export const journalPath = (path, generation) => `${path}.journal-${generation}`;
/** The snapshot's own key naming the first journal generation it does not hold. */
const GENERATION_KEY = '$journal';
/** The journal generations beside `path`, oldest first. */
async function journalGenerations(path) {
    const prefix = `${basename(path)}.journal-`;
    const names = await readdir(dirname(path)).catch(() => []);
    return names
        .filter((name) => name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length)))
        .map((name) => Number(name.slice(prefix.length)))
        .sort((a, b) => a - b);
}
function applyOps(data, ops) {
    for (const op of ops) {
        if (op[0] === 'r') {
            for (const key of Object.keys(data))
                delete data[key];
            Object.assign(data, emptyStoreData());
        }
        else if (op[0] === 'w')
            data[op[1]] = op[2];
        else {
            const section = (data[op[1]] ??= {});
            if (op[0] === 's')
                section[op[2]] = op[3];
            else
                delete section[op[2]];
        }
    }
}
/**
 * Loads the snapshot and replays every journal it does not hold. A torn last line (the process was killed while
 * writing it, so it was never acknowledged) is ignored; a damaged line before the end is a {@link SandboxDataError}
 * and the files are left untouched.
 */
export async function loadDurableState(path) {
    const snapshot = (await loadDataFile(path));
    const first = snapshot && typeof snapshot[GENERATION_KEY] === 'number' ? snapshot[GENERATION_KEY] : 0;
    if (snapshot)
        delete snapshot[GENERATION_KEY];
    const generations = (await journalGenerations(path)).filter((generation) => generation >= first);
    let data = snapshot;
    let replayed = 0;
    let torn = false;
    for (const generation of generations) {
        const file = journalPath(path, generation);
        const text = await readFile(file, 'utf8');
        const lines = text.split('\n');
        // The last piece has no newline after it: empty for a complete file, else a torn line.
        if (lines.pop() !== '')
            torn = true;
        for (const [index, line] of lines.entries()) {
            let ops;
            try {
                ops = JSON.parse(line);
                if (!Array.isArray(ops))
                    throw new Error('not a list of changes');
            }
            catch (error) {
                throw new SandboxDataError(`Line ${index + 1} of the journal ${file} is damaged (${error.message}); the files were left untouched.`, { cause: error });
            }
            data ??= emptyStoreData();
            applyOps(data, ops);
            replayed++;
        }
    }
    const next = Math.max(first, generations.at(-1) ?? -1) + 1;
    return { state: data, generation: next, replayed, torn };
}
/**
 * Which records changed since the last commit: only writes, never reads. Adding, replacing or deleting a record
 * (`data.contacts[phone] = contact`, `delete data.fallbacks[id]`) and replacing a section (`data.cursorKey = …`) are
 * seen by thin proxies with no read trap; a record changed in place (`message.status = 'SENT'`) is marked by its
 * writer through {@link Store.touch}. At a commit each marked record is serialized once; nothing that was only read
 * (lists, scans, lookups) costs anything.
 */
class ChangeTracker {
    raw;
    /** `section\u0000key` of records written since the last commit. */
    #records = new Set();
    /** Sections written whole (replaced, or marked without a key). */
    #sections = new Set();
    /** The state was replaced (reset): the next commit writes it whole. */
    #replaced = false;
    #proxies = new WeakMap();
    #raws = new WeakMap();
    get dirty() {
        return this.#replaced || this.#records.size > 0 || this.#sections.size > 0;
    }
    /** A write the store was told of ({@link Store.touch}): a record changed in place, or a whole section. */
    mark(section, key) {
        if (key === undefined)
            this.#sections.add(section);
        else
            this.#records.add(`${section}\u0000${key}`);
    }
    /** Wraps `data` (the store then holds the wrapper); `replaced` when it replaces a state already tracked. */
    attach(data, replaced) {
        this.raw = (this.#raws.get(data) ?? data);
        if (replaced)
            this.#replaced = true;
        const tracker = this;
        return new Proxy(this.raw, {
            get(target, prop, receiver) {
                const value = Reflect.get(target, prop, receiver);
                return typeof prop === 'string' && isRecordMap(value) ? tracker.#mapProxy(prop, value) : value;
            },
            set(target, prop, value) {
                if (typeof prop === 'string')
                    tracker.#sections.add(prop);
                return Reflect.set(target, prop, (value && typeof value === 'object' && tracker.#raws.get(value)) || value);
            },
            deleteProperty(target, prop) {
                if (typeof prop === 'string')
                    tracker.#sections.add(prop);
                return Reflect.deleteProperty(target, prop);
            },
        });
    }
    #mapProxy(section, map) {
        let proxy = this.#proxies.get(map);
        if (proxy)
            return proxy;
        const records = this.#records;
        const note = (prop) => {
            if (typeof prop === 'string')
                records.add(`${section}\u0000${prop}`);
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
    collect() {
        const ops = [];
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
            if (this.#sections.has(section))
                continue;
            const key = id.slice(cut + 1);
            const map = this.raw[section];
            const value = isRecordMap(map) && Object.hasOwn(map, key) ? map[key] : undefined;
            ops.push(value === undefined
                ? `["d",${JSON.stringify(section)},${JSON.stringify(key)}]`
                : `["s",${JSON.stringify(section)},${JSON.stringify(key)},${JSON.stringify(value)}]`);
        }
        this.#sections.clear();
        this.#records.clear();
        return ops.length ? `[${ops.join(',')}]\n` : '';
    }
    /** The whole state as snapshot text naming `generation`. */
    snapshot(generation) {
        const parts = Object.keys(this.raw).map((section) => `${JSON.stringify(section)}:${JSON.stringify(this.raw[section]) ?? 'null'}`);
        parts.push(`${JSON.stringify(GENERATION_KEY)}:${generation}`);
        return `{${parts.join(',')}}`;
    }
}
const isRecordMap = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
/** fsyncs a directory, so a file created or renamed in it is still there after a crash. */
async function syncDirectory(path) {
    const handle = await open(dirname(path), 'r');
    try {
        await handle.sync();
    }
    finally {
        await handle.close();
    }
}
/**
 * Journals the store's changes to `path`'s journal (see above): takes the store's state over (wrapping it), writes
 * a first snapshot at once (the state as loaded or seeded, naming `generation`), and deletes older journals.
 */
export async function openJournal(path, store, generation, options = {}) {
    const compactBytes = options.compactBytes ?? 8 * 1024 * 1024;
    const onError = options.onError ?? ((error) => console.error(`[parley sandbox] ${error.message}`));
    const tracker = new ChangeTracker();
    store.data = tracker.attach(store.data, false);
    store.observe = (data) => tracker.attach(data, true);
    store.onWrite = (section, key) => tracker.mark(section, key);
    const stats = { commits: 0, lines: 0, compactions: 0 };
    let handle = null;
    let bytes = 0;
    let writing = null;
    let queued = null;
    let compacting = null;
    let timer = null;
    let closed = false;
    async function writeBatch() {
        const line = tracker.collect();
        if (!line || !handle)
            return;
        const target = handle;
        await target.write(line);
        await target.datasync();
        stats.lines++;
        bytes += Buffer.byteLength(line);
        if (bytes > compactBytes && !compacting && !closed) {
            compacting = compact().finally(() => (compacting = null));
            compacting.catch((error) => onError(new SandboxDataError(`Could not compact the data file ${path}: ${error.message}`, { cause: error })));
        }
    }
    /** One batch after `previous`: what changed until it starts is in it; it waits for the write before it. */
    function batchAfter(previous) {
        // The async body reads `self.batch` only after its first await, when the assignment below has happened.
        const self = {};
        self.batch = (async () => {
            await previous?.catch(() => { });
            if (queued === self.batch)
                queued = null;
            writing = self.batch;
            try {
                await writeBatch();
            }
            finally {
                if (writing === self.batch)
                    writing = null;
            }
        })();
        return self.batch;
    }
    function commit() {
        stats.commits++;
        if (!tracker.dirty)
            return writing ?? Promise.resolve();
        return (queued ??= batchAfter(writing));
    }
    /** Snapshot of the state now, under a new journal generation; the journals it holds are deleted once it is safe. */
    async function compact() {
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
            }
            finally {
                await out.close();
            }
            await rename(temporary, path);
            await syncDirectory(path);
        }
        catch (error) {
            await unlink(temporary).catch(() => { });
            throw error;
        }
        // A batch still writing to the old journal holds nothing the snapshot lacks; let it finish, then drop the file.
        await writing?.catch(() => { });
        await previousHandle?.close().catch(() => { });
        const stale = (await journalGenerations(path)).filter((g) => g < next);
        await Promise.all(stale.map((g) => unlink(journalPath(path, g)).catch(() => { })));
        stats.compactions++;
    }
    // The first snapshot: the state as loaded (journals replayed) or seeded, so older journals can go.
    generation -= 1;
    await compact();
    return {
        stats,
        commit,
        schedule() {
            if (timer || closed)
                return;
            timer = setTimeout(() => {
                timer = null;
                commit().catch((error) => onError(new SandboxDataError(`Could not write the journal of ${path}: ${error.message}`, { cause: error })));
            }, 20);
        },
        compact: () => (compacting ??= compact().finally(() => (compacting = null))),
        async close() {
            if (closed)
                return;
            if (timer)
                clearTimeout(timer);
            timer = null;
            await commit();
            await compacting?.catch(() => { });
            closed = true;
            await compact();
            await handle?.close();
            handle = null;
            // The snapshot just written holds everything; its (empty) journal is not needed to start again.
            await unlink(journalPath(path, generation)).catch(() => { });
        },
    };
}
