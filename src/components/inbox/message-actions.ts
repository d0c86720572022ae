/**
 * What a message in the log can do (`BubbleActions`): react and open the reaction picker, cancel a scheduled
 * message, send a failed one again, open its images. One request per message at a time (its controls are disabled
 * meanwhile); a failure is shown above the log and reported. Part of the thread pane's chunk; the reaction picker,
 * the emoji grid and the lightbox are lazy parts of their own.
 */
import type { Message } from '../../schemas/messages.js';
import { errorSentence } from './error-words.js';
import { asApiError, type InboxAction } from './inbox-store.js';
import type { LogLightbox } from './log-lightbox.js';
import type { BubbleActions } from './message-bubble.js';
import type { PaneContext } from './pane-context.js';
import { mergeInto, type ReplySender } from './reply-sender.js';
import { ViewState } from './view-state.js';
import { cancelSchedule, reactToMessage } from '../../api/messages.js';

interface ActionsView {
  /** An error of an action in the log (reaction, cancel, retry), shown above it. */
  actionError: string | undefined;
  /** Message id whose reaction picker is open. */
  pickerFor: string | null;
  /** Message ids with a reaction, cancel or resend in flight. */
  busy: ReadonlySet<string>;
}

export class MessageActions {
  readonly #p: PaneContext;
  readonly #reply: ReplySender;
  readonly #lightbox: LogLightbox;
  /** A failed message was sent again: the log shows its new copy at the end. */
  readonly #resent: () => void;
  readonly #view: ViewState<ActionsView>;

  constructor(p: PaneContext, reply: ReplySender, lightbox: LogLightbox, resent: () => void) {
    this.#p = p;
    this.#reply = reply;
    this.#lightbox = lightbox;
    this.#resent = resent;
    this.#view = new ViewState<ActionsView>(p.host, { actionError: undefined, pickerFor: null, busy: new Set() });
  }

  get actionError(): string | undefined {
    return this.#view.value.actionError;
  }

  get pickerFor(): string | null {
    return this.#view.value.pickerFor;
  }

  get busy(): ReadonlySet<string> {
    return this.#view.value.busy;
  }

  /** A thread opens: the previous one's picker and error go. */
  reset(): void {
    this.#view.set({ pickerFor: null, actionError: undefined });
  }

  /** The bubbles' actions (`BubbleContext.on`). */
  readonly on: BubbleActions = {
    react: (message, emoji) => void this.#react(message, emoji),
    togglePicker: (message) => void this.#togglePicker(message),
    closePicker: () => this.#view.set({ pickerFor: null }),
    cancelSchedule: (message) =>
      void this.#busyWith(message, 'schedule', () => cancelSchedule(this.#p.store.api(), message.id)),
    retry: (message) => void this.#busyWith(message, 'send', () => this.#reply.resend(message), true),
    openImage: (message, images, index, opener) => void this.#lightbox.open(message, images, index, opener),
    loadEmojiGrid: () => this.#p.lazy.load('emojiPicker'),
  };

  async #togglePicker(message: Message): Promise<void> {
    if (this.#view.value.pickerFor === message.id) {
      this.#view.set({ pickerFor: null });
      return;
    }
    await this.#p.lazy.load('reactionPicker');
    this.#view.set({ pickerFor: message.id });
  }

  async #react(message: Message, emoji: string): Promise<void> {
    if (this.#view.value.pickerFor === message.id) this.#view.set({ pickerFor: null });
    await this.#busyWith(message, 'react', () => reactToMessage(this.#p.store.api(), { messageId: message.id, emoji }));
  }

  /** One request about a message at a time (its controls are disabled meanwhile); a failure shows above the log. */
  async #busyWith(message: Message, action: InboxAction, call: () => Promise<Message>, reveal = false): Promise<void> {
    const view = this.#view;
    const store = this.#p.store;
    if (view.value.busy.has(message.id)) return;
    const root = this.#p.host.renderRoot as ShadowRoot;
    const row = (id: string) => root.querySelector<HTMLElement>(`.messages [data-vkey="${CSS.escape(id)}"]`);
    const pressed = root.activeElement?.closest('[data-vkey]') === row(message.id);
    let landing = message.id;
    view.set({ busy: new Set([...view.value.busy, message.id]), actionError: undefined });
    try {
      const updated = await call();
      mergeInto(store, updated.conversationId, [updated]);
      if (reveal) {
        this.#resent();
        landing = updated.id;
      }
    } catch (error) {
      const apiError = asApiError(error);
      view.set({ actionError: errorSentence(apiError, action, this.#p.i18n.t) });
      store.fail(apiError, action, message.conversationId);
    } finally {
      view.set({ busy: new Set([...view.value.busy].filter((id) => id !== message.id)) });
    }
    // The control pressed was disabled meanwhile, and may be gone (a Retry, once sent again; a Cancel): focus fell to
    // the page. The reader keeps their place in the log: on the message sent again, else on the one acted on.
    if (!pressed || root.activeElement) return;
    await this.#p.host.updateComplete;
    if (!root.activeElement)
      (row(landing) ?? root.querySelector<HTMLElement>('.messages'))?.focus({ preventScroll: true });
  }
}
