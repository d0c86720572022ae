/**
 * Confirms the fallback's segments, encoding, cost and unsupported files with the validate endpoints: debounced,
 * and a newer draft aborts the call still running for an older one, so a stale answer is never shown.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { DebouncedCall } from '../../controllers/debounce.js';
import type { ValidationResult } from '../../schemas/messages.js';

export type ValidateCall = (signal: AbortSignal) => Promise<ValidationResult>;

export class ServiceValidation implements ReactiveController {
  result: ValidationResult | undefined;
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
  request(key: string, call: ValidateCall | undefined): void {
    if (key === this.#key) return;
    this.#key = key;
    this.#call.cancel();
    this.result = undefined;
    this.failed = false;
    this.pending = !!call;
    if (call) this.#call.schedule((signal) => this.#run(call, signal));
  }

  async #run(call: ValidateCall, signal: AbortSignal): Promise<void> {
    try {
      this.result = await call(signal);
    } catch {
      if (signal.aborted) return;
      this.failed = true;
    }
    if (signal.aborted) return;
    this.pending = false;
    this.host.requestUpdate();
  }

  hostDisconnected(): void {
    this.#call.cancel();
    this.#key = '';
  }
}
