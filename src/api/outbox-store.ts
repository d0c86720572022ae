/**
 * Where the outbox (`outbox.ts`) keeps its items: one IndexedDB database per origin, which every tab shares, the
 * exclusive Web Lock under which a tab changes an item that another may be sending, and the `parley:outbox` flag
 * that tells a later page, without opening the database, that writes were left behind.
 */
import { OUTBOX_FLAG } from './outbox-flag.js';
import type { Stored } from './outbox-item.js';

const DB_NAME = 'parley-outbox';
const STORE = 'items';
const LOCK = 'parley-outbox';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = tx.onabort = () => reject(tx.error ?? new DOMException('Outbox transaction aborted', 'AbortError'));
  });
}

/** Runs `task` alone across the tabs of the origin (Web Locks); without them (old browsers) within this page. */
let localChain: Promise<unknown> = Promise.resolve();
export async function exclusive<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) return await locks.request(LOCK, { mode: 'exclusive' }, task);
  const run = localChain.then(task, task);
  localChain = run.catch(() => {});
  return run;
}

/**
 * What an {@link OutboxStore.update} does with the item it read: a record to put in its place, `null` to delete it,
 * `undefined` to leave it as it is.
 */
export type Change = (found: Stored | undefined) => Stored | null | undefined;

/** The outbox's database, opened on first use. */
export class OutboxStore {
  #db: Promise<IDBDatabase> | undefined;

  /** Every item, oldest first (the order they were kept in: `seq` grows). */
  async all(): Promise<Stored[]> {
    const db = await this.#open();
    return (await request(db.transaction(STORE).objectStore(STORE).getAll())) as Stored[];
  }

  async get(seq: number): Promise<Stored | undefined> {
    const db = await this.#open();
    return (await request(db.transaction(STORE).objectStore(STORE).get(seq))) as Stored | undefined;
  }

  /** Adds a new item; resolves to its `seq`. */
  async add(record: Omit<Stored, 'seq'>): Promise<number> {
    const db = await this.#open();
    const tx = db.transaction(STORE, 'readwrite');
    const finished = done(tx);
    const seq = await request(tx.objectStore(STORE).add(record));
    await finished;
    return seq as number;
  }

  /** Reads item `seq` and writes what `change` makes of it, in one transaction; resolves to the item as read. */
  async update(seq: number, change: Change): Promise<Stored | undefined> {
    const db = await this.#open();
    const tx = db.transaction(STORE, 'readwrite');
    const finished = done(tx);
    const store = tx.objectStore(STORE);
    const found = (await request(store.get(seq))) as Stored | undefined;
    const next = change(found);
    if (next === null) store.delete(seq);
    else if (next !== undefined) store.put(next);
    await finished;
    return found;
  }

  async close(): Promise<void> {
    if (this.#db) (await this.#db).close();
  }

  #open(): Promise<IDBDatabase> {
    return (this.#db ??= new Promise((resolve, reject) => {
      // Version 2: items record their writer. Version 1's items cannot say whose they are, so none of them is kept.
      const open = indexedDB.open(DB_NAME, 2);
      open.onupgradeneeded = (event) => {
        if (event.oldVersion >= 1) open.result.deleteObjectStore(STORE);
        open.result.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true });
      };
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    }));
  }
}

/** Sets the flag to how many items wait (or how many are left, when none waits), or removes it when none is left. */
export function flagLeft(stored: readonly Stored[]): void {
  try {
    const waiting = stored.filter((i) => i.state === 'waiting').length;
    if (stored.length) localStorage.setItem(OUTBOX_FLAG, String(waiting || stored.length));
    else localStorage.removeItem(OUTBOX_FLAG);
  } catch {
    // Storage refused (private mode): the outbox then loads with the first failed write only.
  }
}
