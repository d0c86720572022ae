/**
 * The composer's lazy modules, declared in one place for the elements' one lazy-loading controller
 * (`controllers/lazy.ts`), and when they are fetched (`PartsWhenWanted`). A module is fetched once per page (every
 * composer shares it: a second composer renders with it at once), each element that asked renders again when it
 * arrives, and a failed fetch (offline, a deploy removed an old chunk) stays failed until the person sends again
 * (Send, or the failure's Retry).
 *
 * Modules named here are not imported for their side effects by the first screen; what they bring of words is added
 * by their loader below, their styles by the element once they render (`later.ts`' `adoptLaterStyles`).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { writesLeft } from '../../api/outbox-flag.js';
import type { LazyController } from '../../controllers/lazy.js';
import { loadWhenWanted } from '../../controllers/when-wanted.js';
import { composerMessages } from '../../i18n/composer.js';
import { addEnglishWords } from '../../i18n/index.js';

/** Every lazily loaded module of `<parley-composer>`. */
export const composerParts = {
  /**
   * Everything beyond the first screen (`later.ts`: editors, previews, extras, result, scheduled list…) and its
   * English words, and the transport its parts call the service through (`api` is built with it).
   */
  later: () =>
    import('./later.js').then((m) => {
      addEnglishWords(composerMessages, { ...m.laterEn, ...m.extrasEn });
      return m;
    }),
  /**
   * The API transport alone (`transport.ts`), fetched as the composer connects when its token needs a request, after
   * the frame showing its first screen; nothing renders from it (`ParleyComposer.connectedCallback`).
   */
  transport: () => import('./transport.js'),
  /** Media from files, for a host with an `uploadHandler` (`uploads.ts`): awaited by the update showing media fields. */
  uploads: () => import('./uploads.js'),
  /** The service's send rules (`core/send-rules.ts`, no zod): fetched with `later`; a send and `updateComplete` wait for them. */
  sendRules: () => import('./send-rules.js'),
};

type Parts = typeof composerParts;
export type PartName = keyof Parts;
export type Part<K extends PartName> = Awaited<ReturnType<Parts[K]>>;

export type ComposerParts = LazyController<Parts>;

/**
 * When the composer fetches `later.ts` and the send rules, which its first paint (an empty text message's editor)
 * does not show: at the first focus or press in it, or once the page has painted, loaded and gone idle
 * (`loadWhenWanted`), so that they do not compete with the page's first fetches (another element's first screen, the
 * composer's own message box). Typing before they arrive is the first screen's; validation and the previews follow
 * in the update their arrival brings. At once when an earlier page left writes in the outbox: the composer shows
 * and reports its own kept sends (the flag `api/outbox.ts` keeps, read here without loading the outbox). A draft that
 * needs them to be shown (another kind, a fallback), a send and `updateComplete` ask for them themselves.
 */
export class PartsWhenWanted implements ReactiveController {
  #stop: (() => void) | undefined;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly parts: Pick<ComposerParts, 'get' | 'try'>,
    /** Fetches `later.ts` and sets up what it brings (the element's own). */
    private readonly loadLater: () => void,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    // Already here (another composer of the page, or this one before it moved): nothing to wait for.
    if (this.parts.get('later') && this.parts.get('sendRules')) return;
    const fetch = (): void => {
      void this.parts.try('sendRules');
      this.loadLater();
    };
    if (writesLeft()) fetch();
    else this.#stop = loadWhenWanted(this.host, fetch);
  }

  hostDisconnected(): void {
    this.#stop?.();
    this.#stop = undefined;
  }
}
