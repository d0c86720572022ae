/**
 * Long forms on screen in batches: forms up to WHOLE shown fields (most forms) render whole at once; longer ones
 * render what a viewport can show before the first frame and the rest in idle-time batches, so inserting native
 * controls (date, time, colour, range and select build UA shadow trees) never holds the first frame back.
 */
import type { ReactiveController } from 'lit';
import type { ParleyForm } from './form.component.js';

/** Forms up to this many shown fields (most forms) render whole at once. */
const WHOLE = 20;
/**
 * Longer forms render only what a viewport can show before the first frame: one field per this many pixels of the
 * viewport's height (no field is shorter: a label over a 44 px control, with its margin), at least 6, at most WHOLE;
 * the rest follow in idle time. Estimated, not measured: measuring would force a layout before the frame's own.
 */
const FIELD_MIN_PX = 80;
const firstScreen = (): number =>
  Math.max(
    6,
    Math.min(WHOLE, Math.ceil((typeof innerHeight === 'number' && innerHeight > 0 ? innerHeight : 900) / FIELD_MIN_PX)),
  );
/** Fields added per idle callback after the first screen: small enough that input is never kept waiting long. */
const BATCH = 20;

/** Runs `callback` when the browser is idle (within 200 ms), or soon where it cannot tell. */
export const idle = (callback: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: 200 });
  else setTimeout(callback, 16);
};

/** What the batches follow of the session. */
export interface BatchedForm {
  /** How many fields the page shows now (in play and not hidden). */
  shown(): number;
  /** The page of fields is on screen (not the thank-you panel). */
  filling(): boolean;
  /** One question at a time: one field shows, whatever the limit. */
  steps(): boolean;
}

export class FieldBatches implements ReactiveController {
  readonly #host: ParleyForm;
  readonly #form: BatchedForm;
  /** How many of the shown fields are rendered: the first screen at once, the rest in idle time. */
  #limit = WHOLE;
  #growing = false;
  /** Who waits in `allRendered` for the next idle-time batch. */
  readonly #waiters: (() => void)[] = [];

  constructor(host: ParleyForm, form: BatchedForm) {
    this.#host = host;
    this.#form = form;
    host.addController(this);
  }

  /** How many of the shown fields to render. */
  get limit(): number {
    return this.#limit;
  }

  /** A form of `count` fields arrived: short forms whole; long ones what the viewport shows first. */
  start(count: number): void {
    this.#limit = count > WHOLE ? firstScreen() : WHOLE;
  }

  /** Every field at once (the first invalid control must be in the DOM to take focus). */
  all(): void {
    this.#limit = Infinity;
  }

  /** After each render: the next batch when the browser is idle, until every shown field is in the DOM. */
  hostUpdated(): void {
    if (this.#form.steps() || this.#growing || this.#limit >= this.#form.shown() || !this.#form.filling()) return;
    this.#growing = true;
    idle(() => {
      this.#growing = false;
      this.#limit += BATCH;
      this.#host.requestUpdate();
      const waiting = this.#waiters.splice(0);
      for (const resolve of waiting) resolve();
    });
  }

  /** Resolves once every shown field is in the DOM (the idle-time batches included), or the form shows no fields. */
  async allRendered(): Promise<void> {
    for (;;) {
      await this.#host.updateComplete;
      if (this.#limit >= this.#form.shown() || !this.#form.filling()) return;
      if (!this.#growing) return;
      await new Promise<void>((resolve) => this.#waiters.push(resolve));
    }
  }
}
