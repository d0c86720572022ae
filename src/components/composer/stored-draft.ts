/**
 * The composer's draft as this browser keeps it: one per (from, to), restored on reload unless the host set `value`,
 * with the pending send (its body and Idempotency-Key) so a retry after a reload is the same send. It owns the
 * storage, which pair is open, and the pending send; the send lifecycle sets and clears the pending send and says
 * when the draft is written at once (before a send) or dropped (once sent).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { DraftStore } from '../../controllers/draft.js';
import type { DraftEditor } from './draft-editor.js';
import { toDraft } from './kinds/index.js';
import type { Draft } from './model.js';

/** The pending logical send: its body and Idempotency-Key, reused by a retry (kept with the draft, even over a reload). */
export type PendingSend = { body: string; key: string } | undefined;

interface Stored {
  d: Draft;
  k?: PendingSend;
}

export class StoredDraft implements ReactiveController {
  #store: DraftStore<Stored> | undefined;
  /** The pair open (`from|to`). */
  #pair = '';
  /** The host set `value`: its draft wins over a stored one. */
  #hostSet = false;
  /** The pending send, kept with the draft. */
  pending: PendingSend;

  constructor(
    host: ReactiveControllerHost,
    private readonly editor: DraftEditor,
  ) {
    host.addController(this);
  }

  /** Opens the draft of (from, to), into the editor when one is stored: whether another pair was opened. */
  open(from: string, to: string): boolean {
    const pair = `${from}|${to}`;
    if (pair === this.#pair) return false;
    // Only the sender changed while a message is written: the message goes with the switch (the editor carried
    // it over), and is kept under the new pair from now on instead of that pair's older draft.
    const sameTo = this.#pair !== '' && this.#pair.slice(this.#pair.indexOf('|') + 1) === to;
    const carried = sameTo && this.editor.hasMessage();
    this.#store?.dispose();
    this.#pair = pair;
    this.#store = new DraftStore<Stored>('composer', pair);
    const stored = this.#hostSet || carried ? undefined : this.#store.load();
    if (stored?.d) {
      this.editor.draft = toDraft(stored.d);
      this.pending = stored.k;
    }
    return true;
  }

  /** The host set a new draft: a stored one no longer loads, and a pending send belonged to the old one. */
  replaced(): void {
    this.#hostSet = true;
    this.pending = undefined;
  }

  /** Keeps the editor's draft (debounced). */
  save(): void {
    this.#store?.save({ d: this.editor.draft, k: this.pending });
  }

  /** Keeps it now (before a send: a reload mid-send retries with the same key). */
  flush(): void {
    this.save();
    this.#store?.flush();
  }

  /** Drops it (sent, or "Send another"). */
  clear(): void {
    this.#store?.clear();
  }

  /** A pair is opened again when the element connects again. */
  hostDisconnected(): void {
    this.#store?.dispose();
    this.#store = undefined;
    this.#pair = '';
  }
}
