/**
 * Loads the composer's upcoming scheduled messages for its (from, to) pair (`scheduled-section.ts` shows them), with
 * `ArgsTask`: a new pair aborts the request for the old one and a superseded answer is never shown (the race where a
 * slow answer for an old recipient replaced the new recipient's list). "Show more" appends pages of the same pair; cancelling removes
 * one. Tokens without `messages:schedule` (and 401/403 answers) show no list at all. A message or blast its element
 * schedules (`parley-message-sent`, `parley-blast-sent`) makes it list again, and a listed blast its element sees leave
 * SCHEDULED (`parley-blast-updated`) leaves the list: nobody else has to tell it.
 */
import { ArgsTask } from '../../controllers/args-task.js';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ApiTransport } from '../../api/transport.js';
import { isApiError } from '../../api/errors.js';
import { readTokenScopes } from '../../api/jwt.js';
import type { Message } from '../../schemas/messages.js';
import type { ComposerKey } from '../../i18n/composer.js';
import { listSchedules } from '../../api/messages.js';

/** Words given the composer's `t`. */
export type CancelWording = (t: (key: ComposerKey, vars?: Record<string, string | number>) => string) => string;

const E164 = /^\+[1-9]\d{6,14}$/;

export interface ScheduledLoaderOptions {
  /**
   * The pair and client to list for; `undefined` when there is nothing to list (no credentials, no sender). `list`
   * replaces the listing (blast mode: the audience's scheduled blasts; `to` then names the audience).
   */
  source():
    | {
        from: string;
        to: string;
        client: ApiTransport;
        list?: (signal: AbortSignal) => Promise<{ items: Message[]; cursor: string | null }>;
      }
    | undefined;
}

interface Listed {
  /** The pair listed (`from|to`): what another pair's source no longer shows. */
  key: string;
  items: Message[];
  cursor: string | null;
}

export class ScheduledLoader implements ReactiveController {
  /** Bumped to list the same pair again (after scheduling a message). */
  #generation = 0;
  /** Pages appended by "Show more" to the task's first page, for the same run. */
  #more: Listed | undefined;
  #moreAbort: AbortController | undefined;
  #error = '';
  #cancelError: CancelWording | undefined;
  #confirming = '';

  /**
   * A cancellation that failed, as words in the composer's locale at render time (so a locale change rewords it),
   * shown above the list until the next one succeeds.
   */
  get cancelError(): CancelWording | undefined {
    return this.#cancelError;
  }
  set cancelError(wording: CancelWording | undefined) {
    this.#cancelError = wording;
    this.host.requestUpdate();
  }

  /** The message whose Cancel was pressed, asking "Cancel this message?" before anything is cancelled. */
  get confirming(): string {
    return this.#confirming;
  }
  set confirming(id: string) {
    this.#confirming = id;
    this.host.requestUpdate();
  }

  /** Asks or stops asking about `id`, then focuses `selector` inside `row` (the question's "Keep it", or Cancel again). */
  async confirm(id: string, row: Element | null, selector: string): Promise<void> {
    this.confirming = id;
    await this.host.updateComplete;
    row?.querySelector<HTMLElement>(selector)?.focus();
  }

  readonly #task: ArgsTask<[string, string, ApiTransport | undefined, number], Listed | undefined>;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly options: ScheduledLoaderOptions,
  ) {
    host.addController(this);
    // Dispatched on the element itself, so heard without connecting (and gone with it).
    host.addEventListener('parley-message-sent', (e) => e.detail.message.status === 'SCHEDULED' && this.reload());
    host.addEventListener('parley-blast-sent', (e) => e.detail.blast.status === 'SCHEDULED' && this.reload());
    // A listed blast that is no longer scheduled (cancelled from the progress view, or started) leaves the list, its
    // Cancel with it: the list never offers to cancel what the progress view says is cancelled.
    host.addEventListener('parley-blast-updated', ({ detail: { blast } }) => {
      if (blast.status !== 'SCHEDULED' && this.items?.some((m) => m.id === blast.id)) this.removed(blast.id);
    });
    this.#task = new ArgsTask(
      host,
      () => {
        const s = this.options.source();
        const ok = !!s && !!s.from && (E164.test(s.to) || !!s.list);
        return [ok ? s.from : '', ok ? s.to : '', ok ? s.client : undefined, this.#generation];
      },
      async ([from, to, client], signal) => {
        this.#more = undefined;
        this.#moreAbort?.abort();
        this.#error = '';
        if (!client) return undefined;
        const scopes = readTokenScopes(await client.getToken().catch(() => undefined));
        if (signal.aborted || (scopes && !scopes.includes('messages:schedule'))) return undefined;
        try {
          const list = this.options.source()?.list;
          if (list) return { key: `${from}|${to}`, ...(await list(signal)) };
          const page = await listSchedules(client, { from, to, pageSize: 50, cursor: null }, { signal });
          return {
            key: `${from}|${to}`,
            items: page.data.filter((m) => m.status === 'SCHEDULED'),
            cursor: page.nextCursor,
          };
        } catch (error) {
          if (isApiError(error) && (error.kind === 'unauthorized' || error.kind === 'forbidden')) return undefined;
          throw error;
        }
      },
    );
  }

  /** What is listed for the current pair (never another pair's list, even while the new one loads). */
  #current(): Listed | undefined {
    const listed = this.#more ?? this.#task.value;
    const s = this.options.source();
    return listed && s && listed.key === `${s.from}|${s.to}` ? listed : undefined;
  }

  /** The upcoming messages; `undefined` while nothing is listed (loading, no scope, no pair). */
  get items(): Message[] | undefined {
    return this.#current()?.items;
  }

  /** Whether more pages exist. */
  get hasMore(): boolean {
    return !!this.#current()?.cursor;
  }

  /** Why listing failed (the reason only); empty when it did not. */
  get error(): string {
    if (this.#error) return this.#error;
    const e = this.#task.error;
    return e === undefined || (e instanceof DOMException && e.name === 'AbortError')
      ? ''
      : e instanceof Error
        ? e.message
        : String(e);
  }

  /** Lists the same pair again. */
  reload(): void {
    this.#generation++;
    this.host.requestUpdate();
  }

  /** Appends the next page of the pair listed now. */
  async more(): Promise<void> {
    const source = this.options.source();
    const current = this.#current();
    if (!source || !current?.cursor) return;
    this.#moreAbort?.abort();
    const abort = (this.#moreAbort = new AbortController());
    const value = this.#task.value;
    try {
      const page = await listSchedules(
        source.client,
        { from: source.from, to: source.to, pageSize: 50, cursor: current.cursor },
        { signal: abort.signal },
      );
      if (abort.signal.aborted || this.#task.value !== value) return;
      this.#more = {
        key: current.key,
        items: [...current.items, ...page.data.filter((m) => m.status === 'SCHEDULED')],
        cursor: page.nextCursor,
      };
    } catch (error) {
      if (abort.signal.aborted) return;
      this.#error = error instanceof Error ? error.message : String(error);
    }
    this.host.requestUpdate();
  }

  /** Removes a cancelled message from the list. */
  removed(id: string): void {
    const current = this.#current();
    if (current) this.#more = { ...current, items: current.items.filter((m) => m.id !== id) };
    this.host.requestUpdate();
  }

  hostDisconnected(): void {
    this.#moreAbort?.abort();
  }
}
