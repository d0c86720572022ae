/**
 * The composer's lazy modules, declared in one place for the elements' one lazy-loading controller
 * (`controllers/lazy.ts`). A module is fetched once per page (every composer shares it: a second composer renders
 * with it at once), each element that asked renders again when it arrives, and a failed fetch (offline, a deploy
 * removed an old chunk) stays failed until the person sends again (Send, or the failure's Retry).
 *
 * Modules named here are not imported for their side effects by the first screen; what they bring of words is added
 * by their loader below, their styles by the element once they render (`later.ts`' `adoptLaterStyles`).
 */
import type { LazyController } from '../../controllers/lazy.js';
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

export type ComposerParts = LazyController<Parts>;
