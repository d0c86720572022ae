/**
 * The composer's one way of loading code on first use: its lazy modules declared in one place, and one memoizing
 * controller that loads them. A module is fetched once per page (every composer shares it: a second composer renders
 * with it at once), each element that asked renders again when it arrives, and a failed fetch (offline, a deploy
 * removed an old chunk) is forgotten, so the next caller tries again.
 *
 * Modules named here are not imported for their side effects by the first screen; what they bring of words is added
 * by their loader below, their styles by the element once they render (`later.ts`' `adoptLaterStyles`).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { composerMessages } from '../../i18n/composer.js';
import { addEnglishWords } from '../../i18n/index.js';

/** Every lazily loaded module of `<parley-composer>`. */
export const composerParts = {
  /** Everything beyond the first screen (`later.ts`: editors, extras, result, scheduled list…) and its English words. */
  later: () =>
    import('./later.js').then((m) => {
      addEnglishWords(composerMessages, { ...m.laterEn, ...m.extrasEn });
      return m;
    }),
  /** The service's send rules (zod): fetched beside the first paint; a send and `updateComplete` wait for them. */
  sendRules: () => import('./send-rules.js'),
};

type Parts = typeof composerParts;
export type PartName = keyof Parts;
export type Part<K extends PartName> = Awaited<ReturnType<Parts[K]>>;

/** Page-wide: what has arrived, and what is on its way. */
const loaded = new Map<PartName, unknown>();
const loading = new Map<PartName, Promise<unknown>>();

export class ComposerParts implements ReactiveController {
  readonly #host: ReactiveControllerHost;

  constructor(host: ReactiveControllerHost) {
    this.#host = host;
    host.addController(this);
  }

  /** The module, if it has arrived (render with it, or without it while it is on its way). */
  get<K extends PartName>(name: K): Part<K> | undefined {
    return loaded.get(name) as Part<K> | undefined;
  }

  /** Fetches the module once per page; this element renders when it arrives. Rejects when it cannot be fetched. */
  load<K extends PartName>(name: K): Promise<Part<K>> {
    let promise = loading.get(name);
    if (!promise) {
      promise = composerParts[name]().then(
        (part) => (loaded.set(name, part), part),
        (error: unknown) => {
          loading.delete(name);
          throw error;
        },
      );
      loading.set(name, promise);
    }
    return (promise as Promise<Part<K>>).then((part) => (this.#host.requestUpdate(), part));
  }

  /** Like `load`, but undefined (and no throw) when the module cannot be fetched now: the next update tries again. */
  try<K extends PartName>(name: K): Promise<Part<K> | undefined> {
    return this.load(name).catch(() => undefined);
  }

  hostConnected(): void {}
}
