/**
 * What the composer used `@lit/task` for, in a fraction of its bytes (size budgets): run an async job
 * whenever its arguments change (checked before each host update, compared item by item with `!==`, NaN equal to
 * itself as Lit's `notEqual` does), abort the run it supersedes, and keep the last run's value and error (a
 * superseded run's answer is dropped). The host updates when a run starts and ends.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class ArgsTask<A extends readonly unknown[], R> implements ReactiveController {
  value: R | undefined;
  error: unknown;
  #args: A | undefined;
  #abort: AbortController | undefined;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly args: () => A,
    private readonly task: (args: A, signal: AbortSignal) => Promise<R>,
  ) {
    host.addController(this);
  }

  hostUpdate(): void {
    const args = this.args();
    const prev = this.#args;
    if (prev && prev.length === args.length && prev.every((v, i) => v === args[i] || (v !== v && args[i] !== args[i])))
      return;
    this.#args = args;
    void this.#run(args);
  }

  async #run(args: A): Promise<void> {
    this.#abort?.abort();
    const abort = (this.#abort = new AbortController());
    this.host.requestUpdate();
    let value: R | undefined;
    let error: unknown;
    try {
      value = await this.task(args, abort.signal);
    } catch (e) {
      error = e;
    }
    if (this.#abort !== abort) return;
    this.#abort = undefined;
    this.value = value;
    this.error = error;
    this.host.requestUpdate();
  }
}
