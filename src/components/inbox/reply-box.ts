/**
 * Under the open thread's log: "… is typing", then the reply box (what teammates are doing above it, replies kept
 * while offline, the box with its canned replies and files), or in its place the opt-out notice. Sending is
 * `ReplySender`'s; this is the box: Enter sends, a teammate's reply since asks first, and a template variable left
 * unfilled stops the send and says which. Part of the thread pane's chunk.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { OutboxController } from '../../controllers/outbox-controller.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import type { CannedReplies } from './canned-replies.js';
import { OutboxReview, type OutboxParts } from './outbox-review.js';
import { isolate, type ThreadState } from './model.js';
import type { PaneContext } from './pane-context.js';
import { ReplyFiles } from './reply-files.js';
import type { ReplySender } from './reply-sender.js';
import type { TeamThread } from './team-thread.js';
import { unfilledVariables } from './templates.js';
import { ViewState } from './view-state.js';
import { listWords } from '../../core/list-words.js';

/** How long "… is typing" shows after the last typing event. */
const TYPING_SHOW_MS = 6000;

interface BoxView {
  /** The other side is typing (until `TYPING_SHOW_MS` after their last typing event). */
  typing: boolean;
  /** Send was pressed with template variables left unfilled (`{{contact.firstName}}`): what to fill in. */
  unfilled: readonly string[];
}

/** The parts of the pane the box works with. */
export interface BoxParts {
  reply: ReplySender;
  team: TeamThread;
  outbox: OutboxController;
  /** The outbox's view, as the pane's outbox loads it. */
  outboxParts: OutboxParts;
}

/**
 * @csspart composer - The reply area; `reply-input` its textbox; `send-button` its button; `reply-error` what to fill in before sending.
 * @csspart opted-out - In place of the reply area: the customer opted out (replied STOP), and when.
 * @csspart read-only - In place of the reply area: the token may read the conversation but not send.
 */
export class ReplyBox {
  readonly #p: PaneContext;
  readonly #of: BoxParts;
  readonly #view: ViewState<BoxView>;
  /** The canned replies, once their part is here (only fetched when the host gives some). */
  #cannedReplies: CannedReplies | undefined;
  readonly files: ReplyFiles;
  /** Replies written offline and held because the thread moved on meanwhile. */
  readonly #review: OutboxReview;
  #typingTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(p: PaneContext, parts: BoxParts) {
    this.#p = p;
    this.#of = parts;
    this.#view = new ViewState<BoxView>(p.host, { typing: false, unfilled: [] });
    // An update that shows the box with canned replies waits for their part (no flash of a box without them); if it
    // cannot be fetched, the box goes on without them until a Retry.
    p.host.beforeEachUpdate(() => {
      if (p.host.cannedReplies?.length && !p.lazy.get('canned') && !p.lazy.failed('canned'))
        p.host.holdUpdatesUntil(p.lazy.try('canned'));
    });
    this.files = new ReplyFiles(p);
    this.#review = new OutboxReview(p, parts.outbox, parts.outboxParts, (text) => {
      const draft = parts.reply.text.trim();
      parts.reply.input(draft ? `${draft}\n${text}` : text, p.store.state.thread);
    });
  }

  /** A thread opens: the previous one's typing line, canned list and unfilled variables go. */
  reset(): void {
    this.#view.set({ typing: false, unfilled: [] });
    this.#canned?.close();
  }

  get #canned(): CannedReplies | undefined {
    const part = this.#p.host.cannedReplies?.length ? this.#p.lazy.get('canned') : undefined;
    if (!part || this.#cannedReplies) return part && this.#cannedReplies;
    adoptStyles(this.#p.host.renderRoot, part.cannedStyles);
    return (this.#cannedReplies = new part.CannedReplies(this.#p, this.#of.reply));
  }

  /** The other side typed (they show typing for a while) or their message came (they stopped). */
  typing(on: boolean): void {
    this.#view.set({ typing: on });
    clearTimeout(this.#typingTimer);
    if (on) this.#typingTimer = setTimeout(() => this.#view.set({ typing: false }), TYPING_SHOW_MS);
  }

  render(thread: ThreadState, name: string): TemplateResult {
    const t = this.#p.i18n.t;
    const c = thread.conversation;
    return html`${this.#view.value.typing ? html`<p class="typing muted" role="status">${t('typing', { name: isolate(name) })}</p>` : nothing}
      ${
        thread.status === 'ready' && c?.optedOut
          ? html`<p class="reply-off" part="opted-out" role="note">${t('optedOut', {
              name: isolate(name),
              keyword: c.optedOut.keyword,
              date: new Date(c.optedOut.at).toLocaleDateString(this.#p.locale(), { dateStyle: 'medium' }),
            })}</p>`
          : thread.status !== 'ready' || !c
            ? nothing
            : this.#p.store.can('messages:send')
              ? html`${this.#of.team.renderAboveReply(Date.now(), this.#p.locale(), () => this.#send(true))}${this.#review.render(thread.id)}${this.#of.outbox.render()}${this.#renderForm(name)}`
              : // A token that may read but not send: said where the reply box would be, not left to be guessed.
                html`<p class="reply-off" part="read-only" role="note">${t('readOnly')}</p>`
      }`;
  }

  #renderForm(name: string): TemplateResult {
    const t = this.#p.i18n.t;
    const files = this.files;
    const canned = this.#canned;
    const ready = !!(this.#of.reply.text.trim() || files.urls?.length) && !files.uploading;
    const unfilled = this.#view.value.unfilled;
    return html`<form class="composer ${files.dropping ? 'dropping' : ''}" part="composer" @submit=${(e: Event) => {
      e.preventDefault();
      this.#send();
    }}
      @dragover=${files.onDragOver} @dragleave=${files.onDragLeave} @drop=${files.onDrop}>
      ${files.renderStrip()}
      ${canned?.renderList() ?? nothing}
      ${canned?.renderButton() ?? nothing}
      ${files.renderButton()}
      ${
        unfilled.length
          ? html`<p class="template-missing error-text" id="reply-error" part="reply-error" role="alert">${t(
              'templateMissing',
              {
                names: listWords(
                  unfilled.map((n) => `{{${n}}}`),
                  this.#p.locale(),
                ),
              },
            )}</p>`
          : nothing
      }
      <textarea part="reply-input" rows="2" dir="auto" aria-label=${t('replyTo', { name })} aria-describedby=${unfilled.length ? 'reply-error reply-hint' : 'reply-hint'}
        aria-invalid=${unfilled.length ? 'true' : 'false'} placeholder=${t('placeholder')}
        aria-activedescendant=${canned?.activeId ?? nothing}
        .value=${this.#of.reply.text} @input=${this.#onInput} @keydown=${this.#onKeydown} @paste=${files.onPaste}
        @blur=${() => canned?.close()}></textarea>
      <span id="reply-hint" class="visually-hidden">${t('replyHint')}</span>
      <button class="btn btn-primary" part="send-button" type="submit" ?disabled=${!ready}>${t('send')}</button>
    </form>`;
  }

  #send(confirmed = false): void {
    const { reply, team } = this.#of;
    const files = this.files;
    if (files.uploading) return;
    const thread = this.#p.store.state.thread;
    // A teammate replied since this user started typing: ask first.
    if (thread && !team.maySend(thread, (m) => reply.isMine(m, thread), confirmed)) return;
    // A canned reply's variable without a value ("Hi {{contact.firstName}}") is never sent as written.
    const unfilled = unfilledVariables(reply.text);
    this.#view.set({ unfilled });
    if (unfilled.length) return;
    void reply.send(thread, files.urls).then((queued) => queued && team.sent());
  }

  #onInput = (e: Event): void => {
    const text = (e.target as HTMLTextAreaElement).value;
    this.#of.reply.input(text, this.#p.store.state.thread);
    if (this.#view.value.unfilled.length) this.#view.set({ unfilled: unfilledVariables(text) });
    this.#of.team.typed(text);
    this.#canned?.typed(text);
  };

  #onKeydown = (event: KeyboardEvent): void => {
    if (this.#canned?.keydown(event)) return;
    if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      this.#send();
    }
    // Escape leaves the box for the log (the draft stays), as the shortcuts sheet says: the keys after it are
    // shortcuts again (n a note, r back here), and Escape there goes back to the list. Not the same press: handled.
    if (event.key === 'Escape' && !event.isComposing) {
      event.preventDefault();
      this.#p.host.renderRoot.querySelector<HTMLElement>('.messages')?.focus({ preventScroll: true });
    }
  };
}
