/**
 * The page's one record of code loaded on first use, keyed by loader (`() => import('./x.js')`): every element that
 * names the same loader shares one fetch, so a second element renders with the module at once, and shares its
 * failure too. A failure is remembered (the same rejection comes back, nothing is fetched) until `retryLoads`
 * forgets it, which a person's Retry does (any control whose part is `retry-button`, or an element calling it), or the
 * network coming back (`online`): an element offline then neither
 * holds each render for a chunk that cannot come nor fetches it again on every update. A retry also runs what asked
 * to be told (`onRetry`: each element's lazy controller fetches again the modules it could not get). Elements use it
 * through `controllers/lazy.ts`; code outside an element (the phone library) calls `loadOnce` directly. No DOM
 * beyond the page's `online` and `click` events, listened to once a load has failed.
 */
export type Loader<M = unknown> = () => Promise<M>;

const loads = new Map<Loader, Promise<unknown>>();
/** What has loaded, by loader. */
export const loadedModules: ReadonlyMap<Loader, unknown> = new Map();
/** The loaders whose last load failed, with no retry since. */
export const failedLoads: ReadonlySet<Loader> = new Set();
/** Run at the next retry, once. */
const retried = new Set<() => void>();
let listening = false;

/** The module of `loader`, fetched once per page; the remembered rejection if its load failed and was not retried. */
export function loadOnce<M>(loader: Loader<M>): Promise<M> {
  let load = loads.get(loader);
  if (!load)
    loads.set(
      loader,
      (load = loader().then(
        (module) => ((loadedModules as Map<Loader, unknown>).set(loader, module), module),
        (error: unknown) => {
          (failedLoads as Set<Loader>).add(loader);
          // A Retry pressed anywhere on the page (captured before its own handler, which then finds the failures
          // forgotten), or the network back: a part without a Retry of its own does not stay failed.
          if (!listening) {
            listening = true;
            globalThis.addEventListener?.('online', retryLoads);
            globalThis.addEventListener?.('click', pressed, true);
          }
          throw error;
        },
      )),
    );
  return load as Promise<M>;
}

/** A press on a control whose part is `retry-button` (the elements' Retry), in any element's open shadow root. */
function pressed(event: Event): void {
  if (event.composedPath().some((node) => (node as Element).part?.contains('retry-button'))) retryLoads();
}

/** Runs `run` at the next retry (once however often it is asked). */
export function onRetry(run: () => void): void {
  retried.add(run);
}

/**
 * Forgets every failed load of the page (a Retry: the network that failed one chunk failed its neighbours), then
 * runs what waited for a retry.
 */
export function retryLoads(): void {
  for (const loader of failedLoads) loads.delete(loader);
  (failedLoads as Set<Loader>).clear();
  const runs = [...retried];
  retried.clear();
  for (const run of runs) run();
}
