/**
 * Waiting in a play function: until what the story shows is there (a pane no longer busy, a panel open). Generous, so
 * a busy machine (the browser suite runs every story in CI) does not cut a story short; a state that never comes
 * stops the wait with a warning, and the story's own checks then say what is missing.
 */
export const PLAY_WAIT_MS = 30_000;

export async function until(check: () => unknown, ms = PLAY_WAIT_MS): Promise<boolean> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() >= end) {
      console.warn(`[story] waited ${ms} ms for ${String(check).slice(0, 120)}`);
      return false;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}
