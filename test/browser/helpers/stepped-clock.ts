/**
 * A sandbox clock for browser tests that runs with the page's time and can be stepped ahead: `now()` is the real
 * time plus what `advance` added, and a timer falls due on that clock (a real timer runs it when its time comes by
 * itself; `advance` runs every timer it jumps past, in due order). The element keeps its own (real) time, as a
 * browser would while the service's time moves on: a snoozed thread reopens "later today" in a test's second.
 */
import type { Clock } from '../../../src/sandbox/index.js';

interface Timer {
  at: number;
  fn: () => void;
  real: ReturnType<typeof setTimeout>;
}

export class SteppedClock implements Clock {
  #offset = 0;
  #next = 1;
  #timers = new Map<number, Timer>();

  now(): number {
    return Date.now() + this.#offset;
  }

  setTimeout(fn: () => void, ms: number): unknown {
    const id = this.#next++;
    const at = this.now() + Math.max(0, ms);
    this.#timers.set(id, { at, fn, real: this.#arm(id, at) });
    return id;
  }

  clearTimeout(handle: unknown): void {
    const timer = this.#timers.get(handle as number);
    if (timer) clearTimeout(timer.real);
    this.#timers.delete(handle as number);
  }

  /** Moves the clock `ms` ahead, running every timer that falls due meanwhile (timers they set included), in order. */
  advance(ms: number): void {
    const end = this.now() + ms;
    const target = this.#offset + ms;
    for (;;) {
      let due: [number, Timer] | undefined;
      for (const entry of this.#timers)
        if (entry[1].at <= end && (!due || entry[1].at < due[1].at || (entry[1].at === due[1].at && entry[0] < due[0])))
          due = entry;
      if (!due) break;
      // A timer runs at its own time: what it reads of the clock is at least when it fell due.
      this.#offset = Math.max(this.#offset, due[1].at - Date.now());
      this.#run(due[0]);
    }
    this.#offset = Math.max(this.#offset, target);
    // Timers still ahead are re-armed for the time left on the moved clock.
    for (const [id, timer] of this.#timers) {
      clearTimeout(timer.real);
      timer.real = this.#arm(id, timer.at);
    }
  }

  #arm(id: number, at: number): ReturnType<typeof setTimeout> {
    // Real timers cap at 2^31 - 1 ms; one further ahead is re-armed when that fires (`#run` checks the time).
    return setTimeout(() => this.#run(id, true), Math.min(Math.max(0, at - this.now()), 2_147_483_647));
  }

  #run(id: number, real = false): void {
    const timer = this.#timers.get(id);
    if (!timer) return;
    if (real && timer.at > this.now()) {
      timer.real = this.#arm(id, timer.at);
      return;
    }
    clearTimeout(timer.real);
    this.#timers.delete(id);
    timer.fn();
  }
}
