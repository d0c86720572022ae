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
  let task: ReturnType<typeof setTimeout> | undefined;
  let idleCallback: number | undefined;
  const stop = (): void => {
    load = () => {};
    element.removeEventListener('focusin', go, true);
    element.removeEventListener('pointerdown', go, true);
    removeEventListener('load', idle);
    painted();
    clearTimeout(task);
    if (idleCallback !== undefined) cancelIdleCallback(idleCallback);
  };
  const go = (): void => {
    load();
    stop();
  };
  element.addEventListener('focusin', go, true);
  element.addEventListener('pointerdown', go, true);
  // An idle callback waits for a quiet main thread, not a quiet network: after `load`, the page's first fetches are in.
  const idle = (): void => {
    if (typeof requestIdleCallback === 'function') idleCallback = requestIdleCallback(go, { timeout: 3000 });
    else task = setTimeout(go, 300);
  };
  const painted = afterFirstPaint(() =>
    document.readyState === 'complete' ? idle() : addEventListener('load', idle, { once: true }),
  );
  return stop;
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
