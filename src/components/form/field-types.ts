/**
 * The field types a shown form uses: each type's module (`fields/<type>.ts`, loaded through `fields/registry.ts`
 * unless it is common) made into its `FieldKind` once per element, with its styles adopted, and what the types keep
 * beside the values in the draft.
 */
import type { Field, FieldType } from '../../schemas/forms.js';
import type { FieldKind, KindContext, KindModule } from './fields/kind.js';
import { COMMON_KINDS } from './fields/registry.js';
import { own } from './own.js';
import type { SessionParts } from './parts.js';
import type { RawValues } from './values.js';

/** Draft keys of what a field type keeps beside the values: `#<type>` (never a field key: keys start with a letter). */
const draftKey = (type: FieldType) => `#${type}`;

export class FieldTypes {
  readonly #lazy: SessionParts;
  /** What a field type's module may use of this form. */
  readonly #context: KindContext;
  /** The field types' modules in use, created once per element. */
  readonly #kinds = new Map<FieldType, FieldKind>();

  constructor(lazy: SessionParts, context: KindContext) {
    this.#lazy = lazy;
    this.#context = context;
  }

  /** The module of a field's type (loaded before the form shows). */
  of(field: Field): FieldKind {
    return this.#kinds.get(field.type)!;
  }

  /** Loads and creates the modules of these field types (once each); rejects when one cannot be fetched. */
  async load(types: Iterable<FieldType>): Promise<void> {
    await Promise.all(
      [...new Set(types)]
        .filter((type) => !this.#kinds.has(type))
        .map(async (type) => {
          const module = (COMMON_KINDS[type] ?? (await this.#lazy.load(type))) as KindModule;
          if (this.#kinds.has(type)) return;
          const kind = module.createKind(this.#context);
          this.#lazy.adopt(kind.styles);
          this.#kinds.set(type, kind);
        }),
    );
  }

  /** What a submit waits for: the types still loading what they need (the phone library). */
  pending(): Promise<void>[] {
    return [...this.#kinds.values()].map((kind) => kind.settled?.()).filter((p) => p !== undefined);
  }

  /** What the types keep beside the values, by draft key. */
  saved(): Record<string, unknown> {
    const extras: Record<string, unknown> = {};
    for (const [type, kind] of this.#kinds) {
      const extra = kind.saved?.();
      if (extra !== undefined) extras[draftKey(type)] = extra;
    }
    return extras;
  }

  /** Gives each type what it kept in the `saved` draft, for its fields of `fields`. */
  restore(fields: readonly Field[], saved: RawValues | undefined): void {
    for (const [type, kind] of this.#kinds) {
      kind.restore?.(
        fields.filter((f) => f.type === type),
        saved && typeof saved === 'object' ? own(saved, draftKey(type)) : undefined,
      );
    }
  }

  /** The element left the document: stops lookups. */
  disconnect(): void {
    for (const kind of this.#kinds.values()) kind.disconnect?.();
  }
}
