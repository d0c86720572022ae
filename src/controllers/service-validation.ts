/**
 * A check the service makes of a draft (the composer's validate endpoints: segments, encoding, cost, unsupported
 * files), keyed by the draft's content: debounced, one call per key, and a newer key aborts the call still running
 * for an older one, so a stale answer is never shown.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { DebouncedCall } from './debounce.js';

export type ValidateCall<R> = (signal: AbortSignal) => Promise<R>;

export class ServiceValidation<R> implements ReactiveController {
  result: R | undefined;
  pending = false;
  failed = false;
  #key = '';
  readonly #call: DebouncedCall;

  constructor(
    private readonly host: ReactiveControllerHost,
    delayMs = 400,
  ) {
    this.#call = new DebouncedCall(delayMs);
    host.addController(this);
  }

  /** Asks for a check of the body identified by `key` (no call when `call` is undefined: nothing to check). */
  request(key: string, call: ValidateCall<R> | undefined): void {
    if (key === this.#key) return;
    this.#key = key;
    this.#call.cancel();
    this.result = undefined;
    this.failed = false;
    this.pending = !!call;
    if (call) this.#call.schedule((signal) => this.#run(call, signal));
  }

  async #run(call: ValidateCall<R>, signal: AbortSignal): Promise<void> {
    let result: R | undefined;
    try {
      result = await call(signal);
    } catch {
      if (signal.aborted) return;
      this.failed = true;
    }
    // A call that answers although it was aborted (a newer draft came) must not replace the newer answer.
    if (signal.aborted) return;
    this.result = result;
    this.pending = false;
    this.host.requestUpdate();
  }

  hostDisconnected(): void {
    this.#call.cancel();
    this.#key = '';
  }
}
