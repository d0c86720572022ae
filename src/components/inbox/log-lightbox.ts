/**
 * The log's image lightbox as the pane holds it: its state and the dialog are a lazy part (`log-lightbox-view.ts`,
 * with `lightbox.ts`), fetched with the first image opened; this is what the log's images call. Part of the thread
 * pane's chunk.
 */
import { nothing } from 'lit';
import type { Message } from '../../schemas/messages.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import type { LightboxView } from './lightbox.js';
import type { LightboxState } from './log-lightbox-view.js';
import { scheduleLabel } from './message-bubble.js';
import type { PaneContext } from './pane-context.js';

/**
 * @csspart lightbox - The image viewer dialog.
 */
export class LogLightbox {
  readonly #p: PaneContext;
  #state: LightboxState | undefined;

  constructor(p: PaneContext) {
    this.#p = p;
  }

  /** Opens on `images[index]` of `message`; focus returns to `opener` when it closes. */
  async open(message: Message, images: LightboxView['images'], index: number, opener: HTMLElement): Promise<void> {
    const p = this.#p;
    const part = await p.lazy.load('lightbox');
    adoptStyles(p.host.renderRoot, part.lightboxStyles);
    this.#state ??= new part.LightboxState(p, (at) => scheduleLabel(at, p.locale()));
    await this.#state.open(message, images, index, opener);
  }

  render(): unknown {
    return this.#state?.render() ?? nothing;
  }
}
