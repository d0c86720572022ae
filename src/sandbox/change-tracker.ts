/**
 * What the journal writes at each commit: the store's records changed since the last one, seen on their way in
 * (never on reads), as one journal line; and the whole state as a snapshot.
 */
import { GENERATION_KEY } from './journal-files.js';
import type { Store, StoreData } from './store.js';

/**
 * Which records changed since the last commit: only writes, never reads. Adding, replacing or deleting a record
 * (`data.contacts[phone] = contact`, `delete data.fallbacks[id]`) and replacing a section (`data.cursorKey = …`) are
 * seen by thin proxies with no read trap; a record changed in place (`message.status = 'SENT'`) is marked by its
 * writer through {@link Store.touch}. At a commit each marked record is serialized once; nothing that was only read
 * (lists, scans, lookups) costs anything.
 */
export class ChangeTracker {
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
