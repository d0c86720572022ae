/**
 * One record's load for an element that shows it (link stats, agent identity). The load is keyed by what it asks
 * with: the record's id and the client (`ParleyBase.api` is another object whenever `base-url`, `token`,
 * `token-url`, `tokenProvider` or `client` change), read before every render. When the key changes the load under
 * way is dropped and the record asked for again, so credentials set after the id (a framework's session call) load
 * it, and a fixed `base-url` ends a failure; another id also drops the record and the failure that were the last
 * id's, so the element shows loading for the new one, never the old record under the new id.
 *
 * The controller owns the record and the last load's failure: the token first, so its route failing is said as
 * the route's (`tokenFailure`), then the record, whose failure is classified against the scope it needs (read from
 * the token held). Only the newest load speaks; one that failed for want of a network loads again once the window
 * is back online (`OnlineRetry`).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ApiTransport } from '../../api/transport.js';
import { heldScopes, loadFailure, offline, tokenOf, type LoadFailure } from './load-failure.js';
import { OnlineRetry } from './online-retry.js';

/** What an element tells its record's load. */
export interface RecordSource<T> {
  /** The scope the record's route needs, to tell a missing scope from a lost session. */
  readonly scope: string;
  /** The id of the record to show now; `''` when there is none to load. */
  id(): string;
  /** The client to ask with; `undefined` while the element has no way to authenticate (nothing is sent then). */
  api(): ApiTransport | undefined;
  /** Reads the record. */
  get(api: ApiTransport, id: string, signal: AbortSignal): Promise<T>;
  /** The record loaded (the element tells its page). */
  loaded(value: T): void;
  /** The load failed; `failed` says why (the element tells its page). */
  failed(error: unknown): void;
  /** Where focus lands once a Retry that had it has loaded the record (the name, the popover's heading). */
  readonly landing: string;
}

/** The element a load renders into: its Retry (class `retry`) and its landing are in its render root. */
type RecordHost = ReactiveControllerHost & { readonly renderRoot: HTMLElement | DocumentFragment };

export class RecordLoad<T> implements ReactiveController {
  /** The record of the id asked for; `undefined` until loaded (and again when another id is asked for). */
  value: T | undefined;
  /** Why the last load failed (the error, and what it means to a person); `undefined` while none has. */
  failed: { failure: LoadFailure; error: unknown } | undefined;
  /** The id and client the record was last asked with. */
  #key: { id: string; api: ApiTransport | undefined } | undefined;
  /** The load under way, to drop when a newer one (or leaving the page) replaces it. */
  #abort: AbortController | undefined;
  /** The element left the page while a load was under way: it is asked for again when the element is back. */
  #cut = false;

  constructor(
    private readonly host: RecordHost,
    private readonly source: RecordSource<T>,
  ) {
    host.addController(this);
    new OnlineRetry(
      host,
      () => offline(this.failed?.failure),
      () => this.retry(false),
    );
  }

  hostConnected(): void {
    if (this.#cut) this.host.requestUpdate();
  }

  hostDisconnected(): void {
    if (this.#abort) this.#cut = true;
    this.#stop();
  }

  #stop(): void {
    this.#abort?.abort();
    this.#abort = undefined;
  }

  /** Before each render: a new id or client drops what no longer applies and asks again. */
  hostUpdate(): void {
    const id = this.source.id();
    const api = id ? this.source.api() : undefined;
    const last = this.#key;
    if (!this.#cut && last && last.id === id && last.api === api) return;
    this.#cut = false;
    this.#key = { id, api };
    this.#stop();
    // Another record: nothing of the last one's is shown under the new id (its failure neither).
    if (id !== last?.id) this.value = undefined;
    this.failed = undefined;
    if (id && api) void this.#load(id, api);
  }

  /** Loads the record again (Retry, fresh numbers); resolves when done. Nothing is sent without an id or a client. */
  reload(): Promise<void> {
    const key = this.#key;
    return key?.id && key.api ? this.#load(key.id, key.api) : Promise.resolve();
  }

  /**
   * The Retry: loads again. Retry removes its own button while loading, so focus goes to what replaces it, the
   * source's landing once loaded or the new Retry; a retry nobody pressed (the network back) moves focus only when it
   * was on that Retry.
   */
  async retry(pressed: boolean): Promise<void> {
    const root = this.host.renderRoot as ShadowRoot;
    const hand = pressed || !!root.activeElement?.classList.contains('retry');
    await this.reload();
    await this.host.updateComplete;
    if (hand)
      (root.querySelector<HTMLElement>('.retry') ?? root.querySelector<HTMLElement>(this.source.landing))?.focus();
  }

  async #load(id: string, api: ApiTransport): Promise<void> {
    this.#stop();
    const { signal } = (this.#abort = new AbortController());
    this.failed = undefined;
    this.host.requestUpdate();
    const outcome = await this.#ask(id, api, signal);
    if (signal.aborted) return;
    this.#abort = undefined;
    if ('value' in outcome) this.value = outcome.value;
    else this.failed = outcome;
    this.host.requestUpdate();
    if ('value' in outcome) this.source.loaded(outcome.value);
    else this.source.failed(outcome.error);
  }

  /** The record, or why it could not be had. */
  async #ask(
    id: string,
    api: ApiTransport,
    signal: AbortSignal,
  ): Promise<{ value: T } | { failure: LoadFailure; error: unknown }> {
    const token = await tokenOf(api, signal);
    if ('failure' in token) return token;
    try {
      return { value: await this.source.get(api, id, signal) };
    } catch (error) {
      // Dropped when replaced: no need then to ask the token for its scopes.
      const scopes = signal.aborted ? undefined : await heldScopes(api);
      return { failure: loadFailure(error, scopes, this.source.scope), error };
    }
  }
}
