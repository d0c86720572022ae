/**
 * What a controller shows, owned by it: setting fields that changed asks the host to render, as setting a reactive
 * property of an element does. Read `value`, change with `set`; objects in it are replaced, never mutated.
 */
import type { ReactiveControllerHost } from 'lit';

export class ViewState<T extends object> {
  readonly #host: ReactiveControllerHost;
  #value: T;

  constructor(host: ReactiveControllerHost, initial: T) {
    this.#host = host;
    this.#value = initial;
  }

  get value(): Readonly<T> {
    return this.#value;
  }

  set(patch: Partial<T>): void {
    const value = this.#value;
    if (!(Object.keys(patch) as (keyof T)[]).some((key) => !Object.is(patch[key], value[key]))) return;
    this.#value = { ...value, ...patch };
    this.#host.requestUpdate();
  }
}
