/**
 * The message log's window: the thread list's (`list-window.ts`: only the items near the viewport rendered, each
 * measured, the anchor item kept in place whatever changes above it) with what a chat log adds, `stick: 'end'`: it
 * starts at its last item and stays pinned there while the reader is (new items keep the view at the bottom), says
 * when the reader leaves or reaches the bottom ("Jump to latest", mark read), and asks for older items when near
 * the top. Loaded with the thread pane; the list's window is on the first screen without these.
 *
 * Usage: as `ListWindow`'s; `scrollToEnd()` jumps to the last item and pins there.
 */
import type { ReactiveControllerHost } from 'lit';
import { ListWindow, type ListWindowOptions } from './list-window.js';

export interface VirtualWindowOptions extends ListWindowOptions {
  /** `end`: a chat log, starting at the bottom and staying pinned there while the reader is. */
  stick?: 'end';
  /** For `stick: 'end'`: the reader left the bottom (false) or reached it (true) — "Jump to latest", mark read. */
  onPinnedChange?(pinned: boolean): void;
  /**
   * For `stick: 'end'`: whether the last item is the list's true end (default yes). While it is not (a log opened in
   * the middle of its history), reaching it neither pins nor sticks there: newer items load below (`onNearEnd`) and
   * the reader's place is kept, as above.
   */
  endIsLive?(): boolean;
}

export class VirtualWindow extends ListWindow<VirtualWindowOptions> {
  /** For `stick: 'end'`: the reader is at the bottom, so new items keep the view at the bottom. */
  get pinned(): boolean {
    return this.#pinned;
  }
  set pinned(value: boolean) {
    if (value === this.#pinned) return;
    this.#pinned = value;
    this.options.onPinnedChange?.(value);
  }
  #pinned = true;
  readonly #end: boolean;
  /**
   * Set by `scrollToEnd` until a render with the new items has been settled at the end: scroll events in between
   * (our own jump, or the browser clamping scrollTop as another thread's items replace these) are not the reader
   * scrolling up, so they must not unpin (threads opened at their oldest loaded message).
   */
  #jumpingToEnd = false;

  constructor(host: ReactiveControllerHost, options: VirtualWindowOptions) {
    super(host, options);
    this.#end = options.stick === 'end';
  }

  /** Jumps to the last item and pins there (the "new messages" button). */
  scrollToEnd(): void {
    this.pinned = true;
    this.#jumpingToEnd = this.#end;
    this.anchor = undefined;
    const scroller = this.options.scroller();
    if (scroller) {
      scroller.scrollTop = scroller.scrollHeight;
      this.knownTop = scroller.scrollTop;
    }
    this.computeRange();
    this.host.requestUpdate();
  }

  override scrollToStart(): void {
    this.pinned = this.#end && this.count === 0;
    super.scrollToStart();
  }

  #live(): boolean {
    return this.options.endIsLive?.() ?? true;
  }

  protected override fromEnd(): boolean {
    return this.#end;
  }

  protected override held(): boolean {
    return this.#end && this.pinned;
  }

  protected override read(distanceToEnd: number): void {
    if (this.#end) this.pinned = this.#live() && (this.#jumpingToEnd || distanceToEnd <= 2);
  }

  protected override attached(): void {
    if (this.#end) this.pinned = this.#live();
  }

  /** Nothing moved since the jump (or its render has settled): the reader's next scroll counts again. */
  protected override settled(): void {
    this.#jumpingToEnd = false;
  }

  protected override fill(): void {
    if (!this.#end) return super.fill();
    this.options.onNearStart?.();
    if (!this.#live()) this.options.onNearEnd?.();
  }
}
