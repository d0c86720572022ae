/**
 * Helpers of the reliability tests that never wait for an animation frame: web-test-runner runs two files at a time
 * in two tabs of one window, and the tab in the background gets no `requestAnimationFrame` callbacks at all.
 */
import { waitUntil } from '../helpers/wait.js';
import { LONG_THREAD } from '../../../src/sandbox/demo-data.js';
import type { Mounted } from '../inbox/helpers.js';
import { inboxState } from '../inbox/harness.js';

/**
 * Opens the demo's long thread through the `conversation-id` attribute and waits until it is loaded and the inbox is
 * subscribed to the event stream (what the stream cannot replay is what happened before a client's first connection).
 */
export async function openLongThread(
  m: Mounted,
  subscribed = () => m.sandbox.events.subscriberCount > 0,
): Promise<void> {
  const conversation = Object.values(m.sandbox.store.data.conversations).find(
    (c) => c.from === LONG_THREAD.from && c.to === LONG_THREAD.to,
  )!;
  await waitUntil(() => inboxState(m.el).listStatus === 'ready', 'list did not load', { timeout: 10_000 });
  m.el.setAttribute('conversation-id', conversation.id);
  await waitUntil(
    () => inboxState(m.el).thread?.id === conversation.id && inboxState(m.el).thread?.status === 'ready',
    'thread did not load',
    { timeout: 10_000 },
  );
  await waitUntil(subscribed, 'the inbox did not subscribe to the event stream', { timeout: 10_000 });
  await m.el.updateComplete;
}

/** Lets pending updates, timers and stream reads run (no frames needed). */
export async function quiesce(m: Mounted, rounds = 3): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    await new Promise((r) => setTimeout(r, 20));
    await m.el.updateComplete;
  }
}
