/**
 * Confirms the fallback's segments, encoding, cost and unsupported files with the validate endpoints: debounced,
 * and a newer draft aborts the call still running for an older one, so a stale answer is never shown.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ValidationResult } from '../../schemas/messages.js';

export type ValidateCall = (signal: AbortSignal) => Promise<ValidationResult>;

export class ServiceValidation implements ReactiveController {
  result: ValidationResult | undefined;
  pending = false;
  failed = false;
  #key = '';
  #timer: ReturnType<typeof setTimeout> | undefined;
  #abort: AbortController | undefined;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly delayMs = 400,
  ) {
    host.addController(this);
  }

  /** Asks for a check of the body identified by `key` (no call when `call` is undefined: nothing to check). */
  request(key: string, call: ValidateCall | undefined): void {
    if (key === this.#key) return;
    this.#key = key;
    this.#cancel();
    this.result = undefined;
    this.failed = false;
    this.pending = !!call;
    if (!call) return;
    this.#timer = setTimeout(() => void this.#run(call), this.delayMs);
  }

  async #run(call: ValidateCall): Promise<void> {
    const abort = (this.#abort = new AbortController());
    try {
      this.result = await call(abort.signal);
    } catch {
      if (abort.signal.aborted) return;
      this.failed = true;
    }
    if (abort.signal.aborted) return;
    this.pending = false;
    this.host.requestUpdate();
  }

  #cancel(): void {
    clearTimeout(this.#timer);
    this.#abort?.abort();
  }

  hostDisconnected(): void {
    this.#cancel();
    this.#key = '';
  }
}
