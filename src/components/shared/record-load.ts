/**
 * One record's load for an element that shows it (link stats, agent identity): the controller owns the last load's
 * failure, classified against the scope the record needs (read from the token the element holds), and cancels a
 * load that a newer one, or the element leaving the page, replaces, so only the newest load speaks.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ApiTransport } from '../../api/transport.js';
import { heldScopes, loadFailure, type LoadFailure } from './load-failure.js';

/** A load's outcome: the record, or why it failed; `undefined` when a newer load (or leaving the page) replaced it. */
export type LoadOutcome<T> = { value: T } | { failure: LoadFailure; error: unknown } | undefined;

export class RecordLoad<T> implements ReactiveController {
  /** Why the last load failed (the error, and what it means to a person); `undefined` while none has. */
  failed: { failure: LoadFailure; error: unknown } | undefined;
  #abort: AbortController | undefined;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly api: () => ApiTransport,
    /** The scope the record's route needs, to tell a missing scope from a lost session. */
    private readonly needed: string,
  ) {
    host.addController(this);
  }

  hostDisconnected(): void {
    this.cancel();
  }

  /** Stops the load under way: its outcome is dropped. */
  cancel(): void {
    this.#abort?.abort();
  }

  /** Forgets the last failure: another record is asked for. */
  clear(): void {
    if (!this.failed) return;
    this.failed = undefined;
    this.host.requestUpdate();
  }

  /** Loads with `get`, replacing the load under way and the last failure. */
  async load(get: (signal: AbortSignal) => Promise<T>): Promise<LoadOutcome<T>> {
    this.cancel();
    const { signal } = (this.#abort = new AbortController());
    this.clear();
    try {
      const value = await get(signal);
      return signal.aborted ? undefined : { value };
    } catch (error) {
      if (signal.aborted) return undefined;
      const failure = loadFailure(error, await heldScopes(this.api()), this.needed);
      if (signal.aborted) return undefined;
      this.failed = { failure, error };
      this.host.requestUpdate();
      return this.failed;
    }
  }
}
