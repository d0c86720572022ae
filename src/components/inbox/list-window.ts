/**
 * The windowing controller of the inbox's scrolling lists: renders only the items near the viewport between two
 * spacers, measures each rendered item, and keeps a chosen item exactly where it was whenever anything above it
 * changes (older pages prepended, estimates replaced by measurements, images loading). Hand-written rather than
 * `@lit-labs/virtualizer` because prepending with zero anchor jump needs the correction to run in the same frame as
 * the DOM change, and it costs about 1 kB instead of about 6 kB.
 *
 * This is the window of a list read from its top, the thread list's, on the first screen. The message log's window
 * (`virtual-window.ts`), which starts at its end and stays pinned there while the reader is, extends it through the
 * protected hooks below and loads with the thread pane.
 *
 * Usage: call `keys(list)` before rendering, render `items(start, end)` each inside an element carrying
 * `data-vkey` (no vertical margins; add `data-vfloat` to rows that must not serve as anchors), between `<div data-vpad="top"></div>` and `<div data-vpad="bottom"></div>`,
 * all inside the scroller.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export interface ListWindowOptions {
  /** The scrolling element (with `overflow-anchor: none`). */
  scroller(): HTMLElement | null | undefined;
  /** Height assumed for an item not measured yet, in px. */
  estimate: number;
  /** Extra px rendered above and below the viewport (default 600). */
  overscan?: number;
  /** Scrolled within `threshold` px of the first item (load older messages). */
  onNearStart?(): void;
  /** Scrolled within `threshold` px of the last item (load the next page). */
  onNearEnd?(): void;
  /** Distance that counts as "near", in px (default 400). */
  threshold?: number;
}

interface Anchor {
  key: string;
  /** Offset of the item's top from the scroller's top, in px. */
  top: number;
}

export class ListWindow<O extends ListWindowOptions = ListWindowOptions> implements ReactiveController {
  start = 0;
  end = 0;
  #keys: readonly string[] = [];
  #index = new Map<string, number>();
  #heights = new Map<string, number>();
  #offsets: Float64Array = new Float64Array(1);
  #dirty = true;
  /** The first item visible at the top and where it sits: the reference point of every correction. */
  protected anchor: Anchor | undefined;
  #observed: HTMLElement | undefined;
  #resize: ResizeObserver | undefined;
  #resizeFrame = 0;
  /** What the last settle saw: an update that changes none of it (other state of the host) costs nothing here. */
  #settled = '';
  /** scrollTop as of the last settle or scroll handling: a different value means the reader scrolled since. */
  protected knownTop = 0;
  #settledKeys: readonly string[] | undefined;
  /**
   * A list's first rows are only those its viewport shows (no overscan): each row is ~10 ms of template and layout
   * work on a phone's CPU, all of it between the data's arrival and the first row on screen. The overscan is added
   * after that frame has been painted, by the settle that the rows' first resize observation asks for in the frame
   * after it (a log, `fromEnd`, always has it). Widened in the first rows' own settle instead, the list's jump to
   * its start right after it rendered all of them before the paint.
   */
  #wide = false;

  constructor(
    protected readonly host: ReactiveControllerHost,
    protected readonly options: O,
  ) {
    host.addController(this);
  }

  // ------------------------------------------------------------------ what a log's window changes (virtual-window.ts)

  /** The window starts at its last item (a log); a list starts at its first, and keeps its top in view there. */
  protected fromEnd(): boolean {
    return false;
  }

  /** The view is held at the end (a log pinned at its newest): settling keeps it there rather than at the anchor. */
  protected held(): boolean {
    return false;
  }

  /** The reader's position was read (`distanceToEnd` px from the end). */
  protected read(_distanceToEnd: number): void {}

  /** A new scroller is observed. */
  protected attached(): void {}

  /** An update's settle is done (or had nothing to do). */
  protected settled(): void {}

  /** Items shorter than the viewport never scroll: ask for more right away to fill it. */
  protected fill(): void {
    this.options.onNearEnd?.();
  }

  // ------------------------------------------------------------------ the window

  /** Sets the item keys, in display order. Call in `willUpdate` or `render`, with the same array until it changes. */
  keys(keys: readonly string[]): void {
    if (keys === this.#keys) return;
    this.#keys = keys;
    this.#index = new Map(keys.map((key, i) => [key, i]));
    this.#dirty = true;
    this.computeRange();
  }

  get count(): number {
    return this.#keys.length;
  }

  /** Whether item `i` is currently rendered. */
  isRendered(i: number): boolean {
    return i >= this.start && i < this.end;
  }

  /** Scrolls so that item `i` is in view (rendering it on the next update). */
  reveal(i: number, block: 'nearest' | 'end' = 'nearest'): void {
    const scroller = this.options.scroller();
    if (!scroller) return;
    const offsets = this.#getOffsets();
    const top = offsets[i] ?? 0;
    const bottom = offsets[i + 1] ?? top;
    if (block === 'end' || bottom > scroller.scrollTop + scroller.clientHeight)
      scroller.scrollTop = bottom - scroller.clientHeight;
    else if (top < scroller.scrollTop) scroller.scrollTop = top;
    this.anchor = undefined;
    this.#afterScroll();
    this.host.requestUpdate();
  }

  /** Jumps to the first item (a new list). */
  scrollToStart(): void {
    const scroller = this.options.scroller();
    if (scroller) scroller.scrollTop = 0;
    this.anchor = undefined;
    const { start, end } = this;
    this.computeRange();
    // A new list's first rows, rendered (and settled) before its load's caller jumps here, cover the start already:
    // they stay, as a settle keeps them, rather than a second render before their first paint trimming them to the
    // viewport (~150 ms of template and layout work on a phone's CPU). The overscan joins them after that paint.
    if (this.#covers(start, end)) [this.start, this.end] = [start, end];
    else this.host.requestUpdate();
  }

  /** Whether the rendered items (`start`..`end`, before a recomputation) hold every item of the window computed now. */
  #covers(start: number, end: number): boolean {
    return this.start >= start && this.end <= end;
  }

  hostConnected(): void {
    if (typeof ResizeObserver !== 'undefined') {
      // Items (images, wrapped text at a new width) and the scroller itself change size without a Lit update.
      // Handled in the next frame: settling inside the callback can resize observed rows again (an RO loop error).
      this.#resize = new ResizeObserver(() => {
        cancelAnimationFrame(this.#resizeFrame);
        this.#resizeFrame = requestAnimationFrame(() => this.#settle());
      });
    }
  }

  hostDisconnected(): void {
    this.#resize?.disconnect();
    this.#observed?.removeEventListener('scroll', this.#onScroll);
    this.#observed = undefined;
    cancelAnimationFrame(this.#resizeFrame);
  }

  hostUpdated(): void {
    const scroller = this.options.scroller() ?? undefined;
    const signature = `${this.start}:${this.end}`;
    if (scroller === this.#observed && this.#settledKeys === this.#keys && this.#settled === signature) {
      this.settled();
      return;
    }
    this.#settledKeys = this.#keys;
    this.#settled = signature;
    if (scroller !== this.#observed) {
      this.#observed?.removeEventListener('scroll', this.#onScroll);
      this.#observed = scroller ?? undefined;
      this.#resize?.disconnect();
      if (scroller) {
        scroller.addEventListener('scroll', this.#onScroll, { passive: true });
        this.#resize?.observe(scroller);
        this.attached();
      }
    }
    if (!scroller) return;
    // A list with no items yet (its skeleton holds the place) has nothing to measure: settling would only force a
    // layout of the first update's screen, before the data arrives — work thrown away when the first rows come in
    // the same task. Its size is read when they come (`computeRange`), and its resize observation settles later.
    if (!this.count && !this.fromEnd()) return this.settled();
    this.#settle(true);
    this.settled();
  }

  /** Measures rendered items, sizes the spacers, restores the anchor, and re-renders if the window must move. */
  #settle(observe = false): void {
    const scroller = this.#observed;
    if (!scroller) return;
    // A scroller with no height shows nothing (on a phone the list is not displayed while a thread is, and the log
    // not while the list is): its rows would all measure 0 px and its emptiness would ask for page after page to
    // fill it. It is left as it was, and settled (its new rows observed) by the update or the resize observation that
    // shows it again.
    if (!scroller.clientHeight) {
      this.#settled = '';
      return;
    }
    // A scroll not handled yet (its frame has not come) wins over the state from before it — except at the end of a
    // pinned log: there scrollTop moves back only because the browser clamped it while the last rows shrank (a
    // message joining a group hides its neighbour's time), which is not the reader scrolling up.
    if (Math.abs(scroller.scrollTop - this.knownTop) > 1 && !this.held()) this.#readPosition(scroller);
    for (const item of scroller.querySelectorAll<HTMLElement>('[data-vkey]')) {
      // Observing an observed element is a no-op; new rows are why this runs after renders.
      if (observe) this.#resize?.observe(item);
      const key = item.dataset.vkey!;
      const height = item.getBoundingClientRect().height;
      if (this.#heights.get(key) !== height && this.#index.has(key)) {
        this.#heights.set(key, height);
        this.#dirty = true;
      }
    }
    const offsets = this.#getOffsets();
    const top = scroller.querySelector<HTMLElement>('[data-vpad="top"]');
    const bottom = scroller.querySelector<HTMLElement>('[data-vpad="bottom"]');
    if (top) top.style.height = `${offsets[this.start] ?? 0}px`;
    if (bottom) bottom.style.height = `${(offsets[this.count] ?? 0) - (offsets[this.end] ?? 0)}px`;

    if (this.held()) {
      scroller.scrollTop = scroller.scrollHeight;
    } else if (this.anchor) {
      const element = this.#find(scroller, this.anchor.key);
      if (element) scroller.scrollTop += this.#offsetOf(element, scroller) - this.anchor.top;
    }
    this.#captureAnchor(scroller);
    this.knownTop = scroller.scrollTop;
    const { start, end } = this;
    this.computeRange();
    // The items rendered already cover the window measured now (the first render guessed the viewport and the
    // heights, and guesses high): they stay, the spacers above match them, and no second render follows this one.
    if (this.#covers(start, end)) [this.start, this.end] = [start, end];
    else this.host.requestUpdate();
    // Wide from the frame that paints these rows on; a settle asked for before them (its frame's first callbacks)
    // stays narrow.
    if (this.count && !this.#wide) requestAnimationFrame(() => (this.#wide = true));
    // Content shorter than the viewport never scrolls: ask for more right away to fill it.
    if (this.count && scroller.scrollHeight <= scroller.clientHeight + (this.options.threshold ?? 400)) {
      queueMicrotask(() => this.fill());
    }
  }

  /** Browsers deliver scroll events once per frame already: handled at once, the window is right for that frame. */
  #onScroll = (): void => {
    // Our own scrolling (a jump, a settle's correction) was already accounted for.
    const scroller = this.#observed;
    if (scroller && Math.abs(scroller.scrollTop - this.knownTop) <= 1) return;
    this.#afterScroll();
  };

  #afterScroll(): void {
    const scroller = this.#observed;
    if (!scroller) return;
    const distanceToEnd = this.#readPosition(scroller);
    const before = `${this.start}:${this.end}`;
    this.computeRange();
    if (`${this.start}:${this.end}` !== before) this.host.requestUpdate();
    const threshold = this.options.threshold ?? 400;
    if (scroller.scrollTop <= threshold) this.options.onNearStart?.();
    if (distanceToEnd <= threshold) this.options.onNearEnd?.();
  }

  /** Reads where the reader is: pinned or not, and the anchor. Returns the distance to the end. */
  #readPosition(scroller: HTMLElement): number {
    const distanceToEnd = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight;
    this.read(distanceToEnd);
    this.#captureAnchor(scroller);
    this.knownTop = scroller.scrollTop;
    return distanceToEnd;
  }

  /** Remembers the first item visible at the top and where it sits: the reference point of every correction. */
  #captureAnchor(scroller: HTMLElement): void {
    // A list read from its top keeps its top in view: new rows arriving above should be seen, not scrolled past.
    if (!this.fromEnd() && scroller.scrollTop <= 0) {
      this.anchor = undefined;
      return;
    }
    const limit = scroller.getBoundingClientRect().top;
    // Rows marked `data-vfloat` (day separators) move when older items arrive, so they never serve as anchors.
    for (const item of scroller.querySelectorAll<HTMLElement>('[data-vkey]:not([data-vfloat])')) {
      const rect = item.getBoundingClientRect();
      if (rect.bottom > limit) {
        this.anchor = { key: item.dataset.vkey!, top: rect.top - limit };
        return;
      }
    }
    // Every rendered row is above the view (a jump to the end, the End key, a dragged scrollbar): no row marks the
    // position, so the window follows scrollTop; an older anchor would hold it on rows nobody sees.
    this.anchor = undefined;
  }

  #find(scroller: HTMLElement, key: string): HTMLElement | null {
    return scroller.querySelector<HTMLElement>(`[data-vkey="${CSS.escape(key)}"]`);
  }

  #offsetOf(element: HTMLElement, scroller: HTMLElement): number {
    return element.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
  }

  #getOffsets(): Float64Array {
    if (!this.#dirty) return this.#offsets;
    const n = this.#keys.length;
    const offsets = new Float64Array(n + 1);
    for (let i = 0; i < n; i++)
      offsets[i + 1] = offsets[i]! + (this.#heights.get(this.#keys[i]!) ?? this.options.estimate);
    this.#offsets = offsets;
    this.#dirty = false;
    return offsets;
  }

  /** First index whose bottom edge is below `y`. */
  #indexAt(y: number): number {
    const offsets = this.#getOffsets();
    let lo = 0;
    let hi = this.#keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (offsets[mid + 1]! <= y) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  protected computeRange(): void {
    const n = this.#keys.length;
    const scroller = this.#observed;
    const overscan = this.#wide || this.fromEnd() ? (this.options.overscan ?? 600) : 0;
    const viewport = scroller?.clientHeight || 800;
    const offsets = this.#getOffsets();
    let top: number;
    if (!scroller || this.held()) {
      // Not laid out yet, or pinned: the window ends at the last item (or starts at the first for a list).
      top = this.fromEnd() ? offsets[n]! - viewport : 0;
    } else if (this.anchor && this.#index.has(this.anchor.key)) {
      // Position by the anchor, not scrollTop: after a prepend scrollTop is stale until the correction runs.
      top = offsets[this.#index.get(this.anchor.key)!]! - this.anchor.top;
    } else {
      top = scroller.scrollTop;
    }
    this.start = Math.max(0, this.#indexAt(top - overscan));
    this.end = Math.min(n, Math.max(this.start + 1, this.#indexAt(top + viewport + overscan) + 1));
    if (n === 0) this.start = this.end = 0;
  }
}
