/**
 * A load that failed for want of a network tries again by itself when the window says the network is back (its
 * `online` event), rather than waiting for a Retry the person may not think of pressing. Listened to only while the
 * element is on the page; the host says whether its last failure was one of the network's (`offline` in
 * load-failure.ts) and how it tries again (its Retry's own path, so focus goes where a Retry sends it).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class OnlineRetry implements ReactiveController {
  constructor(
    host: ReactiveControllerHost,
    /** Whether the last load failed for want of a network. */
    private readonly failedOffline: () => boolean,
    /** Tries the load again. */
    private readonly retry: () => unknown,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('online', this.#online);
  }

  hostDisconnected(): void {
    window.removeEventListener('online', this.#online);
  }

  readonly #online = (): void => {
    if (this.failedOffline()) void this.retry();
  };
}
