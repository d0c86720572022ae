/**
 * The image lightbox's state as the log holds it, with the dialog (`lightbox.ts`): which message's images are open
 * and at which one, the caption's words, and focus going back to the image that opened it. A lazy part of the
 * pane, fetched with the first image opened (`LogLightbox`): a thread whose images are never opened carries none of it.
 */
import './first-screen.js';
import type { Message } from '../../schemas/messages.js';
import type { LightboxCaption, LightboxView } from './lightbox.js';
import { renderLightbox } from './lightbox.js';
import { contactName } from './model.js';
import type { PaneContext } from './pane-context.js';
import { ViewState } from './view-state.js';

export { lightboxStyles } from './lightbox.js';

export class LightboxState {
  readonly #p: PaneContext;
  readonly #view: ViewState<{ lightbox: LightboxView | undefined }>;
  /** When a message was sent, in words of this update's language (`scheduleLabel`, the log's). */
  readonly #when: (at: string) => string;

  constructor(p: PaneContext, when: (at: string) => string) {
    this.#p = p;
    this.#when = when;
    this.#view = new ViewState(p.host, { lightbox: undefined });
  }

  /** Opens on `images[index]` of `message`; focus returns to `opener` when it closes. */
  async open(message: Message, images: LightboxView['images'], index: number, opener: HTMLElement): Promise<void> {
    const el = this.#p.host;
    this.#view.set({ lightbox: { messageId: message.id, images, index, opener } });
    await el.updateComplete;
    el.renderRoot.querySelector<HTMLDialogElement>('dialog.lightbox')?.showModal();
  }

  render(): unknown {
    const lightbox = this.#view.value.lightbox;
    return lightbox && renderLightbox(lightbox, this.#caption(lightbox.messageId), this.#p.i18n.t, this.#actions);
  }

  /** The lightbox's words about its message, in this update's language. */
  #caption(messageId: string): LightboxCaption {
    const t = this.#p.i18n.t;
    const thread = this.#p.store.state.thread;
    const message = thread?.messages.find((m) => m.id === messageId);
    if (!message) return { text: undefined, sender: '', at: '', when: '' };
    const at = message.sentAt ?? message.createdAt;
    return {
      text: message.text ?? message.rcs?.text ?? message.rcs?.card?.title ?? undefined,
      // Outbound messages carry no author: the sending number or agent is who the customer saw it from.
      sender:
        message.direction === 'inbound'
          ? contactName(thread?.conversation) || message.from
          : t('lightboxFrom', { from: message.from }),
      at,
      when: this.#when(at),
    };
  }

  #actions = {
    step: (delta: number) => {
      const view = this.#view.value.lightbox;
      if (view)
        this.#view.set({
          lightbox: { ...view, index: (view.index + delta + view.images.length) % view.images.length },
        });
    },
    close: () => {
      const view = this.#view.value.lightbox;
      this.#view.set({ lightbox: undefined });
      if (!view) return;
      // Back to the image that is shown last (the opener, or its twin if the log re-rendered meanwhile).
      const item = this.#p.host.renderRoot.querySelector(`[data-vkey="${CSS.escape(view.messageId)}"]`);
      const target = view.opener.isConnected
        ? view.opener
        : item?.querySelector<HTMLElement>(`[data-image="${view.index}"]`);
      (target ?? (item as HTMLElement | null))?.focus();
    },
  };
}
