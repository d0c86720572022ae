/**
 * The page's one record of code loaded on first use, keyed by loader (`() => import('./x.js')`): every element that
 * names the same loader shares one fetch, so a second element renders with the module at once, and shares its
 * failure too. A failure is remembered (the same rejection comes back, nothing is fetched) until `retryLoads`
 * forgets it, which only a person's Retry does: an element offline then neither holds each render for a chunk
 * that cannot come nor fetches it again on every update. Elements use it through `controllers/lazy.ts`; code
 * outside an element (the phone library) calls `loadOnce` directly. Pure: no DOM.
 */
export type Loader<M = unknown> = () => Promise<M>;

const loads = new Map<Loader, Promise<unknown>>();
/** What has loaded, by loader. */
export const loadedModules: ReadonlyMap<Loader, unknown> = new Map();
/** The loaders whose last load failed, with no retry since. */
export const failedLoads: ReadonlySet<Loader> = new Set();

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
          throw error;
        },
      )),
    );
  return load as Promise<M>;
}

/** Forgets every failed load of the page (a Retry: the network that failed one chunk failed its neighbours). */
export function retryLoads(): void {
  for (const loader of failedLoads) loads.delete(loader);
  (failedLoads as Set<Loader>).clear();
}
