/**
 * `waitUntil` as the browser tests use it. The one in `@open-wc/testing` gives up after 1 s by default, which a loaded
 * 2-core CI machine exceeds for an ordinary thread open or lazy chunk; a test that waits for what a person would see
 * must not fail because the machine was busy. A condition that never comes true still fails, after `timeout`.
 */
import { waitUntil as openWcWaitUntil } from '@open-wc/testing';

/**
 * Long enough for a busy machine, short enough that a real miss still fails well inside mocha's 60 s. It is also the
 * least a test may ask for: a shorter `timeout` only ever turned a busy moment into a failure.
 */
export const DEFAULT_WAIT_MS = 15_000;

export async function waitUntil(
  predicate: () => unknown | Promise<unknown>,
  message?: string | (() => string),
  options: { interval?: number; timeout?: number } = {},
): Promise<void> {
  const timing = { interval: options.interval ?? 50, timeout: Math.max(options.timeout ?? 0, DEFAULT_WAIT_MS) };
  if (typeof message !== 'function') return openWcWaitUntil(predicate, message, timing);
  // A message worded when the wait gives up: it can say what was on screen then.
  try {
    await openWcWaitUntil(predicate, undefined, timing);
  } catch {
    throw new Error(`Timeout: ${message()}`);
  }
}
