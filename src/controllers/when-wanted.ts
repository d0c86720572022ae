/**
 * When an element's deferred parts are fetched, in a module of its own rather than beside `LazyController`
 * (`lazy.ts`): bundlers split by file, and an element whose first screen holds the controller need not carry this
 * code there (the inbox reaches it through `store-actions.ts`, fetched as it connects).
 */

/**
 * When to fetch an element's parts that its first paint does not show but its first use needs: at the first focus or
 * press inside the element, or once the page has painted, loaded and gone idle, whichever comes first; `load` runs
 * once (it asks a `LazyController` for the parts). Until then the page's own first fetches (the other elements' first
 * screens and data, this element's first answers) have the network to themselves. Returns what stops waiting (the
 * element left the page: its listeners and pending waits are dropped). A function, not a method, so that an element
 * that never defers pays nothing for it.
 */
export function loadWhenWanted(element: HTMLElement, load: () => void): () => void {
  // A flag, not `load` replaced by a no-op: terser with two compress passes (webpack's production default) dropped
  // the parameter reassigned that way, and with it every call of `load`.
  let waiting = true;
  let idleWait: (() => void) | undefined;
  const stop = (): void => {
    waiting = false;
    element.removeEventListener('focusin', go, true);
    element.removeEventListener('pointerdown', go, true);
    removeEventListener('load', idle);
    painted();
    idleWait?.();
  };
  const go = (): void => {
    if (waiting) load();
    stop();
  };
  element.addEventListener('focusin', go, true);
  element.addEventListener('pointerdown', go, true);
  // An idle callback waits for a quiet main thread, not a quiet network: after `load`, the page's first fetches are in.
  const idle = (): void => void (idleWait = whenIdle(go));
  const painted = afterFirstPaint(() =>
    document.readyState === 'complete' ? idle() : addEventListener('load', idle, { once: true }),
  );
  return stop;
}

/**
 * Runs `run` when the main thread is next idle (within 3 s however busy it stays; 300 ms later where the browser has
 * no idle callbacks). Returns what cancels it.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const callback = requestIdleCallback(() => run(), { timeout: 3000 });
    return () => cancelIdleCallback(callback);
  }
  const task = setTimeout(run, 300);
  return () => clearTimeout(task);
}

/**
 * Runs `run` after the first paint: the frame that shows the element, then a task after it, so that nothing of it
 * (a chunk's fetch and the bundler's preload work, its evaluation) runs in the task that renders the element's first
 * screen or before that frame is painted. Returns what cancels it.
 */
export function afterFirstPaint(run: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (task = setTimeout(run)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}
