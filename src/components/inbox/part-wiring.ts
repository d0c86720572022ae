/**
 * The inbox's lazy parts (`lazy-parts.ts`) wired to the element as they arrive: the live stream (its controller and
 * what its events do are `store-actions.ts`, fetched beside the list's first page), opening a thread and its pane, the RCS
 * names, and the keyboard shortcuts. Each is made once; a part that could not be fetched (offline) is fetched again
 * after a Retry.
 */
import type { EventStreamController } from '../../controllers/event-stream.js';
import type { RcsNamesController } from '../../controllers/rcs-names.js';
import type { Conversation } from '../../schemas/conversations.js';
import type { InboxContext } from './inbox-context.js';
import { asApiError } from './inbox-store.js';
import type { ThreadPane } from './thread-pane.js';
import type { MenuKind, WorkMenu } from './work-menu.js';

export class PartWiring {
  readonly #c: InboxContext;
  /**
   * The open thread's log and reply box, and the list's announcer: a controller created when its chunk arrives,
   * with the first thread or once the rows are shown (`loadPane` of `store-actions.ts`, the part that opens threads),
   * so the list's news is said before any thread is opened.
   */
  pane: ThreadPane | undefined;
  /** RCS agent, brand and campaign names (`agents:read`); its module loads once the token shows the scope (`loadNames`). */
  names: RcsNamesController | undefined;
  /** The team's work on threads and its menu, once its part is here. */
  #work: WorkMenu | undefined;
  /** The live stream: its controller is a lazy part, created once the inbox has a client. */
  #stream: EventStreamController | undefined;
  /** Stops waiting for the pane to be wanted (`paneWhenWanted`): set from the list's first rows until the element leaves. */
  #paneWait: (() => void) | undefined;

  constructor(c: InboxContext) {
    this.#c = c;
  }

  /**
   * Live updates are not needed to show the list: the stream's controller is fetched beside the first page and
   * subscribes when it arrives (it follows later client changes itself).
   */
  async openStream(): Promise<void> {
    if (this.#stream) return;
    const part = await this.#c.parts.try('storeActions');
    if (!part) return; // offline: Retry fetches it again
    this.#stream ??= part.openStream(this.#c);
  }

  /**
   * The thread pane's chunk, which the first thread shown needs, asked for when wanted, and then the formatters of
   * its log (`waitForPane` of `store-actions.ts`, the part fetched as the element connects). Called when the list is
   * ready, so it never competes with the list's first answer and rows. A thread opened first still asks for the pane
   * itself (`open`), and its update waits for it; a failed fetch is the lazy controller's, fetched again only after a
   * Retry. An element whose pane is already here (it came back, or another inbox fetched it) still waits, for its own
   * locale's formatters.
   */
  paneWhenWanted(): void {
    void this.#c.parts.try('storeActions').then((a) => (this.#paneWait ??= a?.waitForPane(this.#c)));
  }

  /** The element left the page: no more waiting for the pane (`paneWhenWanted` waits again once it is back). */
  leave(): void {
    this.#paneWait?.();
    this.#paneWait = undefined;
  }

  /** After a Retry: the stream again, or for the first time if its part never came. */
  restartStream(): void {
    if (this.#stream) this.#stream.restart();
    else void this.openStream();
  }

  /** The sender as people know it: the host's name for a number, the RCS agent's name, the brand's, else the id. */
  senderName(c: Conversation): string {
    const named = this.#c.el.senders?.[c.from];
    if (named) return named;
    const names = this.names;
    if (!names) return c.from;
    if (c.senderType === 'rcs_agent') return names.senderName(c.from);
    return c.brandId && names.brandName(c.brandId) !== c.brandId ? names.brandName(c.brandId) : c.from;
  }

  /** The RCS names, once the token's claims are read (`loadNames` of `store-actions.ts`: after the first page). */
  loadNames(): Promise<void> {
    return this.#c.parts.try('storeActions').then((a) => a?.loadNames(this.#c));
  }

  /**
   * Opens a thread (`user`: the user chose it, so `parley-thread-select` fires; `report`: a failure fires
   * `parley-error`): `openThread` of `store-actions.ts`, a part fetched as the element connects, so a row pressed
   * finds it here and opens in the same task. Before it is here (a thread the attributes name, opened as the element
   * connects) the thread shows as loading at once, its pane's chunk on its way beside it; offline, it says it could
   * not be loaded, with its Retry.
   */
  async open(id: string, user: boolean, report = user): Promise<void> {
    const { parts, store } = this.#c;
    const actions = parts.get('storeActions');
    if (actions) return actions.openThread(this.#c, id, user, report);
    const s = store.state;
    if (id === s.selectedId && s.thread?.status !== 'error') return;
    // The pane's chunk on its way beside the part; the part makes the pane (`loadPane` of `store-actions.ts`).
    parts.load('pane').catch(() => undefined);
    const start = store.beginOpen(id);
    if (!('loading' in start)) return; // only a loaded thread is cached, and loading one took the part
    const a = await parts.load('storeActions').catch((error: unknown) => {
      if (!start.signal.aborted) store.openFailed(id, start.loading, error, report);
    });
    if (a && !start.signal.aborted) await a.openThread(this.#c, id, user, report, start);
  }

  /** The views' counts again (`countViews` in `store-actions.ts`), once that part is here. */
  counts(delay?: number, ifNarrowed?: boolean): void {
    void this.#c.parts.try('storeActions').then((a) => a?.countViews(this.#c, delay, ifNarrowed));
  }

  /** Runs `run` with the team's work on threads (status, assignee, unread), its part fetched on first use. */
  async work(run: (work: WorkMenu) => unknown): Promise<void> {
    const c = this.#c;
    const part = await c.parts.load('work').catch((error: unknown) => {
      // Offline before the part came: said as any failed action is; a Retry fetches it again.
      c.errors.fail(asApiError(error), 'status');
    });
    if (part) await run((this.#work ??= new part.WorkMenu(c)));
  }

  /** Whether the thread header's menu of `kind` is open. */
  menuOpen(kind: MenuKind): boolean {
    return this.#work?.openKind === kind;
  }

  /** Opens a thread's actions menu (`row`: all of them; the header's: assign or snooze) under `anchor`. */
  menu(kind: MenuKind, anchor: HTMLElement, id: string, back?: HTMLElement): void {
    void this.work((w) => w.open(kind, anchor, id, back));
  }

  /** The actions menu while open, and what was done, read out. */
  renderWork(): unknown {
    return this.#work?.render();
  }

  /**
   * Keyboard shortcuts, unless the host turned them off. What the keys do (and which keys count: none typed in fields)
   * is a lazy part (`shortcuts.ts`), fetched when focus first enters the inbox (so it is usually there by the first
   * key), else on the first key pressed (which it then handles).
   */
  onShortcut = (event: KeyboardEvent): void => {
    const c = this.#c;
    const { parts } = c;
    if (c.el.shortcuts === false) return;
    const origin = event.composedPath()[0];
    const run = (p: { runShortcut: typeof import('./shortcuts.js').runShortcut }) => p.runShortcut(event, origin, c);
    const part = parts.get('shortcuts');
    if (part) run(part);
    else void parts.load('shortcuts').then(run, () => {});
  };
}
